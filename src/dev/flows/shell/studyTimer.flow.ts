import { fromCallback, type EventObject } from 'xstate';
import { appRoute } from '../../../../machines/routes';
import { studyTimerMachine } from '../../../../machines/shell/studyTimer.machine';
import type { StudyTimerEvent } from '../../../../machines/shell/studyTimer.types';
import { sampleMember } from '../fakes';
import { alternatingQuestions } from './calculationGate.flow';
import type { FlowDefinition, FlowEvents } from '../types';

/** In this flow a "minute" of learning passes every 3 seconds. */
const FLOW_MINUTE_MS = 3_000;

function signedInWithLimit(minutes: number): StudyTimerEvent {
  return { type: 'auth.changed', status: 'signedIn', member: { ...sampleMember, setting: { ...sampleMember.setting, study_time_limit: minutes } } };
}

const events: FlowEvents<StudyTimerEvent> = [
  { label: 'A minute passes', event: { type: 'timer.tick' } },
  { label: 'Go home', event: { type: 'route.changed', route: appRoute('home') } },
  { label: 'Open a story', event: { type: 'route.changed', route: appRoute('story') } },
  { label: 'Open a battle', event: { type: 'route.changed', route: appRoute('battle') } },
  { label: 'Open privacy', event: { type: 'route.changed', route: appRoute('privacy') } },
  { label: 'Signed in, limit 1 min', event: signedInWithLimit(1) },
  { label: 'Signed in, limit 2 min', event: signedInWithLimit(2) },
  { label: 'Sign out', event: { type: 'auth.changed', status: 'signedOut', member: null } },
  { label: 'Limit set to 0 (none)', event: signedInWithLimit(0) },
  { label: 'Limit set to 3 min', event: signedInWithLimit(3) },
  { label: 'Close the break', event: { type: 'break.close' } },
  { label: 'Continue', event: { type: 'break.continue' } },
  { label: 'Gate: answer 30', event: { type: 'gate.answer', answer: '30' } },
  { label: 'Gate: answer 17', event: { type: 'gate.answer', answer: '17' } },
  { label: 'Close the gate', event: { type: 'gate.close' } },
];

export const flow: FlowDefinition = {
  id: 'studyTimer',
  title: 'Study time limit and break',
  description:
    'Starts signed in on home with a 1-minute limit. Here a minute passes every 3 s ("A minute passes" skips ' +
    'ahead) and the break lasts 15 s instead of 5 minutes (the seconds shown still start at 300). On a story ' +
    'the limit waits in breakDue until you go home. Closing the break early runs the parent gate as the child ' +
    '"gate" (questions 30 and 17 take turns). Continue or a passed gate restarts the limit.',
  machine: studyTimerMachine.provide({
    actors: {
      studyTicker: fromCallback<EventObject, { intervalMs: number }>(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'timer.tick' }), FLOW_MINUTE_MS);
        return () => clearInterval(id);
      }),
    },
    delays: { breakCountdown: 15_000 },
  }),
  input: { random: alternatingQuestions(), loggedIn: true, limitMinutes: 1, route: appRoute('home') },
  events,
};
