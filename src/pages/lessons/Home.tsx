import { lazy, Suspense, useDeferredValue } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectContentLoad, type ContentLoadView } from '../../../machines/shell/contentLoad.connect';
import { contentLoadMachine } from '../../../machines/shell/contentLoad.machine';
import { currentRadicalOf } from '../../../machines/rules/curriculum';
import { currentChild, type Child } from '../../../machines/types';
import { loadCategories, prefetchCategories, type Category, type RadicalSummary } from '../../api/actors/lessons/learning';
import { useAppChild, useAppSelector, useMember } from '../../app/AppActorContext';
import { readStoredToken } from '../../app/storedLogin';
import { ChildAvatar } from '../../components/ChildAvatar';
import { ChildrenAvatars } from '../../components/ChildrenAvatars';
import { ContentStatus } from '../../components/ContentStatus';
import { LazyParentGate } from '../../components/LazyParentGate';
import type { GateRef } from '../../components/ParentGate';
import { StoreLink } from '../../components/StoreLink';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocale } from '../../i18n/react';
import { warmIntl } from '../../i18n/warmIntl';
import { CategoryNav } from './CategoryNav';
import { GetSticker } from '../rewards/GetSticker';
import './home.css';
import { PageTitle } from '../../app/PageTitle';

/** The class remaining-time dialog, loaded only when the root opens it (SPEC §4: a paying member, once a visit). */
const ClassRemainingDialog = lazy(() =>
  import('../../components/ClassRemainingDialog').then((module) => ({ default: module.ClassRemainingDialog })),
);

type LoadRef = ActorRefFrom<typeof contentLoadMachine>;

const categoriesMachine = contentLoadMachine.provide({ actors: { load: loadCategories } });

// A returning member's first page: the categories are asked for now, while member/self loads,
// and the categories machine takes that call when home renders (src/api/actors/lessons/learning.ts).
const storedToken = readStoredToken();
if (storedToken) prefetchCategories(storedToken);
// The star count is a plural, drawn as the member arrives: ICU's number data loads in a worker
// meanwhile, not in that render (warmIntl.ts).
warmIntl();

/**
 * Home (SPEC §2): the current child (avatar, name, star total, newly earned
 * awards), the way to carry on with the current lesson, the category
 * navigation (parent categories → categories → radicals, each marked complete
 * or not, leading to the radical's lesson track), the other screens, and the
 * settings behind the parent gate.
 *
 * A contentLoad machine loads GET parentCategories (the whole tree: the
 * categories carry their radicals); the get-sticker modal (GetSticker: the
 * awardCheck machine) shows the stickers earned since the last visit. The radical
 * to carry on with is a rule (machines/rules/curriculum.ts): the first radical
 * not complete, in the order of the navigation.
 *
 * Nothing on screen moves while home loads (issue 10, CLS): what follows the lessons (the
 * other screens, the settings) shows once the categories have answered, so their arrival only
 * adds below what is already there.
 */
export default function HomePage() {
  const { t } = useLingui();
  const member = useMember();
  const name = member?.name;
  const child = currentChild(member);
  const classDialogOpen = useAppSelector((snapshot) => snapshot.context.classDialogOpen);

  const categories = useActorRef(categoriesMachine, { input: {}, ...inspectOption() });
  // The category tree is most of home: drawn when it arrives in React's interruptible background
  // render (a deferred value), not in the one task an actor's change gets (on a phone, about
  // 180 ms: tests/bench/RESULTS.md, session 21).
  const view = useDeferredValue(useSelector(categories, (snapshot) => connectContentLoad<Category[]>(snapshot)));

  // The settings are behind the parent gate (SPEC §6): the route guard runs it as its child
  // `gate`; passing it unlocks the set-up pages and opens them.
  const guard = useAppChild('routeGuard');
  const gate = useSelector(guard, (snapshot) => snapshot.children.gate as GateRef | undefined);

  const screens = [
    { to: '/words-house', label: t`Word Treasure House` },
    { to: '/battle', label: t`Battle` },
    { to: '/task', label: t`Daily task` },
    { to: '/personal', label: t`My achievements` },
  ];

  return (
    <section className="page home-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Home`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">{name ? t`Hello, ${name}!` : t`Home`}</h1>

      {member ? <ChildrenAvatars children={member.child} /> : null}
      {child ? (
        <CurrentChild child={child} />
      ) : (
        <p className="card">
          <Trans>No child profile yet.</Trans>
        </p>
      )}

      <Learning categories={categories} view={view} />

      {/* after the lessons' first answer: drawn before it, the links were pushed down the screen when
          the category navigation arrived above them (issue 10: most of home's layout shift) */}
      {view.answered ? (
        <nav className="card screen-links" aria-label={t`Screens`}>
          <ul>
            {screens.map((screen) => (
              <li key={screen.to}>
                <LocalizedLink to={screen.to}>{screen.label}</LocalizedLink>
              </li>
            ))}
            <li>
              <StoreLink>{t`Store`}</StoreLink>
            </li>
            <li>
              <button type="button" aria-haspopup="dialog" onClick={() => guard.send({ type: 'setup.open' })}>
                {t`Settings`}
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
      <LazyParentGate owner={guard} gate={gate} />
      {classDialogOpen ? (
        <Suspense fallback={null}>
          <ClassRemainingDialog />
        </Suspense>
      ) : null}
      <GetSticker />
    </section>
  );
}

/** The current child: avatar, name and star total (newly earned stickers: the get-sticker modal). */
function CurrentChild({ child }: { child: Child }) {
  const { star } = child;
  return (
    <section className={`card home-child home-child--${child.gender}`} aria-labelledby="current-child-title">
      <h2 id="current-child-title" className="home-child-title">
        <Trans>Current child</Trans>
      </h2>
      <div className="home-child-body">
        <ChildAvatar child={child} size={72} />
        <div className="home-child-facts">
          <p className="home-child-name">{child.name}</p>
          <p className="home-child-stars">
            <span aria-hidden="true">★ </span>
            <Plural value={star} one="# star" other="# stars" />
          </p>
        </div>
      </div>
    </section>
  );
}

/** The way to carry on and the category navigation, once the categories are loaded. */
function Learning({ categories, view }: { categories: LoadRef; view: ContentLoadView<Category[]> }) {
  const { t } = useLingui();
  const tree = view.data;
  const current = tree ? currentRadicalOf<RadicalSummary>(tree) : null;
  return (
    <>
      <ContentStatus
        view={view}
        onRetry={() => categories.send({ type: 'content.retry' })}
        loading={<Trans>Loading the lessons…</Trans>}
      />
      {tree ? (
        <>
          <CarryOn radical={current} />
          <CategoryNav categories={tree} currentRadicalId={current?.id ?? null} label={t`Categories`} />
        </>
      ) : null}
    </>
  );
}

/** The big button: on to the lesson track of the radical to carry on with. */
function CarryOn({ radical }: { radical: RadicalSummary | null }) {
  const locale = useLocale();
  if (!radical) {
    return (
      <p className="card home-carry-on home-carry-on--done">
        <Trans>Well done! You finished every lesson.</Trans>
      </p>
    );
  }
  const title = locale === 'en' ? radical.english : radical.name;
  return (
    <div className="home-carry-on">
      <LocalizedLink to={`/lesson/${radical.id}`} className="button button-primary button-large home-carry-on-link">
        <span className="home-carry-on-radical" aria-hidden="true">
          {radical.radical}
        </span>
        <span>
          <Trans>Continue learning: {title}</Trans>
        </span>
      </LocalizedLink>
    </div>
  );
}
