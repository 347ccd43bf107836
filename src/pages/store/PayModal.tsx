import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import type { ActorRefFrom } from 'xstate';
import type { PayModalView } from '../../../machines/store/purchase.connect';
import type { purchaseMachine } from '../../../machines/store/purchase.machine';
import { PAY_METHODS, type PayMethod } from '../../../machines/rules/store';
import { serverMessage } from '../../api/messages';
import { Modal } from '../../components/Modal';
import { PayMethodBadge } from '../../components/PayMethodBadge';
import { FormAlert } from '../../components/form/FormAlert';
import { useProductLabels, useStoreFormat } from './labels';

type PurchaseRef = ActorRefFrom<typeof purchaseMachine>;

/**
 * The buy-and-pay modal (SPEC §2 "buy and pay (method, point, amount)"): the payment method
 * (international credit card; Alipay or WeChat Pay), the points to use (0 to min(balance,
 * price)) and the amount left to pay, live (1 point = NT$1). It renders the purchase machine's
 * modal view and sends its events; the checks ('Please select payment method', 'You currently
 * only have {point} points') are the machine's, shown on their fields.
 */
export function PayModal({ modal, purchase }: { modal: PayModalView; purchase: PurchaseRef }) {
  const { t } = useLingui();
  const labels = useProductLabels();
  const name = labels.productName(modal.product);
  const close = modal.canClose ? () => purchase.send({ type: 'modal.close' }) : undefined;
  return (
    <Modal open title={t`Buy ${name}`} onClose={close} className="pay-modal">
      {modal.paid ? <Paid close={() => purchase.send({ type: 'modal.close' })} /> : <PayForm modal={modal} purchase={purchase} />}
    </Modal>
  );
}

/** The points paid it all: nothing more to pay. */
function Paid({ close }: { close: () => void }) {
  return (
    <div className="pay-done">
      <p role="status">
        <Trans>Thank you! Your points paid for it all, and it is yours now.</Trans>
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={close}>
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  );
}

function PayForm({ modal, purchase }: { modal: PayModalView; purchase: PurchaseRef }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const format = useStoreFormat();
  const id = useId();
  // The typed text only; the machine keeps the points (a whole number from 0 to the price).
  const [pointsText, setPointsText] = useState(String(modal.points));
  const methodError = modal.fieldErrors.pay_method?.[0];
  const pointsError = modal.fieldErrors.points?.[0];
  const price = format.money(modal.product.price);
  const amount = format.money(modal.amount);
  const max = modal.maxPoints;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    purchase.send({ type: 'order.send' });
  };

  return (
    <form method="post" className="pay-form" onSubmit={submit} noValidate aria-busy={modal.sending}>
      <p className="pay-price">
        <Trans>Price: {price}</Trans>
      </p>

      <fieldset className="field radio-group pay-methods" aria-describedby={methodError ? `${id}-method-error` : undefined}>
        <legend className="field-label">
          <Trans>Payment method</Trans>
        </legend>
        <div className="pay-method-options">
          {PAY_METHODS.map((method: PayMethod, index) => (
            <label key={method} className="pay-method-option">
              <input
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={modal.payMethod === method}
                data-autofocus={index === 0 ? true : undefined}
                aria-invalid={methodError ? true : undefined}
                disabled={modal.sending}
                onChange={() => purchase.send({ type: 'method.choose', method })}
              />
              <PayMethodBadge method={method} />
            </label>
          ))}
        </div>
        {methodError ? (
          <p id={`${id}-method-error`} className="field-error" role="alert">
            {serverMessage(i18n, methodError)}
          </p>
        ) : null}
      </fieldset>

      <div className={`field${pointsError ? ' field--invalid' : ''}`}>
        <label className="field-label" htmlFor={`${id}-points`}>
          <Trans>Points to use</Trans>
        </label>
        <input
          id={`${id}-points`}
          className="field-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={pointsText}
          disabled={modal.sending}
          aria-invalid={pointsError ? true : undefined}
          aria-describedby={`${id}-points-hint${pointsError ? ` ${id}-points-error` : ''}`}
          onChange={(event) => {
            setPointsText(event.target.value);
            const points = event.target.value === '' ? 0 : Number(event.target.value);
            purchase.send({ type: 'points.set', points: Number.isFinite(points) ? points : 0 });
          }}
          onBlur={() => setPointsText(String(modal.points))}
        />
        <p id={`${id}-points-hint`} className="field-hint">
          <Trans>You can use up to {max} points (1 point = NT$1).</Trans>
        </p>
        {pointsError ? (
          <p id={`${id}-points-error`} className="field-error" role="alert">
            {serverMessage(i18n, pointsError)}
          </p>
        ) : null}
      </div>

      <p className="pay-amount" aria-live="polite">
        <Trans>
          Amount to pay: <strong>{amount}</strong>
        </Trans>
      </p>

      <FormAlert>{modal.formError ? serverMessage(i18n, modal.formError) : null}</FormAlert>

      <div className="modal-actions">
        <button type="button" className="button" disabled={!modal.canClose} onClick={() => purchase.send({ type: 'modal.close' })}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button-primary" disabled={!modal.canSend}>
          {modal.sending ? t`Sending the order…` : modal.amount === 0 ? t`Pay with points` : t`Go to payment`}
        </button>
      </div>
    </form>
  );
}
