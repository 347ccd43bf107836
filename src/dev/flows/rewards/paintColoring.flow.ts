import { paintColoringMachine, type PaintColoringEvent, type PaintDrawingData } from '../../../../machines/rewards/paintColoring.machine';
import { PAINT_PALETTE, type Fills } from '../../../../machines/rules/shop';
import { fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/** Colouring a little house: pick a colour, fill the roof or the door, undo; saved by itself. */

const paint: PaintDrawingData = {
  id: 1,
  is_owned: 1,
  regions: [
    { id: 'roof', d: 'M40 95L100 40L160 95Z' },
    { id: 'door', d: 'M88 120H112V160H88Z' },
  ],
  fills: {},
};

const events: FlowEvents<PaintColoringEvent> = [
  { label: 'pick blue', event: { type: 'color.pick', color: PAINT_PALETTE[6] } },
  { label: 'pick red', event: { type: 'color.pick', color: PAINT_PALETTE[0] } },
  { label: 'fill the roof', event: { type: 'region.fill', region: 'roof' } },
  { label: 'fill the door', event: { type: 'region.fill', region: 'door' } },
  { label: 'undo', event: { type: 'fill.undo' } },
  { label: 'retry', event: { type: 'paint.retry' } },
];

export const flow: FlowDefinition = {
  id: 'paintColoring',
  title: 'Paint colouring',
  description: 'Fill regions with palette colours; the fills are saved 0.8 s after the last change.',
  machine: paintColoringMachine.provide({
    actors: {
      loadPaint: fakeCall<PaintDrawingData, number>(() => paint),
      saveFills: fakeCall<unknown, { paintId: number; fills: Fills }>(() => null),
    },
  }),
  input: { paintId: 1 },
  events,
};
