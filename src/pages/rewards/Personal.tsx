import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import { awardName, nextAwardOf, stillNeeded } from '../../../machines/rules/awards';
import { loadAwards, type Award } from '../../api/actors/rewards/rewards';
import { ContentStatus } from '../../components/ContentStatus';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocale } from '../../i18n/react';
import './rewards.css';
import { PageTitle } from '../../app/PageTitle';

const awardsMachine = contentLoadMachine.provide({ actors: { load: loadAwards } });

/**
 * /personal, the achievements (SPEC §2 personal area): every award of the current child
 * (GET member/awards), got in colour or not got as a silhouette, each with the child's
 * progress toward it, and the next one to earn; links to the sticker collection, the
 * picture books and the paints.
 */
export default function PersonalPage() {
  const { t } = useLingui();
  const awards = useActorRef(awardsMachine, { input: {}, ...inspectOption() });
  const view = useSelector(awards, (snapshot) => connectContentLoad<Award[]>(snapshot));
  const list = view.data ?? [];

  return (
    <section className="page personal-page" aria-labelledby="page-title">
      <PageTitle>{`${t`My achievements`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">{t`My achievements`}</h1>
      <nav className="card personal-links" aria-label={t`My collection`}>
        <ul>
          <li>
            <LocalizedLink to="/personal/collection" className="button">
              {t`My stickers`}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/personal/picture-book" className="button">
              {t`Picture books`}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/personal/paint" className="button">
              {t`Paints`}
            </LocalizedLink>
          </li>
        </ul>
      </nav>
      <ContentStatus
        view={view}
        onRetry={() => awards.send({ type: 'content.retry' })}
        loading={<Trans>Loading your badges…</Trans>}
      />
      {list.length > 0 ? (
        <>
          <NextAwards awards={list} />
          <section className="card" aria-labelledby="badges-title">
            <h2 id="badges-title">
              <Trans>Badges</Trans>
            </h2>
            <ul className="award-list">
              {list.map((award) => (
                <AwardItem key={award.id} award={award} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </section>
  );
}

/** The next badge of each kind, and how far the child is from it. */
function NextAwards({ awards }: { awards: Award[] }) {
  const locale = useLocale();
  const lessons = nextAwardOf(awards, 'lessons');
  const missions = nextAwardOf(awards, 'missions');
  const lessonBadge = lessons ? awardName(lessons, locale) : '';
  const lessonsNeeded = lessons ? stillNeeded(lessons) : 0;
  const missionBadge = missions ? awardName(missions, locale) : '';
  const missionsNeeded = missions ? stillNeeded(missions) : 0;
  return (
    <section className="card award-next" aria-labelledby="next-title">
      <h2 id="next-title">
        <Trans>Next badges</Trans>
      </h2>
      <ul>
        <li>
          {lessons ? (
            <Plural
              value={lessonsNeeded}
              one={`# more lesson to earn “${lessonBadge}”`}
              other={`# more lessons to earn “${lessonBadge}”`}
            />
          ) : (
            <Trans>You earned every lesson badge!</Trans>
          )}
        </li>
        <li>
          {missions ? (
            <Plural
              value={missionsNeeded}
              one={`# more daily check-in to earn “${missionBadge}”`}
              other={`# more daily check-ins to earn “${missionBadge}”`}
            />
          ) : (
            <Trans>You earned every check-in badge!</Trans>
          )}
        </li>
      </ul>
    </section>
  );
}

function AwardItem({ award }: { award: Award }) {
  const { t } = useLingui();
  const locale = useLocale();
  const got = award.has_sticker === 1;
  const name = awardName(award, locale);
  const { progress, target } = award;
  return (
    <li className={got ? 'award award--got' : 'award'}>
      <img src={got ? award.white_picture : award.black_picture} alt="" width={64} height={64} />
      <div className="award-facts">
        <p className="award-name">{name}</p>
        <p className="award-state">{got ? t`Got it!` : t`Not yet`}</p>
        <progress className="award-progress" max={award.target} value={award.progress} aria-label={t`Progress toward ${name}`} />
        <p className="award-count">
          {award.kind === 'lessons' ? (
            <Trans>
              {progress} of {target} lessons
            </Trans>
          ) : (
            <Trans>
              {progress} of {target} daily check-ins
            </Trans>
          )}
        </p>
      </div>
    </li>
  );
}
