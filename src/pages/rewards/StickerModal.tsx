import { Trans, useLingui } from '@lingui/react/macro';
import type { AwardCheckView } from '../../../machines/rewards/awardCheck.connect';
import { awardName } from '../../../machines/rules/awards';
import { Modal } from '../../components/Modal';
import { LocalizedLink, useLocale } from '../../i18n/react';
import './rewards.css';

/** The get-sticker modal itself (a lazy chunk: home loads it only when a sticker is earned). */
export default function StickerModal({ view, onClose }: { view: AwardCheckView; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const sticker = view.sticker;
  return (
    <Modal open={sticker !== null} title={t`You got a new sticker!`} onClose={onClose} className="get-sticker">
      {sticker ? (
        <div className="get-sticker-body">
          <img className="get-sticker-picture" src={sticker.white_picture} alt="" width={120} height={120} />
          <p className="get-sticker-name">{awardName(sticker, locale)}</p>
          <div className="get-sticker-actions">
            <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
              {view.more > 0 ? <Trans>Next sticker</Trans> : <Trans>Great!</Trans>}
            </button>
            <LocalizedLink to="/personal/collection" className="button" onClick={onClose}>
              <Trans>See my stickers</Trans>
            </LocalizedLink>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
