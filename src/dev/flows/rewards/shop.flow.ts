import { shopMachine, type ShopEvent, type ShopItem } from '../../../../machines/rewards/shop.machine';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * A shelf of picture books (or paints) bought with stars. The child has 5 stars: book 1
 * (3 stars) can be bought, book 2 (8 stars) is refused by the rule before any call, book 3
 * is already owned (open it). The fake server refuses the second purchase it is asked for.
 */

let buys = 0;
const shelf: ShopItem[] = [
  { id: 1, price: 3, owned: false, data: { title: '晚安，月亮' } },
  { id: 2, price: 8, owned: false, data: { title: '去海邊' } },
  { id: 3, price: 4, owned: true, data: { title: '下雨天' } },
];

const events: FlowEvents<ShopEvent> = [
  { label: 'buy book 1 (3 stars)', event: { type: 'item.buy', id: 1 } },
  { label: 'buy book 2 (8 stars)', event: { type: 'item.buy', id: 2 } },
  { label: 'open book 3 (owned)', event: { type: 'item.open', id: 3 } },
  { label: 'confirm', event: { type: 'buy.confirm' } },
  { label: 'cancel', event: { type: 'buy.cancel' } },
  { label: 'close the alert', event: { type: 'alert.close' } },
  { label: 'retry', event: { type: 'shop.retry' } },
  { label: 'stars now 20', event: { type: 'stars.changed', stars: 20 } },
];

export const flow: FlowDefinition = {
  id: 'shop',
  title: 'Shop shelf (picture books, paints)',
  description: 'Buy with stars: confirm, then bought or "Oops! Not enough stars!".',
  machine: shopMachine.provide({
    actors: {
      loadItems: fakeCall<ShopItem[], void>(() => shelf),
      buyItem: fakeCall<ShopItem, number>((id) => {
        buys += 1;
        if (buys === 2) throw callError('422', 'Oops! Not enough stars!', { book_id: ['Oops! Not enough stars!'] });
        return { ...shelf.find((item) => item.id === id)!, owned: true };
      }),
    },
    actions: { purchased: logAction('purchased (reload the member)'), openItem: logAction('openItem') },
  }),
  input: { stars: 5 },
  events,
};
