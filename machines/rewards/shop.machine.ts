import { assign, fromPromise, setup } from 'xstate';
import { canAfford } from '../rules/shop';
import { toCallError, type CallError } from '../types';

/**
 * A shelf of things a child buys with stars (SPEC §2 personal area: the picture books with
 * a buy badge; SPEC §7 paints): the picture-book list (/personal/picture-book) and the
 * paints list (/personal/paint) run one each, with their own calls.
 *
 * - `loading` invokes `loadItems` (GET pictureBooks, GET paints) → `browsing`, or
 *   `failed` (`shop.retry` asks again).
 * - `item.buy {id}` on something not owned opens the confirmation (`confirming`);
 *   `buy.cancel` closes it. `buy.confirm` buys (`buying`, actor `buyItem`) when the
 *   child's stars cover the price (`canAfford`, the rule the server enforces too), else
 *   says 'Oops! Not enough stars!' (SPEC §5, §8) without asking the server (`refused`).
 * - The server may still refuse (stars spent meanwhile, already owned): its message is
 *   shown the same way (`refused`, `alert.close`).
 * - A purchase replaces the item (now owned) and tells the app (`purchased`: the member
 *   is read again, so the header's stars follow).
 * - `item.open {id}` on an owned item opens it (`openItem`: the reader, the paint).
 * - `stars.changed {stars}`: the child's stars as the member says (after a purchase, a
 *   lesson elsewhere).
 */

export const NOT_ENOUGH_STARS_MESSAGE = 'Oops! Not enough stars!';

/** One thing on the shelf: what the rules read, and the call's own record for the screen. */
export interface ShopItem<T = unknown> {
  id: number;
  price: number;
  owned: boolean;
  data: T;
}

export interface ShopInput {
  stars: number;
}

export interface ShopContext {
  stars: number;
  items: ShopItem[];
  /** The item being confirmed or bought. */
  selected: number | null;
  error: CallError | null;
}

export type ShopEvent =
  | { type: 'shop.retry' }
  | { type: 'item.buy'; id: number }
  | { type: 'item.open'; id: number }
  | { type: 'buy.confirm' }
  | { type: 'buy.cancel' }
  | { type: 'alert.close' }
  | { type: 'stars.changed'; stars: number };

const selectedOf = (context: ShopContext) => context.items.find((item) => item.id === context.selected);

export const shopMachine = setup({
  types: {
    context: {} as ShopContext,
    events: {} as ShopEvent,
    input: {} as ShopInput,
  },
  actors: {
    /** The shelf. Provided by the app. */
    loadItems: fromPromise<ShopItem[], void>(async () => {
      throw new Error('loadItems is provided by the app');
    }),
    /** Buys one item; answers it as now owned. Provided by the app. */
    buyItem: fromPromise<ShopItem, number>(async () => {
      throw new Error('buyItem is provided by the app');
    }),
  },
  actions: {
    keepItems: assign({ items: ({ event }) => (event as unknown as { output: ShopItem[] }).output, error: null }),
    keepError: assign({ error: ({ event }) => toCallError((event as unknown as { error: unknown }).error) }),
    select: assign({ selected: ({ event }) => (event as { id: number }).id }),
    clearSelection: assign({ selected: null, error: null }),
    refuseForStars: assign({ error: { code: '422', message: NOT_ENOUGH_STARS_MESSAGE, errors: {} } }),
    keepPurchase: assign({
      items: ({ context, event }) => {
        const bought = (event as unknown as { output: ShopItem }).output;
        return context.items.map((item) => (item.id === bought.id ? bought : item));
      },
      stars: ({ context }) => context.stars - (selectedOf(context)?.price ?? 0),
      selected: null,
      error: null,
    }),
    keepStars: assign({ stars: ({ event }) => (event as { stars: number }).stars }),
    /** Tells the app a purchase was made (the app reloads the member). */
    purchased: () => {},
    /** Opens an owned item (the app navigates). */
    openItem: (_, _params: { id: number }) => {},
  },
  guards: {
    isForSale: ({ context, event }) => context.items.some((item) => item.id === (event as { id: number }).id && !item.owned),
    isOwned: ({ context, event }) => context.items.some((item) => item.id === (event as { id: number }).id && item.owned),
    canPay: ({ context }) => canAfford(context.stars, selectedOf(context)?.price ?? Infinity),
  },
}).createMachine({
  id: 'shop',
  context: ({ input }) => ({ stars: input.stars, items: [], selected: null, error: null }),
  on: {
    'stars.changed': { actions: 'keepStars' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadItems',
        onDone: { target: 'browsing', actions: 'keepItems' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      on: { 'shop.retry': 'loading' },
    },
    browsing: {
      on: {
        'item.buy': { guard: 'isForSale', target: 'confirming', actions: 'select' },
        'item.open': { guard: 'isOwned', actions: { type: 'openItem', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    confirming: {
      on: {
        'buy.cancel': { target: 'browsing', actions: 'clearSelection' },
        'buy.confirm': [
          { guard: 'canPay', target: 'buying' },
          { target: 'refused', actions: 'refuseForStars' },
        ],
      },
    },
    buying: {
      invoke: {
        id: 'buy',
        src: 'buyItem',
        input: ({ context }) => context.selected!,
        onDone: { target: 'browsing', actions: ['keepPurchase', 'purchased'] },
        onError: { target: 'refused', actions: 'keepError' },
      },
    },
    refused: {
      on: { 'alert.close': { target: 'browsing', actions: 'clearSelection' } },
    },
  },
});
