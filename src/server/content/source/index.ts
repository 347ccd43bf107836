import type { RadicalSource } from './types';
import { radicals as animals } from './radicals/animals';
import { radicals as life } from './radicals/life';
import { radicals as nature } from './radicals/nature';
import { radicals as people } from './radicals/people';
import { radicals as school } from './radicals/school';

/** Every radical of the curriculum (the order a child meets them comes from categories.ts). */
export const radicals: RadicalSource[] = [...people, ...nature, ...animals, ...life, ...school];
