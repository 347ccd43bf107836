import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { activateLocale } from '../i18n/i18n';
import { LOCALES, localePrefix, type Locale } from '../i18n/locales';
import ErrorPage from './ErrorPage';
import ChallengeLayout from './layouts/ChallengeLayout';
import DefaultLayout from './layouts/DefaultLayout';
import ExplainingLayout from './layouts/ExplainingLayout';
import SetupLayout from './layouts/SetupLayout';
import { ROUTES, type LayoutName, type RouteDef, type RouteName } from './routes';

/**
 * Every route of the table in three locale variants (SPEC §2): no prefix
 * (zh-Hant), /cn (zh-Hans) and /en (en). Each screen is a lazy chunk. A
 * locale branch's loader activates its catalog, so a screen renders only once
 * its language is loaded (also on the first paint).
 */
type PageModule = { default: ComponentType };

const pages: Record<RouteName, () => Promise<PageModule>> = {
  index: () => import('../pages/Landing'),
  appPage: () => import('../pages/AppPage'),
  battle: () => import('../pages/battle/Battle'),
  battleGame: () => import('../pages/battle/BattleGame'),
  battleFinish: () => import('../pages/battle/BattleFinish'),
  forget: () => import('../pages/account/Forget'),
  forgetCaptcha: () => import('../pages/account/ForgetCaptcha'),
  home: () => import('../pages/Home'),
  login: () => import('../pages/account/Login'),
  openStore: () => import('../pages/OpenStore'),
  privacy: () => import('../pages/Privacy'),
  register: () => import('../pages/account/Register'),
  registerCaptcha: () => import('../pages/account/RegisterCaptcha'),
  store: () => import('../pages/Store'),
  task: () => import('../pages/Task'),
  wordsHouse: () => import('../pages/WordsHouse'),
  challenge: () => import('../pages/challenge/Challenge'),
  challengeAllFinish: () => import('../pages/challenge/ChallengeAllFinish'),
  challengeFinish: () => import('../pages/challenge/ChallengeFinish'),
  challengeSpelling: () => import('../pages/challenge/ChallengeSpelling'),
  challengeWriting: () => import('../pages/challenge/ChallengeWriting'),
  personal: () => import('../pages/personal/Personal'),
  personalCollection: () => import('../pages/personal/Collection'),
  personalPictureBook: () => import('../pages/personal/PictureBook'),
  setUp: () => import('../pages/set-up/LearningSettings'),
  setUpAboutUs: () => import('../pages/set-up/AboutUs'),
  setUpAccount: () => import('../pages/set-up/AccountCenter'),
  setUpChild: () => import('../pages/set-up/ChildSettings'),
  story: () => import('../pages/story/Story'),
  storyShowText: () => import('../pages/story/ShowText'),
  storyVideo: () => import('../pages/story/Video'),
  explaining: () => import('../pages/Explaining'),
  lesson: () => import('../pages/Lesson'),
  notFound: () => import('../pages/NotFound'),
};

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  challenge: ChallengeLayout,
  explaining: ExplainingLayout,
  setup: SetupLayout,
};

const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'challenge', 'explaining', 'setup'];

function pageRoute(locale: Locale, route: RouteDef): RouteObject {
  const load = pages[route.name as RouteName];
  const common = {
    id: `${locale}:${route.name}`,
    handle: route,
    lazy: async () => ({ Component: (await load()).default }),
  };
  if (route.path === '/') return { ...common, index: true };
  return { ...common, path: route.path === '*' ? '*' : route.path.slice(1) };
}

function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** One locale's branch: its prefix, its catalog, its four layouts and their screens. */
export function localeBranch(locale: Locale): RouteObject {
  return {
    id: locale,
    path: localePrefix(locale) || '/',
    loader: async () => {
      await activateLocale(locale);
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: () => null,
    Component: AppRoot,
    ErrorBoundary: ErrorPage,
    children: LAYOUT_NAMES.map((layout) => ({
      id: `${locale}:layout:${layout}`,
      Component: layouts[layout],
      children: ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(locale, route)),
    })),
  };
}

/**
 * Dev build only: the flows page (src/dev/FlowsPage.tsx), every machine runnable
 * alone. In production `import.meta.env.DEV` is false and Vite drops the route
 * and its chunks.
 */
function devRoutes(): RouteObject[] {
  if (!import.meta.env.DEV) return [];
  return [
    {
      id: 'dev:flows',
      path: '/dev/flows/:id?',
      lazy: async () => {
        const [{ FlowsPage }, { flowsLoader }] = await Promise.all([
          import('../dev/FlowsPage'),
          import('../dev/flowsCatalog'),
        ]);
        return { Component: FlowsPage, loader: flowsLoader };
      },
      HydrateFallback: () => null,
    },
  ];
}

export function createRoutes(): RouteObject[] {
  return [...devRoutes(), ...LOCALES.map(localeBranch)];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
