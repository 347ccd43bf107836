import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectWritingCoach } from '../../../machines/challenge/writingCoach.connect';
import { writingCoachMachine, type WritingCoachSnapshot } from '../../../machines/challenge/writingCoach.machine';
import type { WritingCoachContext, WritingCoachEvent, WritingCoachInput } from '../../../machines/challenge/writingCoach.types';
import type { WriteLeniency } from '../../../machines/types';
import { defineModel, type ModelFamily } from '../models';

/**
 * Model paths of the writing coach (issue 28 §3): per leniency, and with the parent's hints off,
 * the child misses and writes strokes and finishes the character; after each step the help the
 * pad shows is checked against the ladder written out here once more, in the child's terms:
 *
 * - normal: one miss of a stroke shows where it starts, two show the stroke to trace;
 * - strict: one rung later (a first miss gets no help, two show the start, three the stroke);
 * - gentle: one rung earlier (every stroke's start shows before a try, one miss shows the stroke)
 *   and the outline from the start;
 * - hints off: no help at all, ever;
 * - help is per stroke: the next stroke starts again at the bottom rung;
 * - the character ends by itself when the quiz judged every stroke (no check), with the child's
 *   strokes kept as drawn and the missed ones marked as helped.
 */

/** The path drawn for the n-th stroke (any svg path: the coach keeps it as it came). */
const pathOf = (stroke: number) => `M ${10 + stroke} 10 L 90 ${90 - stroke}`;

function eventsFor(snapshot: WritingCoachSnapshot): WritingCoachEvent[] {
  const { stroke } = snapshot.context;
  return [
    { type: 'stroke.missed', stroke },
    { type: 'stroke.accepted', stroke, path: pathOf(stroke) },
    { type: 'character.done' },
  ];
}

/** Three strokes and four misses of one are enough to climb every ladder and start again. */
function isExplored(snapshot: WritingCoachSnapshot, event: WritingCoachEvent): boolean {
  const { stroke, misses } = snapshot.context;
  if (event.type === 'stroke.missed') return misses < 4 && stroke < 2;
  if (event.type === 'stroke.accepted') return stroke < 2;
  return stroke > 0 && misses === 0;
}

/** The ladder as a child meets it: which help after how many misses of one stroke. */
const RUNGS: Record<WriteLeniency, ('none' | 'start' | 'trace')[]> = {
  strict: ['none', 'none', 'start', 'trace', 'trace'],
  normal: ['none', 'start', 'trace', 'trace', 'trace'],
  gentle: ['start', 'trace', 'trace', 'trace', 'trace'],
};

function expectedView(input: WritingCoachInput) {
  let stroke = 0;
  let misses = 0;
  let done = false;
  const strokes: { path: string; misses: number; help: 'none' | 'start' | 'trace' }[] = [];
  const helpAfter = (n: number) => (input.hint ? RUNGS[input.leniency][Math.min(n, 4)]! : 'none');
  return (event: EventObject) => {
    const e = event as WritingCoachEvent;
    if (e.type === 'stroke.missed') misses += 1;
    if (e.type === 'stroke.accepted') {
      strokes.push({ path: pathOf(stroke), misses, help: helpAfter(misses) });
      stroke += 1;
      misses = 0;
    }
    if (e.type === 'character.done') done = true;
    return {
      stroke,
      help: done ? 'none' : helpAfter(misses),
      outline: input.hint && input.leniency === 'gentle',
      written: done,
      strokes: [...strokes],
      helped: strokes.flatMap((s, i) => (s.misses > 0 ? [i] : [])),
    };
  };
}

function family(name: string, input: WritingCoachInput): ModelFamily {
  return {
    name,
    paths: {
      input,
      events: eventsFor,
      filter: isExplored,
      contextKey: (context: WritingCoachContext) => [context.stroke, context.misses],
      dropPrefixes: true,
      describeEvent: (event: WritingCoachEvent) => ('stroke' in event ? `${event.type} ${event.stroke + 1}` : undefined),
    },
    start: (inspect) => {
      const expected = expectedView(input);
      return {
        actor: createActor(writingCoachMachine, { input, inspect }).start(),
        machine: writingCoachMachine,
        fakes: {},
        check: (snapshot, event) => {
          expect(connectWritingCoach(snapshot as WritingCoachSnapshot), `the help after ${event.type}`).toEqual(expected(event));
        },
      };
    },
  };
}

export const model = defineModel({
  machine: writingCoachMachine,
  families: [
    family('normal leniency, hints on', { leniency: 'normal', hint: true }),
    family('strict leniency, hints on', { leniency: 'strict', hint: true }),
    family('gentle leniency, hints on', { leniency: 'gentle', hint: true }),
    family('gentle leniency, hints off', { leniency: 'gentle', hint: false }),
  ],
});
