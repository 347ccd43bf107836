import { renderToString } from 'react-dom/server';
import { createAppActor } from '../app/appActor';
import { AppTree } from '../app/AppTree';
import { memoryHistory } from '../app/history';
import { TitleCollectorProvider, createTitleCollector } from '../app/PageTitle';
import { preparePath } from '../app/router';
import { localeFromPath } from '../i18n/locales';

/**
 * The build's server entry (src/prerender/build.ts runs it under a jsdom window): a public page
 * rendered to HTML with react-dom/server, as a visitor (no login) first sees it. The browser
 * hydrates it (src/main.tsx) from the same tree, with the same page prepared first. The page's
 * title (its `<PageTitle>`, src/app/PageTitle.tsx) comes back beside the HTML, for the head.
 */
export async function renderPage(pathname: string): Promise<{ html: string; lang: string; title: string | null }> {
  const locale = localeFromPath(pathname);
  await preparePath(pathname);
  const history = memoryHistory(pathname);
  const app = createAppActor({ router: history, token: null });
  try {
    const titles = createTitleCollector();
    const html = renderToString(
      <TitleCollectorProvider collector={titles}>
        <AppTree app={app} history={history} />
      </TitleCollectorProvider>,
    );
    return { html, lang: locale, title: titles.title };
  } finally {
    app.stop();
  }
}
