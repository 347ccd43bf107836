import type { LessonSource, MoreLessonsSource, RadicalSource } from '../types';

/**
 * The school year's characters, slice 2 (issue 29): the characters Taiwan's grade 1–2 books and
 * TBCL levels 1–2 ask for under 口 土 虫 竹 目 大 車 犬 石 耳 二, and the radicals 邑 酉 身 欠 矢 老
 * 黑 皮 疒 丶 that the curriculum did not have yet. Rare radicals' characters (就 點 舒 赤 舌 鼠 互
 * 牙) are taught in words filed under a radical their other character carries.
 */

// ---------------------------------------------------------------------------------------------
// Lessons for radicals that other files define.
// ---------------------------------------------------------------------------------------------

const mouth: LessonSource[] = [
  {
    key: 's2-mouth-1',
    title: { tw: '問一問', en: 'Ask a question' },
    words: [
      {
        word: '問',
        english: 'ask',
        explain: 'You ask when you want to know something and say it as a question.',
        examples: [
          { tw: '問問題', en: 'ask a question' },
          { tw: '問老師', en: 'ask the teacher' },
          { tw: '我問你', en: 'let me ask you' },
        ],
        sentence: { tw: '小美問媽媽：「今天吃什麼？」', en: 'Xiaomei asks Mom, "What are we eating today?"' },
        picture: '❓',
      },
      {
        word: '嗎',
        english: 'question word',
        sense: 'yes or no',
        explain: 'We put ma at the end of a sentence to make it a yes or no question.',
        examples: [
          { tw: '好嗎', en: 'is that okay' },
          { tw: '是嗎', en: 'is that so' },
          { tw: '你好嗎', en: 'how are you' },
        ],
        sentence: { tw: '你想和我一起玩嗎？', en: 'Do you want to play with me?' },
      },
      {
        word: '呢',
        english: 'what about',
        explain: 'We say ne at the end of a question, like when we ask what about you.',
        examples: [
          { tw: '你呢', en: 'what about you' },
          { tw: '在哪裡呢', en: 'where could it be' },
        ],
        sentence: { tw: '我喜歡畫畫，你呢？', en: 'I like drawing. What about you?' },
      },
      {
        word: '啊',
        english: 'ah',
        explain: 'We say a at the end of a sentence to sound happy, surprised or friendly.',
        examples: [
          { tw: '好啊', en: 'sure' },
          { tw: '好美啊', en: 'how beautiful' },
          { tw: '快來啊', en: 'come quickly' },
        ],
        sentence: { tw: '今天的天空好藍啊！', en: 'The sky is so blue today!' },
      },
      {
        word: '句子',
        english: 'sentence',
        explain: 'A sentence is a group of words that says a whole idea, like I love my dog.',
        examples: [
          { tw: '一個句子', en: 'a sentence' },
          { tw: '寫句子', en: 'write sentences' },
          { tw: '念句子', en: 'read a sentence aloud' },
        ],
        sentence: { tw: '老師請我們用「大」寫一個句子。', en: 'The teacher asks us to write a sentence with "big".' },
        picture: '📝',
      },
      {
        word: '哈哈',
        english: 'ha ha',
        explain: 'Ha ha is the sound we make when we laugh at something funny.',
        examples: [
          { tw: '哈哈大笑', en: 'laugh out loud' },
          { tw: '哈哈笑', en: 'laugh ha ha' },
        ],
        sentence: { tw: '爸爸講了一個笑話，我們都哈哈大笑。', en: 'Dad told a joke, and we all laughed out loud.' },
        picture: '😆',
      },
    ],
    story: [
      { tw: '放學後，小明坐在桌子前寫句子。', en: 'After school, Xiaoming sits at the table writing sentences.' },
      { tw: '小美跑過來問：「哥哥，你在寫什麼呢？」', en: 'Xiaomei runs over and asks, "Brother, what are you writing?"' },
      { tw: '小明說：「我在寫『我愛豆豆』，妳也想寫嗎？」', en: 'Xiaoming says, "I\'m writing \'I love Doudou\'. Do you want to write too?"' },
      { tw: '小美說：「好啊！」', en: 'Xiaomei says, "Sure!"' },
      { tw: '豆豆聽到自己的名字，跑過來舔小明的手，兩個人都哈哈大笑。', en: 'Doudou hears his name and runs over to lick Xiaoming\'s hand, and they both laugh out loud.' },
    ],
  },
  {
    key: 's2-mouth-2',
    title: { tw: '向前走三步', en: 'Three steps forward' },
    words: [
      {
        word: '右手',
        english: 'right hand',
        explain: 'Your right hand is the hand on the right side of your body.',
        examples: [
          { tw: '舉起右手', en: 'raise your right hand' },
          { tw: '用右手寫字', en: 'write with your right hand' },
        ],
        sentence: { tw: '我用右手拿筆寫字。', en: 'I hold my pencil in my right hand to write.' },
        picture: '🫱',
      },
      {
        word: '和',
        english: 'and',
        explain: 'And joins two people or things together, like Mom and Dad.',
        examples: [
          { tw: '我和你', en: 'you and me' },
          { tw: '爸爸和媽媽', en: 'Dad and Mom' },
        ],
        sentence: { tw: '我和小美都喜歡吃西瓜。', en: 'Xiaomei and I both like eating watermelon.' },
      },
      {
        word: '不同',
        english: 'different',
        explain: 'Things are different when they are not the same.',
        examples: [
          { tw: '不同的顏色', en: 'different colors' },
          { tw: '很不同', en: 'very different' },
        ],
        sentence: { tw: '這兩隻鞋子的顏色不同。', en: 'These two shoes are different colors.' },
      },
      {
        word: '向前',
        english: 'forward',
        explain: 'When you go forward, you move toward what is in front of you.',
        examples: [
          { tw: '向前走', en: 'walk forward' },
          { tw: '向前看', en: 'look ahead' },
        ],
        sentence: { tw: '過了馬路，我們一直向前走。', en: 'After crossing the road, we keep walking forward.' },
        picture: '⬆️',
      },
    ],
    story: [
      { tw: '早上，老師帶大家到操場做體操。', en: 'In the morning, the teacher takes everyone to the playground to do exercises.' },
      { tw: '老師說：「請舉起右手，向前走三步。」', en: 'The teacher says, "Please raise your right hand and take three steps forward."' },
      { tw: '小明和同學一起向前走。', en: 'Xiaoming and his classmates walk forward together.' },
      { tw: '可是小明舉的是左手，和大家的不同。', en: 'But Xiaoming has raised his left hand, different from everyone else.' },
      { tw: '老師笑著說：「沒關係，我們再來一次！」', en: 'The teacher smiles and says, "Never mind, let\'s do it again!"' },
    ],
  },
  {
    key: 's2-mouth-3',
    title: { tw: '豆豆咬拖鞋', en: 'Doudou chews a slipper' },
    words: [
      {
        word: '咬',
        english: 'bite',
        explain: 'You bite when you close your teeth on something, like an apple.',
        examples: [
          { tw: '咬一口', en: 'take a bite' },
          { tw: '被蚊子咬', en: 'bitten by a mosquito' },
        ],
        sentence: { tw: '我咬了一口蘋果，好甜！', en: 'I took a bite of the apple, and it was so sweet!' },
      },
      {
        word: '哇',
        english: 'wow',
        explain: 'We say wow when we see something surprising or wonderful.',
        examples: [
          { tw: '哇，好漂亮', en: 'wow, so pretty' },
          { tw: '哇哇大哭', en: 'cry loudly' },
        ],
        sentence: { tw: '哇，好大的蛋糕！', en: 'Wow, what a big cake!' },
        picture: '🤩',
      },
      {
        word: '唉',
        english: 'sigh',
        explain: 'People say ai with a sigh when they feel a little sad or tired.',
        examples: [
          { tw: '唉，好累', en: 'sigh, so tired' },
          { tw: '唉聲嘆氣', en: 'sigh and moan' },
        ],
        sentence: { tw: '唉，下雨了，不能去公園了。', en: 'Sigh, it is raining, so we cannot go to the park.' },
        picture: '😮‍💨',
      },
      {
        word: '呀',
        english: 'ya',
        explain: 'We say ya at the end of a sentence to make it sound lively or friendly.',
        examples: [
          { tw: '快來呀', en: 'come on' },
          { tw: '是呀', en: 'yes, it is' },
        ],
        sentence: { tw: '小狗，快過來呀！', en: 'Come here quickly, little dog!' },
      },
      {
        word: '可愛',
        english: 'cute',
        explain: 'Something is cute when it is small and sweet and makes you smile.',
        examples: [
          { tw: '好可愛', en: 'so cute' },
          { tw: '可愛的小貓', en: 'a cute kitten' },
        ],
        sentence: { tw: '妹妹的兔子娃娃好可愛。', en: "My little sister's bunny doll is so cute." },
        picture: '🥰',
      },
    ],
    story: [
      { tw: '豆豆是一隻可愛的小狗。', en: 'Doudou is a cute little dog.' },
      { tw: '有一天，牠把爸爸的拖鞋咬破了。', en: "One day, he chews a hole in Dad's slipper." },
      { tw: '小美看到了，大叫：「哇！拖鞋破了一個洞！」', en: 'Xiaomei sees it and shouts, "Wow! The slipper has a hole in it!"' },
      { tw: '爸爸說：「唉，這是我最喜歡的拖鞋呀。」', en: 'Dad says, "Sigh, that\'s my favorite slipper."' },
      { tw: '小明說：「豆豆知道錯了，原諒牠吧。」', en: 'Xiaoming says, "Doudou knows he did wrong, please forgive him."' },
    ],
  },
  {
    key: 's2-mouth-4',
    title: { tw: '只有五顆草莓', en: 'Only five strawberries' },
    words: [
      {
        word: '告訴',
        english: 'tell',
        explain: 'You tell someone something when you say it to them so they know.',
        examples: [
          { tw: '告訴媽媽', en: 'tell Mom' },
          { tw: '告訴你一個祕密', en: 'tell you a secret' },
        ],
        sentence: { tw: '我要告訴老師這個好消息。', en: 'I want to tell the teacher this good news.' },
      },
      {
        word: '只有',
        english: 'only',
        explain: 'Only means just this much and no more.',
        examples: [
          { tw: '只有一個', en: 'only one' },
          { tw: '只有我', en: 'only me' },
        ],
        sentence: { tw: '盒子裡只有一塊餅乾了。', en: 'There is only one cookie left in the box.' },
      },
      {
        word: '好吧',
        english: 'all right',
        explain: 'We say all right when we agree, even if we are not so sure at first.',
        examples: [
          { tw: '那好吧', en: 'well, all right' },
          { tw: '好吧，我們走吧', en: "all right, let's go" },
        ],
        sentence: { tw: '好吧，我先寫功課再去玩。', en: "All right, I'll do my homework first and then go play." },
        picture: '👌',
      },
      {
        word: '可以',
        english: 'can',
        sense: 'be allowed',
        explain: 'Can means you are allowed to do something, or you are able to do it.',
        examples: [
          { tw: '可以嗎', en: 'may I' },
          { tw: '可以進來', en: 'you can come in' },
        ],
        sentence: { tw: '媽媽，我可以出去玩嗎？', en: 'Mom, can I go out and play?' },
      },
    ],
    story: [
      { tw: '外婆送來一盒草莓，可是只有五顆。', en: 'Grandma brings a box of strawberries, but there are only five.' },
      { tw: '小美問：「我可以吃兩顆嗎？」', en: 'Xiaomei asks, "Can I eat two?"' },
      { tw: '媽媽說：「好吧，可是要留一些給哥哥。」', en: 'Mom says, "All right, but save some for your brother."' },
      { tw: '小美小聲告訴豆豆：「最大的那一顆是哥哥的。」', en: 'Xiaomei quietly tells Doudou, "The biggest one is for my brother."' },
    ],
  },
];

const earth: LessonSource[] = [
  {
    key: 's2-earth-1',
    title: { tw: '山坡上的寶藏', en: 'Treasure on the hill' },
    words: [
      {
        word: '山坡',
        english: 'hillside',
        explain: 'A hillside is the sloping side of a hill.',
        examples: [
          { tw: '爬山坡', en: 'climb a hillside' },
          { tw: '綠綠的山坡', en: 'a green hillside' },
        ],
        sentence: { tw: '山坡上開滿了黃色的小花。', en: 'The hillside is full of little yellow flowers.' },
        picture: '⛰️',
      },
      {
        word: '埋',
        english: 'bury',
        explain: 'You bury something when you put it in a hole and cover it with dirt.',
        examples: [
          { tw: '埋起來', en: 'bury it' },
          { tw: '埋在土裡', en: 'bury it in the ground' },
        ],
        sentence: { tw: '豆豆把骨頭埋在花園裡。', en: 'Doudou buries his bone in the garden.' },
      },
      {
        word: '地址',
        english: 'address',
        explain: 'An address tells the street and number of a house so people and letters can find it.',
        examples: [
          { tw: '家裡的地址', en: 'home address' },
          { tw: '寫地址', en: 'write the address' },
        ],
        sentence: { tw: '信封上要寫外婆家的地址。', en: "We need to write Grandma's address on the envelope." },
        picture: '🏠',
      },
    ],
    story: [
      { tw: '外婆家在山坡上，小明記得外婆家的地址。', en: "Grandma's house is on the hillside, and Xiaoming remembers her address." },
      { tw: '小明和小美在大樹下埋了一個小鐵盒。', en: 'Xiaoming and Xiaomei bury a little tin box under the big tree.' },
      { tw: '鐵盒裡有他們畫的圖，還有兩顆彈珠。', en: 'In the tin are their drawings and two marbles.' },
      { tw: '小美說：「明年我們再來山坡上把它挖出來！」', en: 'Xiaomei says, "Next year we\'ll come back to the hillside and dig it up!"' },
    ],
  },
];

const insect: LessonSource[] = [
  {
    key: 's2-insect-1',
    title: { tw: '夏天的晚上', en: 'A summer evening' },
    words: [
      {
        word: '彩虹',
        english: 'rainbow',
        explain: 'A rainbow is a curve of colors in the sky after rain.',
        examples: [
          { tw: '一道彩虹', en: 'a rainbow' },
          { tw: '彩虹的顏色', en: 'the colors of the rainbow' },
        ],
        sentence: { tw: '雨停了，天上出現一道彩虹。', en: 'The rain stopped, and a rainbow appeared in the sky.' },
        picture: '🌈',
      },
      {
        word: '蚊子',
        english: 'mosquito',
        explain: 'A mosquito is a tiny flying bug whose bite makes your skin itchy.',
        examples: [
          { tw: '一隻蚊子', en: 'a mosquito' },
          { tw: '被蚊子叮', en: 'bitten by a mosquito' },
        ],
        sentence: { tw: '晚上有蚊子在我耳邊嗡嗡叫。', en: 'At night a mosquito buzzes by my ear.' },
        picture: '🦟',
      },
      {
        word: '螢火蟲',
        english: 'firefly',
        explain: 'A firefly is a little bug whose tail glows with light at night.',
        examples: [
          { tw: '看螢火蟲', en: 'watch fireflies' },
          { tw: '一閃一閃的螢火蟲', en: 'twinkling fireflies' },
        ],
        sentence: { tw: '草叢裡的螢火蟲一閃一閃的。', en: 'The fireflies in the grass twinkle on and off.' },
      },
      {
        word: '蛀牙',
        english: 'cavity',
        explain: 'A cavity is a little hole in a tooth that sugar and germs can make.',
        examples: [
          { tw: '有蛀牙', en: 'have a cavity' },
          { tw: '不要蛀牙', en: 'no cavities' },
        ],
        sentence: { tw: '每天刷牙才不會蛀牙。', en: 'Brushing your teeth every day keeps cavities away.' },
      },
    ],
    story: [
      { tw: '下過雨後，天上出現了一道彩虹。', en: 'After the rain, a rainbow appears in the sky.' },
      { tw: '晚上，外公帶小明和小美去山邊看螢火蟲。', en: 'In the evening, Grandpa takes Xiaoming and Xiaomei to the hills to see fireflies.' },
      { tw: '草叢裡有好多蚊子，小美的腳被咬了一個包。', en: "There are lots of mosquitoes in the grass, and one bites Xiaomei's leg." },
      { tw: '回家後，小明想吃糖，外公說：「睡前吃糖會蛀牙喔！」', en: 'Back home, Xiaoming wants candy, and Grandpa says, "Candy before bed gives you cavities!"' },
    ],
  },
];

const bamboo: LessonSource[] = [
  {
    key: 's2-bamboo-1',
    title: { tw: '河邊放風箏', en: 'Flying a kite by the river' },
    words: [
      {
        word: '風箏',
        english: 'kite',
        explain: 'A kite is a light toy on a long string that flies high in the wind.',
        examples: [
          { tw: '放風箏', en: 'fly a kite' },
          { tw: '紙風箏', en: 'a paper kite' },
        ],
        sentence: { tw: '風很大，風箏飛得好高。', en: 'The wind is strong, and the kite flies very high.' },
        picture: '🪁',
      },
      {
        word: '等',
        english: 'wait',
        explain: 'You wait when you stay until someone comes or something happens.',
        examples: [
          { tw: '等一下', en: 'wait a moment' },
          { tw: '等公車', en: 'wait for the bus' },
          { tw: '等等我', en: 'wait for me' },
        ],
        sentence: { tw: '請等一下，我馬上來。', en: "Please wait a moment, I'm coming right away." },
        picture: '⏳',
      },
      {
        word: '鳥籠',
        english: 'birdcage',
        explain: 'A birdcage is a little house with thin bars where a pet bird lives.',
        examples: [
          { tw: '一個鳥籠', en: 'a birdcage' },
          { tw: '打開鳥籠', en: 'open the birdcage' },
        ],
        sentence: { tw: '鳥籠裡的小鳥在唱歌。', en: 'The little bird in the birdcage is singing.' },
      },
      {
        word: '箭',
        english: 'arrow',
        explain: 'An arrow is a thin stick with a point that you shoot with a bow.',
        examples: [
          { tw: '弓箭', en: 'bow and arrow' },
          { tw: '射箭', en: 'shoot an arrow' },
        ],
        sentence: { tw: '地上畫著一個箭頭，告訴我們往前走。', en: 'An arrow drawn on the ground tells us to go forward.' },
        picture: '🏹',
      },
    ],
    story: [
      { tw: '星期天，爸爸帶小明去河邊放風箏。', en: 'On Sunday, Dad takes Xiaoming to the river to fly a kite.' },
      { tw: '小明的風箏上畫著一支紅色的箭。', en: "Xiaoming's kite has a red arrow painted on it." },
      { tw: '小美在後面喊：「等等我！」', en: 'Xiaomei calls from behind, "Wait for me!"' },
      { tw: '河邊有一位爺爺提著鳥籠，鳥籠裡的小鳥也抬頭看風箏。', en: 'By the river an old man carries a birdcage, and the little bird inside looks up at the kite too.' },
    ],
  },
];

const eye: LessonSource[] = [
  {
    key: 's2-eye-1',
    title: { tw: '畫一條直線', en: 'Drawing a straight line' },
    words: [
      {
        word: '一直',
        english: 'keep on',
        explain: 'When you keep on doing something, you do it again and again without stopping.',
        examples: [
          { tw: '一直哭', en: 'keep crying' },
          { tw: '一直走', en: 'keep walking' },
        ],
        sentence: { tw: '外面一直下雨，我們只好在家玩。', en: 'It keeps on raining outside, so we play at home.' },
      },
      {
        word: '直線',
        english: 'straight line',
        explain: 'A straight line goes from one point to another without bending.',
        examples: [
          { tw: '畫直線', en: 'draw a straight line' },
          { tw: '一條直線', en: 'a straight line' },
        ],
        sentence: { tw: '我用尺畫了一條直線。', en: 'I drew a straight line with a ruler.' },
        picture: '📏',
      },
      {
        word: '瞪',
        english: 'glare',
        explain: 'You glare when you look at someone with big angry eyes.',
        examples: [
          { tw: '瞪眼睛', en: 'glare' },
          { tw: '瞪了他一眼', en: 'gave him a glare' },
        ],
        sentence: { tw: '貓咪瞪著大眼睛看著小鳥。', en: 'The cat stares at the bird with big wide eyes.' },
        picture: '😠',
      },
    ],
    story: [
      { tw: '上美術課時，小明用尺畫了一條直線。', en: 'In art class, Xiaoming draws a straight line with a ruler.' },
      { tw: '他一直畫，畫得好認真。', en: 'He keeps on drawing, working very hard.' },
      { tw: '坐在旁邊的小華一直和他說話，小明瞪了小華一眼。', en: 'Xiaohua, who sits beside him, keeps talking to him, so Xiaoming gives him a glare.' },
      { tw: '老師笑著說：「小華，讓小明先畫完吧。」', en: 'The teacher smiles and says, "Xiaohua, let Xiaoming finish his drawing first."' },
    ],
  },
];

const dog: LessonSource[] = [
  {
    key: 's2-dog-1',
    title: { tw: '我不怕大野狼', en: "I'm not afraid of the wolf" },
    words: [
      {
        word: '狼',
        english: 'wolf',
        explain: 'A wolf is a wild animal like a big dog that lives in forests and howls.',
        examples: [
          { tw: '大野狼', en: 'the big bad wolf' },
          { tw: '一隻狼', en: 'a wolf' },
        ],
        sentence: { tw: '故事裡的狼想吃掉小豬。', en: 'The wolf in the story wants to eat the little pigs.' },
        picture: '🐺',
      },
      {
        word: '小狗',
        english: 'puppy',
        explain: 'A puppy is a young little dog.',
        examples: [
          { tw: '一隻小狗', en: 'a puppy' },
          { tw: '小狗搖尾巴', en: 'the puppy wags its tail' },
        ],
        sentence: { tw: '鄰居家的小狗好愛玩球。', en: "The neighbors' puppy loves playing with a ball." },
        picture: '🐶',
      },
    ],
    story: [
      { tw: '睡覺前，爸爸講三隻小豬的故事。', en: 'Before bed, Dad tells the story of the three little pigs.' },
      { tw: '故事裡的大野狼想吃掉三隻小豬。', en: 'In the story, the big bad wolf wants to eat the three little pigs.' },
      { tw: '小美說：「我不怕狼，我有小狗豆豆！」', en: 'Xiaomei says, "I\'m not afraid of the wolf, I have my puppy Doudou!"' },
      { tw: '豆豆聽了，汪汪叫了兩聲。', en: 'Doudou hears this and barks twice.' },
    ],
  },
];

const sun: LessonSource[] = [
  {
    key: 's2-sun-1',
    title: { tw: '髮夾在哪裡', en: 'Where is the hair clip?' },
    words: [
      {
        word: '就是',
        english: 'exactly',
        explain: 'We say exactly, or that is it, to show which one we mean.',
        examples: [
          { tw: '就是這個', en: 'this is the one' },
          { tw: '就是他', en: "he's the one" },
        ],
        sentence: { tw: '我要的就是這顆紅色的氣球。', en: 'This red balloon is exactly the one I want.' },
      },
      {
        word: '早就',
        english: 'long ago',
        explain: 'Long ago means something happened a good while before now.',
        examples: [
          { tw: '早就知道', en: 'knew it all along' },
          { tw: '早就做完', en: 'finished long ago' },
        ],
        sentence: { tw: '我早就寫完功課了。', en: 'I finished my homework long ago.' },
      },
    ],
    story: [
      { tw: '小美在找她的紅色髮夾。', en: 'Xiaomei is looking for her red hair clip.' },
      { tw: '她急得大叫：「我的髮夾不見了！」', en: 'She shouts in a hurry, "My hair clip is gone!"' },
      { tw: '小明說：「我早就看到了，就是在沙發下面。」', en: 'Xiaoming says, "I saw it ages ago, it\'s right under the sofa."' },
      { tw: '小美趴下來一看，髮夾真的在那裡。', en: 'Xiaomei lies down to look, and the hair clip really is there.' },
    ],
  },
];

export const moreLessons: MoreLessonsSource[] = [
  { radical: '口', lessons: mouth },
  { radical: '土', lessons: earth },
  { radical: '虫', lessons: insect },
  { radical: '竹', lessons: bamboo },
  { radical: '目', lessons: eye },
  { radical: '犬', lessons: dog },
  { radical: '日', lessons: sun },
];

// ---------------------------------------------------------------------------------------------
// Radicals new to the curriculum.
// ---------------------------------------------------------------------------------------------

export const radicals: RadicalSource[] = [
  {
    radical: '邑',
    name: { tw: '右耳旁', en: 'the town radical' },
    meaning: {
      tw: '邑就是大家住在一起的城鎮，寫在字的右邊像一隻耳朵，有它的字常常和地方有關。',
      en: 'Yi means a town where people live together; on the right of a character it looks like an ear, and characters with it are often about places.',
    },
    lessons: [
      {
        key: 's2-town-1',
        title: { tw: '去郵局寄信', en: 'Off to the post office' },
        words: [
          {
            word: '那裡',
            english: 'there',
            explain: 'There means that place, not here where we are.',
            examples: [
              { tw: '在那裡', en: 'over there' },
              { tw: '去那裡', en: 'go there' },
            ],
            sentence: { tw: '你看，豆豆在那裡睡覺。', en: 'Look, Doudou is sleeping over there.' },
          },
          {
            word: '都',
            english: 'all',
            explain: 'All means every one of them, with nobody left out.',
            examples: [
              { tw: '大家都來了', en: 'everyone has come' },
              { tw: '都很好', en: 'all very good' },
            ],
            sentence: { tw: '我們全家都喜歡吃芒果。', en: 'Everyone in our family likes eating mangoes.' },
          },
          {
            word: '郵局',
            english: 'post office',
            explain: 'A post office is where you go to send letters and packages.',
            examples: [
              { tw: '去郵局', en: 'go to the post office' },
              { tw: '郵局旁邊', en: 'next to the post office' },
            ],
            sentence: { tw: '媽媽去郵局寄包裹。', en: 'Mom goes to the post office to send a package.' },
            picture: '🏤',
          },
          {
            word: '郵票',
            english: 'stamp',
            explain: 'A stamp is a small picture you stick on a letter to pay for sending it.',
            examples: [
              { tw: '貼郵票', en: 'stick on a stamp' },
              { tw: '一張郵票', en: 'a stamp' },
            ],
            sentence: { tw: '我把郵票貼在信封的右上角。', en: 'I stick the stamp on the top right corner of the envelope.' },
          },
        ],
        story: [
          { tw: '星期六，媽媽要寄一封信給外婆。', en: 'On Saturday, Mom wants to send a letter to Grandma.' },
          { tw: '小明問：「要去哪裡寄信呢？」', en: 'Xiaoming asks, "Where do we go to send it?"' },
          { tw: '媽媽說：「去郵局，郵局就在公園那裡。」', en: 'Mom says, "To the post office. It\'s over there by the park."' },
          { tw: '郵局裡有好多漂亮的郵票，小明和小美都想要。', en: 'The post office has lots of pretty stamps, and Xiaoming and Xiaomei both want some.' },
          { tw: '媽媽買了兩張郵票，讓他們一人貼一張。', en: 'Mom buys two stamps and lets each of them stick one on.' },
        ],
      },
    ],
  },
  {
    radical: '酉',
    name: { tw: '酉字旁', en: 'the jar radical' },
    meaning: {
      tw: '酉的樣子像古時候裝酒的瓶，有酉字旁的字常常和酒、醬油、醋這些慢慢泡出來的東西有關，也和醫生有關。',
      en: 'You looks like a jar for wine, and characters with it are often about things made in jars, like wine, soy sauce and vinegar, and about doctors too.',
    },
    lessons: [
      {
        key: 's2-jar-1',
        title: { tw: '去看牙醫', en: 'A visit to the dentist' },
        words: [
          {
            word: '醫生',
            english: 'doctor',
            explain: 'A doctor is a person who helps you get better when you are sick.',
            examples: [
              { tw: '看醫生', en: 'see a doctor' },
              { tw: '醫生阿姨', en: 'the lady doctor' },
            ],
            sentence: { tw: '我感冒了，媽媽帶我去看醫生。', en: 'I caught a cold, so Mom took me to see a doctor.' },
            picture: '🧑‍⚕️',
          },
          {
            word: '牙醫',
            english: 'dentist',
            explain: 'A dentist is a doctor who takes care of your teeth.',
            examples: [
              { tw: '看牙醫', en: 'go to the dentist' },
              { tw: '牙醫師', en: 'dentist' },
            ],
            sentence: { tw: '牙醫說我的牙齒很健康。', en: 'The dentist says my teeth are very healthy.' },
            picture: '🦷',
          },
          {
            word: '醫院',
            english: 'hospital',
            explain: 'A hospital is a big building where doctors and nurses care for sick people.',
            examples: [
              { tw: '去醫院', en: 'go to the hospital' },
              { tw: '醫院的護理師', en: 'the nurse at the hospital' },
            ],
            sentence: { tw: '外公在醫院住了三天。', en: 'Grandpa stayed in the hospital for three days.' },
            picture: '🏥',
          },
          {
            word: '醬油',
            english: 'soy sauce',
            explain: 'Soy sauce is a dark salty sauce made from beans that we put in food.',
            examples: [
              { tw: '一瓶醬油', en: 'a bottle of soy sauce' },
              { tw: '加醬油', en: 'add soy sauce' },
            ],
            sentence: { tw: '奶奶做滷蛋要加醬油。', en: 'Grandma adds soy sauce to make braised eggs.' },
          },
          {
            word: '酸',
            english: 'sour',
            explain: 'Something is sour when it tastes sharp like a lemon.',
            examples: [
              { tw: '好酸', en: 'so sour' },
              { tw: '酸酸甜甜', en: 'sweet and sour' },
            ],
            sentence: { tw: '這顆檸檬好酸喔！', en: 'This lemon is so sour!' },
            picture: '🍋',
          },
          {
            word: '酒',
            english: 'wine',
            explain: 'Wine is a drink only for grown-ups, and cooks put a little in some food.',
            examples: [
              { tw: '一瓶酒', en: 'a bottle of wine' },
              { tw: '米酒', en: 'rice wine' },
            ],
            sentence: { tw: '酒是大人喝的，小朋友不能喝。', en: 'Wine is for grown-ups, and children must not drink it.' },
            picture: '🍷',
          },
        ],
        story: [
          { tw: '小明的牙齒好痛，媽媽帶他去醫院。', en: "Xiaoming's tooth hurts, so Mom takes him to the hospital." },
          { tw: '幫他看牙齒的醫生是一位牙醫。', en: 'The doctor who checks his teeth is a dentist.' },
          { tw: '牙醫說：「酸酸的糖果要少吃，每天都要好好刷牙。」', en: 'The dentist says, "Eat fewer sour candies, and brush your teeth well every day."' },
          { tw: '晚上，爸爸在煮魚，他加了醬油，也加了一點點酒。', en: 'In the evening, Dad cooks fish, and he adds soy sauce and a tiny bit of wine.' },
          { tw: '爸爸說：「酒是給魚的，小孩子不能喝喔。」', en: 'Dad says, "The wine is for the fish. Kids can\'t drink it."' },
        ],
      },
    ],
  },
  {
    radical: '身',
    name: { tw: '身字旁', en: 'the body radical' },
    meaning: {
      tw: '身就是身體，有身字旁的字常常和身體做的動作有關，像躺下來、躲起來。',
      en: 'Shen means the body, and characters with it are often about what the body does, like lying down and hiding.',
    },
    lessons: [
      {
        key: 's2-body-1',
        title: { tw: '捉迷藏', en: 'Hide and seek' },
        words: [
          {
            word: '身高',
            english: 'height',
            explain: 'Your height is how tall you are from your feet to the top of your head.',
            examples: [
              { tw: '量身高', en: 'measure your height' },
              { tw: '身高一百公分', en: 'one meter tall' },
            ],
            sentence: { tw: '爸爸在牆上幫我量身高。', en: 'Dad measures my height against the wall.' },
            picture: '📏',
          },
          {
            word: '全身',
            english: 'whole body',
            explain: 'Your whole body means all of you, from your head to your toes.',
            examples: [
              { tw: '全身都溼了', en: 'soaked all over' },
              { tw: '全身是泥', en: 'covered in mud' },
            ],
            sentence: { tw: '淋了雨，我全身都溼了。', en: 'I got caught in the rain, and my whole body got wet.' },
          },
          {
            word: '躺',
            english: 'lie down',
            explain: 'You lie down when you rest your body flat on a bed or the floor.',
            examples: [
              { tw: '躺下來', en: 'lie down' },
              { tw: '躺在床上', en: 'lie in bed' },
            ],
            sentence: { tw: '我躺在草地上看雲。', en: 'I lie on the grass and watch the clouds.' },
            picture: '🛌',
          },
          {
            word: '躲',
            english: 'hide',
            explain: 'You hide when you go where others cannot see you.',
            examples: [
              { tw: '躲起來', en: 'hide away' },
              { tw: '躲雨', en: 'take shelter from the rain' },
            ],
            sentence: { tw: '小貓躲在椅子下面。', en: 'The kitten hides under the chair.' },
            picture: '🙈',
          },
        ],
        story: [
          { tw: '星期天，小明和小美在家裡玩捉迷藏。', en: 'On Sunday, Xiaoming and Xiaomei play hide and seek at home.' },
          { tw: '小美躲到窗簾後面，小明躺在沙發後面。', en: 'Xiaomei hides behind the curtain, and Xiaoming lies down behind the sofa.' },
          { tw: '豆豆跑過來，把小明的全身都聞了一遍。', en: 'Doudou runs over and sniffs Xiaoming all over.' },
          { tw: '爸爸笑著說：「小明的身高長高了，沙發快藏不住你了！」', en: 'Dad laughs, "Xiaoming, you\'ve grown so tall that the sofa can hardly hide you!"' },
        ],
      },
    ],
  },
  {
    radical: '欠',
    name: { tw: '欠字旁', en: 'the yawn radical' },
    meaning: {
      tw: '欠像一個人張大嘴巴打哈欠，有欠字旁的字常常和張開嘴巴、唱歌、開心有關。',
      en: 'Qian looks like a person opening their mouth wide to yawn, and characters with it are often about open mouths, singing and joy.',
    },
    lessons: [
      {
        key: 's2-yawn-1',
        title: { tw: '再唱一次', en: 'Sing it once more' },
        words: [
          {
            word: '喜歡',
            english: 'like',
            explain: 'You like something when it makes you happy and you enjoy it.',
            examples: [
              { tw: '我喜歡你', en: 'I like you' },
              { tw: '喜歡畫畫', en: 'like drawing' },
            ],
            sentence: { tw: '我最喜歡吃草莓。', en: 'I like strawberries best.' },
            picture: '😍',
          },
          {
            word: '次',
            english: 'time',
            sense: 'how many times',
            explain: 'We use time to count how often something happens, like one time or two times.',
            examples: [
              { tw: '一次', en: 'once' },
              { tw: '再一次', en: 'one more time' },
              { tw: '第一次', en: 'the first time' },
            ],
            sentence: { tw: '這是我第一次坐飛機。', en: 'This is my first time on a plane.' },
          },
          {
            word: '歌',
            english: 'song',
            explain: 'A song is music with words that you sing.',
            examples: [
              { tw: '一首歌', en: 'a song' },
              { tw: '兒歌', en: "children's song" },
              { tw: '生日快樂歌', en: 'the birthday song' },
            ],
            sentence: { tw: '老師教我們唱一首新歌。', en: 'The teacher teaches us a new song.' },
            picture: '🎵',
          },
          {
            word: '打哈欠',
            english: 'yawn',
            explain: 'You yawn when you are sleepy and open your mouth wide to take a big breath.',
            examples: [
              { tw: '一直打哈欠', en: 'keep yawning' },
              { tw: '打哈欠的小貓', en: 'a yawning kitten' },
            ],
            sentence: { tw: '好晚了，弟弟一直打哈欠。', en: 'It is late, and my little brother keeps yawning.' },
            picture: '🥱',
          },
        ],
        story: [
          { tw: '晚上，小美最喜歡聽媽媽唱歌。', en: 'At night, Xiaomei loves listening to Mom sing.' },
          { tw: '媽媽唱了一首好聽的歌。', en: 'Mom sings a lovely song.' },
          { tw: '小美說：「再唱一次！」', en: 'Xiaomei says, "Sing it one more time!"' },
          { tw: '媽媽又唱了一次，小美開始打哈欠。', en: 'Mom sings it again, and Xiaomei begins to yawn.' },
          { tw: '唱到第三次，小美已經睡著了。', en: 'By the third time, Xiaomei is fast asleep.' },
        ],
      },
    ],
  },
  {
    radical: '矢',
    name: { tw: '矢字旁', en: 'the arrow radical' },
    meaning: {
      tw: '矢就是弓箭的箭，有矢字旁的字常常和長短、高矮有關。',
      en: 'Shi means an arrow, and characters with it are often about how long or short, tall or small something is.',
    },
    lessons: [
      {
        key: 's2-arrow-1',
        title: { tw: '短褲變短了', en: 'The shorts got short' },
        words: [
          {
            word: '知道',
            english: 'know',
            explain: 'You know something when you have it in your head, like your name.',
            examples: [
              { tw: '我知道', en: 'I know' },
              { tw: '你知道嗎', en: 'do you know' },
            ],
            sentence: { tw: '我知道答案了！', en: 'I know the answer!' },
            picture: '💡',
          },
          {
            word: '短',
            english: 'short',
            sense: 'not long',
            explain: 'Something is short when it is not long, like a short pencil.',
            examples: [
              { tw: '短頭髮', en: 'short hair' },
              { tw: '很短', en: 'very short' },
            ],
            sentence: { tw: '小美剪了短頭髮。', en: 'Xiaomei got her hair cut short.' },
          },
          {
            word: '矮',
            english: 'short',
            sense: 'not tall',
            explain: 'Someone is short when they are not tall.',
            examples: [
              { tw: '矮矮的', en: 'quite short' },
              { tw: '比我矮', en: 'shorter than me' },
            ],
            sentence: { tw: '弟弟比我矮一點。', en: 'My little brother is a bit shorter than me.' },
          },
          {
            word: '短褲',
            english: 'shorts',
            explain: 'Shorts are pants that stop above your knees.',
            examples: [
              { tw: '穿短褲', en: 'wear shorts' },
              { tw: '一條短褲', en: 'a pair of shorts' },
            ],
            sentence: { tw: '天氣好熱，我穿短褲去上學。', en: 'It is very hot, so I wear shorts to school.' },
            picture: '🩳',
          },
        ],
        story: [
          { tw: '天氣變熱了，小明穿上去年的短褲。', en: "The weather is getting hot, and Xiaoming puts on last year's shorts." },
          { tw: '小美說：「哥哥，你的短褲好短喔！」', en: 'Xiaomei says, "Brother, your shorts are so short!"' },
          { tw: '媽媽說：「你知道為什麼嗎？因為你長高了。」', en: 'Mom says, "Do you know why? Because you have grown taller."' },
          { tw: '小美站到哥哥旁邊，發現自己還是比哥哥矮。', en: 'Xiaomei stands beside her brother and finds she is still shorter than him.' },
          { tw: '小美說：「我要多喝牛奶，明年就不會比你矮了！」', en: 'Xiaomei says, "I\'ll drink more milk, and next year I won\'t be shorter than you!"' },
        ],
      },
    ],
  },
  {
    radical: '老',
    name: { tw: '老字頭', en: 'the old radical' },
    meaning: {
      tw: '老就是年紀大，有老字頭的字常常和年紀大的人還有念書、考試有關。',
      en: 'Lao means old, and characters with it are often about older people and about studying and tests.',
    },
    lessons: [
      {
        key: 's2-old-1',
        title: { tw: '考完試去動物園', en: 'To the zoo after the test' },
        words: [
          {
            word: '老師',
            english: 'teacher',
            explain: 'A teacher is a person who helps you learn at school.',
            examples: [
              { tw: '我的老師', en: 'my teacher' },
              { tw: '老師好', en: 'good morning, teacher' },
            ],
            sentence: { tw: '老師教我們寫字。', en: 'The teacher teaches us to write characters.' },
            picture: '🧑‍🏫',
          },
          {
            word: '老虎',
            english: 'tiger',
            explain: 'A tiger is a big wild cat with orange fur and black stripes.',
            examples: [
              { tw: '一隻老虎', en: 'a tiger' },
              { tw: '老虎的叫聲', en: "a tiger's roar" },
            ],
            sentence: { tw: '老虎在大石頭上睡午覺。', en: 'The tiger takes a nap on a big rock.' },
            picture: '🐯',
          },
          {
            word: '考試',
            english: 'test',
            explain: 'A test is when you answer questions to show what you have learned.',
            examples: [
              { tw: '明天考試', en: 'a test tomorrow' },
              { tw: '考試一百分', en: 'full marks on the test' },
            ],
            sentence: { tw: '考試前，我把生字再寫一遍。', en: 'Before the test, I write the new characters once more.' },
            picture: '📝',
          },
          {
            word: '老鷹',
            english: 'eagle',
            explain: 'An eagle is a big strong bird that flies high and has sharp eyes.',
            examples: [
              { tw: '一隻老鷹', en: 'an eagle' },
              { tw: '老鷹抓小雞', en: 'the eagle and chicks game' },
            ],
            sentence: { tw: '老鷹在天空中飛來飛去。', en: 'An eagle flies around in the sky.' },
            picture: '🦅',
          },
          {
            word: '老人',
            english: 'old person',
            explain: 'An old person has lived for many, many years, like a great grandpa.',
            examples: [
              { tw: '老人家', en: 'an elderly person' },
              { tw: '幫助老人', en: 'help old people' },
            ],
            sentence: { tw: '公車上，小明讓座給一位老人。', en: 'On the bus, Xiaoming gives his seat to an old person.' },
            picture: '🧓',
          },
        ],
        story: [
          { tw: '考試考完了，老師帶大家去動物園。', en: 'The test is over, and the teacher takes everyone to the zoo.' },
          { tw: '小明看到一隻老虎躺在樹下睡覺。', en: 'Xiaoming sees a tiger sleeping under a tree.' },
          { tw: '小美指著天空說：「看，有一隻老鷹！」', en: 'Xiaomei points at the sky and says, "Look, an eagle!"' },
          { tw: '動物園門口有一位老人在賣氣球。', en: 'At the zoo gate, an old man is selling balloons.' },
          { tw: '老師買了一個氣球給小美，說：「這是妳考試進步的禮物。」', en: 'The teacher buys Xiaomei a balloon and says, "This is a present for doing better on your test."' },
        ],
      },
    ],
  },
  {
    radical: '黑',
    name: { tw: '黑字旁', en: 'the black radical' },
    meaning: {
      tw: '黑就是黑色，像晚上的天空，有黑字旁的字常常和黑色還有小小的點有關。',
      en: 'Hei means black like the night sky, and characters with it are often about black things and little dots.',
    },
    lessons: [
      {
        key: 's2-black-1',
        title: { tw: '下午的點心', en: 'An afternoon snack' },
        words: [
          {
            word: '黑色',
            english: 'black',
            explain: 'Black is the darkest color, like the sky on a night with no moon.',
            examples: [
              { tw: '黑色的貓', en: 'a black cat' },
              { tw: '黑色的鞋子', en: 'black shoes' },
            ],
            sentence: { tw: '爸爸穿了一件黑色的外套。', en: 'Dad is wearing a black jacket.' },
            picture: '⚫',
          },
          {
            word: '點心',
            english: 'snack',
            explain: 'A snack is a little bit of food you eat between meals.',
            examples: [
              { tw: '吃點心', en: 'have a snack' },
              { tw: '下午的點心', en: 'an afternoon snack' },
            ],
            sentence: { tw: '下課後，我吃了一塊蛋糕當點心。', en: 'After class, I had a piece of cake as a snack.' },
            picture: '🍪',
          },
          {
            word: '點頭',
            english: 'nod',
            explain: 'You nod when you move your head up and down to say yes.',
            examples: [
              { tw: '點點頭', en: 'nod a little' },
              { tw: '點頭說好', en: 'nod and say yes' },
            ],
            sentence: { tw: '老師問我懂了沒有，我點頭說懂了。', en: 'The teacher asks if I understand, and I nod yes.' },
          },
          {
            word: '一點',
            english: 'a little',
            explain: 'A little means just a small amount of something.',
            examples: [
              { tw: '一點點', en: 'a tiny bit' },
              { tw: '多吃一點', en: 'eat a little more' },
            ],
            sentence: { tw: '湯有一點燙，要慢慢喝。', en: 'The soup is a little hot, so drink it slowly.' },
          },
        ],
        story: [
          { tw: '下午三點，奶奶端出一盤點心。', en: 'At three in the afternoon, Grandma brings out a plate of snacks.' },
          { tw: '盤子裡是黑色的芝麻湯圓。', en: 'On the plate are black sesame rice balls.' },
          { tw: '奶奶問：「要不要再加一點糖？」', en: 'Grandma asks, "Do you want a little more sugar?"' },
          { tw: '小明點頭說：「要！我還想多吃一點。」', en: 'Xiaoming nods and says, "Yes! And I want to eat a little more."' },
        ],
      },
    ],
  },
  {
    radical: '皮',
    name: { tw: '皮字旁', en: 'the skin radical' },
    meaning: {
      tw: '皮就是包在身體或水果外面的那一層，有皮字旁的字常常和皮膚有關。',
      en: 'Pi is the outside layer of a body or a fruit, and characters with it are often about skin.',
    },
    lessons: [
      {
        key: 's2-skin-1',
        title: { tw: '皮球滾走了', en: 'The ball rolls away' },
        words: [
          {
            word: '皮膚',
            english: 'skin',
            explain: 'Your skin covers your whole body on the outside.',
            examples: [
              { tw: '皮膚很白', en: 'fair skin' },
              { tw: '保護皮膚', en: 'protect your skin' },
            ],
            sentence: { tw: '太陽太大，皮膚會曬傷。', en: 'When the sun is strong, your skin can get sunburned.' },
          },
          {
            word: '皮球',
            english: 'rubber ball',
            explain: 'A rubber ball is a bouncy ball for kicking and throwing.',
            examples: [
              { tw: '拍皮球', en: 'bounce a ball' },
              { tw: '踢皮球', en: 'kick a ball' },
            ],
            sentence: { tw: '弟弟在院子裡拍皮球。', en: 'My little brother bounces a ball in the yard.' },
          },
          {
            word: '皮鞋',
            english: 'leather shoes',
            explain: 'Leather shoes are smart shoes made from animal skin.',
            examples: [
              { tw: '一雙皮鞋', en: 'a pair of leather shoes' },
              { tw: '擦皮鞋', en: 'polish leather shoes' },
            ],
            sentence: { tw: '爸爸上班都穿黑色的皮鞋。', en: 'Dad always wears black leather shoes to work.' },
            picture: '👞',
          },
          {
            word: '皺紋',
            english: 'wrinkle',
            explain: 'Wrinkles are little lines on the skin that come as people grow old.',
            examples: [
              { tw: '臉上的皺紋', en: 'wrinkles on the face' },
              { tw: '很多皺紋', en: 'lots of wrinkles' },
            ],
            sentence: { tw: '奶奶笑的時候，眼睛旁邊有好多皺紋。', en: 'When Grandma smiles, there are lots of wrinkles by her eyes.' },
          },
        ],
        story: [
          { tw: '爺爺穿著亮亮的皮鞋，帶小美去公園。', en: 'Grandpa puts on his shiny leather shoes and takes Xiaomei to the park.' },
          { tw: '小美用力一踢，皮球滾到了草地上。', en: 'Xiaomei gives a big kick, and the ball rolls onto the grass.' },
          { tw: '爺爺彎下腰去拿，臉上的皺紋都笑開了。', en: 'Grandpa bends down to get it, and the wrinkles on his face spread into a smile.' },
          { tw: '爺爺說：「太陽好大，皮膚會曬紅，我們去樹下玩吧。」', en: 'Grandpa says, "The sun is strong and our skin will burn. Let\'s play under the tree."' },
        ],
      },
    ],
  },
];
