import * as v from 'valibot';
import { messages } from '../http/reply';
import { integer, object, objectAsync, oneOf, pastDate, text } from '../http/validate';
import { AVATAR_MIME, reencodeAvatar, sniffImage } from './images';

const MB = 1024 * 1024;

/** 'The avatar must be at most 2 MB' for the configured limit (in MB, one decimal at most). */
export function avatarTooLarge(maxBytes: number) {
  return messages.avatarTooLarge(Math.round((maxBytes / MB) * 10) / 10);
}

export interface AvatarUpload {
  bytes: Uint8Array;
  mime: typeof AVATAR_MIME;
}

/**
 * An avatar file: at most `maxBytes`, one of the four web image formats by its bytes, and
 * decodable; what is kept is its re-encoding (images.ts reencodeAvatar: a 256×256 WebP, no
 * metadata), never the file as sent.
 */
function avatar(maxBytes: number) {
  return v.optionalAsync(
    v.pipeAsync(
      v.file(messages.avatarNotImage),
      v.maxSize(maxBytes, avatarTooLarge(maxBytes)),
      v.transformAsync(async (file) => new Uint8Array(await file.arrayBuffer())),
      v.rawTransformAsync(async ({ dataset, addIssue, NEVER }) => {
        const bytes = sniffImage(dataset.value) ? await reencodeAvatar(dataset.value) : 'not-image';
        if (typeof bytes === 'string') {
          addIssue({ message: bytes === 'too-many-pixels' ? messages.avatarTooManyPixels : messages.avatarNotImage });
          return NEVER;
        }
        return { bytes, mime: AVATAR_MIME } satisfies AvatarUpload;
      }),
    ),
  );
}

const name = () => text(20);
const gender = () => oneOf(['boy', 'girl'], messages.childGender);
const birthday = (today: () => Date) =>
  pastDate(today, messages.date, messages.birthdayNotPast);

/** `POST children`: multipart gender, name, birthday, avatar (optional). */
export function newChildForm(today: () => Date, maxBytes: number) {
  return objectAsync({
    name: name(),
    gender: gender(),
    birthday: birthday(today),
    avatar: avatar(maxBytes),
  });
}

/** `POST children/{id}`: the fields to change come in the query (SPEC §7). */
export function childUpdateQuery(today: () => Date) {
  return object({
    name: v.optional(name()),
    gender: v.optional(gender()),
    birthday: v.optional(birthday(today)),
    is_default: v.optional(integer(1, 1, messages.mustBeOne)),
    write_leniency: v.optional(oneOf(['strict', 'normal', 'gentle'], messages.writeLeniency)),
  });
}

/** `POST children/{id}`: an optional new avatar in the multipart body. */
export function childUpdateForm(maxBytes: number) {
  return objectAsync({ avatar: avatar(maxBytes) });
}

/** Upload ids are UUIDs; anything else cannot name an upload. */
export function isUploadId(id: string | undefined): id is string {
  return id !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
}

/**
 * Browsers send an empty file part when no file was chosen: that means "no avatar".
 */
export function withoutEmptyFile(form: Record<string, unknown>): Record<string, unknown> {
  const value = form.avatar;
  const empty = value === '' || (value instanceof File && value.size === 0 && value.name === '');
  if (!empty) return form;
  const { avatar: _ignored, ...rest } = form;
  return rest;
}
