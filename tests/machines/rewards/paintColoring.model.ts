import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectPaintColoring } from '../../../machines/rewards/paintColoring.connect';
import { paintColoringMachine, type PaintColoringEvent, type PaintDrawingData } from '../../../machines/rewards/paintColoring.machine';
import { PAINT_PALETTE, type Fills } from '../../../machines/rules/shop';
import { defineModel } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of colouring a paint: one per transition, replayed on a real actor with fake
 * calls and the fake clock (the test's own save delays). At every step the view
 * (`connectPaintColoring`) is checked against what the path says a child sees: the colours
 * of the parts, the chosen colour (palette colours only), undo (only after a change), the
 * save state; and the server was sent the colouring as it was when each save started, never
 * before the save delay is over, again after a failure.
 */

const SAVE_DELAY = 300;
const SAVE_RETRY = 1_000;
const [RED, , , , , , BLUE] = PAINT_PALETTE;
const OWNED: PaintDrawingData = {
  id: 4,
  is_owned: 1,
  regions: [
    { id: 'roof', d: 'M0 0H10V10Z' },
    { id: 'door', d: 'M0 0H5V5Z' },
  ],
  fills: { door: BLUE, roof: '#123456' },
};
const NOT_OWNED: PaintDrawingData = { ...OWNED, is_owned: 0, fills: {} };

const changes: PaintColoringEvent[] = [
  { type: 'color.pick', color: BLUE },
  { type: 'color.pick', color: '#123456' },
  { type: 'region.fill', region: 'roof' },
  { type: 'region.fill', region: 'door' },
  { type: 'region.fill', region: 'chimney' },
];

const events: EventObject[] = [
  ...changes,
  { type: 'paint.retry' },
  { type: 'fill.undo' },
  ...replyEvents(paintColoringMachine, {
    loadPaint: { outputs: [OWNED, NOT_OWNED], errors: [apiError('500', 'Server error')] },
    saveFills: { outputs: [null], errors: [apiError('500', 'Server error')] },
  }),
];

type Save = 'saved' | 'waiting' | 'saving' | 'failed';

export const model = defineModel({
  machine: paintColoringMachine,
  families: [
    {
      name: 'a little house',
      paths: {
        input: { paintId: 4 },
        events,
        contextKey: (context: { fills: Fills; history: Fills[]; color: string; dirty: boolean }) => [
          context.fills,
          context.history.length,
          context.color,
          context.dirty,
        ],
        // two changes at most: enough for every transition, and the graph stays small
        filter: (snapshot: { context: { history: Fills[] } }, event: EventObject) =>
          event.type !== 'region.fill' || snapshot.context.history.length < 2,
        dropPrefixes: true,
      },
      start: (inspect) => {
        const loadPaint = fakeCall<PaintDrawingData, number>();
        const saveFills = fakeCall<unknown, { paintId: number; fills: Fills }>();
        const machine = paintColoringMachine.provide({
          actors: { loadPaint: loadPaint.logic, saveFills: saveFills.logic },
          delays: { saveDelay: SAVE_DELAY, saveRetry: SAVE_RETRY },
        });
        const actor = createActor(machine, { input: { paintId: 4 }, inspect }).start();
        let status: 'loading' | 'failed' | 'locked' | 'ready' = 'loading';
        let fills: Fills = {};
        let history: Fills[] = [];
        let color: string = RED;
        let save: Save = 'saved';
        let dirty = false;
        let loads = 1;
        const saves: { paintId: number; fills: Fills }[] = [];
        const change = (next: Fills) => {
          if (save === 'saving') dirty = true;
          else save = 'waiting';
          fills = next;
        };
        const startSave = () => {
          [save, dirty] = ['saving', false];
          saves.push({ paintId: 4, fills });
        };
        return {
          actor,
          machine,
          fakes: { loadPaint, saveFills },
          drive: async (event) => {
            const after = /^xstate\.after\.(saveDelay|saveRetry)\./.exec(event.type);
            if (!after) return false;
            const ms = after[1] === 'saveDelay' ? SAVE_DELAY : SAVE_RETRY;
            await vi.advanceTimersByTimeAsync(ms - 1);
            expect(saveFills.calls, `no save before ${after[1]} is over`).toHaveLength(saves.length);
            await vi.advanceTimersByTimeAsync(1);
            return true;
          },
          check: (snapshot, event) => {
            const e = event as EventObject & { output?: PaintDrawingData; color?: string; region?: string };
            switch (event.type) {
              case 'xstate.done.actor.load':
                status = e.output!.is_owned ? 'ready' : 'locked';
                // a colour not of the palette is not shown
                fills = e.output!.is_owned ? { door: BLUE } : {};
                history = [];
                break;
              case 'xstate.error.actor.load':
                status = 'failed';
                break;
              case 'paint.retry':
                [status, loads] = ['loading', loads + 1];
                break;
              case 'color.pick':
                color = e.color!;
                break;
              case 'region.fill':
                history = [...history, fills];
                change({ ...fills, [e.region!]: color as Fills[string] });
                break;
              case 'fill.undo':
                change(history.at(-1)!);
                history = history.slice(0, -1);
                break;
              case 'xstate.done.actor.save':
                save = dirty ? 'waiting' : 'saved';
                break;
              case 'xstate.error.actor.save':
                save = 'failed';
                break;
              default:
                if (event.type.startsWith('xstate.after.')) startSave();
            }
            const view = connectPaintColoring(snapshot as never);
            expect(view.status, `after ${event.type}`).toBe(status);
            expect(view.fills, 'the colours of the parts').toEqual(fills);
            expect(view.color, 'palette colours only').toBe(color);
            expect(PAINT_PALETTE).toContain(view.color);
            expect(view.canUndo, 'undo only after a change').toBe(status === 'ready' && history.length > 0);
            expect(view.save).toBe(save === 'failed' ? 'failed' : save === 'saved' ? 'saved' : 'saving');
            expect(loadPaint.calls).toEqual(Array(loads).fill(4));
            expect(saveFills.calls, 'the colouring as it was when each save started').toEqual(saves);
          },
        };
      },
    },
  ],
});
