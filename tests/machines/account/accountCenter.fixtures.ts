import { vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { accountCenterMachine, type PointRecord, type TransactionRecord } from '../../../machines/account/accountCenter.machine';
import { accountSettingsMachine, type AccountSettings } from '../../../machines/account/accountSettings.machine';
import { changePasswordMachine, type PasswordChange } from '../../../machines/account/changePassword.machine';
import { deleteMemberMachine } from '../../../machines/account/deleteMember.machine';
import { remittanceMachine, type RemitRequest, type RemittanceRecord } from '../../../machines/account/remittance.machine';
import type { Member } from '../../../machines/types';
import { makeMember } from '../../fixtures/member';
import { apiError, fakeCall } from './registration.fakes';

/** Sample data and started actors of the account center's machines (accountCenter, accountSettings, changePassword, deleteMember, remittance). */

export const pointRecords: PointRecord[] = [
  { id: 3, item: 'purchase', points: -100, created_at: '2026-11-20T08:00:00.000Z' },
  { id: 2, item: 'recommendation', points: 50, created_at: '2026-11-02T08:00:00.000Z' },
];

export const transactionRecords: TransactionRecord[] = [
  { id: 9, status: 'paid', plan: 'monthly', created_at: '2026-11-20T08:00:00.000Z', amount: 199, used_points: 100, pay_method: 'alipay' },
];

export const networkDown = apiError('network', 'Network error');
export const serverDown = apiError('500', 'Server error');

export function setupAccountCenter(inspect?: (event: InspectionEvent) => void) {
  const copyText = fakeCall<void, { text: string }>();
  const loadPointRecords = fakeCall<PointRecord[], void>();
  const loadTransactionRecords = fakeCall<TransactionRecord[], void>();
  /** What the share sheet was asked to share, in order. */
  const shared: { text: string }[] = [];
  const machine = accountCenterMachine.provide({
    actors: {
      copyText: copyText.logic,
      loadPointRecords: loadPointRecords.logic,
      loadTransactionRecords: loadTransactionRecords.logic,
    },
    actions: { shareText: (_, params) => shared.push(params) },
  });
  const actor = createActor(machine, { input: { code: 'HZ7K2M' }, ...(inspect ? { inspect } : {}) });
  actor.start();
  return { actor, machine, copyText, loadPointRecords, loadTransactionRecords, shared };
}

export const settingsDraft: AccountSettings = { name: 'Mei', gender: 'female', env_language: 2 };

/** The member the server answers PUT members/{id} with, in the given interface language. */
export function savedMember(envLanguage: 1 | 2 | 3): Member {
  const member = makeMember({ name: 'Mei', gender: 'female' });
  return { ...member, setting: { ...member.setting, env_language: envLanguage } };
}

export const nameRefused = apiError('422', 'Must fill in', { name: ['Must fill in'] });

export function setupAccountSettings(envLanguage: 1 | 2 | 3, inspect?: (event: InspectionEvent) => void) {
  const saveSettings = fakeCall<Member, AccountSettings>();
  const memberSaved = vi.fn();
  const switchLanguage = vi.fn();
  const machine = accountSettingsMachine.provide({
    actors: { saveSettings: saveSettings.logic },
    actions: {
      memberSaved: (_, params) => memberSaved(params),
      switchLanguage: (_, params) => switchLanguage(params),
    },
  });
  const actor = createActor(machine, { input: { envLanguage }, ...(inspect ? { inspect } : {}) });
  actor.start();
  return { actor, machine, saveSettings, memberSaved, switchLanguage };
}

export const passwordChange: PasswordChange = { oldPassword: 'garden123', newPassword: 'bamboo456' };
export const oldPasswordWrong = apiError('422', 'The old password is incorrect', {
  origin_password: ['The old password is incorrect'],
});

export function setupChangePassword(inspect?: (event: InspectionEvent) => void) {
  const changePassword = fakeCall<unknown, PasswordChange>();
  const machine = changePasswordMachine.provide({ actors: { changePassword: changePassword.logic } });
  const actor = createActor(machine, inspect ? { inspect } : {});
  actor.start();
  return { actor, machine, changePassword };
}

export const incorrectPassword = apiError('422', 'Incorrect Password', { password: ['Incorrect Password'] });

export function setupDeleteMember(inspect?: (event: InspectionEvent) => void) {
  const deleteSelf = fakeCall<unknown, { password: string }>();
  const accountDeleted = vi.fn();
  const machine = deleteMemberMachine.provide({
    actors: { deleteSelf: deleteSelf.logic },
    actions: { accountDeleted: () => accountDeleted() },
  });
  const actor = createActor(machine, inspect ? { inspect } : {});
  actor.start();
  return { actor, machine, deleteSelf, accountDeleted };
}

export const remitRequest: RemitRequest = {
  bank_name: 'Bank of Taiwan',
  bank_code: '004',
  bank_account_name: 'Mei Lin',
  bank_account_number: '123456789012',
  id_number: 'A123456789',
  address: 'No. 1, Zhongshan Rd, Taipei',
  phone: '0912345678',
  email: 'parent@example.com',
};

export const pastRequests: RemittanceRecord[] = [
  {
    id: 4,
    points: 2400,
    bank_name: 'Bank of Taiwan',
    bank_code: '004',
    bank_account_name: 'Mei Lin',
    bank_account_number: '********9012',
    id_number: 'A******789',
    status: 'pending',
    created_at: '2026-11-21T08:00:00.000Z',
  },
];

export const bankCodeRefused = apiError('422', 'Please confirm if your information is correct', {
  bank_code: ['Must be a bank code'],
});

export function setupRemittance(points: number, inspect?: (event: InspectionEvent) => void) {
  const remitPoints = fakeCall<unknown, RemitRequest>();
  const loadRequests = fakeCall<RemittanceRecord[], void>();
  const remitted = vi.fn();
  const machine = remittanceMachine.provide({
    actors: { remitPoints: remitPoints.logic, loadRequests: loadRequests.logic },
    actions: { remitted: () => remitted() },
  });
  const actor = createActor(machine, { input: { points }, ...(inspect ? { inspect } : {}) });
  actor.start();
  return { actor, machine, remitPoints, loadRequests, remitted };
}
