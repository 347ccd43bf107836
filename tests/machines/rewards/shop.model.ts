import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { connectShop } from '../../../machines/rewards/shop.connect';
import { NOT_ENOUGH_STARS_MESSAGE, shopMachine, type ShopEvent, type ShopItem } from '../../../machines/rewards/shop.machine';
import { defineModel, type ModelFamily } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the shelf (picture books, paints): one per transition, replayed on a real
 * actor with fake calls. At every step the view (`connectShop`) is checked against what
 * the path says a child sees: the items with their price, owned or not and affordable or
 * not; the confirmation; 'Oops! Not enough stars!' when the stars do not cover the price
 * (and then the server is never asked), or the server's refusal; and what the app was
 * told: a purchase (reload the member) once per purchase, an owned item opened.
 */

const ITEMS: ShopItem[] = [
  { id: 1, price: 3, owned: false, data: 'book one' },
  { id: 2, price: 8, owned: false, data: 'book two' },
  { id: 3, price: 4, owned: true, data: 'book three' },
];
const SERVER_ERROR = apiError('500', 'Server error');
const ALREADY = apiError('422', 'You already have this one');

const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const selected = (snapshot.context as { selected: number | null }).selected;
  const item = ITEMS.find((i) => i.id === selected);
  const own: ShopEvent[] = [
    { type: 'shop.retry' },
    ...ITEMS.flatMap((i): ShopEvent[] => [{ type: 'item.buy', id: i.id }, { type: 'item.open', id: i.id }]),
    { type: 'buy.confirm' },
    { type: 'buy.cancel' },
    { type: 'alert.close' },
    { type: 'stars.changed', stars: 20 },
  ];
  const replies: Array<EventObject & { output?: unknown; error?: unknown }> = [
    { type: 'xstate.done.actor.load', output: ITEMS },
    { type: 'xstate.error.actor.load', error: SERVER_ERROR },
    ...(item ? [{ type: 'xstate.done.actor.buy', output: { ...item, owned: true } }] : []),
    { type: 'xstate.error.actor.buy', error: ALREADY },
  ];
  return [...own, ...replies];
};

function family(name: string, stars: number): ModelFamily {
  return {
    name,
    paths: {
      input: { stars },
      events: events as never,
      prefix: `${stars} stars: `,
      contextKey: (context: { stars: number; items: ShopItem[]; selected: number | null }) => [
        context.stars,
        context.items.map((i) => i.owned),
        context.selected,
      ],
      dropPrefixes: true,
    },
    start: (inspect) => {
      const loadItems = fakeCall<ShopItem[], void>();
      const buyItem = fakeCall<ShopItem, number>();
      const purchases: string[] = [];
      const opened: number[] = [];
      const machine = shopMachine.provide({
        actors: { loadItems: loadItems.logic, buyItem: buyItem.logic },
        actions: {
          purchased: () => void purchases.push('reload'),
          openItem: (_, params: { id: number }) => void opened.push(params.id),
        },
      });
      const actor = createActor(machine, { input: { stars }, inspect }).start();

      // what the path says, from its events alone
      let status: 'loading' | 'failed' | 'ready' = 'loading';
      let items: ShopItem[] = [];
      let have = stars;
      let confirming: number | null = null;
      let buying = false;
      let alert: string | null = null;
      let loads = 1;
      const bought: number[] = [];
      const asked: number[] = [];
      const expectOpened: number[] = [];
      return {
        actor,
        machine,
        fakes: { loadItems, buyItem },
        check: (snapshot, event) => {
          const e = event as ShopEvent & { output?: unknown };
          switch (event.type) {
            case 'xstate.done.actor.load':
              [status, items] = ['ready', ITEMS];
              break;
            case 'xstate.error.actor.load':
              status = 'failed';
              break;
            case 'shop.retry':
              [status, loads] = ['loading', loads + 1];
              break;
            case 'item.buy':
              confirming = (e as { id: number }).id;
              break;
            case 'item.open':
              expectOpened.push((e as { id: number }).id);
              break;
            case 'buy.cancel':
              confirming = null;
              break;
            case 'buy.confirm': {
              const price = items.find((i) => i.id === confirming)!.price;
              if (have >= price) {
                buying = true;
                asked.push(confirming!);
              } else [alert, confirming] = [NOT_ENOUGH_STARS_MESSAGE, null];
              break;
            }
            case 'xstate.done.actor.buy': {
              const item = items.find((i) => i.id === confirming)!;
              bought.push(item.id);
              have -= item.price;
              items = items.map((i) => (i.id === item.id ? { ...i, owned: true } : i));
              [buying, confirming] = [false, null];
              break;
            }
            case 'xstate.error.actor.buy':
              [buying, confirming, alert] = [false, null, 'You already have this one'];
              break;
            case 'alert.close':
              alert = null;
              break;
            case 'stars.changed':
              have = 20;
              break;
          }
          const view = connectShop<string>(snapshot as never);
          expect(view.status, `after ${event.type}`).toBe(status);
          expect(view.stars).toBe(have);
          expect(view.items, 'the items, owned or not, affordable or not').toEqual(
            items.map((i) => ({ ...i, affordable: have >= i.price })),
          );
          expect(view.confirming?.id ?? null, 'the confirmation').toBe(confirming);
          expect(view.buying).toBe(buying);
          expect(view.alert, 'the refusal').toBe(alert);
          expect(view.error).toBe(status === 'failed' ? 'Server error' : null);
          expect(loadItems.calls).toHaveLength(loads);
          expect(buyItem.calls, 'the server is asked only when the stars cover the price').toEqual(asked);
          expect(purchases, 'the member is reloaded once per purchase').toHaveLength(bought.length);
          expect(opened).toEqual(expectOpened);
        },
      };
    },
  };
}

export const model = defineModel({
  machine: shopMachine,
  families: [family('a child with 5 stars', 5), family('a child with 2 stars', 2)],
});
