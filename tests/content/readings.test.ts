import { describe, expect, it } from 'vitest';
import {
  cedictDisagreements,
  cedictReading,
  numberedOf,
  pinyinOf,
  tonelessOf,
  zhuyinOf,
  type Script,
} from '../../src/server/content/build/readings';
import { CORRECTIONS, TAIWAN_READINGS } from '../../src/server/content/source/readings';

/**
 * Readings (src/server/content/build/readings.ts and the tables of
 * src/server/content/source/readings.ts): polyphones, neutral tones, Taiwan readings,
 * zhuyin, search keys, and the CC-CEDICT agreement check.
 */

/** The syllables of the Han characters of a text, separated by spaces. */
const read = (text: string, script: Script) => pinyinOf(text, script).filter((s) => s !== '').join(' ');

interface Row {
  text: string;
  tw: string;
  cn: string;
  why: string;
}
const both = (text: string, reading: string, why: string): Row => ({ text, tw: reading, cn: reading, why });
const differ = (text: string, tw: string, cn: string, why: string): Row => ({ text, tw, cn, why });

const READINGS: Row[] = [
  // pinyin-pro's traditional-text errors, avoided by reading the simplified form
  both('銀行', 'yín háng', 'háng, not xíng'),
  both('還是', 'hái shì', 'hái, not huán'),
  both('乾淨', 'gān jìng', 'gān, not qián'),
  both('汽車', 'qì chē', 'chē, not jū'),
  both('為什麼', 'wèi shén me', 'wèi, not wéi'),
  both('一個', 'yī gè', 'dictionary form: no 一 sandhi'),
  both('不要', 'bù yào', 'dictionary form: no 不 sandhi'),
  // Taiwan readings
  differ('垃圾', 'lè sè', 'lā jī', 'Taiwan lè sè'),
  differ('垃圾桶', 'lè sè tǒng', 'lā jī tǒng', 'the Taiwan word inside a longer one'),
  differ('倒垃圾', 'dào lè sè', 'dào lā jī', 'a Taiwan reading over a correction'),
  differ('星期', 'xīng qí', 'xīng qī', 'Taiwan qí'),
  differ('星期天', 'xīng qí tiān', 'xīng qī tiān', 'Taiwan qí in a longer word'),
  differ('我和你', 'wǒ hàn nǐ', 'wǒ hé nǐ', '和 "and" is hàn in Taiwan'),
  both('和平', 'hé píng', 'a protected 和 word'),
  differ('牛奶和麵包', 'niú nǎi hàn miàn bāo', 'niú nǎi hé miàn bāo', 'not 和麵 huó miàn'),
  differ('溫暖和快樂', 'wēn nuǎn hàn kuài lè', 'wēn nuǎn hé kuài lè', 'guard against 暖和'),
  both('溫和', 'wēn hé', 'a protected 和 word'),
  both('暖和', 'nuǎn huo', 'protected from hàn, neutral in both'),
  differ('我和好朋友', 'wǒ hàn hǎo péng yǒu', 'wǒ hé hǎo péng you', '和好 must not win over 和 + 好朋友'),
  differ('蝸牛', 'guā niú', 'wō niú', 'Taiwan guā'),
  differ('企鵝', 'qì é', 'qǐ é', 'Taiwan qì'),
  differ('危險', 'wéi xiǎn', 'wēi xiǎn', 'Taiwan wéi'),
  differ('研究', 'yán jiù', 'yán jiū', 'Taiwan jiù'),
  differ('攜帶', 'xī dài', 'xié dài', 'Taiwan xī'),
  differ('液體', 'yì tǐ', 'yè tǐ', 'Taiwan yì'),
  differ('頭髮', 'tóu fǎ', 'tóu fa', 'Taiwan fǎ; mainland neutral'),
  differ('理髮', 'lǐ fǎ', 'lǐ fà', '髮 is fà (pinyin-pro reads 发 fā)'),
  differ('休息', 'xiū xí', 'xiū xi', 'Taiwan xí'),
  differ('叔叔', 'shú shu', 'shū shu', 'Taiwan shú, the second syllable kept neutral'),
  differ('一會兒', 'yī huǐ er', 'yī huì er', 'Taiwan huǐ; erhua 兒 as neutral er'),
  // neutral tones: mainland dictionary forms; Taiwan full tones except kinship, suffixes, particles
  both('媽媽', 'mā ma', 'kinship: neutral in both'),
  both('爸爸', 'bà ba', 'kinship: neutral in both'),
  both('哥哥', 'gē ge', 'kinship: neutral in both'),
  both('謝謝', 'xiè xie', 'pinyin-pro says xiè xiè'),
  both('桌子', 'zhuō zi', 'suffix 子'),
  both('包子', 'bāo zi', 'pinyin-pro says bāo zǐ'),
  both('王子', 'wáng zǐ', 'not the suffix'),
  both('我們', 'wǒ men', 'suffix 們'),
  differ('衣服', 'yī fú', 'yī fu', 'Taiwan full tone'),
  differ('朋友', 'péng yǒu', 'péng you', 'Taiwan full tone'),
  differ('東西', 'dōng xī', 'dōng xi', 'Taiwan full tone'),
  differ('喜歡', 'xǐ huān', 'xǐ huan', 'Taiwan full tone'),
  differ('眼睛', 'yǎn jīng', 'yǎn jing', 'Taiwan full tone'),
  differ('耳朵', 'ěr duǒ', 'ěr duo', 'Taiwan full tone'),
  differ('月亮', 'yuè liàng', 'yuè liang', 'Taiwan full tone'),
  differ('葡萄', 'pú táo', 'pú tao', 'Taiwan full tone'),
  differ('漂亮', 'piào liàng', 'piào liang', 'Taiwan full tone'),
  differ('豆腐', 'dòu fǔ', 'dòu fu', 'Taiwan full tone'),
  differ('時候', 'shí hòu', 'shí hou', 'Taiwan full tone'),
  differ('對不起', 'duì bù qǐ', 'duì bu qǐ', 'Taiwan keeps 不 fourth tone'),
  both('太陽', 'tài yáng', 'full tone in both'),
  both('誰', 'shéi', 'shéi, not shuí'),
  // polyphones in context
  both('長大', 'zhǎng dà', '長 zhǎng'),
  both('長頸鹿', 'cháng jǐng lù', '長 cháng'),
  both('禾苗長得綠油油的', 'hé miáo zhǎng de lǜ yóu yóu de', '長得 zhǎng de'),
  both('太長了', 'tài cháng le', 'guard against 長了 zhǎng le'),
  both('睡覺', 'shuì jiào', '覺 jiào'),
  both('覺得', 'jué de', '覺 jué'),
  both('音樂', 'yīn yuè', '樂 yuè'),
  both('快樂', 'kuài lè', '樂 lè'),
  both('行走', 'xíng zǒu', '行 xíng (銀行 háng above)'),
  both('重要', 'zhòng yào', '重 zhòng'),
  both('重新', 'chóng xīn', '重 chóng'),
  both('跑得快', 'pǎo de kuài', '得 complement de (pinyin-pro: dé)'),
  both('開心得跳了起來', 'kāi xīn de tiào le qǐ lái', '得 de, not 心得 xīn dé'),
  both('得到', 'dé dào', '得 dé'),
  both('得了第一名', 'dé le dì yī míng', '得 dé'),
  both('我們得走了', 'wǒ men děi zǒu le', '得 děi before a verb'),
  both('走了', 'zǒu le', '了 le'),
  both('了解', 'liǎo jiě', '了 liǎo'),
  differ('了不起', 'liǎo bù qǐ', 'liǎo bu qǐ', '了 liǎo'),
  both('慢慢地走', 'màn màn de zǒu', '地 adverb particle de'),
  both('地上', 'dì shàng', '地 dì'),
  both('一隻狗', 'yī zhī gǒu', '隻 zhī'),
  both('只有', 'zhǐ yǒu', '只 zhǐ (pinyin-pro: zhī alone)'),
  both('種花', 'zhòng huā', '種 zhòng'),
  differ('種子', 'zhǒng zǐ', 'zhǒng zi', '種 zhǒng; Taiwan (MOE) keeps the full tone of 子 "seed" (issue 29)'),
  both('數一數', 'shǔ yī shǔ', '數 shǔ'),
  both('數字', 'shù zì', '數 shù'),
  both('還給你', 'huán gěi nǐ', '還 huán'),
  both('背書包', 'bēi shū bāo', '背 bēi'),
  both('倒水', 'dào shuǐ', '倒 dào'),
  both('有空', 'yǒu kòng', '空 kòng'),
  both('地球上有空氣', 'dì qiú shàng yǒu kōng qì', 'guard against 有空 kòng'),
  both('東西南北', 'dōng xī nán běi', 'directions: 西 keeps its tone'),
  both('心臟', 'xīn zàng', '臟 zàng (pinyin-pro reads 脏 zāng)'),
  both('咕嚕咕嚕地叫', 'gū lū gū lū de jiào', '地 adverb particle de after an onomatopoeia'),
  differ('眉毛一挑', 'méi máo yī tiǎo', 'méi mao yī tiǎo', '挑 tiǎo "raise"; Taiwan full tone of 眉毛'),
  // review of life.ts and school.ts
  differ('閉著眼睛', 'bì zhe yǎn jīng', 'bì zhe yǎn jing', '著 zhe, not zhuó'),
  both('好奇怪', 'hǎo qí guài', '好 hǎo "so", not hào (好奇)'),
  both('風車轉得好快', 'fēng chē zhuàn de hǎo kuài', '轉 zhuàn "spin"'),
  both('轉起來好快', 'zhuàn qǐ lái hǎo kuài', '轉 zhuàn "spin"'),
  both('開心得轉了好幾圈', 'kāi xīn de zhuàn le hǎo jǐ quān', '轉 zhuàn "spin", after 開心得'),
  both('向左轉', 'xiàng zuǒ zhuǎn', '轉 zhuǎn "turn" is kept'),
  both('用貝殼當錢', 'yòng bèi ké dàng qián', '當 dàng "use as"'),
  both('給我當早餐', 'gěi wǒ dàng zǎo cān', '當 dàng "serve as"'),
  both('想當公主', 'xiǎng dāng gōng zhǔ', '當 dāng "be" is kept'),
  // issue 29: the readings the MOE dictionaries check found wrong (build/moeReadings.ts)
  both('大姐姐教妹妹跳繩，教得好有耐心', 'dà jiě jie jiāo mèi mei tiào shéng jiāo de hǎo yǒu nài xīn', '教 jiāo "teach"'),
  both('老師教大家寫字', 'lǎo shī jiāo dà jiā xiě zì', '教 jiāo "teach"'),
  both('音樂教室', 'yīn yuè jiào shì', '教 jiào in 教室 is kept'),
  both('小雞從蛋裡鑽了出來', 'xiǎo jī cóng dàn lǐ zuān le chū lái', '鑽 zuān "burrow through"'),
  both('床底下', 'chuáng dǐ xia', '底下 neutral 下'),
  differ('額頭', 'é tou', 'é tóu', 'MOE ㄜˊ ˙ㄊㄡ'),
  differ('傍晚', 'bāng wǎn', 'bàng wǎn', 'MOE ㄅㄤ'),
  differ('牛哞哞叫', 'niú móu móu jiào', 'niú mōu mōu jiào', 'MOE ㄇㄡˊ'),
  differ('輪子轉動', 'lún zi zhuǎn dòng', 'lún zi zhuàn dòng', 'MOE ㄓㄨㄢˇ'),
  differ('張開大嘴巴', 'zhāng kāi dà zuǐ bā', 'zhāng kāi dà zuǐ ba', 'MOE ㄅㄚ, not neutral'),
  differ('搖著尾巴', 'yáo zhe wěi bā', 'yáo zhe wěi ba', 'MOE ㄅㄚ, not neutral'),
];

describe('pinyinOf', () => {
  it.each(READINGS)('$text: tw $tw, cn $cn ($why)', ({ text, tw, cn }) => {
    expect(read(text, 'tw')).toBe(tw);
    expect(read(text, 'cn')).toBe(cn);
  });

  it('gives one entry per code point, empty for punctuation and anything not Han', () => {
    expect(pinyinOf('我和你，好！', 'tw')).toEqual(['wǒ', 'hàn', 'nǐ', '', 'hǎo', '']);
    expect(pinyinOf('🐼熊貓A', 'cn')).toEqual(['', 'xióng', 'māo', '']);
  });

  it('reads each table key alone as its table value', () => {
    for (const [key, value] of Object.entries(CORRECTIONS)) expect(read(key, 'cn'), key).toBe(value);
    for (const [key, value] of Object.entries(TAIWAN_READINGS)) expect(read(key, 'tw'), key).toBe(value);
  });

  it('has no Taiwan entry that reads as on the mainland, except 和 protections and recorded decisions', () => {
    const recorded = new Set(['熊貓', '貓熊']);
    const same = Object.keys(TAIWAN_READINGS).filter((key) => read(key, 'tw') === read(key, 'cn'));
    expect(same.filter((key) => !key.includes('和') && !recorded.has(key))).toEqual([]);
  });
});

describe('zhuyinOf', () => {
  it.each([
    ['mā', 'ㄇㄚ'],
    ['ma', '˙ㄇㄚ'],
    ['lǜ', 'ㄌㄩˋ'],
    ['nǚ', 'ㄋㄩˇ'],
    ['lüè', 'ㄌㄩㄝˋ'],
    ['qù', 'ㄑㄩˋ'],
    ['yín', 'ㄧㄣˊ'],
    ['shéi', 'ㄕㄟˊ'],
    ['zhī', 'ㄓ'],
    ['er', '˙ㄦ'],
    ['yái', 'ㄧㄞˊ'],
  ])('%s → %s', (syllable, zhuyin) => {
    expect(zhuyinOf(syllable)).toBe(zhuyin);
  });

  it('writes a whole word as Taiwan does', () => {
    expect(pinyinOf('媽媽', 'tw').map(zhuyinOf).join(' ')).toBe('ㄇㄚ ˙ㄇㄚ');
    expect(pinyinOf('垃圾', 'tw').map(zhuyinOf).join(' ')).toBe('ㄌㄜˋ ㄙㄜˋ');
  });

  it('refuses what is not a syllable', () => {
    expect(() => zhuyinOf('xīè')).toThrow(/two tone marks/);
    expect(() => zhuyinOf('ma1')).toThrow(/not a pinyin syllable/);
    expect(() => zhuyinOf('qx')).toThrow(/no zhuyin/);
  });
});

describe('numberedOf and tonelessOf', () => {
  it.each([
    ['lǜ', 'lv4', 'lv'],
    ['nǚ', 'nv3', 'nv'],
    ['ma', 'ma5', 'ma'],
    ['mā', 'ma1', 'ma'],
    ['zhuāng', 'zhuang1', 'zhuang'],
    ['yín', 'yin2', 'yin'],
    ['Xiè', 'xie4', 'xie'],
  ])('%s → %s, %s', (syllable, numbered, toneless) => {
    expect(numberedOf(syllable)).toBe(numbered);
    expect(tonelessOf(syllable)).toBe(toneless);
  });
});

/** Common children's words (family, body, animals, food, nature, numbers, colours, school, actions, things). */
const CHILDREN_WORDS = [
  ...['爸爸', '媽媽', '哥哥', '姐姐', '弟弟', '妹妹', '爺爺', '奶奶', '外公', '外婆', '叔叔', '阿姨', '舅舅'],
  ...['姑姑', '寶寶', '孩子', '兒子', '女兒', '朋友', '老師', '同學', '家人', '先生', '太太'],
  ...['頭髮', '眼睛', '耳朵', '鼻子', '嘴巴', '牙齒', '舌頭', '手指', '肚子', '脖子', '肩膀', '身體', '眉毛'],
  ...['指甲', '屁股', '骨頭', '額頭', '膝蓋', '尾巴'],
  ...['小狗', '小貓', '兔子', '老虎', '獅子', '大象', '猴子', '熊貓', '長頸鹿', '蝴蝶', '小鳥', '金魚', '烏龜'],
  ...['青蛙', '蝸牛', '螞蟻', '蜜蜂', '老鼠', '鴨子', '企鵝', '斑馬', '鯨魚', '海豚', '恐龍', '蜘蛛', '蚊子'],
  ...['狐狸', '松鼠', '駱駝', '袋鼠', '孔雀', '鸚鵡', '螃蟹', '鴿子', '毛毛蟲'],
  ...['米飯', '麵包', '饅頭', '包子', '餃子', '水果', '蘋果', '香蕉', '葡萄', '西瓜', '橘子', '草莓', '桃子'],
  ...['牛奶', '雞蛋', '蛋糕', '餅乾', '豆腐', '蘿蔔', '番茄', '玉米', '果汁', '點心', '筷子', '冰淇淋'],
  ...['太陽', '月亮', '星星', '天空', '彩虹', '石頭', '樹葉', '春天', '夏天', '秋天', '冬天', '下雨', '森林'],
  ...['大海', '地球', '早上', '晚上', '時候'],
  ...['一個', '一半', '一起', '一共', '一些', '第一', '多少', '數字', '一點兒', '一會兒'],
  ...['紅色', '黃色', '藍色', '綠色', '白色', '黑色', '紫色', '顏色', '粉紅色'],
  ...['學校', '書包', '鉛筆', '作業', '上課', '下課', '考試', '教室', '黑板', '桌子', '椅子', '故事', '名字'],
  ...['音樂', '數學', '學生', '認識', '知道', '明白', '聰明'],
  ...['睡覺', '走路', '跑步', '說話', '洗澡', '刷牙', '起床', '幫忙', '喜歡', '回家', '游泳', '休息', '告訴'],
  ...['收拾', '打掃', '照顧', '生氣', '高興', '快樂', '害怕', '舒服', '漂亮', '可愛', '乾淨', '謝謝', '對不起'],
  ...['沒關係', '再見', '覺得', '記得', '回來', '起來', '長大'],
  ...['衣服', '褲子', '裙子', '鞋子', '帽子', '房子', '房間', '窗戶', '電視', '汽車', '火車', '飛機', '銀行'],
  ...['醫生', '公園', '東西', '玩具', '氣球', '禮物', '生日', '星期', '垃圾', '鑰匙', '雨傘', '事情', '意思'],
  ...['地方', '左邊', '西邊', '後面', '那裡', '還是', '什麼', '為什麼', '我們'],
];

/**
 * Where our mainland reading deliberately differs from every CC-CEDICT reading.
 * Adding or removing a disagreement means editing this list.
 */
const CN_DISAGREEMENTS: Record<string, { ours: string; why: string }> = {
  一個: { ours: 'yī gè', why: 'dictionary form with the full tone of 個 (the brief); CC-CEDICT: yī ge' },
  還是: { ours: 'hái shì', why: 'full tone as the brief asks; CC-CEDICT follows the neutral hái shi' },
  太陽: { ours: 'tài yáng', why: 'full tone as the brief asks; CC-CEDICT: tài yang' },
  回來: { ours: 'huí lái', why: 'directional complements keep their tone, as 出來 / 進來 do in CC-CEDICT' },
  起來: { ours: 'qǐ lái', why: 'directional complements keep their tone, as 出來 / 進來 do in CC-CEDICT' },
  後面: { ours: 'hòu miàn', why: 'full tone like 前面 / 上面 / 裡面 in CC-CEDICT (which is inconsistent here)' },
  那裡: { ours: 'nà lǐ', why: 'full tone like 這裡 / 哪裡 in CC-CEDICT (which is inconsistent here)' },
  西邊: { ours: 'xī bian', why: '邊 after a direction is neutral, as 東邊 / 南邊 in CC-CEDICT (inconsistent here)' },
};

describe('CC-CEDICT agreement', () => {
  it('knows every word of the list (so the check is not vacuous)', () => {
    expect(CHILDREN_WORDS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CHILDREN_WORDS).size).toBe(CHILDREN_WORDS.length);
    expect(CHILDREN_WORDS.filter((word) => cedictReading(word) === null)).toEqual([]);
  });

  it('agrees on the mainland readings of the children’s words, except the listed ones', () => {
    const found = Object.fromEntries(cedictDisagreements(CHILDREN_WORDS, 'cn').map((d) => [d.word, d.ours]));
    const listed = Object.fromEntries(Object.entries(CN_DISAGREEMENTS).map(([word, { ours }]) => [word, ours]));
    expect(found).toEqual(listed);
  });

  it('in Taiwan, disagrees only where the Taiwan reading differs from the mainland one', () => {
    const unexplained = cedictDisagreements(CHILDREN_WORDS, 'tw')
      .map((d) => d.word)
      .filter((word) => !(word in CN_DISAGREEMENTS) && read(word, 'tw') === read(word, 'cn'));
    expect(unexplained).toEqual([]);
  });

  it('accepts CC-CEDICT’s Taiwan pr. notes in tw, of the word or of its characters, and only in tw', () => {
    expect(cedictDisagreements(['垃圾', '星期', '蝸牛', '危險', '企鵝'], 'tw')).toEqual([]);
    expect(cedictDisagreements(['垃圾', '星期'], 'cn')).toEqual([]);
    expect(cedictDisagreements(['衣服'], 'tw')).toEqual([{ word: '衣服', ours: 'yī fú', cedict: ['yī fu'] }]);
  });

  it('reads CC-CEDICT as tone-mark syllables, erhua as er, null when absent', () => {
    expect(cedictReading('謝謝')).toEqual(['xiè xie']);
    expect(cedictReading('一會兒')).toEqual(['yī huì er']);
    expect(cedictReading('綠')).toContain('lǜ');
    expect(cedictReading('不是一個詞')).toBeNull();
  });
});
