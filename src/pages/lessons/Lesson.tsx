import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Navigate, useParams } from 'react-router';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import { currentRadicalOf } from '../../../machines/rules/curriculum';
import { loadCategories, loadLessonTrack, type Category, type LessonTrackData, type RadicalSummary } from '../../api/actors/lessons/learning';
import { ContentStatus } from '../../components/ContentStatus';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocalizedPath } from '../../i18n/react';
import { LessonTrack } from './LessonTrack';
import './lesson.css';
import { ChallengeLoadError } from '../../components/ChallengeLoadError';
import { PageTitle } from '../../app/PageTitle';

const trackMachine = contentLoadMachine.provide({ actors: { load: loadLessonTrack } });
const categoriesMachine = contentLoadMachine.provide({ actors: { load: loadCategories } });

/** The radical id of the address, when it is one (a positive whole number). */
function radicalIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d*$/.test(param)) return null;
  return Number(param);
}

/**
 * /lesson/{id} (SPEC §2): the lesson track of radical {id}. The track's
 * content is loaded by a contentLoad machine (GET radical/{id} for the word
 * boxes, GET lesson/schedule/{radical_id} for the child's progress); the
 * track itself is the lessonProgression machine (LessonTrack).
 *
 * /lesson without an id goes (replacing the address) to the lesson track of
 * the radical the child carries on with (machines/rules/curriculum.ts, the
 * same as home's button).
 */
export default function LessonPage() {
  const radicalId = radicalIdOf(useParams().id);
  if (radicalId === null) return <CurrentRadical />;
  // a new radical is a new track: new machines, from its own data
  return <RadicalTrack key={radicalId} radicalId={radicalId} />;
}

function RadicalTrack({ radicalId }: { radicalId: number }) {
  const { t } = useLingui();
  const loader = useActorRef(trackMachine, { input: { request: radicalId }, ...inspectOption() });
  const view = useSelector(loader, (snapshot) => connectContentLoad<LessonTrackData>(snapshot));
  return (
    <section className="page lesson-page" aria-labelledby="page-title">
      {/* the lesson's challenge may fail to start (a lesson that closed meanwhile, no connection) */}
      <ChallengeLoadError />
      {view.data ? (
        <LessonTrack data={view.data} />
      ) : (
        <>
          <PageTitle>{`${t`Lessons`} · ${t`Hanzi House`}`}</PageTitle>
          <h1 id="page-title">{t`Lessons`}</h1>
          <ContentStatus
            view={view}
            onRetry={() => loader.send({ type: 'content.retry' })}
            loading={<Trans>Loading the lessons…</Trans>}
          />
        </>
      )}
    </section>
  );
}

/** /lesson: on to the track of the radical to carry on with, once the categories say which. */
function CurrentRadical() {
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const loader = useActorRef(categoriesMachine, { input: {}, ...inspectOption() });
  const view = useSelector(loader, (snapshot) => connectContentLoad<Category[]>(snapshot));
  const current = view.data ? currentRadicalOf<RadicalSummary>(view.data) : null;
  if (current) return <Navigate to={localized(`/lesson/${current.id}`)} replace />;
  return (
    <section className="page lesson-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Lessons`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">{t`Lessons`}</h1>
      <ContentStatus
        view={view}
        onRetry={() => loader.send({ type: 'content.retry' })}
        loading={<Trans>Loading the lessons…</Trans>}
      />
      {view.data ? (
        <p className="card">
          <Trans>Well done! You finished every lesson.</Trans>{' '}
          <LocalizedLink to="/home">
            <Trans>Back to home</Trans>
          </LocalizedLink>
        </p>
      ) : null}
    </section>
  );
}
