import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Foundation tables: accounts, children, sessions, e-mail codes, rate limits, uploads,
 * the development mail outbox, point records and orders.
 *
 * Everything a member owns references it with ON DELETE CASCADE; the self-delete
 * handler also deletes explicitly, in one transaction, so nothing depends on the
 * cascade alone. Later issues add curriculum and progress tables in new files.
 */
// Migrations are written against an untyped Kysely: the typed schema describes the latest state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  const { id, blob } = flavor;

  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)')
    .addColumn('type', 'varchar(10)')
    .addColumn('class_end_at', 'varchar(30)')
    .addColumn('is_email_valid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('referred_by', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member_settings')
    .addColumn('member_id', 'integer', (c) =>
      c.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('env_language', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('language', 'varchar(4)', (c) => c.notNull().defaultTo('tw'))
    .addColumn('second_language', 'varchar(10)', (c) => c.notNull().defaultTo('none'))
    .addColumn('phonetic_symbol', 'varchar(10)', (c) => c.notNull().defaultTo('phonetic'))
    .addColumn('study_time_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('daily_task', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('daily_task_times', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('write_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('write_hint', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('eng_spell_hint', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bgm', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_member_idx').on('uploads').column('member_id').execute();

  await db.schema
    .createTable('children')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('gender', 'varchar(10)', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull())
    .addColumn('avatar_upload_id', 'varchar(36)', (c) =>
      c.references('uploads.id').onDelete('set null'),
    )
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('star', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('complete_words', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('children_member_idx').on('children').column('member_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verifications_email_idx')
    .on('email_verifications')
    .columns(['email', 'purpose'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (c) => c.notNull())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('to_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'varchar(10)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').column('to_email').execute();

  await db.schema
    .createTable('point_records')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('item', 'varchar(20)', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('point_records_member_idx')
    .on('point_records')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer')
    .addColumn('plan', 'varchar(10)')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('used_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_method', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_member_idx').on('orders').column('member_id').execute();
}
