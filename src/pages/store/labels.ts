import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Plan, StoreProduct } from '../../../machines/store/purchase.types';
import type { Locale } from '../../i18n/locales';
import { useLocale } from '../../i18n/react';

/** The region each interface language writes money and dates for (NT$ in Taiwan's own way in zh-Hant). */
const INTL_LOCALE: Record<Locale, string> = { 'zh-Hant': 'zh-Hant-TW', 'zh-Hans': 'zh-Hans-CN', en: 'en-US' };

/** NT$ amounts and dates as the interface language writes them (Intl). */
export function useStoreFormat() {
  const locale = INTL_LOCALE[useLocale()];
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TWD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
    const number = new Intl.NumberFormat(locale);
    return {
      /** NT$, whole dollars. */
      money: (amount: number) => money.format(amount),
      /** A date-time of the API as a day, e.g. 2026年12月23日 / December 23, 2026. */
      date: (iso: string) => date.format(new Date(iso)),
      number: (n: number) => number.format(n),
    };
  }, [locale]);
}

/**
 * The names the store shows for a plan, how it is billed and a point pack, in the interface
 * language (GET products' `name` and `method_name` are English, for records: the contract says
 * the app labels a card by its `plan` or `pack_points`).
 */
export function useProductLabels() {
  const { t } = useLingui();
  const planName = (plan: Plan): string =>
    plan === 'monthly' ? t`Monthly plan` : plan === 'seasonal' ? t`Quarterly plan` : t`Yearly plan`;
  const methodName = (product: StoreProduct): string => {
    if (product.kind === 'points') return t`One-time payment`;
    return product.plan === 'monthly'
      ? t`Billed monthly`
      : product.plan === 'seasonal'
        ? t`Billed every 3 months`
        : t`Billed yearly`;
  };
  const productName = (product: Pick<StoreProduct, 'kind' | 'plan' | 'pack_points'>): string => {
    if (product.kind === 'membership' && product.plan) return planName(product.plan);
    const points = product.pack_points;
    return t`${points} points`;
  };
  return { planName, methodName, productName };
}
