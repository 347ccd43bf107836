import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SchoolTermCode } from '../../../machines/rules/schoolTerm';

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
  products: ProductsTable;
  referral_rewards: ReferralRewardsTable;
  remittances: RemittancesTable;
  daily_missions: DailyMissionsTable;
  awards: AwardsTable;
  child_awards: ChildAwardsTable;
  picture_book_purchases: PictureBookPurchasesTable;
  child_paints: ChildPaintsTable;
  school_lists: SchoolListsTable;
  school_list_words: SchoolListWordsTable;
  school_list_results: SchoolListResultsTable;
  lesson_dictation_results: LessonDictationResultsTable;
  child_study_minutes: ChildStudyMinutesTable;
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
  /** Paid membership plan, null when the member has none (access also needs class_end_at ahead: machines/rules/membership.ts). */
  type: Plan | null;
  class_end_at: Timestamp | null;
  is_email_valid: Flag;
  /** The member's own referral code. */
  invite_code: string;
  /** The member whose referral code was used at registration. */
  referred_by: number | null;
  points: number;
  /**
   * The part of `points` that may never be transferred out (migration 0012; machines/rules/points.ts):
   * the sum of the member's `point_records.unremittable`, 0 ≤ it ≤ points.
   */
  unremittable_points: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /**
   * When the parent agreed to the privacy policy at sign-up (migration 0008); null for the
   * members who signed up before it (and the seeded demo account).
   */
  privacy_accepted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
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
  /**
   * The child's own learning settings (migration 0013): a new child's are the member's at its
   * creation (POST children copies them; the column defaults are 0001's member defaults).
   */
  language: Generated<'cn' | 'tw'>;
  second_language: Generated<'none' | 'english'>;
  phonetic_symbol: Generated<'rom' | 'phonetic'>;
  write_number: Generated<number>;
  write_hint: Generated<Flag>;
  eng_spell_hint: Generated<Flag>;
  /**
   * The child's school term (migration 0014, issue 29): `1-1` `1-2` `2-1` `2-2`
   * (machines/rules/schoolTerm.ts), null = not chosen (a new child's). The child's alone.
   */
  school_term: SchoolTermCode | null;
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
  /** HMAC-SHA256 (hex) of the row id and the code, keyed (member/verification.ts `codeHash`). */
  code_hash: string;
  expires_at: Timestamp;
  attempts: number;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** One row per (rule, subject): `key` is `rule:HMAC` (http/rate-limit.ts), never an e-mail or address. */
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
  /** The latest hit (the growing delay between wrong passwords counts from it). */
  last_at: Timestamp;
  /** window_start + the rule's window; expired rows are deleted on a later write. */
  expires_at: Timestamp;
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

/**
 * Why a member's points moved (SPEC §3 point record): `purchase` also when an order holds the
 * points it uses; `returned` when an order that was declined or expired gives them back.
 */
export type PointItem = 'transferred' | 'purchase' | 'recommendation' | 'returned';

/** The point ledger: `members.points` always equals the sum of a member's rows (store/ledger.ts). */
export interface PointRecordsTable {
  id: Generated<number>;
  member_id: number;
  item: PointItem;
  /** Signed: positive when earned, negative when spent or transferred out. */
  points: number;
  /** Signed: this row's change to the unremittable part of the balance (migration 0012). */
  unremittable: Generated<number>;
  created_at: Timestamp;
}

/** A membership plan or a point pack (migration 0005). */
export type ProductKind = 'membership' | 'points';
export type Plan = 'monthly' | 'seasonal' | 'yearly';
export type PayMethod = 'credit_card' | 'alipay' | 'wechat_pay';
/**
 * pending → paid (delivered), failed (declined), expired (not paid in time), or refund_due (a
 * payment confirmed when the order could no longer be delivered: owed back). `cancelled` is unused.
 */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refund_due';

export interface OrdersTable {
  id: Generated<number>;
  member_id: number;
  product_id: number | null;
  plan: Plan | null;
  /** Amount left to pay in NT$ after points (1 point = NT$1). */
  amount: number;
  used_points: number;
  pay_method: PayMethod;
  /** pending until the provider's verified confirmation, then paid or failed (store/orders.ts). */
  status: OrderStatus;
  created_at: Timestamp;
  kind: Generated<ProductKind>;
  /** Months of membership the order gives (a plan), 0 for a pack. */
  months: Generated<number>;
  /** Points a pack gives, 0 for a plan. */
  pack_points: Generated<number>;
  /** The product's price (NT$) when ordered. */
  price: Generated<number>;
  /** Where the provider takes the payment (the sandbox: /store/pay/{id}). */
  payment_url: string | null;
  paid_at: Timestamp | null;
  /** Who takes the payment (migration 0012): `sandbox`, `points` (the points paid it all) or a real provider's name. */
  provider: Generated<string>;
  /** Of `used_points` (held from the balance when the order was made), the unremittable ones. */
  used_unremittable: Generated<number>;
  /** When a pending order expires and gives its points back. */
  expires_at: Timestamp | null;
}

/** The store's products, prices in NT$ (migration 0005 seeds them). */
export interface ProductsTable {
  id: Generated<number>;
  kind: ProductKind;
  plan: Plan | null;
  name: string;
  method_name: string;
  original_price: number;
  price: number;
  months: number;
  pack_points: number;
  position: number;
  on_sale: Generated<Flag>;
}

/** The recommender's reward for a friend who became a paying member: at most one row per friend. */
export interface ReferralRewardsTable {
  friend_id: number;
  recommender_id: number;
  order_id: number;
  points: number;
  created_at: Timestamp;
}

/** A request to transfer points to a bank account; the two numbers are AES-256-GCM sealed. */
export interface RemittancesTable {
  id: Generated<number>;
  member_id: number;
  points: number;
  status: 'pending' | 'transferred' | 'rejected';
  bank_name: string;
  bank_code: string;
  bank_account_name: string;
  /** Sealed (security/sealed.ts). */
  bank_account_number: string;
  /** Sealed (security/sealed.ts). */
  id_number: string;
  address: string;
  phone: string;
  email: string;
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

/** A spaced-review memory's columns (a ts-fsrs card): a word's (child_word_progress), a list word's (school_list_words). */
export interface CardColumns {
  /** When the next review is due; null before the first review. */
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
}

/** A word begun by a child, with its spaced-review memory (`due` null until the challenge is passed). */
export interface ChildWordProgressTable extends CardColumns {
  child_id: number;
  word_id: number;
  finish_explaining: Generated<Flag>;
  is_passed: Generated<Flag>;
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

/** A child's daily mission (migration 0006); the newest row of a child is the current one. */
export interface DailyMissionsTable {
  id: Generated<number>;
  child_id: number;
  target_days: number;
  current_days: Generated<number>;
  /** JSON of the mission items (machines/rules/dailyTask.ts `MissionItem[]`). */
  items: string;
  /** When the star that completed it was added. */
  completed_at: Timestamp | null;
  /** 1 once GET check/children/mission has reported the completion. */
  completion_shown: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What earns an award: completed lessons, or completed daily missions. */
export type AwardKind = 'lessons' | 'missions';

/** The catalogue of awards (seeded by migration 0006). */
export interface AwardsTable {
  id: number;
  position: number;
  kind: AwardKind;
  /** How many completed lessons (or missions) earn it. */
  target: number;
  /** A Fluent Emoji Flat icon name (its picture and silhouette, rewards/pictures.ts). */
  icon: string;
  name_tw: string;
  name_cn: string;
  name_en: string;
}

/** The awards a child has earned, each once. */
export interface ChildAwardsTable {
  child_id: number;
  award_id: number;
  earned_at: Timestamp;
  /** 1 once GET check/children/award has reported it. */
  shown: Generated<Flag>;
}

/** A school list a parent saved for a child (issue 30, migration 0015). */
export interface SchoolListsTable {
  id: Generated<number>;
  child_id: number;
  name: string;
  /** The dictation day, `YYYY-MM-DD` in the family's calendar, or null. */
  dictation_on: string | null;
  /** The words sorted and joined by a space: unique per child (the same list twice is refused). */
  words_key: string;
  /** 1: the dictation shows each word's reading (the parent allows it, migration 0017); 0: nothing. */
  dictation_reading: Generated<Flag>;
  created_at: Timestamp;
}

/** One word of a school list, in the parent's order, with its own spaced-review memory (migration 0019; `due` null before its first dictation). */
export interface SchoolListWordsTable extends CardColumns {
  list_id: number;
  child_id: number;
  position: number;
  tw: string;
  cn: string;
  /** The reading the parent confirmed: zhuyin, one syllable per character, space-separated. */
  zhuyin: string;
  /** The curriculum word it is, or null. */
  word_id: number | null;
}

/** A child's minutes of learning on one day of the family's calendar (issue 30 §3, migration 0018). */
export interface ChildStudyMinutesTable {
  child_id: number;
  /** `YYYY-MM-DD`, the family's day (Local-Date). */
  day: string;
  minutes: number;
  /** When the last minute was taken (ISO): the next one needs MINUTE_GAP_MS after it. */
  last_at: Timestamp;
}

/** A school list word written by the child (issue 30 §2, migration 0016). */
export interface SchoolListResultsTable {
  id: Generated<number>;
  child_id: number;
  list_id: number;
  position: number;
  mode: 'practice' | 'dictation';
  correct: Flag;
  mistakes: number;
  /** JSON `[{ char, strokes }]`: the character's index in the word, its wrong strokes' numbers from 1. */
  wrong_strokes: string;
  /** A dictation: JSON `[[trace, ...], ...]`, each character's strokes as written (machines/rules/handwriting.ts); null for practice (migration 0020). */
  written: string | null;
  /** The family's calendar day (`YYYY-MM-DD`). */
  day: string;
  created_at: Timestamp;
}

/** A curriculum lesson's dictation, a word written from memory (migration 0021). */
export interface LessonDictationResultsTable {
  id: Generated<number>;
  child_id: number;
  lesson_id: number;
  word_id: number;
  correct: Flag;
  mistakes: number;
  /** As school_list_results.wrong_strokes. */
  wrong_strokes: string;
  /** As school_list_results.written; null when the app sent none. */
  written: string | null;
  /** The family's calendar day (`YYYY-MM-DD`). */
  day: string;
  created_at: Timestamp;
}
