import { Hono } from 'hono';
import type { AppContext } from '../context';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, ok } from '../http/reply';
import { awardsOf, takeNewAwards } from './awards';
import { currentMission, takeMissionCompletion } from './missions';
import { awardPictureByFile, awardPictureFile } from './pictures';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * A child's rewards (SPEC §7): awards and stickers (awards.ts) and daily missions
 * (missions.ts); paints are ./paints.ts, picture books ./books.ts. Every call needs a
 * token and a Child-Id of the caller's own child (another member's child: 403). Stars
 * reach a mission only through a completed lesson (POST lesson/schedule); nothing here
 * adds one.
 */
export function rewardsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  app.get('/member/awards', auth, child, async (c) => ok(c, await awardsOf(ctx.db, c.get('childId')!)));

  app.get('/member/stickerCollection', auth, child, async (c) =>
    ok(
      c,
      (await awardsOf(ctx.db, c.get('childId')!)).map(({ id, name, english, white_picture, black_picture, has_sticker }) => ({
        id,
        name,
        english,
        white_picture,
        black_picture,
        has_sticker,
      })),
    ));

  app.get('/check/children/award', auth, child, async (c) => ok(c, { awards: await takeNewAwards(ctx.db, c.get('childId')!) }));

  app.get('/check/children/mission', auth, child, async (c) =>
    ok(c, { is_completed: await takeMissionCompletion(ctx.db, c.get('childId')!) }));

  app.get('/dailyMissions', auth, child, async (c) => ok(c, await currentMission(ctx.db, c.get('childId')!)));

  /** An award's picture (`{icon}.{hash}.svg`) or silhouette (`{icon}.silhouette.{hash}.svg`): public, cached a year. */
  app.get('/awards/pictures/:file', async (c) => {
    const file = c.req.param('file');
    const match = /^([a-z0-9-]+)(\.silhouette)?\.[0-9a-f]+\.svg$/.exec(file);
    if (!match) throw fail.notFound();
    const icon = match[1]!;
    const known = await ctx.db.selectFrom('awards').select('id').where('icon', '=', icon).executeTakeFirst();
    if (!known || awardPictureFile(icon, match[2] ? 'black' : 'white') !== file) throw fail.notFound();
    const bytes = awardPictureByFile(file)!;
    const etag = `"${file}"`;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': YEAR });
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': YEAR, ETag: etag });
  });

  return app;
}
