import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  challengeMachine,
  type ChallengeEvent,
  type ChallengeInput,
  type ChallengeSnapshot,
  WRITE_HINT_AFTER_MISSES,
} from '../../machines/challenge.machine';
import { CoverageRecorder } from './coverage';
import { delayEvents } from './modelPaths';
import { FEEDBACK_MS, RETRY_MS, lessonInput, SUN, startChallenge } from './challenge.fixtures';
import { apiError, settle } from './registration.fakes';

/**
 * Model-based paths of the challenge: the paths come from the machine itself
 * (xstate/graph) and are replayed on real actors with a fake report call and
 * the fake clock. Every transition of the machine is the last step of some
 * path (the graph's vertices are "state reached by this event from that
 * state"), paths that are a prefix of a longer one are dropped, and the
 * coverage recorder proves that the replays entered every state and took
 * every transition of the definition.
 */

/** What the rules depend on: the state, the word, the progress of the current step, the passes recorded. */
function logical(snapshot: ChallengeSnapshot): string {
  const { index, answers, write, spell, reported } = snapshot.context;
  const step = snapshot.matches({ word: 'guess' })
    ? [...answers].sort((a, b) => a.id - b.id).map((a) => a.status[0]).join('')
    : snapshot.matches({ word: 'write' })
      ? [write.done, write.character, Math.min(write.misses, WRITE_HINT_AFTER_MISSES), write.showOutline]
      : snapshot.matches({ word: 'spell' })
        ? spell.placed.join('')
        : null;
  return JSON.stringify([snapshot.value, index, step, reported]);
}

/**
 * Which events the graph explores, to keep the paths few without losing a
 * transition: wrong answers and wrong letters are tried in pool order (the
 * subsets in other orders behave the same), the mistakes and wrong tries only
 * on the first word (the second one only checks the way through), and close
 * and leave from each screen as it opens and from the finish screens (the rule
 * tests try them elsewhere).
 */
function isExplored(snapshot: ChallengeSnapshot, event: ChallengeEvent): boolean {
  const { index, answers, write, spell, words } = snapshot.context;
  if (snapshot.status === 'done' || !snapshot.can(event)) return false;
  const firstWord = index === 0;
  switch (event.type) {
    case 'answer.choose': {
      const right = words[index]!.id;
      const firstWrong = answers.find((a) => a.id !== right && a.status === 'open')?.id;
      return event.answerId === right || (firstWord && event.answerId === firstWrong);
    }
    case 'spell.place': {
      const next = spell.pool.find((t) => !t.placed && t.letter === spell.letters[spell.placed.length])?.id;
      const firstWrong = spell.pool.find((t) => !t.placed && t.letter !== spell.letters[spell.placed.length])?.id;
      return event.tile === next || (firstWord && event.tile === firstWrong);
    }
    case 'write.stroke':
    case 'write.mistake':
      return firstWord;
    case 'challenge.close':
    case 'challenge.leave':
      if (!firstWord) return false;
      if (snapshot.matches({ word: 'guess' })) return answers.every((a) => a.status === 'open');
      if (snapshot.matches({ word: 'write' })) return write.done === 0 && write.character === 0 && write.misses === 0;
      if (snapshot.matches({ word: 'spell' })) return spell.placed.length === 0;
      return true;
    default:
      return true;
  }
}

/** Candidate events in a state, with the payloads the state's context offers. */
function eventsFor(snapshot: ChallengeSnapshot): ChallengeEvent[] {
  const { answers, spell } = snapshot.context;
  return [
    ...answers.map((a) => ({ type: 'answer.choose', answerId: a.id }) as const),
    { type: 'write.stroke' },
    { type: 'write.mistake' },
    { type: 'write.strokesDone' },
    { type: 'write.check' },
    ...spell.pool.map((t) => ({ type: 'spell.place', tile: t.id }) as const),
    { type: 'challenge.next' },
    { type: 'challenge.close' },
    { type: 'challenge.leave' },
  ];
}

/** `xstate.after.<delay>.<state id>` of the definition; `can` keeps each state's own. */
const DELAYED = delayEvents(challengeMachine);

const REPORT_DONE = { type: 'xstate.done.actor.reportProgress', output: null };
const REPORT_ERROR = { type: 'xstate.error.actor.reportProgress', error: apiError('500', 'Server error') };

function pathsFor(input: () => ChallengeInput) {
  const paths = getShortestPaths(challengeMachine, {
    input: input(),
    events: (snapshot) =>
      [
        ...eventsFor(snapshot),
        REPORT_DONE,
        REPORT_ERROR,
        ...DELAYED,
      ] as never[],
    filterEvents: (snapshot, event) => isExplored(snapshot, event as ChallengeEvent),
    serializeState: (snapshot, event, prev) =>
      `${logical(snapshot)}|${event ? JSON.stringify(event) : ''}|${prev ? logical(prev) : ''}`,
  });
  // Keep only paths that are not the beginning of a longer one.
  const keyOf = (steps: { event: EventObject }[]) => steps.map((s) => JSON.stringify(s.event)).join('\n') + '\n';
  const keys = paths.map((p) => keyOf(p.steps));
  return paths.filter((_, i) => !keys.some((other, j) => j !== i && other.length > keys[i]!.length && other.startsWith(keys[i]!)));
}

function describeStep(event: EventObject): string {
  const e = event as EventObject & { answerId?: number; tile?: number };
  if (e.type === 'xstate.init') return 'start';
  if (e.type.startsWith('xstate.after.')) return e.type.split('.')[2]!;
  if (e.type.startsWith('xstate.done.actor.')) return 'report ok';
  if (e.type.startsWith('xstate.error.actor.')) return 'report fails';
  if (e.answerId !== undefined) return `choose ${e.answerId}`;
  if (e.tile !== undefined) return `tile ${e.tile}`;
  return e.type;
}

const recorder = new CoverageRecorder(challengeMachine);

const models: { name: string; input: () => ChallengeInput }[] = [
  { name: 'a lesson of two words', input: () => lessonInput() },
  {
    name: 'a words-house word without lesson (not reported)',
    input: () =>
      lessonInput({
        gameType: 'all',
        from: 'wordsHouse',
        words: [SUN],
        lessonId: null,
        radicalId: null,
        playText: null,
        settings: { write_number: 1, write_hint: 0, eng_spell_hint: 0 },
      }),
  },
  { name: 'no words at all', input: () => lessonInput({ words: [] }) },
];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('challenge machine paths', () => {
  for (const model of models) {
    describe(model.name, () => {
      const paths = pathsFor(model.input);
      for (const path of paths) {
        const description = path.steps.map((step) => describeStep(step.event)).join(' → ');
        it(description, async () => {
          const { actor, report } = startChallenge(model.input(), recorder.inspect);
          for (const step of path.steps) {
            const type: string = step.event.type;
            if (type === 'xstate.init') {
              // started in this state
            } else if (type === REPORT_DONE.type) {
              await report.resolve(null);
            } else if (type === REPORT_ERROR.type) {
              await report.reject(REPORT_ERROR.error);
            } else if (type.startsWith('xstate.after.answerFeedback')) {
              await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
            } else if (type.startsWith('xstate.after.reportRetry')) {
              await vi.advanceTimersByTimeAsync(RETRY_MS);
            } else {
              actor.send(step.event as ChallengeEvent);
              await settle();
            }
            expect(logical(actor.getSnapshot())).toBe(logical(step.state));
          }
          actor.stop();
        });
      }
    });
  }

  // Runs after the paths above (tests of a file run in order).
  it('the paths entered every state and took every transition of the machine', () => {
    recorder.assertFullCoverage();
  });
});
