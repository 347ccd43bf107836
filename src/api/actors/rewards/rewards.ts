import { fromPromise } from 'xstate';
import type { EarnedAward } from '../../../../machines/rewards/awardCheck.machine';
import type { LoadMissionInput, MissionLoad } from '../../../../machines/rewards/dailyTask.machine';
import type { components } from '../../schema';
import { api, unwrap } from '../../client';

/**
 * The rewards calls (SPEC §7) as actors of the rewards machines: the daily task
 * (dailyTask), the get-sticker modal (awardCheck) and the achievements and
 * collection screens (contentLoad). Child-Id (the current child) and Local-Date
 * (the member's day) are added by the client's middleware; the contract's types
 * ask for Child-Id here, hence the casts.
 */

export type Award = components['schemas']['Award'];
export type StickerCollectionItem = components['schemas']['StickerCollectionItem'];

const CHILD = {} as { 'Child-Id': number };
/** Daily missions are asked for with Locale-Type 1 (SPEC §7). */
const MISSIONS = { 'Locale-Type': 1 } as { 'Child-Id': number; 'Locale-Type': 1 };

/** GET member/awards → `Award[]`: every award, got or not got, with the child's progress. */
export const loadAwards = fromPromise<unknown, unknown>(({ signal }): Promise<Award[]> => unwrap(api.GET('/member/awards', { signal, params: { header: CHILD } })));

/** GET member/stickerCollection → `StickerCollectionItem[]`. */
export const loadStickers = fromPromise<unknown, unknown>(
  ({ signal }): Promise<StickerCollectionItem[]> => unwrap(api.GET('/member/stickerCollection', { signal, params: { header: CHILD } })),
);

/**
 * The daily task's load: GET check/children/mission first (a completion is reported
 * once), then GET dailyMissions and the missions stickers (GET member/awards).
 */
export const loadMission = fromPromise<MissionLoad, LoadMissionInput>(async ({ signal }) => {
  const check = await unwrap(api.GET('/check/children/mission', { signal, params: { header: CHILD } }));
  const [mission, awards] = await Promise.all([
    unwrap(api.GET('/dailyMissions', { signal, params: { header: MISSIONS } })),
    unwrap(api.GET('/member/awards', { signal, params: { header: CHILD } })),
  ]);
  return {
    mission,
    completed: check.is_completed === 1,
    stickers: awards
      .filter((award) => award.kind === 'missions')
      .map(({ id, name, english, white_picture, black_picture, has_sticker, target }) => ({
        id,
        name,
        english,
        white_picture,
        black_picture,
        has_sticker,
        target,
      })),
  };
});

/** GET check/children/award → the awards earned and not yet shown (each once). */
export const checkAwards = fromPromise<EarnedAward[]>(async ({ signal }) => {
  const { awards } = await unwrap(api.GET('/check/children/award', { signal, params: { header: CHILD } }));
  return awards.map(({ id, name, english, white_picture }) => ({ id, name, english, white_picture }));
});
