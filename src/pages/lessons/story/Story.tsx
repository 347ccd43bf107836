import { Trans } from '@lingui/react/macro';
import { LocalizedLink } from '../../../i18n/react';
import { NoStory, StoryFrame, StoryPending, StoryPictures } from './StoryParts';
import { storySearch, useStory, useStoryLesson } from './useStory';

/**
 * /story?lesson=<lesson_id>: the story's cover (SPEC §2): its title, the pictures of the
 * lesson's words, and the two ways in: the video (narrated, /story/video) and the text
 * (/story/show-text, the show-text button).
 */
export default function StoryPage() {
  const lessonId = useStoryLesson();
  if (lessonId === null) return <NoStory />;
  return <StoryCover key={lessonId} lessonId={lessonId} />;
}

function StoryCover({ lessonId }: { lessonId: number }) {
  const { actor, view, script } = useStory(lessonId);
  const story = view.story;
  if (view.status !== 'ready' || !story) return <StoryPending view={view} onRetry={() => actor.send({ type: 'story.retry' })} />;
  return (
    <StoryFrame title={story.title} className="story-cover card">
      <p className="story-kicker">
        <Trans>Story</Trans>
      </p>
      <h1 id="page-title" className="story-title" lang={script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
        {story.title}
      </h1>
      {view.english ? (
        <p className="story-english-title" lang="en">
          {story.english}
        </p>
      ) : null}
      <StoryPictures words={story.words} />
      <div className="story-actions">
        <LocalizedLink className="button button-primary button-large" to={`/story/video${storySearch(lessonId)}`}>
          <span aria-hidden="true">▶</span> <Trans>Watch the story</Trans>
        </LocalizedLink>
        <LocalizedLink className="button button-large" to={`/story/show-text${storySearch(lessonId)}`}>
          <Trans>Show the text</Trans>
        </LocalizedLink>
      </div>
    </StoryFrame>
  );
}
