import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_WORDS_PER_LESSON } from '../../machines/rules/lessonProgression';
import { contentHash, strokeBytes, pictureBytes } from '../../src/server/content/assets';
import { buildCurriculum, committedIds, serializeCurriculum } from '../../src/server/content/build/build';
import { checkCategories, checkRadicals, LESSON_STROKE_BUDGET } from '../../src/server/content/build/check';
import { checkTaiwanOrder } from '../../src/server/content/build/taiwanOrder';
import { CURRICULUM_FILE, loadCurriculum, type Curriculum } from '../../src/server/content/curriculum';
import { categories } from '../../src/server/content/source/categories';
import { colors } from '../../src/server/content/source/colors';
import { radicals } from '../../src/server/content/source/index';

/**
 * The committed curriculum is what its hand-written source builds, complete, and within
 * its budgets. "Content is checked like code": a broken rule fails here.
 */

const curriculum: Curriculum = loadCurriculum();
const committedText = readFileSync(CURRICULUM_FILE, 'utf8');

/** The radicals the curriculum must teach (issue 7). */
const REQUIRED_RADICALS = [...'人口木水火土日月山女子手心言金馬魚鳥門車雨目耳石'];

describe('the curriculum build', () => {
  it('reproduces the committed file byte for byte (npm run content:build)', () => {
    const rebuilt = serializeCurriculum(buildCurriculum(radicals, categories, committedIds()));
    expect(rebuilt === committedText, 'curriculum.json is not what the source builds: run npm run content:build').toBe(true);
  });

  it('is deterministic: building twice gives the same bytes', () => {
    const ids = committedIds();
    expect(serializeCurriculum(buildCurriculum(radicals, categories, ids))).toBe(
      serializeCurriculum(buildCurriculum(radicals, categories, ids)),
    );
  });

  it('keeps ids stable: every id given stays with its key, also when the source is built from scratch in another order', () => {
    const { ids } = curriculum;
    for (const word of curriculum.words) expect(ids.words[word.tw.text]).toBe(word.id);
    for (const lesson of curriculum.lessons) expect(ids.lessons[lesson.key]).toBe(lesson.id);
    for (const radical of curriculum.radicals) expect(ids.radicals[radical.radical.tw]).toBe(radical.id);
    // a radical removed and added back, or radicals reordered, keep their ids
    const reordered = buildCurriculum([...radicals].reverse(), categories, ids);
    expect(reordered.ids).toEqual(ids);
    expect(reordered.words.map((w) => w.id)).toEqual(curriculum.words.map((w) => w.id));
  });

  it('has no problem the source checker finds', () => {
    expect(checkRadicals(radicals)).toEqual([]);
    expect(checkCategories(categories, radicals)).toEqual([]);
  });
});

describe('the curriculum content', () => {
  it('teaches at least 40 radicals, among them the required ones, and at least 300 words', () => {
    expect(curriculum.radicals.length).toBeGreaterThanOrEqual(40);
    expect(curriculum.words.length).toBeGreaterThanOrEqual(300);
    const taught = new Set(curriculum.radicals.map((r) => r.radical.tw));
    expect(REQUIRED_RADICALS.filter((r) => !taught.has(r))).toEqual([]);
  });

  it('gives every word both scripts, pinyin, zhuyin, English, examples and a sentence', () => {
    for (const word of curriculum.words) {
      const where = `${word.id} ${word.tw.text}`;
      for (const script of ['tw', 'cn'] as const) {
        const text = word[script];
        expect(text.text, where).not.toBe('');
        expect(text.pinyin, where).toHaveLength([...text.text].length);
        const toneless = text.pinyin.map((p) => p.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
        expect(toneless.every((p) => /^[a-z]+$/.test(p)), `${where} ${text.pinyin}`).toBe(true);
        expect(text.zhuyin.every((z) => /^˙?[\u3105-\u3129]+[ˊˇˋ]?$/u.test(z)), `${where} ${text.zhuyin}`).toBe(true);
      }
      expect(word.english, where).toMatch(/^[A-Za-z][a-z]*( [A-Za-z][a-z]*)*$/);
      expect(word.explain, where).not.toBe('');
      expect(word.examples.length, where).toBeGreaterThanOrEqual(2);
      expect(word.sentence.tw.text, where).toContain(word.tw.text);
      expect(word.sentence.cn.text, where).toContain(word.cn.text);
      expect(word.sentence.en, where).not.toBe('');
    }
  });

  it('has stroke data for every character in both scripts, served under its content hash', () => {
    for (const character of Object.values(curriculum.characters)) {
      for (const script of ['tw', 'cn'] as const) {
        const file = character.strokes[script];
        const bytes = strokeBytes(file.char, file.source, file.recipe);
        expect(bytes, `${character.tw} ${script}`).not.toBeNull();
        expect(`${contentHash(bytes!)}.json`, `${character.tw} ${script}`).toBe(file.file);
        expect(gzipSync(bytes!).length, `${character.tw} ${script} gzip`).toBeLessThanOrEqual(3 * 1024);
      }
      expect(character.strokes.cn.char).toBe(character.cn);
      expect(character.radical, character.tw).not.toBe('');
      expect(character.components, character.tw).toBeGreaterThanOrEqual(1);
    }
    const words = curriculum.words.flatMap((w) => [...w.tw.text]);
    expect(words.filter((c) => !curriculum.characters[c])).toEqual([]);
  });

  it("draws every tw character in Taiwan's stroke order, checked against CNS11643 (build/taiwanOrder.ts)", () => {
    const { inOrder, problems } = checkTaiwanOrder(curriculum.characters);
    expect(problems).toEqual([]);
    expect(Object.values(inOrder).flat()).toHaveLength(Object.keys(curriculum.characters).length);
    // AnimCJK's own drawing wherever it fits, and the simplified script in the mainland's order
    expect(inOrder.animcjk.length).toBeGreaterThan(Object.keys(curriculum.characters).length / 2);
    for (const character of Object.values(curriculum.characters)) expect(character.strokes.cn.source).toBe('hanzi-writer-data');
  });

  it('writes 花 with the four-stroke 艸 of Taiwan in tw and the three-stroke one of the mainland in cn', () => {
    const flower = curriculum.characters['花']!;
    const strokesOf = (script: 'tw' | 'cn') => {
      const file = flower.strokes[script];
      return (JSON.parse(strokeBytes(file.char, file.source, file.recipe)!.toString()) as { strokes: string[] }).strokes.length;
    };
    expect(flower.strokes.tw.source).toBe('animcjk');
    expect(strokesOf('tw')).toBe(8);
    expect(strokesOf('cn')).toBe(7);
  });

  it('keeps each lesson within seven words and 15 KB gzip of stroke data per script', () => {
    for (const lesson of curriculum.lessons) {
      expect(lesson.word_ids.length).toBeGreaterThanOrEqual(1);
      expect(lesson.word_ids.length).toBeLessThanOrEqual(MAX_WORDS_PER_LESSON);
      for (const script of ['tw', 'cn'] as const) {
        const chars = new Set(lesson.word_ids.flatMap((id) => [...curriculum.words.find((w) => w.id === id)!.tw.text]));
        const size = [...chars].reduce((sum, c) => {
          const file = curriculum.characters[c]!.strokes[script];
          return sum + gzipSync(strokeBytes(file.char, file.source, file.recipe)!).length;
        }, 0);
        expect(size, `${lesson.key} ${script}`).toBeLessThanOrEqual(LESSON_STROKE_BUDGET);
      }
    }
  });

  it('tells a story of three to six sentences per lesson that uses every word of it', () => {
    for (const lesson of curriculum.lessons) {
      expect(lesson.story.length, lesson.key).toBeGreaterThanOrEqual(3);
      expect(lesson.story.length, lesson.key).toBeLessThanOrEqual(6);
      const story = lesson.story.map((s) => s.tw.text).join('');
      for (const id of lesson.word_ids) expect(story, lesson.key).toContain(curriculum.words.find((w) => w.id === id)!.tw.text);
    }
  });

  it('has a picture file for every picture it names', () => {
    for (const word of curriculum.words.filter((w) => w.picture)) {
      const picture = curriculum.pictures[word.picture!]!;
      const bytes = pictureBytes(picture.icon);
      expect(word.picture).toBe(`${picture.icon}.${contentHash(bytes!)}.svg`);
    }
    expect(curriculum.words.filter((w) => w.picture).length).toBeGreaterThan(curriculum.words.length / 2);
  });

  it('shows every word at WCAG AA contrast on its backgrounds', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    for (const [key, palette] of Object.entries(colors)) {
      expect(contrast(palette.word_font_color_code, palette.word_background_color_code), key).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.word_font_color_code, palette.show_background_color_code), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('records every source with its licence', () => {
    const names = curriculum.sources.map((s) => s.name).join('\n');
    for (const name of ['AnimCJK', 'hanzi-writer-data', 'OpenCC', 'pinyin-pro', 'pinyin-zhuyin', 'Fluent Emoji', 'CC-CEDICT']) {
      expect(names).toContain(name);
    }
    for (const source of curriculum.sources) expect(source.licence, source.name).not.toBe('');
  });
});
