import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/env';
import { fail, ok } from '../http/reply';
import { rewardSources } from '../rewards/pictures';
import { contentHash, pictureBytes, strokeBytes } from './assets';
import { RECORDINGS_VERSION } from '../../../machines/rules/recordings';
import { recordingBytes } from './voice';
import { schoolStrokeFile } from './schoolCharacters';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * The curriculum's static files, by the content-hashed names curriculum.json gives them:
 * `/api/content/strokes/{hash}.json` (one character's stroke data, about 1–2 KB gzip; the 小字典's
 * characters beyond the curriculum too, for a school list: content/schoolCharacters.ts) and
 * `/api/content/pictures/{icon}.{hash}.svg`; and the syllable recordings,
 * `/api/content/voice/{version}/{zhuyin}.mp3` (voice.ts). A name says what its bytes are, so each file
 * is cached for a year. Public: they hold no one's data. A file whose bytes no longer
 * hash to its name (a data package changed without a new content build) is not served.
 */
export function contentRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const cache = new Map<string, Buffer>();

  /** The curriculum's file, else a school list character's stroke file (content/schoolCharacters.ts, issue 30). */
  const entryOf = (file: string) => {
    const entry = ctx.content.files.get(file);
    if (entry) return entry;
    const stroke = file.endsWith('.json') ? schoolStrokeFile(file) : null;
    return stroke ? { kind: 'stroke' as const, stroke } : undefined;
  };

  const bytesOf = (file: string): Buffer | null => {
    const cached = cache.get(file);
    if (cached) return cached;
    const entry = entryOf(file);
    if (!entry) return null;
    const bytes = entry.kind === 'stroke' ? strokeBytes(entry.stroke.char, entry.stroke.source, entry.stroke.recipe) : pictureBytes(entry.picture.icon);
    if (!bytes) return null;
    const hash = entry.kind === 'stroke' ? file.slice(0, -'.json'.length) : file.split('.').at(-2);
    if (contentHash(bytes) !== hash) {
      ctx.logger.error('content file does not match its name: run npm run content:build', { file });
      return null;
    }
    cache.set(file, bytes);
    return bytes;
  };

  const serve = (kind: 'stroke' | 'picture', type: string) => (c: Context<AppEnv>) => {
    const file = c.req.param('file') ?? '';
    if (entryOf(file)?.kind !== kind) throw fail.notFound();
    const bytes = bytesOf(file);
    if (!bytes) throw fail.notFound();
    const etag = `"${file}"`;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': YEAR });
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': type, 'Cache-Control': YEAR, ETag: etag });
  };

  app.get('/content/sources', (c) => ok(c, [...ctx.content.sources, ...rewardSources]));
  app.get('/content/strokes/:file', serve('stroke', 'application/json; charset=utf-8'));
  app.get('/content/pictures/:file', serve('picture', 'image/svg+xml'));
  // the syllable recordings (voice.ts): their version is in the address, so each is cached for good
  app.get('/content/voice/:version/:file', (c) => {
    const file = c.req.param('file').normalize('NFC');
    if (c.req.param('version') !== RECORDINGS_VERSION) throw fail.notFound();
    const bytes = recordingBytes(file);
    if (!bytes) throw fail.notFound();
    const etag = `"${RECORDINGS_VERSION}/${encodeURIComponent(file)}"`;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': YEAR });
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'audio/mpeg', 'Cache-Control': YEAR, ETag: etag });
  });
  return app;
}
