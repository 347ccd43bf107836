import { homeMachine } from '../../../../machines/lessons/home.machine';
import type { HomeCategory, HomeEvent, HomeTrack } from '../../../../machines/lessons/home.types';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The child's home alone. The fake server fails the first categories call; the retry answers with
 * two radicals (日 complete, 木 to carry on) and 木's track, whose next word 木頭 is not explained yet.
 * "go on" then logs the way to its explanation, "play" the word said.
 */

let calls = 0;

const TREE: HomeCategory[] = [
  {
    children: [
      {
        radicals: [
          { id: 1, radical: '日', name: '日部', english: 'Sun', is_complete: 1, term_complete: 1 },
          { id: 2, radical: '木', name: '木部', english: 'Tree', is_complete: 0, term_complete: 0 },
        ],
      },
    ],
  },
];

const TRACK: HomeTrack = {
  schoolTerm: null,
  lessons: [
    {
      lesson_id: 5,
      name: '木頭',
      story: 0,
      completion: 0,
      access: 'open',
      words: [{ word_id: 21, word: '木頭', finish_explaining: 0, is_passed: 0 }],
    },
  ],
  words: [{ id: 21, word: '木頭', zhuyin: 'ㄇㄨˋ ˙ㄊㄡ', image: null }],
};

const events: FlowEvents<HomeEvent> = [
  { label: 'go on (the big button)', event: { type: 'goOn.press' } },
  { label: 'play the word', event: { type: 'word.play' } },
  { label: 'retry (after a failure)', event: { type: 'home.retry' } },
];

export const flow: FlowDefinition = {
  id: 'home',
  title: "Home (the child's)",
  description:
    'Loads GET parentCategories (fake: the first call fails, `failed`; the retry answers), then the track of the ' +
    'radical to carry on with (`loadingNext` → `ready`). The go-on button logs where it leads (the next word\'s ' +
    'explanation, else the lesson track), the sound button the word said.',
  machine: homeMachine.provide({
    actors: {
      loadCategories: fakeCall<HomeCategory[], void>(() => {
        calls += 1;
        if (calls === 1) throw callError('500', 'Server error');
        return TREE;
      }),
      loadTrack: fakeCall<HomeTrack, number>(() => TRACK),
    },
    actions: { navigate: logAction('home: navigate'), playWord: logAction('home: play word') },
  }),
  input: {},
  events,
};
