import { describe, expect, it } from 'vitest';
import { animalPronounProblems, mainlandConventions, quotationProblems } from '../../src/server/content/build/conventions';
import { checkRadicals, sharedEnglishProblems } from '../../src/server/content/build/check';
import { checkBooks } from '../../src/server/content/build/books';
import { loadCurriculum } from '../../src/server/content/curriculum';
import { books } from '../../src/server/content/source/books';
import { radicals } from '../../src/server/content/source/index';
import type { RadicalSource } from '../../src/server/content/source/types';

/**
 * How Taiwan's school books write (issue 29): 「」 for direct speech, 牠 for an animal, and
 * an English gloss that tells a word from another with the same English. build/conventions.ts
 * and build/check.ts hold the rules; `npm run content:build` fails on a broken one.
 */

describe('direct speech and quotation marks', () => {
  it('accepts speech in 「」 after a colon, a quoted word inside it in 『』, and a mention in 「」', () => {
    expect(quotationProblems('媽媽說：「快來洗澡吧！」')).toEqual([]);
    expect(quotationProblems('她說：「我是公主！」奶奶笑得好開心。')).toEqual([]);
    expect(quotationProblems('老師說：「請大家讀『春天』這一課。」')).toEqual([]);
    expect(quotationProblems('這隻鸚鵡會說「你好」。')).toEqual([]);
    expect(quotationProblems('小熊對月亮說晚安。')).toEqual([]);
  });

  it('finds direct speech without 「」, as the curriculum wrote it before', () => {
    expect(quotationProblems('媽媽說，快來洗澡吧！')).toEqual(['direct speech is written 說：「…」 ("媽媽說，快來洗澡吧！")']);
    expect(quotationProblems('小明問，池塘裡會不會有鱷魚呢？')).toHaveLength(1);
    expect(quotationProblems('媽媽說：快來洗澡吧！')).toHaveLength(1);
  });

  it('finds quotation marks that are not Taiwan’s, or not closed', () => {
    expect(quotationProblems('媽媽說：“快來洗澡吧！”')[0]).toMatch(/^Taiwan quotes with 「」/);
    expect(quotationProblems('媽媽說："快來洗澡吧！"')[0]).toMatch(/^Taiwan quotes with 「」/);
    expect(quotationProblems('媽媽說：「快來洗澡吧！')).toEqual(['「 not closed ("媽媽說：「快來洗澡吧！")']);
    expect(quotationProblems('快來洗澡吧！」')).toHaveLength(1);
    expect(quotationProblems('讀『春天』這一課。')).toEqual(['『』 only inside 「」 ("讀『春天』這一課。")']);
  });

  it('writes the mainland text with “” and ‘’, and 它 for 牠, one code point for one', () => {
    const simplified = '老师说：「读『春天』。」小狗跑来，牠好开心。';
    const mainland = mainlandConventions(simplified);
    expect(mainland).toBe('老师说：“读‘春天’。”小狗跑来，它好开心。');
    expect([...mainland]).toHaveLength([...simplified].length);
  });
});

describe('牠 for an animal', () => {
  it('finds 他 or 它 after an animal subject, in one sentence and across a story', () => {
    expect(animalPronounProblems(['小狗在公園玩，可是他沒有朋友。'])).toEqual(['an animal (狗) is 牠, not 他 ("小狗在公園玩，可是他沒有朋友。")']);
    expect(animalPronounProblems(['小熊回到房間。', '它想睡覺了。'])).toHaveLength(1);
    expect(animalPronounProblems(['一隻蜜蜂飛過來，他在找花。'])).toHaveLength(1);
  });

  it('accepts 牠 for an animal, 他 for a person, 它 for a thing', () => {
    expect(animalPronounProblems(['小狗在公園玩，可是牠沒有朋友。'])).toEqual([]);
    expect(animalPronounProblems(['小明看到一個男孩，他在玩球。'])).toEqual([]);
    expect(animalPronounProblems(['爺爺拿出一塊磁鐵，說它可以找到鐵釘。'])).toEqual([]);
    expect(animalPronounProblems(['豆豆跑過來，小明抱著牠。', '他好開心。'])).toEqual([]);
  });
});

describe('English glosses that tell words apart', () => {
  it('finds two words with one English and nothing to tell them apart (外婆 and 奶奶 were both "grandma")', () => {
    const before = [
      { word: '奶奶', english: 'grandma' },
      { word: '外婆', english: 'grandma' },
    ];
    expect(sharedEnglishProblems(before)).toEqual(['"grandma" is the English of 奶奶 and 外婆: give each a sense of its own (all but one at most)']);
    expect(sharedEnglishProblems([{ ...before[0]!, sense: "dad's mom" }, { ...before[1]!, sense: "dad's mom" }])).toHaveLength(1);
  });

  it('accepts a sense for each, or all but one, and a longer form of the same word', () => {
    expect(sharedEnglishProblems([{ word: '奶奶', english: 'grandma', sense: "dad's mom" }, { word: '外婆', english: 'grandma', sense: "mom's mom" }])).toEqual([]);
    expect(sharedEnglishProblems([{ word: '太陽', english: 'sun' }, { word: '日', english: 'sun', sense: 'also day' }])).toEqual([]);
    expect(sharedEnglishProblems([{ word: '傘', english: 'umbrella' }, { word: '雨傘', english: 'umbrella' }])).toEqual([]);
  });
});

describe('the curriculum and the books keep the conventions', () => {
  const curriculum = loadCurriculum();
  const texts = [
    ...curriculum.words.flatMap((w) => [w.sentence, ...w.examples]),
    ...curriculum.lessons.flatMap((l) => l.story),
  ];

  it('writes every direct speech in 「」 in tw and in “” in cn (none is left unquoted)', () => {
    const quoted = texts.filter((t) => t.tw.text.includes('：「'));
    expect(quoted.length).toBeGreaterThan(80);
    for (const text of quoted) expect(text.cn.text).toContain('：“');
    expect(texts.filter((t) => quotationProblems(t.tw.text).length > 0)).toEqual([]);
  });

  it('has the source checker fail on a planted unquoted speech, a 他 for an animal and a shared English', () => {
    const planted: RadicalSource[] = structuredClone(radicals);
    const lesson = planted[0]!.lessons[0]!;
    lesson.story = [...lesson.story.slice(0, 2), { tw: '小狗在公園玩，可是他沒有朋友。', en: 'A puppy plays.' }, ...lesson.story.slice(2)];
    lesson.words[0]!.sentence = { ...lesson.words[0]!.sentence, tw: `媽媽說，${lesson.words[0]!.sentence.tw}` };
    lesson.words[1] = { ...lesson.words[1]!, english: lesson.words[0]!.english, sense: undefined };
    const problems = checkRadicals(planted).join('\n');
    expect(problems).toContain('direct speech is written 說：「…」');
    expect(problems).toContain('is 牠, not 他');
    expect(problems).toContain(`"${lesson.words[0]!.english}" is the English of`);
  });

  it('has the books checker fail on a 他 for an animal', () => {
    const planted = structuredClone(books);
    planted[1]!.pages[0] = { ...planted[1]!.pages[0]!, tw: '小狗在公園玩，可是他沒有朋友。' };
    expect(checkBooks(planted, curriculum).join('\n')).toContain('is 牠, not 他');
    expect(checkBooks(books, curriculum)).toEqual([]);
  });
});
