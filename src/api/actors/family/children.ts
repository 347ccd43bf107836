import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../../machines/shell/auth.machine';
import type { RemoveChildInput, UpdateChildInput } from '../../../../machines/family/childEdit.machine';
import type { NewChild } from '../../../../machines/family/childForm.machine';
import type { MakeDefaultInput, SaveLeniencyInput } from '../../../../machines/family/childStats.machine';
import { toCallError, type Child } from '../../../../machines/types';
import type { components } from '../../schema';
import { api, unwrap } from '../../client';

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
export function postDefaultChild(childId: number): Promise<Child> {
  return unwrap(api.POST('/children/{id}', { params: { path: { id: childId }, query: { is_default: 1 } } }));
}

/**
 * The child stats machine's change of the current child, made by the auth actor
 * (`member.chooseChild`, machines/shell/auth.machine.ts): it outlives the page, so the
 * change and the member's reload finish when the parent leaves at once. Settles
 * when the auth actor is done, with the child or the call's failure.
 */
export function makeDefaultThrough(auth: ActorRefFrom<typeof authMachine>) {
  return fromPromise<Child, MakeDefaultInput>(async ({ input }) => {
    auth.send({ type: 'member.chooseChild', childId: input.childId });
    const done = await waitFor(auth, (snapshot) => !snapshot.matches({ signedIn: 'choosingChild' }));
    if (done.context.chooseChildError) throw done.context.chooseChildError;
    const child = done.context.member?.child.find((c) => c.id === input.childId);
    if (!child) throw toCallError(new Error('the child is not the member\'s'));
    return child;
  });
}

/** POST children/{id}?write_leniency=… → the child with its new writing leniency. */
export const saveChildLeniency = fromPromise<Child, SaveLeniencyInput>(({ input }) =>
  unwrap(api.POST('/children/{id}', { params: { path: { id: input.childId }, query: { write_leniency: input.leniency } } })),
);

/**
 * POST children/{id}: the new name, gender and birthday in the query (SPEC §7), and a new
 * avatar as the multipart body only when one was chosen → the child after the change.
 */
export const updateChild = fromPromise<Child, UpdateChildInput>(({ input }) => {
  const query = { name: input.name, gender: input.gender, birthday: input.birthday };
  const path = { id: input.childId };
  if (!input.avatar) return unwrap(api.POST('/children/{id}', { params: { path, query } }));
  const form = new FormData();
  form.append('avatar', input.avatar, input.avatar instanceof File ? input.avatar.name : 'avatar');
  return unwrap(api.POST('/children/{id}', { params: { path, query }, body: {}, bodySerializer: () => form }));
});

/** DELETE children/{id} (issue 9): the child and everything of it. */
export const removeChild = fromPromise<null, RemoveChildInput>(async ({ input }) => {
  await unwrap(api.DELETE('/children/{id}', { params: { path: { id: input.childId } } }));
  return null;
});

/** The child edit machine's calls. */
export const childEditActors = { updateChild, removeChild };

/** The child form machine's calls. */
export const childFormActors = { addChild };

/** The child stats machine's calls, the change of the current child through the auth actor. */
export function childStatsActors(auth: ActorRefFrom<typeof authMachine>) {
  return { makeDefault: makeDefaultThrough(auth), saveLeniency: saveChildLeniency };
}
