import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database tables, as Kysely sees them.
 *
 * Portable conventions (SQLite and PostgreSQL run the same SQL):
 * - timestamps are ISO-8601 UTC strings (`Date#toISOString()`), so they sort and compare as text;
 * - booleans are integers 0 / 1;
 * - binary data is `blob` (SQLite) / `bytea` (PostgreSQL), read back as a Buffer.
 */
export interface Database {
  members: MembersTable;
  member_settings: MemberSettingsTable;
  children: ChildrenTable;
  sessions: SessionsTable;
  email_verifications: EmailVerificationsTable;
  rate_limits: RateLimitsTable;
  uploads: UploadsTable;
  mail_outbox: MailOutboxTable;
  point_records: PointRecordsTable;
  orders: OrdersTable;
  content_meta: ContentMetaTable;
  content_categories: ContentCategoriesTable;
  content_radicals: ContentRadicalsTable;
  content_lessons: ContentLessonsTable;
  content_words: ContentWordsTable;
  content_files: ContentFilesTable;
  child_word_progress: ChildWordProgressTable;
  child_lesson_progress: ChildLessonProgressTable;
  star_records: StarRecordsTable;
  picture_book_purchases: PictureBookPurchasesTable;
  child_paints: ChildPaintsTable;
}

/** A timestamp column written and read as an ISO string. */
type Timestamp = string;
/** A 0 / 1 flag. */
type Flag = 0 | 1;

/** A child's writing leniency (machines/types.ts). */
export type WriteLeniency = 'strict' | 'normal' | 'gentle';

export interface MembersTable {
  id: Generated<number>;
  /** Always stored lower-cased, so uniqueness is case-insensitive. */
  email: string;
  /** `scrypt$N$r$p$salt$hash` (see security/password.ts). */
  password_hash: string;
  name: string;
  gender: 'male' | 'female' | null;
  /** Paid membership plan, null when the member has none. */
  type: 'monthly' | 'seasonal' | 'yearly' | null;
  class_end_at: Timestamp | null;
  is_email_valid: Flag;
  /** The member's own referral code. */
  invite_code: string;
  /** The member whose referral code was used at registration. */
  referred_by: number | null;
  points: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MemberSettingsTable {
  member_id: number;
  env_language: 1 | 2 | 3;
  language: 'cn' | 'tw';
  second_language: 'none' | 'english';
  phonetic_symbol: 'rom' | 'phonetic';
  /** Minutes, 0 = no limit. */
  study_time_limit: number;
  daily_task: Flag;
  daily_task_times: number;
  write_number: number;
  write_hint: Flag;
  eng_spell_hint: Flag;
  bgm: Flag;
}

export interface ChildrenTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  gender: 'boy' | 'girl';
  /** YYYY-MM-DD */
  birthday: string;
  avatar_upload_id: string | null;
  is_default: Flag;
  star: number;
  complete_words: number;
  /** How strictly the writing quiz judges a stroke (migration 0003); default 'normal'. */
  write_leniency: Generated<WriteLeniency>;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  member_id: number;
  /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface EmailVerificationsTable {
  /** A random UUID: the `email_verification_id` the client sends back. */
  id: string;
  email: string;
  member_id: number | null;
  purpose: 'register' | 'reset';
  code_hash: string;
  expires_at: Timestamp;
  attempts: number;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface UploadsTable {
  /** A random UUID, also the public URL `/api/uploads/{id}`. */
  id: string;
  member_id: number;
  mime: string;
  bytes: ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;
  size: number;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: Timestamp;
}

export interface PointRecordsTable {
  id: Generated<number>;
  member_id: number;
  item: 'transferred' | 'purchase' | 'recommendation';
  /** Signed: positive when earned, negative when spent or transferred out. */
  points: number;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  member_id: number;
  product_id: number | null;
  plan: 'monthly' | 'seasonal' | 'yearly' | null;
  /** Amount paid in NT$ (1 point = NT$1). */
  amount: number;
  used_points: number;
  pay_method: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  created_at: Timestamp;
}

/** Why a child's stars moved: earned by learning, spent in the rewards, or carried over (migration 0004). */
export type StarReason = 'word' | 'lesson' | 'mission' | 'picture_book' | 'paint' | 'opening';

/** The star ledger: `children.star` always equals the sum of a child's rows. */
export interface StarRecordsTable {
  id: Generated<number>;
  child_id: number;
  reason: StarReason;
  /** Signed: positive when earned, negative when spent. */
  stars: number;
  created_at: Timestamp;
}

/** A picture book a child bought (migration 0007): viewable until `expires_at` (SPEC §9: three days). */
export interface PictureBookPurchasesTable {
  id: Generated<number>;
  child_id: number;
  /** The book's id in books.json. */
  book_id: number;
  /** What it cost (the star_records row says the same). */
  stars: number;
  bought_at: Timestamp;
  expires_at: Timestamp;
}

/** A paint a child owns (migration 0007), with the child's colouring. */
export interface ChildPaintsTable {
  child_id: number;
  /** The paint's id in rewards/paintCatalog.ts. */
  paint_id: number;
  stars: number;
  bought_at: Timestamp;
  /** JSON `{ region id: "#rrggbb" }`. */
  fills: string;
  updated_at: Timestamp;
}

export type MemberRow = Selectable<MembersTable>;
export type MemberSettingsRow = Selectable<MemberSettingsTable>;
export type ChildRow = Selectable<ChildrenTable>;
export type NewChild = Insertable<ChildrenTable>;
export type ChildUpdate = Updateable<ChildrenTable>;
export type PointRecordRow = Selectable<PointRecordsTable>;
export type OrderRow = Selectable<OrdersTable>;

export interface ContentMetaTable {
  key: string;
  value: string;
}

/** Curriculum rows: the columns queries need, and the whole record as JSON in `payload`. */
interface ContentRow {
  id: number;
  position: number;
  /** 1 when the newest curriculum no longer has it (kept for the progress that points at it). */
  retired: Generated<Flag>;
  payload: string;
}

export interface ContentCategoriesTable extends ContentRow {
  key: string;
  parent_id: number | null;
}

export interface ContentRadicalsTable extends ContentRow {
  radical: string;
  category_id: number;
}

export interface ContentLessonsTable extends ContentRow {
  key: string;
  radical_id: number;
}

export interface ContentWordsTable extends ContentRow {
  word: string;
  lesson_id: number;
  radical_id: number;
}

/** The static files of the curriculum (stroke data, pictures), by content-hashed name. */
export interface ContentFilesTable {
  file: string;
  kind: 'stroke' | 'picture';
  payload: string;
}

export interface ChildWordProgressTable {
  child_id: number;
  word_id: number;
  finish_explaining: Generated<Flag>;
  is_passed: Generated<Flag>;
  /** The spaced-review memory (a ts-fsrs card); `due` null until the challenge is passed. */
  due: Timestamp | null;
  stability: Generated<number>;
  difficulty: Generated<number>;
  elapsed_days: Generated<number>;
  scheduled_days: Generated<number>;
  learning_steps: Generated<number>;
  reps: Generated<number>;
  lapses: Generated<number>;
  state: Generated<0 | 1 | 2 | 3>;
  last_review: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChildLessonProgressTable {
  child_id: number;
  lesson_id: number;
  story: Generated<Flag>;
  completion: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
