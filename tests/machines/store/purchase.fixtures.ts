import type { StoreOrder, StoreProduct } from '../../../machines/store/purchase.types';

/** Sample products as GET products replies them: three plans and a point pack (NT$). */
export const PRODUCTS: StoreProduct[] = [
  { id: 1, kind: 'membership', plan: 'monthly', name: 'Monthly plan', method_name: 'Billed monthly', original_price: 390, price: 299, average_price: 299, months: 1, pack_points: 0, purchasable: true },
  { id: 2, kind: 'membership', plan: 'seasonal', name: 'Seasonal plan', method_name: 'Billed every 3 months', original_price: 1170, price: 799, average_price: 266, months: 3, pack_points: 0, purchasable: true },
  { id: 3, kind: 'membership', plan: 'yearly', name: 'Yearly plan', method_name: 'Billed yearly', original_price: 4680, price: 2690, average_price: 224, months: 12, pack_points: 0, purchasable: true },
  { id: 4, kind: 'points', plan: null, name: '500 points', method_name: 'One payment', original_price: 500, price: 500, average_price: null, months: 0, pack_points: 500, purchasable: true },
];

export const MONTHLY = PRODUCTS[0]!;

/** The member's balance at the start. */
export const BALANCE = 50;

/** An order with something left to pay: the sandbox page takes it. */
export function pendingOrder(points: number, method: StoreOrder['pay_method'] = 'alipay'): StoreOrder {
  return {
    id: 71,
    product_id: MONTHLY.id,
    kind: 'membership',
    plan: 'monthly',
    pack_points: 0,
    price: MONTHLY.price,
    amount: MONTHLY.price - points,
    used_points: points,
    pay_method: method,
    status: 'pending',
    payment_url: '/store/pay/71',
    created_at: '2026-11-23T04:00:00.000Z',
    paid_at: null,
  };
}

/** An order the points paid in full. */
export const paidWithPoints: StoreOrder = {
  ...pendingOrder(MONTHLY.price),
  id: 72,
  amount: 0,
  status: 'paid',
  payment_url: null,
  paid_at: '2026-11-23T04:00:00.000Z',
};
