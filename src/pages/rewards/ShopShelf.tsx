import { useEffect, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, PromiseActorLogic } from 'xstate';
import { connectShop, type ShopView } from '../../../machines/rewards/shop.connect';
import { shopMachine, type ShopItem } from '../../../machines/rewards/shop.machine';
import { currentChild } from '../../../machines/types';
import { useAppChild, useMember } from '../../app/AppActorContext';
import { inspectOption } from '../../dev/inspect';
import { serverMessage } from '../../api/messages';
import { ContentStatus } from '../../components/ContentStatus';
import { Modal } from '../../components/Modal';
import './personal.css';

export type ShopRef = ActorRefFrom<typeof shopMachine>;

/**
 * A shop of the current child (the picture books, the paints): the `shop` machine with the
 * shelf's calls, the child's stars, and a purchase reloading the member (the header's stars).
 */
export function useShop(
  actors: { loadItems: PromiseActorLogic<ShopItem[], void>; buyItem: PromiseActorLogic<ShopItem, number> },
  openItem: (id: number) => void,
): { shop: ShopRef; stars: number } {
  const stars = currentChild(useMember())?.star ?? 0;
  const auth = useAppChild('auth');
  const shop = useActorRef(
    shopMachine.provide({
      actors,
      actions: {
        purchased: () => auth.send({ type: 'member.reload' }),
        openItem: (_, { id }) => openItem(id),
      },
    }),
    { input: { stars }, ...inspectOption() },
  );
  return { shop, stars };
}

/**
 * A shelf of things bought with stars (the picture books, the paints): the child's stars,
 * one card per item (drawn by the page), the confirmation dialog and the refusal
 * ('Oops! Not enough stars!'). The `shop` machine decides; this renders its view.
 */
export function ShopShelf<T>({
  shop,
  stars,
  loading,
  card,
  nameOf,
}: {
  shop: ShopRef;
  /** The child's stars as the member says: the machine hears every change. */
  stars: number;
  loading: ReactNode;
  card: (item: ShopView<T>['items'][number], view: ShopView<T>) => ReactNode;
  nameOf: (item: ShopItem<T>) => string;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const view = useSelector(shop, (snapshot) => connectShop<T>(snapshot), sameView);

  useEffect(() => {
    shop.send({ type: 'stars.changed', stars });
  }, [shop, stars]);

  return (
    <>
      <p className="shop-stars">
        <StarIcon />
        <Trans>My stars: {view.stars}</Trans>
      </p>
      <ContentStatus
        view={{ status: view.status === 'ready' ? 'loaded' : view.status, data: view.status === 'ready' ? view.items : null, error: view.error, canRetry: view.status === 'failed' }}
        onRetry={() => shop.send({ type: 'shop.retry' })}
        loading={loading}
      />
      {view.status === 'ready' && <ul className="shop-shelf">{view.items.map((item) => <li key={item.id}>{card(item, view)}</li>)}</ul>}

      <Modal
        open={view.confirming !== null}
        title={t`Buy with stars?`}
        onClose={view.buying ? undefined : () => shop.send({ type: 'buy.cancel' })}
        className="shop-dialog"
      >
        {view.confirming && (
          <>
            <p>
              <Trans>
                Buy {nameOf(view.confirming)} for {view.confirming.price} stars?
              </Trans>
            </p>
            <div className="shop-dialog-buttons">
              <button type="button" className="button" disabled={view.buying} onClick={() => shop.send({ type: 'buy.cancel' })}>
                <Trans>Cancel</Trans>
              </button>
              <button type="button" className="button shop-buy" data-autofocus disabled={view.buying} onClick={() => shop.send({ type: 'buy.confirm' })}>
                {view.buying ? <Trans>Buying…</Trans> : <Trans>Buy</Trans>}
              </button>
            </div>
          </>
        )}
      </Modal>

      <Modal open={view.alert !== null} title={t`Cannot buy it`} onClose={() => shop.send({ type: 'alert.close' })} className="shop-dialog">
        <p role="alert">{view.alert ? serverMessage(i18n, view.alert) : null}</p>
        <div className="shop-dialog-buttons">
          <button type="button" className="button" data-autofocus onClick={() => shop.send({ type: 'alert.close' })}>
            <Trans>OK</Trans>
          </button>
        </div>
      </Modal>
    </>
  );
}

/** Re-render only when something shown changed (connectShop builds new objects each time). */
function sameView<T>(a: ShopView<T>, b: ShopView<T>): boolean {
  return (
    a.status === b.status &&
    a.stars === b.stars &&
    a.buying === b.buying &&
    a.alert === b.alert &&
    a.error === b.error &&
    a.confirming?.id === b.confirming?.id &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => item.data === b.items[i]!.data && item.owned === b.items[i]!.owned && item.affordable === b.items[i]!.affordable)
  );
}

/** A small yellow star (drawn, not an emoji: some devices have no colour emoji font). */
export function StarIcon() {
  return (
    <svg className="star-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z" fill="#ffc233" stroke="#b8860b" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

/** A shelf item's buy button: the badge and its price in stars. */
export function BuyButton({ stars, onBuy }: { stars: number; onBuy: () => void }) {
  return (
    <button type="button" className="button shop-buy" onClick={onBuy}>
      <span className="shop-badge">
        <Trans>Buy</Trans>
      </span>
      <span>
        <StarIcon />
        <Plural value={stars} one="# star" other="# stars" />
      </span>
    </button>
  );
}
