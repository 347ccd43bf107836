import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { connectBreak } from '../../machines/shell/studyTimer.connect';
import { BREAK_MESSAGE } from '../../machines/shell/studyTimer.machine';
import { useStudyTimer, type StudyTimerRef } from '../app/AppActorContext';
import { ParentGate, type GateRef } from './ParentGate';
import { Modal } from './Modal';

const BREAK_MESSAGES: Record<typeof BREAK_MESSAGE, MessageDescriptor> = {
  [BREAK_MESSAGE]: msg`You have been learning for quite a while, why not take a 5 minutes break!`,
};

/** 300 → "5:00", 65 → "1:05". */
function minutesAndSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The time-limit modal (SPEC §4): shown while the study timer is on a break.
 * Continue is enabled once the machine allows it (after the 5-minute
 * countdown); closing earlier opens the parent gate, which the study timer
 * runs as its child `gate` and which replaces this modal until it is passed
 * or closed. Mounted once at the app root; reads the root actor's `studyTimer`
 * (nothing before a member signed in and the timer started).
 */
export function BreakModal() {
  const study = useStudyTimer();
  return study ? <BreakOf study={study} /> : null;
}

function BreakOf({ study }: { study: StudyTimerRef }) {
  const { t, i18n } = useLingui();
  const view = useSelector(study, connectBreak, shallowEqual);
  const gate = useSelector(study, (s) => s.children.gate as GateRef | undefined);
  const shown = view.modalOpen || view.gateOpen;
  const { canClose, canContinue } = view;
  const time = minutesAndSeconds(view.secondsLeft ?? 0);
  const close = () => study.send({ type: 'break.close' });
  const resume = () => study.send({ type: 'break.continue' });

  return (
    <>
      <Modal
        open={view.modalOpen}
        title={t`Time for a break`}
        onClose={canClose ? close : undefined}
        showCloseButton={false}
        className="break-modal"
      >
        <p className="break-message">{i18n._(BREAK_MESSAGES[BREAK_MESSAGE])}</p>
        {view.secondsLeft === null ? null : (
          <p className="break-countdown" role="timer">
            {t`You can continue in ${time}`}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" disabled={!canClose} onClick={close}>
            {t`Close`}
          </button>
          <button type="button" className="button button-primary" disabled={!canContinue} onClick={resume}>
            {t`Continue`}
          </button>
        </div>
      </Modal>
      {shown ? <ParentGate owner={study} gate={gate} /> : null}
    </>
  );
}
