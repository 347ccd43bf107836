import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import { awardName } from '../../../machines/rules/awards';
import { loadStickers, type StickerCollectionItem } from '../../api/actors/rewards/rewards';
import { ContentStatus } from '../../components/ContentStatus';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocale } from '../../i18n/react';
import './rewards.css';
import { PageTitle } from '../../app/PageTitle';

const stickersMachine = contentLoadMachine.provide({ actors: { load: loadStickers } });

/**
 * /personal/collection, the sticker collection (SPEC §2: got or not got; GET
 * member/stickerCollection): every sticker, in colour when got, as a silhouette when
 * not yet, each saying which.
 */
export default function CollectionPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const stickers = useActorRef(stickersMachine, { input: {}, ...inspectOption() });
  const view = useSelector(stickers, (snapshot) => connectContentLoad<StickerCollectionItem[]>(snapshot));
  const list = view.data ?? [];
  const got = list.filter((sticker) => sticker.has_sticker === 1).length;
  const total = list.length;

  return (
    <section className="page collection-page" aria-labelledby="page-title">
      <PageTitle>{`${t`My stickers`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">{t`My stickers`}</h1>
      <p>
        <LocalizedLink to="/personal">{t`Back to my achievements`}</LocalizedLink>
      </p>
      <ContentStatus
        view={view}
        onRetry={() => stickers.send({ type: 'content.retry' })}
        loading={<Trans>Loading your stickers…</Trans>}
      />
      {list.length > 0 ? (
        <section className="card" aria-labelledby="stickers-count">
          <h2 id="stickers-count">
            <Trans>
              {got} of {total} stickers collected
            </Trans>
          </h2>
          <ul className="sticker-grid">
            {list.map((sticker) => (
              <li key={sticker.id} className={sticker.has_sticker ? 'sticker sticker--got' : 'sticker'}>
                <img src={sticker.has_sticker ? sticker.white_picture : sticker.black_picture} alt="" width={88} height={88} />
                <span className="sticker-name">{awardName(sticker, locale)}</span>
                <span className="sticker-state">{sticker.has_sticker ? t`Got it!` : t`Not yet`}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
