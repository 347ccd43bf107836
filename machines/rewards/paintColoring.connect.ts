import type { SnapshotFrom } from 'xstate';
import { PAINT_PALETTE, type Fills, type PaintColor } from '../rules/shop';
import type { paintColoringMachine, PaintDrawingData } from './paintColoring.machine';

/** What the colouring screen shows (paintColoring.machine.ts). */
export interface PaintColoringView<P> {
  status: 'loading' | 'failed' | 'locked' | 'ready';
  paint: P | null;
  fills: Fills;
  palette: readonly PaintColor[];
  color: PaintColor;
  canUndo: boolean;
  /** 'saved', 'saving' (waiting or under way) or 'failed' (trying again soon). */
  save: 'saved' | 'saving' | 'failed';
  error: string | null;
}

export function connectPaintColoring<P extends PaintDrawingData>(snapshot: SnapshotFrom<typeof paintColoringMachine>): PaintColoringView<P> {
  const { context } = snapshot;
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('locked') ? 'locked' : snapshot.matches('failed') ? 'failed' : 'loading';
  const save = snapshot.matches({ ready: { sync: 'saveFailed' } })
    ? 'failed'
    : snapshot.matches({ ready: { sync: 'saved' } }) || status !== 'ready'
      ? 'saved'
      : 'saving';
  return {
    status,
    paint: (context.paint as P | null) ?? null,
    fills: context.fills,
    palette: PAINT_PALETTE,
    color: context.color,
    canUndo: snapshot.can({ type: 'fill.undo' }),
    save,
    error: status === 'failed' ? (context.error?.message ?? null) : null,
  };
}
