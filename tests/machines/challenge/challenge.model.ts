import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { connectChallenge, type ChallengeView } from '../../../machines/challenge/challenge.connect';
import { challengeMachine, lessonPass, wordPass, type ChallengeSnapshot } from '../../../machines/challenge/challenge.machine';
import type {
  ChallengeContext,
  ChallengeEvent,
  ChallengeInput,
  ChallengeResume,
  ChallengeWordInput,
} from '../../../machines/challenge/challenge.types';
import type { NavigateParams } from '../../../machines/routes';
import type { VoiceClip } from '../../../machines/rules/recordings';
import { lessonInput, MOM, MOON, PERSON, RETRY_MS, startChallenge, SUN } from './challenge.fixtures';
import { spellingUnits } from '../../../machines/rules/phonetic';
import { MAX_MISTAKES } from '../../../machines/rules/words';
import { defineModel, type ModelFamily } from '../models';
import type { PathOptions } from '../modelPaths';
import { apiError } from '../account/registration.fakes';

/**
 * Model-based paths of the challenge: generated from the machine (xstate/graph),
 * one per transition, prefixes of longer paths dropped, replayed on real actors
 * with a fake report call and the fake clock.
 *
 * The report is the real `reportWithRetry` child (its own model is
 * reportWithRetry.model.ts) around the fake `reportProgress`; the parent sees it
 * through `xstate.snapshot.report` (the child's status: 'failed', or 'sending'
 * again) and `xstate.done.actor.report` (its output, the pass). The graph sends
 * those events itself; the replay drives them the way they really come: the
 * fake call fails, the retry delay passes on the clock, the fake call answers.
 *
 * After each step the screens are checked against what the path says a learner
 * sees, worked out here from the events of the path and the fixture words alone
 * (`expectedView`): the grid keeps a wrong answer red and the others open, turns
 * the right one green and locks the grid; a written character completes by itself
 * (no check) and shows beside its model until the child goes on or `characterReview`
 * passes, with the strokes missed marked; a tile is placed only in the word's order (English
 * letters only with English chosen, else the reading's zhuyin symbols or pinyin letters and
 * tone tiles, syllable by syllable, each complete syllable's recording asked for once); a
 * refused tile, like a wrong answer or a missed stroke, is a mistake the word's pass reports; the header's
 * labels show only for `text` and never on a finish screen; next waits for the
 * report call to answer or fail, and the finish screens say when it failed and
 * is tried again. The app is asked to navigate to each screen as it
 * opens, and by close to the lesson list of the radical or the words house;
 * the child hears each step's instruction and the word as it opens, the word
 * again after the right answer and on each replay.
 */

/**
 * What the rules depend on besides the state value: the word, the step's progress, the passes
 * recorded, the report under way.
 */
function contextKey(context: ChallengeContext, snapshot: ChallengeSnapshot): unknown {
  const { index, answers, write, spell, reported, report } = context;
  const step = snapshot.matches({ word: 'guess' })
    ? [...answers].sort((a, b) => a.id - b.id).map((a) => a.status[0]).join('')
    : snapshot.matches({ word: 'write' })
      ? [write.done, write.character]
      : snapshot.matches({ word: 'spell' })
        ? spell.placed.join('')
        : null;
  // reading spelled: whether the word has a mistake yet (only refused tiles make one there, see
  // isExplored), so that a path goes on from a refused tile to the pass that reports it
  const mistaken = context.spelling === 'english' ? null : context.mistakes > 0;
  return [index, step, reported, report, mistaken];
}

/**
 * Which events the graph explores, to keep the paths few without losing a
 * transition: wrong answers and wrong letters are tried in pool order (the
 * subsets in other orders behave the same), the mistakes and wrong tries only
 * on the first word (the second one only checks the way through; with a reading spelled, only
 * the wrong tiles, so that their mistakes reach the reported pass), and close
 * and leave from each screen as it opens and from the finish screens (the rule
 * tests try them elsewhere). The report child's events come only as the child
 * really sends them: a failure or the answer while it sends, 'sending' again
 * (after `reportRetry`) once it failed.
 */
function isExplored(snapshot: ChallengeSnapshot, event: ChallengeEvent): boolean {
  const { index, answers, write, spell, words } = snapshot.context;
  if (snapshot.status === 'done') return false;
  const firstWord = index === 0;
  // a reading spelled (zhuyin, pinyin): the guess and the writing only go through, so that the
  // word's mistakes are its refused tiles
  const english = snapshot.context.spelling === 'english';
  const { report } = snapshot.context;
  const reported = childStatus(event);
  if (reported !== undefined) return report === (reported === 'failed' ? 'sending' : 'failed');
  if ((event as EventObject).type === REPORT_DONE) return report === 'sending';
  switch (event.type) {
    case 'answer.choose': {
      const right = words[index]!.id;
      const firstWrong = answers.find((a) => a.id !== right && a.status === 'open')?.id;
      return event.answerId === right || (firstWord && english && event.answerId === firstWrong);
    }
    case 'spell.place': {
      const next = spell.pool.find((t) => !t.placed && t.letter === spell.letters[spell.placed.length])?.id;
      const firstWrong = spell.pool.find((t) => !t.placed && t.letter !== spell.letters[spell.placed.length])?.id;
      return event.tile === next || (firstWord && event.tile === firstWrong);
    }
    case 'write.stroke':
    case 'write.mistake':
      return firstWord && english;
    case 'word.replay':
      // once per screen of the first word, before anything is done there
      if (!firstWord) return false;
      if (snapshot.matches({ word: { guess: 'choosing' } })) return answers.every((a) => a.status === 'open');
      if (snapshot.matches({ word: { write: 'drawing' } })) return write.done === 0 && write.character === 0 && write.missed.every((m) => m.length === 0) && write.strokes === 0;
      if (snapshot.matches({ word: { spell: 'placing' } })) return spell.placed.length === 0;
      return false;
    case 'challenge.close':
    case 'challenge.leave':
      if (!firstWord) return false;
      if (snapshot.matches({ word: 'guess' })) return answers.every((a) => a.status === 'open');
      if (snapshot.matches({ word: 'write' })) return write.done === 0 && write.character === 0 && write.missed.every((m) => m.length === 0);
      if (snapshot.matches({ word: 'spell' })) return spell.placed.length === 0;
      return true;
    default:
      return true;
  }
}

/** The stroke the model's misses name (the quiz says which stroke was missed). */
export const MISSED_STROKE = 0;
const MISTAKE: EventObject = { type: 'write.mistake', stroke: MISSED_STROKE } as ChallengeEvent;

/** The report child's snapshots, as the parent reads them (`reportStatus`: the state value; `reportRefusal`: why a refused pass was refused). */
const REPORT_SNAPSHOT = 'xstate.snapshot.report';
const REPORT_FAILED = { type: REPORT_SNAPSHOT, snapshot: { value: 'failed', context: { refusal: null } } };
const REPORT_RETRIED = { type: REPORT_SNAPSHOT, snapshot: { value: 'sending', context: { refusal: null } } };
/** The child is done: its output is the pass it sent. */
const REPORT_DONE = 'xstate.done.actor.report';
const reportDone = (output: unknown) => ({ type: REPORT_DONE, output });
const REPORT_ERROR = apiError('500', 'Server error');

/** The status in a snapshot event of the report child, else undefined. */
function childStatus(event: unknown): 'sending' | 'failed' | undefined {
  const e = event as EventObject & { snapshot?: { value: 'sending' | 'failed' } };
  return e.type === REPORT_SNAPSHOT ? e.snapshot!.value : undefined;
}

/** Candidate events in a state, with the payloads the state's context offers. */
function eventsFor(snapshot: ChallengeSnapshot): EventObject[] {
  const { answers, spell } = snapshot.context;
  const pass = snapshot.matches({ word: 'finish' })
    ? wordPass(snapshot.context)
    : snapshot.matches('allFinish')
      ? lessonPass(snapshot.context)
      : null;
  return [
    ...answers.map((a) => ({ type: 'answer.choose', answerId: a.id }) as const),
    { type: 'write.stroke' },
    MISTAKE,
    { type: 'write.strokesDone' },
    { type: 'write.next' },
    ...spell.pool.map((t) => ({ type: 'spell.place', tile: t.id }) as const),
    { type: 'challenge.next' },
    { type: 'word.replay' },
    { type: 'challenge.close' },
    { type: 'challenge.leave' },
    REPORT_FAILED,
    REPORT_RETRIED,
    ...(pass ? [reportDone(pass)] : []),
  ];
}

function describeEvent(event: EventObject): string | undefined {
  const e = event as EventObject & { answerId?: number; tile?: number };
  if (e.answerId !== undefined) return `choose ${e.answerId}`;
  if (e.tile !== undefined) return `tile ${e.tile}`;
  if (e.type === REPORT_DONE) return 'report ok';
  const status = childStatus(e);
  if (status !== undefined) return status === 'failed' ? 'report fails' : 'after reportRetry';
  return undefined;
}

type Phase = 'guess' | 'answered' | 'write' | 'reviewing' | 'spell' | 'spelled' | 'finish' | 'allFinish' | 'exited';

const SCREENS: Record<Phase, ChallengeView['screen']> = {
  guess: 'challenge',
  answered: 'challenge',
  write: 'challengeWriting',
  reviewing: 'challengeWriting',
  spell: 'challengeSpelling',
  spelled: 'challengeSpelling',
  finish: 'challengeFinish',
  allFinish: 'challengeAllFinish',
  exited: null,
};

const STEPS: Partial<Record<Phase, 'guess' | 'write' | 'spell'>> = {
  guess: 'guess',
  answered: 'guess',
  write: 'write',
  reviewing: 'write',
  spell: 'spell',
  spelled: 'spell',
};

/**
 * What the path so far says the learner sees, from the events and the input alone:
 * the rules of SPEC §4–§5 written out once more, in the learner's terms.
 */
function expectedView(input: ChallengeInput) {
  const { words, settings } = input;
  const repetitions = Math.max(1, settings.write_number);
  const ofLesson = input.gameType === 'text' && input.from === 'lesson' && input.radicalId !== null;
  const closeTarget: NavigateParams = ofLesson ? { to: 'lesson', params: { id: input.radicalId! } } : { to: 'wordsHouse' };
  /** Every navigation the app should have been asked for so far. */
  const navigations: NavigateParams[] = [];
  /** Every word the child should have heard so far (issue 28 §1), with the step's instruction. */
  const heard: VoiceClip[] = [];
  // a reloaded challenge (issue 28 §4) goes on at the word it was on, its recorded passes known
  const reported = new Set<string>(input.resume?.reported ?? []);
  let phase: Phase = 'guess';
  let index = input.resume?.index ?? 0;
  let wrong = new Set<number>();
  let written = 0;
  let repetition = 0;
  let missed: number[][] = [];
  let placed: string[] = [];
  let placedTiles = new Set<number>();
  let refused: number | null = null;
  let report: 'none' | 'sending' | 'failed' | 'done' = 'none';
  let reportKey = '';

  const word = () => words[index]!;
  const characters = () => Array.from(word().word);
  const noMisses = () => characters().map(() => [] as number[]);
  /** A pass with a lesson and a radical earns its word's star, unless the word was collected before. */
  const starsOf = (w: ChallengeWordInput) =>
    (w.lessonId ?? input.lessonId) !== null && (w.radicalId ?? input.radicalId) !== null && !w.isCollected ? 1 : 0;
  const spelling = settings.spelling ?? 'english';
  const units = () => spellingUnits(word(), spelling);
  const letters = () => units().flatMap((unit) => unit.tiles);
  /** The syllables of the reading, each with the tile count that completes it (none for English). */
  const syllableEnds = () => {
    let end = 0;
    return spelling === 'english' ? [] : units().map((unit) => ({ reading: unit.reading, size: unit.tiles.length, end: (end += unit.tiles.length) }));
  };
  /** Every syllable recording the app should have been asked for so far. */
  const syllablesPlayed: string[] = [];
  /** Every pass the report call should have been given so far (a retry sends it again). */
  const passesSent: unknown[] = [];
  let mistakes = 0;
  let lastPass: unknown = null;
  const sendReport = (key: string | null, pass: unknown = null) => {
    reportKey = key ?? '';
    report = key !== null && !reported.has(key) ? 'sending' : 'none';
    if (report === 'sending') {
      lastPass = pass;
      passesSent.push(pass);
    }
  };
  const enterWord = () => {
    keepPlace(false);
    phase = 'guess';
    navigations.push({ to: 'challenge' });
    heard.push({ zhuyin: word().zhuyin, instruction: 'guess' });
    wrong = new Set();
    written = 0;
    repetition = 0;
    missed = noMisses();
    placed = [];
    placedTiles = new Set();
    refused = null;
    report = 'none';
    mistakes = 0;
  };
  const enterAllFinish = () => {
    keepPlace(true);
    phase = 'allFinish';
    navigations.push({ to: 'challengeAllFinish' });
    const completes = ofLesson && input.lessonId !== null && words.length > 0;
    sendReport(completes ? `lesson:${input.lessonId}` : null, {
      kind: 'lesson',
      radical_id: input.radicalId,
      lesson_id: input.lessonId,
      completion: 1,
    });
  };
  /** Every place the app should have been asked to keep for a reload (issue 28 §4). */
  const places: ChallengeResume[] = [];
  // (at allFinish the place keeps the last word it was on)
  const keepPlace = (finished: boolean) =>
    places.push({ index: Math.max(0, Math.min(index, words.length - 1)), reported: [...reported], finished });
  if (input.resume?.finished) enterAllFinish();
  else if (words.length > 0) enterWord();
  else enterAllFinish();

  /** From a written character: the next character, the next repetition, or spelling. */
  function goOn() {
    if (written + 1 < characters().length) {
      written += 1;
      phase = 'write';
      return;
    }
    repetition += 1;
    if (repetition === repetitions) {
      phase = 'spell';
      navigations.push({ to: 'challengeSpelling' });
      heard.push({ zhuyin: word().zhuyin, instruction: 'spell' });
    } else [phase, written, missed] = ['write', 0, noMisses()];
  }

  function step(event: EventObject) {
    const e = event as EventObject & { answerId?: number; tile?: number };
    switch (e.type) {
      case 'answer.choose':
        if (e.answerId === word().id) {
          phase = 'answered';
          heard.push({ zhuyin: word().zhuyin, instruction: null });
        } else {
          wrong.add(e.answerId!);
          mistakes += 1;
        }
        break;
      case 'word.replay':
        heard.push({ zhuyin: word().zhuyin, instruction: null });
        break;
      case 'write.stroke':
        break;
      case 'write.mistake':
        mistakes += 1;
        if (!missed[written]!.includes((e as { stroke?: number }).stroke!)) missed[written]!.push((e as { stroke?: number }).stroke!);
        break;
      case 'write.strokesDone':
        // the quiz judged every stroke: the character is written, no check
        phase = 'reviewing';
        break;
      case 'write.next':
        goOn();
        break;
      case 'spell.place': {
        const letter = letters()[e.tile!]!;
        if (letter.toLowerCase() === letters()[placed.length]!.toLowerCase()) {
          placed.push(letter);
          placedTiles.add(e.tile!);
          refused = null;
          const completed = syllableEnds().find((syllable) => syllable.end === placed.length);
          if (completed) syllablesPlayed.push(completed.reading);
          if (placed.length === letters().length) phase = 'spelled';
        } else {
          refused = e.tile!;
          mistakes += 1;
        }
        break;
      }
      case 'challenge.next':
        index += 1;
        if (index < words.length) enterWord();
        else enterAllFinish();
        break;
      case 'challenge.close':
        phase = 'exited';
        report = 'none';
        navigations.push(closeTarget);
        break;
      case 'challenge.leave':
        // another page opened already: no navigation
        phase = 'exited';
        report = 'none';
        break;
      case REPORT_DONE:
        report = 'done';
        reported.add(reportKey);
        keepPlace(phase === 'allFinish');
        break;
      case REPORT_SNAPSHOT:
        // the call failed, or (after reportRetry) is sent again
        report = childStatus(e)!;
        if (report === 'sending') passesSent.push(lastPass);
        break;
      default:
        if (e.type.startsWith('xstate.after.characterReview')) goOn();
        if (e.type.startsWith('xstate.after.answerFeedback')) {
          if (phase === 'answered') {
            phase = 'write';
            navigations.push({ to: 'challengeWriting' });
            heard.push({ zhuyin: word().zhuyin, instruction: 'write' });
          } else {
            phase = 'finish';
            navigations.push({ to: 'challengeFinish' });
            heard.push({ zhuyin: word().zhuyin, instruction: null });
            const lesson = word().lessonId ?? input.lessonId;
            const radical = word().radicalId ?? input.radicalId;
            sendReport(lesson !== null && radical !== null ? `word:${lesson}:${word().id}` : null, {
              kind: 'word',
              radical_id: radical,
              lesson_id: lesson,
              word_id: word().id,
              finish_explaining: 1,
              is_passed: 1,
              mistakes: Math.min(mistakes, MAX_MISTAKES),
            });
          }
        }
    }
  }

  const view = (event: EventObject) => {
    step(event);
    const onGrid = phase === 'guess' || phase === 'answered';
    const onPad = phase === 'write' || phase === 'reviewing';
    const onBoard = phase === 'spell' || phase === 'spelled';
    // without `choices` the grid is the word and the others of the challenge (all of them up to four words)
    const choices = onGrid ? (word().choices ?? (words.length <= 4 ? words : [])).map((c) => c.id) : [];
    const playing = phase !== 'allFinish' && phase !== 'exited';
    return {
      screen: SCREENS[phase],
      progress: playing ? { current: index + 1, total: words.length } : null,
      word: playing
        ? {
            id: word().id,
            word: word().word,
            pinyin: word().pinyin,
            zhuyin: word().zhuyin,
            english: word().english,
            image: word().image ?? null,
            strokes: word().strokes ?? [],
          }
        : null,
      header: { showLabels: input.gameType === 'text' && STEPS[phase] !== undefined, step: STEPS[phase] ?? null, closeTarget },
      answers: [...choices].sort((a, b) => a - b).map((id) => ({
        id,
        status: id === word().id && phase === 'answered' ? 'right' : wrong.has(id) ? 'wrong' : 'open',
        disabled: phase === 'answered' || wrong.has(id),
      })),
      writing: onPad
        ? {
            index: written,
            character: characters()[written],
            repetition: repetition + 1,
            repetitions,
            hint: settings.write_hint === 1,
            reviewing: phase === 'reviewing',
            missed: characters().map((character, i) => ({ character, strokes: [...missed[i]!].sort((a, b) => a - b) })),
          }
        : null,
      spelling: onBoard
        ? {
            kind: spelling,
            syllables: syllableEnds().map(({ reading, size, end }) => ({ size, written: placed.length >= end ? reading : null })),
            placed: placed.join(''),
            tiles: letters()
              .map((letter, id) => ({ id, letter, disabled: phase === 'spelled' }))
              .filter((t) => !placedTiles.has(t.id)),
            refused,
            hint: settings.eng_spell_hint === 1 ? (letters()[placed.length] ?? null) : null,
          }
        : null,
      canNext: phase === 'finish' && report !== 'sending',
      finish: phase === 'finish' ? { stars: starsOf(word()) } : null,
      allFinish: phase === 'allFinish' ? { words: words.length, stars: words.reduce((sum, w) => sum + starsOf(w), 0) } : null,
      report: report === 'sending' || report === 'failed' ? report : null,
      // the model's server never refuses a pass (refusals: reportWithRetry.model.ts, challenge.machine.test.ts)
      reportRefusal: null,
    };
  };
  return { view, navigations, heard, syllablesPlayed, passesSent, places };
}

/** The view in the order of the expectation (grid and tiles by id: their order on screen is shuffled). */
function byId(view: ChallengeView) {
  return {
    ...view,
    answers: view.answers.map(({ id, status, disabled }) => ({ id, status, disabled })).sort((a, b) => a.id - b.id),
    spelling: view.spelling && { ...view.spelling, tiles: [...view.spelling.tiles].sort((a, b) => a.id - b.id) },
  };
}

/**
 * How the paths of a challenge are generated from its input: the same for the machine tests
 * (the fixture words) and the browser tests (tests/e2e/challenge-paths.test.ts, a real lesson's
 * words), so one model drives both levels.
 */
export function challengePathOptions(input: ChallengeInput): PathOptions {
  return { input, events: eventsFor, filter: isExplored, contextKey, dropPrefixes: true, describeEvent };
}

/** The model's report events, for the browser tests' page object. */
export const REPORT_EVENTS = { snapshot: REPORT_SNAPSHOT, done: REPORT_DONE } as const;
export { childStatus as reportStatusOf, expectedView };

function family(name: string, input: () => ChallengeInput): ModelFamily {
  return {
    name,
    paths: challengePathOptions(input()),
    start: (inspect) => {
      const given = input();
      const { actor, machine, report, actions } = startChallenge(given, inspect);
      const expected = expectedView(given);
      return {
        actor,
        machine,
        fakes: {},
        // The child's events come from the fake call and the clock, as in the app.
        drive: async (event) => {
          const status = childStatus(event);
          if (event.type === REPORT_DONE) await report.resolve(null);
          else if (status === 'failed') await report.reject(REPORT_ERROR);
          else if (status === 'sending') await vi.advanceTimersByTimeAsync(RETRY_MS);
          else return false;
          return true;
        },
        check: (snapshot, event) => {
          const view = connectChallenge(snapshot as ChallengeSnapshot);
          expect(byId(view), `what the learner sees after ${event.type}`).toEqual(expected.view(event));
          expect(actions.navigate.mock.calls.map(([params]) => params), 'where the app was asked to go').toEqual(
            expected.navigations,
          );
          expect(actions.playWord.mock.calls.map(([clip]) => clip), 'what the child heard').toEqual(expected.heard);
          expect(actions.keepPlace.mock.calls.map(([place]) => place), 'where a reload would go on').toEqual(expected.places);
          expect(actions.playSyllable.mock.calls.map(([reading]) => reading), 'the syllables heard as they were spelled').toEqual(
            expected.syllablesPlayed,
          );
          expect(report.calls, 'the passes sent, with their mistakes').toEqual(expected.passesSent);
        },
      };
    },
  };
}

export const model = defineModel({
  machine: challengeMachine,
  families: [
    family('a lesson of two words', () => lessonInput()),
    family('a words-house word without lesson (not reported)', () =>
      lessonInput({
        gameType: 'all',
        from: 'wordsHouse',
        words: [SUN],
        lessonId: null,
        radicalId: null,
        playText: null,
        settings: { write_number: 1, write_hint: 0, eng_spell_hint: 0 },
      }),
    ),
    family('no words at all', () => lessonInput({ words: [] })),
    family('reloaded at its second word, the first word’s pass recorded', () =>
      lessonInput({ resume: { index: 1, reported: [`word:30:${SUN.id}`] } }),
    ),
    family('reloaded at its end, the lesson pass not recorded yet', () =>
      lessonInput({ resume: { index: 1, reported: [`word:30:${SUN.id}`, `word:30:${MOON.id}`], finished: true } }),
    ),
    family('English off, zhuyin: the reading spelled in zhuyin tiles', () =>
      lessonInput({ words: [PERSON, MOM], settings: { write_number: 1, write_hint: 0, eng_spell_hint: 1, spelling: 'zhuyin' } }),
    ),
    family('English off, pinyin: the reading spelled in pinyin letters and tone tiles', () =>
      lessonInput({ words: [MOM, PERSON], settings: { write_number: 1, write_hint: 0, eng_spell_hint: 0, spelling: 'pinyin' } }),
    ),
  ],
});
