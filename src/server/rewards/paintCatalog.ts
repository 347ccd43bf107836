/**
 * The colouring pictures (SPEC §1 "paints", §7 GET paints): original line drawings, drawn
 * here as simple shapes on a 200 × 200 grid. Each `region` is a closed shape a child taps
 * to fill (later regions lie above earlier ones); `lines` are strokes drawn on top that
 * take no colour (whiskers, a smile). Ids never change: a child's paints are kept by them.
 */

export interface PaintRegion {
  id: string;
  d: string;
}

export interface PaintDrawing {
  id: number;
  name: { tw: string; cn: string; en: string };
  /** Its price in stars. */
  stars: number;
  regions: PaintRegion[];
  lines: string[];
}

export const PAINT_VIEW_BOX = '0 0 200 200';

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

export const PAINTS: PaintDrawing[] = [
  {
    id: 1,
    name: { tw: '小房子', cn: '小房子', en: 'Little House' },
    stars: 3,
    regions: [
      { id: 'sky', d: 'M0 0H200V150H0Z' },
      { id: 'ground', d: 'M0 150H200V200H0Z' },
      { id: 'sun', d: circle(165, 35, 18) },
      { id: 'chimney', d: 'M130 45H148V85H130Z' },
      { id: 'roof', d: 'M40 95L100 40L160 95Z' },
      { id: 'walls', d: 'M50 95H150V160H50Z' },
      { id: 'door', d: 'M88 120H112V160H88Z' },
      { id: 'window-left', d: 'M60 105H80V125H60Z' },
      { id: 'window-right', d: 'M120 105H140V125H120Z' },
    ],
    lines: ['M70 105V125M60 115H80', 'M130 105V125M120 115H140'],
  },
  {
    id: 2,
    name: { tw: '小魚', cn: '小鱼', en: 'Little Fish' },
    stars: 3,
    regions: [
      { id: 'water', d: 'M0 0H200V200H0Z' },
      { id: 'tail', d: 'M130 100L180 65L172 100L180 135Z' },
      { id: 'fin-top', d: 'M68 70Q90 38 118 70Z' },
      { id: 'fin-bottom', d: 'M80 130Q95 158 112 130Z' },
      { id: 'body', d: ellipse(90, 100, 55, 35) },
      { id: 'eye', d: circle(60, 92, 7) },
      { id: 'bubble-big', d: circle(35, 45, 9) },
      { id: 'bubble-small', d: circle(52, 22, 5) },
    ],
    lines: ['M42 110Q50 117 58 110', 'M105 75Q115 100 105 125'],
  },
  {
    id: 3,
    name: { tw: '花', cn: '花', en: 'Flower' },
    stars: 4,
    regions: [
      { id: 'background', d: 'M0 0H200V200H0Z' },
      { id: 'pot', d: 'M70 150H130L122 195H78Z' },
      { id: 'stem', d: 'M97 88H103V150H97Z' },
      { id: 'leaf', d: 'M103 128Q135 105 145 122Q128 142 103 134Z' },
      { id: 'petal-1', d: circle(100, 44, 17) },
      { id: 'petal-2', d: circle(125, 62, 17) },
      { id: 'petal-3', d: circle(115, 91, 17) },
      { id: 'petal-4', d: circle(85, 91, 17) },
      { id: 'petal-5', d: circle(75, 62, 17) },
      { id: 'center', d: circle(100, 70, 14) },
    ],
    lines: [],
  },
  {
    id: 4,
    name: { tw: '小貓', cn: '小猫', en: 'Kitten' },
    stars: 5,
    regions: [
      { id: 'background', d: 'M0 0H200V200H0Z' },
      { id: 'tail', d: 'M138 162Q188 152 176 104Q170 94 163 104Q172 140 133 150Z' },
      { id: 'body', d: ellipse(100, 152, 45, 38) },
      { id: 'ear-left', d: 'M62 62L70 20L95 46Z' },
      { id: 'ear-right', d: 'M138 62L130 20L105 46Z' },
      { id: 'head', d: circle(100, 75, 40) },
      { id: 'eye-left', d: circle(84, 68, 6) },
      { id: 'eye-right', d: circle(116, 68, 6) },
      { id: 'nose', d: 'M94 82H106L100 90Z' },
    ],
    lines: ['M58 84H84M58 93H84M116 84H142M116 93H142', 'M100 90Q95 99 89 95M100 90Q105 99 111 95'],
  },
  {
    id: 5,
    name: { tw: '蘋果樹', cn: '苹果树', en: 'Apple Tree' },
    stars: 4,
    regions: [
      { id: 'sky', d: 'M0 0H200V165H0Z' },
      { id: 'ground', d: 'M0 165H200V200H0Z' },
      { id: 'trunk', d: 'M88 110H112V172H88Z' },
      { id: 'leaves', d: circle(100, 78, 50) },
      { id: 'apple-1', d: circle(78, 70, 9) },
      { id: 'apple-2', d: circle(122, 88, 9) },
      { id: 'apple-3', d: circle(106, 50, 9) },
    ],
    lines: [],
  },
];

export function paintById(id: number): PaintDrawing | undefined {
  return PAINTS.find((p) => p.id === id);
}

/** The uncoloured drawing as an SVG data URL (the contract's `picture`): black lines on white. */
export function outlineUrl(paint: PaintDrawing): string {
  const shapes = paint.regions.map((r) => `<path d="${r.d}" fill="#fff"/>`).join('');
  const lines = paint.lines.map((d) => `<path d="${d}" fill="none"/>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${PAINT_VIEW_BOX}" stroke="#000" stroke-width="2" stroke-linejoin="round">` +
    `${shapes}${lines}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
