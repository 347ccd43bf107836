import type { SpeechInput, SpeechResult, StoryContent } from '../../../../machines/learningContent';
import { sampleStory } from '../../../../machines/learningContent.samples';
import { storyPlayerMachine, type StoryPass, type StoryPlayerEvent } from '../../../../machines/lessons/storyPlayer.machine';
import { callError, fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The story player alone, on a two-sentence story. The fake voice reads the first
 * sentence, then finds no Chinese voice: from there the sentences are a timed highlight
 * (sentenceTime). The first record of the finished story fails and is sent again.
 */

let speeches = 0;
let records = 0;

const events: FlowEvents<StoryPlayerEvent> = [
  { label: 'Try loading again', event: { type: 'story.retry' } },
  { label: 'Play', event: { type: 'story.play' } },
  { label: 'Pause', event: { type: 'story.pause' } },
  { label: 'Skip', event: { type: 'story.skip' } },
  { label: 'Skip to the end', event: { type: 'story.end' } },
  { label: 'Watch again', event: { type: 'story.replay' } },
];

export const flow: FlowDefinition = {
  id: 'storyPlayer',
  title: 'Story player (/story/video)',
  description:
    'The story of lesson 1 in two sentences. Play: the fake voice reads sentence 1 (0.8 s), then finds no voice: ' +
    'sentence 2 stays highlighted for sentenceTime. Pause, play (the sentence again), skip. At the end the story ' +
    'is recorded (the first try fails: recordRetry, 5 s). Watch again plays it from the start.',
  machine: storyPlayerMachine.provide({
    actors: {
      loadStory: fakeCall<StoryContent, { lessonId: number }>(() => sampleStory),
      speak: fakeCall<SpeechResult, SpeechInput>(() => {
        speeches += 1;
        return speeches === 1 ? 'spoken' : 'noVoice';
      }),
      recordStory: fakeCall<unknown, StoryPass>(() => {
        records += 1;
        if (records === 1) throw callError('500', 'Server error');
        return null;
      }),
    },
  }),
  input: { lessonId: 1, script: 'tw' },
  events,
};
