import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { connectSandboxPay } from '../../../machines/store/sandboxPay.connect';
import { sandboxPayMachine } from '../../../machines/store/sandboxPay.machine';
import type { StoreOrder } from '../../../machines/store/purchase.types';
import { sandboxPayActors } from '../../api/actors/store/store';
import { serverMessage } from '../../api/messages';
import { useAppChild, useMember } from '../../app/AppActorContext';
import { PayMethodBadge } from '../../components/PayMethodBadge';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import { useProductLabels, useStoreFormat } from './labels';
import './store.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /store/pay/:id: the embedded sandbox payment provider's page. It says plainly that this is a
 * test payment and that no money moves, shows the order (what, amount, points used, method) and
 * confirms or declines it on the parent's click (POST payments/sandbox/{id}); then it shows the
 * result (paid: the membership's new end date; declined: nothing changed) and the member is
 * reloaded so the header, the points and the lessons follow. The `sandboxPay` machine drives it.
 */
export default function SandboxPayPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const orderId = Number(id);
  const auth = useAppChild('auth');
  const pay = useActorRef(
    sandboxPayMachine.provide({
      actors: sandboxPayActors,
      actions: { memberChanged: () => auth.send({ type: 'member.reload' }) },
    }),
    { input: { orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : 0 }, ...inspectOption() },
  );
  const view = useSelector(pay, connectSandboxPay);
  const { i18n } = useLinguiInstance();
  const resultRef = useRef<HTMLDivElement>(null);
  const decided = view.status === 'paid' || view.status === 'declined';

  // The result replaces the buttons: focus goes to it so it is read out.
  useEffect(() => {
    if (decided) resultRef.current?.focus();
  }, [decided]);

  return (
    <section className="page sandbox-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Test payment (sandbox)`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Test payment (sandbox)</Trans>
      </h1>
      <p className="sandbox-notice">
        <Trans>
          This is a test payment (sandbox). No money moves: nothing is charged to any card or account. Confirm or
          decline to see what happens.
        </Trans>
      </p>

      {view.status === 'loading' ? (
        <p className="page-status" role="status">
          <Trans>Loading the order…</Trans>
        </p>
      ) : null}

      {view.status === 'loadFailed' ? (
        <div className="card">
          <p role="alert">{serverMessage(i18n, view.error ?? 'Error')}</p>
          <button type="button" className="button" onClick={() => pay.send({ type: 'order.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}

      {view.order ? <OrderSummary order={view.order} /> : null}

      {view.status === 'ready' || view.status === 'deciding' || view.status === 'failed' ? (
        <div className="card">
          {view.error ? <p role="alert">{serverMessage(i18n, view.error)}</p> : null}
          <div className="sandbox-actions" aria-busy={view.status === 'deciding'}>
            <button
              type="button"
              className="button button-primary"
              disabled={!view.canDecide}
              onClick={() => pay.send({ type: 'payment.confirm' })}
            >
              {view.deciding === 'confirm' ? t`Confirming…` : t`Confirm payment`}
            </button>
            <button type="button" className="button" disabled={!view.canDecide} onClick={() => pay.send({ type: 'payment.decline' })}>
              {view.deciding === 'decline' ? t`Declining…` : t`Decline payment`}
            </button>
          </div>
        </div>
      ) : null}

      {decided ? (
        <div className="card" ref={resultRef} tabIndex={-1} role="status">
          {view.status === 'paid' && view.order ? <PaidResult order={view.order} /> : <DeclinedResult />}
        </div>
      ) : null}

      <p>
        <LocalizedLink to="/store" className="button">
          <Trans>Back to the store</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}

/** The order: what, amount, points used, method. */
function OrderSummary({ order }: { order: StoreOrder }) {
  const labels = useProductLabels();
  const format = useStoreFormat();
  return (
    <section className="card" aria-labelledby="sandbox-order-title">
      <h2 id="sandbox-order-title">
        <Trans>Your order</Trans>
      </h2>
      <dl className="sandbox-order">
        <dt>
          <Trans>Item</Trans>
        </dt>
        <dd>{labels.productName(order)}</dd>
        <dt>
          <Trans>Amount to pay</Trans>
        </dt>
        <dd>{format.money(order.amount)}</dd>
        <dt>
          <Trans>Points used</Trans>
        </dt>
        <dd>{format.number(order.used_points)}</dd>
        <dt>
          <Trans>Payment method</Trans>
        </dt>
        <dd>
          <PayMethodBadge method={order.pay_method} />
        </dd>
      </dl>
    </section>
  );
}

/** Paid: the membership's new end date (from the reloaded member), or the points added. */
function PaidResult({ order }: { order: StoreOrder }) {
  const member = useMember();
  const format = useStoreFormat();
  const endAt = member?.class.class_end_at;
  const points = format.number(order.pack_points);
  const until = endAt ? format.date(endAt) : '';
  return (
    <>
      <p className="sandbox-result">
        <strong>
          <Trans>Payment confirmed. Thank you!</Trans>
        </strong>
      </p>
      {order.kind === 'membership' ? (
        endAt ? (
          <p className="sandbox-result">
            <Trans>Your membership now runs until {until}.</Trans>
          </p>
        ) : null
      ) : (
        <p className="sandbox-result">
          <Trans>{points} points were added to your account.</Trans>
        </p>
      )}
    </>
  );
}

function DeclinedResult() {
  return (
    <>
      <p className="sandbox-result">
        <strong>
          <Trans>Payment declined.</Trans>
        </strong>
      </p>
      <p className="sandbox-result">
        <Trans>Nothing was charged, and your points and membership are unchanged.</Trans>
      </p>
    </>
  );
}
