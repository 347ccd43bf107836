import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { englishGloss } from '../../../machines/rules/gloss';
import type { WordLevel } from '../../../machines/rules/words';
import {
  connectWordsHouse,
  type LevelCounts,
  type WordGroupKey,
  type WordGroupView,
  type WordsHouseView,
} from '../../../machines/wordsHouse/wordsHouse.connect';
import { SEARCH_MAX_CHARS, wordsHouseMachine } from '../../../machines/wordsHouse/wordsHouse.machine';
import type { HouseWord } from '../../../machines/wordsHouse/wordsHouse.types';
import { wordsHouseActors } from '../../api/actors/wordsHouse/wordsHouse';
import { serverMessage } from '../../api/messages';
import { useAppActor } from '../../app/AppActorContext';
import { useNavigateAction } from '../../app/useNavigateAction';
import { ChallengeLoadError } from '../../components/ChallengeLoadError';
import { Modal } from '../../components/Modal';
import { RubyWord } from '../../components/Ruby';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import { ClockIcon } from '../../components/ClockIcon';
import { ListsShelf } from '../dictation/ListsShelf';
import './words-house.css';
import { PageTitle } from '../../app/PageTitle';
import { useLearningSettings } from '../../app/useLearningSettings';

type HouseRef = ActorRefFrom<typeof wordsHouseMachine>;

/**
 * /words-house, the word treasure house (SPEC §2): the child's learned words as
 * a map of tiles in their level colours, the words due for review first; the
 * level indicator and its level-info modal; the search box; back to top; the
 * un-get-word modal that offers the challenge of a word not collected yet.
 *
 * The `wordsHouse` machine owns the behaviour (loading, the debounced search,
 * the modals, the back-to-top button); `connectWordsHouse` is what is shown.
 * The page renders it, sends events, and supplies the calls (GET learned/words,
 * the map search), navigation, scrolling, and the root's `challenge.open`.
 */
export default function WordsHousePage() {
  const { t } = useLingui();
  const app = useAppActor();
  const navigate = useNavigateAction();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const house = useActorRef(
    wordsHouseMachine.provide({
      actors: wordsHouseActors,
      actions: {
        navigate: (_, params) => navigate(params),
        // The root runs the challenge (machines/shell/app.machine.ts `challenge.open`).
        openChallenge: (_, request) => app.send({ type: 'challenge.open', request }),
        playWord: (_, clip) => app.send({ type: 'voice.play', clip }),
        scrollToTop: () => {
          const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
          window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
          titleRef.current?.focus({ preventScroll: true });
        },
      },
    }),
    inspectOption(),
  );

  // The page's scroll position, for the back-to-top button (the machine decides when it shows).
  useEffect(() => {
    const onScroll = () => house.send({ type: 'page.scrolled', y: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [house]);

  const view = useSelector(house, connectWordsHouse, sameView);
  const script = useLearningSettings().language === 'cn' ? 'cn' : 'tw';

  return (
    <section className="page words-house" aria-labelledby="page-title">
      <PageTitle>{`${t`Word Treasure House`} · ${t`Hanzi House`}`}</PageTitle>
      <div className="words-house-head">
        <h1 id="page-title" ref={titleRef} tabIndex={-1}>
          <Trans>Word Treasure House</Trans>
        </h1>
        <LevelIndicator house={house} counts={view.counts} />
      </div>

      <SearchBox house={house} view={view} />

      {view.loading ? (
        <p className="page-status" role="status">
          <Trans>Opening your treasure house…</Trans>
        </p>
      ) : null}
      {view.loadFailed ? <LoadFailed house={house} /> : null}
      {view.empty ? <EmptyHouse /> : null}

      {/* the school lists' own place (issue 30 §1), above the words; not while a search shows its finds */}
      {view.inSearch ? null : <ListsShelf script={script} />}

      <div className="word-map">
        {view.groups.map((group) => (
          <WordGroup key={group.key} group={group} house={house} />
        ))}
      </div>

      {view.backToTopShown ? (
        <button type="button" className="back-to-top" onClick={() => house.send({ type: 'page.toTop' })}>
          <span aria-hidden="true">↑</span>
          <span className="back-to-top-label">
            <Trans>Back to top</Trans>
          </span>
        </button>
      ) : null}

      <LevelInfoModal house={house} />
      <UnGetWordModal house={house} view={view} />
      <ChallengeLoadError />
    </section>
  );
}

/** Re-render only when what is shown changed (the view is rebuilt on every snapshot). */
function sameView(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const LEVELS: WordLevel[] = ['red', 'pink', 'yellow', 'white'];

/** A level's short name, for the indicator and the tiles' accessible names. */
function useLevelName(): (level: WordLevel) => string {
  const { t } = useLingui();
  return (level) => {
    switch (level) {
      case 'red':
        return t`Mastered`;
      case 'pink':
        return t`Remembered`;
      case 'yellow':
        return t`Still learning`;
      case 'white':
        return t`Not collected yet`;
    }
  };
}

/** The four level colours with the child's count of each, and the way to what they mean. */
function LevelIndicator({ house, counts }: { house: HouseRef; counts: LevelCounts }) {
  const { t } = useLingui();
  const levelName = useLevelName();
  const canOpen = useSelector(house, (s) => s.can({ type: 'levels.open' }));
  return (
    <div className="level-indicator">
      <ul className="level-chips" aria-label={t`Word levels`}>
        {LEVELS.map((level) => (
          <li key={level} className={`level-chip level-${level}`}>
            <span className="level-dot" aria-hidden="true" />
            <span>{levelName(level)}</span>
            {level === 'white' ? null : <span className="level-count">{counts[level]}</span>}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button level-info-button"
        aria-haspopup="dialog"
        disabled={!canOpen}
        onClick={() => house.send({ type: 'levels.open' })}
      >
        <span aria-hidden="true">?</span>
        <Trans>What do the colors mean?</Trans>
      </button>
    </div>
  );
}

/** The search box and what the search is doing. */
function SearchBox({ house, view }: { house: HouseRef; view: WordsHouseView }) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const canType = useSelector(house, (s) => s.can({ type: 'search.change', text: 'x' }));
  const { query, searchedFor } = view;

  let status: ReactNode = null;
  if (view.searching) status = <Trans>Looking for “{query}”…</Trans>;
  else if (view.nothingFound) status = <Trans>Nothing found for “{searchedFor}”.</Trans>;
  else if (view.inSearch && !view.searchFailed) {
    const count = view.groups.reduce((sum, group) => sum + group.words.length, 0);
    status = <Plural value={count} one="# word found" other="# words found" />;
  }

  return (
    <div className="words-search" role="search">
      <label htmlFor={inputId} className="words-search-label">
        <Trans>Find a word</Trans>
      </label>
      <div className="words-search-row">
        <input
          id={inputId}
          type="search"
          className="words-search-input"
          value={query}
          maxLength={SEARCH_MAX_CHARS}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          disabled={!canType}
          onChange={(event) => house.send({ type: 'search.change', text: event.target.value })}
        />
        {query ? (
          <button type="button" className="button" onClick={() => house.send({ type: 'search.clear' })}>
            <Trans>Clear</Trans>
          </button>
        ) : null}
      </div>
      <p id={hintId} className="words-search-hint">
        <Trans>A character, pinyin, zhuyin or an English word</Trans>
      </p>
      <p className="words-search-status" role="status">
        {status}
      </p>
      {view.searchFailed ? (
        <div className="words-search-failed" role="alert">
          <Trans>The search did not work.</Trans>{' '}
          <button type="button" className="button" onClick={() => house.send({ type: 'search.retry' })}>
            {t`Try again`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function LoadFailed({ house }: { house: HouseRef }) {
  const { i18n } = useLinguiInstance();
  const error = useSelector(house, (s) => s.context.error);
  return (
    <div className="card words-house-failed" role="alert">
      <p>
        <Trans>Your words could not be loaded.</Trans> {error ? serverMessage(i18n, error.message) : null}
      </p>
      <button type="button" className="button button-primary" onClick={() => house.send({ type: 'words.retry' })}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** No word collected yet: how to fill the house. */
function EmptyHouse() {
  return (
    <div className="card words-house-empty">
      <HouseIcon />
      <p>
        <Trans>Your treasure house is empty for now.</Trans>
      </p>
      <p>
        <Trans>Pass the challenge of a word in a lesson, and the word moves in here!</Trans>
      </p>
      <p>
        <LocalizedLink to="/home" className="button button-primary">
          <Trans>Go to the lessons</Trans>
        </LocalizedLink>
      </p>
    </div>
  );
}

/** A little house, drawn here (no emoji font is needed). */
function HouseIcon() {
  return (
    <svg className="words-house-empty-mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <path d="M8 30 32 10l24 20" fill="none" stroke="#b83d27" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M15 27v27h34V27" fill="#ffd166" stroke="#3b2a1e" strokeWidth="3" strokeLinejoin="round" />
      <rect x="27" y="36" width="10" height="18" fill="#f7a1b8" stroke="#3b2a1e" strokeWidth="3" />
    </svg>
  );
}


/** A group's title: the due words first, then each level by its name (useLevelName). */
function useGroupTitle(): (key: WordGroupKey) => string {
  const { t } = useLingui();
  const levelName = useLevelName();
  return (key) => (key === 'due' ? t`Time to review` : levelName(key));
}

/** One group of the map: its title, its challenge, its tiles. */
function WordGroup({ group, house }: { group: WordGroupView; house: HouseRef }) {
  const titleId = useId();
  const groupTitle = useGroupTitle();
  const canPlay = useSelector(house, (s) => group.playIds.length > 0 && s.can({ type: 'words.play', wordIds: group.playIds }));
  const count = group.words.length;
  return (
    <section className={`word-group word-group-${group.key}`} aria-labelledby={titleId}>
      <div className="word-group-head">
        <h2 id={titleId}>
          <span className={`level-dot level-${group.key === 'due' ? 'yellow' : group.key}`} aria-hidden="true" />
          {groupTitle(group.key)} <span className="word-group-count">({count})</span>
        </h2>
        {group.playIds.length > 0 ? (
          <button
            type="button"
            className={group.key === 'due' ? 'button button-primary' : 'button'}
            disabled={!canPlay}
            onClick={() => house.send({ type: 'words.play', wordIds: group.playIds })}
          >
            {group.key === 'due' ? (
              <Plural value={group.playIds.length} one="Review this word" other="Review these # words" />
            ) : (
              <Plural value={group.playIds.length} one="Play this word" other="Play these # words" />
            )}
          </button>
        ) : null}
      </div>
      <ul className="word-tiles">
        {group.words.map((word) => (
          <li key={word.id}>
            <WordTile word={word} house={house} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The script of the words (the current child's `language`), for the `lang` of Chinese text. */
function useWordLang(): string {
  return useLearningSettings().language === 'cn' ? 'zh-Hans' : 'zh-Hant';
}

/** A word as a tile in its level colour; tapping it opens its explanation, or the un-get-word modal. */
function WordTile({ word, house }: { word: HouseWord; house: HouseRef }) {
  const { t } = useLingui();
  const levelName = useLevelName();
  const lang = useWordLang();
  const showEnglish = useLearningSettings().second_language !== 'none';
  const due = word.is_due === 1;
  const label = [word.word, word.phonetic, showEnglish ? englishGloss(word) : '', levelName(word.level), due ? t`time to review` : '']
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`word-tile level-${word.level}`}
      data-level={word.level}
      aria-label={label}
      onClick={() => house.send({ type: 'word.open', wordId: word.id })}
    >
      {word.image ? <img className="word-tile-picture" src={word.image} alt="" loading="lazy" width={36} height={36} /> : null}
      <span className="word-tile-word" lang={lang}>
        <RubyWord word={word.word} reading={word.phonetic} script={lang === 'zh-Hans' ? 'cn' : 'tw'} />
      </span>
      {showEnglish ? (
        <span className="word-tile-english" lang="en">
          {word.english}
        </span>
      ) : null}
      {due ? <ClockIcon className="word-tile-due" /> : null}
    </button>
  );
}

/** The four levels explained to a child (SPEC §2 "level info" modal). */
function LevelInfoModal({ house }: { house: HouseRef }) {
  const { t } = useLingui();
  const open = useSelector(house, (s) => s.matches({ dialog: 'levelInfo' }));
  const close = () => house.send({ type: 'modal.close' });
  return (
    <Modal open={open} title={t`What the colors mean`} onClose={close} className="level-info-modal">
      <ul className="level-info-list">
        <li className="level-red">
          <span className="level-dot" aria-hidden="true" />
          <Trans>Red: you know this word really well. Super!</Trans>
        </li>
        <li className="level-pink">
          <span className="level-dot" aria-hidden="true" />
          <Trans>Pink: you remember this word. Review it now and then, and it turns red.</Trans>
        </li>
        <li className="level-yellow">
          <span className="level-dot" aria-hidden="true" />
          <Trans>Yellow: you are still learning this word, or it is time to review it. Practice it again!</Trans>
        </li>
        <li className="level-white">
          <span className="level-dot" aria-hidden="true" />
          <Trans>White: you have not collected this word yet. Pass its challenge to collect it!</Trans>
        </li>
      </ul>
      <div className="modal-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={close}>
          <Trans>Got it</Trans>
        </button>
      </div>
    </Modal>
  );
}

/**
 * A word not yet collected: offers its challenge (SPEC §8) when its lesson is open to the child;
 * else says why not yet (the lesson comes later, or paid membership: no purchase link here, the
 * store is behind the parent gate). The machine's view decides which.
 */
function UnGetWordModal({ house, view }: { house: HouseRef; view: WordsHouseView }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const lang = useWordLang();
  const showEnglish = useLearningSettings().second_language !== 'none';
  const { unGetWord: word, unGetWordOffer: offer, unGetWordMessage: message } = view;
  const close = () => house.send({ type: 'modal.close' });
  return (
    <Modal open={word !== null} title={t`Not collected yet`} onClose={close} className="un-get-word-modal">
      {word ? (
        <>
          <div className="un-get-word">
            {word.image ? <img src={word.image} alt="" width={64} height={64} /> : null}
            <span className="un-get-word-word" lang={lang}>
              <RubyWord word={word.word} reading={word.phonetic} script={lang === 'zh-Hans' ? 'cn' : 'tw'} />
            </span>
            {showEnglish ? (
              <span className="un-get-word-reading" lang="en">
                {englishGloss(word)}
              </span>
            ) : null}
          </div>
          {offer === 'challenge' ? (
            <>
              <p>
                <Trans>You have not collected this word yet. Pass its challenge, and it moves into your treasure house!</Trans>
              </p>
              <div className="modal-actions">
                <button type="button" className="button" onClick={close}>
                  <Trans>Not now</Trans>
                </button>
                <button
                  type="button"
                  className="button button-primary"
                  data-autofocus
                  onClick={() => house.send({ type: 'challenge.start' })}
                >
                  <Trans>Take the challenge</Trans>
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="un-get-word-note">
                {offer === 'lessonLocked' ? (
                  <Trans>This word's lesson comes later. Finish the earlier lessons first, then you can take its challenge!</Trans>
                ) : message ? (
                  serverMessage(i18n, message)
                ) : null}
              </p>
              <div className="modal-actions">
                <button type="button" className="button button-primary" data-autofocus onClick={close}>
                  <Trans>Got it</Trans>
                </button>
              </div>
            </>
          )}
        </>
      ) : null}
    </Modal>
  );
}
