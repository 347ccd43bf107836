import { useMemo } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/**
 * react-hook-form with a valibot schema, validated eagerly (SPEC §5) as form
 * libraries mean it: a field is first checked when it is left (blur) or on
 * submit, never while the first letters are typed; once it has been checked it
 * is checked again on every change, so a shown error clears as soon as the value
 * is corrected (`mode: 'onTouched'`, `reValidateMode: 'onChange'` after a
 * submit). The schema is built once per i18n instance; its
 * messages are translated when a rule fails, so they follow the active language.
 *
 * `criteriaMode: 'all'` makes the resolver run valibot without `abortPipeEarly`,
 * so object-level rules (the confirmation must match) are checked even while
 * another field is still invalid; each field still shows its first message.
 */
export function useEagerForm<S extends GenericSchema<FieldValues, FieldValues>>(
  build: (i18n: I18n) => S,
  defaultValues: DefaultValues<InferInput<S>>,
) {
  const { i18n } = useLingui();
  const schema = useMemo(() => build(i18n), [build, i18n]);
  return useForm<InferInput<S>, unknown, InferOutput<S>>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    criteriaMode: 'all',
    defaultValues,
  });
}
