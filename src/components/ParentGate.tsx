import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { calculationGateMachine, GATE_INCORRECT, type GateQuestion } from '../../machines/calculationGate.machine';
import { appRandom } from '../app/study/random';
import { inspectOption } from '../dev/inspect';
import { Modal } from './Modal';

/** A running calculation gate: one a component owns, or the `gate` child of the study timer. */
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
    <form className="gate-form" onSubmit={submit}>
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

export interface ParentGateProps {
  open: boolean;
  /** The right answer was given; the gate closes itself and asks a new question next time. */
  onPass: () => void;
  /** Close button or Escape. The parent then sets `open` to false. */
  onClose: () => void;
}

/**
 * The parent gate (SPEC §5, "calculation modal") as a controlled modal: the
 * set-up area opens behind it. It owns a calculation gate machine, tells it
 * when it opens and closes (so a question made after a close comes 1 second
 * later, as the machine decides) and calls `onPass` when it passes.
 */
export function ParentGate({ open, onPass, onClose }: ParentGateProps) {
  // A passed gate is done; the next opening gets a fresh gate.
  const [passes, setPasses] = useState(0);
  const pass = useCallback(() => {
    setPasses((n) => n + 1);
    onPass();
  }, [onPass]);
  return <OwnGate key={passes} open={open} onPass={pass} onClose={onClose} />;
}

function OwnGate({ open, onPass, onClose }: ParentGateProps) {
  // The first `open` decides how the gate starts; later changes are sent to it.
  const gate = useActorRef(calculationGateMachine, { input: { random: appRandom, closed: !open }, ...inspectOption() });

  useEffect(() => {
    gate.send({ type: open ? 'gate.open' : 'gate.close' });
  }, [gate, open]);

  const answer = (typed: string) => {
    gate.send({ type: 'gate.answer', answer: typed });
    if (gate.getSnapshot().status === 'done') onPass();
  };
  const close = () => {
    gate.send({ type: 'gate.close' });
    onClose();
  };
  return <GateDialog gate={gate} open={open} onAnswer={answer} onClose={close} />;
}
