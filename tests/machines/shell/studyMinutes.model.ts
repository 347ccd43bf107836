import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { studyMinutesMachine, type StudyMinutesContext, type StudyMinutesEvent } from '../../../machines/shell/studyMinutes.machine';
import { appRoute } from '../../../machines/routes';
import { defineModel } from '../models';

/**
 * Model paths of the minutes of learning (issue 30 §3), replayed on a real actor with a fake
 * clock (the minute passes for real): on home, in the parent's area and on the login page, the
 * page seen or hidden. After each step the reports made are checked against the path: one at
 * the end of each minute spent on a learning screen, outside the parent's area, with the page
 * seen; none otherwise.
 */

const events: StudyMinutesEvent[] = [
  { type: 'route.changed', route: appRoute('home') },
  { type: 'route.changed', route: appRoute('setUpWeek') },
  { type: 'route.changed', route: appRoute('login') },
  { type: 'page.visibility', visible: false },
  { type: 'page.visibility', visible: true },
];

/** The reports the path so far says were made. */
function expectedReports() {
  let where: string | null = null;
  let visible = true;
  let reports = 0;
  return (event: EventObject) => {
    if (event.type === 'route.changed') where = (event as Extract<StudyMinutesEvent, { type: 'route.changed' }>).route.name;
    if (event.type === 'page.visibility') visible = (event as Extract<StudyMinutesEvent, { type: 'page.visibility' }>).visible;
    if (event.type.startsWith('xstate.after.studyMinute') && where === 'home' && visible) reports += 1;
    return reports;
  };
}

export const model = defineModel({
  machine: studyMinutesMachine,
  families: [
    {
      name: 'a member signed in',
      paths: {
        events,
        contextKey: (context: StudyMinutesContext) => [context.route?.name ?? null, context.visible],
        dropPrefixes: true,
      },
      start: (inspect) => {
        let reports = 0;
        const machine = studyMinutesMachine.provide({ actions: { reportMinute: () => void (reports += 1) } });
        const expected = expectedReports();
        return {
          actor: createActor(machine, { inspect }).start(),
          machine,
          fakes: {},
          check: (_snapshot, event) => {
            expect(reports, `reports after ${event.type}`).toBe(expected(event));
          },
        };
      },
    },
  ],
});
