import type { MoreLessonsSource, RadicalSource } from './types';
import { radicals as animals } from './radicals/animals';
import { radicals as life } from './radicals/life';
import { radicals as nature } from './radicals/nature';
import { radicals as people } from './radicals/people';
import { radicals as school } from './radicals/school';
import { moreLessons as slice1More, radicals as slice1 } from './school/slice1';
import { moreLessons as slice2More, radicals as slice2 } from './school/slice2';
import { moreLessons as slice3More, radicals as slice3 } from './school/slice3';
import { moreLessons as slice4More, radicals as slice4 } from './school/slice4';
import { moreLessons as slice5More, radicals as slice5 } from './school/slice5';
import { moreLessons as slice6More, radicals as slice6 } from './school/slice6';
import { moreLessons as slice7More, radicals as slice7 } from './school/slice7';

/**
 * Every radical of the curriculum (the order a child meets them comes from categories.ts),
 * with the lessons other files add to it (`MoreLessonsSource`).
 */
export const radicals: RadicalSource[] = withMoreLessons(
  [...people, ...nature, ...animals, ...life, ...school, ...slice1, ...slice2, ...slice3, ...slice4, ...slice5, ...slice6, ...slice7],
  [...slice1More, ...slice2More, ...slice3More, ...slice4More, ...slice5More, ...slice6More, ...slice7More],
);

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
