import { useLingui } from '@lingui/react';

/** A record's time in the interface language, e.g. "2026/11/20 16:00" or "Nov 20, 2026, 4:00 PM". */
export function useRecordTime(): (iso: string) => string {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/** A whole number in the interface language (2,600). */
export function useNumber(): (value: number) => string {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale);
  return (value) => format.format(value);
}
