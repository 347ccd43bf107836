import type { Example, StoryContent, StoryWord } from '../learningContent';
import type { Narration, StoryPlayerSnapshot } from './storyPlayer.machine';
import type { MemberSetting } from '../types';

/**
 * What the story screens show (src/pages/story/*.tsx render it):
 *
 * - `status`: loading, failed (with the server's message id) or ready.
 * - `player`: idle (waiting for the first tap), playing, paused or finished; `index` the
 *   sentence highlighted (every sentence is on screen, the current one marked).
 * - `pictures`: the pictures of the lesson's words that the current sentence uses; a
 *   sentence with none shows every picture of the lesson.
 * - `notice`: 'noVoice' once the player found no Chinese voice on the device, 'speechFailed'
 *   when the voice failed; both say the story goes on as highlighted text.
 * - `english`: the English lines show when the current child's second_language is 'english'.
 * - the buttons: enabled by what the machine accepts now.
 */

export type PlayerView = 'idle' | 'playing' | 'paused' | 'finished';

export interface StoryView {
  status: 'loading' | 'failed' | 'ready';
  errorMessage: string | null;
  story: StoryContent | null;
  english: boolean;
  player: PlayerView;
  index: number;
  sentence: Example | null;
  pictures: StoryWord[];
  notice: Exclude<Narration, 'speech'> | null;
  canPlay: boolean;
  canPause: boolean;
  canSkip: boolean;
  /** Skip forward to the end (the story then counts as seen). */
  canSkipToEnd: boolean;
  canReplay: boolean;
  record: 'none' | 'saving' | 'saved' | 'retrying';
}

/** The pictured words of the lesson that a sentence uses; none used: every pictured word. */
export function picturesOf(story: StoryContent, index: number): StoryWord[] {
  const pictured = story.words.filter((word) => word.image !== null);
  const text = story.sentences[index]?.text ?? '';
  const used = pictured.filter((word) => text.includes(word.word));
  return used.length > 0 ? used : pictured;
}

function playerOf(snapshot: StoryPlayerSnapshot): PlayerView {
  if (snapshot.matches({ ready: 'playing' })) return 'playing';
  if (snapshot.matches({ ready: 'paused' })) return 'paused';
  if (snapshot.matches({ ready: 'finished' })) return 'finished';
  return 'idle';
}

function recordOf(snapshot: StoryPlayerSnapshot): StoryView['record'] {
  if (snapshot.matches({ ready: { finished: 'recording' } })) return 'saving';
  if (snapshot.matches({ ready: { finished: 'recordFailed' } })) return 'retrying';
  return snapshot.context.recorded ? 'saved' : 'none';
}

export function connectStoryPlayer(
  snapshot: StoryPlayerSnapshot,
  settings: Pick<MemberSetting, 'second_language'> | null,
): StoryView {
  const { story, index, narration } = snapshot.context;
  const ready = snapshot.matches('ready') && story !== null;
  const failed = snapshot.matches('failed');
  return {
    status: ready ? 'ready' : failed ? 'failed' : 'loading',
    errorMessage: failed ? (snapshot.context.error?.message ?? 'Error') : null,
    story: ready ? story : null,
    english: settings?.second_language === 'english',
    player: playerOf(snapshot),
    index,
    sentence: ready ? (story.sentences[index] ?? null) : null,
    pictures: ready ? picturesOf(story, index) : [],
    notice: narration === 'speech' ? null : narration,
    canPlay: snapshot.can({ type: 'story.play' }),
    canPause: snapshot.can({ type: 'story.pause' }),
    canSkip: snapshot.can({ type: 'story.skip' }),
    canSkipToEnd: snapshot.can({ type: 'story.end' }),
    canReplay: snapshot.can({ type: 'story.replay' }),
    record: recordOf(snapshot),
  };
}
