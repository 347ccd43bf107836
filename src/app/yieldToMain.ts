/**
 * Ends the current task and goes on in a new one, so the browser may paint and answer a tap in
 * between: the app's start is a few steps of work, each well under the 50 ms of a long task on a
 * slow phone, instead of one (issue 10, Lighthouse's total blocking time). `scheduler.yield`
 * where the browser has it (the rest comes before other queued tasks), else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
