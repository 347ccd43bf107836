import { loadingBarMachine, type LoadingBarEvent } from '../../../../machines/shell/loadingBar.machine';
import type { FlowDefinition, FlowEvents } from '../types';

const events: FlowEvents<LoadingBarEvent> = [
  { label: 'Request starts', event: { type: 'request.start' } },
  { label: 'Request ends', event: { type: 'request.end' } },
];

export const flow: FlowDefinition = {
  id: 'loadingBar',
  title: 'Loading bar',
  description:
    'The API client sends "request start" and "request end" around every call. The bar shows after 200 ms of ' +
    'pending requests, hides when none is pending, and gives up after 5 s until every pending request has ended.',
  machine: loadingBarMachine,
  events,
};
