import { writingCoachMachine } from '../../../../machines/challenge/writingCoach.machine';
import type { WritingCoachEvent, WritingCoachInput } from '../../../../machines/challenge/writingCoach.types';
import type { FlowDefinition, FlowEvents } from '../types';

const input: WritingCoachInput = { leniency: 'normal', hint: true };

const events: FlowEvents<WritingCoachEvent> = [
  { label: 'Stroke 1 missed', event: { type: 'stroke.missed', stroke: 0 } },
  { label: 'Stroke 1 accepted', event: { type: 'stroke.accepted', stroke: 0, path: 'M 40 40 L 200 40' } },
  { label: 'Stroke 2 missed', event: { type: 'stroke.missed', stroke: 1 } },
  { label: 'Stroke 2 accepted', event: { type: 'stroke.accepted', stroke: 1, path: 'M 120 20 L 120 220' } },
  { label: 'Character done (quiz complete)', event: { type: 'character.done' } },
];

export const flow: FlowDefinition = {
  id: 'writingCoach',
  title: 'Writing coach (one character)',
  description:
    'The ladder of help per stroke, for a child on "normal" leniency with hints on: one miss of a stroke shows ' +
    'its start (hinting), two show the stroke to trace (tracing); an accepted stroke starts the next one ' +
    'unaided. "Strict" starts a rung later, "gentle" a rung earlier with the outline (rules/writingCoach.ts). ' +
    'Character done ends it: `written` keeps each stroke as drawn with its misses and help.',
  machine: writingCoachMachine,
  input,
  events,
};
