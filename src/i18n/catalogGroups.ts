/**
 * The chunks a locale's catalog is cut into (the build does the cutting,
 * src/i18n/catalogSplit.ts): the shell's messages, loaded before the first
 * paint, and one part per page group, loaded with the group's lazy page.
 * Browser and build side alike.
 */

/** The part of a catalog with the messages of the first load (layouts, headers). */
export const SHELL_GROUP = 'shell';

/**
 * Parts loaded with a module rather than a page: the server messages' table (src/api/messages.ts)
 * comes with the first failure a screen shows (src/api/serverMessages.ts), so a first load that
 * never fails (`/login` signing in) carries neither the table nor its translations. A screen that
 * imports the module statically keeps those messages in its own part as well.
 */
export const SERVER_MESSAGES_GROUP = 'server-messages';

/**
 * The app offered to a phone visitor (src/components/apps/PhoneAppNotice.tsx, with its store
 * links and their parent gate): loaded beside its chunk on a touch screen only, so a desktop's
 * first load does not carry its texts.
 */
export const PHONE_APP_GROUP = 'phone-app';

/** The study break (src/components/BreakModal.tsx, with its parent gate): loaded with the modal, once a member's timer runs. */
export const BREAK_GROUP = 'break';

/**
 * The parent gate (src/components/ParentGate.tsx), brought by the child's header (its parents'
 * button, issue 28 §4) through LazyParentGate: loaded with the gate, so the first load's shell
 * part does not carry its texts.
 */
export const PARENT_GATE_GROUP = 'parent-gate';

/** Each module-loaded part and the one source file that brings it (by a lazy `import()`). */
export const MODULE_GROUPS: Readonly<Record<string, string>> = {
  [SERVER_MESSAGES_GROUP]: 'src/api/messages.ts',
  [PHONE_APP_GROUP]: 'src/components/apps/PhoneAppNotice.tsx',
  [BREAK_GROUP]: 'src/components/BreakModal.tsx',
  [PARENT_GATE_GROUP]: 'src/components/ParentGate.tsx',
};

/**
 * Pages with a part of their own though their folder is a group: `/login` and `/home` are first
 * loads the bundle budget measures (tests/budget/), so each carries its own messages, not every
 * page's of its feature (the account's, the lessons').
 */
const OWN_GROUPS: Readonly<Record<string, string>> = { 'account/Login': 'account-login', 'lessons/Home': 'lessons-home' };

/**
 * Features whose pages share another feature's part: a school list's practice and dictation
 * (src/pages/dictation) write on the challenge's pad with most of its words ("Go on", the model,
 * the strokes that went wrong). One part for both, and three chunk names fewer in the preload lists
 * every first load carries (`/login` is at its budget: tests/bench/RESULTS.md).
 */
const SHARED_GROUPS: Readonly<Record<string, string>> = { dictation: 'challenge' };

/**
 * The page group of a route's `page` (machines/routes.ts): its feature, the folder under
 * src/pages ('account/Register' → 'account', 'lessons/story/Story' → 'lessons'), or the page
 * itself for a top-level one ('Landing' → 'Landing'); a page of OWN_GROUPS its own
 * ('account/Login' → 'account-login'); a feature of SHARED_GROUPS the part it shares
 * ('dictation/ListWriting' → 'challenge').
 */
export function pageGroup(page: string): string {
  const own = OWN_GROUPS[page];
  if (own) return own;
  const slash = page.indexOf('/');
  if (slash === -1) return page;
  const feature = page.slice(0, slash);
  return SHARED_GROUPS[feature] ?? feature;
}
