/**
 * The picture books (issue 9, SPEC §3 "Picture book", §9 "a picture book costs stars and
 * gives 3 days of viewing"): short books a child buys with stars, written by hand in
 * Taiwan traditional characters from the curriculum's words, like the curriculum.
 *
 * `npm run content:build` derives the simplified text (opencc tw → cn, then the
 * REGIONAL_WORDS where the mainland says it otherwise), the readings of both scripts
 * (pinyin and zhuyin, one per character, the same tables as the curriculum) and the
 * pictures into `src/server/content/books.json`, and refuses a book that breaks a rule
 * (build/books.ts): every word of a page is a curriculum word or one of `EXTRA_WORDS`,
 * written out below, each of them read as CC-CEDICT reads it.
 */

export interface BookPageSource {
  /** One or two short sentences in Taiwan traditional characters. */
  tw: string;
  en: string;
  /** The curriculum word whose picture the page shows. */
  picture: string;
}

export interface BookSource {
  /** A stable key: purchases are kept by the id it maps to. */
  key: string;
  title: { tw: string; en: string };
  /** What it costs in stars (SPEC §9). */
  cost: number;
  /** The curriculum word whose picture is the cover. */
  cover: string;
  /** Four to eight pages. */
  pages: BookPageSource[];
}

/**
 * Words the books use that the curriculum does not teach, written out with their readings
 * (pinyin with tone marks, one syllable per character; the neutral tone unmarked; 一 and
 * 不 as in dictionaries, no tone sandhi): one string when both sides read it alike, else
 * `{ tw, cn }` (Taiwan MOE, mainland Xiandai Hanyu Cidian). The build checks that each
 * reads so on its page (the curriculum's reading tables) and that CC-CEDICT gives it (for
 * a word CC-CEDICT lacks, each character's reading; for tw, a full tone where CC-CEDICT
 * writes the mainland's neutral tone).
 */
export const EXTRA_WORDS: Record<string, string | { tw: string; cn: string }> = {
  // function words and particles
  的: 'de',
  了: 'le',
  著: 'zhe',
  得: 'de',
  吧: 'ba',
  可是: 'kě shì',
  個: 'gè',
  一朵: 'yī duǒ',
  // everyday words
  天黑: 'tiān hēi',
  出來: 'chū lái',
  天上: 'tiān shàng',
  回到: 'huí dào',
  小熊: 'xiǎo xióng',
  小豬: 'xiǎo zhū',
  湖上: 'hú shàng',
  來: 'lái',
  好多: 'hǎo duō',
  下雨: 'xià yǔ',
  去: 'qù',
  路上: { tw: 'lù shàng', cn: 'lù shang' },
  生日: 'shēng rì',
  做: 'zuò',
  紅紅: 'hóng hóng',
  笑著: 'xiào zhe',
  跑來跑去: 'pǎo lái pǎo qù',
  早安: 'zǎo ān',
  雨停: 'yǔ tíng',
  海裡: 'hǎi lǐ',
  河裡: 'hé lǐ',
  找到: 'zhǎo dào',
};

/**
 * Where the mainland says a word otherwise (not a character conversion): Taiwan word →
 * the mainland word, written in traditional characters (the build simplifies it and reads
 * it with mainland readings).
 */
export const REGIONAL_WORDS: Record<string, { cn: string; reading: string }> = {
  // a child says good morning with 早安 in Taiwan and with 早上好 on the mainland
  早安: { cn: '早上好', reading: 'zǎo shang hǎo' },
};

export const books: BookSource[] = [
  {
    key: 'good-night-moon',
    title: { tw: '晚安，月亮', en: 'Good Night, Moon' },
    cost: 3,
    cover: '月亮',
    pages: [
      { tw: '天黑了，月亮出來了。', en: 'It is dark. The moon comes out.', picture: '夜' },
      { tw: '星星也出來了，一閃一閃的。', en: 'The stars come out too. They twinkle and twinkle.', picture: '星星' },
      { tw: '小熊回到房間，牠想睡覺了。', en: 'Little Bear goes back to his room. He wants to sleep.', picture: '熊' },
      { tw: '小熊對月亮說晚安。', en: 'Little Bear says good night to the moon.', picture: '晚安' },
      { tw: '月亮笑了，小熊也睡著了。', en: 'The moon smiles, and Little Bear falls asleep.', picture: '睡覺' },
    ],
  },
  {
    key: 'puppy-finds-friends',
    title: { tw: '小狗找朋友', en: 'Puppy Looks for Friends' },
    cost: 4,
    cover: '狗',
    pages: [
      { tw: '小狗在公園玩，可是牠沒有朋友。', en: 'A puppy plays in the park, but he has no friends.', picture: '狗' },
      { tw: '小狗看到一隻鴨子。鴨子在湖上游泳。', en: 'The puppy sees a duck. The duck swims on the lake.', picture: '鴨子' },
      { tw: '小狗看到一隻青蛙。青蛙跳得好高。', en: 'The puppy sees a frog. The frog jumps so high.', picture: '青蛙' },
      { tw: '小狗看到一隻猴子。猴子在樹上吃香蕉。', en: 'The puppy sees a monkey. The monkey eats a banana in the tree.', picture: '猴子' },
      { tw: '大家一起來玩吧！小狗好快樂。', en: 'Let us all play together! The puppy is so happy.', picture: '快樂' },
    ],
  },
  {
    key: 'rainy-day',
    title: { tw: '下雨天', en: 'A Rainy Day' },
    cost: 4,
    cover: '雨傘',
    pages: [
      { tw: '早上，天上有好多雲。', en: 'In the morning there are lots of clouds in the sky.', picture: '雲' },
      { tw: '打雷了！下雨了！', en: 'Thunder! Here comes the rain!', picture: '打雷' },
      { tw: '我和妹妹拿著雨傘去學校。', en: 'My little sister and I take our umbrellas to school.', picture: '雨傘' },
      { tw: '我們在路上看到青蛙，青蛙在唱歌。', en: 'On the way we see a frog. The frog is singing.', picture: '青蛙' },
      { tw: '下午，雨停了，太陽出來了。', en: 'In the afternoon the rain stops and the sun comes out.', picture: '太陽' },
    ],
  },
  {
    key: 'birthday-cake',
    title: { tw: '奶奶的生日', en: "Grandma's Birthday" },
    cost: 5,
    cover: '蛋糕',
    pages: [
      { tw: '今天是奶奶的生日。', en: "Today is Grandma's birthday.", picture: '奶奶' },
      { tw: '媽媽和我做了一個蛋糕。', en: 'Mom and I make a cake.', picture: '蛋糕' },
      { tw: '蛋糕上有紅紅的草莓。', en: 'There are red strawberries on the cake.', picture: '草莓' },
      { tw: '哥哥給奶奶一朵花。', en: 'My big brother gives Grandma a flower.', picture: '花' },
      { tw: '奶奶笑著說：「謝謝你們！」', en: 'Grandma smiles and says, thank you!', picture: '謝謝' },
    ],
  },
  {
    key: 'morning-on-the-farm',
    title: { tw: '牧場的早上', en: 'Morning on the Farm' },
    cost: 5,
    cover: '公雞',
    pages: [
      { tw: '早上，公雞叫了。', en: 'In the morning the rooster crows.', picture: '公雞' },
      { tw: '牛在吃草，羊也在吃草。', en: 'The cow eats grass, and the sheep eats grass too.', picture: '牛' },
      { tw: '小豬跑來跑去，好開心。', en: 'The piglet runs here and there. It is so happy.', picture: '豬' },
      { tw: '鴨子和鵝在河裡游泳。', en: 'The ducks and the geese swim in the river.', picture: '鵝' },
      { tw: '大家都說：「早安！」', en: 'Everyone says, good morning!', picture: '早上' },
    ],
  },
  {
    key: 'a-day-at-the-sea',
    title: { tw: '去海邊', en: 'A Day at the Sea' },
    cost: 6,
    cover: '海',
    pages: [
      { tw: '夏天到了，我們去海邊玩。', en: 'Summer is here. We go to the sea to play.', picture: '海' },
      { tw: '海裡有魚，還有章魚。', en: 'There are fish in the sea, and an octopus too.', picture: '章魚' },
      { tw: '我找到一個好美的貝殼。', en: 'I find a very pretty seashell.', picture: '貝殼' },
      { tw: '爸爸和我一起堆城堡。', en: 'Dad and I build a castle together.', picture: '城堡' },
      { tw: '太陽下山了，我們要回家了。', en: 'The sun goes down. It is time to go home.', picture: '夕陽' },
    ],
  },
];
