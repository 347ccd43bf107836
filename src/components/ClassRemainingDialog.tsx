import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from './Modal';
import { useNavigateAction } from '../app/useNavigateAction';

/**
 * The membership reminder (SPEC §4 class remaining time; issue 28 §4): how many days and hours of
 * the paid membership are left (from `class.class_end_at`). It is the parent's: the parent's area
 * (the set-up layout, never a child's screen) shows it when its reminder says so
 * (machines/account/classReminder.machine.ts: within the last week of the membership, once per
 * end date and member, with the days and hours left as it opened); this renders them, and
 * `onDismiss` is OK and the way to the store.
 */
export function ClassRemainingDialog({ days, hours, onDismiss }: { days: number; hours: number; onDismiss: () => void }) {
  const { t } = useLingui();
  const go = useNavigateAction();
  const extend = () => {
    onDismiss();
    go({ to: 'store' });
  };
  if (days < 0) return null;
  return (
    <Modal open title={t`Your membership`} onClose={onDismiss} className="class-remaining-dialog">
      <p>
        <Trans>
          Your paid membership has {days} days and {hours} hours left.
        </Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button" data-autofocus onClick={onDismiss}>
          <Trans>OK</Trans>
        </button>
        <button type="button" className="button button-primary" onClick={extend}>
          <Trans>Extend membership</Trans>
        </button>
      </div>
    </Modal>
  );
}
