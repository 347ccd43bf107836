import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { memberIdOf, requireAuth } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, messages, ok } from '../http/reply';
import { parse, parseAll, pathId, readForm } from '../http/validate';
import { newId } from '../security/tokens';
import {
  childUpdateForm,
  childUpdateQuery,
  newChildForm,
  isUploadId,
  withoutEmptyFile,
  type AvatarUpload,
} from './schemas';
import { canAddChild, canRemoveChild } from '../../../machines/rules/children';
import { AVATAR_MIME, isReencodedAvatar, reencodeAvatar } from './images';
import { childCount, deleteChild, lockMember } from './remove';
import { startingSettingsOf } from './settings';
import { toChildJson } from './serialize';

/**
 * Child profiles (SPEC §3, §7) and the avatars stored in the database (so any server
 * instance can serve them).
 */
export function childrenRoutes(ctx: AppContext) {
  const { db, config } = ctx;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const today = () => ctx.now();

  async function storeUpload(trx: Kysely<Database>, memberId: number, avatar: AvatarUpload) {
    const id = newId();
    await trx
      .insertInto('uploads')
      .values({
        id,
        member_id: memberId,
        mime: avatar.mime,
        bytes: avatar.bytes,
        size: avatar.bytes.byteLength,
        created_at: ctx.now().toISOString(),
      })
      .execute();
    return id;
  }

  async function loadChild(childId: number) {
    const row = await db.selectFrom('children').selectAll().where('id', '=', childId).executeTakeFirst();
    if (!row) throw fail.notFound();
    return row;
  }

  async function childJson(childId: number) {
    // the curriculum's words from the one in memory (the same rows, counted once at start)
    return toChildJson(await loadChild(childId), ctx.now(), ctx.content.words.size);
  }

  /**
   * A new child; the member's first child becomes the default one. An account holds at
   * most MAX_CHILDREN (10): the 11th is refused (422 on `children`), counted under the
   * member's lock so two requests at once cannot pass the limit together.
   */
  app.post('/children', auth, async (c) => {
    const { memberId } = c.get('auth');
    const form = withoutEmptyFile(await readForm(c));
    const input = await parse(newChildForm(today, config.avatarMaxBytes), form);
    const childId = await db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId, ctx.now());
      if (!canAddChild(await childCount(trx, memberId))) throw fail.field('children', messages.tooManyChildren);
      const avatarId = input.avatar ? await storeUpload(trx, memberId, input.avatar) : null;
      const existing = await trx
        .selectFrom('children')
        .select('id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('children')
        .values({
          member_id: memberId,
          name: input.name,
          gender: input.gender,
          birthday: input.birthday,
          avatar_upload_id: avatarId,
          is_default: existing ? 0 : 1,
          star: 0,
          complete_words: 0,
          // the member's learning settings as they are now: the child's own from here on (issue 28)
          ...(await startingSettingsOf(trx, memberId)),
          created_at: ctx.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    return ok(c, await childJson(childId));
  });

  /**
   * Update a child: a new avatar (multipart) and/or name, gender, birthday, write_leniency (query), or
   * `is_default=1`, which makes it the default child and every other child of the member
   * not, in one transaction.
   */
  app.post('/children/:id', auth, async (c) => {
    const { memberId } = c.get('auth');
    const id = pathId(c);
    const child = await loadChild(id);
    // another member's child is answered as an unknown one (issue 26): the same 404
    if (child.member_id !== memberId) throw fail.notFound();

    const form = withoutEmptyFile(await readForm(c));
    const [query, body] = await parseAll(
      [childUpdateQuery(today), c.req.query()],
      [childUpdateForm(config.avatarMaxBytes), form],
    );

    await db.transaction().execute(async (trx) => {
      const changes = {
        ...(query.name !== undefined && { name: query.name }),
        ...(query.gender !== undefined && { gender: query.gender }),
        ...(query.birthday !== undefined && { birthday: query.birthday }),
        ...(query.write_leniency !== undefined && { write_leniency: query.write_leniency }),
      };
      if (body.avatar) {
        const avatarId = await storeUpload(trx, memberId, body.avatar);
        await trx.updateTable('children').set({ avatar_upload_id: avatarId }).where('id', '=', id).execute();
        if (child.avatar_upload_id) {
          await trx.deleteFrom('uploads').where('id', '=', child.avatar_upload_id).execute();
        }
      }
      if (Object.keys(changes).length > 0) {
        await trx.updateTable('children').set(changes).where('id', '=', id).execute();
      }
      if (query.is_default === 1) {
        await trx
          .updateTable('children')
          .set({ is_default: 0 })
          .where('member_id', '=', memberId)
          .where('id', '<>', id)
          .execute();
        await trx.updateTable('children').set({ is_default: 1 }).where('id', '=', id).execute();
      }
    });
    return ok(c, await childJson(id));
  });

  /**
   * Removes a child and everything of it in ONE transaction (children/remove.ts): its
   * progress, stars and every other child-owned row, and its avatar. Another member's
   * child, or an unknown id, is not found (nothing of it is told). The account's last
   * child is refused (422 on `id`: a member keeps one); removing the current child makes
   * the next one current.
   */
  app.delete('/children/:id', auth, async (c) => {
    const { memberId } = c.get('auth');
    const id = pathId(c);
    await db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId, ctx.now());
      const child = await trx
        .selectFrom('children')
        .selectAll()
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!child) throw fail.notFound();
      if (!canRemoveChild(await childCount(trx, memberId))) throw fail.field('id', messages.lastChild);
      await deleteChild(trx, child);
    });
    return ok(c, null);
  });

  /**
   * A stored avatar, to the member who owns it only: by the bearer token or by the
   * `User-Auth-Token` cookie (which an <img> of the app sends). Anyone else, signed in or not,
   * gets 404 as for an unknown id. Private caching, revalidated by its ETag (a browser shared
   * by two accounts asks again), nosniff, no active content.
   *
   * An upload stored before avatars were re-encoded (issue 10) is re-encoded here the first
   * time it is served, and written back: no migration, and no original bytes served again.
   */
  app.get('/uploads/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUploadId(id)) throw fail.notFound();
    const memberId = await memberIdOf(ctx, c);
    if (memberId === null) throw fail.notFound();
    const upload = await db
      .selectFrom('uploads')
      .select(['mime', 'bytes', 'size'])
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (!upload) throw fail.notFound();
    let bytes: Uint8Array<ArrayBuffer> = new Uint8Array(upload.bytes);
    let mime = upload.mime;
    if (!(await isReencodedAvatar(mime, bytes))) {
      const reencoded = await reencodeAvatar(bytes);
      // bytes that cannot be decoded are not sent either
      if (typeof reencoded === 'string') throw fail.notFound();
      bytes = reencoded;
      mime = AVATAR_MIME;
      await db
        .updateTable('uploads')
        .set({ bytes, mime, size: bytes.byteLength })
        .where('id', '=', id)
        .execute();
    }
    const etag = `"${id}-${bytes.byteLength}"`;
    const headers = {
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, no-cache',
    };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(bytes, 200, { ...headers, 'Content-Type': mime });
  });

  return app;
}
