import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type {
  ContentSource,
  CurriculumCategory,
  CurriculumCharacter,
  CurriculumLesson,
  CurriculumRadical,
  CurriculumWord,
  PictureFile,
  StrokeFile,
} from './curriculum';

/**
 * The seeded curriculum, read once from the database into memory after start-up: it
 * changes only with a new version (a restart), and every content call reads it, so it
 * is looked up by id instead of queried. Retired rows are left out.
 */
export interface ContentStore {
  version: string;
  sources: ContentSource[];
  /** Parent categories in order. */
  parents: CurriculumCategory[];
  categories: Map<number, CurriculumCategory>;
  /** Sub-categories of a parent, in order. */
  childrenOf: Map<number, CurriculumCategory[]>;
  radicals: Map<number, CurriculumRadical>;
  lessons: Map<number, CurriculumLesson>;
  words: Map<number, CurriculumWord>;
  /** Every word in curriculum order (category, radical, lesson, word). */
  wordOrder: CurriculumWord[];
  characters: Map<string, CurriculumCharacter>;
  files: Map<string, { kind: 'stroke'; stroke: StrokeFile } | { kind: 'picture'; picture: PictureFile }>;
}

export async function loadContent(db: Kysely<Database>): Promise<ContentStore> {
  const [meta, categoryRows, radicalRows, lessonRows, wordRows, fileRows] = await Promise.all([
    db.selectFrom('content_meta').selectAll().execute(),
    db.selectFrom('content_categories').select('payload').where('retired', '=', 0).orderBy('position').execute(),
    db.selectFrom('content_radicals').select('payload').where('retired', '=', 0).execute(),
    db.selectFrom('content_lessons').select('payload').where('retired', '=', 0).execute(),
    db.selectFrom('content_words').select('payload').where('retired', '=', 0).execute(),
    db.selectFrom('content_files').selectAll().execute(),
  ]);
  const metaValue = (key: string) => meta.find((m) => m.key === key)?.value;
  const parse = <T>(rows: { payload: string }[]) => rows.map((r) => JSON.parse(r.payload) as T);

  const categoryList = parse<CurriculumCategory>(categoryRows);
  const categories = new Map(categoryList.map((c) => [c.id, c]));
  const parents = categoryList.filter((c) => c.parent_id === null);
  const childrenOf = new Map<number, CurriculumCategory[]>();
  for (const c of categoryList) {
    if (c.parent_id !== null) childrenOf.set(c.parent_id, [...(childrenOf.get(c.parent_id) ?? []), c]);
  }
  const radicals = new Map(parse<CurriculumRadical>(radicalRows).map((r) => [r.id, r]));
  const lessons = new Map(parse<CurriculumLesson>(lessonRows).map((l) => [l.id, l]));
  const words = new Map(parse<CurriculumWord>(wordRows).map((w) => [w.id, w]));

  const wordOrder: CurriculumWord[] = [];
  for (const parent of parents) {
    for (const category of childrenOf.get(parent.id) ?? []) {
      for (const radicalId of category.radical_ids) {
        for (const lessonId of radicals.get(radicalId)?.lesson_ids ?? []) {
          for (const wordId of lessons.get(lessonId)?.word_ids ?? []) {
            const word = words.get(wordId);
            if (word) wordOrder.push(word);
          }
        }
      }
    }
  }

  const characters = new Map(
    Object.entries(JSON.parse(metaValue('curriculum_characters') ?? '{}') as Record<string, CurriculumCharacter>),
  );
  const files: ContentStore['files'] = new Map(
    fileRows.map((row) => [
      row.file,
      row.kind === 'stroke'
        ? { kind: 'stroke' as const, stroke: JSON.parse(row.payload) as StrokeFile }
        : { kind: 'picture' as const, picture: JSON.parse(row.payload) as PictureFile },
    ]),
  );

  return {
    version: metaValue('curriculum_version') ?? '',
    sources: JSON.parse(metaValue('curriculum_sources') ?? '[]') as ContentSource[],
    parents,
    categories,
    childrenOf,
    radicals,
    lessons,
    words,
    wordOrder,
    characters,
    files,
  };
}
