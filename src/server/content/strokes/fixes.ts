import type { RecipeStep } from './recipe';

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
  | { why: string; donors: string[]; accept?: never }
  /**
   * hanzi-writer-data's strokes made Taiwan's by these steps, then put in the CNS order: where the
   * component and its place are known and the search would guess them (a whole character that is
   * a donor's component, 戶 in 房; a run of strokes in a donor of another size).
   */
  | { why: string; steps: RecipeStep[]; accept?: number[] };

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
  丟: { why: "hanzi-writer-data's 丟 starts with a flat 丿; Taiwan writes 一 there (CNS 112154), as the top of 舌 in AnimCJK's 甜", donors: ['甜'] },
  戶: {
    why:
      "hanzi-writer-data draws the mainland 户 (丶 on top, 4513); Taiwan's 戶 is 丿丿𠃍一 (CNS 3351), the top of AnimCJK's 房 " +
      "(its strokes 0–3: 丿𠃍一丿), the short 丿 on top first and the long one second, as AnimCJK's 所 writes it (the two " +
      'read alike, so the order is given)',
    steps: [{ transplant: { donor: '房', part: [0, 1, 2, 3], run: [0, 1, 2, 3] } }, { order: [0, 3, 1, 2] }],
  },
  酸: {
    why: "夋's 八 (strokes 9–10) is 丿丶 in hanzi-writer-data; Taiwan writes 儿 there, 丿乚 (CNS 12535115435354), as AnimCJK's 元 (its strokes 2–3)",
    steps: [{ transplant: { donor: '元', part: [9, 10], run: [2, 3] } }],
  },
  聚: {
    why: "乑's fourth stroke (stroke 11) is a 丿 in hanzi-writer-data; Taiwan writes a 丶 (CNS 12211154323434), as in AnimCJK's 眾 (its strokes 5–10)",
    steps: [{ transplant: { donor: '眾', part: [8, 9, 10, 11, 12, 13], run: [5, 6, 7, 8, 9, 10] } }],
  },
  傻: {
    why: "夋's 八 (strokes 8–9) is 丿丶 in hanzi-writer-data; Taiwan writes 儿 there, 丿乚 (CNS 3232534135354), as AnimCJK's 元 (its strokes 2–3)",
    steps: [{ transplant: { donor: '元', part: [8, 9], run: [2, 3] } }],
  },
  鎮: {
    why:
      "hanzi-writer-data draws 鎮's right (strokes 8–17) as the old form 眞, 匕 on top; Taiwan writes 真 " +
      "(CNS 341124311225111134), as hanzi-writer-data's own 真 draws it (AnimCJK has no 真)",
    steps: [{ transplant: { donor: '真', part: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17], run: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } }],
  },
  極: {
    why: "AnimCJK draws 亟's 丨 (the sixth stroke) leaning, read as a 丿; its order is Taiwan's (CNS 1234125251541)",
    accept: [5],
  },
  魔: {
    why:
      "hanzi-writer-data draws 鬼 in the mainland's nine strokes (strokes 11–19); Taiwan writes ten (CNS " +
      "413123512353251213554), as AnimCJK's 塊 draws it (its strokes 3–12), and 麻's 朩 ending in ㄴ, as AnimCJK's 麻",
    steps: [
      { restyle: { donor: '麻', at: 0 } },
      { transplant: { donor: '塊', part: [11, 12, 13, 14, 15, 16, 17, 18, 19], run: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] } },
    ],
  },
  // 艹 in four strokes where it is not the radical (the search takes a component from a donor only
  // for the radical): a cut and a new order fit the types by accident (搭: 扌's hook cut off, 艹's
  // 一 left whole), each looked at on a numbered drawing
  搭: { why: "艹 in four strokes (CNS 1512112341251), as AnimCJK's 花: hanzi-writer-data draws three", donors: ['花'] },
  摸: { why: "艹 in four strokes (CNS 15121122511134), as AnimCJK's 花: hanzi-writer-data draws three", donors: ['花'] },
  慌: { why: "艹 in four strokes (CNS 4242112415325), as AnimCJK's 花: hanzi-writer-data draws three", donors: ['花'] },
  模: { why: "艹 in four strokes (CNS 123421122511134), as AnimCJK's 花: hanzi-writer-data draws three", donors: ['花'] },
  漠: { why: "艹 in four strokes (CNS 44421122511134), as AnimCJK's 花: hanzi-writer-data draws three", donors: ['花'] },
  敬: { why: "艹 in four strokes (CNS 2112352513134), as AnimCJK's 花: hanzi-writer-data draws three", donors: ['花'] },
  // 辶 and 廴 in Taiwan's strokes (丶㇇㇋㇏, ㇇㇋㇏): the mainland's ㇋ is one stroke fewer
  謎: { why: "辶 in four strokes (CNS 41112514315344554), as AnimCJK's 迷: hanzi-writer-data draws three", donors: ['迷'] },
  瞇: { why: "辶 in four strokes (CNS 251114315344554), as AnimCJK's 迷: hanzi-writer-data draws three", donors: ['迷'] },
  蜓: {
    why: "廴 in three strokes (CNS 2512143121554), as AnimCJK's 庭 (its strokes 7–8 in hanzi-writer-data): hanzi-writer-data draws two (strokes 10–11)",
    steps: [{ transplant: { donor: '庭', part: [10, 11], run: [7, 8] } }],
    // ㇋ drawn narrower beside 虫 reads as a 丿
    accept: [11],
  },
  導: {
    why: "AnimCJK draws 辶's third stroke (CNS 5, a turn) as a short straight stroke; its order 丶㇇㇋㇏ is Taiwan's",
    accept: [11],
  },
};
