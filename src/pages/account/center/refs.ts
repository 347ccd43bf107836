import type { ActorRefFrom } from 'xstate';
import type { accountCenterMachine } from '../../../../machines/account/accountCenter.machine';
import type { changePasswordMachine } from '../../../../machines/account/changePassword.machine';
import type { deleteMemberMachine } from '../../../../machines/account/deleteMember.machine';
import type { remittanceMachine } from '../../../../machines/account/remittance.machine';

/** The account center's machines as its components hold them. */
export type CenterRef = ActorRefFrom<typeof accountCenterMachine>;
export type PasswordRef = ActorRefFrom<typeof changePasswordMachine>;
export type DeletionRef = ActorRefFrom<typeof deleteMemberMachine>;
export type RemittanceRef = ActorRefFrom<typeof remittanceMachine>;
