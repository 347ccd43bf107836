import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Example, Script, SpeechInput, SpeechResult, StoryContent } from '../learningContent';
import { toCallError, type CallError } from '../types';

/**
 * A lesson's story (/story, /story/show-text, /story/video, SPEC §2): loaded once, read as
 * text, and played as a narrated "video" built from the story itself. No video files.
 *
 * - `loading` calls `loadStory` (GET story/{lesson_id} with the pictures of the lesson's
 *   words); a failure waits in `failed` for `story.retry`. The text screens only use this
 *   part and the loaded story (`ready.idle`).
 * - The player: `ready.idle` until `story.play` (a tap: browsers only speak after one),
 *   then `playing` sentence by sentence from `index` 0. Each sentence is read aloud by the
 *   `speak` actor while the screen highlights it; then the next. Without a local Chinese
 *   voice the actor plays the sentence's words from the syllable recordings (its zhuyin and
 *   ruby are in the input, `speechOf`). When it can do neither (`noVoice`) or the synthesizer fails, the player says so once and goes on
 *   as a timed highlight: each sentence stays for the named delay `sentenceTime` (longer for
 *   longer sentences, `sentenceTimeOf`). `story.pause` stops the voice (the actor is stopped)
 *   and `story.play` reads the current sentence again from its start; `story.skip` goes to
 *   the next sentence, from the last one to the end; `story.end` skips forward to the end at
 *   once (from the waiting player too): a story counts once reached its end, skipping
 *   forward included (issue 28 §4), as a child who knows it or cannot wait does.
 * - `finished`: the story counts as seen. `recordStory` sends the lesson pass (POST
 *   lesson/schedule radical_id, lesson_id, story=1) once per visit, again after
 *   `recordRetry` while it fails. `story.replay` plays it again from the start.
 */

export interface StoryPlayerInput {
  lessonId: number;
  /** The member's script (setting.language): which Mandarin voice reads the story. */
  script: Script;
}

/** The lesson pass of a story seen (SPEC §7 POST lesson/schedule). */
export interface StoryPass {
  radical_id: number;
  lesson_id: number;
  story: 1;
}

/** How the sentences are told: read aloud, or a timed highlight (no voice, or the voice failed). */
export type Narration = 'speech' | 'noVoice' | 'speechFailed';

export interface StoryPlayerContext {
  lessonId: number;
  script: Script;
  story: StoryContent | null;
  error: CallError | null;
  /** The sentence being told. */
  index: number;
  narration: Narration;
  /** The story pass was recorded during this visit. */
  recorded: boolean;
}

export type StoryPlayerEvent =
  | { type: 'story.retry' }
  | { type: 'story.play' }
  | { type: 'story.pause' }
  | { type: 'story.skip' }
  /** Skip forward to the end: the story is reached, and recorded. */
  | { type: 'story.end' }
  | { type: 'story.replay' };

/**
 * What the `speak` actor reads: the sentence, and its reading, so that without a local voice its
 * words play one by one from the syllable recordings (issue 28 §1; src/audio/speech.ts).
 */
export function speechOf(sentence: Example, script: Script): SpeechInput {
  return { text: sentence.text, script, zhuyin: sentence.zhuyin, ruby: sentence.ruby };
}

/** How long a sentence stays highlighted without a voice: 1.5 s plus 0.4 s per character read. */
export function sentenceTimeOf(sentence: Pick<Example, 'ruby'> | undefined): number {
  const read = sentence ? sentence.ruby.filter((reading) => reading !== '').length : 0;
  return 1_500 + 400 * read;
}

export function storyPassOf(story: StoryContent): StoryPass {
  return { radical_id: story.radical_id, lesson_id: story.lesson_id, story: 1 };
}

export const storyPlayerMachine = setup({
  types: {
    context: {} as StoryPlayerContext,
    events: {} as StoryPlayerEvent,
    input: {} as StoryPlayerInput,
  },
  actors: {
    /** GET story/{lesson_id} and the lesson's word pictures. Provided by the app. */
    loadStory: fromPromise<StoryContent, { lessonId: number }>(async () => {
      throw new Error('loadStory is provided by the app');
    }),
    /** Reads a sentence aloud (src/audio/speech.ts). Provided by the app. */
    speak: fromPromise<SpeechResult, SpeechInput>(async () => 'noVoice' as const),
    /** POST lesson/schedule with story=1. Provided by the app. */
    recordStory: fromPromise<unknown, StoryPass>(async () => {
      throw new Error('recordStory is provided by the app');
    }),
  },
  actions: {
    keepStory: assign({ story: (_, params: { story: StoryContent }) => params.story, error: null }),
    keepError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    nextSentence: assign({ index: ({ context }) => context.index + 1 }),
    rewind: assign({ index: 0 }),
    toLastSentence: assign({ index: ({ context }) => Math.max(0, (context.story?.sentences.length ?? 1) - 1) }),
    noteNoVoice: assign({ narration: 'noVoice' as Narration }),
    noteSpeechFailed: assign({ narration: 'speechFailed' as Narration }),
    markRecorded: assign({ recorded: true }),
  },
  guards: {
    readsAloud: ({ context }) => context.narration === 'speech',
    /** The `speak` actor's answer: the device has no Chinese voice. */
    hasNoVoice: ({ event }) => (event as unknown as { output?: SpeechResult }).output === 'noVoice',
    isLastSentence: ({ context }) => context.index >= (context.story?.sentences.length ?? 0) - 1,
    isRecorded: ({ context }) => context.recorded,
  },
  delays: {
    /** A sentence's highlight without a voice. */
    sentenceTime: ({ context }) => sentenceTimeOf(context.story?.sentences[context.index]),
    /** Wait before sending a failed record again. */
    recordRetry: 5_000,
  },
}).createMachine({
  id: 'storyPlayer',
  context: ({ input }) => ({
    lessonId: input.lessonId,
    script: input.script,
    story: null,
    error: null,
    index: 0,
    narration: 'speech',
    recorded: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStory',
        src: 'loadStory',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: { target: 'ready', actions: { type: 'keepStory', params: ({ event }) => ({ story: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'story.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        /** Loaded; the player waits for a tap. */
        idle: {
          on: {
            'story.play': 'playing',
            'story.end': { target: 'finished', actions: 'toLastSentence' },
          },
        },
        playing: {
          initial: 'telling',
          on: {
            'story.pause': 'paused',
            'story.skip': 'advancing',
            'story.end': { target: 'finished', actions: 'toLastSentence' },
          },
          states: {
            telling: {
              always: [{ guard: 'readsAloud', target: 'speaking' }, { target: 'showing' }],
            },
            speaking: {
              invoke: {
                id: 'speak',
                src: 'speak',
                input: ({ context }) => speechOf(context.story!.sentences[context.index]!, context.script),
                onDone: [
                  {
                    guard: 'hasNoVoice',
                    target: 'showing',
                    actions: 'noteNoVoice',
                  },
                  { target: '#storyPlayer.ready.advancing' },
                ],
                onError: { target: 'showing', actions: 'noteSpeechFailed' },
              },
            },
            /** A timed highlight: no voice reads this sentence. */
            showing: {
              after: { sentenceTime: '#storyPlayer.ready.advancing' },
            },
          },
        },
        paused: {
          on: {
            'story.play': 'playing',
            'story.skip': 'advancing',
            'story.end': { target: 'finished', actions: 'toLastSentence' },
          },
        },
        advancing: {
          always: [
            { guard: 'isLastSentence', target: 'finished' },
            { target: 'playing', actions: 'nextSentence' },
          ],
        },
        finished: {
          initial: 'checking',
          on: {
            'story.replay': { target: 'playing', actions: 'rewind' },
          },
          states: {
            checking: {
              always: [{ guard: 'isRecorded', target: 'recorded' }, { target: 'recording' }],
            },
            recording: {
              invoke: {
                id: 'recordStory',
                src: 'recordStory',
                input: ({ context }) => storyPassOf(context.story!),
                onDone: { target: 'recorded', actions: 'markRecorded' },
                onError: 'recordFailed',
              },
            },
            /** Not recorded yet: sent again after `recordRetry`. */
            recordFailed: {
              after: { recordRetry: 'recording' },
            },
            recorded: {},
          },
        },
      },
    },
  },
});

export type StoryPlayerSnapshot = SnapshotFrom<typeof storyPlayerMachine>;
