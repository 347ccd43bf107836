import type { MoreLessonsSource, RadicalSource } from './types';
import { radicals as animals } from './radicals/animals';
import { radicals as life } from './radicals/life';
import { radicals as nature } from './radicals/nature';
import { radicals as people } from './radicals/people';
import { radicals as school } from './radicals/school';
import { moreLessons as slice2More, radicals as slice2 } from './school/slice2';

/**
 * Every radical of the curriculum (the order a child meets them comes from categories.ts),
 * with the lessons other files add to it (`MoreLessonsSource`).
 */
export const radicals: RadicalSource[] = withMoreLessons([...people, ...nature, ...animals, ...life, ...school, ...slice2], [...slice2More]);

/** The radicals with each file's further lessons appended; a radical no file defines is an error. */
export function withMoreLessons(defined: RadicalSource[], more: MoreLessonsSource[]): RadicalSource[] {
  const merged = defined.map((radical) => ({ ...radical, lessons: [...radical.lessons] }));
  for (const { radical, lessons } of more) {
    const target = merged.find((r) => r.radical === radical);
    if (!target) throw new Error(`more lessons for the radical ${radical}, which no radical file defines`);
    target.lessons.push(...lessons);
  }
  return merged;
}
