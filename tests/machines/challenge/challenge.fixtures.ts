import { vi } from 'vitest';
import type { VoiceClip } from '../../../machines/rules/recordings';
import { createActor, type InspectionEvent } from 'xstate';
import { challengeMachine } from '../../../machines/challenge/challenge.machine';
import type {
  ChallengeChoice,
  ChallengeInput,
  ChallengeResume,
  ChallengeWordInput,
  PassReport,
} from '../../../machines/challenge/challenge.types';
import { seededRandom } from '../../../machines/random';
import { reportWithRetryMachine } from '../../../machines/challenge/reportWithRetry.machine';
import type { NavigateParams } from '../../../machines/routes';
import { fakeCall } from '../account/registration.fakes';

/** Delays of the tests (distinct from the app's, so a test cannot pass by accident). */
export const FEEDBACK_MS = 700;
export const RETRY_MS = 3_000;

const choice = (id: number, word: string, english: string): ChallengeChoice => ({
  id,
  word,
  pinyin: `p${id}`,
  zhuyin: `z${id}`,
  english,
});

export const STAR = choice(11, '星', 'star');
export const TREE = choice(12, '木', 'tree');
export const FIRE = choice(13, '火', 'fire');

/** One character, three letters. */
export const SUN: ChallengeWordInput = { ...choice(1, '日', 'sun'), choices: [choice(1, '日', 'sun'), STAR, TREE, FIRE] };
/** Two characters, a repeated letter. */
export const MOON: ChallengeWordInput = { ...choice(2, '月亮', 'moon'), choices: [STAR, choice(2, '月亮', 'moon'), TREE, FIRE] };
/** Words without `choices`: the distractors come from the other words. */
export const PLAIN: ChallengeWordInput[] = [
  choice(21, '山', 'hill'),
  choice(22, '水', 'water'),
  choice(23, '人', 'man'),
  choice(24, '口', 'mouth'),
  choice(25, '大', 'big'),
];

/** Words with their real readings, for zhuyin and pinyin spelling. */
export const PERSON: ChallengeWordInput = { id: 31, word: '人', pinyin: 'rén', zhuyin: 'ㄖㄣˊ', english: 'person' };
/** Two syllables, the second neutral (no pinyin tone tile; zhuyin's dot). */
export const MOM: ChallengeWordInput = { id: 32, word: '媽媽', pinyin: 'mā ma', zhuyin: 'ㄇㄚ ˙ㄇㄚ', english: 'mom' };

export function lessonInput(overrides: Partial<ChallengeInput> = {}): ChallengeInput {
  return {
    gameType: 'text',
    words: [SUN, MOON],
    lessonId: 30,
    radicalId: 5,
    from: 'lesson',
    settings: { write_number: 2, write_hint: 1, eng_spell_hint: 1, spelling: 'english' },
    random: seededRandom(42),
    playText: 'Lesson 30',
    ...overrides,
  };
}

/**
 * An actor of the challenge with a controllable `reportProgress` (in the real
 * `reportWithRetry` child, provided the way the app provides it), recorded app
 * actions and test delays.
 */
export function startChallenge(input: ChallengeInput, inspect?: (event: InspectionEvent) => void) {
  const report = fakeCall<unknown, PassReport>();
  const actions = {
    /** Every `navigate` asked for, with its NavigateParams. */
    navigate: vi.fn<(params: NavigateParams) => void>(),
    playSound: vi.fn(),
    /** Every word said from the recordings, with its instruction. */
    playWord: vi.fn<(clip: VoiceClip) => void>(),
    /** Every syllable recording asked for (zhuyin and pinyin spelling). */
    playSyllable: vi.fn<(reading: string) => void>(),
    clearChallengeData: vi.fn(),
    /** Every place kept for a reload (issue 28 §4). */
    keepPlace: vi.fn<(place: ChallengeResume) => void>(),
  };
  const machine = challengeMachine.provide({
    actors: {
      reportWithRetry: reportWithRetryMachine.provide({
        actors: { reportProgress: report.logic },
        delays: { reportRetry: RETRY_MS },
      }),
    },
    actions: {
      navigate: (_, params) => actions.navigate(params),
      playSound: (_, params) => actions.playSound(params.sound),
      playWord: (_, clip) => actions.playWord(clip),
      playSyllable: (_, params) => actions.playSyllable(params.reading),
      clearChallengeData: () => actions.clearChallengeData(),
      keepPlace: (_, place) => actions.keepPlace(place),
    },
    delays: { answerFeedback: FEEDBACK_MS },
  });
  const actor = createActor(machine, { input, inspect });
  actor.start();
  return { actor, machine, report, actions };
}

type ChallengeActor = ReturnType<typeof startChallenge>['actor'];

/** The right answer of the current grid. */
export function rightAnswer(actor: ChallengeActor): number {
  const { words, index } = actor.getSnapshot().context;
  return words[index]!.id;
}

/** Tiles in the order that spells the word (the first free tile of each letter). */
export function tilesInOrder(actor: ChallengeActor): number[] {
  const { letters, pool } = actor.getSnapshot().context.spell;
  const used = new Set<number>();
  return letters.map((letter) => {
    const tile = pool.find((t) => !used.has(t.id) && t.letter === letter)!;
    used.add(tile.id);
    return tile.id;
  });
}

/** Guesses right and waits for the green answer to move on. */
export async function guessRight(actor: ChallengeActor) {
  actor.send({ type: 'answer.choose', answerId: rightAnswer(actor) });
  await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
}

/** Writes every repetition of the word, each character done (it completes by itself), going on from each at once. */
export async function writeAll(actor: ChallengeActor) {
  const { total, characters } = actor.getSnapshot().context.write;
  for (let r = 0; r < total; r += 1) {
    for (let c = 0; c < characters.length; c += 1) {
      actor.send({ type: 'write.strokesDone' });
      actor.send({ type: 'write.next' });
    }
  }
}

/** Spells the word in order and waits for the spelled word to move on. */
export async function spellAll(actor: ChallengeActor) {
  for (const tile of tilesInOrder(actor)) actor.send({ type: 'spell.place', tile });
  await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
}

/** Plays one word from its guess to its finish screen. */
export async function playWord(actor: ChallengeActor) {
  await guessRight(actor);
  await writeAll(actor);
  await spellAll(actor);
}
