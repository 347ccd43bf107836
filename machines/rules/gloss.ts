/**
 * How a word's English is shown as its meaning (issue 29: 外婆 and 奶奶 were both "grandma").
 * Pure; the explanation card and the words house show it. Apart from rules/words.ts, which
 * the first load carries: only the screens that show a meaning need it.
 */
/**
 * A word's English as a meaning is shown: the English, and in brackets what tells it from
 * another word with the same English ("grandma (mom's mom)" for 外婆 beside 奶奶's
 * "grandma (dad's mom)"). The spelling challenge spells the English alone.
 */
export function englishGloss(word: { english: string; sense?: string | null }): string {
  return word.sense ? `${word.english} (${word.sense})` : word.english;
}
