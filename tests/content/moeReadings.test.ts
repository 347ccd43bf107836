import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { miniEntries, moeRadicalOf } from '../../src/server/content/moe';
import { pinyinOfZhuyin } from '../../machines/rules/phonetic';
import {
  applyMoeOverrides,
  checkMoeReadings,
  loadMoeDictionary,
  moeDictionary,
  moeDifferences,
  moeProblems,
  moeReadingsDir,
  natureOf,
  parseConcised,
  parseMini,
  type ReadText,
} from '../../src/server/content/build/moeReadings';
import { pinyinOf, zhuyinOf } from '../../src/server/content/build/readings';
import { loadBooks } from '../../src/server/content/books';
import { loadCurriculum, type Curriculum } from '../../src/server/content/curriculum';
import { MOE_OVERRIDES } from '../../src/server/content/source/moeReadings';

/**
 * Taiwan's readings, checked (issue 29): build/moeReadings.ts compares every tw reading with
 * the Ministry of Education's dictionaries; a difference not reviewed in
 * source/moeReadings.ts fails `npm run content:build`.
 *
 * The first part runs on a small dictionary written here in the two files' formats; the second
 * on the dictionaries themselves (vendored unmodified in src/server/content/vendor/moe-readings).
 */

/** A made-up 簡編本 (word, frequency, numbered pinyin, 5 = neutral, ü as u, erhua merged) and 小字典. */
const CONCISED = [
  '山羊\t0\tshan1 yang2',
  '羊毛\t0\tyang2 mao2',
  '一起\t0\tyi1 qi3',
  '不要\t0\tbu4 yao4',
  '尾巴\t0\twei3 ba1',
  '石頭\t0\tshi2 tou5',
  '花兒\t0\thua1',
  '綠草\t0\tlu4 cao3',
  '好奇\t0\thao4 qi2',
  '山高水長，羊肥草綠\t0\tshan1 gao1 shui3 chang2 yang2 fei2 cao3 lu4',
].join('\n');
const MINI = JSON.stringify(
  [
    ['山', 'ㄕㄢ'], ['羊', 'ㄧㄤˊ'], ['毛', 'ㄇㄠˊ'], ['一', 'ㄧ'], ['起', 'ㄑㄧˇ'], ['不', 'ㄅㄨˋ'], ['要', 'ㄧㄠˋ'],
    ['要', 'ㄧㄠ'], ['尾', 'ㄨㄟˇ'], ['巴', 'ㄅㄚ'], ['石', 'ㄕˊ'], ['頭', 'ㄊㄡˊ'], ['頭', '˙ㄊㄡ'], ['花', 'ㄏㄨㄚ'],
    ['兒', 'ㄦˊ'], ['兒', 'ㄦ'], ['綠', 'ㄌㄩˋ'], ['草', 'ㄘㄠˇ'], ['好', 'ㄏㄠˇ'], ['好', 'ㄏㄠˋ'], ['奇', 'ㄑㄧˊ'],
    ['怪', 'ㄍㄨㄞˋ'], ['吃', 'ㄔ'], ['的', '˙ㄉㄜ'], ['的', 'ㄉㄧˋ'], ['小', 'ㄒㄧㄠˇ'],
  ].map(([id, zhuyin]) => ({ id, title: '', radical: '', stroke_count: '', non_radical_stroke_count: zhuyin, bopomofo: '' })),
);
const small = moeDictionary(parseConcised(CONCISED), parseMini(MINI));

const text = (value: string, syllables: string): ReadText => {
  const readings = syllables.split(' ');
  let k = 0;
  return { where: `text ${value}`, text: value, pinyin: [...value].map((c) => (/\p{Script=Han}/u.test(c) ? readings[k++]! : '')) };
};
const differencesOf = (texts: ReadText[], words: string[] = []) =>
  moeDifferences(texts, words, small).differences.map((d) => `${d.kind} ${d.span} ${d.ours}`);

describe('the MOE readings check, on a small dictionary', () => {
  it('reads the two formats: the 簡編本 with its erhua and its sayings split at the punctuation, the 小字典 zhuyin', () => {
    expect(small.words.get('山羊')).toEqual([['shan1', 'yang2']]);
    expect(small.words.get('花兒')).toEqual([['hua1', 'er5']]);
    expect(small.words.get('山高水長')).toEqual([['shan1', 'gao1', 'shui3', 'chang2']]);
    expect(small.words.get('羊肥草綠')).toEqual([['yang2', 'fei2', 'cao3', 'lu4']]);
    expect([...small.characters.get('頭')!]).toEqual(['ㄊㄡˊ', '˙ㄊㄡ']);
    // a character the 小字典 lacks takes the readings the 簡編本's words give it
    expect([...small.characters.get('肥')!]).toEqual(['ㄈㄟˊ']);
    expect(small.fromWords.has('肥')).toBe(true);
  });

  it('passes a word read as the 簡編本 reads it, and fails a wrong tone', () => {
    expect(differencesOf([text('山羊', 'shān yáng'), text('綠草', 'lǜ cǎo')], ['山羊', '綠草'])).toEqual([]);
    expect(differencesOf([text('山羊', 'shān yàng')], ['山羊'])).toEqual(['word 山羊 shān yàng']);
  });

  it('counts a neutral tone where the MOE has a full one, and the reverse', () => {
    expect(differencesOf([text('尾巴', 'wěi ba')], ['尾巴'])).toEqual(['word 尾巴 wěi ba']);
    expect(differencesOf([text('石頭', 'shí tóu')], ['石頭'])).toEqual(['word 石頭 shí tóu']);
    expect(differencesOf([text('石頭', 'shí tou')], ['石頭'])).toEqual([]);
    const [d] = moeDifferences([text('尾巴', 'wěi ba')], ['尾巴'], small).differences;
    expect(natureOf(d!)).toEqual(['neutral in the app, full tone in the MOE']);
  });

  it('ignores the sandhi of 一 and 不, not their neutral tone; reads the erhua 兒 as the app’s neutral er', () => {
    expect(differencesOf([text('一起', 'yì qǐ'), text('不要', 'bú yào'), text('一起', 'yī qǐ')], ['一起', '不要'])).toEqual([]);
    expect(differencesOf([text('一起', 'yi qǐ')], ['一起'])).toEqual(['word 一起 yi qǐ']);
    expect(differencesOf([text('花兒', 'huā er')], ['花兒'])).toEqual([]);
    expect(differencesOf([text('花兒', 'huā ér')], ['花兒'])).toEqual(['word 花兒 huā ér']);
  });

  it('checks a sentence by its curriculum words, then the 簡編本 words in it, then each character', () => {
    // 羊毛 is no curriculum word here: found in context; 吃 is not read chī; 尾巴 is the curriculum word
    expect(differencesOf([text('小山羊吃羊毛。', 'xiǎo shān yáng chī yáng máo')], ['山羊'])).toEqual([]);
    expect(differencesOf([text('小山羊吃羊毛。', 'xiǎo shān yáng chì yáng mào')], ['山羊'])).toEqual([
      'context 羊毛 yáng mào',
      'character 吃 chì',
    ]);
    expect(differencesOf([text('小羊的尾巴', 'xiǎo yáng de wěi ba')], ['尾巴'])).toEqual(['word 尾巴 wěi ba']);
    // a character in neither dictionary is a difference too
    expect(differencesOf([text('小豕', 'xiǎo shǐ')])).toEqual(['unknown 豕 shǐ']);
  });

  it('lists a polyphone read as one of its readings that no word confirms, without failing it', () => {
    const { differences, unconfirmed } = moeDifferences([text('好吃的', 'hào chī de')], [], small);
    expect(differences).toEqual([]);
    expect(unconfirmed.map((u) => `${u.char} ${u.ours}`)).toEqual(['好 hào', '的 de']);
    // a 簡編本 word over the position confirms it
    expect(moeDifferences([text('好奇', 'hào qí')], [], small).unconfirmed).toEqual([]);
  });

  it('lets a reviewed override explain a difference only while the text reads the fragment so, and names a stale one', () => {
    const texts = [text('好奇怪', 'hǎo qí guài')];
    const { differences } = moeDifferences(texts, [], small);
    expect(differences.map((d) => `${d.kind} ${d.span} ${d.ours}`)).toEqual(['context 好奇 hǎo qí']);
    const reviewed = { 好奇怪: { reading: 'hǎo qí guài', why: '好 "so" + 奇怪' }, 山羊: { reading: 'shān yáng', why: 'unused' } };
    const applied = applyMoeOverrides(differences, texts, reviewed);
    expect(applied.unexplained).toEqual([]);
    expect(applied.unused).toEqual(['山羊']);
    expect(applyMoeOverrides(differences, texts, { 好奇怪: { reading: 'hào qí guài', why: 'another reading' } }).unexplained).toHaveLength(1);
  });
});

describe(`the MOE readings check, on the dictionaries (${moeReadingsDir()})`, () => {
  const moe = loadMoeDictionary()!;
  it("files a character under the 小字典's radical from the same copy (那 邑, 牠 牛), and under none from a folder without it", () => {
    expect([moeRadicalOf('那'), moeRadicalOf('牠'), moeRadicalOf('棒')]).toEqual(['邑', '牛', '木']);
    expect(moeRadicalOf('那', mkdtempSync(join(tmpdir(), 'no-moe-')))).toBeUndefined();
  });

  it('has the dictionaries: a clone without them cannot build the curriculum', () => {
    expect(moe.words.size).toBeGreaterThan(38_000);
    expect(moe.characters.get('教')).toEqual(new Set(['ㄐㄧㄠ', 'ㄐㄧㄠˋ']));
  });
  const curriculum = loadCurriculum();
  const words = curriculum.words.map((w) => w.tw.text);

  it('finds the readings issue 29 reported (as the app read them before) and passes them as the app reads them now', () => {
    const before = [
      text('種子', 'zhǒng zi'),
      text('爺爺的額頭上都是汗。', 'yé ye de é tóu shàng dōu shì hàn'),
      text('傍晚，小明帶豆豆到外面散步。', 'bàng wǎn xiǎo míng dài dòu dòu dào wài miàn sàn bù'),
      text('牛哞哞叫', 'niú mōu mōu jiào'),
      text('輪子、轉動', 'lún zi zhuàn dòng'),
      text('張開嘴巴', 'zhāng kāi zuǐ ba'),
      text('搖著尾巴', 'yáo zhe wěi ba'),
      text('床底下', 'chuáng dǐ xià'),
    ];
    const found = moeDifferences(before, words, moe).differences.map((d) => `${d.span} ${d.ours}`);
    expect(found).toEqual(['種子 zhǒng zi', '額頭 é tóu', '傍晚 bàng wǎn', '哞 mōu', '哞 mōu', '轉動 zhuàn dòng', '嘴巴 zuǐ ba', '尾巴 wěi ba', '底下 dǐ xià']);
    const now = before.map(({ where, text: value }) => ({ where, text: value, pinyin: pinyinOf(value, 'tw') }));
    expect(moeDifferences(now, words, moe).differences).toEqual([]);
  });

  it('cannot tell 教 jiào from jiāo in context (both are readings of 教): it lists such a polyphone for review', () => {
    const wrong = text('大姐姐教妹妹跳繩', 'dà jiě jie jiào mèi mei tiào shéng');
    const { differences, unconfirmed } = moeDifferences([wrong], words, moe);
    expect(differences).toEqual([]);
    expect(unconfirmed.map((u) => `${u.char} ${u.ours}`)).toContain('教 jiào');
  });

  it('finds no unreviewed difference and no stale override in the committed curriculum and books', () => {
    const check = checkMoeReadings(curriculum, loadBooks(), moe, MOE_OVERRIDES);
    expect(check.words).toBe(curriculum.words.length);
    expect(check.texts).toBeGreaterThan(1000);
    expect(moeProblems(check)).toEqual([]);
  });

  it('fails the build when a word of the curriculum gets a wrong tone', () => {
    const broken: Curriculum = structuredClone(curriculum);
    const word = broken.words.find((w) => w.tw.text === '太陽')!;
    word.tw.pinyin = ['tài', 'yàng'];
    const problems = moeProblems(checkMoeReadings(broken, loadBooks(), moe, MOE_OVERRIDES));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^word 太陽 "太陽": 太陽 {2}ours tài yàng {2}MOE tai4 yang2 {2}\[word: another tone\]/u);
  });
});

describe("the 小字典's zhuyin as pinyin (a school list's readings, machines/rules/phonetic.ts pinyinOfZhuyin)", () => {
  it('writes every syllable the 小字典 has as the pinyin that pinyin-zhuyin reads back to it', () => {
    const syllables = new Set<string>();
    for (const entry of miniEntries() ?? []) {
      const zhuyin = entry.non_radical_stroke_count?.trim();
      if (zhuyin && /^˙?[\u3105-\u312F]+[ˊˇˋ]?$/u.test(zhuyin)) syllables.add(zhuyin);
    }
    expect(syllables.size).toBeGreaterThan(1100);
    const wrong = [...syllables].filter((zhuyin) => {
      const pinyin = pinyinOfZhuyin(zhuyin);
      return pinyin === null || zhuyinOf(pinyin) !== zhuyin;
    });
    expect(wrong).toEqual([]);
  });
});
