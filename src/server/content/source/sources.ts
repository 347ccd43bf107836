import type { ContentSource } from '../curriculum';

/**
 * Every source of the curriculum and its licence, in one place: the build copies it into
 * curriculum.json and the about-us page shows it. The words, glosses, sentences, stories
 * and readings tables are our own.
 */
export const sources: ContentSource[] = [
  {
    name: 'Hanzi House curriculum',
    what: 'Words, English glosses, examples, sentences, stories, radical meanings and the Taiwan readings table, written for children by the Hanzi House team.',
    licence: 'All rights reserved, Hanzi House',
    url: 'https://hanzihouse.app',
  },
  {
    name: 'AnimCJK (graphicsZhHant)',
    what: 'Stroke data in Taiwan Ministry of Education stroke order for traditional characters.',
    licence: 'Arphic Public License (licence text kept with the vendored files)',
    url: 'https://github.com/parsimonhi/animCJK',
  },
  {
    name: 'AnimCJK (dictionaryZhHant)',
    what: 'Radicals and decompositions of traditional characters, used to count components.',
    licence: 'GNU LGPL; Unihan data under the Unicode licence',
    url: 'https://github.com/parsimonhi/animCJK',
  },
  {
    name: 'hanzi-writer-data',
    what:
      'Stroke data for simplified characters (mainland stroke order) and for traditional characters AnimCJK does not hold, ' +
      "re-ordered into Taiwan's order where the mainland's differs.",
    licence: 'Arphic Public License',
    url: 'https://github.com/chanind/hanzi-writer-data',
  },
  {
    name: 'OpenCC (opencc-js)',
    what: 'Simplified forms derived from the Taiwan traditional text.',
    licence: 'Apache-2.0 (dictionaries), MIT (opencc-js)',
    url: 'https://github.com/nk2028/opencc-js',
  },
  {
    name: 'pinyin-pro',
    what: 'Pinyin of the simplified text, before our corrections and Taiwan readings.',
    licence: 'MIT',
    url: 'https://github.com/zh-lx/pinyin-pro',
  },
  {
    name: 'pinyin-zhuyin',
    what: 'Zhuyin (bopomofo) from pinyin.',
    licence: 'MIT',
    url: 'https://www.npmjs.com/package/pinyin-zhuyin',
  },
  {
    name: 'cnchar-radical',
    what: 'Radicals and structures of characters AnimCJK does not hold.',
    licence: 'MIT',
    url: 'https://github.com/theajack/cnchar',
  },
  {
    name: 'Fluent Emoji Flat (Microsoft, via Iconify)',
    what: 'The pictures of the words.',
    licence: 'MIT',
    url: 'https://github.com/microsoft/fluentui-emoji',
  },
  {
    name: '教育部《國語辭典簡編本》《國語小字典》 (Ministry of Education, Taiwan)',
    what: "A build-time check of every Taiwan reading, and the radical a character is filed under; and the readings of a school list's words beyond the curriculum, as the dictionaries give them (the server reads the vendored, unmodified files). No definition or other text of theirs is shown.",
    licence: 'CC BY-ND 3.0 TW',
    url: 'https://language.moe.gov.tw/001/Upload/Files/site_content/M0001/respub/index.html',
  },
  {
    name: '教育部 教育百科 生字詞彙表; 國家教育研究院 臺灣華語文能力基準 (TBCL) 漢字表',
    what: 'Which characters Taiwan\'s first and second graders learn to write (康軒, 南一, 翰林) and NAER\'s levels 1 and 2: the build measures the curriculum against them and orders its lessons by school term.',
    licence: 'Lists of characters, each cited (src/server/content/school/README.md); no text of them is shown',
    url: 'https://pedia.cloud.edu.tw/Bookmark/Textword',
  },
  {
    name: 'CC-CEDICT',
    what: 'A build-time check of our readings only; nothing of it is copied into the curriculum.',
    licence: 'CC BY-SA 4.0',
    url: 'https://cc-cedict.org',
  },
  {
    name: 'CNS11643 中文標準交換碼全字庫 (National Development Council, Taiwan)',
    what: "Taiwan's stroke order as stroke types: every traditional character's strokes are ordered and checked against it. 資料來源：國家發展委員會 CNS11643中文標準交換碼全字庫",
    licence: 'Open Government Data License, version 1.0 (Taiwan)',
    url: 'https://www.cns11643.gov.tw',
  },
];
