import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PayMethod } from '../../machines/accountCenter.machine';
import './pay-method-badge.css';

/*
 * Minimal stand-in written by the account center (h9-account) while the store
 * front's badge (h9-storefront) was not committed yet: same path, same name,
 * same props. At the merge, keep the store front's file.
 */

/** The payment methods' names (SPEC §9), in the interface language. */
export const PAY_METHOD_NAMES: Record<PayMethod, MessageDescriptor> = {
  credit_card: msg`International credit card`,
  alipay: msg`Alipay`,
  wechat_pay: msg`WeChat Pay`,
};

/** A payment method as the transaction records show it (SPEC §3: pink, orange or blue): dark text on a light tint. */
export function PayMethodBadge({ method }: { method: PayMethod }) {
  const { i18n } = useLingui();
  return <span className={`pay-method-badge pay-method-badge--${method}`}>{i18n._(PAY_METHOD_NAMES[method])}</span>;
}
