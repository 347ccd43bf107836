/**
 * Ends the current task and goes on in a new one, so the browser may paint and answer a tap in
 * between: the app's start is a few steps of work, each well under the 50 ms of a long task on a
 * slow phone, instead of one (issue 10, Lighthouse's total blocking time).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
