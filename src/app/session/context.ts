import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/session.machine';

/**
 * The app-wide session actor (machines/session.machine.ts): route guards,
 * set-up flag, challenge data, orientation, language, music, class time.
 * `SessionProvider` (./SessionProvider.tsx) mounts it with the app's actions;
 * components read slices with `SessionContext.useSelector` and send with
 * `SessionContext.useActorRef().send`.
 */
export const SessionContext = createActorContext(sessionMachine);
