import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectPurchase, type PurchaseView } from '../../../machines/store/purchase.connect';
import { purchaseMachine } from '../../../machines/store/purchase.machine';
import type { StoreOrder, StoreProduct } from '../../../machines/store/purchase.types';
import { classRemaining, showsClassRemaining } from '../../../machines/rules/membership';
import { purchaseActors } from '../../api/actors/store/store';
import { useAppChild, useMember } from '../../app/AppActorContext';
import { appRandom } from '../../app/random';
import { useNavigateAction } from '../../app/useNavigateAction';
import { ContentStatus } from '../../components/ContentStatus';
import { LazyParentGate } from '../../components/LazyParentGate';
import type { GateRef } from '../../components/ParentGate';
import { inspectOption } from '../../dev/inspect';
import { PayModal } from './PayModal';
import { useProductLabels, useStoreFormat } from './labels';
import './store.css';
import { PageTitle } from '../../app/PageTitle';

export type PurchaseRef = ActorRefFrom<typeof purchaseMachine>;

/**
 * /store (SPEC §2): the member's points (coins), the current membership and what is left of it
 * (SPEC §4 class remaining time), the monthly, seasonal and yearly plans (method name,
 * struck-through original price, price, average per month, a buy button) and the point packs.
 *
 * The `purchase` machine owns the behaviour: it loads GET products, asks the parent gate before
 * the buy-and-pay modal (purchases only behind it), checks the order with the shared rule and
 * sends it; an order with something left to pay goes to the provider's page (the sandbox page
 * `/store/pay/{id}`); one the points paid in full reloads the member here.
 */
export default function StorePage() {
  const { t } = useLingui();
  const member = useMember();
  const auth = useAppChild('auth');
  const go = useNavigateAction();
  const balance = member?.points ?? 0;

  const purchase = useActorRef(
    purchaseMachine.provide({
      actors: purchaseActors,
      actions: {
        openPayment: (_, { order }) => openPayment(order, go),
        memberChanged: () => auth.send({ type: 'member.reload' }),
      },
    }),
    { input: { random: appRandom, balance }, ...inspectOption() },
  );

  // The member was reloaded (points spent or bought): the machine checks orders against it.
  useEffect(() => {
    purchase.send({ type: 'balance.sync', points: balance });
  }, [purchase, balance]);

  const view = useSelector(purchase, connectPurchase);
  const gate = useSelector(purchase, (snapshot) => snapshot.children.gate as GateRef | undefined);
  const plansRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className="page store-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Store`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Store</Trans>
      </h1>

      <div className="store-summary">
        <Balance points={balance} />
        <Membership onExtend={() => plansRef.current?.focus()} />
      </div>

      <ContentStatus
        view={{
          status: view.status === 'failed' ? 'failed' : view.status === 'loading' ? 'loading' : 'loaded',
          data: null,
          error: view.loadError,
          canRetry: view.status === 'failed',
        }}
        onRetry={() => purchase.send({ type: 'products.retry' })}
        loading={<Trans>Loading the store…</Trans>}
      />

      {view.status === 'ready' && !view.purchasesOpen && view.plans.length + view.pointPacks.length > 0 ? (
        <p className="card store-closed" role="status">
          <Trans>Purchases are not available yet. The plans and prices below are shown for information.</Trans>
        </p>
      ) : null}

      {view.status === 'ready' || view.status === 'redirecting' ? (
        <>
          <section className="store-section" aria-labelledby="store-plans-title">
            <h2 id="store-plans-title" ref={plansRef} tabIndex={-1}>
              <Trans>Membership plans</Trans>
            </h2>
            <ul className="store-cards">
              {view.plans.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} view={view} purchase={purchase} />
                </li>
              ))}
            </ul>
          </section>
          {view.pointPacks.length > 0 ? (
            <section className="store-section" aria-labelledby="store-packs-title">
              <h2 id="store-packs-title">
                <Trans>Point packs</Trans>
              </h2>
              <p className="store-note">
                <Trans>1 point = NT$1. Points can pay for a plan.</Trans>
              </p>
              <ul className="store-cards">
                {view.pointPacks.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} view={view} purchase={purchase} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}

      {view.status === 'redirecting' ? (
        <p className="page-status" role="status">
          <Trans>Taking you to the payment page…</Trans>
        </p>
      ) : null}

      <LazyParentGate owner={purchase} gate={gate} />
      {view.modal ? <PayModal modal={view.modal} purchase={purchase} /> : null}
    </section>
  );
}

/**
 * The order's payment page: the sandbox page is the app's own route (`/store/pay/{id}`, no
 * locale prefix in the contract), opened in the current language; a real provider's https page
 * is left for (the parent passed the gate before the order was made).
 */
function openPayment(order: StoreOrder, go: ReturnType<typeof useNavigateAction>) {
  const url = order.payment_url;
  if (!url) return;
  const sandbox = /^\/store\/pay\/(\d+)$/.exec(url);
  if (sandbox) go({ to: 'storePay', params: { id: sandbox[1]! } });
  else window.location.assign(url);
}

/** The member's points (coins). */
function Balance({ points }: { points: number }) {
  const format = useStoreFormat();
  const shown = format.number(points);
  return (
    <section className="card store-balance" aria-labelledby="store-balance-title">
      <h2 id="store-balance-title">
        <Trans>My points</Trans>
      </h2>
      <p className="store-balance-value">
        <span className="store-coin" aria-hidden="true">
          ●
        </span>
        <Trans>{shown} points</Trans>
      </p>
    </section>
  );
}

/**
 * The current plan and its end date; for a paying member what is left of it (SPEC §4: days and
 * hours from class_end_at, shown when at least 0 days are left) with a button to extend it.
 */
function Membership({ onExtend }: { onExtend: () => void }) {
  const member = useMember();
  const labels = useProductLabels();
  const format = useStoreFormat();
  // The time left as of opening the page (the page is short-lived; a payment reloads it).
  const [now] = useState(() => Date.now());
  const endAt = member?.class.class_end_at ?? null;
  const remaining = classRemaining(endAt, now);
  const active = member?.type && showsClassRemaining(remaining) && remaining !== -1 ? remaining : null;
  return (
    <section className="card store-membership" aria-labelledby="store-membership-title">
      <h2 id="store-membership-title">
        <Trans>My membership</Trans>
      </h2>
      {active && member?.type && endAt ? (
        <>
          <CurrentPlan plan={labels.planName(member.type)} until={format.date(endAt)} />
          <ClassRemaining days={active.days} hours={active.hours} />
          <button type="button" className="button" onClick={onExtend}>
            <Trans>Extend membership</Trans>
          </button>
        </>
      ) : (
        <p>
          <Trans>You have no paid membership yet. A plan opens every lesson.</Trans>
        </p>
      )}
    </section>
  );
}

function CurrentPlan({ plan, until }: { plan: string; until: string }) {
  return (
    <p>
      <Trans>
        {plan}, until {until}
      </Trans>
    </p>
  );
}

/** Days and hours left (SPEC §4 "Class remaining time"). */
export function ClassRemaining({ days, hours }: { days: number; hours: number }) {
  return (
    <p className="store-remaining">
      <Trans>
        {days} days and {hours} hours left
      </Trans>
    </p>
  );
}

/** A plan or point pack card: names, struck-through original price, price, average per month, buy. */
function ProductCard({ product, view, purchase }: { product: StoreProduct; view: PurchaseView; purchase: PurchaseRef }) {
  const { t } = useLingui();
  const labels = useProductLabels();
  const format = useStoreFormat();
  const name = labels.productName(product);
  const titleId = `store-product-${product.id}`;
  const discounted = product.original_price > product.price;
  const original = format.money(product.original_price);
  const price = format.money(product.price);
  const average = product.average_price !== null ? format.money(product.average_price) : null;
  return (
    <article className={`card store-card store-card--${product.plan ?? 'points'}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="store-card-title">
        {name}
      </h3>
      <p className="store-card-method">{labels.methodName(product)}</p>
      <p className="store-card-prices">
        {discounted ? (
          <s className="store-card-original">
            <span className="sr-only">{t`Original price`} </span>
            {original}
          </s>
        ) : null}
        <span className="store-card-price">
          <span className="sr-only">{t`Price`} </span>
          {price}
        </span>
      </p>
      {product.kind === 'membership' && average !== null ? (
        <p className="store-card-average">
          <Trans>About {average} a month</Trans>
        </p>
      ) : null}
      {product.purchasable ? (
        <button
          type="button"
          className="button button-primary store-card-buy"
          aria-haspopup="dialog"
          aria-label={t`Buy ${name}`}
          disabled={!view.canChoose}
          onClick={() => purchase.send({ type: 'product.choose', productId: product.id })}
        >
          <Trans>Buy</Trans>
        </button>
      ) : null}
    </article>
  );
}
