import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { createAppActor } from '../app/appActor';
import { AppTree } from '../app/AppTree';
import { preparedRoutes } from '../app/router';
import { TitleCollectorProvider, createTitleCollector } from '../app/PageTitle';
import { activateLocale } from '../i18n/i18n';
import { localeFromPath } from '../i18n/locales';

/**
 * The build's server entry (src/prerender/build.ts runs it under a jsdom window): a public page
 * rendered to HTML with react-dom/server, as a visitor (no login) first sees it. The browser
 * hydrates it (src/main.tsx) from the same tree and the same prepared routes. The page's title
 * (its `<PageTitle>`, src/app/PageTitle.tsx) comes back beside the HTML, for the head.
 */
export async function renderPage(pathname: string): Promise<{ html: string; lang: string; title: string | null }> {
  const locale = localeFromPath(pathname);
  await activateLocale(locale);
  const { routes, hydrationData } = await preparedRoutes(pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname], hydrationData });
  const app = createAppActor({ router, token: null });
  try {
    const titles = createTitleCollector();
    const html = renderToString(
      <TitleCollectorProvider collector={titles}>
        <AppTree app={app} router={router} />
      </TitleCollectorProvider>,
    );
    return { html, lang: locale, title: titles.title };
  } finally {
    app.stop();
    router.dispose();
  }
}
