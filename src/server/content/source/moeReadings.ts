/**
 * The reviewed differences from the Ministry of Education's dictionaries (issue 29): places
 * where the tw reading the build produces is not what build/moeReadings.ts finds in the
 * 《國語辭典簡編本》 or the 《國語小字典》, and the reading is right all the same. The build
 * refuses any other difference, and an entry that no longer explains a difference (stale).
 *
 * Key: a fragment of a Taiwan text (Han characters), as short as makes it unambiguous; value:
 * the syllables the build gives the fragment (tone marks, the neutral tone unmarked) and why
 * they are right. An entry explains a difference inside an occurrence of its fragment only
 * while the text is read so: change the reading and the entry must be reviewed again.
 *
 * Our own words: nothing of the dictionaries' text (CC BY-ND 3.0 TW) is copied here; a
 * reason may cite a reading, as any dictionary user does.
 */

export interface MoeOverride {
  /** The syllables of the fragment, separated by spaces. */
  reading: string;
  /** Why this reading is right where the check finds the MOE saying otherwise. */
  why: string;
}

export const MOE_OVERRIDES: Record<string, MoeOverride> = {
  // The dictionaries lack the reading (the check cannot know it).
  謝謝: {
    reading: 'xiè xie',
    why: 'the neutral second syllable of a reduplicated word, as the 簡編本 writes 爸爸 媽媽 哥哥 (ba5, ma5, ge5); the 簡編本 has no entry 謝謝 and the 小字典 gives 謝 only its full tone',
  },
  曬: {
    reading: 'shài',
    why: 'the 小字典 files the character under 晒 (ㄕㄞˋ, its only reading) and the 簡編本 conversion has no word with 曬',
  },
  糸: {
    reading: 'mì',
    why: 'the radical 糸 as the lesson names it; a radical form the 小字典 does not list and no 簡編本 word contains; ㄇㄧˋ is its dictionary reading',
  },
  虫: {
    reading: 'chóng',
    why: 'the radical as the lesson names it (虫字旁, read as 蟲 ㄔㄨㄥˊ, whose form it is); the 小字典 does not list it and no 簡編本 word contains it. To confirm in review against the 重編國語辭典修訂本, which reads the character on its own',
  },
  儿: {
    reading: 'ér',
    why: 'the radical 儿 as the lesson names it (兒字底, read as 兒 ㄦˊ, the form it takes at the foot of 先 光 兒); the 小字典 does not list it and no 簡編本 word contains it. To confirm in review against the 重編國語辭典修訂本, which also gives it ㄖㄣˊ (an old form of 人)',
  },
  幺: {
    reading: 'yāo',
    why: 'the radical 幺 (ㄧㄠ) as the lesson names it (幺部, the radical of 幾 and 幼); the 小字典 does not list it and no 簡編本 word contains it',
  },
  气: {
    reading: 'qì',
    why: 'the radical 气 (ㄑㄧˋ) as the lesson names it (气部, the radical of 氣); the 小字典 does not list it and no 簡編本 word contains it',
  },
  攴: {
    reading: 'pū',
    why: 'the radical 攴 (ㄆㄨ) as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  隹: {
    reading: 'zhuī',
    why: 'the radical 隹 (ㄓㄨㄟ) as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  丿: {
    reading: 'piě',
    why: 'the radical 丿 (ㄆㄧㄝˇ, the left-falling stroke 撇) as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  卩: {
    reading: 'jié',
    why: 'the radical 卩 (ㄐㄧㄝˊ) as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  襾: {
    reading: 'yà',
    why: 'the radical 襾 (ㄧㄚˋ) as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  // Issue 29, slice 6: radicals the lessons name, which neither dictionary lists on their own.
  辵: {
    reading: 'chuò',
    why: 'the radical 辵 (ㄔㄨㄛˋ) as the lesson names it (辵字旁); the 小字典 does not list it and no 簡編本 word contains it',
  },
  彡: {
    reading: 'shān',
    why: 'the radical 彡 (ㄕㄢ) as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  宀: {
    reading: 'mián',
    why: 'the radical 宀 (ㄇㄧㄢˊ), the roof of 寶蓋頭, as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  厂: {
    reading: 'hǎn',
    why: 'the radical 厂 (ㄏㄢˇ "cliff", Taiwan reading in source/readings.ts; not the mainland 厂 chǎng "factory") as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  尸: {
    reading: 'shī',
    why: 'the radical 尸 (ㄕ) as the lesson names it; the 小字典 does not list it, and the 簡編本 reads it shi1 in 尸位素餐 and 行尸走肉',
  },
  虍: {
    reading: 'hū',
    why: 'the radical 虍 (ㄏㄨ), the tiger\'s head of 虎字頭, as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  豕: {
    reading: 'shǐ',
    why: 'the radical 豕 (ㄕˇ) as the lesson names it; the 小字典 does not list it and no 簡編本 word contains it',
  },
  丶: {
    reading: 'zhǔ',
    why: 'the radical 丶 (the dot) as the lesson names it, ㄓㄨˇ its dictionary reading; the 小字典 does not list it and no 簡編本 word contains it',
  },

  // A 簡編本 word across two words of the text (the text does not contain that word).
  上當學生: { reading: 'shàng dāng xué shēng', why: '坐在椅子上 | 當學生: 上 ends the place, 當 dāng "to be, play the part of", not 上當 shàngdàng "to be fooled"' },
  和好朋友: { reading: 'hàn hǎo péng yǒu', why: '和 | 好朋友: 和 "and, with" (Taiwan hàn, source/readings.ts), not 和好 "to make up"' },
  和數字: { reading: 'hàn shù zì', why: '和 | 數字: 和 "with", not 和數 "sum"' },
  地下山: { reading: 'de xià shān', why: '慢慢地 | 下山: 地 the adverb particle, not 地下 "underground"' },
  好奇怪: { reading: 'hǎo qí guài', why: '好 "so" | 奇怪 "strange", not 好奇 hàoqí "curious"' },
  開心地: { reading: 'kāi xīn de', why: '開心 | 地 (the adverb particle), not 心地 "character, heart"' },
  小心地: { reading: 'xiǎo xīn de', why: '小心 | 地 (the adverb particle, "carefully"), not 心地 "character, heart"' },
  開心得: { reading: 'kāi xīn de', why: '開心 | 得 (the complement particle), not 心得 "what one learned"' },
  著地球: { reading: 'zhe dì qiú', why: '畫著 | 地球: 著 the aspect particle, not 著地 "to land"' },
  著火堆: { reading: 'zhe huǒ duī', why: '圍著 | 火堆: 著 the aspect particle, not 著火 "to catch fire"' },
  著地圖: { reading: 'zhe dì tú', why: '看著 | 地圖: 著 the aspect particle, not 著地 "to land"' },
  牽著手: { reading: 'qiān zhe shǒu', why: '牽著 | 手: 著 the aspect particle "holding hands", not 著手 "to set about"' },
  閉著眼: { reading: 'bì zhe yǎn', why: '閉著 | 眼睛: 著 the aspect particle, not 著眼 "to focus on"' },
  瞇著眼: { reading: 'mī zhe yǎn', why: '瞇著 | 眼睛: 著 the aspect particle, not 著眼 "to focus on"' },

  // A 簡編本 word with another sense than the text's (the same characters, another word).
  穿著: { reading: 'chuān zhe', why: '穿 + the aspect particle 著 "wearing"; the 簡編本 word 穿著 is the noun "attire" (zhuó)' },
  都會: { reading: 'dōu huì', why: '都 "all, always" + 會 "will"; the 簡編本 word 都會 is "metropolis" (dū)' },
  呱呱: {
    reading: 'guā guā',
    why: 'the croak of a frog or the quack of a duck (the 小字典 gives 呱 ㄍㄨㄚ for the sound of ducks and frogs); the 簡編本 word 呱呱 ㄍㄨ ㄍㄨ is the cry of a newborn (呱呱墜地), another word',
  },
};
