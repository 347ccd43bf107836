import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PayMethod } from '../../machines/rules/store';
import './pay-method-badge.css';

/** The payment methods' names (SPEC §9), in the interface language. */
export const PAY_METHOD_NAMES: Record<PayMethod, MessageDescriptor> = {
  credit_card: msg`International credit card`,
  alipay: msg`Alipay`,
  wechat_pay: msg`WeChat Pay`,
};

/** The name of a payment method in the interface language. */
export function usePayMethodName(): (method: PayMethod) => string {
  const { i18n } = useLingui();
  return (method) => i18n._(PAY_METHOD_NAMES[method]);
}

/**
 * A payment method as the transaction records show it (SPEC §3: a pink, orange or blue badge):
 * credit card pink, WeChat Pay orange, Alipay blue. The colour only repeats what the text says;
 * the text is dark on a light tint of the colour (at least 7:1, WCAG AA and AAA).
 */
export function PayMethodBadge({ method }: { method: PayMethod }) {
  const name = usePayMethodName();
  return <span className={`pay-method-badge pay-method-badge--${method}`}>{name(method)}</span>;
}
