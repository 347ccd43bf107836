import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountSettingsSchema, registerSchema } from '../../src/forms/account';
import { childSchema } from '../../src/forms/child';
import { remittanceSchema } from '../../src/forms/remittance';

/** Issue 10: the forms refuse control and direction characters as the server does (machines/rules/text.ts). */
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.activate('en');
const MESSAGE = 'Must not contain control or text-direction characters';
const RLO = '\u202Egnim';

function firstErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: false });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('the forms refuse control and direction characters', () => {
  it('the add-child form: the nickname', () => {
    const today = () => new Date('2026-06-01T12:00:00Z');
    const child = { gender: 'girl', birthday: '2018-04-01', avatar: null };
    expect(firstErrors(childSchema(i18n, today), { ...child, name: RLO })).toEqual({ name: MESSAGE });
    expect(firstErrors(childSchema(i18n, today), { ...child, name: 'Mi\u0000ng' })).toEqual({ name: MESSAGE });
    expect(firstErrors(childSchema(i18n, today), { ...child, name: '小明' })).toEqual({});
    // issue 26: zero-width characters and the BOM, as the server
    for (const name of ['小\u200B明', '小\u200D明', '小\uFEFF明', 'a\u2060b']) {
      expect(firstErrors(childSchema(i18n, today), { ...child, name }), JSON.stringify(name)).toEqual({ name: MESSAGE });
    }
    expect(firstErrors(childSchema(i18n, today), { ...child, name: '小明👩‍👧' })).toEqual({});
  });

  it("the registration form and the account settings: the parent's name", () => {
    const registration = { email: 'parent@example.com', password: 'secret123', confirmPassword: 'secret123', invite_code: '' };
    expect(firstErrors(registerSchema(i18n), { ...registration, name: RLO }).name).toBe(MESSAGE);
    expect(firstErrors(accountSettingsSchema(i18n), { name: 'a\u200Fb', gender: null, env_language: '3' })).toEqual({
      name: MESSAGE,
    });
  });

  it('the remittance form: a free-text field', () => {
    const errors = firstErrors(remittanceSchema(i18n), {
      bank_name: RLO,
      bank_code: '004',
      bank_account_name: 'Wang',
      bank_account_number: '1234567890',
      id_number: 'A123456789',
      address: 'Taipei\u0007',
      phone: '0912345678',
      email: 'parent@example.com',
    });
    expect(errors.bank_name).toBe(MESSAGE);
    expect(errors.address).toBe(MESSAGE);
  });
});
