import { markEarlyOffer } from './appOffer';

/**
 * The page's early script: built on its own (vite.config.ts, one small file of no imports) and
 * loaded as a classic script in the head of every page, so it runs before the body is drawn.
 */
markEarlyOffer();
