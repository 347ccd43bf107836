/**
 * Shapes the machines share with the API contract (src/api/openapi.yaml,
 * SPEC §3). Machines cannot import src/, so the member and child live here;
 * they match the contract's `Member` and `Child` schemas field for field: the generated
 * src/api/schema.d.ts, which the server's serializers use as they are, and
 * tests/unit/machine-types.test.ts fails `tsc` when this copy drifts from it either way.
 */
import type { SchoolTermCode } from './rules/schoolTerm';

/** Learning and environment settings of a member (SPEC §3, `setting`). */
export interface MemberSetting {
  /** Interface language: 1 simplified, 2 traditional, 3 English. */
  env_language: 1 | 2 | 3;
  language: 'cn' | 'tw';
  second_language: 'none' | 'english';
  /** rom = pinyin, phonetic = zhuyin. */
  phonetic_symbol: 'rom' | 'phonetic';
  /** Minutes; 0 means no limit. */
  study_time_limit: number;
  daily_task: 0 | 1;
  /** Lessons per day. */
  daily_task_times: number;
  write_number: number;
  write_hint: 0 | 1;
  eng_spell_hint: 0 | 1;
  /** 1 = background music on. */
  bgm: 0 | 1;
}

/**
 * The learning settings each child has of their own (issue 28): script, phonetic system, English and
 * writing. The member's `setting` keeps the same fields as the ones a new child starts with.
 */
export interface ChildSetting {
  language: 'cn' | 'tw';
  second_language: 'none' | 'english';
  /** rom = pinyin, phonetic = zhuyin. */
  phonetic_symbol: 'rom' | 'phonetic';
  write_number: number;
  write_hint: 0 | 1;
  eng_spell_hint: 0 | 1;
  /**
   * The child's school term (issue 29): `1-1` `1-2` `2-1` `2-2` (machines/rules/schoolTerm.ts), null
   * when the parent has not chosen one. The child's alone: the member's `setting` has none and a
   * new child starts without one. Always sent by the server; absent in older samples (none chosen).
   */
  school_term?: SchoolTermCode | null;
}

/** A child profile (SPEC §3). `id` and `child_id` are the same number. */
export interface Child {
  id: number;
  child_id: number;
  name: string;
  gender: 'boy' | 'girl';
  /** YYYY-MM-DD */
  birthday: string;
  /** Whole years, computed by the server. */
  age: number;
  avatar: string | null;
  is_default: 0 | 1;
  star: number;
  complete_words: number;
  /** How strictly the writing challenge judges a stroke (beyond the spec, issue 8); default 'normal'. */
  write_leniency: WriteLeniency;
  /**
   * The child's own learning settings (issue 28; a new child starts with the member's). Always sent by
   * the server; absent in older samples. Read them through `currentLearningSettings` /
   * `learningSettingsOf` (machines/rules/learningSettings.ts), never here directly.
   */
  setting?: ChildSetting;
  /** The words of the whole curriculum (progress: `complete_words` out of it); absent in older samples. */
  total_words?: number;
}

/** A child's writing leniency: strict, normal or gentle (for small hands). */
export type WriteLeniency = 'strict' | 'normal' | 'gentle';

/** The leniencies in the order a settings control offers them. */
export const WRITE_LENIENCIES: readonly WriteLeniency[] = ['strict', 'normal', 'gentle'];

/** A parent account as `member/self` replies it (never the password). */
export interface Member {
  id: number;
  email: string;
  name: string;
  gender: 'male' | 'female' | null;
  /** null = no paid membership. */
  type: 'monthly' | 'seasonal' | 'yearly' | null;
  is_email_valid: 0 | 1;
  class: { class_end_at: string | null };
  setting: MemberSetting;
  /** The member's own referral code. */
  invite_code: string;
  points: number;
  /** The part of `points` that may be transferred to a bank account (machines/rules/points.ts). */
  remittable_points: number;
  child: Child[];
}

/** A failed call as machines keep it: the server's code, message and field errors. */
export interface CallError {
  code: string;
  message: string;
  errors: Record<string, string[]>;
}

/**
 * Reads a `CallError` from anything an actor rejected with (the app's
 * `ApiError`, or a plain Error in tests) without importing src/.
 */
export function toCallError(error: unknown): CallError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Partial<Record<keyof CallError, unknown>>;
  const code = typeof e.code === 'string' ? e.code : 'unknown';
  const message = typeof e.message === 'string' && e.message !== '' ? e.message : 'Error';
  const errors = typeof e.errors === 'object' && e.errors !== null ? (e.errors as Record<string, string[]>) : {};
  return { code, message, errors };
}

/** The current child: the member's default child, else the first one. */
export function currentChild(member: Member | null): Child | null {
  if (!member) return null;
  return member.child.find((c) => c.is_default === 1) ?? member.child[0] ?? null;
}
