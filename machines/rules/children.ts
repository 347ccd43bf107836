/**
 * How many child profiles an account holds (issue 9, beyond the spec): at most
 * `MAX_CHILDREN`, and never none once it has one (a member always keeps a
 * current child). Pure: the child settings page hides the add card and the
 * remove button by them, and the server (POST children, DELETE children/{id})
 * refuses the same requests by them.
 */

/** The most children one parent account may hold. */
export const MAX_CHILDREN = 10;

/** Whether an account with `count` children may add one more. */
export function canAddChild(count: number): boolean {
  return count < MAX_CHILDREN;
}

/** Whether an account with `count` children may remove one (never its last). */
export function canRemoveChild(count: number): boolean {
  return count > 1;
}

/**
 * The child that becomes current when `removedId` is removed: the current one
 * stays current when another child is removed; when the current child is removed,
 * the first other child (in the order given: the server's order, oldest first).
 * null when no other child is left.
 */
export function nextDefaultAfterRemoval<T extends { id: number; is_default: 0 | 1 }>(
  children: readonly T[],
  removedId: number,
): number | null {
  const others = children.filter((child) => child.id !== removedId);
  return (others.find((child) => child.is_default === 1) ?? others[0])?.id ?? null;
}
