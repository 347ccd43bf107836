/**
 * The cheapest one-to-one assignment of rows to columns of a square cost matrix (the Hungarian
 * method, O(n³)): `result[row]` is the column given to the row. Ties go the same way every time.
 */
export function cheapestAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  const INF = Number.POSITIVE_INFINITY;
  // potentials and matching over 1-based indices, column 0 a sentinel
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const rowOf = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let row = 1; row <= n; row++) {
    rowOf[0] = row;
    let column = 0;
    const least = new Array<number>(n + 1).fill(INF);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[column] = true;
      const current = rowOf[column]!;
      let delta = INF;
      let next = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const reduced = cost[current - 1]![j - 1]! - u[current]! - v[j]!;
        if (reduced < least[j]!) {
          least[j] = reduced;
          way[j] = column;
        }
        if (least[j]! < delta) {
          delta = least[j]!;
          next = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[rowOf[j]!]! += delta;
          v[j]! -= delta;
        } else {
          least[j]! -= delta;
        }
      }
      column = next;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column]!;
      rowOf[column] = rowOf[previous]!;
      column = previous;
    } while (column !== 0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let j = 1; j <= n; j++) result[rowOf[j]! - 1] = j - 1;
  return result;
}
