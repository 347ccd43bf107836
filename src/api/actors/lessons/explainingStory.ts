import { fromPromise } from 'xstate';
import type { ExplainedPass } from '../../../../machines/lessons/explaining.machine';
import type { StoryContent, StoryWord, WordDetail } from '../../../../machines/learningContent';
import type { StoryPass } from '../../../../machines/lessons/storyPlayer.machine';
import { speakActor } from '../../../audio/speech';
import { api, unwrap } from '../../client';

/**
 * The calls of the explaining and story screens as the actors their machines invoke
 * (machines/lessons/explaining.machine.ts, machines/lessons/storyPlayer.machine.ts), and the speech actor.
 * Each resolves with the reply's `data` or rejects with the client's `ApiError`.
 */

/** Learning content (SPEC §7: Locale-Type 2). */
const CONTENT = { 'Locale-Type': '2' } as const;

/** GET word/{word_id} → the word whole (examples, readings, strokes). */
export const loadWord = fromPromise<WordDetail, { wordId: number }>(({ input, signal }) =>
  unwrap(api.GET('/word/{word_id}', { signal, params: { path: { word_id: input.wordId } }, headers: CONTENT })),
);

/** POST lesson/schedule?radical_id&lesson_id&word_id&finish_explaining=1: the explanation was seen. */
export const recordExplained = fromPromise<unknown, ExplainedPass>(({ input }) =>
  unwrap(api.POST('/lesson/schedule', { params: { query: input } })),
);

/**
 * GET story/{lesson_id}, then the pictures of the lesson's words from GET radical/{id}
 * (the story names its radical). Without the pictures (that call failed) the story is still
 * told, as text.
 */
export const loadStory = fromPromise<StoryContent, { lessonId: number }>(async ({ input, signal }) => {
  const story = await unwrap(api.GET('/story/{lesson_id}', { signal, params: { path: { lesson_id: input.lessonId } } }));
  let words: StoryWord[];
  try {
    // The contract marks Child-Id as required here; the client adds the current child's itself.
    const header = { 'Locale-Type': 2 } as { 'Child-Id': number; 'Locale-Type': 2 };
    const radical = await unwrap(api.GET('/radical/{id}', { signal, params: { path: { id: story.radical_id }, header } }));
    const lesson = radical.lessons.find((l) => l.id === story.lesson_id);
    words = (lesson?.words ?? []).map((w) => ({ id: w.id, word: w.word, image: w.image }));
  } catch {
    words = [];
  }
  return { ...story, words };
});

/** POST lesson/schedule?radical_id&lesson_id&story=1: the story was seen to its end. */
export const recordStory = fromPromise<unknown, StoryPass>(({ input }) =>
  unwrap(api.POST('/lesson/schedule', { params: { query: input } })),
);

export const explainingActors = { loadWord, recordExplained };
export const storyPlayerActors = { loadStory, recordStory, speak: speakActor };
