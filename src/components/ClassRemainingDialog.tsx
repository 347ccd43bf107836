import { Trans, useLingui } from '@lingui/react/macro';
import { useAppActor, useAppSelector } from '../app/AppActorContext';
import { Modal } from './Modal';
import { useNavigateAction } from '../app/useNavigateAction';

/**
 * The membership reminder (SPEC §4 class remaining time; issue 28 §4): how many days and hours of
 * the paid membership are left (from `class.class_end_at`). It is the parent's: the root actor
 * decides (region `classReminder`: in the parent's area, behind the parent gate, within the last
 * week of the membership, once per end date and member: rules/membership.ts `showsClassReminder`)
 * and keeps the days and hours (`classTime`); this renders them and sends `class.dismiss`. The
 * set-up layout shows it, never a child's screen.
 */
export function ClassRemainingDialog() {
  const { t } = useLingui();
  const app = useAppActor();
  const open = useAppSelector((snapshot) => snapshot.matches({ classReminder: 'shown' }));
  const days = useAppSelector((snapshot) => snapshot.context.classTime.days);
  const hours = useAppSelector((snapshot) => snapshot.context.classTime.hours);
  const go = useNavigateAction();
  const dismiss = () => app.send({ type: 'class.dismiss' });
  const extend = () => {
    dismiss();
    go({ to: 'store' });
  };
  if (!open || days < 0) return null;
  return (
    <Modal open title={t`Your membership`} onClose={dismiss} className="class-remaining-dialog">
      <p>
        <Trans>
          Your paid membership has {days} days and {hours} hours left.
        </Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button" data-autofocus onClick={dismiss}>
          <Trans>OK</Trans>
        </button>
        <button type="button" className="button button-primary" onClick={extend}>
          <Trans>Extend membership</Trans>
        </button>
      </div>
    </Modal>
  );
}
