import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_WORDS_PER_LESSON } from '../../machines/rules/lessonProgression';
import { contentHash, strokeBytes, pictureBytes } from '../../src/server/content/assets';
import { buildCurriculum, committedIds, serializeCurriculum } from '../../src/server/content/build/build';
import { checkCategories, checkRadicals, LESSON_STROKE_BUDGET } from '../../src/server/content/build/check';
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

/**
 * Traditional characters of the curriculum that AnimCJK (Taiwan MOE stroke order) does not
 * hold, so the `tw` script shows them in hanzi-writer-data's mainland order. A character
 * joins the list only knowingly: AnimCJK's traditional set (1,013 characters) is vendored
 * whole, so a school-year character it lacks (issue 29) is drawn from hanzi-writer-data.
 */
const TW_MAINLAND_ORDER = [
  '丑井企勇匙博吃圓堆堡夕奔娃婆孵寶岩島巾廳抱操斑林桃棋森殼治泡煮燭牧牽犀犬狐狸猜猩' +
  '猴獅獎玉王玻珍珠琴璃田甲番盲眉真睫硬磁磚禾秒稻竹粉粥粽糖紫羞肚苗茄莓菇萄葡蔬蘑蛙' +
  '蜂蜜蝴蝶蝸螃螞蟲蟹蟻蠟袋袖襪豚貝貼賀趾踩軟輪鈴鋼鏡鑰閃閉閱雷霧頂額餅饅駝駱驢鬧鯉' +
  '鯊鯨鱷鴨鴿鵝鵡鷹鸚',
  // The school year's characters, slice 1 (issue 29): Taiwan's order for them is still to be vendored.
  '享亭剩密巴帝幅汗池沉沖沿波泥洋浮浴淚淡混減港源溜溪滑滴漠漸潔澆灘灣甩皇盆盒祕紋缸臺著裂裳驚魔鼓',
  // Slice 3 of the school year's characters (issue 29): school-list characters AnimCJK lacks
  // (to vendor their Taiwan stroke order later).
  '乳兔妙妳娶巴巷扎扮抖抬拖招拾挖捕捧捨掌掙揮搖搶撞撥撿梅毯洲芝芽苔著葉蒸蔔蘿貨跨頸鹿',
  // Slice 4 of the school year's characters (issue 29): AnimCJK holds none of these.
  '仿傻尊微戶擦敬旗曲枝柔柱桶梨棉棒棵植模橡橫究窗窩竟粒粗糬紋細絡綻綿踏',
  '丑之乒乓乖乘井仔仙令企伯伴伸依勇匙博卻吃圈圓堆堡壯夕夢奔娃婆孔孵寶岩島巾廳弓彈忍' +
  '怒悄惜愉慌憤懶抱掌操斑林桃棋森椒殼治泡煮燭牧牽犀犬狐狸猜猩猴獅獎玉王玻珍珠琴璃甘' +
  '田甲番盲眉真睫硬磁磚禾秒稻竹粉粥粽糖紫繩羞羽翅翠翻聖肌肚肩胎胞脖脫腰腹膀膠臂苗茄' +
  '莓菇萄葡蔗蔬蘑蛙蜂蜜蝴蝶蝸螃融螞蟲蟹蟻蠟袋袖襪豚貝貼賀趾跌踏踩軟輪辛辣辮采野針鈴' +
  '銅鋪鋼鍊鍋鎮鏟鏡鑰閃閉閒閱闖陣陪雀雷霧頂額颱颳飄餅饅駝駱驢鬧鯉鯊鯨鱷鴨鴿鵝鵡鷹鸚',
  // Issue 29, slice 6: school characters AnimCJK (1,013 characters) does not hold, drawn in mainland order.
  '協厚厲固圈奮妙守宮密寒寵尖尺尾局屁巴庫廁廚拜搖旗晃晶暑暗枕歉灣灰烏烤無煎牠異碼移童端耕股腐臣臭臺良虎虹託詩謎谷豆迫透逛鍊項顆龜',
  // Issue 29, slice 2 (source/school/slice2.ts): the school year's characters and their words'
  // characters that the vendored AnimCJK (1,013 traditional characters) does not hold.
  '丸倉冠凡叩吐吸呀呱呵呼咪咬哇唉唸啄啦嘻噴嚇嚏圾址坡垃型埋塘壁夾局巴拳搭松枕案模欠欣池泉狂' +
  '狼疤痕瘋癢皺盯睏睜瞇瞌瞪砍碎碟礦筍筒箏箭籠紋聚膚臍舌虎虹蚊蚓蚪蚯蛀蛛蛤蜊蜘蝌蝦螢蟬賞赤' +
  '踏躲躺軍郊酸醋醒醜醬鼠蜻蜓',
  // Issue 29, slice 7 (source/school/slice7.ts): the characters of its words that AnimCJK does not hold.
  '丫串扇扭扶拋拐探揚搗摘摸杖染柳桂棍橙純絲縮芒荷貪丁丟士孤宵巨幼敗琅瓢踮蹈露',
].join('');


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
        const bytes = strokeBytes(file.char, file.source);
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

  it('draws the tw script in Taiwan stroke order wherever AnimCJK has the character', () => {
    const mainlandOrder = Object.values(curriculum.characters)
      .filter((c) => c.strokes.tw.source !== 'animcjk')
      .map((c) => c.tw)
      .sort();
    expect(mainlandOrder.join('')).toBe([...new Set(TW_MAINLAND_ORDER)].sort().join(''));
  });

  it('writes 花 with the four-stroke 艸 of Taiwan in tw and the three-stroke one of the mainland in cn', () => {
    const flower = curriculum.characters['花']!;
    const strokesOf = (script: 'tw' | 'cn') => {
      const file = flower.strokes[script];
      return (JSON.parse(strokeBytes(file.char, file.source)!.toString()) as { strokes: string[] }).strokes.length;
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
          return sum + gzipSync(strokeBytes(file.char, file.source)!).length;
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
