import { lazy, Suspense, useDeferredValue } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectHome, type HomeGoOn, type HomeRadicalTile, type HomeView } from '../../../machines/lessons/home.connect';
import { homeMachine } from '../../../machines/lessons/home.machine';
import { currentChild, type Child } from '../../../machines/types';
import { homeActors } from '../../api/actors/lessons/home';
import { prefetchCategories } from '../../api/actors/lessons/learning';
import { useAppActor, useMember } from '../../app/AppActorContext';
import { PageTitle } from '../../app/PageTitle';
import { readStoredToken } from '../../app/storedLogin';
import { useNavigateAction } from '../../app/useNavigateAction';
import { ChildAvatar } from '../../components/ChildAvatar';
import { ChildrenAvatars } from '../../components/ChildrenAvatars';
import { ContentStatus } from '../../components/ContentStatus';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocale } from '../../i18n/react';
import { GetSticker } from '../rewards/GetSticker';
import './home.css';

type HomeRef = ActorRefFrom<typeof homeMachine>;

// this week's words from school (issue 30): a chunk of its own, asked for as home renders, so a
// child without a list pays nothing in home's first load
const ThisWeek = lazy(() => import('../dictation/ThisWeek'));

// A returning member's first page: the categories are asked for now, while member/self loads,
// and the home machine takes that call when home renders (src/api/actors/lessons/learning.ts).
const storedToken = readStoredToken();
if (storedToken) prefetchCategories(storedToken);

/**
 * Home speaks to the child (issue 28 §4): their avatar and name, one big "go on" button (the next
 * word, its picture and its sound; else the radical's lesson track), the radicals as pictures to
 * tap, and the other screens as pictures. No log out, language switch, store or category tree
 * here: the header's parents' button leads through the parent gate to the parent's area, where
 * they are (/set-up/lessons holds the category tree).
 *
 * The home machine (machines/lessons/home.machine.ts) loads GET parentCategories, then the
 * track of the radical to carry on with; the get-sticker modal (GetSticker) shows the stickers
 * earned since the last visit. The go-on button's room is kept while the lessons load, so
 * nothing below it moves when they arrive (issue 10, CLS).
 */
export default function HomePage() {
  const { t } = useLingui();
  const member = useMember();
  const child = currentChild(member);
  const go = useNavigateAction();
  const app = useAppActor();
  const home = useActorRef(
    homeMachine.provide({
      actors: homeActors,
      actions: {
        navigate: (_, params) => go(params),
        // said from the recordings by the root's audio actor (after the first tap, never while muted)
        playWord: (_, clip) => app.send({ type: 'voice.play', clip }),
      },
    }),
    inspectOption(),
  );
  // the radicals are most of home: drawn in React's interruptible background render
  const view = useDeferredValue(useSelector(home, connectHome));

  const screens = [
    { to: '/words-house', label: t`Word Treasure House`, icon: '🏠' },
    { to: '/battle', label: t`Battle`, icon: '⚔️' },
    { to: '/task', label: t`Daily task`, icon: '📅' },
    { to: '/personal', label: t`My achievements`, icon: '🏅' },
  ];

  return (
    <section className="page home-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Home`} · ${t`Hanzi House`}`}</PageTitle>
      {child ? <Hello child={child} /> : <h1 id="page-title">{t`Home`}</h1>}

      {child ? (
        <Suspense fallback={null}>
          <ThisWeek />
        </Suspense>
      ) : null}

      <GoOn home={home} view={view} />

      {view.radicals.length > 0 ? <RadicalPictures radicals={view.radicals} /> : null}

      {view.status !== 'loading' ? (
        <nav className="home-screens" aria-label={t`Screens`}>
          <ul>
            {screens.map((screen) => (
              <li key={screen.to}>
                <LocalizedLink to={screen.to} className="home-screen-link">
                  <span className="home-screen-icon" aria-hidden="true">
                    {screen.icon}
                  </span>
                  <span>{screen.label}</span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {member ? <ChildrenAvatars children={member.child} /> : null}
      <GetSticker />
    </section>
  );
}

/** The child's own greeting: avatar, name, stars. */
function Hello({ child }: { child: Child }) {
  const { t } = useLingui();
  const name = child.name;
  return (
    <div className={`home-hello home-hello--${child.gender}`}>
      <ChildAvatar child={child} size={56} />
      <div className="home-hello-text">
        <h1 id="page-title" className="home-hello-name">
          {t`Hi, ${name}!`}
        </h1>
        <p className="home-hello-stars">
          <span aria-hidden="true">★ </span>
          <span className="sr-only">{t`Stars`}: </span>
          {child.star}
        </p>
      </div>
    </div>
  );
}

/** The one big button: the next word (picture, word, its sound), else the radical's lesson track. */
function GoOn({ home, view }: { home: HomeRef; view: HomeView }) {
  const { t } = useLingui();
  if (view.status === 'failed') {
    return (
      <ContentStatus
        view={{ status: 'failed', data: null, error: view.error, canRetry: true }}
        onRetry={() => home.send({ type: 'home.retry' })}
        loading={null}
      />
    );
  }
  if (view.allDone) {
    return (
      <p className="card home-go-on home-go-on--done">
        <span aria-hidden="true">🎉 </span>
        <Trans>Well done! You finished every lesson.</Trans>
      </p>
    );
  }
  if (!view.goOn) {
    // its room, while the lessons load
    return (
      <div className="home-go-on home-go-on--loading" role="status">
        <Trans>Loading the lessons…</Trans>
      </div>
    );
  }
  return (
    <div className="home-go-on">
      <button type="button" className="home-go-on-button" onClick={() => home.send({ type: 'goOn.press' })}>
        <GoOnPicture goOn={view.goOn} />
        <span className="home-go-on-label">
          <span className="home-go-on-arrow" aria-hidden="true">
            ▶
          </span>{' '}
          {t`Go on`}
        </span>
      </button>
      {view.goOn.canPlay ? (
        <button
          type="button"
          className="home-go-on-sound"
          aria-label={t`Listen`}
          title={t`Listen`}
          onClick={() => home.send({ type: 'word.play' })}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/** The next word's picture and characters, else the radical's. */
function GoOnPicture({ goOn }: { goOn: HomeGoOn }) {
  if (goOn.word) {
    return (
      <span className="home-go-on-picture">
        {goOn.word.image ? <img src={goOn.word.image} alt="" width={88} height={88} /> : null}
        <span className="home-go-on-word" lang="zh">
          {goOn.word.word}
        </span>
      </span>
    );
  }
  return (
    <span className="home-go-on-picture">
      <span className="home-go-on-radical" lang="zh">
        {goOn.radical.radical}
      </span>
    </span>
  );
}

/** Every radical as a picture to tap (its lesson track), the complete ones ticked, the current one ringed. */
function RadicalPictures({ radicals }: { radicals: HomeRadicalTile[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <nav className="home-radicals" aria-label={t`Radicals`}>
      <ul>
        {radicals.map((radical) => {
          const name = locale === 'en' ? radical.english : radical.name;
          return (
            <li key={radical.id}>
              <LocalizedLink
                to={`/lesson/${radical.id}`}
                className={`home-radical${radical.complete ? ' home-radical--complete' : ''}${radical.current ? ' home-radical--current' : ''}`}
                aria-current={radical.current ? 'step' : undefined}
                aria-label={radical.complete ? t`${name}, complete` : name}
              >
                <span className="home-radical-char" lang="zh" aria-hidden="true">
                  {radical.radical}
                </span>
                {radical.complete ? (
                  <span className="home-radical-done" aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
