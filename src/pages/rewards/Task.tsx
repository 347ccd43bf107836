import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectDailyTask, type DayCircleView } from '../../../machines/rewards/dailyTask.connect';
import { dailyTaskMachine } from '../../../machines/rewards/dailyTask.machine';
import { awardName } from '../../../machines/rules/awards';
import { currentChild } from '../../../machines/types';
import { loadMission } from '../../api/actors/rewards/rewards';
import { useAppChild, useMember } from '../../app/AppActorContext';
import { Modal } from '../../components/Modal';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocale } from '../../i18n/react';
import { GetSticker } from './GetSticker';
import './rewards.css';
import { PageTitle } from '../../app/PageTitle';

const taskMachine = dailyTaskMachine.provide({ actors: { loadMission } });

/**
 * /task, the daily task (SPEC §2: staged progress circles, stars, the sticker area, a
 * close button; §4 the completion modal). The dailyTask machine loads the mission the
 * server keeps: a star is added by the server when the child completes a lesson, never
 * here. With the member's daily task off the page says so, and how a parent turns it on
 * (the settings, behind the parent gate). New stickers show in the get-sticker modal.
 */
export default function TaskPage() {
  const { t } = useLingui();
  const member = useMember();
  const child = currentChild(member);
  const task = useActorRef(taskMachine, {
    input: { childId: child?.id ?? null, enabled: member?.setting.daily_task === 1 },
    ...inspectOption(),
  });
  const view = useSelector(task, connectDailyTask);
  const { daysDone, daysTarget, lessonsLeftToday } = view;

  return (
    <section className="page task-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Daily task`} · ${t`Hanzi House`}`}</PageTitle>
      <div className="rewards-title-row">
        <h1 id="page-title">{t`Daily task`}</h1>
        <LocalizedLink to="/home" className="icon-button rewards-close" aria-label={t`Close`}>
          <span aria-hidden="true">✕</span>
        </LocalizedLink>
      </div>

      {view.off ? <TaskOff /> : null}
      {view.loading ? (
        <p className="page-status" role="status">
          <Trans>Loading the daily task…</Trans>
        </p>
      ) : null}
      {view.loadFailed ? (
        <div className="card">
          <p role="alert">
            <Trans>The daily task could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={() => task.send({ type: 'mission.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}

      {view.days.length > 0 ? (
        <>
          <section className="card task-progress" aria-labelledby="task-days-title">
            <h2 id="task-days-title">
              <Trans>Daily check-in</Trans>
            </h2>
            <p className="task-counter">
              <Trans>
                {daysDone} of {daysTarget} days done
              </Trans>
            </p>
            <ol className="task-days">
              {view.days.map((day, i) => (
                <DayCircle key={i} day={day} number={i + 1} />
              ))}
            </ol>
            <p className="task-today" role="status">
              {view.complete ? (
                <Trans>You completed this daily check-in! Your next lesson starts a new one.</Trans>
              ) : view.todayDone ? (
                <Trans>Today's task is done. Come back tomorrow!</Trans>
              ) : (
                <Plural
                  value={lessonsLeftToday}
                  one="Complete # more lesson today."
                  other="Complete # more lessons today."
                />
              )}
            </p>
            {!view.complete && !view.todayDone ? (
              <LocalizedLink to="/lesson" className="button button-primary">
                <Trans>Go to my lesson</Trans>
              </LocalizedLink>
            ) : null}
          </section>
          <StickerArea stickers={view.stickers} />
        </>
      ) : null}

      <Modal
        open={view.completionOpen}
        title={t`Daily check-in complete!`}
        onClose={() => task.send({ type: 'modal.close' })}
        className="task-complete"
      >
        <p className="task-complete-text">
          <span aria-hidden="true" className="task-complete-stars">
            ★★★
          </span>
          <Trans>You learned on {daysTarget} days. Well done!</Trans>
        </p>
        <button type="button" className="button button-primary" data-autofocus onClick={() => task.send({ type: 'modal.close' })}>
          <Trans>OK</Trans>
        </button>
      </Modal>
      <GetSticker waiting={view.completionOpen || view.loading} />
    </section>
  );
}

/** One stage of the mission: a circle with the day's number and its stars. */
function DayCircle({ day, number }: { day: DayCircleView; number: number }) {
  const { t } = useLingui();
  const { stars, target } = day;
  const state = day.full ? t`done` : day.today ? t`today` : t`not yet`;
  const className = ['task-day', day.full && 'task-day--full', day.today && 'task-day--today', day.next && 'task-day--next']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} aria-label={t`Day ${number}: ${stars} of ${target} stars, ${state}`}>
      <span className="task-day-circle" aria-hidden="true">
        {day.full ? '✓' : number}
      </span>
      <span className="task-day-stars" aria-hidden="true">
        {Array.from({ length: day.target }, (_, i) => (
          <span key={i} className={i < day.stars ? 'task-star task-star--on' : 'task-star'}>
            ★
          </span>
        ))}
      </span>
    </li>
  );
}

/** The daily-mission stickers: got in colour, the others as silhouettes with what they need. */
function StickerArea({ stickers }: { stickers: ReturnType<typeof connectDailyTask>['stickers'] }) {
  const locale = useLocale();
  if (stickers.length === 0) return null;
  return (
    <section className="card task-stickers" aria-labelledby="task-stickers-title">
      <h2 id="task-stickers-title">
        <Trans>Check-in stickers</Trans>
      </h2>
      <ul className="sticker-grid">
        {stickers.map((sticker) => (
          <li key={sticker.id} className={sticker.has_sticker ? 'sticker sticker--got' : 'sticker'}>
            <img src={sticker.has_sticker ? sticker.white_picture : sticker.black_picture} alt="" width={72} height={72} />
            <span className="sticker-name">{awardName(sticker, locale)}</span>
            <span className="sticker-state">
              {sticker.has_sticker ? (
                <Trans>Got it!</Trans>
              ) : (
                <Plural value={sticker.target} one="Complete # daily check-in" other="Complete # daily check-ins" />
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The daily task is off: what a parent does to turn it on. The button opens the route guard's
 * parent gate, which the child's header shows (one gate on the page, issue 28 §4).
 */
function TaskOff() {
  const guard = useAppChild('routeGuard');
  return (
    <div className="card task-off">
      <p>
        <Trans>The daily task is turned off.</Trans>
      </p>
      <p>
        <Trans>A parent can turn it on in Settings, under Learning settings.</Trans>
      </p>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => guard.send({ type: 'setup.open' })}>
        <Trans>Settings</Trans>
      </button>
    </div>
  );
}
