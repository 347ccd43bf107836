import { awardCheckMachine, type AwardCheckEvent, type EarnedAward } from '../../../../machines/rewards/awardCheck.machine';
import { fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The get-sticker modal's machine alone: the first check finds two new stickers,
 * shown one after the other; a later check ("check again") finds none.
 */

let checks = 0;

const events: FlowEvents<AwardCheckEvent> = [
  { label: 'Close the sticker', event: { type: 'sticker.close' } },
  { label: 'Check again', event: { type: 'award.check' } },
];

export const flow: FlowDefinition = {
  id: 'awardCheck',
  title: 'Get sticker (award check)',
  description:
    'Calls GET check/children/award (fake). The first answer holds two awards: the modal shows each sticker in ' +
    'turn. Checking again finds nothing new (each award is reported once).',
  machine: awardCheckMachine.provide({
    actors: {
      checkAwards: fakeCall<EarnedAward[], unknown>(() => {
        checks += 1;
        return checks === 1
          ? [
              { id: 1, name: '第一課', english: 'First lesson', white_picture: '' },
              { id: 8, name: '完成每日打卡', english: 'Daily check-in done', white_picture: '' },
            ]
          : [];
      }),
    },
  }),
  events,
};
