import { contentHash, pictureBytes } from '../content/assets';

/**
 * The pictures of the awards and stickers, served by our API (no third-party requests):
 * `white_picture` is the award's Fluent Emoji Flat icon in colour (got), `black_picture`
 * its silhouette (not got), made here from the same icon by painting every shape one grey
 * (#5f6b7a: 5.4:1 on white, so the outline reads). Names carry a hash of the bytes, so a
 * picture is cached for a year. Fluent Emoji Flat is MIT (Microsoft); the source is listed
 * with the curriculum's (GET content/sources, `rewardSources`).
 */
export const AWARD_PICTURES_PATH = '/api/awards/pictures/';

const SILHOUETTE = '#5f6b7a';

export type PictureVariant = 'white' | 'black';

/** The bytes of an icon's picture: colour or silhouette; null for an unknown icon. */
export function awardPictureBytes(icon: string, variant: PictureVariant): Buffer | null {
  const bytes = pictureBytes(icon);
  if (!bytes || variant === 'white') return bytes;
  const svg = bytes
    .toString('utf8')
    .replace(/\b(fill|stroke|stop-color)="(?!none")[^"]*"/g, `$1="${SILHOUETTE}"`)
    .replace(/\bopacity="[^"]*"/g, '');
  return Buffer.from(svg);
}

const names = new Map<string, string>();
const files = new Map<string, Buffer>();

/** The file name of an icon's picture: `{icon}.{hash}.svg` or `{icon}.silhouette.{hash}.svg`. */
export function awardPictureFile(icon: string, variant: PictureVariant): string {
  const key = `${icon}:${variant}`;
  const known = names.get(key);
  if (known) return known;
  const bytes = awardPictureBytes(icon, variant);
  if (!bytes) throw new Error(`no Fluent Emoji Flat icon ${icon}`);
  const file = `${icon}${variant === 'black' ? '.silhouette' : ''}.${contentHash(bytes)}.svg`;
  names.set(key, file);
  files.set(file, bytes);
  return file;
}

/** The bytes of a file named by `awardPictureFile` (after it was named), else null. */
export function awardPictureByFile(file: string): Buffer | null {
  return files.get(file) ?? null;
}

export const awardPictureUrl = (icon: string, variant: PictureVariant) => AWARD_PICTURES_PATH + awardPictureFile(icon, variant);

/** Where the award pictures come from, shown beside the curriculum's sources (about us). */
export const rewardSources = [
  {
    name: 'Fluent Emoji Flat (Microsoft, via Iconify)',
    what: 'The pictures of the badges and stickers; their grey silhouettes (not yet earned) are made from them by Hanzi House.',
    licence: 'MIT',
    url: 'https://github.com/microsoft/fluentui-emoji',
  },
];
