import type { MoreLessonsSource, RadicalSource } from '../types';

/**
 * The school year's characters, slice 3 (issue 29): 手 艸 女 貝 一 足 力 子 get more lessons,
 * and the radicals 儿 工 己 乙 高 气 戈 幺 (and more below) are new. Lesson keys start with `s3-`.
 */

export const radicals: RadicalSource[] = [
  {
    radical: '高',
    name: { tw: '高部', en: 'the tall radical' },
    meaning: {
      tw: '高就是離地面很遠、很高的樣子，像一座高高的塔。',
      en: 'Gao means tall or high, and it looks like a tall tower with a roof on top.',
    },
    lessons: [
      {
        key: 's3-tall-1',
        title: { tw: '好高好高', en: 'So very tall' },
        words: [
          {
            word: '高',
            english: 'tall',
            explain: 'Something tall goes up a long way from the ground, like a giraffe or a big tree.',
            examples: [
              { tw: '很高', en: 'very tall' },
              { tw: '高高的', en: 'high up' },
              { tw: '長高', en: 'grow taller' },
            ],
            sentence: { tw: '哥哥比我高一個頭。', en: 'My big brother is a head taller than me.' },
            picture: '🦒',
          },
          {
            word: '高山',
            english: 'high mountain',
            explain: 'A high mountain goes up so far that its top is sometimes in the clouds.',
            examples: [
              { tw: '爬高山', en: 'climb a high mountain' },
              { tw: '高山上', en: 'up on the high mountain' },
            ],
            sentence: { tw: '高山上好冷，還有白白的雲。', en: 'It is cold up on the high mountain, and there are white clouds.' },
            picture: '🏔️',
          },
          {
            word: '高樓',
            english: 'tall building',
            explain: 'A tall building has many floors, one on top of the other.',
            examples: [
              { tw: '一棟高樓', en: 'a tall building' },
              { tw: '蓋高樓', en: 'build a tall building' },
            ],
            sentence: { tw: '從高樓上往下看，車子好小。', en: 'Looking down from the tall building, the cars look tiny.' },
            picture: '🏙️',
          },
          {
            word: '高鐵',
            english: 'bullet train',
            explain: 'The bullet train is a very fast train that zooms from city to city in Taiwan.',
            examples: [
              { tw: '坐高鐵', en: 'ride the bullet train' },
              { tw: '高鐵站', en: 'the bullet train station' },
            ],
            sentence: { tw: '我們坐高鐵去看外婆。', en: 'We take the bullet train to visit Grandma.' },
            picture: '🚄',
          },
        ],
        story: [
          { tw: '放假了，爸爸帶小明和小美坐高鐵去玩。', en: 'It is a holiday, and Dad takes Xiaoming and Xiaomei on the bullet train.' },
          { tw: '窗外的高樓一棟一棟地跑過去。', en: 'Outside the window, the tall buildings rush past one after another.' },
          { tw: '遠遠的地方，有一座高山，山頂上有雲。', en: 'Far away there is a high mountain with clouds on its top.' },
          { tw: '小美說：「我也想長得跟高山一樣高！」', en: 'Xiaomei says, "I want to grow as tall as the mountain too!"' },
        ],
      },
    ],
  },
  {
    radical: '气',
    name: { tw: '气部', en: 'the air radical' },
    meaning: {
      tw: '气就像天上飄來飄去的雲和空氣，有气部的字常常和空氣有關係。',
      en: 'Qi looks like clouds and air drifting in the sky, and characters with it are often about air.',
    },
    lessons: [
      {
        key: 's3-air-1',
        title: { tw: '飛走的氣球', en: 'The balloon that flew away' },
        words: [
          {
            word: '氣球',
            english: 'balloon',
            explain: 'A balloon is a thin rubber bag you fill with air so it gets big and round.',
            examples: [
              { tw: '吹氣球', en: 'blow up a balloon' },
              { tw: '紅色的氣球', en: 'a red balloon' },
            ],
            sentence: { tw: '我的氣球飛到天上去了。', en: 'My balloon flew up into the sky.' },
            picture: '🎈',
          },
          {
            word: '天氣',
            english: 'weather',
            explain: 'The weather is what it is like outside, sunny, rainy, hot or cold.',
            examples: [
              { tw: '天氣很好', en: 'the weather is nice' },
              { tw: '看天氣', en: 'check the weather' },
            ],
            sentence: { tw: '今天天氣很好，我們去公園玩吧。', en: "The weather is nice today, so let's go play in the park." },
            picture: '⛅',
          },
          {
            word: '生氣',
            english: 'angry',
            explain: 'When you are angry, you feel hot and cross inside because something is not fair.',
            examples: [
              { tw: '不要生氣', en: "don't be angry" },
              { tw: '很生氣', en: 'very angry' },
            ],
            sentence: { tw: '弟弟搶了我的玩具，我好生氣。', en: 'My little brother grabbed my toy, and I got so angry.' },
            picture: '😠',
          },
          {
            word: '空氣',
            english: 'air',
            explain: 'Air is all around us; we cannot see it, but we breathe it in all the time.',
            examples: [
              { tw: '新鮮的空氣', en: 'fresh air' },
              { tw: '吸空氣', en: 'breathe in air' },
            ],
            sentence: { tw: '山上的空氣好新鮮。', en: 'The air up on the mountain is so fresh.' },
          },
        ],
        story: [
          { tw: '星期天的天氣很好，小美拿著一個黃色的氣球。', en: 'On Sunday the weather is nice, and Xiaomei holds a yellow balloon.' },
          { tw: '風一吹，氣球就飛走了。', en: 'The wind blows, and the balloon flies away.' },
          { tw: '小美很生氣，嘴巴翹得高高的。', en: 'Xiaomei is angry and sticks out her lips.' },
          { tw: '媽媽說：「氣球裡面都是空氣，它想去天上玩一下。」', en: 'Mom says, "The balloon is full of air, and it wants to go and play in the sky for a while."' },
          { tw: '小美抬頭看，笑著說：「氣球，再見！」', en: 'Xiaomei looks up and laughs, "Goodbye, balloon!"' },
        ],
      },
    ],
  },
  {
    radical: '儿',
    name: { tw: '兒字底', en: 'the legs radical' },
    meaning: {
      tw: '儿像一個人的兩條腿，常常站在字的下面，像「先」和「光」。',
      en: 'Er looks like the two legs of a person, and it often stands at the bottom of a character, as in xian and guang.',
    },
    lessons: [
      {
        key: 's3-legs-1',
        title: { tw: '誰先唱歌', en: 'Who sings first' },
        words: [
          {
            word: '先',
            english: 'first',
            sense: 'before the others',
            explain: 'If you do something first, you do it before anything or anyone else.',
            examples: [
              { tw: '先洗手', en: 'wash your hands first' },
              { tw: '你先走', en: 'you go first' },
              { tw: '先吃飯', en: 'eat first' },
            ],
            sentence: { tw: '吃飯前要先洗手。', en: 'Wash your hands first before you eat.' },
            picture: '🥇',
          },
          {
            word: '光',
            english: 'light',
            explain: 'Light is what lets us see, and it comes from the sun, a lamp or a candle.',
            examples: [
              { tw: '月光', en: 'moonlight' },
              { tw: '燈光', en: 'lamplight' },
              { tw: '發光', en: 'give off light' },
            ],
            sentence: { tw: '早上的光從窗戶照進來。', en: 'The morning light shines in through the window.' },
            picture: '💡',
          },
          {
            word: '充電',
            english: 'charge',
            explain: 'You charge a phone or a toy when you fill its battery with electricity again.',
            examples: [
              { tw: '幫手機充電', en: 'charge the phone' },
              { tw: '充電器', en: 'charger' },
            ],
            sentence: { tw: '平板沒電了，要先充電。', en: 'The tablet is out of power, so it needs charging first.' },
            picture: '🔋',
          },
          {
            word: '兒歌',
            english: 'nursery rhyme',
            explain: 'A nursery rhyme is a short, happy song for children that is easy to sing.',
            examples: [
              { tw: '唱兒歌', en: 'sing a nursery rhyme' },
              { tw: '一首兒歌', en: 'a nursery rhyme' },
            ],
            sentence: { tw: '小美最喜歡唱〈兩隻老虎〉這首兒歌。', en: 'Xiaomei\'s favorite nursery rhyme to sing is "Two Tigers".' },
            picture: '🎶',
          },
        ],
        story: [
          { tw: '晚上，小美的故事機沒電了。', en: "In the evening, Xiaomei's story player runs out of power." },
          { tw: '爸爸說：「我們先幫它充電吧。」', en: 'Dad says, "Let\'s charge it first."' },
          { tw: '媽媽關了大燈，只留下一點點光。', en: 'Mom turns off the big light and leaves just a little light on.' },
          { tw: '小明說：「我先唱，小美再唱！」', en: 'Xiaoming says, "I\'ll sing first, and then Xiaomei sings!"' },
          { tw: '他們一首一首地唱兒歌，唱著唱著就睡著了。', en: 'They sing nursery rhymes one after another, and soon they fall asleep.' },
        ],
      },
      {
        key: 's3-legs-2',
        title: { tw: '兔子的巧克力', en: "The rabbit's chocolate" },
        words: [
          {
            word: '兔子',
            english: 'rabbit',
            explain: 'A rabbit is a small furry animal with long ears that hops and loves carrots.',
            examples: [
              { tw: '白兔子', en: 'a white rabbit' },
              { tw: '養兔子', en: 'keep a rabbit' },
            ],
            sentence: { tw: '兔子的耳朵又長又軟。', en: "A rabbit's ears are long and soft." },
            picture: '🐇',
          },
          {
            word: '巧克力',
            english: 'chocolate',
            explain: 'Chocolate is a sweet brown treat made from cocoa beans.',
            examples: [
              { tw: '吃巧克力', en: 'eat chocolate' },
              { tw: '巧克力蛋糕', en: 'chocolate cake' },
            ],
            sentence: { tw: '巧克力放在太陽下會融化。', en: 'Chocolate melts if you leave it in the sun.' },
            picture: '🍫',
          },
          {
            word: '首先',
            english: 'first of all',
            explain: 'We say first of all before the thing that comes first in a list of steps.',
            examples: [
              { tw: '首先要洗手', en: 'first of all, wash your hands' },
              { tw: '首先，然後', en: 'first, then' },
            ],
            sentence: { tw: '首先，把麵粉倒進碗裡。', en: 'First of all, pour the flour into the bowl.' },
          },
        ],
        story: [
          { tw: '小美要做一個兔子巧克力給媽媽。', en: 'Xiaomei wants to make a chocolate rabbit for Mom.' },
          { tw: '爸爸說：「首先，把巧克力放進碗裡。」', en: 'Dad says, "First of all, put the chocolate in a bowl."' },
          { tw: '巧克力變軟了，小美把它倒進兔子的模型裡。', en: 'The chocolate melts, and Xiaomei pours it into a rabbit mold.' },
          { tw: '媽媽看到巧克力兔子，笑得好開心。', en: 'Mom sees the chocolate rabbit and smiles happily.' },
        ],
      },
    ],
  },
  {
    radical: '工',
    name: { tw: '工部', en: 'the work radical' },
    meaning: {
      tw: '工像一把工人用的尺，有工部的字常常和做東西、工作有關係。',
      en: 'Gong looks like a ruler that workers use, and characters with it are often about making things and work.',
    },
    lessons: [
      {
        key: 's3-work-1',
        title: { tw: '做一個小木盒', en: 'Making a little wooden box' },
        words: [
          {
            word: '工人',
            english: 'worker',
            explain: 'A worker is a person whose job is to build, fix or make things.',
            examples: [
              { tw: '工人叔叔', en: 'the worker' },
              { tw: '蓋房子的工人', en: 'workers who build houses' },
            ],
            sentence: { tw: '工人在路邊修水管。', en: 'The workers are fixing the water pipe by the road.' },
            picture: '👷',
          },
          {
            word: '工廠',
            english: 'factory',
            explain: 'A factory is a big building where people and machines make things.',
            examples: [
              { tw: '玩具工廠', en: 'a toy factory' },
              { tw: '大工廠', en: 'a big factory' },
            ],
            sentence: { tw: '這些巧克力是從工廠做出來的。', en: 'These chocolates were made in a factory.' },
            picture: '🏭',
          },
          {
            word: '左手',
            english: 'left hand',
            explain: 'Your left hand is the hand on the same side as your heart.',
            examples: [
              { tw: '舉左手', en: 'raise your left hand' },
              { tw: '用左手', en: 'use your left hand' },
            ],
            sentence: { tw: '我用左手拿碗，右手拿筷子。', en: 'I hold the bowl in my left hand and the chopsticks in my right.' },
            picture: '🤚',
          },
          {
            word: '手工',
            english: 'handicraft',
            explain: 'A handicraft is something you make with your own hands, like a paper box or a clay cup.',
            examples: [
              { tw: '做手工', en: 'do handicrafts' },
              { tw: '手工課', en: 'craft class' },
            ],
            sentence: { tw: '我用紙做了一個手工小盒子。', en: 'I made a little paper box by hand.' },
            picture: '✂️',
          },
        ],
        story: [
          { tw: '爺爺以前在木頭工廠當工人。', en: 'Grandpa used to be a worker in a wood factory.' },
          { tw: '今天，他教小明做手工。', en: 'Today he teaches Xiaoming to do a handicraft.' },
          { tw: '小明用左手拿木板，右手拿槌子，一下一下地敲。', en: 'Xiaoming holds the board in his left hand and the hammer in his right, tapping again and again.' },
          { tw: '一個小木盒做好了，爺爺說：「做得真好！」', en: 'A little wooden box is finished, and Grandpa says, "Well done!"' },
        ],
      },
      // @work-2
    ],
  },
  {
    radical: '己',
    name: { tw: '己部', en: 'the self radical' },
    meaning: {
      tw: '己的意思是自己，字的樣子彎彎的，像一條繩子。',
      en: 'Ji means oneself, and it bends and turns like a piece of rope.',
    },
    lessons: [
      {
        key: 's3-self-1',
        title: { tw: '我自己來', en: 'I can do it myself' },
        words: [
          {
            word: '自己',
            english: 'oneself',
            explain: 'When you do something yourself, you do it on your own without help.',
            examples: [
              { tw: '我自己', en: 'myself' },
              { tw: '自己穿衣服', en: 'get dressed by yourself' },
              { tw: '照顧自己', en: 'take care of yourself' },
            ],
            sentence: { tw: '小美會自己綁頭髮了。', en: 'Xiaomei can tie her hair by herself now.' },
          },
          {
            word: '下巴',
            english: 'chin',
            explain: 'Your chin is the bottom part of your face, under your mouth.',
            examples: [
              { tw: '摸摸下巴', en: 'rub your chin' },
              { tw: '尖尖的下巴', en: 'a pointy chin' },
            ],
            sentence: { tw: '爺爺想事情的時候，會摸摸下巴。', en: 'Grandpa rubs his chin when he is thinking.' },
          },
        ],
        story: [
          { tw: '早上，小美說：「我要自己吃早餐！」', en: 'In the morning, Xiaomei says, "I want to eat breakfast by myself!"' },
          { tw: '她拿著湯匙，一口一口慢慢吃。', en: 'She holds the spoon and eats slowly, bite by bite.' },
          { tw: '吃完了，她的下巴上還有一粒白飯。', en: 'When she finishes, there is still a grain of rice on her chin.' },
          { tw: '小明笑著幫她擦乾淨，豆豆在旁邊搖尾巴。', en: 'Xiaoming laughs and wipes it off for her, and Doudou wags his tail beside them.' },
        ],
      },
      {
        key: 's3-self-2',
        title: { tw: '巷子裡的貓', en: 'The cat in the lane' },
        words: [
          {
            word: '巷子',
            english: 'lane',
            explain: 'A lane is a narrow little street between houses.',
            examples: [
              { tw: '小巷子', en: 'a little lane' },
              { tw: '巷子口', en: 'the end of the lane' },
            ],
            sentence: { tw: '外婆家就在巷子裡面。', en: "Grandma's house is right in the lane." },
          },
          {
            word: '巴掌',
            english: 'palm slap',
            explain: 'A palm slap is a hit with an open hand; clapping your palms together is fun, but never hit people.',
            examples: [
              { tw: '拍巴掌', en: 'clap your hands' },
              { tw: '一個巴掌', en: 'a slap' },
            ],
            sentence: { tw: '小美高興得拍巴掌。', en: 'Xiaomei claps her hands with joy.' },
            picture: '👏',
          },
        ],
        story: [
          { tw: '外婆家的巷子裡，住著一隻黃色的貓。', en: "A yellow cat lives in the lane by Grandma's house." },
          { tw: '牠每天都坐在牆上睡午覺。', en: 'Every day it naps on the wall.' },
          { tw: '小美一拍巴掌，貓就跳下來，跑到她腳邊。', en: 'Xiaomei claps her hands, and the cat jumps down and runs to her feet.' },
        ],
      },
      // @self-2
    ],
  },
  {
    radical: '乙',
    name: { tw: '乙部', en: 'the hook radical' },
    meaning: {
      tw: '乙是一個彎彎的筆畫，像一個小鉤子，「也」和「九」都有它。',
      en: 'Yi is one bending stroke like a little hook, and ye and jiu both have it.',
    },
    lessons: [
      {
        key: 's3-hook-1',
        title: { tw: '九頭乳牛', en: 'Nine dairy cows' },
        words: [
          {
            word: '也',
            english: 'too',
            explain: 'We say too when we add someone or something that is the same.',
            examples: [
              { tw: '我也要', en: 'I want some too' },
              { tw: '我也是', en: 'me too' },
            ],
            sentence: { tw: '哥哥去游泳，我也要去。', en: 'My brother is going swimming, and I want to go too.' },
          },
          {
            word: '九',
            english: 'nine',
            explain: 'Nine is the number after eight and before ten.',
            examples: [
              { tw: '九個', en: 'nine of them' },
              { tw: '九點', en: 'nine o\'clock' },
              { tw: '九月', en: 'September' },
            ],
            sentence: { tw: '我們晚上九點要睡覺。', en: 'We go to bed at nine at night.' },
            picture: '9️⃣',
          },
          {
            word: '乳牛',
            english: 'dairy cow',
            explain: 'A dairy cow is a cow with black and white spots that gives us milk.',
            examples: [
              { tw: '黑白乳牛', en: 'a black and white cow' },
              { tw: '乳牛的牛奶', en: 'milk from a dairy cow' },
            ],
            sentence: { tw: '乳牛每天都要吃很多草。', en: 'A dairy cow eats a lot of grass every day.' },
            picture: '🐄',
          },
          {
            word: '亂',
            english: 'messy',
            explain: 'When a place is messy, things are everywhere and not put away.',
            examples: [
              { tw: '好亂', en: 'so messy' },
              { tw: '亂丟', en: 'throw things around' },
            ],
            sentence: { tw: '我的房間好亂，要整理一下。', en: 'My room is so messy that I need to tidy it up.' },
          },
        ],
        story: [
          { tw: '外公的牧場裡有九頭乳牛。', en: "Grandpa's farm has nine dairy cows." },
          { tw: '小明數了一次，小美也數了一次。', en: 'Xiaoming counts them once, and Xiaomei counts them too.' },
          { tw: '豆豆跑進草地，乳牛們嚇得跑來跑去，一下子全亂了。', en: 'Doudou runs onto the grass, and the cows scatter in all directions, and everything is a mess at once.' },
          { tw: '外公笑著說：「別怕，九頭都還在！」', en: 'Grandpa laughs and says, "Don\'t worry, all nine are still here!"' },
        ],
      },
      {
        key: 's3-hook-2',
        title: { tw: '乾杯', en: 'Cheers' },
        words: [
          {
            word: '乾',
            english: 'dry',
            explain: 'Something dry has no water on it.',
            examples: [
              { tw: '擦乾', en: 'wipe dry' },
              { tw: '衣服乾了', en: 'the clothes are dry' },
            ],
            sentence: { tw: '太陽出來，衣服很快就乾了。', en: 'The sun comes out, and the clothes dry quickly.' },
          },
          {
            word: '乾杯',
            english: 'cheers',
            explain: 'People say cheers and touch their cups together when they celebrate.',
            examples: [
              { tw: '大家乾杯', en: 'cheers, everyone' },
              { tw: '用果汁乾杯', en: 'say cheers with juice' },
            ],
            sentence: { tw: '過年的時候，我們用果汁乾杯。', en: 'At Chinese New Year, we say cheers with juice.' },
            picture: '🥂',
          },
        ],
        story: [
          { tw: '下過雨，院子裡的桌子還沒乾。', en: 'After the rain, the table in the yard is not dry yet.' },
          { tw: '爸爸把桌子擦乾，大家一起坐下來吃烤肉。', en: 'Dad wipes the table dry, and everyone sits down for a barbecue.' },
          { tw: '爺爺舉起杯子說：「來，乾杯！」', en: 'Grandpa raises his cup and says, "Come on, cheers!"' },
        ],
      },
      // @hook-2
    ],
  },
  {
    radical: '戈',
    name: { tw: '戈部', en: 'the spear radical' },
    meaning: {
      tw: '戈是古時候的一種長長的武器，「我」和「成」都有戈。',
      en: 'Ge is a long weapon from long ago, and wo and cheng both have it.',
    },
    lessons: [
      {
        key: 's3-spear-1',
        title: { tw: '我會變把戲', en: 'I can do a magic trick' },
        words: [
          {
            word: '我',
            english: 'I',
            explain: 'You say I or me when you talk about yourself.',
            examples: [
              { tw: '我的', en: 'mine' },
              { tw: '給我', en: 'give it to me' },
              { tw: '我愛你', en: 'I love you' },
            ],
            sentence: { tw: '我今年七歲。', en: 'I am seven years old this year.' },
            picture: '🙋',
          },
          {
            word: '成',
            english: 'become',
            explain: 'When one thing becomes another, it changes into it.',
            examples: [
              { tw: '變成', en: 'turn into' },
              { tw: '長成', en: 'grow into' },
            ],
            sentence: { tw: '毛毛蟲會變成蝴蝶。', en: 'A caterpillar will turn into a butterfly.' },
            picture: '🦋',
          },
          {
            word: '戲',
            english: 'show',
            sense: 'a play',
            explain: 'A show is a story that people act out on a stage for others to watch.',
            examples: [
              { tw: '看戲', en: 'watch a show' },
              { tw: '演戲', en: 'act in a show' },
              { tw: '布袋戲', en: 'glove puppet show' },
            ],
            sentence: { tw: '爺爺帶我去廟口看布袋戲。', en: 'Grandpa takes me to watch a glove puppet show by the temple.' },
            picture: '🎭',
          },
          {
            word: '把戲',
            english: 'trick',
            explain: 'A trick is something clever you do to surprise people, like a magic trick.',
            examples: [
              { tw: '變把戲', en: 'do a magic trick' },
              { tw: '小把戲', en: 'a little trick' },
            ],
            sentence: { tw: '哥哥會變把戲，把硬幣變不見了。', en: 'My brother can do a trick that makes a coin disappear.' },
            picture: '🪄',
          },
          {
            word: '或是',
            english: 'or',
            explain: 'We say or when there are two things and you can pick one.',
            examples: [
              { tw: '蘋果或是香蕉', en: 'an apple or a banana' },
              { tw: '今天或是明天', en: 'today or tomorrow' },
            ],
            sentence: { tw: '你想喝牛奶或是果汁？', en: 'Would you like milk or juice?' },
          },
        ],
        story: [
          { tw: '小明說：「我要表演一場戲，請大家來看！」', en: 'Xiaoming says, "I\'m going to put on a show, so come and watch, everyone!"' },
          { tw: '他拿出一條手帕，說要變把戲。', en: 'He takes out a handkerchief and says he will do a trick.' },
          { tw: '「你們猜，手帕會變成一朵花，或是一顆糖？」', en: '"Guess: will the handkerchief turn into a flower, or a sweet?"' },
          { tw: '手帕一拿開，下面是一顆糖，小美開心地拍手。', en: 'He lifts the handkerchief, and underneath is a sweet, and Xiaomei claps happily.' },
        ],
      },
    ],
  },
  {
    radical: '幺',
    name: { tw: '幺部', en: 'the tiny radical' },
    meaning: {
      tw: '幺的意思是很小很小，像一小段細細的絲線。',
      en: 'Yao means very small, and it looks like a tiny bit of thin thread.',
    },
    lessons: [
      {
        key: 's3-tiny-1',
        title: { tw: '還有幾天', en: 'How many days to go' },
        words: [
          {
            word: '幾',
            english: 'how many',
            explain: 'We say how many when we want to know the number of something.',
            examples: [
              { tw: '幾歲', en: 'how old' },
              { tw: '幾本書', en: 'how many books' },
            ],
            sentence: { tw: '你家有幾個人？', en: 'How many people are there in your family?' },
          },
          {
            word: '幾點',
            english: 'what time',
            explain: 'We ask what time it is when we want to know the hour on the clock.',
            examples: [
              { tw: '現在幾點', en: 'what time is it now' },
              { tw: '幾點起床', en: 'what time to get up' },
            ],
            sentence: { tw: '媽媽，現在幾點了？', en: 'Mom, what time is it now?' },
            picture: '🕗',
          },
          {
            word: '幾天',
            english: 'a few days',
            explain: 'A few days is a small number of days, like two or three.',
            examples: [
              { tw: '過幾天', en: 'in a few days' },
              { tw: '好幾天', en: 'quite a few days' },
            ],
            sentence: { tw: '過幾天就是我的生日了。', en: 'My birthday is in a few days.' },
            picture: '📅',
          },
          {
            word: '幾個',
            english: 'a few',
            explain: 'A few means some, but not many.',
            examples: [
              { tw: '幾個朋友', en: 'a few friends' },
              { tw: '吃幾個', en: 'eat a few' },
            ],
            sentence: { tw: '奶奶給我幾個橘子。', en: 'Grandma gives me a few tangerines.' },
          },
        ],
        story: [
          { tw: '小美每天都問：「還有幾天才去動物園？」', en: 'Every day Xiaomei asks, "How many more days until we go to the zoo?"' },
          { tw: '媽媽說：「再過幾天就到了。」', en: 'Mom says, "Just a few more days."' },
          { tw: '那天早上，小美問：「現在幾點？可以出門了嗎？」', en: 'That morning Xiaomei asks, "What time is it? Can we go now?"' },
          { tw: '她還帶了幾個蘋果，要送給大象吃。', en: 'She even brings a few apples to give to the elephants.' },
        ],
      },
    ],
  },
  {
    radical: '非',
    name: { tw: '非部', en: 'the wings radical' },
    meaning: {
      tw: '非像一對張開的翅膀，兩邊背對背，意思是「不是」。',
      en: 'Fei looks like a pair of open wings facing away from each other, and it means not.',
    },
    lessons: [
      {
        key: 's3-wings-1',
        title: { tw: '靠在一起', en: 'Leaning together' },
        words: [
          {
            word: '靠',
            english: 'lean',
            explain: 'To lean on something is to rest your body against it.',
            examples: [
              { tw: '靠著牆', en: 'lean against the wall' },
              { tw: '靠在肩上', en: 'lean on a shoulder' },
            ],
            sentence: { tw: '小美靠在媽媽身上聽故事。', en: 'Xiaomei leans against Mom to listen to a story.' },
          },
          {
            word: '靠近',
            english: 'come close',
            explain: 'To come close is to move nearer to someone or something.',
            examples: [
              { tw: '不要靠近', en: "don't come close" },
              { tw: '慢慢靠近', en: 'slowly come closer' },
            ],
            sentence: { tw: '小鹿慢慢靠近我，吃我手上的餅乾。', en: 'The little deer slowly comes close and eats the cracker in my hand.' },
          },
          {
            word: '非常',
            english: 'very',
            sense: 'very very',
            explain: 'Very makes a word stronger, so very big is bigger than big.',
            examples: [
              { tw: '非常好', en: 'very good' },
              { tw: '非常高興', en: 'very happy' },
            ],
            sentence: { tw: '今天的晚餐非常好吃。', en: "Tonight's dinner is very tasty." },
          },
          {
            word: '非洲',
            english: 'Africa',
            explain: 'Africa is a huge land far away where lions, zebras and elephants live.',
            examples: [
              { tw: '非洲象', en: 'an African elephant' },
              { tw: '去非洲', en: 'go to Africa' },
            ],
            sentence: { tw: '長頸鹿的家在非洲。', en: 'Giraffes come from Africa.' },
            picture: '🌍',
          },
        ],
        story: [
          { tw: '晚上，小明和小美靠在沙發上看動物的書。', en: 'In the evening, Xiaoming and Xiaomei lean back on the sofa to read an animal book.' },
          { tw: '書上寫著：大象住在非洲，那裡非常熱。', en: 'The book says that elephants live in Africa, where it is very hot.' },
          { tw: '豆豆也靠近他們，把頭放在小美的腿上。', en: 'Doudou comes close too and lays his head on Xiaomei\'s lap.' },
          { tw: '小美說：「豆豆也想去非洲看大象！」', en: 'Xiaomei says, "Doudou wants to go to Africa to see the elephants too!"' },
        ],
      },
    ],
  },
  {
    radical: '鹿',
    name: { tw: '鹿部', en: 'the deer radical' },
    meaning: {
      tw: '鹿就像一隻有角的鹿，上面是牠的頭和角，下面是牠的腳。',
      en: 'Lu looks like a deer, with its head and antlers on top and its legs at the bottom.',
    },
    lessons: [
      {
        key: 's3-deer-1',
        title: { tw: '美麗的梅花鹿', en: 'The beautiful sika deer' },
        words: [
          {
            word: '鹿',
            english: 'deer',
            explain: 'A deer is a gentle animal with long thin legs, and the males have antlers.',
            examples: [
              { tw: '小鹿', en: 'a fawn' },
              { tw: '一隻鹿', en: 'a deer' },
            ],
            sentence: { tw: '草地上有一隻小鹿在吃草。', en: 'A little deer is eating grass on the meadow.' },
            picture: '🦌',
          },
          {
            word: '梅花鹿',
            english: 'sika deer',
            explain: 'A sika deer is a deer from Taiwan with white spots on its back, like little flowers.',
            examples: [
              { tw: '臺灣梅花鹿', en: 'the Taiwan sika deer' },
              { tw: '餵梅花鹿', en: 'feed the sika deer' },
            ],
            sentence: { tw: '梅花鹿的身上有白色的點點。', en: 'A sika deer has white spots on its body.' },
          },
          {
            word: '長頸鹿',
            english: 'giraffe',
            explain: 'A giraffe is the tallest animal, with a very long neck for eating leaves from high trees.',
            examples: [
              { tw: '高高的長頸鹿', en: 'a tall giraffe' },
              { tw: '長頸鹿的脖子', en: "the giraffe's neck" },
            ],
            sentence: { tw: '長頸鹿伸長脖子吃樹上的葉子。', en: 'The giraffe stretches its neck to eat leaves from the tree.' },
            picture: '🦒',
          },
          {
            word: '美麗',
            english: 'beautiful',
            explain: 'Something beautiful is very lovely to look at.',
            examples: [
              { tw: '美麗的花', en: 'beautiful flowers' },
              { tw: '很美麗', en: 'very beautiful' },
            ],
            sentence: { tw: '孔雀打開美麗的尾巴。', en: 'The peacock opens its beautiful tail.' },
            picture: '🦚',
          },
        ],
        story: [
          { tw: '小明一家到動物園玩。', en: "Xiaoming's family visits the zoo." },
          { tw: '他們先看到高高的長頸鹿，正在吃葉子。', en: 'First they see the tall giraffe eating leaves.' },
          { tw: '旁邊有一群梅花鹿，身上有白色的花紋，好美麗。', en: 'Nearby there is a herd of sika deer with white spots, so beautiful.' },
          { tw: '一隻小鹿走過來，牠聞一聞小美的手。', en: "A little deer walks over and sniffs Xiaomei's hand." },
        ],
      },
    ],
  },
  {
    radical: '毛',
    name: { tw: '毛部', en: 'the fur radical' },
    meaning: {
      tw: '毛就是動物身上的毛和人的頭髮，有毛部的字常常和毛有關係。',
      en: 'Mao means the fur on animals and the hair on people, and characters with it are often about fur.',
    },
    lessons: [
      {
        key: 's3-fur-1',
        title: { tw: '暖暖的冬天', en: 'A cozy winter' },
        words: [
          {
            word: '毛',
            english: 'fur',
            explain: 'Fur is the soft hair that covers an animal like a cat or a dog.',
            examples: [
              { tw: '狗毛', en: 'dog fur' },
              { tw: '毛很軟', en: 'the fur is soft' },
            ],
            sentence: { tw: '小貓的毛摸起來好軟。', en: "The kitten's fur feels so soft." },
          },
          {
            word: '毛衣',
            english: 'sweater',
            explain: 'A sweater is a warm top made of wool that you wear when it is cold.',
            examples: [
              { tw: '穿毛衣', en: 'wear a sweater' },
              { tw: '紅毛衣', en: 'a red sweater' },
            ],
            sentence: { tw: '外婆幫我織了一件毛衣。', en: 'Grandma knitted me a sweater.' },
            picture: '🧶',
          },
          {
            word: '毯子',
            english: 'blanket',
            sense: 'soft and woolly',
            explain: 'A blanket is a big soft cover that keeps you warm.',
            examples: [
              { tw: '蓋毯子', en: 'cover with a blanket' },
              { tw: '小毯子', en: 'a little blanket' },
            ],
            sentence: { tw: '天氣冷，媽媽幫我蓋上毯子。', en: 'It is cold, so Mom covers me with a blanket.' },
          },
        ],
        story: [
          { tw: '冬天的早上好冷，小美穿上厚厚的毛衣。', en: 'On a cold winter morning, Xiaomei puts on a thick sweater.' },
          { tw: '豆豆的毛溼溼的，牠剛在外面玩過水。', en: "Doudou's fur is wet because he has just been playing in water outside." },
          { tw: '小明拿來一條毛巾，幫豆豆擦乾。', en: 'Xiaoming brings a towel and dries Doudou.' },
          { tw: '最後，小明和小美抱著豆豆，一起躲在毯子裡。', en: 'In the end, Xiaoming and Xiaomei hug Doudou and snuggle together under a blanket.' },
        ],
      },
    ],
  },
  // @radicals-end
];

export const moreLessons: MoreLessonsSource[] = [
  {
    radical: '手',
    lessons: [
      {
        key: 's3-hand-1',
        title: { tw: '跟門說再見', en: 'Waving at the door' },
        words: [
          {
            word: '招手',
            english: 'wave',
            explain: 'You wave when you move your hand in the air to say hello or call someone over.',
            examples: [
              { tw: '向我招手', en: 'wave at me' },
              { tw: '招招手', en: 'wave a little' },
            ],
            sentence: { tw: '老師在門口向我們招手。', en: 'The teacher waves at us from the doorway.' },
            picture: '👋',
          },
          {
            word: '把手',
            english: 'handle',
            explain: 'A handle is the part of a door, cup or bag that you hold with your hand.',
            examples: [
              { tw: '門把手', en: 'the door handle' },
              { tw: '杯子的把手', en: 'the handle of a cup' },
            ],
            sentence: { tw: '小美的手太小，拉不到門的把手。', en: "Xiaomei's hand is too small to reach the door handle." },
            picture: '🚪',
          },
        ],
        story: [
          { tw: '小明要去上學了。', en: 'Xiaoming is going to school.' },
          { tw: '小美跑到門口，踮起腳去拉門的把手。', en: 'Xiaomei runs to the door and stands on tiptoe to pull the handle.' },
          { tw: '門開了，小明一邊走一邊向她招手。', en: 'The door opens, and Xiaoming waves to her as he walks away.' },
          { tw: '小美也招手說：「哥哥，要早點回來！」', en: 'Xiaomei waves too and says, "Come back soon, big brother!"' },
        ],
      },
      {
        key: 's3-hand-2',
        title: { tw: '採草莓', en: 'Picking strawberries' },
        words: [
          {
            word: '採',
            english: 'pick',
            explain: 'When you pick fruit or flowers, you take them off the plant with your fingers.',
            examples: [
              { tw: '採草莓', en: 'pick strawberries' },
              { tw: '採茶', en: 'pick tea leaves' },
            ],
            sentence: { tw: '我們去大湖採草莓。', en: 'We go to Dahu to pick strawberries.' },
            picture: '🍓',
          },
          {
            word: '才',
            english: 'only just',
            explain: 'We say only just when something happens later or less than you thought.',
            examples: [
              { tw: '現在才來', en: 'only coming now' },
              { tw: '才一個', en: 'only one' },
            ],
            sentence: { tw: '弟弟才三歲，就會自己穿鞋了。', en: 'My little brother is only three, and he can already put on his own shoes.' },
          },
          {
            word: '抖',
            english: 'shake',
            explain: 'When you shake something, you move it quickly up and down or side to side.',
            examples: [
              { tw: '抖一抖', en: 'give it a shake' },
              { tw: '冷得發抖', en: 'shiver with cold' },
            ],
            sentence: { tw: '豆豆洗完澡，用力抖一抖身上的水。', en: 'After his bath, Doudou shakes the water off his body hard.' },
          },
          {
            word: '拖鞋',
            english: 'slippers',
            explain: 'Slippers are soft, easy shoes you wear at home.',
            examples: [
              { tw: '穿拖鞋', en: 'wear slippers' },
              { tw: '一雙拖鞋', en: 'a pair of slippers' },
            ],
            sentence: { tw: '進家門要換拖鞋。', en: 'Change into slippers when you come into the house.' },
            picture: '🩴',
          },
        ],
        story: [
          { tw: '星期六早上，大家穿著拖鞋就想出門。', en: 'On Saturday morning, everyone wants to go out in their slippers.' },
          { tw: '媽媽說：「去採草莓要穿球鞋才行！」', en: 'Mom says, "Wear sneakers to go strawberry picking!"' },
          { tw: '到了草莓園，小美才採了一顆，就放進嘴巴裡。', en: 'At the strawberry farm, Xiaomei has only just picked one when she pops it in her mouth.' },
          { tw: '小明抖一抖籃子，說：「我已經採了一大籃！」', en: 'Xiaoming gives his basket a shake and says, "I\'ve already picked a whole basket!"' },
        ],
      },
      {
        key: 's3-hand-3',
        title: { tw: '操場上的球賽', en: 'A ball game on the playground' },
        words: [
          {
            word: '排隊',
            english: 'line up',
            explain: 'When you line up, you stand one behind the other and wait for your turn.',
            examples: [
              { tw: '排隊買票', en: 'line up for tickets' },
              { tw: '排隊等公車', en: 'line up for the bus' },
            ],
            sentence: { tw: '下課了，大家排隊去喝水。', en: 'At break, everyone lines up to get a drink of water.' },
            picture: '🧍',
          },
          {
            word: '接',
            english: 'catch',
            explain: 'You catch something when you take hold of it as it comes flying to you.',
            examples: [
              { tw: '接球', en: 'catch a ball' },
              { tw: '接住', en: 'catch hold of it' },
            ],
            sentence: { tw: '爸爸把球丟過來，我一下就接住了。', en: 'Dad throws the ball over, and I catch it right away.' },
            picture: '🧤',
          },
          {
            word: '抓',
            english: 'grab',
            explain: 'You grab something when you take it quickly and hold it tight with your hand.',
            examples: [
              { tw: '抓住', en: 'grab hold of' },
              { tw: '抓蟲', en: 'catch bugs' },
            ],
            sentence: { tw: '弟弟抓住我的衣服，不讓我走。', en: "My little brother grabs my clothes and won't let me go." },
          },
          {
            word: '搶',
            english: 'snatch',
            explain: 'To snatch is to grab something quickly from someone else.',
            examples: [
              { tw: '搶玩具', en: 'snatch a toy' },
              { tw: '不要搶', en: "don't snatch" },
            ],
            sentence: { tw: '大家輪流玩，不要搶。', en: "Everyone takes turns, so don't snatch." },
          },
          {
            word: '撞',
            english: 'bump into',
            explain: 'You bump into something when you hit it by accident while moving.',
            examples: [
              { tw: '撞到頭', en: 'bump your head' },
              { tw: '撞在一起', en: 'bump into each other' },
            ],
            sentence: { tw: '小明跑太快，撞到了桌子。', en: 'Xiaoming runs too fast and bumps into the table.' },
            picture: '💥',
          },
          {
            word: '揮手',
            english: 'wave hello',
            explain: 'When you wave hello or goodbye, you move your hand from side to side in the air.',
            examples: [
              { tw: '揮手說再見', en: 'wave goodbye' },
              { tw: '用力揮手', en: 'wave hard' },
            ],
            sentence: { tw: '火車開走了，奶奶還在揮手。', en: 'The train pulls away, and Grandma is still waving.' },
          },
          {
            word: '抬頭',
            english: 'look up',
            explain: 'When you look up, you lift your head to see what is above you.',
            examples: [
              { tw: '抬頭看天空', en: 'look up at the sky' },
              { tw: '抬頭挺胸', en: 'stand up tall' },
            ],
            sentence: { tw: '我抬頭一看，天上有一道彩虹。', en: 'I look up and see a rainbow in the sky.' },
            picture: '🌈',
          },
        ],
        story: [
          { tw: '體育課，大家排隊拿球。', en: 'In PE class, everyone lines up to get a ball.' },
          { tw: '有兩個同學搶同一顆球，一不小心撞在一起。', en: 'Two classmates snatch at the same ball and bump into each other by accident.' },
          { tw: '老師說：「別搶，我們來玩丟球和接球。」', en: 'The teacher says, "Don\'t snatch. Let\'s play throwing and catching."' },
          { tw: '小明抬頭看著球，跳起來一把抓住。', en: 'Xiaoming looks up at the ball, jumps and grabs it.' },
          { tw: '大家都向他揮手歡呼。', en: 'Everyone waves and cheers for him.' },
        ],
      },
      {
        key: 's3-hand-4',
        title: { tw: '海邊撿貝殼', en: 'Collecting shells at the beach' },
        words: [
          {
            word: '撿',
            english: 'pick up',
            explain: 'You pick up something when you take it from the ground with your hand.',
            examples: [
              { tw: '撿貝殼', en: 'pick up shells' },
              { tw: '撿垃圾', en: 'pick up litter' },
            ],
            sentence: { tw: '小美在沙灘上撿到一個漂亮的貝殼。', en: 'Xiaomei picks up a pretty shell on the beach.' },
            picture: '🐚',
          },
          {
            word: '挖',
            english: 'dig',
            explain: 'To dig is to make a hole in the sand or the ground.',
            examples: [
              { tw: '挖沙', en: 'dig in the sand' },
              { tw: '挖一個洞', en: 'dig a hole' },
            ],
            sentence: { tw: '豆豆在院子裡挖了一個洞。', en: 'Doudou dug a hole in the yard.' },
            picture: '⛏️',
          },
          {
            word: '捧',
            english: 'hold',
            explain: 'You hold something in both hands, cupped together, so nothing falls out.',
            examples: [
              { tw: '捧著水', en: 'hold water in your hands' },
              { tw: '捧在手上', en: 'hold it in your hands' },
            ],
            sentence: { tw: '小美用兩隻手捧著一隻小螃蟹。', en: 'Xiaomei holds a little crab in her cupped hands.' },
            picture: '🤲',
          },
          {
            word: '捕',
            english: 'catch',
            sense: 'an animal',
            explain: 'To catch an animal is to trap it so it cannot get away.',
            examples: [
              { tw: '捕魚', en: 'catch fish' },
              { tw: '捕蟲網', en: 'a bug net' },
            ],
            sentence: { tw: '漁夫開船出海去捕魚。', en: 'The fisherman sails out to sea to catch fish.' },
            picture: '🎣',
          },
          {
            word: '搖',
            english: 'wag',
            explain: 'To wag is to move something from side to side, again and again.',
            examples: [
              { tw: '搖尾巴', en: 'wag its tail' },
              { tw: '搖頭', en: 'shake your head' },
            ],
            sentence: { tw: '豆豆一看到我就搖尾巴。', en: 'Doudou wags his tail as soon as he sees me.' },
            picture: '🐕',
          },
          {
            word: '打扮',
            english: 'dress up',
            explain: 'When you dress up, you put on nice clothes and make yourself look special.',
            examples: [
              { tw: '打扮得很漂亮', en: 'all dressed up and pretty' },
              { tw: '好好打扮', en: 'dress up nicely' },
            ],
            sentence: { tw: '小美打扮成小公主去參加生日會。', en: 'Xiaomei dresses up as a little princess for the birthday party.' },
            picture: '👗',
          },
          {
            word: '收拾',
            english: 'tidy up',
            explain: 'When you tidy up, you put things back where they belong.',
            examples: [
              { tw: '收拾玩具', en: 'tidy up the toys' },
              { tw: '收拾書包', en: 'pack your school bag' },
            ],
            sentence: { tw: '玩完了，要自己收拾玩具。', en: 'When you finish playing, tidy up your toys yourself.' },
            picture: '🧺',
          },
        ],
        story: [
          { tw: '小美打扮得像個小漁夫，戴著大草帽到海邊。', en: 'Xiaomei is dressed up like a little fisherman in a big straw hat at the beach.' },
          { tw: '她說要捕魚，可是只撿到好多貝殼。', en: 'She says she will catch fish, but she only picks up lots of shells.' },
          { tw: '小明在沙裡挖呀挖，挖到一隻小螃蟹。', en: 'Xiaoming digs and digs in the sand and finds a little crab.' },
          { tw: '小美用手捧著牠看，豆豆在旁邊搖尾巴。', en: 'Xiaomei holds it in her cupped hands to look at it, and Doudou wags his tail beside her.' },
          { tw: '太陽下山了，他們把螃蟹放回海裡，收拾東西回家。', en: 'The sun goes down, so they put the crab back in the sea and tidy up to go home.' },
        ],
      },
      {
        key: 's3-hand-5',
        title: { tw: '捨不得的風箏', en: 'The kite I could not let go' },
        words: [
          {
            word: '手指',
            english: 'finger',
            explain: 'Your fingers are the five long parts at the end of each hand.',
            examples: [
              { tw: '五根手指', en: 'five fingers' },
              { tw: '用手指', en: 'point with a finger' },
            ],
            sentence: { tw: '小美伸出五根手指，說她五歲了。', en: 'Xiaomei holds up five fingers and says she is five.' },
            picture: '☝️',
          },
          {
            word: '手掌',
            english: 'palm',
            explain: 'Your palm is the flat inside part of your hand.',
            examples: [
              { tw: '張開手掌', en: 'open your palm' },
              { tw: '手掌心', en: 'the middle of your palm' },
            ],
            sentence: { tw: '小鳥停在爺爺的手掌上吃米。', en: "A little bird stands on Grandpa's palm, eating rice." },
            picture: '🖐️',
          },
          {
            word: '掛',
            english: 'hang',
            explain: 'To hang something is to put it up on a hook or a branch so it stays up off the ground.',
            examples: [
              { tw: '掛衣服', en: 'hang up clothes' },
              { tw: '掛在牆上', en: 'hang on the wall' },
            ],
            sentence: { tw: '我把畫掛在牆上。', en: 'I hang my picture on the wall.' },
            picture: '🪝',
          },
          {
            word: '撥',
            english: 'push aside',
            explain: 'To push aside is to move something away with your fingers, like hair from your eyes.',
            examples: [
              { tw: '撥開頭髮', en: 'push your hair aside' },
              { tw: '撥開樹葉', en: 'push the leaves aside' },
            ],
            sentence: { tw: '小美撥開草叢，找到了一隻蝸牛。', en: 'Xiaomei pushes the grass aside and finds a snail.' },
          },
          {
            word: '播',
            english: 'play',
            sense: 'a sound or show',
            explain: 'To play a song or a show is to make it come out of a speaker or a screen.',
            examples: [
              { tw: '播音樂', en: 'play music' },
              { tw: '廣播', en: 'announcement' },
            ],
            sentence: { tw: '學校在播音樂，要去集合了。', en: 'The school is playing music, so it is time to line up.' },
            picture: '📢',
          },
          {
            word: '掙扎',
            english: 'struggle',
            explain: 'To struggle is to twist and push hard to get free.',
            examples: [
              { tw: '用力掙扎', en: 'struggle hard' },
              { tw: '掙扎著', en: 'struggling' },
            ],
            sentence: { tw: '小貓被毛線纏住了，一直掙扎。', en: 'The kitten is tangled in yarn and keeps struggling.' },
          },
          {
            word: '捨不得',
            english: 'hate to part',
            explain: 'When you hate to part with something, you love it so much you do not want to give it away or leave it.',
            examples: [
              { tw: '捨不得走', en: "don't want to leave" },
              { tw: '捨不得吃', en: "can't bear to eat it" },
            ],
            sentence: { tw: '假期結束了，我好捨不得外婆。', en: "The holiday is over, and I hate to leave Grandma." },
          },
        ],
        story: [
          { tw: '公園裡播著音樂，小明在放風箏。', en: 'Music is playing in the park, and Xiaoming is flying a kite.' },
          { tw: '風太大了，風箏掛在樹上，像在掙扎一樣。', en: 'The wind is too strong, and the kite gets caught hanging in a tree, as if struggling.' },
          { tw: '爸爸爬上去，用手指撥開樹葉，把風箏拿下來。', en: 'Dad climbs up, pushes the leaves aside with his fingers and gets the kite down.' },
          { tw: '風箏破了一個洞，小明把它放在手掌上看了又看。', en: 'The kite has a hole in it, and Xiaoming looks at it on his palm again and again.' },
          { tw: '他捨不得丟，說：「我們一起把它補好吧！」', en: 'He hates to throw it away and says, "Let\'s fix it together!"' },
        ],
      },
      // @hand-more
    ],
  },
  {
    radical: '一',
    lessons: [
      {
        key: 's3-one-1',
        title: { tw: '了不起的一段路', en: 'A great bit of road' },
        words: [
          {
            word: '了不起',
            english: 'amazing',
            explain: 'Something amazing is so good or so hard that everyone cheers.',
            examples: [
              { tw: '真了不起', en: 'really amazing' },
              { tw: '了不起的人', en: 'an amazing person' },
            ],
            sentence: { tw: '你自己走完了，真了不起！', en: 'You walked the whole way by yourself, that is amazing!' },
            picture: '🏆',
          },
          {
            word: '一段',
            english: 'a stretch',
            explain: 'A stretch is one part of something long, like a part of a road or a story.',
            examples: [
              { tw: '一段路', en: 'a stretch of road' },
              { tw: '一段故事', en: 'part of a story' },
            ],
            sentence: { tw: '我們走了一段路，才看到公車站。', en: 'We walked a stretch of road before we saw the bus stop.' },
          },
        ],
        story: [
          { tw: '小美第一次自己走上山。', en: 'Xiaomei walks up the hill by herself for the first time.' },
          { tw: '她走了一段路，就說腳好痠。', en: 'After a stretch of road, she says her feet are sore.' },
          { tw: '爸爸說：「再走一段，就能看到大海了。」', en: 'Dad says, "Walk one more stretch and you will see the sea."' },
          { tw: '到了山頂，大家都說：「小美真了不起！」', en: 'At the top, everyone says, "Xiaomei is amazing!"' },
        ],
      },
      // @one-more
    ],
  },
  {
    radical: '艸',
    lessons: [
      {
        key: 's3-grass-1',
        title: { tw: '秋天的落葉', en: 'Autumn leaves' },
        words: [
          {
            word: '芽',
            english: 'sprout',
            explain: 'A sprout is the tiny new green shoot that grows out of a seed.',
            examples: [
              { tw: '發芽', en: 'sprout' },
              { tw: '長出新芽', en: 'grow new sprouts' },
            ],
            sentence: { tw: '綠豆長出了小小的芽。', en: 'The mung beans have grown tiny sprouts.' },
            picture: '🌱',
          },
          {
            word: '落葉',
            english: 'fallen leaves',
            explain: 'Fallen leaves are leaves that have dropped from the trees, often in autumn.',
            examples: [
              { tw: '撿落葉', en: 'pick up fallen leaves' },
              { tw: '一片落葉', en: 'a fallen leaf' },
            ],
            sentence: { tw: '公園的地上都是黃黃的落葉。', en: 'The ground in the park is covered with yellow fallen leaves.' },
            picture: '🍂',
          },
          {
            word: '藍色',
            english: 'blue',
            explain: 'Blue is the color of the sky on a sunny day and of the deep sea.',
            examples: [
              { tw: '藍色的天空', en: 'the blue sky' },
              { tw: '淺藍色', en: 'light blue' },
            ],
            sentence: { tw: '我最喜歡藍色的衣服。', en: 'I like blue clothes best.' },
            picture: '🔵',
          },
          {
            word: '苦',
            english: 'bitter',
            explain: 'Something bitter has a strong taste that makes you wrinkle your face, like some medicine.',
            examples: [
              { tw: '好苦', en: 'so bitter' },
              { tw: '苦苦的', en: 'a bit bitter' },
              { tw: '苦瓜', en: 'bitter melon' },
            ],
            sentence: { tw: '這杯茶好苦，我不喜歡喝。', en: "This tea is so bitter that I don't like drinking it." },
            picture: '😖',
          },
          {
            word: '睡著',
            english: 'fall asleep',
            explain: 'You fall asleep when your eyes close and you start sleeping.',
            examples: [
              { tw: '睡著了', en: 'fell asleep' },
              { tw: '快睡著了', en: 'almost asleep' },
            ],
            sentence: { tw: '小美聽故事聽到一半就睡著了。', en: 'Xiaomei fell asleep halfway through the story.' },
            picture: '😴',
          },
        ],
        story: [
          { tw: '秋天到了，天空是藍色的，地上都是落葉。', en: 'Autumn has come, the sky is blue, and the ground is covered with fallen leaves.' },
          { tw: '小明撿起一片葉子，咬了一口，說：「好苦！」', en: 'Xiaoming picks up a leaf, takes a bite and says, "So bitter!"' },
          { tw: '媽媽笑著說：「葉子不能吃啦！」', en: 'Mom laughs and says, "You can\'t eat leaves!"' },
          { tw: '在落葉下面，他們還看到一個小小的綠芽。', en: 'Under the fallen leaves, they also find a tiny green sprout.' },
          { tw: '回家的路上，小美在車上睡著了。', en: 'On the way home, Xiaomei falls asleep in the car.' },
        ],
      },
      {
        key: 's3-grass-2',
        title: { tw: '奶奶的廚房', en: "Grandma's kitchen" },
        words: [
          {
            word: '蘿蔔',
            english: 'radish',
            explain: 'A radish is a long white or red root vegetable that grows under the ground.',
            examples: [
              { tw: '白蘿蔔', en: 'white radish' },
              { tw: '紅蘿蔔', en: 'carrot' },
              { tw: '拔蘿蔔', en: 'pull up a radish' },
            ],
            sentence: { tw: '兔子最喜歡吃紅蘿蔔。', en: 'Rabbits love eating carrots.' },
            picture: '🥕',
          },
          {
            word: '芝麻',
            english: 'sesame',
            explain: 'Sesame seeds are tiny seeds, black or white, that make food smell good.',
            examples: [
              { tw: '黑芝麻', en: 'black sesame' },
              { tw: '芝麻湯圓', en: 'sesame rice balls' },
            ],
            sentence: { tw: '麵包上有一粒一粒的芝麻。', en: 'The bread is dotted with sesame seeds.' },
          },
          {
            word: '蒸',
            english: 'steam',
            explain: 'To steam food is to cook it over the hot cloud that rises from boiling water.',
            examples: [
              { tw: '蒸包子', en: 'steam buns' },
              { tw: '蒸蛋', en: 'steamed egg' },
            ],
            sentence: { tw: '媽媽用電鍋蒸了一鍋地瓜。', en: 'Mom steamed a pot of sweet potatoes in the rice cooker.' },
            picture: '♨️',
          },
          {
            word: '青苔',
            english: 'moss',
            explain: 'Moss is a tiny, soft green plant that grows on wet stones and old walls.',
            examples: [
              { tw: '長青苔', en: 'moss grows' },
              { tw: '綠綠的青苔', en: 'green moss' },
            ],
            sentence: { tw: '石頭上長滿了青苔，走路要小心。', en: 'The stones are covered in moss, so walk carefully.' },
          },
        ],
        story: [
          { tw: '奶奶家的後院有一口老井，井邊長了青苔。', en: "Grandma's backyard has an old well with moss growing by it." },
          { tw: '小美和奶奶去菜園拔蘿蔔，拔得滿頭大汗。', en: 'Xiaomei and Grandma pull up radishes in the vegetable garden until they are sweaty.' },
          { tw: '回到廚房，奶奶蒸了蘿蔔糕。', en: 'Back in the kitchen, Grandma steams radish cake.' },
          { tw: '她還煮了一碗黑芝麻湯圓給小美吃。', en: 'She also makes Xiaomei a bowl of black sesame rice balls.' },
        ],
      },
      // @grass-more
    ],
  },
  {
    radical: '子',
    lessons: [
      {
        key: 's3-child-1',
        title: { tw: '鞋子裡的葉子', en: 'A leaf in the shoe' },
        words: [
          {
            word: '鞋子',
            english: 'shoes',
            explain: 'Shoes are what you wear on your feet to keep them safe when you walk.',
            examples: [
              { tw: '穿鞋子', en: 'put on shoes' },
              { tw: '新鞋子', en: 'new shoes' },
              { tw: '一雙鞋子', en: 'a pair of shoes' },
            ],
            sentence: { tw: '出門前，小美自己穿好了鞋子。', en: 'Before going out, Xiaomei put on her shoes by herself.' },
            picture: '👟',
          },
          {
            word: '葉子',
            english: 'leaf',
            explain: 'A leaf is one of the flat green parts that grow on a tree or plant.',
            examples: [
              { tw: '綠葉子', en: 'a green leaf' },
              { tw: '一片葉子', en: 'a leaf' },
            ],
            sentence: { tw: '毛毛蟲在葉子上慢慢爬。', en: 'The caterpillar crawls slowly on the leaf.' },
            picture: '🍃',
          },
        ],
        story: [
          { tw: '小明走著走著，覺得腳好癢。', en: 'As Xiaoming walks along, his foot feels itchy.' },
          { tw: '他脫下鞋子一看，裡面有一片葉子。', en: 'He takes off his shoe and finds a leaf inside.' },
          { tw: '葉子上還有一隻小瓢蟲！', en: 'And on the leaf there is a little ladybug!' },
          { tw: '小明把葉子放回樹下，再穿上鞋子回家。', en: 'Xiaoming puts the leaf back under the tree, puts his shoe on again and goes home.' },
        ],
      },
      // @child-more
    ],
  },
  {
    radical: '女',
    lessons: [
      {
        key: 's3-woman-1',
        title: { tw: '新同學', en: 'A new classmate' },
        words: [
          {
            word: '開始',
            english: 'begin',
            explain: 'When something begins, it starts to happen.',
            examples: [
              { tw: '開始上課', en: 'class begins' },
              { tw: '重新開始', en: 'start again' },
            ],
            sentence: { tw: '鐘聲響了，開始上課了。', en: 'The bell rings, and class begins.' },
            picture: '🏁',
          },
          {
            word: '姓',
            english: 'family name',
            explain: 'Your family name is the name everyone in your family shares, like Wang or Lin.',
            examples: [
              { tw: '我姓王', en: 'my family name is Wang' },
              { tw: '姓什麼', en: 'what family name' },
            ],
            sentence: { tw: '我們家都姓林。', en: 'Everyone in our family has the family name Lin.' },
          },
          {
            word: '妳',
            english: 'you',
            sense: 'a girl or woman',
            explain: 'In Taiwan we write this you when we talk to a girl or a woman.',
            examples: [
              { tw: '妳好', en: 'hello (to a girl)' },
              { tw: '謝謝妳', en: 'thank you (to a girl)' },
            ],
            sentence: { tw: '小美，妳的頭髮好漂亮。', en: 'Xiaomei, your hair is so pretty.' },
          },
          {
            word: '好事',
            english: 'good deed',
            explain: 'A good deed is something kind you do to help someone.',
            examples: [
              { tw: '做好事', en: 'do a good deed' },
              { tw: '一件好事', en: 'a good deed' },
            ],
            sentence: { tw: '幫奶奶提東西是一件好事。', en: 'Helping Grandma carry things is a good deed.' },
          },
        ],
        story: [
          { tw: '上課開始了，班上來了一位新同學。', en: 'Class begins, and a new classmate joins.' },
          { tw: '老師說：「她姓陳，叫陳小雨。」', en: 'The teacher says, "Her family name is Chen, and she is called Chen Xiaoyu."' },
          { tw: '小明對她說：「妳好，妳可以坐我旁邊。」', en: 'Xiaoming says to her, "Hello, you can sit next to me."' },
          { tw: '下課時，小明帶她去看學校，做了一件好事。', en: 'At break, Xiaoming shows her around the school, which is a good deed.' },
        ],
      },
      {
        key: 's3-woman-2',
        title: { tw: '小阿姨的婚禮', en: "Auntie's wedding" },
        words: [
          {
            word: '新娘',
            english: 'bride',
            explain: 'A bride is a woman on her wedding day.',
            examples: [
              { tw: '漂亮的新娘', en: 'a pretty bride' },
              { tw: '當新娘', en: 'be a bride' },
            ],
            sentence: { tw: '新娘的禮服是白色的。', en: "The bride's dress is white." },
            picture: '👰',
          },
          {
            word: '娶',
            english: 'marry',
            explain: 'When a man marries a woman, they become husband and wife.',
            examples: [
              { tw: '娶新娘', en: 'marry a bride' },
              { tw: '娶太太', en: 'take a wife' },
            ],
            sentence: { tw: '舅舅明天要娶新娘了。', en: 'My uncle is getting married tomorrow.' },
          },
          {
            word: '如果',
            english: 'if',
            explain: 'We say if when something may or may not happen.',
            examples: [
              { tw: '如果下雨', en: 'if it rains' },
              { tw: '如果可以', en: 'if we can' },
            ],
            sentence: { tw: '如果明天下雨，我們就在家玩。', en: "If it rains tomorrow, we'll play at home." },
          },
          {
            word: '奇妙',
            english: 'wonderful',
            explain: 'Something wonderful is so special and surprising that it makes you say wow.',
            examples: [
              { tw: '好奇妙', en: 'so wonderful' },
              { tw: '奇妙的一天', en: 'a wonderful day' },
            ],
            sentence: { tw: '種子會變成大樹，真奇妙！', en: 'A seed turns into a big tree. How wonderful!' },
          },
        ],
        story: [
          { tw: '今天，張叔叔要娶小阿姨了。', en: 'Today, Uncle Zhang is marrying Auntie.' },
          { tw: '小阿姨當新娘，穿著長長的白紗，好漂亮。', en: 'Auntie is the bride, in a long white veil, and she looks so pretty.' },
          { tw: '小美問：「如果我長大了，也可以當新娘嗎？」', en: 'Xiaomei asks, "When I grow up, can I be a bride too?"' },
          { tw: '媽媽笑著說：「當然可以，長大是一件很奇妙的事。」', en: 'Mom smiles and says, "Of course. Growing up is a wonderful thing."' },
        ],
      },
      // @woman-more
    ],
  },
  {
    radical: '力',
    lessons: [
      {
        key: 's3-strength-1',
        title: { tw: '寫完功課', en: 'Homework done' },
        words: [
          {
            word: '功課',
            english: 'homework',
            explain: 'Homework is the school work you do at home after class.',
            examples: [
              { tw: '寫功課', en: 'do homework' },
              { tw: '功課做完了', en: 'homework is done' },
            ],
            sentence: { tw: '我先寫功課，再去玩。', en: 'I do my homework first and then go and play.' },
            picture: '📝',
          },
          {
            word: '成功',
            english: 'succeed',
            explain: 'You succeed when you try hard and finally do what you wanted to do.',
            examples: [
              { tw: '成功了', en: 'it worked' },
              { tw: '試成功', en: 'get it right' },
            ],
            sentence: { tw: '我試了好多次，終於成功了！', en: 'I tried many times, and finally I succeeded!' },
            picture: '🎉',
          },
        ],
        story: [
          { tw: '今天的功課是一道好難的數學題。', en: "Today's homework is a very hard math problem." },
          { tw: '小明想了好久，想到都沒力氣了。', en: 'Xiaoming thinks for so long that he has no strength left.' },
          { tw: '媽媽拿來一杯牛奶，說：「喝完再想一次。」', en: 'Mom brings a glass of milk and says, "Drink this and try once more."' },
          { tw: '小明再算一次，這次成功了！', en: 'Xiaoming works it out again, and this time he succeeds!' },
        ],
      },
    ],
  },
  {
    radical: '貝',
    lessons: [
      {
        key: 's3-shell-1',
        title: { tw: '大貨車', en: 'The big truck' },
        words: [
          {
            word: '貨車',
            english: 'cargo truck',
            explain: 'A cargo truck is a big truck that carries boxes and goods from place to place.',
            examples: [
              { tw: '大貨車', en: 'a big cargo truck' },
              { tw: '開貨車', en: 'drive a cargo truck' },
            ],
            sentence: { tw: '貨車載著一箱一箱的水果。', en: 'The cargo truck carries box after box of fruit.' },
            picture: '🚚',
          },
        ],
        story: [
          { tw: '一輛大貨車停在超市門口。', en: 'A big cargo truck stops at the supermarket door.' },
          { tw: '叔叔從貨車上搬下好多箱子。', en: 'A man carries lots of boxes down from the truck.' },
          { tw: '小明說：「我長大也要開貨車！」', en: 'Xiaoming says, "When I grow up, I want to drive a cargo truck too!"' },
        ],
      },
      // @shell-more
    ],
  },
  {
    radical: '足',
    lessons: [
      {
        key: 's3-foot-1',
        title: { tw: '跨過小水溝', en: 'Over the little ditch' },
        words: [
          {
            word: '跨',
            english: 'step over',
            explain: 'To step over something is to take a big step so your leg goes across it.',
            examples: [
              { tw: '跨過去', en: 'step across' },
              { tw: '一步跨過', en: 'step over in one stride' },
            ],
            sentence: { tw: '哥哥一步就跨過了水溝。', en: 'My brother steps over the ditch in one stride.' },
          },
        ],
        story: [
          { tw: '放學回家的路上，有一條小水溝。', en: 'On the way home from school, there is a little ditch.' },
          { tw: '小明一步就跨過去了。', en: 'Xiaoming steps over it in one stride.' },
          { tw: '小美的腳太短，爸爸牽著她的手，她也跨過去了。', en: 'Xiaomei\'s legs are too short, so Dad holds her hand, and she steps over it too.' },
        ],
      },
    ],
  },
  // @more-end
];
