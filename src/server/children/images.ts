import sharp from 'sharp';
import { HashQueue } from '../security/password';

/**
 * What an uploaded file really is, from its first bytes — never from its name or the
 * type the browser declared. Only the four web image formats are accepted.
 */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The side of a stored avatar, in pixels: it shows at most 128 CSS pixels wide, twice for sharp screens. */
export const AVATAR_SIZE = 256;
export const AVATAR_MIME = 'image/webp';
/**
 * The largest picture decoded, in pixels (issue 26): a small file can claim a huge canvas (a
 * "decompression bomb": a single-colour 6,300×6,300 PNG is 128 KB, and 16 of them at once took
 * 3.2 s and 160 MB). An avatar is shown at 256×256, so nothing near a photo's full size is
 * needed; 16 MP still takes every phone photo that fits in the 2 MB upload (12 MP is
 * 4032×3024, a 16 MP 4:3 photo 4608×3456). Refused from the header, before any decoding.
 */
export const AVATAR_MAX_PIXELS = 16_000_000;

/**
 * Decodes at once per process: 2 (the machine's cores), 8 more wait their turn; beyond that the
 * upload is refused at once with 429 `Too many attempts. Please try again later.` and
 * Retry-After (the same bounded queue as password hashing, security/password.ts).
 */
export const DECODE_QUEUE = { active: 2, waiting: 8 } as const;
export const decodeQueue = new HashQueue(DECODE_QUEUE.active, DECODE_QUEUE.waiting);

/** Why bytes give no avatar: not a picture sharp can decode, or a picture larger than AVATAR_MAX_PIXELS. */
export type NoAvatar = 'not-image' | 'too-many-pixels';

/**
 * An avatar as it is stored and served: turned upright by its EXIF orientation, cut to a
 * 256×256 square (cover) and written as WebP with no metadata at all (sharp keeps none
 * unless asked: no EXIF, GPS, XMP or ICC profile), the first frame of an animation.
 * 'not-image' when sharp cannot decode the bytes (a broken or disguised file), 'too-many-pixels'
 * when the picture is larger than AVATAR_MAX_PIXELS. One of at most DECODE_QUEUE.active decodes
 * at once (429 when the queue is full).
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer> | NoAvatar> {
  // the header alone, outside the queue (it decodes no pixel): width and height
  let size: { width?: number; height?: number };
  try {
    size = await sharp(bytes).metadata();
  } catch {
    return 'not-image';
  }
  if (!size.width || !size.height) return 'not-image';
  if (size.width * size.height > AVATAR_MAX_PIXELS) return 'too-many-pixels';
  return decodeQueue.run(async () => {
    try {
      // limitInputPixels too: what the header said is what libvips is held to
      const output = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS })
        .autoOrient()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
      return new Uint8Array(output);
    } catch {
      return 'not-image';
    }
  });
}

/**
 * Whether stored bytes are already such an avatar. Uploads stored before avatars were
 * re-encoded (issue 10) hold the file as it was sent, EXIF and GPS included: the first time
 * one is served it is re-encoded and written back (children/routes.ts).
 */
export async function isReencodedAvatar(mime: string, bytes: Uint8Array): Promise<boolean> {
  if (mime !== AVATAR_MIME || sniffImage(bytes) !== AVATAR_MIME) return false;
  try {
    const meta = await sharp(bytes).metadata();
    return (
      meta.width === AVATAR_SIZE &&
      meta.height === AVATAR_SIZE &&
      meta.exif === undefined &&
      meta.xmp === undefined &&
      meta.icc === undefined &&
      (meta.pages ?? 1) === 1
    );
  } catch {
    return false;
  }
}
