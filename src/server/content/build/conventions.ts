import { ANIMAL_NAMES } from '../source/conventions';

/**
 * How Taiwan's school books write (issue 29), checked where a rule can see it. The
 * curriculum is written in Taiwan's conventions; the mainland text is derived by the
 * build (`toMainland`), which writes them the mainland's way.
 *
 * - Direct speech stands in 「」 after a colon: 媽媽說：「快來洗澡吧！」 A speech verb
 *   (說, 問) followed by a comma, or by a colon without 「, is direct speech unquoted.
 *   A quoted word inside a quotation takes 『』. Quotation marks are Taiwan's corner
 *   brackets only (no “” "" ‘’), each opened one closed.
 * - An animal is 牠, a thing 它, a person 他 or 她. A rule sees the plain case: a clause
 *   or sentence that starts with 他/她/它 right after one whose subject is an animal
 *   (`ANIMAL_NAMES`, the names the stories use).
 */

const SPEECH_UNQUOTED = /(說|問)(，|：(?!「))/u;
const NOT_TAIWAN_QUOTES = /[“”"'‘’]/u;
const PRONOUN_CLAUSE = /^(?:可是|但是|所以|因為|然後|於是|後來)?(他|她|它)(?!們)/u;
const SUBJECT_PREFIX = /^(?:[^，。！？；：「」]{1,6}，)?(?:一隻|一頭|一條|一匹|這隻|那隻|這頭|那頭|這條|那條)?/u;

/** Problems of one Chinese text's quotation marks and direct speech. */
export function quotationProblems(tw: string): string[] {
  const problems: string[] = [];
  if (NOT_TAIWAN_QUOTES.test(tw)) problems.push(`Taiwan quotes with 「」 and 『』, not “” or "" ("${tw}")`);
  const speech = SPEECH_UNQUOTED.exec(tw);
  if (speech) problems.push(`direct speech is written ${speech[1]}：「…」 ("${tw}")`);
  const open: string[] = [];
  for (const c of tw) {
    if (c === '「' || c === '『') {
      if (c === '『' && open.at(-1) !== '「') problems.push(`『』 only inside 「」 ("${tw}")`);
      open.push(c);
    } else if (c === '」' || c === '』') {
      const expected = c === '」' ? '「' : '『';
      if (open.pop() !== expected) problems.push(`${c} closes nothing ("${tw}")`);
    }
  }
  if (open.length) problems.push(`${open.join('')} not closed ("${tw}")`);
  return problems;
}

/** The animal a clause starts with (as its subject), if any. */
function animalSubject(clause: string): string | undefined {
  const rest = clause.replace(SUBJECT_PREFIX, '');
  return ANIMAL_NAMES.find((name) => rest.startsWith(name) || rest.startsWith(`小${name}`));
}

/** Clauses of a text, split at Chinese commas and sentence ends, quotations left whole. */
function clauses(tw: string): string[] {
  return tw
    .replace(/「[^」]*」/gu, '「」')
    .split(/[，。！？；]/u)
    .filter((clause) => clause.length > 0);
}

/**
 * Problems of the pronouns in a run of sentences (a story, a book's pages, or one
 * sentence): a 他/她/它 that follows an animal subject is 牠.
 */
export function animalPronounProblems(texts: readonly string[]): string[] {
  const problems: string[] = [];
  let previous: string | undefined;
  for (const tw of texts) {
    for (const clause of clauses(tw)) {
      const pronoun = PRONOUN_CLAUSE.exec(clause)?.[1];
      if (pronoun && previous) problems.push(`an animal (${previous}) is 牠, not ${pronoun} ("${tw}")`);
      previous = pronoun ? previous : animalSubject(clause);
    }
  }
  return problems;
}

/**
 * The mainland's way of writing a text already in simplified characters: “” and ‘’ for
 * Taiwan's 「」 and 『』, 它 for 牠 (the mainland writes animals 它). One code point for
 * one, so positions (and readings) stay where they were.
 */
export function mainlandConventions(simplified: string): string {
  return simplified.replace(/[「」『』牠]/gu, (c) => ({ '「': '“', '」': '”', '『': '‘', '』': '’', 牠: '它' })[c]!);
}
