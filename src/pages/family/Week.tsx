import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectContentLoad } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import type { SchoolList } from '../../../machines/family/schoolList.types';
import type { Child } from '../../../machines/types';
import { localDay } from '../../../machines/rules/localDay';
import { currentSchoolList } from '../../../machines/rules/schoolList';
import { currentChildOf, currentLearningSettings } from '../../../machines/rules/learningSettings';
import { loadSchoolLists } from '../../api/actors/family/schoolLists';
import { loadWeek, type ChildWeek } from '../../api/actors/family/week';
import { useMember } from '../../app/AppActorContext';
import { PageTitle } from '../../app/PageTitle';
import { ContentStatus } from '../../components/ContentStatus';
import { inspectOption } from '../../dev/inspect';
import { PracticeSheet, readingLook, type ReadingLook } from './PracticeSheet';
import { DictationResult, shortStrokes, WordStateText } from './schoolWords';
import './school-lists.css';
import './week.css';

const weekMachine = contentLoadMachine.provide({ actors: { load: loadWeek } });
const listsMachine = contentLoadMachine.provide({ actors: { load: loadSchoolLists as never } });

/**
 * /set-up/week, behind the parent gate (issue 30 §3): the current child's last seven days, for a
 * parent who would rather look than read. The minutes of learning of each day as bars, the lessons
 * finished and the words learned, this week's list with each word's state as a coloured chip, the
 * characters with the most stroke mistakes and which strokes, the last dictations with what went
 * wrong. GET week and GET schoolLists, each a contentLoad machine; nothing leaves the product.
 */
export default function WeekPage() {
  const { t } = useLingui();
  const member = useMember();
  const child = currentChildOf(member);
  return (
    <section className="page week-page" aria-labelledby="page-title">
      <PageTitle>{`${t`This week's learning`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>This week's learning</Trans>
        {child ? <span className="week-child"> · {child.name}</span> : null}
      </h1>
      {child ? (
        <ChildWeekView key={child.id} child={child} look={readingLook(currentLearningSettings(member))} />
      ) : (
        <p>
          <Trans>Add a child first</Trans>
        </p>
      )}
    </section>
  );
}

function ChildWeekView({ child, look }: { child: Child; look: ReadingLook }) {
  const script = look.script;
  const week = useActorRef(weekMachine, { input: { request: { childId: child.id } }, ...inspectOption() });
  const lists = useActorRef(listsMachine, { input: { request: { childId: child.id } }, ...inspectOption() });
  const weekView = useSelector(week, (s) => connectContentLoad<ChildWeek>(s));
  const listsView = useSelector(lists, (s) => connectContentLoad<SchoolList[]>(s));
  const list = listsView.data ? currentSchoolList(listsView.data, localDay(new Date())) : null;
  const lang = script === 'cn' ? 'zh-Hans' : 'zh-Hant';
  if (!weekView.data) return <ContentStatus view={weekView} onRetry={() => week.send({ type: 'content.retry' })} loading={null} />;
  const data = weekView.data;
  const lessons = data.lessons_finished;
  const words = data.words_learned;
  return (
    <div className="week">
      <Minutes days={data.days} />
      <div className="week-counts">
        <p className="week-count">
          <span className="week-count-number">{lessons}</span> <Plural value={lessons} one="lesson finished" other="lessons finished" />
        </p>
        <p className="week-count">
          <span className="week-count-number">{words}</span> <Plural value={words} one="word learned" other="words learned" />
        </p>
      </div>
      {list ? (
        <section className="week-section" aria-labelledby="week-list-title">
          <h2 id="week-list-title">
            <Trans>This week's words</Trans> · {list.name}
          </h2>
          <ul className="school-list-words" lang={lang}>
            {list.words.map((word) => (
              <li key={word.tw} className={`school-word-chip school-word-chip-${word.state}`}>
                <span>{script === 'cn' ? word.cn : word.tw}</span>
                <span className="school-word-chip-state">
                  <WordStateText state={word.state} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.most_missed.length > 0 ? (
        <section className="week-section" aria-labelledby="week-missed-title">
          <h2 id="week-missed-title">
            <Trans>Strokes most often wrong</Trans>
          </h2>
          <ul className="week-missed">
            {data.most_missed.map((missed) => {
              const strokes = shortStrokes(missed.strokes.map((s) => (s.times > 1 ? `${s.stroke} (×${s.times})` : String(s.stroke))));
              return (
                <li key={missed.char}>
                  <span className="week-missed-char" lang={lang}>
                    {missed.char}
                  </span>
                  <span>
                    <Trans>strokes {strokes}</Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <ToReview words={data.to_review} look={look} childName={child.name} />
      <section className="week-section" aria-labelledby="week-dictations-title">
        <h2 id="week-dictations-title">
          <Trans>Last dictations</Trans>
        </h2>
        {data.dictations.length === 0 ? (
          <p className="week-none">
            <Trans>No dictation this week yet.</Trans>
          </p>
        ) : (
          <ul className="school-list-dictation week-dictations">
            {data.dictations.map((dictation, i) => (
              <DictationResult key={i} word={dictation.word} correct={dictation.correct} wrongStrokes={dictation.wrong_strokes} written={dictation.written} lang={lang} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** How many words to review the section shows; the sheet prints them all. */
const TO_REVIEW_SHOWN = 12;

/**
 * The words due for review now (issue 30 §3 "the list's or the review's due words" on the
 * practice sheet): the first ones as chips, and a practice sheet of all of them to print.
 */
function ToReview({ words, look, childName }: { words: ChildWeek['to_review']; look: ReadingLook; childName: string }) {
  const { t } = useLingui();
  const [printing, setPrinting] = useState(false);
  const lang = look.script === 'cn' ? 'zh-Hans' : 'zh-Hant';
  const count = words.length;
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };
  return (
    <section className="week-section" aria-labelledby="week-review-title">
      <h2 id="week-review-title">
        <Trans>Words to review</Trans>
      </h2>
      {count === 0 ? (
        <p className="week-none">
          <Trans>Nothing to review now.</Trans>
        </p>
      ) : (
        <>
          <ul className="school-list-words" lang={lang}>
            {words.slice(0, TO_REVIEW_SHOWN).map((word) => (
              <li key={word.word_id} className="school-word-chip school-word-chip-practising">
                <span>{look.script === 'cn' ? word.cn : word.tw}</span>
              </li>
            ))}
            {count > TO_REVIEW_SHOWN ? <li className="week-more">…</li> : null}
          </ul>
          <button type="button" className="button school-lists-small" onClick={print}>
            <Plural value={count} one="Print a practice sheet of # word to review" other="Print a practice sheet of # words to review" />
          </button>
          {printing ? <PracticeSheet title={`${t`Words to review`} · ${childName}`} words={words} look={look} /> : null}
        </>
      )}
    </section>
  );
}

/** The week's minutes as bars, a day each, today last; the numbers written on them too. */
function Minutes({ days }: { days: ChildWeek['days'] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const most = Math.max(1, ...days.map((d) => d.minutes));
  const total = days.reduce((sum, d) => sum + d.minutes, 0);
  return (
    <section className="week-section" aria-labelledby="week-minutes-title">
      <h2 id="week-minutes-title">
        <Plural value={total} one="# minute of learning" other="# minutes of learning" />
      </h2>
      <ol className="week-bars">
        {days.map((day) => {
          const label = i18n.date(`${day.day}T00:00:00`, { weekday: 'short' });
          const minutes = day.minutes;
          return (
            <li key={day.day} className="week-bar" aria-label={t`${label}: ${minutes} minutes`}>
              <span className="week-bar-value" aria-hidden="true">
                {minutes}
              </span>
              <span className="week-bar-fill" style={{ height: `${Math.round((minutes / most) * 100)}%` }} data-minutes={minutes} />
              <span className="week-bar-day" aria-hidden="true">
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
