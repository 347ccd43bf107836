import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectHome, type HomeView } from '../../../machines/lessons/home.connect';
import { homeMachine } from '../../../machines/lessons/home.machine';
import type { HomeCategory, HomeContext, HomeEvent, HomeTrack } from '../../../machines/lessons/home.types';
import type { NavigateParams } from '../../../machines/routes';
import { defineModel } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the child's home (issue 28 §4): one per transition, replayed on a real actor with
 * fake calls. At every step the screen (`connectHome`) is checked against what the path says: the
 * radicals as pictures, the go-on button (there as soon as the radical to carry on with is known,
 * with the next word's picture once its track answered), "all done" when every radical is complete,
 * an error with a retry; the go-on button leads to the next word's explanation when it was not seen,
 * else to the lesson track; the sound button says the next word; the track is asked for the
 * current radical.
 */

const radical = (id: number, char: string, done: boolean) => ({ id, radical: char, name: `${char}部`, english: `radical ${id}`, is_complete: done ? (1 as const) : (0 as const), term_complete: done ? (1 as const) : (0 as const) });
/** Radical 1 (日) complete, 2 (木) the one to carry on with. */
const TREE: HomeCategory[] = [{ children: [{ radicals: [radical(1, '日', true), radical(2, '木', false)] }] }];
const ALL_DONE: HomeCategory[] = [{ children: [{ radicals: [radical(1, '日', true), radical(2, '木', true)] }] }];
const TREE_NAMES = new Map<unknown, string>([[TREE, 'a radical to carry on'], [ALL_DONE, 'all complete']]);

const word = (word_id: number, explained: boolean, passed: boolean) => ({
  word_id,
  word: `w${word_id}`,
  finish_explaining: explained ? (1 as const) : (0 as const),
  is_passed: passed ? (1 as const) : (0 as const),
});
const WORDS = [
  { id: 21, word: '木頭', zhuyin: 'ㄇㄨˋ ˙ㄊㄡ', image: '/content/pictures/wood.svg' },
  { id: 22, word: '樹', zhuyin: 'ㄕㄨˋ', image: null },
];
/** The next word 木頭, not explained yet: its explanation is next. */
const TO_EXPLAIN: HomeTrack = { schoolTerm: null, lessons: [{ lesson_id: 5, name: 'l5', story: 0, completion: 0, access: 'open', words: [word(21, false, false), word(22, false, false)] }], words: WORDS };
/** 木頭 explained, not passed: the lesson track (its challenge) is next. */
const TO_PLAY: HomeTrack = { schoolTerm: null, lessons: [{ lesson_id: 5, name: 'l5', story: 0, completion: 0, access: 'open', words: [word(21, true, false), word(22, true, false)] }], words: WORDS };
/** The current lesson needs a membership: no word, the track says why. */
const LOCKED: HomeTrack = { schoolTerm: null, lessons: [{ lesson_id: 5, name: 'l5', story: 0, completion: 0, access: 'membershipRequired', words: [word(21, false, false)] }], words: WORDS };

const events: EventObject[] = [
  { type: 'goOn.press' } satisfies HomeEvent,
  { type: 'word.play' } satisfies HomeEvent,
  { type: 'home.retry' } satisfies HomeEvent,
  ...replyEvents(homeMachine, {
    loadCategories: { outputs: [TREE, ALL_DONE], errors: [apiError('500', 'Server error')] },
    loadTrack: { outputs: [TO_EXPLAIN, TO_PLAY, LOCKED], errors: [apiError('500', 'Server error')] },
  }),
];

export const model = defineModel({
  machine: homeMachine,
  families: [
    {
      name: "a child's home",
      paths: {
        input: undefined,
        events,
        contextKey: (context: HomeContext) => [context.categories ? TREE_NAMES.get(context.categories) : null, context.next?.wordId ?? null, context.next?.explained ?? null],
      },
      start: (inspect) => {
        const loadCategories = fakeCall<HomeCategory[], void>();
        const loadTrack = fakeCall<HomeTrack, number>();
        const navigations: NavigateParams[] = [];
        const played: string[] = [];
        const machine = homeMachine.provide({
          actors: { loadCategories: loadCategories.logic, loadTrack: loadTrack.logic },
          actions: {
            navigate: (_, params) => void navigations.push(params),
            playWord: (_, params) => void played.push(params.zhuyin),
          },
        });
        const actor = createActor(machine, { inspect }).start();
        // what the path says the screen shows, from its events alone
        let tree: HomeCategory[] | null = null;
        let track: HomeTrack | null = null;
        let failed = false;
        let goneOn = 0;
        let heard = 0;
        return {
          actor,
          machine,
          fakes: { loadCategories, loadTrack },
          check: (snapshot, event) => {
            const { output } = event as { output?: unknown };
            if (event.type === 'home.retry') failed = false;
            if (event.type.startsWith('xstate.error.actor') && !tree) failed = true;
            if (event.type.startsWith('xstate.done.actor') && !tree) tree = output as HomeCategory[];
            else if (event.type.startsWith('xstate.done.actor')) track = output as HomeTrack;
            const view: HomeView = connectHome(snapshot as never);

            const carryOn = tree === TREE ? TREE[0]!.children![0]!.radicals![1]! : null;
            const nextWord = track === TO_EXPLAIN || track === TO_PLAY ? WORDS[0]! : null;
            expect(view.status).toBe(failed ? 'failed' : tree ? 'ready' : 'loading');
            expect(view.error).toBe(failed ? 'Server error' : null);
            // the radicals as pictures, the current one marked
            expect(view.radicals.map((r) => [r.radical, r.complete, r.current])).toEqual(
              tree === TREE ? [['日', true, false], ['木', false, true]] : tree === ALL_DONE ? [['日', true, false], ['木', true, false]] : [],
            );
            expect(view.allDone).toBe(tree === ALL_DONE);
            expect(view.goOn?.radical ?? null).toEqual(carryOn);
            expect(view.goOn?.word ?? null, 'the go-on picture').toEqual(carryOn ? nextWord : null);
            expect(view.goOn?.canPlay ?? false, 'the sound button').toBe(nextWord !== null && carryOn !== null);
            if (tree === TREE && !failed) expect(loadTrack.calls.at(-1), 'the track of the radical to carry on').toBe(2);

            if (event.type === 'goOn.press' && carryOn) {
              goneOn += 1;
              // the next thing: the word's explanation, else the lesson track
              expect(navigations.at(-1)).toEqual(track === TO_EXPLAIN ? { to: 'explaining', params: { id: 21 } } : { to: 'lesson', params: { id: 2 } });
            }
            expect(navigations, 'the go-on button goes on only with a radical to carry on').toHaveLength(goneOn);
            if (event.type === 'word.play' && nextWord && carryOn) {
              heard += 1;
              expect(played.at(-1), 'the word heard, from the recordings').toBe('ㄇㄨˋ ˙ㄊㄡ');
            }
            expect(played, 'the sound only with a next word').toHaveLength(heard);
          },
        };
      },
    },
  ],
});
