/**
 * The remittance form (SPEC §3 point remittance request; the field rules of
 * POST point/remit in the contract), as a valibot schema for react-hook-form.
 * The checks are the pure rules of machines/rules/remittance.ts, which the
 * server may import too. Messages are translated when a rule fails.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  isBankAccountNumber,
  isBankCode,
  isPhoneNumber,
  isTaiwanIdNumber,
} from '../../machines/rules/remittance';
import { isPlainText } from '../../machines/rules/text';
import { ruleMessages } from './account';

export const remitMessages = {
  bankCode: msg`Enter the 3-digit bank code (add the 4-digit branch code if you have it)`,
  accountNumber: msg`Enter the account number: 10 to 16 digits`,
  idNumber: msg`Enter a valid ID number, e.g. A123456789`,
  phone: msg`Enter a phone number (digits, spaces, + and -)`,
  email: msg`Enter a valid e-mail address`,
  tooLong: msg`This is too long`,
} satisfies Record<string, MessageDescriptor>;

function message(i18n: I18n, descriptor: MessageDescriptor): () => string {
  return () => i18n._(descriptor);
}

function text(i18n: I18n, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message(i18n, ruleMessages.required)),
    v.check(isPlainText, message(i18n, ruleMessages.unsafeText)),
    v.maxLength(max, message(i18n, remitMessages.tooLong)),
  );
}

function checked(i18n: I18n, max: number, rule: (value: string) => boolean, descriptor: MessageDescriptor) {
  return v.pipe(text(i18n, max), v.check(rule, message(i18n, descriptor)));
}

export function remittanceSchema(i18n: I18n) {
  return v.object({
    bank_name: text(i18n, 100),
    bank_code: checked(i18n, 20, isBankCode, remitMessages.bankCode),
    bank_account_name: text(i18n, 100),
    bank_account_number: checked(i18n, 40, isBankAccountNumber, remitMessages.accountNumber),
    id_number: v.pipe(
      checked(i18n, 10, isTaiwanIdNumber, remitMessages.idNumber),
      v.transform((value) => value.toUpperCase()),
    ),
    address: text(i18n, 200),
    phone: checked(i18n, 30, isPhoneNumber, remitMessages.phone),
    email: v.pipe(text(i18n, 254), v.email(message(i18n, remitMessages.email))),
  });
}
export type RemittanceInput = v.InferInput<ReturnType<typeof remittanceSchema>>;
export type RemittanceValues = v.InferOutput<ReturnType<typeof remittanceSchema>>;
