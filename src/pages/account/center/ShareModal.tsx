import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Modal } from '../../../components/Modal';
import { ReferralCode } from './RecordModals';
import type { CenterRef } from './refs';

/** The message a parent sends a friend with the referral code (also what the share sheet gets). */
export function useReferralMessage(): (code: string) => string {
  const { t } = useLingui();
  return (code) =>
    t`Join me on Hanzi House, where children learn Chinese characters. Sign up with my referral code ${code} and you get 50 points.`;
}

/** Whether this browser has a share sheet (Web Share): the parent picks where the message goes. */
const canShareSheet = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * SPEC §2 share modal (icons): the referral code by the device's own share sheet, by e-mail or
 * copied. No third-party buttons: nothing is sent anywhere the parent does not choose (children's
 * privacy), and the whole account center is behind the parent gate.
 */
export function ShareModal({ center }: { center: CenterRef }) {
  const { t } = useLingui();
  const open = useSelector(center, (snapshot) => snapshot.matches({ dialog: 'share' }));
  const code = useSelector(center, (snapshot) => snapshot.context.code);
  const message = useReferralMessage()(code);
  const mail = `mailto:?subject=${encodeURIComponent(t`Hanzi House referral code`)}&body=${encodeURIComponent(message)}`;
  return (
    <Modal open={open} title={t`Share your referral code`} onClose={() => center.send({ type: 'dialog.close' })}>
      <p className="share-message">{message}</p>
      <ul className="share-icons">
        {canShareSheet ? (
          <li>
            <button type="button" className="button share-icon" onClick={() => center.send({ type: 'code.share' })}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M12 3l4 4h-3v8h-2V7H8l4-4zM5 12h2v7h10v-7h2v9H5v-9z" fill="currentColor" />
              </svg>
              <Trans>Share…</Trans>
            </button>
          </li>
        ) : null}
        <li>
          <a className="button share-icon" href={mail}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 5h18v14H3V5zm2 2v.5l7 4.5 7-4.5V7H5zm14 2.9l-7 4.5-7-4.5V17h14V9.9z" fill="currentColor" />
            </svg>
            <Trans>E-mail</Trans>
          </a>
        </li>
      </ul>
      <ReferralCode center={center} />
    </Modal>
  );
}
