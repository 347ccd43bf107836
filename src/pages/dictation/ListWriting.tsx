import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectDictation, type CharacterMark, type DictationView } from '../../../machines/dictation/dictation.connect';
import { dictationMachine } from '../../../machines/dictation/dictation.machine';
import type { ListLessonWord, ListWritingMode } from '../../../machines/dictation/dictation.types';
import { traceOf } from '../../../machines/rules/handwriting';
import { TRIES_PER_STROKE } from '../../../machines/rules/schoolList';
import { dictationActors, lessonDictationActors } from '../../api/actors/dictation/dictation';
import { serverMessage } from '../../api/messages';
import { useAppActor } from '../../app/AppActorContext';
import { PageTitle } from '../../app/PageTitle';
import { appRandom } from '../../app/random';
import { ReplayButton } from '../../audio/ReplayButton';
import { CharacterComparison } from '../../components/hanzi/CharacterComparison';
import { StrokeOrder } from '../../components/hanzi/StrokeOrder';
import type { StrokeSource } from '../../components/hanzi/hanziWriter';
import { QUIZ_LENIENCY } from '../../components/hanzi/leniency';
import { useCharacterData, WritingPad } from '../../components/hanzi/WritingPad';
import { englishGloss } from '../../../machines/rules/gloss';
import { Ruby } from '../../components/Ruby';
import { SpellingBoard } from '../../components/spelling/SpellingBoard';
import { useLearningSettings } from '../../app/useLearningSettings';
import { useNavigateAction } from '../../app/useNavigateAction';
import { useCurrentRoute } from '../../app/useCurrentRoute';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import './dictation.css';

type DictationRef = ActorRefFrom<typeof dictationMachine>;

/** The list id of the address, when it is one (a positive whole number). */
function listIdOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d*$/.test(param) ? Number(param) : null;
}

/** The pad's size: the screen's width less its margins, and the height left under the word (about 300 px at 375×667). */
function padSize(): number {
  const width = typeof window === 'undefined' ? 360 : window.innerWidth;
  const height = typeof window === 'undefined' ? 800 : window.innerHeight;
  return Math.max(200, Math.min(340, width - 48, height - 360));
}

/** The mode of the address (/this-week/{id}/practice or /this-week/{id}/dictation), when it is one. */
function modeOf(param: string | undefined): ListWritingMode | null {
  return param === 'practice' || param === 'dictation' ? param : null;
}

/**
 * /this-week/{id}/{mode}: a school list written by the child (issue 30 §1–2), `practice` (each word
 * seen with its reading, written over its outline) or `dictation` (聽寫: each word only heard,
 * written from memory, then marked stroke by stroke beside the model). The dictation machine
 * (machines/dictation/dictation.machine.ts) decides; this screen draws its snapshot. Nothing here
 * needs reading: the word is said (again with the speaker), the marks are ticks and crosses, the
 * buttons carry pictures. One route for both modes: the first load carries one row of the route
 * table, not two. /dictation/{id} is a curriculum lesson's dictation on the same screen and machine.
 */
export default function ListWritingPage() {
  const params = useParams();
  // /dictation/{id}: a curriculum lesson's dictation (issue 30 §2 "for any list or lesson"), the same screen
  const lesson = useCurrentRoute().name === 'lessonDictation';
  const listId = listIdOf(params.id);
  const mode = lesson ? 'dictation' : modeOf(params.mode);
  if (listId === null || mode === null) return <NoList />;
  return <ListWritingScreen key={`${lesson}-${listId}-${mode}`} listId={listId} mode={mode} source={lesson ? 'lesson' : 'list'} />;
}

function NoList() {
  return (
    <section className="page list-writing" aria-labelledby="page-title">
      <h1 id="page-title">
        <Trans>This list is not here.</Trans>
      </h1>
      <LocalizedLink to="/home" className="button button-primary button-large">
        <span aria-hidden="true">⌂ </span>
        <Trans>Home</Trans>
      </LocalizedLink>
    </section>
  );
}

/** A list's words (GET schoolLists/{id}/lesson) or a lesson's (GET lessons/{id}/dictation): only the calls differ. */
const ACTORS = { list: dictationActors, lesson: lessonDictationActors } as const;

function ListWritingScreen({ listId, mode, source }: { listId: number; mode: ListWritingMode; source: keyof typeof ACTORS }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const app = useAppActor();
  const go = useNavigateAction();
  const phonetic = useLearningSettings().phonetic_symbol;
  const actor = useActorRef(
    dictationMachine.provide({
      actors: ACTORS[source],
      actions: {
        navigate: (_, params) => go(params),
        // said from the recordings by the root's audio actor
        playWord: (_, clip) => app.send({ type: 'voice.play', clip }),
      },
    }),
    { input: { listId, mode, spelling: phonetic === 'rom' ? 'pinyin' : 'zhuyin', random: appRandom }, ...inspectOption() },
  );
  const view = useSelector(actor, connectDictation);
  const title = mode === 'dictation' ? t`Dictation` : t`Practise this week's words`;

  return (
    <section className={`page list-writing list-writing--${mode}`} aria-labelledby="page-title">
      <PageTitle>{`${title} · ${t`Hanzi House`}`}</PageTitle>
      <header className="list-writing-top">
        <h1 id="page-title" className="list-writing-title">
          {title}
          {view.listName ? <span className="list-writing-name"> · {view.listName}</span> : null}
        </h1>
        {view.progress ? <Progress current={view.progress.current} total={view.progress.total} /> : null}
      </header>
      {view.status === 'loading' ? (
        <p role="status" className="list-writing-status">
          <Trans>Loading the words…</Trans>
        </p>
      ) : null}
      {view.status === 'failed' ? (
        <div role="alert" className="list-writing-status">
          <p>{view.error ? serverMessage(i18n, view.error) : null}</p>
          <button type="button" className="button button-primary" onClick={() => actor.send({ type: 'lesson.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {view.status === 'empty' ? (
        <p role="status" className="list-writing-status">
          <Trans>No word of this list can be written yet.</Trans>
        </p>
      ) : null}
      {view.word ? <WordScreen view={view} word={view.word} actor={actor} /> : null}
      {view.status === 'finished' ? <Summary view={view} actor={actor} /> : null}
    </section>
  );
}

function Progress({ current, total }: { current: number; total: number }) {
  return (
    <p className="list-writing-progress">
      <Trans>
        Word {current} of {total}
      </Trans>
    </p>
  );
}

/** The word being played: said (and, in practice, shown with its picture), then written and marked, then (practice) spelled. */
function WordScreen({ view, word, actor }: { view: DictationView; word: ListLessonWord; actor: DictationRef }) {
  const settings = useLearningSettings();
  const script = settings.language === 'cn' ? 'cn' : 'tw';
  const showEnglish = settings.second_language !== 'none';
  const [size] = useState(padSize);
  // one array per word: the pad starts a new quiz when its strokes change
  const strokes = useMemo(() => word.strokes.filter((s): s is StrokeSource => s.url !== null), [word]);
  const chars = [...word.word];
  return (
    <div className="list-writing-word">
      <div className="list-writing-prompt">
        <ReplayButton onPress={() => actor.send({ type: 'word.replay' })} className="list-writing-replay" />
        {view.spelling ? (
          // spelling the reading: the word without it (it is the answer)
          <p className="list-writing-spelled-word" lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
            {word.word}
          </p>
        ) : view.shown ? (
          <Ruby text={word.word} ruby={word.ruby} script={script} className="list-writing-ruby" />
        ) : (
          // a dictation shows how many characters to write, the one on the pad ringed, and the reading when the parent allows it
          <div className="list-writing-heard">
            {view.reading ? <p className="list-writing-reading">{word.phonetic}</p> : null}
            <ol className="list-writing-boxes" aria-hidden="true">
              {chars.map((char, i) => (
                <li
                  key={i}
                  className={`list-writing-box${view.pad?.index === i ? ' list-writing-box--now' : ''}${view.written || (view.pad && i < view.pad.index) ? ' list-writing-box--done' : ''}`}
                />
              ))}
            </ol>
          </div>
        )}
        {view.shown && (word.image || (showEnglish && word.english)) ? (
          // practice explains what it can of a curriculum word: its picture, and its English when the child learns English too
          <div className="list-writing-meaning">
            {word.image ? <img src={word.image} alt="" width={56} height={56} /> : null}
            {showEnglish && word.english ? (
              <p className="list-writing-english" lang="en">
                {englishGloss({ english: word.english })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {view.status === 'explaining' ? <Explaining word={word} strokes={strokes} script={script} actor={actor} /> : null}
      {view.pad ? <Pad view={view} pad={view.pad} strokes={strokes} size={size} actor={actor} /> : null}
      {view.written ? <Marks view={view} word={word} strokes={strokes} size={size} actor={actor} script={script} /> : null}
      {view.spelling ? <Spelling view={view} spelling={view.spelling} actor={actor} /> : null}
    </div>
  );
}

/** Practice: the word's reading spelled from tiles (the challenge's board), then on. */
function Spelling({ view, spelling, actor }: { view: DictationView; spelling: NonNullable<DictationView['spelling']>; actor: DictationRef }) {
  return (
    <div className="list-writing-spelling">
      <h2 className="list-writing-step">{spelling.kind === 'pinyin' ? <Trans>Spell it in pinyin</Trans> : <Trans>Spell it in zhuyin</Trans>}</h2>
      <SpellingBoard spelling={spelling} onPlace={(tile) => actor.send({ type: 'spell.place', tile })} />
      {view.canGoOn ? (
        <button type="button" className="button button-primary button-large" onClick={() => actor.send({ type: 'word.next' })}>
          <span aria-hidden="true">➜ </span>
          {view.last ? <Trans>Finish</Trans> : <Trans>Go on</Trans>}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Practice's first step for each word, as a lesson explains a word before its challenge: seen with
 * its reading (and picture, above), heard, its strokes' order drawn; a word no stroke data draws is
 * said so. Then on: to writing it, or spelling it.
 */
function Explaining({ word, strokes, script, actor }: { word: ListLessonWord; strokes: StrokeSource[]; script: 'tw' | 'cn'; actor: DictationRef }) {
  return (
    <div className="list-writing-looking">
      {word.writable ? (
        <StrokeOrder strokes={strokes} script={script} onPlayed={noop} />
      ) : (
        <p className="list-writing-note">
          <Trans>This word is not written here yet: listen to it and look at it.</Trans>
        </p>
      )}
      <button type="button" className="button button-primary button-large" onClick={() => actor.send({ type: 'word.next' })}>
        <span aria-hidden="true">➜ </span>
        <Trans>Go on</Trans>
      </button>
    </div>
  );
}

/** The stroke order's end asks nothing of practice: the child goes on when ready. */
function noop() {}

/** A question mark in a bubble: "I don't know it" (inline SVG: no emoji font needed; the button says it). */
function DontKnowIcon() {
  return (
    <svg viewBox="0 0 48 48" width={24} height={24} aria-hidden="true" focusable="false" className="icon icon-dont-know">
      <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <path d="M17 18a7 7 0 1 1 10 6c-2 1-3 2.5-3 5" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <circle cx="24" cy="36" r="2.6" fill="currentColor" />
    </svg>
  );
}

/** The 田字格 of the character being written, and the "I don't know it" button. */
function Pad({
  view,
  pad,
  strokes,
  size,
  actor,
}: {
  view: DictationView;
  pad: NonNullable<DictationView['pad']>;
  strokes: StrokeSource[];
  size: number;
  actor: DictationRef;
}) {
  const { t } = useLingui();
  const settings = useLearningSettings();
  const data = useCharacterData(pad.character, strokes);
  const [loadFailed, setLoadFailed] = useState(false);
  const strokeCount = data?.strokes.length ?? 0;
  return (
    <div className="list-writing-pad">
      <WritingPad
        character={pad.character}
        strokes={strokes}
        outline={pad.outline}
        help={{ stroke: 0, kind: 'none' }}
        leniency={QUIZ_LENIENCY[settings.write_leniency]}
        quizKey={pad.quizKey}
        size={size}
        triesPerStroke={TRIES_PER_STROKE}
        label={view.shown ? t`Writing grid: write ${pad.character} stroke by stroke` : t`Writing grid: write the character you heard`}
        onStroke={(stroke, path) => actor.send({ type: 'write.stroke', stroke, path, trace: traceOf(path, size) })}
        onMistake={(stroke) => actor.send({ type: 'write.mistake', stroke })}
        onComplete={() => actor.send({ type: 'write.characterDone', strokeCount })}
        onError={() => setLoadFailed(true)}
      />
      {loadFailed ? (
        <p className="list-writing-note" role="alert">
          <Trans>The strokes of this character could not be loaded. Please check the connection and try again.</Trans>
        </p>
      ) : null}
      <button
        type="button"
        className="button list-writing-give-up"
        disabled={strokeCount === 0}
        onClick={() => actor.send({ type: 'write.giveUp', strokeCount })}
      >
        <DontKnowIcon />{' '}
        <Trans>I don't know it</Trans>
      </button>
    </div>
  );
}

/** The word written: each character right or wrong, its wrong strokes numbered on both squares. */
function Marks({
  view,
  word,
  strokes,
  size,
  actor,
  script,
}: {
  view: DictationView;
  word: ListLessonWord;
  strokes: StrokeSource[];
  size: number;
  actor: DictationRef;
  script: 'tw' | 'cn';
}) {
  const squares = Math.min(Math.round((size - 12) / 2), 150);
  const right = view.marks.every((mark) => mark.right);
  return (
    <div className="list-writing-marks">
      {!view.shown ? <Ruby text={word.word} ruby={word.ruby} script={script} className="list-writing-ruby list-writing-answer" /> : null}
      <ul className="list-writing-mark-list">
        {view.marks.map((mark, i) => (
          <MarkRow key={i} mark={mark} strokes={strokes} padSize={size} squares={squares} script={script} />
        ))}
      </ul>
      <p className="list-writing-feedback" role="status">
        {right ? <Trans>Every stroke right!</Trans> : <WrongLine marks={view.marks} />}
      </p>
      {view.status === 'saveFailed' ? (
        <p className="list-writing-note" role="alert">
          <Trans>Not saved yet: trying again.</Trans>{' '}
          <button type="button" className="button" onClick={() => actor.send({ type: 'result.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      <button
        type="button"
        className="button button-primary button-large list-writing-next"
        disabled={!view.canGoOn}
        onClick={() => actor.send({ type: 'word.next' })}
      >
        <span aria-hidden="true">➜ </span>
        {view.status === 'saving' ? <Trans>Saving…</Trans> : view.spellsNext ? <Trans>Go on</Trans> : view.last ? <Trans>Finish</Trans> : <Trans>Next word</Trans>}
      </button>
    </div>
  );
}

/** A written character: a tick or a cross, then what the child wrote beside the model, the wrong strokes numbered on both. */
function MarkRow({ mark, strokes, padSize, squares, script }: { mark: CharacterMark; strokes: StrokeSource[]; padSize: number; squares: number; script: 'tw' | 'cn' }) {
  const { t } = useLingui();
  const { character } = mark;
  const numbers = mark.wrongStrokes.join(', ');
  return (
    <li className={`list-writing-mark ${mark.right ? 'list-writing-mark--right' : 'list-writing-mark--wrong'}`} data-right={mark.right}>
      <span className="list-writing-tick" role="img" aria-label={mark.right ? t`${character}: right` : t`${character}: wrong`}>
        {mark.right ? '✔' : '✘'}
      </span>
      <div lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
        <CharacterComparison
          character={character}
          strokes={strokes}
          written={mark.strokes.map((stroke) => ({ path: stroke.path, misses: stroke.wrong ? 1 : 0, help: 'none' as const }))}
          helped={mark.wrongStrokes.map((stroke) => stroke - 1)}
          padSize={padSize}
          size={squares}
          writtenLabel={mark.right ? t`${character} as you wrote it` : t`${character} as you wrote it: strokes ${numbers} went wrong`}
          modelLabel={t`${character}, the model`}
        />
      </div>
    </li>
  );
}

/** The strokes that went wrong, counted (the numbers are on the squares). */
function WrongLine({ marks }: { marks: CharacterMark[] }) {
  const wrong = marks.reduce((sum, mark) => sum + mark.wrongStrokes.length, 0);
  return <Plural value={wrong} one="# stroke went wrong: it has its number" other="# strokes went wrong: they have their numbers" />;
}

/** Every word played: each with a tick or a cross, then again or home. */
function Summary({ view, actor }: { view: DictationView; actor: DictationRef }) {
  const { t } = useLingui();
  const right = view.summary.filter((word) => word.right).length;
  const total = view.summary.length;
  return (
    <div className="list-writing-summary">
      <p className="list-writing-score" role="status">
        <span aria-hidden="true">{right === total ? '★★★ ' : '★ '}</span>
        <Trans>
          {right} of {total} words right
        </Trans>
      </p>
      <ul className="list-writing-summary-list">
        {view.summary.map((word, i) => (
          <li key={i} className={word.right ? 'list-writing-mark--right' : 'list-writing-mark--wrong'} data-right={word.right}>
            <span className="list-writing-tick" role="img" aria-label={word.right ? t`right` : t`wrong`}>
              {word.right ? '✔' : '✘'}
            </span>{' '}
            <span lang="zh">{word.word}</span>
          </li>
        ))}
      </ul>
      <div className="list-writing-actions">
        <button type="button" className="button button-large" onClick={() => actor.send({ type: 'list.again' })}>
          <span aria-hidden="true">↻ </span>
          <Trans>Again</Trans>
        </button>
        <button type="button" className="button button-primary button-large" onClick={() => actor.send({ type: 'list.close' })}>
          <span aria-hidden="true">⌂ </span>
          <Trans>Home</Trans>
        </button>
      </div>
    </div>
  );
}
