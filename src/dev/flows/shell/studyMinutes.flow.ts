import { studyMinutesMachine, type StudyMinutesEvent } from '../../../../machines/shell/studyMinutes.machine';
import { appRoute } from '../../../../machines/routes';
import type { FlowDefinition, FlowEvents } from '../types';

const events: FlowEvents<StudyMinutesEvent> = [
  { label: 'On home (learning)', event: { type: 'route.changed', route: appRoute('home') } },
  { label: "In the parent's area (this week's learning)", event: { type: 'route.changed', route: appRoute('setUpWeek') } },
  { label: 'On the login page', event: { type: 'route.changed', route: appRoute('login') } },
  { label: 'The page is hidden', event: { type: 'page.visibility', visible: false } },
  { label: 'The page is seen', event: { type: 'page.visibility', visible: true } },
];

export const flow: FlowDefinition = {
  id: 'studyMinutes',
  title: 'Minutes of learning',
  description:
    "Every minute, a minute is reported when it counts: a learning screen, not the parent's area, the page seen. " +
    'The report is a no-op here (the app posts study/minute).',
  machine: studyMinutesMachine,
  events,
};
