import { expect } from 'vitest';
import { createActor } from 'xstate';
import { connectAwardCheck } from '../../../machines/rewards/awardCheck.connect';
import { awardCheckMachine, type AwardCheckContext, type AwardCheckEvent, type EarnedAward } from '../../../machines/rewards/awardCheck.machine';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the get-sticker modal: one per transition, replayed on a real actor
 * with a fake GET check/children/award. At every step the modal (`connectAwardCheck`)
 * is checked against the path: open with the first sticker still to show, how many
 * wait after it, closed when the check found nothing or failed (quietly), and the
 * server asked once per check.
 */

const FIRST: EarnedAward = { id: 1, name: '第一課', english: 'First lesson', white_picture: '/a.svg' };
const MISSION: EarnedAward = { id: 8, name: '完成每日打卡', english: 'Daily check-in done', white_picture: '/b.svg' };

const events = [
  { type: 'sticker.close' } satisfies AwardCheckEvent,
  { type: 'award.check' } satisfies AwardCheckEvent,
  ...replyEvents(awardCheckMachine, {
    checkAwards: { outputs: [[], [FIRST], [FIRST, MISSION]], errors: [apiError('500', 'Server error')] },
  }),
];

export const model = defineModel({
  machine: awardCheckMachine,
  families: [
    {
      name: 'a child back on home',
      paths: {
        events,
        contextKey: (context: AwardCheckContext) => context.queue.map((award) => award.id),
      },
      start: (inspect) => {
        const check = fakeCall<EarnedAward[], unknown>();
        const machine = awardCheckMachine.provide({ actors: { checkAwards: check.logic } });
        const actor = createActor(machine, { inspect }).start();
        let queue: EarnedAward[] = [];
        let mode: 'checking' | 'showing' | 'idle' = 'checking';
        let checks = 1;
        return {
          actor,
          machine,
          fakes: { checkAwards: check },
          check: (snapshot, event) => {
            if (event.type === 'xstate.done.actor.checkAwards') {
              queue = (event as unknown as { output: EarnedAward[] }).output;
              mode = queue.length > 0 ? 'showing' : 'idle';
            }
            if (event.type === 'xstate.error.actor.checkAwards') mode = 'idle';
            if (event.type === 'sticker.close' && mode === 'showing') {
              queue = queue.slice(1);
              if (queue.length === 0) mode = 'idle';
            }
            if (event.type === 'award.check' && mode === 'idle') [mode, checks] = ['checking', checks + 1];
            expect(connectAwardCheck(snapshot as never), `the modal after ${event.type}`).toEqual({
              open: mode === 'showing',
              sticker: mode === 'showing' ? queue[0] : null,
              more: mode === 'showing' ? queue.length - 1 : 0,
            });
            expect(check.calls.length, 'the server is asked once per check').toBe(checks);
          },
        };
      },
    },
  ],
});
