import type { SnapshotFrom } from 'xstate';
import { canAfford } from '../rules/shop';
import type { ShopItem, shopMachine } from './shop.machine';

/**
 * What a shelf screen shows (shop.machine.ts): the items with their buy badge or their
 * open button, the confirmation, the refusal. Pure: the page renders it and sends events.
 */
export interface ShopView<T> {
  status: 'loading' | 'failed' | 'ready';
  stars: number;
  items: Array<ShopItem<T> & { affordable: boolean }>;
  /** The item whose purchase is asked to be confirmed (also while it is bought). */
  confirming: ShopItem<T> | null;
  /** The purchase is under way: the confirm button waits. */
  buying: boolean;
  /** The server's (or the rule's) message id of a refused purchase, or of a failed load. */
  alert: string | null;
  error: string | null;
}

export function connectShop<T>(snapshot: SnapshotFrom<typeof shopMachine>): ShopView<T> {
  const { context } = snapshot;
  const state = snapshot.value;
  const items = (context.items as ShopItem<T>[]).map((item) => ({ ...item, affordable: canAfford(context.stars, item.price) }));
  const selected = (context.items as ShopItem<T>[]).find((item) => item.id === context.selected) ?? null;
  return {
    status: state === 'loading' ? 'loading' : state === 'failed' ? 'failed' : 'ready',
    stars: context.stars,
    items,
    confirming: state === 'confirming' || state === 'buying' ? selected : null,
    buying: state === 'buying',
    alert: state === 'refused' ? (context.error?.message ?? null) : null,
    error: state === 'failed' ? (context.error?.message ?? null) : null,
  };
}
