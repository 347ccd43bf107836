import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { connectAwardCheck } from '../../../machines/awardCheck.connect';
import { awardCheckMachine } from '../../../machines/awardCheck.machine';
import { awardName } from '../../../machines/rules/awards';
import { checkAwards } from '../../api/actors/rewards';
import { Modal } from '../../components/Modal';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocale } from '../../i18n/react';
import './rewards.css';

const stickerCheckMachine = awardCheckMachine.provide({ actors: { checkAwards } });

/**
 * The get-sticker modal (SPEC §2): on a screen the child comes back to after learning
 * (/home, /task), the awardCheck machine asks GET check/children/award once and shows
 * each newly earned sticker in turn. Focus moves into the modal (its button) and back
 * when it closes. Nothing shows when there is nothing new or the check failed. While
 * `waiting` (another modal of the screen is open) the sticker waits for it to close.
 */
export function GetSticker({ waiting = false }: { waiting?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const check = useActorRef(stickerCheckMachine, inspectOption());
  const view = useSelector(check, connectAwardCheck);
  const sticker = view.sticker;
  const close = () => check.send({ type: 'sticker.close' });
  return (
    <Modal open={view.open && !waiting} title={t`You got a new sticker!`} onClose={close} className="get-sticker">
      {sticker ? (
        <div className="get-sticker-body">
          <img className="get-sticker-picture" src={sticker.white_picture} alt="" width={120} height={120} />
          <p className="get-sticker-name">{awardName(sticker, locale)}</p>
          <div className="get-sticker-actions">
            <button type="button" className="button button-primary" data-autofocus onClick={close}>
              {view.more > 0 ? <Trans>Next sticker</Trans> : <Trans>Great!</Trans>}
            </button>
            <LocalizedLink to="/personal/collection" className="button" onClick={close}>
              <Trans>See my stickers</Trans>
            </LocalizedLink>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
