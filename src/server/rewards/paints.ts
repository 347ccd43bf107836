import { Hono } from 'hono';
import * as v from 'valibot';
import { isPaintColor, type Fills } from '../../../machines/rules/shop';
import type { AppContext } from '../context';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, messages, ok } from '../http/reply';
import { id, jsonBody, object, pathId } from '../http/validate';
import { outlineUrl, PAINT_VIEW_BOX, PAINTS, paintById, type PaintDrawing } from './paintCatalog';
import { moveStars } from './stars';
import { effectiveSettingsOf } from '../children/settings';

/**
 * Paints, the colouring pictures (SPEC §7 GET paints, POST child/paint): the drawings are
 * content (paintCatalog.ts); a child buys one once with stars (a row of `child_paints`
 * and a row of the star ledger, one transaction) and colours it in; the colours are
 * kept per child (PUT child/paint/{id}). Every call needs a token and a Child-Id of the
 * caller's own child. The name is in the child's script, with the English beside it.
 */
export function paintsRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  /** The child's own script (issue 28). */
  async function scriptOf(memberId: number, childId: number): Promise<'tw' | 'cn'> {
    return (await effectiveSettingsOf(ctx.db, memberId, childId)).language;
  }

  function view(paint: PaintDrawing, script: 'tw' | 'cn', owned: { fills: string } | undefined) {
    return {
      id: paint.id,
      name: paint.name[script],
      english: paint.name.en,
      picture: outlineUrl(paint),
      stars: paint.stars,
      is_owned: owned ? (1 as const) : (0 as const),
      view_box: PAINT_VIEW_BOX,
      regions: paint.regions,
      lines: paint.lines,
      fills: owned ? (JSON.parse(owned.fills) as Fills) : {},
    };
  }

  function paintOf(paintId: number): PaintDrawing {
    const paint = paintById(paintId);
    if (!paint) throw fail.notFound();
    return paint;
  }

  const ownedRow = (childId: number, paintId: number) =>
    ctx.db.selectFrom('child_paints').select('fills').where('child_id', '=', childId).where('paint_id', '=', paintId).executeTakeFirst();

  app.get('/paints', auth, child, async (c) => {
    const [script, rows] = await Promise.all([
      scriptOf(c.get('auth').memberId, c.get('childId')),
      ctx.db.selectFrom('child_paints').select(['paint_id', 'fills']).where('child_id', '=', c.get('childId')).execute(),
    ]);
    const owned = new Map(rows.map((r) => [r.paint_id, r]));
    return ok(c, PAINTS.map((paint) => view(paint, script, owned.get(paint.id))));
  });

  app.post('/child/paint', auth, child, async (c) => {
    const { paint_id } = await jsonBody(c, object({ paint_id: id }));
    const paint = paintOf(paint_id);
    const childId = c.get('childId');
    if (await ownedRow(childId, paint.id)) throw fail.field('paint_id', messages.alreadyOwned);
    const at = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      // the spend locks the child's row first; the primary key refuses a second row anyway
      await moveStars(trx, { childId, reason: 'paint', stars: -paint.stars, at, field: 'paint_id' });
      const again = await trx.selectFrom('child_paints').select('paint_id').where('child_id', '=', childId).where('paint_id', '=', paint.id).executeTakeFirst();
      if (again) throw fail.field('paint_id', messages.alreadyOwned);
      await trx
        .insertInto('child_paints')
        .values({ child_id: childId, paint_id: paint.id, stars: paint.stars, bought_at: at, fills: '{}', updated_at: at })
        .execute();
    });
    return ok(c, view(paint, await scriptOf(c.get('auth').memberId, c.get('childId')), { fills: '{}' }));
  });

  app.put('/child/paint/:id', auth, child, async (c) => {
    const paint = paintOf(pathId(c));
    const regions = new Set(paint.regions.map((r) => r.id));
    const { fills } = await jsonBody(
      c,
      object({
        fills: v.pipe(
          v.record(
            v.pipe(v.string(), v.check((key) => regions.has(key), messages.paintRegion)),
            v.pipe(v.string(), v.check((value: string) => isPaintColor(value), messages.paintColor)),
          ),
        ),
      }),
    );
    const childId = c.get('childId');
    const updated = await ctx.db
      .updateTable('child_paints')
      .set({ fills: JSON.stringify(fills), updated_at: ctx.now().toISOString() })
      .where('child_id', '=', childId)
      .where('paint_id', '=', paint.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw fail.forbidden();
    return ok(c, view(paint, await scriptOf(c.get('auth').memberId, c.get('childId')), { fills: JSON.stringify(fills) }));
  });

  return app;
}
