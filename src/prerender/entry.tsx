import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { createAppActor } from '../app/appActor';
import { AppTree } from '../app/AppTree';
import { memoryHistory } from '../app/history';
import { TitleCollectorProvider, createTitleCollector } from '../app/PageTitle';
import { preparePath } from '../app/router';
import { AppOfferSheet } from '../components/apps/AppOfferSheet';
import { StoreBadgeList } from '../components/apps/AppStoreBadges';
import { EARLY_END_ATTRIBUTE, EARLY_OFFER_ID } from '../components/apps/earlyOffer';
import { ENGLISH_LAYOUT_CLASS } from '../app/layoutClass';
import { PHONE_APP_GROUP } from '../i18n/catalogGroups';
import { activateLocale, i18n, loadModuleMessages } from '../i18n/i18n';
import { localeFromPath, type Locale } from '../i18n/locales';

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

/**
 * The app offer's sheet in `locale` as the page's HTML brings it (src/components/apps/earlyOffer.ts):
 * both stores' badges (the page's CSS shows the visitor's one), no behaviour but its "Continue on
 * the website" (the head's early script); hidden until that script marks the page.
 */
export async function renderEarlyOffer(locale: Locale): Promise<string> {
  await Promise.all([activateLocale(locale), loadModuleMessages(locale, PHONE_APP_GROUP)]);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <AppOfferSheet
        id={EARLY_OFFER_ID}
        // outside the layout, it takes a visitor's English layout class itself (the page's language)
        className={locale === 'en' ? ENGLISH_LAYOUT_CLASS : undefined}
        badges={<StoreBadgeList stores={['appStore', 'googlePlay']} />}
      >
        {/* shown only once parsed up to here (earlyOffer.ts) */}
        <span hidden {...{ [EARLY_END_ATTRIBUTE]: '' }} />
      </AppOfferSheet>
    </I18nProvider>,
  );
}
