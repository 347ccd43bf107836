import { fromPromise } from 'xstate';

/**
 * An actor the app provides (src/app/appActor.ts `appLogic`), as the machines' stand-in has it:
 * it refuses. The stand-in machines are the tests', the flows' and the Stately inspector's. Marked
 * free of side effects, so that the app's bundle, which builds its machines with its own actors and
 * never uses a stand-in, leaves these calls out with the stand-ins.
 */
/* @__NO_SIDE_EFFECTS__ */
export function providedByTheApp<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
}
