import { Hono } from 'hono';
import type { AppContext } from '../context';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';

/** Until daily missions are built, the streak every child starts with. */
const DAILY_MISSION_TARGET_DAYS = 7;

/**
 * A child's rewards (SPEC §7): awards, stickers and daily missions (paints: ./paints.ts,
 * picture books: ./books.ts). Every call needs a token and a Child-Id of the caller's own
 * child. The catalogues of awards and stickers arrive with a later issue: lists are
 * empty, nothing is new.
 */
export function rewardsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  app.get('/member/awards', auth, child, (c) => ok(c, []));

  app.get('/member/stickerCollection', auth, child, (c) => ok(c, []));

  app.get('/check/children/award', auth, child, (c) => ok(c, { awards: [] }));

  app.get('/check/children/mission', auth, child, (c) => ok(c, { is_completed: 0 }));

  app.get('/dailyMissions', auth, child, (c) =>
    ok(c, { current_days: 0, target_days: DAILY_MISSION_TARGET_DAYS, mission_items: [] }),
  );

  return app;
}
