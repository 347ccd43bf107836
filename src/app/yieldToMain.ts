/**
 * Ends the current task and goes on in a new one, so the browser may paint and answer a tap in
 * between: the app's start is a few steps of work, each well under the 50 ms of a long task on a
 * slow phone, instead of one (issue 10, Lighthouse's total blocking time). A message to itself,
 * never a timer: a test's fake clock holds timers (the battle's browser tests install one before
 * the page starts, and the app never started when this was a zero timeout).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // closed, so that in Node (the build's prerender runs the same code) no port keeps the process alive
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
