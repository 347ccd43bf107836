import { outsideLinkMachine, type OutsideLinkEvent } from '../../../../machines/shell/outsideLink.machine';
import { logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const events: FlowEvents<OutsideLinkEvent> = [
  { label: 'Tap the App Store badge', event: { type: 'link.open', link: 'appStore' } },
  { label: 'Tap the Google Play badge', event: { type: 'link.open', link: 'googlePlay' } },
  { label: 'Answer 2 (right)', event: { type: 'gate.answer', answer: '2' } },
  { label: 'Answer 5 (wrong)', event: { type: 'gate.answer', answer: '5' } },
  { label: 'Close the gate', event: { type: 'gate.close' } },
];

export const flow: FlowDefinition = {
  id: 'outsideLink',
  title: 'Outside links behind the parent gate',
  description:
    'A store badge asks the parent gate first (here always 1 × 1 + 1 = 2); the right answer opens the link ' +
    '(logged as openLink), a wrong one keeps asking, closing drops the link.',
  machine: outsideLinkMachine.provide({ actions: { openLink: logAction('openLink') } }),
  input: { random: () => 0 },
  events,
};
