import { lazy, Suspense } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectAwardCheck } from '../../../machines/rewards/awardCheck.connect';
import { awardCheckMachine } from '../../../machines/rewards/awardCheck.machine';
import { checkAwards } from '../../api/actors/rewards/rewards';
import { inspectOption } from '../../dev/inspect';

const stickerCheckMachine = awardCheckMachine.provide({ actors: { checkAwards } });
const StickerModal = lazy(() => import('./StickerModal'));

/**
 * The get-sticker modal (SPEC §2): on a screen the child comes back to after learning
 * (/home, /task), the awardCheck machine asks GET check/children/award once and shows
 * each newly earned sticker in turn (StickerModal, loaded only then). Focus moves into
 * the modal (its button) and back when it closes. Nothing shows when there is nothing
 * new or the check failed. While `waiting` (another modal of the screen is open) the
 * sticker waits for it to close.
 */
export function GetSticker({ waiting = false }: { waiting?: boolean }) {
  const check = useActorRef(stickerCheckMachine, inspectOption());
  const view = useSelector(check, connectAwardCheck);
  if (!view.open || waiting) return null;
  return (
    <Suspense fallback={null}>
      <StickerModal view={view} onClose={() => check.send({ type: 'sticker.close' })} />
    </Suspense>
  );
}
