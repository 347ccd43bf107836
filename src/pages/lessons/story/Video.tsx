import { Trans, useLingui } from '@lingui/react/macro';
import { Ruby } from '../../../components/Ruby';
import { LocalizedLink } from '../../../i18n/react';
import { NoStory, StoryFrame, StoryPending } from './StoryParts';
import { storySearch, useStory, useStoryLesson } from './useStory';

/**
 * /story/video?lesson=<lesson_id>: the story as a narrated "video" built from the story
 * itself (no video files): the pictures of the lesson's words the current sentence uses,
 * every sentence on screen with the current one highlighted while it is read aloud (or, with
 * no Chinese voice, for a while of its length, and the screen says why it is silent),
 * play/pause, skip and skip to the end. The machine (machines/lessons/storyPlayer.machine.ts) decides everything;
 * reaching the end (skipping forward included) records the story as seen. The header logo is hidden (routes.ts).
 */
export default function StoryVideoPage() {
  const lessonId = useStoryLesson();
  if (lessonId === null) return <NoStory />;
  return <StoryVideo key={lessonId} lessonId={lessonId} />;
}

function StoryVideo({ lessonId }: { lessonId: number }) {
  const { t } = useLingui();
  const { actor, view, script } = useStory(lessonId);
  const story = view.story;
  if (view.status !== 'ready' || !story) return <StoryPending view={view} onRetry={() => actor.send({ type: 'story.retry' })} />;
  const total = story.sentences.length;
  const current = view.index + 1;
  const finished = view.player === 'finished';
  return (
    <StoryFrame title={story.title} className="story-video">
      <h1 id="page-title" className="story-title" lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
        {story.title}
      </h1>
      <div className="story-stage card" data-player={view.player}>
        {finished ? (
          <p className="story-end" role="status">
            <Trans>The end!</Trans>
          </p>
        ) : (
          <ul key={view.index} className="story-stage-pictures" aria-hidden="true">
            {view.pictures.map((word) => (
              <li key={word.id}>
                <img src={word.image!} alt="" />
              </li>
            ))}
          </ul>
        )}
        <p className="story-progress" aria-live="polite">
          {finished ? null : <Trans>Sentence {current} of {total}</Trans>}
        </p>
      </div>

      {view.notice ? (
        <p className="story-notice" role="status">
          {view.notice === 'noVoice' ? (
            <Trans>This device has no Chinese voice, so the story is shown without sound.</Trans>
          ) : (
            <Trans>The story could not be read aloud, so it goes on without sound.</Trans>
          )}
        </p>
      ) : null}

      <div className="story-controls" role="group" aria-label={t`Story controls`}>
        {view.player === 'idle' ? (
          <button type="button" className="button button-primary button-large" onClick={() => actor.send({ type: 'story.play' })}>
            <span aria-hidden="true">▶</span> <Trans>Play the story</Trans>
          </button>
        ) : null}
        {view.player === 'playing' ? (
          <button type="button" className="button button-large" onClick={() => actor.send({ type: 'story.pause' })}>
            <span aria-hidden="true">❚❚</span> <Trans>Pause</Trans>
          </button>
        ) : null}
        {view.player === 'paused' ? (
          <button type="button" className="button button-primary button-large" onClick={() => actor.send({ type: 'story.play' })}>
            <span aria-hidden="true">▶</span> <Trans>Play</Trans>
          </button>
        ) : null}
        {view.canSkip ? (
          <button type="button" className="button button-large" onClick={() => actor.send({ type: 'story.skip' })}>
            <Trans>Skip</Trans> <span aria-hidden="true">»</span>
          </button>
        ) : null}
        {view.canSkipToEnd ? (
          <button type="button" className="button button-large story-to-end" onClick={() => actor.send({ type: 'story.end' })}>
            <span aria-hidden="true">⏭</span> <Trans>To the end</Trans>
          </button>
        ) : null}
        {finished ? (
          <>
            <button type="button" className="button button-large" onClick={() => actor.send({ type: 'story.replay' })}>
              <span aria-hidden="true">↻</span> <Trans>Watch again</Trans>
            </button>
            <LocalizedLink className="button button-primary button-large" to={`/lesson/${story.radical_id}`}>
              <Trans>Back to the lesson</Trans>
            </LocalizedLink>
          </>
        ) : null}
      </div>

      <ol className="story-sentences story-sentences--video card">
        {story.sentences.map((sentence, i) => (
          <li
            key={i}
            className={i === view.index && !finished && view.player !== 'idle' ? 'story-sentence story-sentence--current' : 'story-sentence'}
            aria-current={i === view.index && !finished && view.player !== 'idle' ? 'true' : undefined}
          >
            <Ruby text={sentence.text} ruby={sentence.ruby} script={script} />
            {view.english ? (
              <span className="story-sentence-english" lang="en">
                {sentence.english}
              </span>
            ) : null}
          </li>
        ))}
      </ol>

      <p className="story-text-link">
        <LocalizedLink to={`/story/show-text${storySearch(lessonId)}`}>
          <Trans>Show the text</Trans>
        </LocalizedLink>
      </p>
    </StoryFrame>
  );
}
