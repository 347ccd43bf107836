import { assign, setup, type SnapshotFrom } from 'xstate';
import { strokeHelp, type StrokeHelp } from '../rules/writingCoach';
import type { WritingCoachContext, WritingCoachEvent, WritingCoachInput, WrittenStroke } from './writingCoach.types';

/**
 * The writing coach of one character (issue 28 §3): a ladder of help per stroke, the child's
 * strokes kept as drawn. The writing screen runs one per character and repetition (a new quiz),
 * beside the challenge (which counts the misses of the word and moves through the step): the pad
 * reports what hanzi-writer's quiz judged (`stroke.missed`, `stroke.accepted`, `character.done`).
 *
 * - `coaching`: `unaided` (no help on this stroke), `hinting` (the stroke's start: a dot and an
 *   arrow), `tracing` (the stroke itself drawn to trace); which one by the ladder
 *   (rules/writingCoach.ts `strokeHelp`: the child's leniency, the parent's write_hint, the misses
 *   of this stroke). A miss climbs the ladder; an accepted stroke starts the next one at the bottom
 *   rung of its leniency. The red flash of a miss is the pad's own (drawn in hanzi-writer's
 *   `onMistake` handler, at once); the machine decides only the help that follows.
 * - `written` (final): every stroke judged; no check step. `written` in context: each stroke's
 *   path as drawn, its misses and the help it got (the comparison with the model marks them).
 */
export const writingCoachMachine = setup({
  types: {
    context: {} as WritingCoachContext,
    events: {} as WritingCoachEvent,
    input: {} as WritingCoachInput,
  },
  actions: {
    countMiss: assign(({ context }, params: { stroke: number }) =>
      params.stroke === context.stroke ? { misses: context.misses + 1 } : { stroke: params.stroke, misses: 1 },
    ),
    keepStroke: assign(({ context }, params: { stroke: number; path: string }) => {
      const misses = params.stroke === context.stroke ? context.misses : 0;
      const kept: WrittenStroke = { path: params.path, misses, help: strokeHelp(context.leniency, context.hint, misses) };
      return { written: [...context.written, kept], stroke: params.stroke + 1, misses: 0 };
    }),
  },
  guards: {
    helpIs: ({ context }, params: { help: StrokeHelp }) =>
      strokeHelp(context.leniency, context.hint, context.misses) === params.help,
  },
}).createMachine({
  id: 'writingCoach',
  context: ({ input }) => ({ leniency: input.leniency, hint: input.hint, stroke: 0, misses: 0, written: [] }),
  initial: 'coaching',
  states: {
    coaching: {
      initial: 'choosing',
      on: {
        'stroke.missed': {
          target: '.choosing',
          actions: { type: 'countMiss', params: ({ event }) => ({ stroke: event.stroke }) },
        },
        'stroke.accepted': {
          target: '.choosing',
          actions: { type: 'keepStroke', params: ({ event }) => ({ stroke: event.stroke, path: event.path }) },
        },
        'character.done': { target: 'written' },
      },
      states: {
        /** The rung of the ladder for this stroke and its misses. */
        choosing: {
          always: [
            { guard: { type: 'helpIs', params: { help: 'trace' } }, target: 'tracing' },
            { guard: { type: 'helpIs', params: { help: 'start' } }, target: 'hinting' },
            { target: 'unaided' },
          ],
        },
        unaided: {},
        /** The stroke's start shows: a dot and an arrow in its first direction. */
        hinting: {},
        /** The stroke itself shows, to trace. */
        tracing: {},
      },
    },
    /** Every stroke judged: the character completes by itself. */
    written: { type: 'final' },
  },
});

export type WritingCoachSnapshot = SnapshotFrom<typeof writingCoachMachine>;
