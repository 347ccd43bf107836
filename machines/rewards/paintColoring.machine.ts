import { assign, fromPromise, setup } from 'xstate';
import { isPaintColor, PAINT_PALETTE, withFill, type Fills, type PaintColor } from '../rules/shop';
import { toCallError, type CallError } from '../types';

/**
 * Colouring a paint the child owns (/personal/paint/:id; SPEC §7 paints): tap a colour of
 * the palette, tap a part of the picture to fill it; undo takes the last fill back. The
 * colouring is kept per child: saved by itself a moment after the last change
 * (`saveDelay`), again after a failure (`saveRetry`).
 *
 * - `loading` invokes `loadPaint` → `ready`, or `failed` (`paint.retry`), or `locked`
 *   when the child does not own it (the screen offers the shelf).
 * - `ready` is two regions: `colouring` (events `color.pick`, `region.fill`, `fill.undo`)
 *   and `sync: saved → waiting →(saveDelay) saving → saved / saveFailed →(saveRetry)
 *   saving`; a change while saving waits for its own save (`dirty`).
 */

export const SAVE_DELAY_MS = 800;
export const SAVE_RETRY_MS = 5_000;

export interface PaintDrawingData {
  id: number;
  is_owned: 0 | 1;
  regions: { id: string; d: string }[];
  fills: Record<string, string>;
}

export interface PaintColoringInput {
  paintId: number;
}

export interface PaintColoringContext {
  paintId: number;
  paint: PaintDrawingData | null;
  fills: Fills;
  /** The fills before each change, last one last (undo). */
  history: Fills[];
  color: PaintColor;
  /** A change came while a save was under way. */
  dirty: boolean;
  error: CallError | null;
}

export type PaintColoringEvent =
  | { type: 'paint.retry' }
  | { type: 'color.pick'; color: string }
  | { type: 'region.fill'; region: string }
  | { type: 'fill.undo' };

export const paintColoringMachine = setup({
  types: {
    context: {} as PaintColoringContext,
    events: {} as PaintColoringEvent,
    input: {} as PaintColoringInput,
  },
  actors: {
    /** The paint with the child's colouring (GET paints). Provided by the app. */
    loadPaint: fromPromise<PaintDrawingData, number>(async () => {
      throw new Error('loadPaint is provided by the app');
    }),
    /** PUT child/paint/{id} with the fills. Provided by the app. */
    saveFills: fromPromise<unknown, { paintId: number; fills: Fills }>(async () => {
      throw new Error('saveFills is provided by the app');
    }),
  },
  delays: {
    saveDelay: SAVE_DELAY_MS,
    saveRetry: SAVE_RETRY_MS,
  },
  actions: {
    keepPaint: assign(({ event }) => {
      const paint = (event as unknown as { output: PaintDrawingData }).output;
      const fills = Object.fromEntries(Object.entries(paint.fills).filter(([, color]) => isPaintColor(color))) as Fills;
      return { paint, fills, history: [], error: null };
    }),
    keepError: assign({ error: ({ event }) => toCallError((event as unknown as { error: unknown }).error) }),
    pickColor: assign({ color: ({ event }) => (event as { color: string }).color as PaintColor }),
    fill: assign({
      history: ({ context }) => [...context.history, context.fills],
      fills: ({ context, event }) => withFill(context.fills, (event as { region: string }).region, context.color),
    }),
    undo: assign({
      fills: ({ context }) => context.history.at(-1)!,
      history: ({ context }) => context.history.slice(0, -1),
    }),
    markDirty: assign({ dirty: true }),
    clearDirty: assign({ dirty: false }),
  },
  guards: {
    isOwned: ({ event }) => (event as unknown as { output: PaintDrawingData }).output.is_owned === 1,
    isPaletteColor: ({ event }) => isPaintColor((event as { color: string }).color),
    isNewFill: ({ context, event }) => {
      const region = (event as { region: string }).region;
      return context.paint?.regions.some((r) => r.id === region) === true && context.fills[region] !== context.color;
    },
    canUndo: ({ context }) => context.history.length > 0,
    isDirty: ({ context }) => context.dirty,
  },
}).createMachine({
  id: 'paintColoring',
  context: ({ input }) => ({
    paintId: input.paintId,
    paint: null,
    fills: {},
    history: [],
    color: PAINT_PALETTE[0],
    dirty: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadPaint',
        input: ({ context }) => context.paintId,
        onDone: [
          { guard: 'isOwned', target: 'ready', actions: 'keepPaint' },
          { target: 'locked', actions: 'keepPaint' },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      on: { 'paint.retry': 'loading' },
    },
    /** Not the child's: nothing to colour here. */
    locked: {},
    ready: {
      type: 'parallel',
      states: {
        colouring: {
          on: {
            'color.pick': { guard: 'isPaletteColor', actions: 'pickColor' },
          },
        },
        sync: {
          initial: 'saved',
          states: {
            saved: {
              on: {
                'region.fill': { guard: 'isNewFill', target: 'waiting', actions: 'fill' },
                'fill.undo': { guard: 'canUndo', target: 'waiting', actions: 'undo' },
              },
            },
            waiting: {
              on: {
                'region.fill': { guard: 'isNewFill', target: 'waiting', reenter: true, actions: 'fill' },
                'fill.undo': { guard: 'canUndo', target: 'waiting', reenter: true, actions: 'undo' },
              },
              after: { saveDelay: 'saving' },
            },
            saving: {
              entry: 'clearDirty',
              on: {
                'region.fill': { guard: 'isNewFill', actions: ['fill', 'markDirty'] },
                'fill.undo': { guard: 'canUndo', actions: ['undo', 'markDirty'] },
              },
              invoke: {
                id: 'save',
                src: 'saveFills',
                input: ({ context }) => ({ paintId: context.paintId, fills: context.fills }),
                onDone: [{ guard: 'isDirty', target: 'waiting' }, { target: 'saved' }],
                onError: { target: 'saveFailed', actions: 'keepError' },
              },
            },
            saveFailed: {
              on: {
                'region.fill': { guard: 'isNewFill', target: 'waiting', actions: 'fill' },
                'fill.undo': { guard: 'canUndo', target: 'waiting', actions: 'undo' },
              },
              after: { saveRetry: 'saving' },
            },
          },
        },
      },
    },
  },
});
