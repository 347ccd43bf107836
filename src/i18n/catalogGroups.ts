/**
 * The chunks a locale's catalog is cut into (the build does the cutting,
 * src/i18n/catalogSplit.ts): the shell's messages, loaded before the first
 * paint, and one part per page group, loaded with the group's lazy page.
 * Browser and build side alike.
 */

/** The part of a catalog with the messages of the first load (layouts, headers, server messages). */
export const SHELL_GROUP = 'shell';

/**
 * The page group of a route's `page` (machines/routes.ts): its folder under
 * src/pages ('account/Login' → 'account'), or the page itself for a
 * top-level one ('Home' → 'Home').
 */
export function pageGroup(page: string): string {
  const slash = page.indexOf('/');
  return slash === -1 ? page : page.slice(0, slash);
}
