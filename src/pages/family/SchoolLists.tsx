import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectSchoolList, type ReviewWord, type SchoolListView } from '../../../machines/family/schoolList.connect';
import { schoolListMachine } from '../../../machines/family/schoolList.machine';
import type { ListReading, SchoolList } from '../../../machines/family/schoolList.types';
import { localDay } from '../../../machines/rules/localDay';
import {
  MAX_SCHOOL_LIST_NAME,
  MAX_SCHOOL_LIST_WORDS,
  MAX_SCHOOL_LIST_WORD_LENGTH,
  type SchoolListProblem,
} from '../../../machines/rules/schoolList';
import { syllablesOf } from '../../../machines/rules/phonetic';
import { currentChildOf, currentLearningSettings } from '../../../machines/rules/learningSettings';
import type { Child } from '../../../machines/types';
import { schoolListActors } from '../../api/actors/family/schoolLists';
import { serverMessage } from '../../api/messages';
import { useMember } from '../../app/AppActorContext';
import { PageTitle } from '../../app/PageTitle';
import { Modal } from '../../components/Modal';
import { Ruby } from '../../components/Ruby';
import { inspectOption } from '../../dev/inspect';
import '../../components/form/form.css';
import { PracticeSheet, readingLook, type ReadingLook } from './PracticeSheet';
import { DictationResult, WordStateText } from './schoolWords';
import './school-lists.css';

type SchoolListRef = ActorRefFrom<typeof schoolListMachine>;


const machine = schoolListMachine.provide({ actors: schoolListActors });

/**
 * /set-up/school-list, behind the parent gate (issue 30 §1): this week's characters from school.
 * The parent pastes the list as the teacher sent it, sees what the app understood (each word with
 * its reading in the child's script and phonetic, a choice where a character alone has several,
 * what it cannot teach), and saves it for the current child; the child's lists below, each
 * deletable. The `schoolList` machine owns the draft, the calls and what may be saved; this page
 * renders its view.
 */
export default function SchoolListsPage() {
  const { t } = useLingui();
  const member = useMember();
  const child = currentChildOf(member);
  return (
    <section className="page school-lists" aria-labelledby="page-title">
      <PageTitle>{`${t`This week's words`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>This week's words</Trans>
      </h1>
      {child ? (
        <SchoolListScreen key={child.id} child={child} reading={readingLook(currentLearningSettings(member))} />
      ) : (
        <p>
          <Trans>Add a child first</Trans>
        </p>
      )}
    </section>
  );
}

function SchoolListScreen({ child, reading }: { child: Child; reading: ReadingLook }) {
  const actor = useActorRef(machine, { input: { childId: child.id, today: localDay(new Date()) }, ...inspectOption() });
  const view = useSelector(actor, connectSchoolList);
  const name = child.name;
  return (
    <>
      <p className="school-lists-intro">
        <Trans>Paste the words {name}'s teacher sent home this week, and check how we read them before you save the list.</Trans>
      </p>
      <Notice view={view} />
      {view.phase === 'loading' ? (
        <p role="status">
          <Trans>Loading the lists…</Trans>
        </p>
      ) : view.phase === 'loadFailed' ? (
        <div role="alert" className="form-alert form-alert--error">
          <p>
            <Trans>The lists could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'lists.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          {view.review ? <Review view={view} actor={actor} look={reading} /> : <Writing view={view} actor={actor} />}
          <SavedLists view={view} actor={actor} look={reading} />
        </>
      )}
      <DeleteDialog view={view} actor={actor} />
    </>
  );
}

function Notice({ view }: { view: SchoolListView }) {
  const notice = view.notice;
  if (!notice) return null;
  const listName = notice.name;
  return (
    <p role="status" className="school-lists-notice">
      {notice.kind === 'saved' ? <Trans>Saved: {listName}</Trans> : <Trans>Deleted: {listName}</Trans>}
    </p>
  );
}

/** The rule's reason a text is no list, in the parent's words. */
function ProblemText({ problem }: { problem: SchoolListProblem }) {
  switch (problem.kind) {
    case 'empty':
      return <Trans>Write or paste the words of the list first.</Trans>;
    case 'noCharacters':
      return <Trans>The list needs Chinese characters: letters and numbers alone are not words.</Trans>;
    case 'tooMany': {
      const count = problem.count;
      const max = MAX_SCHOOL_LIST_WORDS;
      return <Trans>A list holds at most {max} words; this one has {count}. Split it in two.</Trans>;
    }
    case 'wordTooLong': {
      const word = problem.word;
      const max = MAX_SCHOOL_LIST_WORD_LENGTH;
      return <Trans>「{word}」 is longer than {max} characters: put a space between two words.</Trans>;
    }
  }
}

/** The draft's name and dictation day, shown while writing and while reviewing. */
function NameAndDay({ view, actor }: { view: SchoolListView; actor: SchoolListRef }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const nameId = useId();
  const dayId = useId();
  const readingId = useId();
  const nameErrors = view.fieldErrors.name?.map((message) => serverMessage(i18n, message)) ?? [];
  const dayErrors = view.fieldErrors.dictation_day?.map((message) => serverMessage(i18n, message)) ?? [];
  return (
    <div className="school-lists-fields">
      <div className="field">
        <label htmlFor={nameId} className="field-label">
          <Trans>Name of the list</Trans>
        </label>
        <input
          id={nameId}
          className="field-input school-lists-name"
          value={view.name}
          maxLength={MAX_SCHOOL_LIST_NAME}
          placeholder={t`Lesson 3`}
          aria-invalid={nameErrors.length > 0 || undefined}
          disabled={view.busy}
          onChange={(e) => actor.send({ type: 'list.name', name: e.target.value })}
        />
        {nameErrors.map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
      </div>
      <div className="field">
        <label htmlFor={dayId} className="field-label">
          <Trans>Dictation day (if there is one)</Trans>
        </label>
        <input
          id={dayId}
          type="date"
          className="field-input school-lists-day"
          value={view.day ?? ''}
          min={view.firstDay}
          max={view.lastDay}
          aria-invalid={dayErrors.length > 0 || undefined}
          disabled={view.busy}
          onChange={(e) => actor.send({ type: 'list.day', day: e.target.value === '' ? null : e.target.value })}
        />
        {dayErrors.map((message) => (
          <p key={message} className="field-error">
            {message}
          </p>
        ))}
      </div>
      <div className="field school-lists-reading">
        <input
          id={readingId}
          type="checkbox"
          checked={view.reading}
          disabled={view.busy}
          onChange={(e) => actor.send({ type: 'list.reading', shown: e.target.checked })}
        />
        <label htmlFor={readingId} className="field-label">
          <Trans>Show the zhuyin or pinyin in the dictation</Trans>
        </label>
      </div>
    </div>
  );
}

function Writing({ view, actor }: { view: SchoolListView; actor: SchoolListRef }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const textId = useId();
  const hintId = useId();
  const problemId = useId();
  return (
    <form
      className="school-lists-form"
      method="post"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'list.read' });
      }}
    >
      <div className="field">
        <label htmlFor={textId} className="field-label">
          <Trans>The words from school</Trans>
        </label>
        <p id={hintId} className="field-hint">
          <Trans>As the teacher wrote them: spaces, commas, new lines, numbers and zhuyin beside the words are all fine.</Trans>
        </p>
        <textarea
          id={textId}
          className="field-input school-lists-text"
          rows={4}
          value={view.text}
          placeholder={t`蝴蝶 花園 飛 高 長`}
          aria-describedby={view.problem ? `${hintId} ${problemId}` : hintId}
          aria-invalid={view.problem !== null || undefined}
          disabled={view.busy}
          onChange={(e) => actor.send({ type: 'list.type', text: e.target.value })}
        />
        {view.problem ? (
          <p id={problemId} className="field-error" role="alert">
            <ProblemText problem={view.problem} />
          </p>
        ) : null}
      </div>
      <NameAndDay view={view} actor={actor} />
      {view.formError ? (
        <p className="form-alert form-alert--error" role="alert">
          {serverMessage(i18n, view.formError)}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={!view.canRead || view.busy} aria-busy={view.phase === 'understanding'}>
        {view.phase === 'understanding' ? <Trans>Reading the words…</Trans> : <Trans>Read the words</Trans>}
      </button>
    </form>
  );
}

/** A reading in the child's phonetic, syllable by syllable: zhuyin as Taiwan prints it, else its pinyin. */
function readingOf(look: ReadingLook, reading: { zhuyin: string; pinyin: string }): string[] {
  return syllablesOf(look.pinyin ? reading.pinyin : reading.zhuyin);
}

/** One reading to choose for a word: a radio of the word's group (its readings and corrections are one choice). */
function ReadingChoice({
  reading,
  word,
  index,
  look,
  actor,
  busy,
  dictionary = false,
}: {
  reading: ListReading;
  word: ReviewWord;
  index: number;
  look: ReadingLook;
  actor: SchoolListRef;
  busy: boolean;
  /** Said to be the dictionary's reading (among the corrections). */
  dictionary?: boolean;
}) {
  return (
    <label className="school-word-reading">
      <input
        type="radio"
        name={`reading-${index}`}
        value={reading.zhuyin}
        checked={word.chosen === reading.zhuyin}
        disabled={busy}
        onChange={() => actor.send({ type: 'reading.choose', index, zhuyin: reading.zhuyin })}
      />
      <span lang="zh-Hant">{look.pinyin ? reading.pinyin : reading.zhuyin}</span>
      {dictionary ? (
        <span className="school-word-reading-from">
          <Trans>the dictionary's</Trans>
        </span>
      ) : null}
    </label>
  );
}

function ReviewCard({ word, index, look, actor, busy }: { word: ReviewWord; index: number; look: ReadingLook; actor: SchoolListRef; busy: boolean }) {
  const { t } = useLingui();
  const script = look.script;
  const text = script === 'cn' ? word.cn : word.tw;
  const chosen = [...word.readings, ...word.others].find((reading) => reading.zhuyin === word.chosen);
  const groupId = useId();
  const unknown = word.unknown.join('、');
  const noStrokes = word.noStrokes.join('、');
  return (
    <li className={`school-word${word.unknown.length > 0 ? ' school-word-unknown' : ''}`}>
      <div className="school-word-text">
        <Ruby text={text} ruby={chosen ? readingOf(look, chosen) : []} script={script} />
      </div>
      {word.written !== word.tw && word.written !== word.cn ? (
        <p className="school-word-note">
          <Trans>Written as {word.written}</Trans>
        </p>
      ) : null}
      {word.readings.length > 1 ? (
        <fieldset className="school-word-readings" aria-describedby={word.needsChoice ? groupId : undefined}>
          <legend>{t`Which reading?`}</legend>
          {word.needsChoice ? (
            <p id={groupId} className="school-word-note">
              <Trans>This character has more than one reading: choose the one the class learns.</Trans>
            </p>
          ) : null}
          {word.readings.map((reading) => (
            <ReadingChoice key={reading.zhuyin} reading={reading} word={word} index={index} look={look} actor={actor} busy={busy} />
          ))}
        </fieldset>
      ) : null}
      {word.others.length > 0 ? (
        <details className="school-word-correct" open={word.corrected}>
          <summary>
            <Trans>The textbook reads it differently?</Trans>
          </summary>
          <fieldset className="school-word-readings">
            <legend className="sr-only">{t`Which reading?`}</legend>
            {/* a word the dictionary reads one way: its reading too, to go back to */}
            {word.readings.length === 1 ? (
              <ReadingChoice reading={word.readings[0]!} word={word} index={index} look={look} actor={actor} busy={busy} dictionary />
            ) : null}
            {word.others.map((reading) => (
              <ReadingChoice key={reading.zhuyin} reading={reading} word={word} index={index} look={look} actor={actor} busy={busy} />
            ))}
          </fieldset>
          {word.corrected ? (
            <p className="school-word-note">
              <Trans>Not the dictionary's reading: check that it is the one the textbook prints.</Trans>
            </p>
          ) : null}
        </details>
      ) : null}
      {word.unknown.length > 0 ? (
        <p className="school-word-warning">
          <Trans>No reading found for {unknown}: this word cannot be taught. Leave it out.</Trans>
        </p>
      ) : null}
      {word.noStrokes.length > 0 ? (
        <p className="school-word-note">
          <Trans>{noStrokes}: no stroke order in Taiwan's standard yet, so it is taught without the writing step.</Trans>
        </p>
      ) : null}
      <button type="button" className="button school-lists-small school-word-drop" disabled={busy} onClick={() => actor.send({ type: 'word.drop', index })}>
        <Trans>Leave out {text}</Trans>
      </button>
    </li>
  );
}

function Review({ view, actor, look }: { view: SchoolListView; actor: SchoolListRef; look: ReadingLook }) {
  const { i18n } = useLinguiInstance();
  const review = view.review!;
  const repeated = review.repeated.join('、');
  const ignored = review.ignored.join('、');
  const sameAs = review.sameAs;
  const saving = view.phase === 'saving';
  const wordsError = view.fieldErrors.words?.[0];
  return (
    <form
      className="school-lists-review"
      method="post"
      noValidate
      aria-labelledby="school-review-title"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'list.save' });
      }}
    >
      <h2 id="school-review-title">
        <Trans>This is what we read</Trans>
      </h2>
      {sameAs ? (
        <p className="school-word-warning" role="alert">
          <Trans>These are the words of 「{sameAs}」, saved already.</Trans>
        </p>
      ) : null}
      {repeated ? (
        <p className="school-word-note">
          <Trans>Written twice, kept once: {repeated}</Trans>
        </p>
      ) : null}
      {ignored ? (
        <p className="school-word-note">
          <Trans>Left out, not Chinese words: {ignored}</Trans>
        </p>
      ) : null}
      <ul className="school-words">
        {review.words.map((word, index) => (
          <ReviewCard key={`${word.tw}-${index}`} word={word} index={index} look={look} actor={actor} busy={saving} />
        ))}
      </ul>
      {review.words.length === 0 ? (
        <p className="school-word-warning">
          <Trans>No word is left: go back and write the list again.</Trans>
        </p>
      ) : null}
      <NameAndDay view={view} actor={actor} />
      {wordsError || view.formError ? (
        <p className="form-alert form-alert--error" role="alert">
          {serverMessage(i18n, wordsError ?? view.formError!)}
        </p>
      ) : null}
      <div className="school-lists-actions">
        <button type="button" className="button" disabled={saving} onClick={() => actor.send({ type: 'list.edit' })}>
          <Trans>Change the words</Trans>
        </button>
        <button type="submit" className="button button-primary" disabled={!view.canSave} aria-busy={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save the list</Trans>}
        </button>
      </div>
    </form>
  );
}

function SavedLists({ view, actor, look }: { view: SchoolListView; actor: SchoolListRef; look: ReadingLook }) {
  const { i18n } = useLinguiInstance();
  const script = look.script;
  // the sheet the browser prints (what no rule depends on: which list the parent asked to print)
  const [printing, setPrinting] = useState<SchoolList | null>(null);
  const printSheet = (list: SchoolList) => {
    flushSync(() => setPrinting(list));
    window.print();
  };
  if (view.lists.length === 0) {
    return (
      <p className="school-lists-empty">
        <Trans>No list saved yet.</Trans>
      </p>
    );
  }
  return (
    <section className="school-lists-saved" aria-labelledby="school-saved-title">
      <h2 id="school-saved-title">
        <Trans>Saved lists</Trans>
      </h2>
      <ul className="school-lists-cards">
        {view.lists.map((list: SchoolList) => {
          const listName = list.name;
          const day = list.dictation_day ? i18n.date(`${list.dictation_day}T00:00:00`, { month: 'long', day: 'numeric', weekday: 'short' }) : null;
          return (
            <li key={list.id} className="school-list-card">
              <h3>{list.name}</h3>
              <p className="school-list-day">{day ? <Trans>Dictation: {day}</Trans> : <Trans>No dictation day</Trans>}</p>
              {list.ready ? (
                <p className="school-list-ready">
                  <Trans>Ready for the dictation</Trans>
                </p>
              ) : null}
              <ul className="school-list-words">
                {list.words.map((word) => (
                  <li key={word.tw} className={`school-word-chip school-word-chip-${word.state}`}>
                    <span lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>{script === 'cn' ? word.cn : word.tw}</span>
                    <span className="school-word-chip-state">
                      <WordStateText state={word.state} />
                    </span>
                  </li>
                ))}
              </ul>
              <LastDictation list={list} script={script} />
              <div className="school-lists-actions">
                <button type="button" className="button school-lists-small" onClick={() => printSheet(list)}>
                  <Trans>Print a practice sheet of {listName}</Trans>
                </button>
                <button
                  type="button"
                  className="button school-lists-small"
                  disabled={view.busy}
                  onClick={() => actor.send({ type: 'list.delete', listId: list.id })}
                >
                  <Trans>Delete {listName}</Trans>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {printing ? <PracticeSheet title={printing.name} words={printing.words} look={look} /> : null}
    </section>
  );
}

/**
 * What the child wrote in each word's latest dictation (issue 30 §3 "the last dictations with what
 * was written"): a tick or a cross, and for a wrong word which strokes of which character went
 * wrong. Nothing before the first dictation.
 */
function LastDictation({ list, script }: { list: SchoolList; script: ReadingLook['script'] }) {
  const written = list.words.filter((word) => word.last_dictation !== null);
  if (written.length === 0) return null;
  return (
    <div className="school-list-dictation">
      <h4>
        <Trans>Last dictation</Trans>
      </h4>
      <ul>
        {written.map((word) => (
          <DictationResult
            key={word.tw}
            word={script === 'cn' ? word.cn : word.tw}
            correct={word.last_dictation!.correct}
            wrongStrokes={word.last_dictation!.wrong_strokes}
            written={word.last_dictation!.written}
            lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}
          />
        ))}
      </ul>
    </div>
  );
}

function DeleteDialog({ view, actor }: { view: SchoolListView; actor: SchoolListRef }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const list = view.deleting;
  const listName = list?.name ?? '';
  const deleting = view.phase === 'deleting';
  return (
    <Modal
      open={list !== null}
      title={t`Delete ${listName}?`}
      onClose={deleting ? undefined : () => actor.send({ type: 'deletion.cancel' })}
      className="school-list-delete-dialog"
    >
      <p>
        <Trans>The list and its words are deleted; what your child has learned stays.</Trans>
      </p>
      {view.formError ? (
        <p className="form-alert form-alert--error" role="alert">
          {serverMessage(i18n, view.formError)}
        </p>
      ) : null}
      <div className="school-lists-actions">
        <button type="button" className="button" disabled={deleting} onClick={() => actor.send({ type: 'deletion.cancel' })} data-autofocus>
          <Trans>Keep it</Trans>
        </button>
        <button type="button" className="button button-danger" disabled={deleting} aria-busy={deleting} onClick={() => actor.send({ type: 'deletion.confirm' })}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </Modal>
  );
}
