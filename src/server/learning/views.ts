import { wordLevel, isDue, type WordMemory } from '../../../machines/rules/words';
import { isTermLesson, termCodeOf, type SchoolTermCode } from '../../../machines/rules/schoolTerm';
import type {
  Bilingual,
  CurriculumCategory,
  CurriculumLesson,
  CurriculumRadical,
  CurriculumWord,
  Script,
} from '../content/curriculum';
import type { ContentStore } from '../content/store';

/**
 * What a child sees of the curriculum (the contract's learning schemas).
 *
 * The server decides by the member's settings (SPEC §3 setting):
 * - `language` picks the script: every text comes in Taiwan traditional with Taiwan
 *   readings (tw) or in simplified with mainland readings (cn), never both;
 * - `phonetic_symbol` picks the romanisation in `phonetic` and `ruby` (pinyin for
 *   rom, zhuyin for phonetic); `pinyin` and `zhuyin` are both sent as well, for the
 *   words house and the battle, which show and search both;
 * - `second_language` is not applied here: English is always sent because the
 *   spelling challenge needs it; the client shows it or not.
 */
export interface Viewer {
  script: Script;
  phonetic: 'pinyin' | 'zhuyin';
}

export function viewerOf(settings: { language: Script; phonetic_symbol: 'rom' | 'phonetic' }): Viewer {
  return { script: settings.language, phonetic: settings.phonetic_symbol === 'rom' ? 'pinyin' : 'zhuyin' };
}

export const STROKES_PATH = '/api/content/strokes/';
export const PICTURES_PATH = '/api/content/pictures/';

const joined = (readings: string[]) => readings.filter(Boolean).join(' ');

export function textView(text: Bilingual, viewer: Viewer) {
  const own = text[viewer.script];
  const pinyin = joined(own.pinyin);
  const zhuyin = joined(own.zhuyin);
  return {
    text: own.text,
    pinyin,
    zhuyin,
    phonetic: viewer.phonetic === 'pinyin' ? pinyin : zhuyin,
    /** One reading per code point of `text` ('' over punctuation), in the chosen phonetic: for ruby. */
    ruby: own[viewer.phonetic],
    english: text.en,
  };
}

type BaseWordView = ReturnType<typeof baseWordView>;
type BaseSummary = ReturnType<typeof baseSummary>;
const baseCache = new WeakMap<ContentStore, Map<string, BaseWordView>>();
const summaryCache = new WeakMap<ContentStore, Map<string, BaseSummary>>();

/** What a word box shows (the lesson track, the words house): no examples, readings per character or strokes. */
function baseSummary(word: CurriculumWord, viewer: Viewer) {
  const own = word[viewer.script];
  const pinyin = joined(own.pinyin);
  const zhuyin = joined(own.zhuyin);
  return {
    id: word.id,
    radical_id: word.radical_id,
    lesson_id: word.lesson_id,
    word: own.text,
    pinyin,
    zhuyin,
    phonetic: viewer.phonetic === 'pinyin' ? pinyin : zhuyin,
    english: word.english,
    sense: word.sense,
    difficulty: word.difficulty,
    image: word.picture ? PICTURES_PATH + word.picture : null,
    ...word.colors,
  };
}

function memoryFields(memory: WordMemory, now: Date) {
  return {
    level: wordLevel(memory, now),
    is_collected: memory.collected ? (1 as const) : (0 as const),
    is_due: isDue(memory, now) ? (1 as const) : (0 as const),
    due_at: memory.due,
  };
}

function cached<T>(caches: WeakMap<ContentStore, Map<string, T>>, content: ContentStore, key: string, make: () => T): T {
  let cache = caches.get(content);
  if (!cache) caches.set(content, (cache = new Map()));
  let value = cache.get(key);
  if (!value) cache.set(key, (value = make()));
  return value;
}

/** A word box as the child sees it (built once per script and phonetic, then only the memory is added). */
export function wordSummary(content: ContentStore, word: CurriculumWord, viewer: Viewer, memory: WordMemory, now: Date) {
  const base = cached(summaryCache, content, `${word.id}:${viewer.script}:${viewer.phonetic}`, () => baseSummary(word, viewer));
  return { ...base, ...memoryFields(memory, now) };
}

function baseWordView(content: ContentStore, word: CurriculumWord, viewer: Viewer) {
  return {
    ...baseSummary(word, viewer),
    ruby: word[viewer.script][viewer.phonetic],
    explain: word.explain,
    strokes: [...word.tw.text].map((char) => {
      const stroke = content.characters.get(char)!.strokes[viewer.script];
      // every tw file is in Taiwan's (MOE) order, checked at build time (content/build/taiwanOrder.ts),
      // every cn file in the mainland's: each script's own standard
      return { char: stroke.char, url: STROKES_PATH + stroke.file, order: 'standard' as const };
    }),
    word_examples: word.examples.map((e) => textView(e, viewer)),
    sentence_examples: [textView(word.sentence, viewer)],
  };
}

/** A word as the child sees it (built once per script and phonetic, then only the level is added). */
export function wordView(content: ContentStore, word: CurriculumWord, viewer: Viewer, memory: WordMemory, now: Date) {
  const base = cached(baseCache, content, `${word.id}:${viewer.script}:${viewer.phonetic}`, () => baseWordView(content, word, viewer));
  return { ...base, ...memoryFields(memory, now) };
}

/** A lesson's school term as the API sends it: its code (`一上` → `1-1`), null when it has none. */
export function lessonTermOf(lesson: Pick<CurriculumLesson, 'term'>) {
  return termCodeOf(lesson.term);
}

export function lessonView(lesson: CurriculumLesson, viewer: Viewer, words: unknown[]) {
  return { id: lesson.id, radical_id: lesson.radical_id, name: lesson.title[viewer.script], english: lesson.title.en, term: lessonTermOf(lesson), words };
}

/** Whether a child completed a radical's lessons: all of them, and those of the child's school term. */
export interface RadicalCompletion {
  complete: boolean;
  /** Every lesson of the child's term completed (also when it has none); without a term, as `complete`. */
  termComplete: boolean;
}

/** A radical's completion for a child in `childTerm`, from whether each lesson is completed. */
export function radicalCompletion(
  content: ContentStore,
  radical: CurriculumRadical,
  completed: (lessonId: number) => boolean,
  childTerm: SchoolTermCode | null,
): RadicalCompletion {
  return {
    complete: radical.lesson_ids.every(completed),
    termComplete: radical.lesson_ids.filter((id) => isTermLesson(lessonTermOf(content.lessons.get(id) ?? { term: null }), childTerm)).every(completed),
  };
}

const flagOf = (value: boolean) => (value ? (1 as const) : (0 as const));

export function radicalSummary(radical: CurriculumRadical, viewer: Viewer, completion: RadicalCompletion) {
  return {
    id: radical.id,
    radical: radical.radical[viewer.script],
    name: radical.name[viewer.script],
    english: radical.name.en,
    is_complete: flagOf(completion.complete),
    term_complete: flagOf(completion.termComplete),
  };
}

export interface CategoryView {
  id: number;
  name: string;
  english: string;
  children?: CategoryView[];
  radicals?: ReturnType<typeof radicalSummary>[];
}

export function categoryView(
  content: ContentStore,
  category: CurriculumCategory,
  viewer: Viewer,
  completionOf: (radicalId: number) => RadicalCompletion,
): CategoryView {
  const view: CategoryView = { id: category.id, name: category.name[viewer.script], english: category.name.en };
  const children = content.childrenOf.get(category.id);
  if (children) view.children = children.map((child) => categoryView(content, child, viewer, completionOf));
  else
    view.radicals = category.radical_ids
      .map((id) => content.radicals.get(id))
      .filter((r): r is CurriculumRadical => r !== undefined)
      .map((r) => radicalSummary(r, viewer, completionOf(r.id)));
  return view;
}
