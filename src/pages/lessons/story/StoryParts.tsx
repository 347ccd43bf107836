import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import type { StoryWord } from '../../../../machines/learningContent';
import type { StoryView } from '../../../../machines/lessons/storyPlayer.connect';
import { serverMessage } from '../../../api/messages';
import { LocalizedLink } from '../../../i18n/react';
import './story.css';
import { PageTitle } from '../../../app/PageTitle';

/** The page frame of a story screen: its title in the tab and its landmark. */
export function StoryFrame({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <article className={`page story-page ${className}`} aria-labelledby="page-title">
      <PageTitle>{`${title} · ${t`Hanzi House`}`}</PageTitle>
      {children}
    </article>
  );
}

/** No lesson in the address: nothing to load. */
export function NoStory() {
  const { t } = useLingui();
  return (
    <StoryFrame title={t`Story`} className="card">
      <h1 id="page-title">
        <Trans>Story</Trans>
      </h1>
      <p className="page-status">
        <Trans>This story could not be found.</Trans>
      </p>
      <LocalizedLink className="button" to="/home">
        <Trans>Back to home</Trans>
      </LocalizedLink>
    </StoryFrame>
  );
}

/** Loading, or the load failed (with a retry). */
export function StoryPending({ view, onRetry }: { view: StoryView; onRetry: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  return (
    <StoryFrame title={t`Story`} className="card">
      <h1 id="page-title">
        <Trans>Story</Trans>
      </h1>
      {view.status === 'failed' ? (
        <>
          <p role="alert">{serverMessage(i18n, view.errorMessage ?? 'Error')}</p>
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : (
        <p className="page-status" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </StoryFrame>
  );
}

/** The pictures of the lesson's words. */
export function StoryPictures({ words, className = '' }: { words: StoryWord[]; className?: string }) {
  const pictured = words.filter((word) => word.image);
  if (pictured.length === 0) return null;
  return (
    <ul className={`story-pictures ${className}`} aria-hidden="true">
      {pictured.map((word) => (
        <li key={word.id}>
          <img src={word.image!} alt="" />
        </li>
      ))}
    </ul>
  );
}
