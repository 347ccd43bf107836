import { describe, expect, it } from 'vitest';
import { cnsSequence, strokeData, strokeLibrary, type StrokeData } from '../../src/server/content/assets';
import { checkTaiwanOrder, taiwanStrokesOf } from '../../src/server/content/build/taiwanOrder';
import { loadCurriculum, type CurriculumCharacter } from '../../src/server/content/curriculum';
import { bestOrder } from '../../src/server/content/strokes/strokeOrder';
import { misfits, sequenceTypes, strokeTypes, type Median } from '../../src/server/content/strokes/strokeTypes';
import { applyRecipe, type TaiwanStrokes } from '../../src/server/content/strokes/taiwan';

/**
 * Taiwan's stroke order for every traditional character (issue 29): strokes/ reads each stroke's
 * type, orders, cuts and recomposes strokes to the CNS11643 sequence, and build/taiwanOrder.ts
 * checks every tw file the curriculum serves against it.
 */

const sequence = (char: string) => sequenceTypes(cnsSequence(char)!);
const animCjk = (char: string) => strokeLibrary.animCjk(char)!;
const hanziWriter = (char: string) => strokeLibrary.hanziWriter(char)!;
const typesOf = (record: StrokeData) => record.medians.map((median) => strokeTypes(median));

function taiwan(char: string): TaiwanStrokes {
  const found = taiwanStrokesOf(char);
  if (!('record' in found)) throw new Error(found.problem);
  return found;
}

/** The mean distance between two medians' points, both taken at the same fractions of their length. */
function medianDistance(a: Median, b: Median): number {
  const sample = (median: Median) => {
    const at = [0];
    for (let i = 1; i < median.length; i++) at.push(at[i - 1]! + Math.hypot(median[i]![0]! - median[i - 1]![0]!, median[i]![1]! - median[i - 1]![1]!));
    return Array.from({ length: 8 }, (_, k) => {
      const target = (at.at(-1)! * k) / 7;
      const i = Math.max(1, at.findIndex((d) => d >= target));
      const t = (target - at[i - 1]!) / (at[i]! - at[i - 1]! || 1);
      return [median[i - 1]![0]! + (median[i]![0]! - median[i - 1]![0]!) * t, median[i - 1]![1]! + (median[i]![1]! - median[i - 1]![1]!) * t];
    });
  };
  const [pa, pb] = [sample(a), sample(b)];
  return pa.reduce((sum, p, k) => sum + Math.hypot(p[0]! - pb[k]![0]!, p[1]! - pb[k]![1]!), 0) / pa.length;
}

/** For each stroke of `record`, the stroke of `reference` drawn at the same place (null where one is missing). */
function sameStrokes(record: StrokeData, reference: StrokeData): number[] | null {
  if (record.medians.length !== reference.medians.length) return null;
  const pairs = record.medians
    .flatMap((m, i) => reference.medians.map((r, k) => [medianDistance(m, r), i, k] as const))
    .sort((x, y) => x[0] - y[0]);
  const found = new Array<number>(record.medians.length).fill(-1);
  const taken = new Set<number>();
  for (const [distance, i, k] of pairs) {
    if (found[i] !== -1 || taken.has(k) || distance > 150) continue;
    found[i] = k;
    taken.add(k);
  }
  return found.includes(-1) ? null : found;
}

describe('the stroke types', () => {
  it('reads a horizontal, a vertical, a 撇, a 捺 and a 折 from their medians', () => {
    expect(strokeTypes([[100, 500], [500, 510], [900, 520]])[0]).toBe(1);
    expect(strokeTypes([[500, 800], [505, 450], [500, 100]])[0]).toBe(2);
    expect(strokeTypes([[600, 800], [450, 500], [150, 250]])[0]).toBe(3);
    expect(strokeTypes([[300, 700], [550, 450], [850, 200]])[0]).toBe(4);
    expect(strokeTypes([[200, 700], [500, 710], [800, 720], [790, 400], [780, 100]])[0]).toBe(5);
  });

  it("reads AnimCJK's Taiwan-order strokes as CNS gives them: 必 45443, 花 21123215 (艹 in four), 這 41112514554", () => {
    for (const char of ['必', '花', '這']) expect(misfits(animCjk(char).medians, sequence(char)), char).toEqual([]);
    expect(cnsSequence('花')).toBe('21123215');
  });

  it('agrees with CNS on nearly all of AnimCJK (measured: 971 of the 991 whose stroke counts agree)', () => {
    const chars = strokeLibrary.animCjkChars().filter((char) => cnsSequence(char)?.length === animCjk(char).medians.length);
    const agree = chars.filter((char) => misfits(animCjk(char).medians, sequence(char))!.length === 0);
    expect(chars.length).toBe(991);
    expect(agree.length).toBeGreaterThanOrEqual(965);
  });

  it("sees hanzi-writer-data's mainland 必 (撇 before the last dot) and 苗 (艹 in three) as outside Taiwan's order", () => {
    expect(misfits(hanziWriter('必').medians, sequence('必'))).not.toEqual([]);
    expect(misfits(hanziWriter('苗').medians, sequence('苗'))).toBeNull();
  });
});

describe("re-ordering to Taiwan's order", () => {
  it("puts the mainland 必's 撇 last, as AnimCJK draws it", () => {
    const mainland = hanziWriter('必');
    const { order, misses } = bestOrder(typesOf(mainland), sequence('必'));
    expect(misses).toEqual([]);
    const reordered = { strokes: order.map((i) => mainland.strokes[i]!), medians: order.map((i) => mainland.medians[i]!) };
    expect(sameStrokes(reordered, animCjk('必'))).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 4, 3]);
  });

  it("gives AnimCJK's order for all but a handful of the characters both draw alike (measured: 850 of 854)", () => {
    let compared = 0;
    let right = 0;
    for (const char of strokeLibrary.animCjkChars()) {
      const cns = cnsSequence(char);
      const mainland = strokeLibrary.hanziWriter(char);
      if (!cns || !mainland || misfits(animCjk(char).medians, sequenceTypes(cns))?.length !== 0) continue;
      const truth = sameStrokes(mainland, animCjk(char));
      if (!truth) continue;
      compared++;
      const centres = mainland.medians.map((m) => [m.reduce((s, p) => s + p[0]!, 0) / m.length, m.reduce((s, p) => s + p[1]!, 0) / m.length] as [number, number]);
      const { order } = bestOrder(typesOf(mainland), sequenceTypes(cns), centres);
      if (order.every((stroke, place) => truth[stroke] === place)) right++;
    }
    if (process.env.STROKES_REPORT) console.log(`re-ordered to AnimCJK's order: ${right} of ${compared}`);
    expect(compared).toBeGreaterThan(850);
    expect(right).toBeGreaterThanOrEqual(compared - 6);
  });

  it('draws 駝 with 馬 in Taiwan’s order: the left 丨 first', () => {
    const found = taiwan('駝');
    expect(found).toMatchObject({ base: 'hanzi-writer-data', how: 'reordered' });
    expect(found.record.medians[0]).toEqual(hanziWriter('駝').medians[1]);
    expect(misfits(found.record.medians, sequence('駝'))).toEqual([]);
  });
});

describe('strokes Taiwan writes otherwise', () => {
  it("takes 苗's 艹 in four strokes from AnimCJK's 花, onto the mainland 艹's place", () => {
    const found = taiwan('苗');
    expect(found).toMatchObject({ base: 'hanzi-writer-data', how: 'recomposed', donor: '花' });
    expect(found.record.strokes).toHaveLength(9);
    expect(misfits(found.record.medians, sequence('苗'))).toEqual([]);
    // the rest is the mainland 田, untouched
    expect(found.record.strokes.slice(4)).toEqual(hanziWriter('苗').strokes.slice(3));
  });

  it("cuts 被's ㇇ into Taiwan's 一 and 丿 (衤 in six strokes, as CNS and the MOE dictionary count it)", () => {
    const found = taiwan('被');
    expect(found).toMatchObject({ base: 'animcjk', how: 'split' });
    expect(animCjk('被').strokes).toHaveLength(10);
    expect(found.record.strokes).toHaveLength(11);
    expect(typesOf(found.record).slice(0, 6).map((types) => types[0])).toEqual([4, 1, 3, 2, 3, 4]);
  });

  it("cuts 之's ㇇ into Taiwan's 一 and 丿 after taking 芝's 艹 from 花 (a component and a cut: 6 strokes become 8)", () => {
    const found = taiwan('芝');
    expect(hanziWriter('芝').strokes).toHaveLength(6);
    expect(found.record.strokes).toHaveLength(8);
    expect(found.recipe.steps.map((step) => Object.keys(step)[0])).toEqual(['transplant', 'split']);
    expect(misfits(found.record.medians, sequence('芝'))).toEqual([]);
  });

  it("builds what the search cannot from the steps fixes.ts gives: 戶 as the top of 房, short 丿 first; 鎮's 真 from hanzi-writer-data's own 真", () => {
    const door = taiwan('戶');
    expect(door).toMatchObject({ how: 'recomposed', donor: '房' });
    expect(misfits(door.record.medians, sequence('戶'))).toEqual([]);
    // both first strokes are 丿: the short one on top (higher y: the grid's y points up) comes first
    const top = (median: Median) => Math.max(...median.map((p) => p[1]!));
    expect(top(door.record.medians[0]!)).toBeGreaterThan(top(door.record.medians[1]!));
    const town = taiwan('鎮');
    expect(town).toMatchObject({ how: 'recomposed', donor: '真' });
    expect(misfits(hanziWriter('鎮').medians, sequence('鎮'))!.length).toBeGreaterThan(0);
    expect(misfits(town.record.medians, sequence('鎮'))).toEqual([]);
    // 金 stays as hanzi-writer-data draws it
    expect(town.record.strokes.slice(0, 8)).toEqual(hanziWriter('鎮').strokes.slice(0, 8));
  });

  it('makes the same bytes every time (the build names the file by their hash)', () => {
    for (const char of ['苗', '被', '駝', '蘑']) {
      const again = JSON.stringify(taiwan(char).record);
      expect(JSON.stringify(taiwan(char).record)).toBe(again);
    }
  });

  it('replays its recipe to the same strokes without searching (the server makes a taiwan file from it)', () => {
    // reordered (來), cut (被), a component (苗), two named components (蔬), a component and a restyled donor (蘑, 廳)
    for (const char of ['來', '被', '苗', '蔬', '蘑', '廳', '駝']) {
      const found = taiwan(char);
      expect(found.recipe.steps.length, char).toBeGreaterThan(0);
      expect(JSON.stringify(applyRecipe(char, found.recipe, strokeLibrary)), char).toBe(JSON.stringify(found.record));
    }
    expect(taiwan('被').recipe).toEqual({ base: 'animcjk', steps: [{ split: 1 }] });
  });

  it('is never searched for by the server: a taiwan file without its recipe is not made', () => {
    expect(strokeData('被', 'taiwan')).toBeNull();
    expect(strokeData('被', 'taiwan', taiwan('被').recipe)).toEqual(taiwan('被').record);
  });
});

describe("the build's check", () => {
  const curriculum = loadCurriculum();

  it("finds every traditional character of the curriculum in Taiwan's order", () => {
    const check = checkTaiwanOrder(curriculum.characters);
    expect(check.problems).toEqual([]);
    expect(Object.values(check.inOrder).flat().sort()).toEqual(Object.keys(curriculum.characters).sort());
  });

  it('fails a character served in the mainland order (必) and one with the mainland stroke count (苗)', () => {
    const mainland = (char: string): CurriculumCharacter => ({
      tw: char,
      cn: char,
      radical: '',
      components: 1,
      strokes: {
        tw: { file: 'planted.json', char, source: 'hanzi-writer-data' },
        cn: { file: 'planted.json', char, source: 'hanzi-writer-data' },
      },
    });
    const planted = { ...curriculum.characters, 必: mainland('必'), 苗: mainland('苗') };
    const { problems } = checkTaiwanOrder(planted);
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith('必'))).toMatch(/not in Taiwan's order: stroke 4, 5 not of the type CNS 45443 gives/);
    expect(problems.find((p) => p.startsWith('苗'))).toMatch(/8 strokes where Taiwan writes 9 \(CNS 211225121/);
  });
});
