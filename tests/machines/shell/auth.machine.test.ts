import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, authViewOf } from '../../../machines/shell/auth.machine';
import type { LoginOutput } from '../../../machines/shell/auth.types';
import { withDefault } from '../../../machines/rules/childStats';
import { currentChild, type Child, type Member } from '../../../machines/types';
import { makeChild, makeMember } from '../../fixtures/member';

const member = makeMember({ id: 7 });

/** An error shaped like the app's ApiError. */
function apiError(code: string, message: string, errors: Record<string, string[]> = {}) {
  return Object.assign(new Error(message), { code, errors });
}

/** A promise the test settles by hand, so in-between states can be observed. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setupAuth(
  options: {
    token?: string | null;
    loadMember?: () => Promise<Member>;
    login?: (input: { email: string; password: string }) => Promise<LoginOutput>;
    logout?: () => Promise<void>;
    chooseChild?: (input: { childId: number }) => Promise<Child>;
  } = {},
) {
  const calls = { storeToken: [] as string[], clearStoredToken: 0, order: [] as string[] };
  const machine = authMachine.provide({
    actions: {
      storeToken: (_, params) => {
        calls.storeToken.push(params.token);
      },
      clearStoredToken: () => {
        calls.clearStoredToken += 1;
        calls.order.push('clearStoredToken');
      },
    },
    actors: {
      loadMember: fromPromise(() => (options.loadMember ?? (() => Promise.resolve(member)))()),
      login: fromPromise(({ input }: { input: { email: string; password: string } }) =>
        (options.login ?? (() => Promise.resolve({ member, api_token: 'tok-new' })))(input),
      ),
      logout: fromPromise(() => (options.logout ?? (() => Promise.resolve()))()),
      chooseChild: fromPromise(({ input }: { input: { childId: number } }) =>
        (options.chooseChild ?? (() => Promise.reject(new Error('no chooseChild in this test'))))(input),
      ),
    },
  });
  const actor = createActor(machine, { input: { token: options.token ?? null } });
  return { actor, calls };
}

describe('auth machine', () => {
  it('without a stored token goes straight to signedOut', () => {
    const loadMember = vi.fn(() => Promise.resolve(member));
    const { actor } = setupAuth({ loadMember });
    actor.start();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(loadMember).not.toHaveBeenCalled();
  });

  it('with a stored token checks it, then is signed in with the member', async () => {
    const load = deferred<Member>();
    const { actor } = setupAuth({ token: 'tok-stored', loadMember: () => load.promise });
    actor.start();
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    load.resolve(member);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.member?.name).toBe('Mei');
    expect(snapshot.context.token).toBe('tok-stored');
  });

  it('a bad stored token ends signed out and removes the stored login', async () => {
    const { actor, calls } = setupAuth({
      token: 'tok-bad',
      loadMember: () => Promise.reject(apiError('20006', 'Invalid token')),
    });
    actor.start();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.token).toBeNull();
    expect(snapshot.context.member).toBeNull();
    expect(calls.clearStoredToken).toBe(1);
  });

  it('a network failure while checking ends signed out but keeps the stored login', async () => {
    const { actor, calls } = setupAuth({
      token: 'tok-ok',
      loadMember: () => Promise.reject(apiError('network', 'Could not reach the server.')),
    });
    actor.start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls.clearStoredToken).toBe(0);
  });

  it('login success stores the token and the member', async () => {
    const login = vi.fn(() => Promise.resolve({ member, api_token: 'tok-new' }));
    const { actor, calls } = setupAuth({ login });
    actor.start();
    actor.send({ type: 'auth.login', email: 'parent@example.com', password: 'secret123' });
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({ email: 'parent@example.com', password: 'secret123' });
    expect(snapshot.context).toMatchObject({ token: 'tok-new', member: { id: 7 }, error: null });
    expect(calls.storeToken).toEqual(['tok-new']);
  });

  it('login failure keeps the field errors for the form and stays signed out', async () => {
    const { actor, calls } = setupAuth({
      login: () =>
        Promise.reject(
          apiError('422', 'Email or password incorrect', { password: ['Email or password incorrect'] }),
        ),
    });
    actor.start();
    actor.send({ type: 'auth.login', email: 'parent@example.com', password: 'wrong-pass' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(snapshot.context.error).toEqual({
      code: '422',
      message: 'Email or password incorrect',
      errors: { password: ['Email or password incorrect'] },
    });
    expect(snapshot.context.token).toBeNull();
    expect(calls.storeToken).toEqual([]);
  });

  it('session.invalidated when signed in clears everything (the route guard decides where to go)', async () => {
    const { actor, calls } = setupAuth({ token: 'tok-stored' });
    actor.start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.invalidated' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context.token).toBeNull();
    expect(snapshot.context.member).toBeNull();
    expect(calls.order).toEqual(['clearStoredToken']);
  });

  it('session.invalidated while checking clears everything and ignores the late member', async () => {
    const load = deferred<Member>();
    const { actor, calls } = setupAuth({ token: 'tok-stored', loadMember: () => load.promise });
    actor.start();
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    actor.send({ type: 'session.invalidated' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.order).toEqual(['clearStoredToken']);
    load.resolve(member);
    await Promise.resolve();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  it('logout ends signed out and removes the stored login', async () => {
    const logout = vi.fn(() => Promise.resolve());
    const { actor, calls } = setupAuth({ token: 'tok-stored', logout });
    actor.start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(snapshot.context).toMatchObject({ token: null, member: null });
    expect(calls.clearStoredToken).toBe(1);
  });

  it('logout forgets the stored login at once, before the call answers (a page reloaded meanwhile finds none)', async () => {
    const { actor, calls } = setupAuth({ token: 'tok-stored', logout: () => new Promise<void>(() => {}) });
    actor.start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(calls.clearStoredToken).toBe(1);
  });

  it('logout ends signed out even when the call fails', async () => {
    const { actor, calls } = setupAuth({
      token: 'tok-stored',
      logout: () => Promise.reject(apiError('network', 'Could not reach the server.')),
    });
    actor.start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.token).toBeNull();
    expect(calls.clearStoredToken).toBe(1);
  });

  it('member.updated and member.reload refresh the member while signed in', async () => {
    let name = 'Mei';
    const { actor } = setupAuth({ token: 'tok-stored', loadMember: () => Promise.resolve({ ...member, name }) });
    actor.start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'member.updated', member: { ...member, name: 'Lin' } });
    expect(actor.getSnapshot().context.member?.name).toBe('Lin');
    name = 'Hua';
    actor.send({ type: 'member.reload' });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }) && s.context.member?.name === 'Hua');
    expect(snapshot.context.member?.name).toBe('Hua');
  });
});

describe('the current child (member.chooseChild)', () => {
  const first = makeChild({ id: 11, name: 'Xiaoming', is_default: 1 });
  const second = makeChild({ id: 12, name: 'Lili', is_default: 0 });
  const twoChildren = makeMember({ id: 7, child: [first, second] });
  /** The server's member: its current child is whichever `chosen` says now. */
  function server() {
    const state = { chosen: 11 };
    const loadMember = (): Promise<Member> =>
      Promise.resolve({ ...twoChildren, child: withDefault(twoChildren.child, state.chosen) });
    return { state, loadMember };
  }

  it('changes at once, then on the server, then reloads the member from it', async () => {
    const { state, loadMember } = server();
    const call = deferred<Child>();
    const reloads = vi.fn(loadMember);
    const { actor } = setupAuth({ token: 'tok', loadMember: reloads, chooseChild: () => call.promise });
    actor.start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    reloads.mockClear();

    actor.send({ type: 'member.chooseChild', childId: 12 });
    expect(currentChild(actor.getSnapshot().context.member)?.id, 'optimistic').toBe(12);
    // a reload asked for while the change is saved does not fetch the old choice
    actor.send({ type: 'member.reload' });
    expect(reloads).not.toHaveBeenCalled();

    state.chosen = 12;
    call.resolve({ ...second, is_default: 1 });
    const done = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(currentChild(done.context.member)?.id).toBe(12);
    expect(done.context.chooseChildError).toBeNull();
  });

  it('puts the server\'s child back and keeps the failure when the call fails', async () => {
    const { loadMember } = server();
    const { actor } = setupAuth({
      token: 'tok',
      loadMember,
      chooseChild: () => Promise.reject(apiError('500', 'Server error')),
    });
    actor.start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'member.chooseChild', childId: 12 });
    const done = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(currentChild(done.context.member)?.id).toBe(11);
    expect(done.context.chooseChildError?.code).toBe('500');
  });

  it('ignores the current child and a child that is not the member\'s', async () => {
    const { loadMember } = server();
    const chooseChild = vi.fn(() => Promise.resolve(second));
    const { actor } = setupAuth({ token: 'tok', loadMember, chooseChild });
    actor.start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'member.chooseChild', childId: 11 });
    actor.send({ type: 'member.chooseChild', childId: 99 });
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(chooseChild).not.toHaveBeenCalled();
  });

  it('starts a reload over when asked again while one runs (the newer one may follow a write)', async () => {
    let name = 'Mei';
    const first = deferred<Member>();
    let calls = 0;
    const { actor } = setupAuth({
      token: 'tok',
      loadMember: () => {
        calls += 1;
        return calls === 2 ? first.promise : Promise.resolve({ ...member, name });
      },
    });
    actor.start();
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'member.reload' });
    name = 'Hua';
    actor.send({ type: 'member.reload' });
    // the first reload's old reply comes last and is not taken
    const done = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    first.resolve({ ...member, name: 'Mei' });
    await Promise.resolve();
    expect(done.context.member?.name).toBe('Hua');
    expect(actor.getSnapshot().context.member?.name).toBe('Hua');
  });
});

describe('what the other machines see of auth (authViewOf)', () => {
  it('is checking, then signed in with the member, and signed out while signing in or out', async () => {
    const login = deferred<LoginOutput>();
    const { actor } = setupAuth({ token: null, login: () => login.promise });
    actor.start();
    expect(authViewOf(actor.getSnapshot())).toEqual({ status: 'signedOut', member: null });
    actor.send({ type: 'auth.login', email: 'a@example.com', password: 'secret123' });
    expect(authViewOf(actor.getSnapshot())).toEqual({ status: 'signedOut', member: null });
    login.resolve({ member, api_token: 'tok' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(authViewOf(actor.getSnapshot())).toEqual({ status: 'signedIn', member });

    const { actor: checking } = setupAuth({ token: 'tok', loadMember: () => new Promise(() => {}) });
    checking.start();
    expect(authViewOf(checking.getSnapshot())).toEqual({ status: 'checking', member: null });
  });
});
