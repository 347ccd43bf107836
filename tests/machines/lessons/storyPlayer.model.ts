import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { SpeechInput, SpeechResult, StoryContent } from '../../../machines/learningContent';
import { sampleStory } from '../../../machines/learningContent.samples';
import { connectStoryPlayer, picturesOf, type PlayerView, type StoryView } from '../../../machines/lessons/storyPlayer.connect';
import {
  sentenceTimeOf,
  storyPassOf,
  storyPlayerMachine,
  type Narration,
  type StoryPass,
  type StoryPlayerContext,
  type StoryPlayerSnapshot,
} from '../../../machines/lessons/storyPlayer.machine';
import { defineModel, type ModelFamily } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the story player: one per transition, on a story of two sentences,
 * replayed on a real actor with a fake story call, a fake voice, a fake record call and the
 * fake clock. The graph tells apart the sentence, how it is told and whether the story was
 * recorded (the guards read them).
 *
 * At every step the view model (`connectStoryPlayer`) is checked against what the path
 * says the child sees: the player's state (waiting, playing, paused, finished), the sentence
 * highlighted and its pictures, the no-voice or voice-failed notice once it happened, the
 * buttons; and what the app was asked: each sentence read aloud when it starts (while a
 * voice works) in the member's script, a silent sentence kept for its whole `sentenceTime`
 * and not a moment less, and the story pass sent once per try when the story ends (played,
 * skipped sentence by sentence, or skipped forward to the end at once), never twice in a
 * visit once recorded.
 */

const RECORD_RETRY_MS = 2_000;
const LAST = sampleStory.sentences.length - 1;

const events: EventObject[] = [
  { type: 'story.retry' },
  { type: 'story.play' },
  { type: 'story.pause' },
  { type: 'story.skip' },
  { type: 'story.end' },
  { type: 'story.replay' },
  ...replyEvents(storyPlayerMachine, {
    loadStory: { outputs: [sampleStory], errors: [apiError('404', 'Not found')] },
    speak: { outputs: ['spoken', 'noVoice'], errors: [new Error('speech failed: synthesis-failed')] },
    recordStory: { outputs: [null], errors: [apiError('500', 'Server error')] },
  }),
];

function family(name: string, script: 'tw' | 'cn'): ModelFamily {
  return {
    name,
    paths: {
      input: { lessonId: 1, script },
      events,
      contextKey: (context: StoryPlayerContext) => [context.index, context.narration, context.recorded],
      prefix: `${script}: `,
      dropPrefixes: true,
    },
    start: (inspect) => {
      const loadStory = fakeCall<StoryContent, { lessonId: number }>();
      const speak = fakeCall<SpeechResult, SpeechInput>();
      const recordStory = fakeCall<unknown, StoryPass>();
      const machine = storyPlayerMachine.provide({
        actors: { loadStory: loadStory.logic, speak: speak.logic, recordStory: recordStory.logic },
        delays: { recordRetry: RECORD_RETRY_MS },
      });
      const actor = createActor(machine, { input: { lessonId: 1, script }, inspect }).start();

      // What the path says, from its events alone.
      let status: StoryView['status'] = 'loading';
      let loads = 1;
      let player: PlayerView = 'idle';
      let index = 0;
      let narration: Narration = 'speech';
      let record: StoryView['record'] = 'none';
      let recorded = false;
      let tries = 0;
      const spoken: SpeechInput[] = [];

      const startSentence = () => {
        player = 'playing';
        // the sentence with its reading: without a local voice its words play from the recordings
        if (narration === 'speech') {
          const { text, zhuyin, ruby } = sampleStory.sentences[index]!;
          spoken.push({ text, script, zhuyin, ruby });
        }
      };
      const advance = () => {
        if (index < LAST) {
          index += 1;
          startSentence();
          return;
        }
        player = 'finished';
        if (recorded) record = 'saved';
        else [record, tries] = ['saving', tries + 1];
      };

      return {
        actor,
        machine,
        fakes: { loadStory, speak, recordStory },
        drive: async (event) => {
          if (event.type.startsWith('xstate.after.sentenceTime')) {
            const ms = sentenceTimeOf(sampleStory.sentences[index]);
            await vi.advanceTimersByTimeAsync(ms - 1);
            expect((actor.getSnapshot() as StoryPlayerSnapshot).context.index, 'the sentence stays its whole time').toBe(index);
            await vi.advanceTimersByTimeAsync(1);
            return true;
          }
          if (event.type.startsWith('xstate.after.recordRetry')) {
            await vi.advanceTimersByTimeAsync(RECORD_RETRY_MS - 1);
            expect(recordStory.calls, 'no new record before recordRetry is over').toHaveLength(tries);
            await vi.advanceTimersByTimeAsync(1);
            return true;
          }
          return false;
        },
        check: (snapshot, event) => {
          switch (event.type) {
            case 'xstate.done.actor.loadStory':
              status = 'ready';
              break;
            case 'xstate.error.actor.loadStory':
              status = 'failed';
              break;
            case 'story.retry':
              [status, loads] = ['loading', loads + 1];
              break;
            case 'story.play':
              startSentence();
              break;
            case 'story.pause':
              player = 'paused';
              break;
            case 'story.skip':
              advance();
              break;
            case 'story.end':
              // skipped forward to the end: reached, so recorded (once per visit)
              index = LAST;
              player = 'finished';
              if (recorded) record = 'saved';
              else [record, tries] = ['saving', tries + 1];
              break;
            case 'story.replay':
              index = 0;
              record = recorded ? 'saved' : 'none';
              startSentence();
              break;
            case 'xstate.done.actor.speak':
              if ((event as { output?: SpeechResult }).output === 'noVoice') narration = 'noVoice';
              else advance();
              break;
            case 'xstate.error.actor.speak':
              narration = 'speechFailed';
              break;
            case 'xstate.done.actor.recordStory':
              [record, recorded] = ['saved', true];
              break;
            case 'xstate.error.actor.recordStory':
              record = 'retrying';
              break;
            default:
              if (event.type.startsWith('xstate.after.sentenceTime')) advance();
              if (event.type.startsWith('xstate.after.recordRetry')) [record, tries] = ['saving', tries + 1];
          }
          const view = connectStoryPlayer(snapshot as StoryPlayerSnapshot, { second_language: 'english' });
          expect(view.status, `after ${event.type}`).toBe(status);
          expect(view.errorMessage).toBe(status === 'failed' ? 'Not found' : null);
          expect(view.story).toEqual(status === 'ready' ? sampleStory : null);
          expect(view.player, 'the player').toBe(player);
          expect(view.index, 'the sentence highlighted').toBe(index);
          expect(view.pictures).toEqual(status === 'ready' ? picturesOf(sampleStory, index) : []);
          expect(view.notice, 'the no-voice notice').toBe(narration === 'speech' ? null : narration);
          expect(view.canPlay, 'Play').toBe(status === 'ready' && (player === 'idle' || player === 'paused'));
          expect(view.canPause, 'Pause').toBe(player === 'playing');
          expect(view.canSkip, 'Skip').toBe(player === 'playing' || player === 'paused');
          expect(view.canSkipToEnd, 'Skip to the end').toBe(status === 'ready' && player !== 'finished');
          expect(view.canReplay, 'Watch again').toBe(player === 'finished');
          expect(view.record, 'the record').toBe(record);
          expect(loadStory.calls, 'GET story/1, once per try').toEqual(Array(loads).fill({ lessonId: 1 }));
          expect(speak.calls, 'each sentence read as it starts, while a voice works').toEqual(spoken);
          expect(recordStory.calls, 'the story pass, once per try').toEqual(Array(tries).fill(storyPassOf(sampleStory)));
        },
      };
    },
  };
}

export const model = defineModel({
  machine: storyPlayerMachine,
  families: [family('Taiwan script', 'tw'), family('mainland script', 'cn')],
});
