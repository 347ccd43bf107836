import type { StoryContent, WordDetail } from './learningContent';

/**
 * Sample content for the dev flows page and the machine tests: word 1 (人) of lesson 1
 * and a shortened story of that lesson, as the API sends them in the Taiwan script with
 * pinyin. Plain data.
 */

export const sampleWord: WordDetail = {
  id: 1,
  radical_id: 1,
  lesson_id: 1,
  word: '人',
  phonetic: 'rén',
  zhuyin: 'ㄖㄣˊ',
  ruby: ['rén'],
  english: 'person',
  explain: 'A person is a human being, like you, your family and your friends.',
  image: null,
  strokes: [{ char: '人', url: '/api/strokes/人.json', order: 'standard' }],
  word_examples: [
    { text: '大人', phonetic: 'dà rén', zhuyin: 'ㄉㄚˋ ㄖㄣˊ', ruby: ['dà', 'rén'], english: 'a grown-up' },
    { text: '好人', phonetic: 'hǎo rén', zhuyin: 'ㄏㄠˇ ㄖㄣˊ', ruby: ['hǎo', 'rén'], english: 'a good person' },
  ],
  sentence_examples: [
    {
      text: '公園裡有很多人。',
      phonetic: 'gōng yuán lǐ yǒu hěn duō rén',
      zhuyin: 'ㄍㄨㄥ ㄩㄢˊ ㄌㄧˇ ㄧㄡˇ ㄏㄣˇ ㄉㄨㄛ ㄖㄣˊ',
      ruby: ['gōng', 'yuán', 'lǐ', 'yǒu', 'hěn', 'duō', 'rén', ''],
      english: 'There are lots of people in the park.',
    },
  ],
};

export const sampleStory: StoryContent = {
  lesson_id: 1,
  radical_id: 1,
  title: '你、我、他',
  english: 'You, me and him',
  sentences: [
    {
      text: '星期天，公園裡有好多人。',
      phonetic: 'xīng qí tiān gōng yuán lǐ yǒu hǎo duō rén',
      zhuyin: 'ㄒㄧㄥ ㄑㄧˊ ㄊㄧㄢ ㄍㄨㄥ ㄩㄢˊ ㄌㄧˇ ㄧㄡˇ ㄏㄠˇ ㄉㄨㄛ ㄖㄣˊ',
      ruby: ['xīng', 'qí', 'tiān', '', 'gōng', 'yuán', 'lǐ', 'yǒu', 'hǎo', 'duō', 'rén', ''],
      english: 'On Sunday, there are lots of people in the park.',
    },
    {
      text: '他在玩球。',
      phonetic: 'tā zài wán qiú',
      zhuyin: 'ㄊㄚ ㄗㄞˋ ㄨㄢˊ ㄑㄧㄡˊ',
      ruby: ['tā', 'zài', 'wán', 'qiú', ''],
      english: 'He is playing with a ball.',
    },
  ],
  words: [
    { id: 1, word: '人', image: '/api/pictures/person.svg' },
    { id: 3, word: '他', image: '/api/pictures/he.svg' },
  ],
};
