import { renderToString } from 'react-dom/server';
import { createAppActor } from '../app/appActor';
import { AppTree } from '../app/AppTree';
import { memoryHistory } from '../app/history';
import { preparePath } from '../app/router';
import { localeFromPath } from '../i18n/locales';

/**
 * The build's server entry (src/prerender/build.ts runs it under a jsdom window): a public page
 * rendered to HTML with react-dom/server, as a visitor (no login) first sees it. The browser
 * hydrates it (src/main.tsx) from the same tree, with the same page prepared first.
 */
export async function renderPage(pathname: string): Promise<{ html: string; lang: string }> {
  const locale = localeFromPath(pathname);
  await preparePath(pathname);
  const history = memoryHistory(pathname);
  const app = createAppActor({ router: history, token: null });
  try {
    const html = renderToString(<AppTree app={app} history={history} />);
    return { html, lang: locale };
  } finally {
    app.stop();
  }
}
