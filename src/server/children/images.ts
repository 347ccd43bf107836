import sharp from 'sharp';

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
 * The largest picture decoded (pixels): a 2 MB file can claim a huge canvas (a "decompression
 * bomb"); 40 MP covers any phone photo that fits in 2 MB.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An avatar as it is stored and served: turned upright by its EXIF orientation, cut to a
 * 256×256 square (cover) and written as WebP with no metadata at all (sharp keeps none
 * unless asked: no EXIF, GPS, XMP or ICC profile), the first frame of an animation.
 * Null when sharp cannot decode the bytes (a broken or disguised file).
 */
export async function reencodeAvatar(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
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
