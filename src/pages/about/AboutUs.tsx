import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import { loadContentSources } from '../../api/actors/account/accountCenter';
import type { components } from '../../api/schema';
import { ContentStatus } from '../../components/ContentStatus';
import { inspectOption } from '../../dev/inspect';
import './about-us.css';
import { PageTitle } from '../../app/PageTitle';

type ContentSource = components['schemas']['ContentSource'];

const sourcesMachine = contentLoadMachine.provide({ actors: { load: loadContentSources } });

/**
 * /set-up/about-us (SPEC §2): what Hanzi House is, for parents, and every
 * source of the curriculum with its licence, as the curriculum's record lists
 * them (GET content/sources, loaded by a contentLoad machine). The set-up area
 * is behind the parent gate; outside links still open in a new tab, without
 * the opener or the referrer.
 */
export default function AboutUsPage() {
  const { t } = useLingui();
  const sources = useActorRef(sourcesMachine, { input: {}, ...inspectOption() });
  const view = useSelector(sources, (snapshot) => connectContentLoad<ContentSource[]>(snapshot));
  return (
    <section className="page about-us" aria-labelledby="page-title">
      <PageTitle>{`${t`About us`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>About us</Trans>
      </h1>
      <section className="card about-product" aria-labelledby="about-product-title">
        <h2 id="about-product-title">
          <Trans>Hanzi House</Trans>
        </h2>
        <p>
          <Trans>
            Hanzi House is a cozy place where children meet Chinese characters one at a time. Each radical opens a
            short lesson with words, pictures, a little story and games to guess, write and spell, so your child
            learns a character by seeing it, hearing it and writing it stroke by stroke.
          </Trans>
        </p>
        <p>
          <Trans>
            Your child can learn in traditional or simplified characters, with zhuyin or pinyin, and with English at
            their side. Stars, stickers and a daily task reward steady practice, and you decide how long each session
            may last.
          </Trans>
        </p>
        <p>
          <Trans>
            We made Hanzi House for children, so it has no ads and no trackers: nothing on these pages is loaded from
            anyone but us, and what your child does here stays between you and us.
          </Trans>
        </p>
      </section>

      <section className="card about-sources" aria-labelledby="about-sources-title">
        <h2 id="about-sources-title">
          <Trans>Where our content comes from</Trans>
        </h2>
        <p className="about-sources-intro">
          <Trans>The words, stories and pictures are built from these sources. We thank their authors.</Trans>
        </p>
        <ContentStatus
          view={view}
          onRetry={() => sources.send({ type: 'content.retry' })}
          loading={<Trans>Loading the sources…</Trans>}
        />
        {view.data ? (
          <ul className="about-source-list">
            {view.data.map((source) => (
              <li key={`${source.name} ${source.url}`} className="about-source">
                <h3 className="about-source-name">
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.name}
                    <span className="sr-only"> {t`(opens in a new tab)`}</span>
                  </a>
                </h3>
                <p className="about-source-what" lang="en">
                  {source.what}
                </p>
                <p className="about-source-licence">
                  <span className="about-source-label">
                    <Trans>License</Trans>:
                  </span>{' '}
                  <span lang="en">{source.licence}</span>
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="card about-voice" aria-labelledby="about-voice-title">
        <h2 id="about-voice-title">
          <Trans>The voice your child hears</Trans>
        </h2>
        <p>
          <Trans>
            Every character and word is read in the recordings of the gcin voice data: each syllable of Taiwan Mandarin,
            recorded by Edward Der-Hua Liu in Hsinchu, Taiwan, and converted to MP3 by Audrey Tang. They are used
            unchanged, under the GNU LGPL version 3 or the GNU GPL version 3.
          </Trans>
        </p>
        <p className="about-source-licence">
          <span className="about-source-label">
            <Trans>License</Trans>:
          </span>{' '}
          <span lang="en">GNU LGPL-3.0 / GNU GPL-3.0</span> ·{' '}
          <a href="https://github.com/audreyt/gcin-voice-data" target="_blank" rel="noopener noreferrer">
            gcin-voice-data
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        </p>
      </section>
    </section>
  );
}
