import type { SnapshotFrom } from 'xstate';
import { lastDictationDay, type SchoolListProblem } from '../rules/schoolList';
import type { schoolListMachine } from './schoolList.machine';
import type { ListReading, SchoolList, UnderstoodWord } from './schoolList.types';

export type SchoolListPhase = 'loading' | 'loadFailed' | 'writing' | 'understanding' | 'reviewing' | 'saving' | 'confirmingDeletion' | 'deleting';

/** One understood word as the review shows it. */
export interface ReviewWord {
  written: string;
  tw: string;
  cn: string;
  from: UnderstoodWord['from'];
  readings: ListReading[];
  /** The reading chosen (zhuyin), null while none is. */
  chosen: string | null;
  /** Several readings and none chosen yet: the parent must choose. */
  needsChoice: boolean;
  /** The readings the parent may correct the word to (the class learns it otherwise). */
  others: ListReading[];
  /** The reading chosen is a correction: none the dictionaries give for the word. */
  corrected: boolean;
  /** Characters no dictionary reads: the word must be left out. */
  unknown: string[];
  /** Characters taught without the writing step (no strokes in Taiwan's order). */
  noStrokes: string[];
}

/** What the school list screen shows. */
export interface SchoolListView {
  phase: SchoolListPhase;
  text: string;
  name: string;
  day: string | null;
  /** The dictation shows each word's reading. */
  reading: boolean;
  /** The dictation day's range: today to eight weeks ahead. */
  firstDay: string;
  lastDay: string;
  /** Why the text is no list (the shared rule), after the parent asked to read it. */
  problem: SchoolListProblem | null;
  review: { words: ReviewWord[]; repeated: string[]; ignored: string[]; sameAs: string | null } | null;
  canRead: boolean;
  canSave: boolean;
  busy: boolean;
  lists: SchoolList[];
  /** The list the parent asked to delete, while the question is open. */
  deleting: SchoolList | null;
  fieldErrors: Record<string, string[]>;
  /** The refused call's message when no field carries it. */
  formError: string | null;
  notice: { kind: 'saved' | 'deleted'; name: string } | null;
}

const PHASES: SchoolListPhase[] = ['loading', 'loadFailed', 'writing', 'understanding', 'reviewing', 'saving', 'confirmingDeletion', 'deleting'];

export function connectSchoolList(snapshot: SnapshotFrom<typeof schoolListMachine>): SchoolListView {
  const { context } = snapshot;
  const phase = PHASES.find((p) => snapshot.matches(p))!;
  const reviewing = phase === 'reviewing' || phase === 'saving';
  const understood = reviewing ? context.understood : null;
  const error = context.error;
  const fieldErrors = error?.errors ?? {};
  return {
    phase,
    text: context.text,
    name: context.name,
    day: context.day,
    reading: context.reading,
    firstDay: context.today,
    lastDay: lastDictationDay(context.today),
    problem: phase === 'writing' ? context.problem : null,
    review: understood && {
      words: understood.words.map((word, i) => ({
        written: word.written,
        tw: word.tw,
        cn: word.cn,
        from: word.from,
        readings: word.readings,
        chosen: context.chosen[i] ?? null,
        needsChoice: word.readings.length > 1 && (context.chosen[i] ?? null) === null,
        others: word.other_readings,
        corrected: word.other_readings.some((reading) => reading.zhuyin === context.chosen[i]),
        unknown: word.unknown,
        noStrokes: word.no_strokes,
      })),
      repeated: understood.repeated,
      ignored: understood.ignored,
      sameAs: understood.same_as?.name ?? null,
    },
    canRead: phase === 'writing' && context.text.trim() !== '',
    canSave: snapshot.can({ type: 'list.save' }),
    busy: phase === 'understanding' || phase === 'saving' || phase === 'deleting',
    lists: context.lists,
    deleting: phase === 'confirmingDeletion' || phase === 'deleting' ? (context.lists.find((list) => list.id === context.deletingId) ?? null) : null,
    fieldErrors,
    formError: error && Object.keys(fieldErrors).length === 0 ? error.message : null,
    notice: context.notice,
  };
}
