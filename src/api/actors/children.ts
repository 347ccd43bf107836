import { fromPromise } from 'xstate';
import type { NewChild } from '../../../machines/childForm.machine';
import type { MakeDefaultInput, SaveLeniencyInput } from '../../../machines/childStats.machine';
import type { Child } from '../../../machines/types';
import type { components } from '../schema';
import { api, unwrap } from '../client';

/**
 * The child calls of SPEC §7 as actors for the child form and child stats
 * machines. Each resolves with the reply's `data` (the child) or rejects with
 * the client's `ApiError` (code, message, field errors).
 */

type ChildCreateForm = components['schemas']['ChildCreateForm'];

/** The multipart body of POST children: the text fields, and the avatar only when one was chosen. */
export function childFormData(child: NewChild): FormData {
  const form = new FormData();
  form.append('name', child.name);
  form.append('gender', child.gender);
  form.append('birthday', child.birthday);
  if (child.avatar) {
    const fileName = child.avatar instanceof File ? child.avatar.name : 'avatar';
    form.append('avatar', child.avatar, fileName);
  }
  return form;
}

/**
 * POST children (multipart: name, gender, birthday, avatar) → the new child.
 * openapi-fetch sends what `bodySerializer` returns; with a FormData it leaves
 * the Content-Type (and its boundary) to fetch. The contract types a binary
 * part as `string` (openapi-typescript's mapping of `format: binary`), so the
 * typed `body` names the text fields and the serializer adds the file.
 */
export const addChild = fromPromise<Child, NewChild>(({ input }) => {
  const body: ChildCreateForm = { name: input.name, gender: input.gender, birthday: input.birthday };
  return unwrap(api.POST('/children', { body, bodySerializer: () => childFormData(input) }));
});

/** POST children/{id}?is_default=1 → the child, now the member's default child. */
export const makeDefaultChild = fromPromise<Child, MakeDefaultInput>(({ input }) =>
  unwrap(api.POST('/children/{id}', { params: { path: { id: input.childId }, query: { is_default: 1 } } })),
);

/** POST children/{id}?write_leniency=… → the child with its new writing leniency. */
export const saveChildLeniency = fromPromise<Child, SaveLeniencyInput>(({ input }) =>
  unwrap(api.POST('/children/{id}', { params: { path: { id: input.childId }, query: { write_leniency: input.leniency } } })),
);

/** The child form machine's calls. */
export const childFormActors = { addChild };

/** The child stats machine's calls. */
export const childStatsActors = { makeDefault: makeDefaultChild, saveLeniency: saveChildLeniency };
