import { cnsSequence, strokeBytes, strokeLibrary, type StrokeData, type StrokeSource } from '../assets';
import { taiwanStrokes, type NotTaiwan, type TaiwanStrokes } from '../strokes/taiwan';
import type { CurriculumCharacter, StrokeFile } from '../curriculum';
import { STROKE_FIXES } from '../strokes/fixes';
import { misfits, sequenceTypes, strokeTypes } from '../strokes/strokeTypes';

/**
 * Taiwan's stroke order for every traditional character (issue 29): the `tw` stroke file each
 * character is served is read back as the server makes it and checked against the character's
 * CNS11643 sequence: as many strokes, and each stroke of the type the sequence gives at its
 * place (strokes/strokeTypes.ts reads the type, with its documented tolerances; a stroke drawn as
 * another shape than Taiwan's standard form passes only where strokes/fixes.ts says why). The
 * build fails on any character outside that order. The simplified script keeps the mainland's.
 */

const taiwan = new Map<string, TaiwanStrokes | NotTaiwan>();

/** `char`'s strokes in Taiwan's order (strokes/taiwan.ts), searched once per process: the build's
 * work only (the server replays the recipe the build recorded). */
export function taiwanStrokesOf(char: string): TaiwanStrokes | NotTaiwan {
  let found = taiwan.get(char);
  if (!found) taiwan.set(char, (found = taiwanStrokes(char, strokeLibrary)));
  return found;
}

/** Where a traditional character's file comes from: its source as curriculum.json names it. */
export function taiwanSource(found: TaiwanStrokes): StrokeSource {
  if (found.how !== 'as is') return 'taiwan';
  return found.base;
}

export type TaiwanOrderKind = 'animcjk' | 'hanzi-writer-data' | 'reordered' | 'split' | 'recomposed';

export interface TaiwanOrderCheck {
  /** Characters in Taiwan's order, by where their strokes come from. */
  inOrder: Record<TaiwanOrderKind, string[]>;
  problems: string[];
}

function kindOf(file: StrokeFile): TaiwanOrderKind {
  const { source, recipe } = file;
  if (source !== 'taiwan') return source;
  // what the recipe did, the most a step changed: a component taken, a stroke cut, or only an order
  const steps = recipe?.steps ?? [];
  if (steps.some((step) => 'transplant' in step || 'restyle' in step)) return 'recomposed';
  return steps.some((step) => 'split' in step) ? 'split' : 'reordered';
}

/** Every curriculum character's `tw` strokes beside its CNS sequence. */
export function checkTaiwanOrder(characters: Record<string, CurriculumCharacter>): TaiwanOrderCheck {
  return checkTaiwanFiles(Object.values(characters).map((character) => [character.tw, character.strokes.tw]));
}

/**
 * Traditional characters' `tw` stroke files beside their CNS sequences: the curriculum's
 * (checkTaiwanOrder) and the characters a parent may type beyond it (school-characters.json).
 */
export function checkTaiwanFiles(files: Iterable<readonly [tw: string, file: StrokeFile]>): TaiwanOrderCheck {
  const inOrder: TaiwanOrderCheck['inOrder'] = { animcjk: [], 'hanzi-writer-data': [], reordered: [], split: [], recomposed: [] };
  const problems: string[] = [];
  for (const [tw, file] of files) {
    const { char, source, recipe } = file;
    const sequence = cnsSequence(tw);
    // the bytes the server makes: a `taiwan` file from its recipe
    const bytes = strokeBytes(char, source, recipe);
    if (!sequence || !bytes) {
      problems.push(`${tw}: ${sequence ? `no ${source} stroke data` : 'no CNS stroke sequence'} to check its tw stroke order`);
      continue;
    }
    const { medians } = JSON.parse(bytes.toString()) as StrokeData;
    const drawn = medians.map((median) => strokeTypes(median).join('/')).join(' ');
    const wrong = misfits(medians, sequenceTypes(sequence));
    const fix = STROKE_FIXES[tw];
    const accepted = (fix && 'accept' in fix ? fix.accept : undefined) ?? [];
    if (wrong === null) {
      problems.push(`${tw} (tw, ${source}): ${medians.length} strokes where Taiwan writes ${sequence.length} (CNS ${sequence}; drawn ${drawn})`);
    } else if (wrong.some((place) => !accepted.includes(place))) {
      const places = wrong.filter((place) => !accepted.includes(place)).map((place) => place + 1);
      problems.push(
        `${tw} (tw, ${source}): not in Taiwan's order: stroke ${places.join(', ')} not of the type CNS ${sequence} gives (drawn ${drawn})`,
      );
    } else {
      inOrder[kindOf(file)].push(tw);
    }
  }
  return { inOrder, problems };
}

/** The build's line: how many characters, from where, and how many outside Taiwan's order. */
export function taiwanOrderReport(check: TaiwanOrderCheck): string {
  const { inOrder } = check;
  const total = Object.values(inOrder).reduce((sum, chars) => sum + chars.length, 0);
  return (
    `stroke order (tw): ${total} characters in Taiwan's order, checked against CNS11643 ` +
    `(${inOrder.animcjk.length} from AnimCJK, ${inOrder['hanzi-writer-data'].length} hanzi-writer-data as is, ` +
    `${inOrder.reordered.length} reordered, ${inOrder.split.length} with a stroke cut in two, ${inOrder.recomposed.length} recomposed ` +
    `from Taiwan-form components), ${check.problems.length} outside`
  );
}
