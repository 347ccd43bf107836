import { useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { GATE_INCORRECT, type calculationGateMachine } from '../../machines/shell/calculationGate.machine';
import type { GateQuestion } from '../../machines/shell/calculationGate.types';
import { Modal } from './Modal';

/** A running calculation gate: the `gate` child of the route guard or of the study timer. */
export type GateRef = ActorRefFrom<typeof calculationGateMachine>;

const GATE_MESSAGES: Record<typeof GATE_INCORRECT, MessageDescriptor> = {
  [GATE_INCORRECT]: msg`Incorrect! Please try again!`,
};

/** The expression as it reads on screen, with a real minus sign. */
function expressionOf(q: GateQuestion): string {
  return `${q.first} × ${q.second} ${q.sign === '+' ? '+' : '−'} ${q.third}`;
}

export interface GateDialogProps {
  gate: GateRef;
  open: boolean;
  /** The typed answer, as typed. */
  onAnswer: (answer: string) => void;
  /** Close button and Escape; the backdrop does not close it. */
  onClose: () => void;
}

/**
 * The parent gate's modal for a running gate actor: the question, a labelled
 * number input, submit, and the error in role="alert". It only renders the
 * gate's snapshot and hands the typed answer on; each new question gets a
 * fresh, empty input.
 */
export function GateDialog({ gate, open, onAnswer, onClose }: GateDialogProps) {
  const { t } = useLingui();
  const round = useSelector(gate, (s) => s.context.round);
  return (
    <Modal open={open} title={t`Grown-ups only`} onClose={onClose} className="gate-modal">
      <GateForm key={round} gate={gate} onAnswer={onAnswer} />
    </Modal>
  );
}

function GateForm({ gate, onAnswer }: Pick<GateDialogProps, 'gate' | 'onAnswer'>) {
  const { t, i18n } = useLingui();
  const question = useSelector(gate, (s) => s.context.question);
  const error = useSelector(gate, (s) => s.context.error);
  const [answer, setAnswer] = useState('');
  const inputId = useId();
  const questionId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A wrong answer keeps the question and empties the input for the next try.
    setAnswer('');
    onAnswer(answer);
  };

  return (
    <form method="post" className="gate-form" onSubmit={submit}>
      <p>{t`Please ask a grown-up to answer this question.`}</p>
      <p className="gate-question" id={questionId}>
        {expressionOf(question)} = ?
      </p>
      <label htmlFor={inputId}>{t`Answer`}</label>
      <input
        id={inputId}
        type="number"
        step={1}
        autoComplete="off"
        required
        data-autofocus
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        aria-describedby={error ? `${questionId} ${errorId}` : questionId}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p className="gate-error" id={errorId} role="alert">
          {i18n._(GATE_MESSAGES[error])}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="submit" className="button button-primary">
          {t`Submit`}
        </button>
      </div>
    </form>
  );
}

/** A machine that runs the parent gate as its child `gate` and takes the gate's two events. */
export interface GateOwner {
  send: (event: { type: 'gate.answer'; answer: string } | { type: 'gate.close' }) => void;
}

/**
 * The parent gate (SPEC §5, "calculation modal") wherever it guards: the
 * owner machine (the route guard before the set-up pages, the study timer
 * before an early end of the break) runs the calculation gate as its child
 * `gate` while it asks; this renders that child and hands the answer and the
 * close to the owner. Nothing shows while the owner runs no gate.
 */
export function ParentGate({ owner, gate }: { owner: GateOwner; gate: GateRef | undefined }) {
  if (!gate) return null;
  return (
    <GateDialog
      gate={gate}
      open
      onAnswer={(answer) => owner.send({ type: 'gate.answer', answer })}
      onClose={() => owner.send({ type: 'gate.close' })}
    />
  );
}
