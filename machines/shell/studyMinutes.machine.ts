import { assign, setup } from 'xstate';
import { routeFacts, type AppRoute } from '../routes';
import { countsAsStudy, STUDY_MINUTE_MS } from '../rules/studyMinutes';

/**
 * The minutes of learning the parent's week shows (issue 30 §3): a clock that, every minute
 * (`studyMinute`, STUDY_MINUTE_MS), reports a minute (`reportMinute`, provided by the app: POST
 * study/minute for the current child) when the minute counts (machines/rules/studyMinutes.ts
 * `countsAsStudy`: a learning screen, not the parent's area, the page seen). The app runs it once
 * a member is signed in (src/app/StudyMinutes.tsx) and tells it where the visitor is
 * (`route.changed`) and whether the page is seen (`page.visibility`); the server takes one minute a
 * minute per child, whatever the tabs.
 *
 * - `counting`: the minute runs; at its end, `reportMinute` if it counts, then the next minute.
 */
export interface StudyMinutesContext {
  route: AppRoute | null;
  visible: boolean;
}

export type StudyMinutesEvent = { type: 'route.changed'; route: AppRoute } | { type: 'page.visibility'; visible: boolean };

export const studyMinutesMachine = setup({
  types: {
    context: {} as StudyMinutesContext,
    events: {} as StudyMinutesEvent,
  },
  actions: {
    /** POST study/minute. Provided by the app. */
    reportMinute: () => {},
    setRoute: assign((_, params: { route: AppRoute }) => ({ route: params.route })),
    setVisible: assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
  },
  delays: {
    studyMinute: STUDY_MINUTE_MS,
  },
  guards: {
    minuteCounts: ({ context }) => context.route !== null && countsAsStudy(routeFacts(context.route.name), context.visible),
  },
}).createMachine({
  id: 'studyMinutes',
  context: { route: null, visible: true },
  on: {
    'route.changed': { actions: { type: 'setRoute', params: ({ event }) => ({ route: event.route }) } },
    'page.visibility': { actions: { type: 'setVisible', params: ({ event }) => ({ visible: event.visible }) } },
  },
  initial: 'counting',
  states: {
    counting: {
      after: {
        studyMinute: [
          { guard: 'minuteCounts', target: 'counting', reenter: true, actions: 'reportMinute' },
          { target: 'counting', reenter: true },
        ],
      },
    },
  },
});
