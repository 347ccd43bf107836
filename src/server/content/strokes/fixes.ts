/**
 * Characters whose Taiwan-order strokes the search in taiwan.ts cannot find by itself, each
 * reviewed by eye on a drawing of its numbered strokes, with the reason. Keep it short: a
 * character belongs here only when its data draws a stroke of another shape than the type CNS
 * names (the order is right, the stroke's drawing is not what the type says), or when the search
 * puts same-looking strokes in the wrong places. Places count from 0, in the order served.
 */
export type StrokeFix =
  /** Places whose stroke is drawn as another type than CNS names. */
  | { why: string; accept: number[] }
  /** The order of `base`'s strokes, when the search orders them wrongly. */
  | { why: string; base: 'animcjk' | 'hanzi-writer-data'; order: number[]; accept?: never }
  /** AnimCJK characters whose Taiwan-form components replace hanzi-writer-data's, one after the other. */
  | { why: string; donors: string[]; accept?: never };

export const STROKE_FIXES: Record<string, StrokeFix> = {
  蔬: {
    why:
      'hanzi-writer-data draws the mainland form, 艹 in three strokes and 㐬 with its dot, which happens to count ' +
      "the 15 strokes of Taiwan's (艹 in four, 㐬 without the dot, as AnimCJK's 花 and 流 draw them): re-ordering " +
      'those strokes would fit the types by accident',
    donors: ['花', '流'],
  },
  橡: {
    why:
      "hanzi-writer-data draws 象's middle as the mainland 口 sharing its bottom (15 strokes); Taiwan writes " +
      '丨 ㄱ 丨 一 there (16, CNS 1234352521353334), as AnimCJK draws 象: its strokes for that part, looked at ' +
      'on a numbered drawing beside the mainland one',
    donors: ['象'],
  },
  // as many strokes as Taiwan's, one drawn in the mainland's shape: AnimCJK's component in its place
  // (taiwan.ts namedTransplant takes a run of as many strokes when their types change), each looked
  // at on a numbered drawing beside hanzi-writer-data's
  泥: { why: "尼's 匕 starts with a 丿 in hanzi-writer-data; Taiwan writes a rising 提 (CNS 44451315), as AnimCJK's 呢", donors: ['呢'] },
  舌: { why: "hanzi-writer-data's 舌 starts with a 丿; Taiwan's starts with 一 (CNS 112251), as AnimCJK's 甜 draws it", donors: ['甜'] },
  挖: { why: "穵's 八 is 丿丶 in hanzi-writer-data; Taiwan writes 丿乚 there (CNS 151445355), as AnimCJK's 空", donors: ['空'] },
  鋪: { why: "甫's left stroke is 丨 in hanzi-writer-data; Taiwan writes 丿 (CNS 341124311351124), as AnimCJK's 補", donors: ['補'] },
  導: {
    why: "AnimCJK draws 辶's third stroke (CNS 5, a turn) as a short straight stroke; its order 丶㇇㇋㇏ is Taiwan's",
    accept: [11],
  },
};
