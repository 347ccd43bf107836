import type { ChildRow } from '../db/schema';

/** A child as the API shows it (contract schema `Child`). */
export interface ChildJson {
  id: number;
  /** The same number as `id` (SPEC §3: "id (also child_id)"). */
  child_id: number;
  name: string;
  gender: 'boy' | 'girl';
  birthday: string;
  age: number;
  avatar: string | null;
  is_default: 0 | 1;
  star: number;
  complete_words: number;
  write_leniency: 'strict' | 'normal' | 'gentle';
  /** The words of the curriculum: the total `complete_words` counts toward (progress "current out of total"). */
  total_words: number;
}

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
    total_words: totalWords,
  };
}
