import { markEarlyOffer } from './appOffer';
import { holdEarlyForms } from './earlyForms';
import type { EarlyOfferTable } from './earlyOffers';

/**
 * The page's early script: built on its own (vite.config.ts, one small file of no imports) and
 * loaded as a classic script in the head of every page, so it runs before the body is drawn. The
 * build writes the route table's offers in (`earlyOfferTable()` of ./earlyOffers.ts). It holds a
 * form pressed before the app runs (./earlyForms.ts) and decides the app offer (./appOffer.ts).
 */
declare const __HANZI_EARLY_OFFERS__: EarlyOfferTable;

holdEarlyForms();
markEarlyOffer(__HANZI_EARLY_OFFERS__);
