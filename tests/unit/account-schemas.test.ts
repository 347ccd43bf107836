import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  codeSchema,
  forgetSchema,
  isDiscouragedEmail,
  loginSchema,
  newPasswordSchema,
  registerSchema,
  ruleMessages,
} from '../../src/forms/account';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * The first message per field, as the forms' resolver reports it: with
 * `criteriaMode: 'all'` (useEagerForm) valibot runs without abortPipeEarly.
 */
function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: false });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

const validRegistration = {
  email: 'parent@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  name: 'Mei',
  invite_code: '',
};

describe('login schema', () => {
  const schema = loginSchema(i18n);

  it('requires both fields', () => {
    expect(fieldErrors(schema, { email: '', password: '' })).toEqual({
      email: 'Must fill in',
      password: 'Must fill in',
    });
  });

  it('rejects an invalid e-mail', () => {
    expect(fieldErrors(schema, { email: 'parent@', password: 'secret123' })).toEqual({
      email: 'Account has to be a valid email address',
    });
  });

  it('asks for 8 to 12 password characters', () => {
    expect(fieldErrors(schema, { email: 'a@b.co', password: '1234567' })).toEqual({
      password: 'Must contain at least 8 characters',
    });
    expect(fieldErrors(schema, { email: 'a@b.co', password: '1234567890123' })).toEqual({
      password: 'Maximum 12 characters',
    });
    expect(fieldErrors(schema, { email: 'a@b.co', password: '12345678' })).toEqual({});
    expect(fieldErrors(schema, { email: 'a@b.co', password: '123456789012' })).toEqual({});
  });

  it('refuses an e-mail longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(long.length).toBe(254);
    expect(fieldErrors(schema, { email: long, password: '12345678' })).toEqual({});
    expect(fieldErrors(schema, { email: `a${long}`, password: '12345678' })).toEqual({
      email: 'Account has to be a valid email address',
    });
  });

  it('trims the e-mail it hands on', () => {
    expect(v.parse(schema, { email: '  a@b.co ', password: '12345678' }).email).toBe('a@b.co');
  });
});

describe('register schema', () => {
  const schema = registerSchema(i18n);

  it('accepts a complete registration and drops an empty referral code', () => {
    expect(fieldErrors(schema, validRegistration)).toEqual({});
    expect(v.parse(schema, validRegistration).invite_code).toBeUndefined();
    expect(v.parse(schema, { ...validRegistration, invite_code: ' AB12 ' }).invite_code).toBe('AB12');
  });

  it('requires e-mail, password, confirmation and nickname, not the referral code', () => {
    expect(fieldErrors(schema, { email: '', password: '', confirmPassword: '', name: ' ', invite_code: '' })).toEqual({
      email: 'Must fill in',
      password: 'Must fill in',
      confirmPassword: 'Must fill in',
      name: 'Must fill in',
    });
  });

  it('limits the nickname to 50 characters, counted as the server counts them', () => {
    expect(fieldErrors(schema, { ...validRegistration, name: '字'.repeat(50) })).toEqual({});
    expect(fieldErrors(schema, { ...validRegistration, name: '😀'.repeat(50) })).toEqual({});
    expect(fieldErrors(schema, { ...validRegistration, name: 'a'.repeat(51) })).toEqual({ name: 'Maximum 50 characters' });
  });

  it('reports a confirmation that does not match on the confirmation field', () => {
    expect(fieldErrors(schema, { ...validRegistration, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: 'Confirmation password does not match password',
    });
  });

  it('compares the confirmation even while other fields are still empty', () => {
    expect(
      fieldErrors(schema, { email: '', password: 'secret123', confirmPassword: 'secret12', name: '', invite_code: '' }),
    ).toEqual({
      email: 'Must fill in',
      name: 'Must fill in',
      confirmPassword: 'Confirmation password does not match password',
    });
  });

  it('reports the password rule and the mismatch, each on its own field', () => {
    expect(fieldErrors(schema, { ...validRegistration, password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'Must contain at least 8 characters',
      confirmPassword: 'Confirmation password does not match password',
    });
  });
});

describe('code schema', () => {
  const schema = codeSchema(i18n);

  it('requires exactly six digits', () => {
    expect(fieldErrors(schema, { pincode: '' })).toEqual({ pincode: 'Must fill in' });
    expect(fieldErrors(schema, { pincode: '12345' })).toEqual({ pincode: 'Please enter the 6-digit code' });
    expect(fieldErrors(schema, { pincode: '1234567' })).toEqual({ pincode: 'Please enter the 6-digit code' });
    expect(fieldErrors(schema, { pincode: '12a456' })).toEqual({ pincode: 'Please enter the 6-digit code' });
    expect(fieldErrors(schema, { pincode: ' 123456 ' })).toEqual({});
  });
});

describe('forget schema', () => {
  const schema = forgetSchema(i18n);

  it('requires a valid e-mail', () => {
    expect(fieldErrors(schema, { email: '' })).toEqual({ email: 'Must fill in' });
    expect(fieldErrors(schema, { email: 'nobody' })).toEqual({ email: 'Account has to be a valid email address' });
    expect(fieldErrors(schema, { email: 'parent@example.com' })).toEqual({});
  });
});

describe('new password schema', () => {
  const schema = newPasswordSchema(i18n);
  const valid = { pincode: '123456', newPassword: 'newpass12', confirmPassword: 'newpass12' };

  it('accepts a code and a matching new password', () => {
    expect(fieldErrors(schema, valid)).toEqual({});
  });

  it('applies every rule to its field', () => {
    expect(fieldErrors(schema, { pincode: '', newPassword: '', confirmPassword: '' })).toEqual({
      pincode: 'Must fill in',
      newPassword: 'Must fill in',
      confirmPassword: 'Must fill in',
    });
    expect(fieldErrors(schema, { ...valid, newPassword: 'x'.repeat(13), confirmPassword: 'x'.repeat(13) })).toEqual({
      newPassword: 'Maximum 12 characters',
    });
    expect(fieldErrors(schema, { ...valid, confirmPassword: 'newpass13' })).toEqual({
      confirmPassword: 'Confirmation password does not match password',
    });
  });
});

describe('messages follow the active language', () => {
  it('translates when validating, not when the schema is built', () => {
    const local = setupI18n({ locale: 'en', messages: { en: {} } });
    const schema = forgetSchema(local);
    expect(fieldErrors(schema, { email: '' }).email).toBe('Must fill in');
    local.loadAndActivate({ locale: 'zh-Hant', messages: { [ruleMessages.required.id!]: '必填' } });
    expect(fieldErrors(schema, { email: '' }).email).toBe('必填');
  });
});

describe('hotmail / outlook warning', () => {
  it('flags hotmail and outlook addresses only', () => {
    expect(isDiscouragedEmail('kid@hotmail.com')).toBe(true);
    expect(isDiscouragedEmail('kid@Outlook.com.tw')).toBe(true);
    expect(isDiscouragedEmail('kid@hotmail.co.uk ')).toBe(true);
    expect(isDiscouragedEmail('kid@gmail.com')).toBe(false);
    expect(isDiscouragedEmail('hotmail@example.com')).toBe(false);
    expect(isDiscouragedEmail('kid@hotmail')).toBe(false);
  });
});
