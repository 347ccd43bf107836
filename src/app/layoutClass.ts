import type { LayoutName } from '../../machines/routes';

/** The English environment's class (app.css `.env-en`). */
export const ENGLISH_LAYOUT_CLASS = 'env-en';

/**
 * The class of a layout's root element. Whether the English-environment class
 * applies (SPEC §2: environment language 3, or the member setting
 * env_language 3) is `isEnglishLayout` of the root actor (machines/shell/app.machine.ts).
 */
export function layoutClassName(layout: LayoutName, english: boolean): string {
  return ['layout', `layout-${layout}`, english ? ENGLISH_LAYOUT_CLASS : null].filter(Boolean).join(' ');
}
