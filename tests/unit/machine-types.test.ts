import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/api/schema';
import type { Child, Member, MemberSetting } from '../../machines/types';

/**
 * machines/ may not import src/, so machines/types.ts spells out the Member and Child
 * shapes again. These type tests (checked by `tsc` in npm test) fail when that copy and
 * the contract drift apart in either direction.
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
