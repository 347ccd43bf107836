/**
 * Issue 26: 16 uploads at once of a 6,300×6,300 single-colour PNG (about 128 KB each), through
 * the avatar re-encoding (children/images.ts reencodeAvatar), in this process: wall time, the
 * peak resident memory above the start, and what each call gave. A measurement, not a test.
 *
 *   npx tsx tests/bench/avatar-bombs.ts [module]   (module: another images.ts, to compare)
 *   SIDE=4000 npx tsx tests/bench/avatar-bombs.ts  (16 pictures at the limit instead)
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

const modulePath = resolve(process.argv[2] ?? 'src/server/children/images.ts');
const { reencodeAvatar } = (await import(pathToFileURL(modulePath).href)) as {
  reencodeAvatar: (bytes: Uint8Array) => Promise<unknown>;
};

const side = Number(process.env.SIDE ?? 6300);
const bomb = new Uint8Array(
  await sharp({ create: { width: side, height: side, channels: 3, background: '#ff8800' } }).png({ compressionLevel: 9 }).toBuffer(),
);
// a first small call loads libvips' code, so the figures are the bombs' own
await reencodeAvatar(new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer()));
global.gc?.();

const startRss = process.memoryUsage().rss;
let peakRss = startRss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
const started = performance.now();
const results = await Promise.allSettled(Array.from({ length: 16 }, () => reencodeAvatar(bomb)));
const ms = performance.now() - started;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

const outcome = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? `rejected (${(r.reason as { httpStatus?: number }).httpStatus ?? r.reason})` : typeof r.value === 'string' ? r.value : 'decoded';
const counts = new Map<string, number>();
for (const r of results) counts.set(outcome(r), (counts.get(outcome(r)) ?? 0) + 1);
console.log(`module: ${modulePath}`);
console.log(`PNG ${side}×${side}: ${(bomb.byteLength / 1024).toFixed(0)} KB; 16 at once: ${ms.toFixed(0)} ms, peak RSS +${((peakRss - startRss) / 2 ** 20).toFixed(0)} MB`);
console.log(`outcomes: ${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')}`);
