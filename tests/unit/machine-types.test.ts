import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/api/schema';
import type { Child, Member, MemberSetting } from '../../machines/types';
import type { toChildJson } from '../../src/server/children/serialize';
import type { loadMember } from '../../src/server/member/serialize';

/**
 * The contract's Member and Child (src/api/openapi.yaml → the generated src/api/schema.d.ts) in
 * the two places that need them. machines/ may not import src/ (eslint), so machines/types.ts
 * spells the shapes out again; the server's serializers take them from schema.d.ts. These type
 * tests (checked by `tsc`, which covers tests/) fail when either drifts from the contract, in
 * either direction: a field added, dropped, renamed or typed differently on one side.
 */
type Schemas = components['schemas'];

describe('machines/types.ts follows the contract', () => {
  it('Member', () => {
    expectTypeOf<Member>().toEqualTypeOf<Schemas['Member']>();
  });
  it('MemberSetting', () => {
    expectTypeOf<MemberSetting>().toEqualTypeOf<Schemas['MemberSetting']>();
  });
  it('Child', () => {
    expectTypeOf<Child>().toEqualTypeOf<Schemas['Child']>();
  });
});

describe('the server replies the contract\'s shapes (src/server/*/serialize.ts)', () => {
  it('a member (GET member/self and every reply that carries the member)', () => {
    expectTypeOf<NonNullable<Awaited<ReturnType<typeof loadMember>>>>().toEqualTypeOf<Schemas['Member']>();
    expectTypeOf<NonNullable<Awaited<ReturnType<typeof loadMember>>>>().toEqualTypeOf<Member>();
  });
  it('a child', () => {
    expectTypeOf<ReturnType<typeof toChildJson>>().toEqualTypeOf<Schemas['Child']>();
    expectTypeOf<ReturnType<typeof toChildJson>>().toEqualTypeOf<Child>();
  });
});
