import { Trans } from '@lingui/react/macro';
import { Ruby } from '../../../components/Ruby';
import { LocalizedLink } from '../../../i18n/react';
import { NoStory, StoryFrame, StoryPending } from './StoryParts';
import { storySearch, useStory, useStoryLesson } from './useStory';

/**
 * /story/show-text?lesson=<lesson_id>: the story's text viewer (SPEC §2): every sentence
 * in the child's script with the chosen phonetic above each character (Ruby), its English
 * below when the member's second language is English, and the way to the video.
 */
export default function StoryTextPage() {
  const lessonId = useStoryLesson();
  if (lessonId === null) return <NoStory />;
  return <StoryText key={lessonId} lessonId={lessonId} />;
}

function StoryText({ lessonId }: { lessonId: number }) {
  const { actor, view, script } = useStory(lessonId);
  const story = view.story;
  if (view.status !== 'ready' || !story) return <StoryPending view={view} onRetry={() => actor.send({ type: 'story.retry' })} />;
  return (
    <StoryFrame title={story.title} className="story-text card">
      <h1 id="page-title" className="story-title" lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
        {story.title}
      </h1>
      {view.english ? (
        <p className="story-english-title" lang="en">
          {story.english}
        </p>
      ) : null}
      <ol className="story-sentences">
        {story.sentences.map((sentence, i) => (
          <li key={i} className="story-sentence">
            <Ruby text={sentence.text} ruby={sentence.ruby} script={script} />
            {view.english ? (
              <span className="story-sentence-english" lang="en">
                {sentence.english}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="story-actions">
        <LocalizedLink className="button button-primary button-large" to={`/story/video${storySearch(lessonId)}`}>
          <span aria-hidden="true">▶</span> <Trans>Watch the story</Trans>
        </LocalizedLink>
      </div>
    </StoryFrame>
  );
}
