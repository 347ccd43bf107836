import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_PIXELS, DECODE_QUEUE, decodeQueue } from '../../src/server/children/images';
import { messages } from '../../src/server/http/messages';
import { createTestServer, images } from './helpers';

/**
 * Issue 10: avatars are re-encoded (a 256×256 WebP, no metadata) and served only to the
 * member who owns them.
 */

/** 25°2'3" N, 121°33'54" E as EXIF rationals: how the coordinates sit in the file. */
const GPS_LATITUDE = Uint8Array.from([25, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0]);

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(haystack).indexOf(Buffer.from(needle)) >= 0;
}

/** A phone photo: 1200×800 JPEG with the maker and the place it was taken in its EXIF. */
async function photoWithGps(): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Lin family' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 54/1' },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

describe('avatars', () => {
  const server = createTestServer();
  let owner: Awaited<ReturnType<typeof server.member>>;
  let stranger: Awaited<ReturnType<typeof server.member>>;
  let photo: Uint8Array<ArrayBuffer>;
  let avatarUrl = '';

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([server.member(), server.member()]);
    photo = await photoWithGps();
    // the test's own photo really carries what must go
    expect(contains(photo, GPS_LATITUDE)).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const child = await server.child(owner.token, { avatar: new File([photo], 'IMG_0001.jpg', { type: 'image/jpeg' }) });
    avatarUrl = child.avatar!;
  });

  const fetchAvatar = (headers: Record<string, string> = {}) => server.app.request(avatarUrl, { headers });

  it('comes back as a 256×256 WebP without EXIF, GPS or any other metadata', async () => {
    const res = await fetchAvatar({ Authorization: `Bearer ${owner.token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(contains(bytes, GPS_LATITUDE)).toBe(false);
    expect(contains(bytes, new TextEncoder().encode('TestPhone'))).toBe(false);
    expect(bytes.length).toBeLessThan(photo.length);
  });

  it('is stored re-encoded too: no byte of the photo is kept', async () => {
    const id = avatarUrl.split('/').pop()!;
    const row = await server.ctx.db.selectFrom('uploads').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.mime).toBe('image/webp');
    expect(contains(new Uint8Array(row.bytes), GPS_LATITUDE)).toBe(false);
  });

  it('is served to its owner only: by the bearer token or by the cookie an <img> sends, privately', async () => {
    const byCookie = await fetchAvatar({ Cookie: `User-Auth-Token=${owner.token}` });
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('Cache-Control')).toMatch(/^private\b/);
    expect(byCookie.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('another member, a bad token and nobody at all get 404, as for an unknown id', async () => {
    for (const headers of <Record<string, string>[]>[
      { Authorization: `Bearer ${stranger.token}` },
      { Cookie: `User-Auth-Token=${stranger.token}` },
      { Authorization: 'Bearer not-a-token' },
      {},
    ]) {
      const res = await fetchAvatar(headers);
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/json/);
    }
  });

  it('every accepted format becomes the same small WebP', async () => {
    for (const [name, bytes] of Object.entries(images)) {
      const child = await server.child(owner.token, { avatar: new File([bytes], `a.${name}`) });
      const res = await server.app.request(child.avatar!, { headers: { Authorization: `Bearer ${owner.token}` } });
      expect(res.headers.get('Content-Type'), name).toBe('image/webp');
      expect(await sharp(new Uint8Array(await res.arrayBuffer())).metadata(), name).toMatchObject({ width: 256, height: 256 });
      await server.ctx.db.deleteFrom('children').where('id', '=', child.id).execute();
    }
  });

  it('refuses what looks like an image but cannot be decoded, storing nothing', async () => {
    const before = await server.countRows();
    const broken = new Uint8Array([...images.png.subarray(0, 40), ...new Uint8Array(200)]);
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Broken', gender: 'boy', birthday: '2018-05-01' })) form.set(key, value);
    form.set('avatar', new File([broken], 'broken.png', { type: 'image/png' }));
    const reply = await server.post('/api/children', { token: owner.token, body: form });
    expect(reply.http, reply.raw).toBe(422);
    expect(reply.errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG, GIF or WebP image'] });
    expect(await server.countRows()).toEqual(before);
  });

  it('an avatar stored byte for byte before re-encoding is re-encoded the first time it is served', async () => {
    const id = '0f6b2a4c-1111-4222-8333-944455556666';
    await server.ctx.db
      .insertInto('uploads')
      .values({ id, member_id: owner.id, mime: 'image/jpeg', bytes: photo, size: photo.length, created_at: new Date().toISOString() })
      .execute();
    const res = await server.app.request(`/api/uploads/${id}`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(contains(new Uint8Array(await res.arrayBuffer()), GPS_LATITUDE)).toBe(false);
    const row = await server.ctx.db.selectFrom('uploads').select(['mime', 'bytes']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.mime).toBe('image/webp');
    expect(contains(new Uint8Array(row.bytes), GPS_LATITUDE)).toBe(false);
  });
});

/**
 * Issue 26: a 6,300×6,300 single-colour PNG is 128 KB and was decoded in full (16 at once took
 * 3.2 s and 160 MB). Pictures larger than AVATAR_MAX_PIXELS are refused from their header, and
 * at most DECODE_QUEUE.active decodes run at once per process, DECODE_QUEUE.waiting more wait,
 * the rest are refused at once with 429.
 */
describe('decompression bombs', () => {
  const server = createTestServer();
  let owner: Awaited<ReturnType<typeof server.member>>;
  beforeAll(async () => {
    owner = await server.member();
  });
  afterAll(() => server.ctx.close());

  const png = async (width: number, height: number) =>
    new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#ff8800' } }).png({ compressionLevel: 9 }).toBuffer());

  function upload(bytes: Uint8Array) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Bomb', gender: 'boy', birthday: '2018-05-01' })) form.set(key, value);
    form.set('avatar', new File([bytes as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' }));
    return server.post('/api/children', { token: owner.token, body: form });
  }

  it(`refuses a picture of more than ${AVATAR_MAX_PIXELS / 1e6} megapixels from its header, storing nothing`, async () => {
    const bomb = await png(6300, 6300);
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    const before = await server.countRows();
    const reply = await upload(bomb);
    expect(reply.http, reply.raw).toBe(422);
    expect(reply.errors).toEqual({ avatar: ['The avatar must be at most 16 megapixels'] });
    expect(await server.countRows()).toEqual(before);
  });

  it('takes a picture of exactly the limit, refuses one pixel row more', async () => {
    expect(AVATAR_MAX_PIXELS).toBe(4000 * 4000);
    expect((await upload(await png(4000, 4000))).code).toBe('1');
    expect((await upload(await png(4000, 4001))).errors).toEqual({ avatar: [messages.avatarTooManyPixels] });
  });

  it('says the limit the code applies', () => {
    expect(messages.avatarTooManyPixels).toContain(`${AVATAR_MAX_PIXELS / 1e6} megapixels`);
  });

  it(`decodes at most ${DECODE_QUEUE?.active} at once, queues ${DECODE_QUEUE?.waiting}, and answers 429 at once beyond`, async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // hold every decoding slot, as long decodes would
    const held = Array.from({ length: DECODE_QUEUE.active }, () => decodeQueue.run(() => gate));
    decodeQueue.resetHighWater();
    const flood = DECODE_QUEUE.waiting + 6;
    const early: number[] = [];
    let released = false;
    const replies = Array.from({ length: flood }, () =>
      upload(images.png).then((reply) => {
        if (!released) early.push(reply.http);
        return reply;
      }),
    );
    await vi.waitFor(() => expect(early).toHaveLength(flood - DECODE_QUEUE.waiting), { timeout: 60_000 });
    expect(early.every((status) => status === 429)).toBe(true);
    expect(decodeQueue.waiting).toBe(DECODE_QUEUE.waiting);
    released = true;
    release();
    await Promise.all(held);
    const all = await Promise.all(replies);
    const refused = all.filter((reply) => reply.http === 429);
    expect(refused).toHaveLength(flood - DECODE_QUEUE.waiting);
    expect(refused[0]?.message).toBe('Too many attempts. Please try again later.');
    expect(Number(refused[0]?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(all.filter((reply) => reply.code === '1')).toHaveLength(DECODE_QUEUE.waiting);
    expect(decodeQueue.highWater).toBeLessThanOrEqual(DECODE_QUEUE.active);
    expect(decodeQueue.active + decodeQueue.waiting).toBe(0);
  });
});

describe('sharp itself', () => {
  it('is pinned, and installs its linux-x64 binaries from npm packages (no download of its own)', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.sharp).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string; integrity?: string; hasInstallScript?: boolean; os?: string[]; cpu?: string[] }>;
    };
    const sharpEntry = lock.packages['node_modules/sharp'];
    expect(sharpEntry?.version).toBe(pkg.dependencies.sharp);
    // no install script: nothing is downloaded or built at install time
    expect(sharpEntry?.hasInstallScript).toBeFalsy();
    // the binaries are npm packages of their own, locked with their checksums
    for (const name of ['node_modules/@img/sharp-linux-x64', 'node_modules/@img/sharp-libvips-linux-x64']) {
      expect(lock.packages[name], name).toMatchObject({ os: ['linux'], cpu: ['x64'] });
      expect(lock.packages[name]?.integrity, name).toMatch(/^sha512-/);
      expect(lock.packages[name]?.hasInstallScript, name).toBeFalsy();
    }
    expect(lock.packages['node_modules/@img/sharp-linux-x64']?.version).toBe(pkg.dependencies.sharp);
  });
});
