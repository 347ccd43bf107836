import type { components } from '../../api/schema';
import type { ChildRow } from '../db/schema';
import { childSettingJson } from './settings';

/**
 * A child as the API shows it: the contract's `Child`, taken from the generated types
 * (src/api/schema.d.ts, `npm run api:types`), never written again here (tests/unit/machine-types.test.ts).
 */
export type ChildJson = components['schemas']['Child'];

/** The public URL of a stored upload. */
export function uploadUrl(uploadId: string): string {
  return `/api/uploads/${uploadId}`;
}

/** Whole years between a `YYYY-MM-DD` birthday and `now` (UTC calendar). */
export function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return Math.max(0, age);
}

export function toChildJson(row: ChildRow, now: Date, totalWords: number): ChildJson {
  return {
    id: row.id,
    child_id: row.id,
    name: row.name,
    gender: row.gender,
    birthday: row.birthday,
    age: ageOn(row.birthday, now),
    avatar: row.avatar_upload_id ? uploadUrl(row.avatar_upload_id) : null,
    is_default: row.is_default,
    star: row.star,
    complete_words: row.complete_words,
    write_leniency: row.write_leniency,
    setting: childSettingJson(row),
    total_words: totalWords,
  };
}
