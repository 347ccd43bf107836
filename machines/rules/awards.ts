/**
 * Awards and stickers as the achievements and collection screens show them
 * (SPEC §3 Award: "need targetStickers courses; completeLesson counted"). The
 * server decides what is earned (src/server/rewards/awards.ts); these pure
 * functions only read its list. No xstate, no DOM.
 */

export interface AwardProgress {
  id: number;
  kind: 'lessons' | 'missions';
  target: number;
  /** The child's count toward `target`, at most `target`. */
  progress: number;
  has_sticker: 0 | 1;
}

/** The next award of a kind to earn: the lowest target not yet got; null when every one is got. */
export function nextAwardOf<T extends AwardProgress>(awards: readonly T[], kind: AwardProgress['kind']): T | null {
  const open = awards.filter((award) => award.kind === kind && award.has_sticker === 0);
  return open.reduce<T | null>((best, award) => (best === null || award.target < best.target ? award : best), null);
}

/** How many more completed lessons (or missions) the award needs. */
export function stillNeeded(award: AwardProgress): number {
  return Math.max(0, award.target - award.progress);
}

/** The name to show: English in the English interface, else the name in the member's script. */
export function awardName(award: { name: string; english: string }, locale: string): string {
  return locale === 'en' ? award.english : award.name;
}
