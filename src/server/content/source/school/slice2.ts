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
  {
    key: 's2-mouth-5',
    title: { tw: '嘴巴的工作', en: 'What a mouth does' },
    words: [
      {
        word: '嘴巴',
        english: 'mouth',
        sense: 'what we say',
        explain: 'Your mouth is the part of your face you eat, talk and smile with.',
        examples: [
          { tw: '張開嘴巴', en: 'open your mouth' },
          { tw: '閉上嘴巴', en: 'close your mouth' },
        ],
        sentence: { tw: '醫生說：「請張開嘴巴，說『啊』。」', en: 'The doctor says, "Please open your mouth and say \'ah\'."' },
        picture: '👄',
      },
      {
        word: '呼吸',
        english: 'breathe',
        explain: 'You breathe when you take air in and let it out through your nose or mouth.',
        examples: [
          { tw: '深呼吸', en: 'take a deep breath' },
          { tw: '用鼻子呼吸', en: 'breathe through your nose' },
        ],
        sentence: { tw: '跑完步，我張大嘴巴用力呼吸。', en: 'After running, I open my mouth wide and breathe hard.' },
      },
      {
        word: '吐',
        english: 'spit out',
        explain: 'You spit something out when you push it out of your mouth.',
        examples: [
          { tw: '吐出來', en: 'spit it out' },
          { tw: '吐舌頭', en: 'stick out your tongue' },
        ],
        sentence: { tw: '吃西瓜時，我把籽吐在碗裡。', en: 'When I eat watermelon, I spit the seeds into a bowl.' },
      },
      {
        word: '味道',
        english: 'taste',
        explain: 'The taste of food is what it is like in your mouth, like sweet or salty.',
        examples: [
          { tw: '好味道', en: 'a good taste' },
          { tw: '甜甜的味道', en: 'a sweet taste' },
        ],
        sentence: { tw: '這碗湯的味道好香。', en: 'This bowl of soup smells and tastes so good.' },
        picture: '😋',
      },
      {
        word: '打噴嚏',
        english: 'sneeze',
        explain: 'You sneeze when air bursts out of your nose and mouth all of a sudden.',
        examples: [
          { tw: '一直打噴嚏', en: 'keep sneezing' },
          { tw: '忍不住打噴嚏', en: "can't help sneezing" },
        ],
        sentence: { tw: '打噴嚏時要用手帕遮住嘴巴。', en: 'Cover your mouth with a handkerchief when you sneeze.' },
        picture: '🤧',
      },
    ],
    story: [
      { tw: '小明的嘴巴每天都有好多工作。', en: "Xiaoming's mouth has lots of work to do every day." },
      { tw: '吃飯的時候，他慢慢嚐每一道菜的味道。', en: 'At mealtime, he slowly tastes every dish.' },
      { tw: '吃西瓜的時候，他把黑黑的籽吐出來。', en: 'When he eats watermelon, he spits out the black seeds.' },
      { tw: '跑步跑累了，他張開嘴巴大口呼吸。', en: 'When he is tired from running, he opens his mouth and takes big breaths.' },
      { tw: '胡椒粉飛進鼻子裡，他忍不住打噴嚏。', en: "Pepper flies up his nose, and he can't help sneezing." },
    ],
  },
  {
    key: 's2-mouth-6',
    title: { tw: '坐公車去外婆家', en: "By bus to Grandma's" },
    words: [
      {
        word: '司機',
        english: 'driver',
        explain: 'A driver is a person who drives a car, a bus or a truck.',
        examples: [
          { tw: '公車司機', en: 'bus driver' },
          { tw: '計程車司機', en: 'taxi driver' },
        ],
        sentence: { tw: '公車司機開車很小心。', en: 'The bus driver drives very carefully.' },
        picture: '🚌',
      },
      {
        word: '哪裡',
        english: 'where',
        explain: 'We say where when we ask about a place.',
        examples: [
          { tw: '在哪裡', en: 'where is it' },
          { tw: '去哪裡', en: 'where are you going' },
        ],
        sentence: { tw: '我的鉛筆盒在哪裡？', en: 'Where is my pencil case?' },
      },
      {
        word: '名字',
        english: 'name',
        explain: 'Your name is the word people call you by.',
        examples: [
          { tw: '寫名字', en: 'write your name' },
          { tw: '我的名字', en: 'my name' },
        ],
        sentence: { tw: '我在作業本上寫好自己的名字。', en: 'I write my own name on my workbook.' },
        picture: '📛',
      },
      {
        word: '各種',
        english: 'all kinds',
        explain: 'All kinds means many different sorts of something.',
        examples: [
          { tw: '各種顏色', en: 'all kinds of colors' },
          { tw: '各種動物', en: 'all kinds of animals' },
        ],
        sentence: { tw: '水族館裡有各種魚。', en: 'The aquarium has all kinds of fish.' },
      },
      {
        word: '簡單',
        english: 'easy',
        explain: 'Something is easy when it is not hard to do.',
        examples: [
          { tw: '很簡單', en: 'very easy' },
          { tw: '簡單的問題', en: 'an easy question' },
        ],
        sentence: { tw: '這題好簡單，我一下子就算出來了。', en: 'This one is so easy that I worked it out at once.' },
      },
    ],
    story: [
      { tw: '星期六，媽媽帶小明和小美坐公車去外婆家。', en: "On Saturday, Mom takes Xiaoming and Xiaomei by bus to Grandma's house." },
      { tw: '司機叔叔笑著問：「小朋友，你們要去哪裡？」', en: 'The bus driver smiles and asks, "Where are you going, children?"' },
      { tw: '小美說：「我們要去外婆家，外婆家門口有各種漂亮的花。」', en: 'Xiaomei says, "We\'re going to Grandma\'s. There are all kinds of pretty flowers by her door."' },
      { tw: '司機叔叔又問：「妳叫什麼名字？」', en: 'The driver asks, "What\'s your name?"' },
      { tw: '小美說：「我叫小美，很簡單，很好記喔！」', en: 'Xiaomei says, "I\'m Xiaomei. It\'s easy to remember!"' },
    ],
  },
  {
    key: 's2-mouth-7',
    title: { tw: '公園裡的聲音', en: 'Sounds in the park' },
    words: [
      {
        word: '貓咪',
        english: 'kitty',
        explain: 'Kitty is a sweet name for a cat.',
        examples: [
          { tw: '小貓咪', en: 'little kitty' },
          { tw: '一隻貓咪', en: 'a kitty' },
        ],
        sentence: { tw: '貓咪在窗邊曬太陽。', en: 'The kitty is sunning itself by the window.' },
        picture: '🐱',
      },
      {
        word: '呱呱',
        english: 'croak',
        explain: 'Croak is the sound a frog or a duck makes, gua gua.',
        examples: [
          { tw: '呱呱叫', en: 'croaking' },
          { tw: '青蛙呱呱', en: 'the frog croaks' },
        ],
        sentence: { tw: '下雨的晚上，青蛙呱呱叫。', en: 'On rainy nights, the frogs croak.' },
        picture: '🐸',
      },
      {
        word: '呵呵',
        english: 'chuckle',
        explain: 'He he is the soft sound of a happy little laugh.',
        examples: [
          { tw: '呵呵笑', en: 'chuckle' },
          { tw: '笑呵呵', en: 'all smiles' },
        ],
        sentence: { tw: '爺爺聽了笑話，呵呵笑個不停。', en: 'Grandpa hears the joke and keeps on chuckling.' },
        picture: '😄',
      },
      {
        word: '噴水池',
        english: 'fountain',
        explain: 'A fountain is a pool where water shoots up into the air.',
        examples: [
          { tw: '公園的噴水池', en: 'the fountain in the park' },
          { tw: '大噴水池', en: 'a big fountain' },
        ],
        sentence: { tw: '噴水池的水在太陽下閃閃發亮。', en: 'The water of the fountain sparkles in the sun.' },
        picture: '⛲',
      },
    ],
    story: [
      { tw: '傍晚，爺爺帶小美去公園散步。', en: 'In the late afternoon, Grandpa takes Xiaomei for a walk in the park.' },
      { tw: '公園中間有一個噴水池，水噴得好高。', en: 'In the middle of the park is a fountain that shoots water up high.' },
      { tw: '水池邊的青蛙呱呱叫，一隻貓咪悄悄走過去。', en: 'A frog croaks by the pool, and a kitty creeps over quietly.' },
      { tw: '青蛙撲通一聲跳進水裡，貓咪嚇了一大跳。', en: 'The frog jumps into the water with a splash, and the kitty gets a big fright.' },
      { tw: '爺爺看了，呵呵笑了起來。', en: 'Grandpa sees it and starts to chuckle.' },
    ],
  },
  {
    key: 's2-mouth-8',
    title: { tw: '啄木鳥醫生', en: 'Doctor Woodpecker' },
    words: [
      {
        word: '啄木鳥',
        english: 'woodpecker',
        explain: 'A woodpecker is a bird that taps holes in trees with its strong beak to find bugs.',
        examples: [
          { tw: '一隻啄木鳥', en: 'a woodpecker' },
          { tw: '啄木鳥醫生', en: 'Doctor Woodpecker' },
        ],
        sentence: { tw: '啄木鳥在樹上找蟲吃。', en: 'The woodpecker looks for bugs to eat in the tree.' },
      },
      {
        word: '叩叩',
        english: 'knock knock',
        explain: 'Knock knock is the sound of tapping on a door or on wood.',
        examples: [
          { tw: '叩叩叩', en: 'knock knock knock' },
          { tw: '叩叩的聲音', en: 'a knocking sound' },
        ],
        sentence: { tw: '門外傳來叩叩的聲音，是誰來了呢？', en: 'There is a knocking at the door. Who could it be?' },
        picture: '🚪',
      },
      {
        word: '嚇一跳',
        english: 'startled',
        explain: 'You are startled when something sudden gives you a little fright.',
        examples: [
          { tw: '被嚇一跳', en: 'get a fright' },
          { tw: '嚇一跳的小貓', en: 'a startled kitten' },
        ],
        sentence: { tw: '弟弟突然大叫，把我嚇一跳。', en: 'My little brother suddenly shouted and gave me a fright.' },
        picture: '😲',
      },
      {
        word: '喊',
        english: 'shout',
        explain: 'You shout when you call out in a very loud voice.',
        examples: [
          { tw: '大喊', en: 'shout loudly' },
          { tw: '喊加油', en: 'cheer them on' },
        ],
        sentence: { tw: '媽媽在樓下喊我們吃飯。', en: 'Mom shouts from downstairs for us to come and eat.' },
        picture: '📣',
      },
      {
        word: '吵',
        english: 'noisy',
        explain: 'A place is noisy when there are lots of loud sounds.',
        examples: [
          { tw: '好吵', en: 'so noisy' },
          { tw: '吵醒', en: 'wake someone with noise' },
          { tw: '不要吵', en: 'be quiet' },
        ],
        sentence: { tw: '外面在施工，好吵喔。', en: 'There is building work outside, and it is so noisy.' },
      },
    ],
    story: [
      { tw: '森林裡的大樹生病了，樹幹裡住著好多蟲。', en: 'A big tree in the forest is sick, and lots of bugs live in its trunk.' },
      { tw: '啄木鳥醫生飛來了，在樹上叩叩叩，敲個不停。', en: 'Doctor Woodpecker flies over and goes knock knock knock on the tree without stopping.' },
      { tw: '樹下的小松鼠被嚇一跳，大喊：「好吵喔！」', en: 'A little squirrel under the tree gets a fright and shouts, "It\'s so noisy!"' },
      { tw: '啄木鳥說：「對不起，我在幫大樹抓蟲呢。」', en: 'The woodpecker says, "Sorry, I\'m catching the bugs for the big tree."' },
      { tw: '小松鼠聽了，不再生氣了，還在樹下幫啄木鳥加油。', en: 'When the little squirrel hears this, it is not cross anymore and cheers the woodpecker on from under the tree.' },
    ],
  },
  {
    key: 's2-mouth-9',
    title: { tw: '一起做勞作', en: 'Making crafts together' },
    words: [
      {
        word: '合作',
        english: 'work together',
        explain: 'You work together when you and others help each other to do one job.',
        examples: [
          { tw: '分工合作', en: 'share the work' },
          { tw: '一起合作', en: 'work together' },
        ],
        sentence: { tw: '我們合作把教室打掃乾淨。', en: 'We worked together to clean the classroom.' },
        picture: '🤝',
      },
      {
        word: '作品',
        english: 'artwork',
        explain: 'Your artwork is something you made yourself, like a drawing or a clay animal.',
        examples: [
          { tw: '我的作品', en: 'my artwork' },
          { tw: '美術作品', en: 'artwork' },
        ],
        sentence: { tw: '老師把我們的作品貼在牆上。', en: 'The teacher puts our artwork up on the wall.' },
        picture: '🖼️',
      },
      {
        word: '嘻嘻',
        english: 'giggle',
        explain: 'A giggle is a small, happy laugh, hee hee.',
        examples: [
          { tw: '嘻嘻笑', en: 'giggle' },
          { tw: '笑嘻嘻', en: 'all smiles' },
        ],
        sentence: { tw: '妹妹躲在門後面嘻嘻笑。', en: 'My little sister giggles behind the door.' },
        picture: '🤭',
      },
      {
        word: '好啦',
        english: 'okay',
        explain: 'We say okay when we agree to something.',
        examples: [
          { tw: '好啦好啦', en: 'okay, okay' },
          { tw: '好啦，我知道了', en: 'okay, I get it' },
        ],
        sentence: { tw: '好啦，我現在就去洗澡。', en: "Okay, I'll go take a bath right now." },
      },
      {
        word: '咖啡',
        english: 'coffee',
        explain: 'Coffee is a hot brown drink that many grown-ups have in the morning.',
        examples: [
          { tw: '一杯咖啡', en: 'a cup of coffee' },
          { tw: '咖啡色', en: 'brown' },
        ],
        sentence: { tw: '爸爸早上都要喝一杯咖啡。', en: 'Dad has a cup of coffee every morning.' },
        picture: '☕',
      },
      {
        word: '唸',
        english: 'read aloud',
        explain: 'You read aloud when you say the words of a book out loud.',
        examples: [
          { tw: '唸課文', en: 'read the lesson aloud' },
          { tw: '唸故事', en: 'read a story aloud' },
        ],
        sentence: { tw: '睡覺前，媽媽唸故事給我聽。', en: 'At bedtime, Mom reads a story aloud to me.' },
        picture: '📖',
      },
      {
        word: '喂',
        english: 'hello',
        explain: 'We say hello like this when we answer the phone.',
        examples: [
          { tw: '喂，你好', en: 'hello, hi' },
          { tw: '喂，請問是誰', en: 'hello, who is this' },
        ],
        sentence: { tw: '電話響了，我拿起來說：「喂？」', en: 'The phone rings, and I pick it up and say, "Hello?"' },
        picture: '📞',
      },
    ],
    story: [
      { tw: '星期天下午，爸爸在喝咖啡，小明和小美在做勞作。', en: 'On Sunday afternoon, Dad is drinking coffee while Xiaoming and Xiaomei make crafts.' },
      { tw: '兩個人合作，用紙盒做了一座城堡。', en: 'The two of them work together and make a castle from paper boxes.' },
      { tw: '小美嘻嘻笑著說：「這是我們最棒的作品！」', en: 'Xiaomei giggles and says, "This is our best artwork ever!"' },
      { tw: '電話響了，爸爸接起來說：「喂？」', en: 'The phone rings, and Dad picks it up and says, "Hello?"' },
      { tw: '是外婆打來的，小明唸了城堡上寫的字給外婆聽。', en: 'It is Grandma, and Xiaoming reads aloud to her the words written on the castle.' },
      { tw: '外婆說：「好啦，下次來外婆家，要帶來給我看喔！」', en: 'Grandma says, "Okay, next time you come to my house, bring it to show me!"' },
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
  {
    key: 's2-earth-2',
    title: { tw: '垃圾車來了', en: 'Here comes the garbage truck' },
    words: [
      {
        word: '垃圾車',
        english: 'garbage truck',
        explain: 'A garbage truck comes down the street and takes away everyone\'s trash.',
        examples: [
          { tw: '等垃圾車', en: 'wait for the garbage truck' },
          { tw: '垃圾車的音樂', en: "the garbage truck's music" },
        ],
        sentence: { tw: '聽到音樂，就知道垃圾車來了。', en: 'When we hear the music, we know the garbage truck is here.' },
        picture: '🚛',
      },
      {
        word: '壞',
        english: 'broken',
        sense: 'not working',
        explain: 'Something is broken when it does not work anymore.',
        examples: [
          { tw: '壞掉了', en: 'it broke' },
          { tw: '弄壞', en: 'break it' },
        ],
        sentence: { tw: '我的雨傘被風吹壞了。', en: 'The wind broke my umbrella.' },
      },
      {
        word: '一塊',
        english: 'a piece',
        explain: 'A piece is one part of something, like a piece of cake.',
        examples: [
          { tw: '一塊蛋糕', en: 'a piece of cake' },
          { tw: '一塊石頭', en: 'a stone' },
        ],
        sentence: { tw: '媽媽給了我一塊西瓜。', en: 'Mom gave me a piece of watermelon.' },
        picture: '🍰',
      },
      {
        word: '模型',
        english: 'model',
        explain: 'A model is a small copy of something big, like a toy airplane you build.',
        examples: [
          { tw: '飛機模型', en: 'model airplane' },
          { tw: '做模型', en: 'build a model' },
        ],
        sentence: { tw: '哥哥做了一個火車模型。', en: 'My big brother built a model train.' },
      },
      {
        word: '報紙',
        english: 'newspaper',
        explain: 'A newspaper is big sheets of paper printed with the news of the day.',
        examples: [
          { tw: '看報紙', en: 'read the newspaper' },
          { tw: '舊報紙', en: 'old newspapers' },
        ],
        sentence: { tw: '爺爺每天早上都看報紙。', en: 'Grandpa reads the newspaper every morning.' },
        picture: '📰',
      },
    ],
    story: [
      { tw: '晚上，街上傳來好聽的音樂，垃圾車來了。', en: 'In the evening, a pretty tune comes down the street: the garbage truck is here.' },
      { tw: '爸爸抱著一疊舊報紙，小明提著一袋垃圾。', en: 'Dad carries a pile of old newspapers, and Xiaoming carries a bag of trash.' },
      { tw: '小明說：「我的飛機模型壞了，少了一塊翅膀，也丟掉吧。」', en: 'Xiaoming says, "My model airplane is broken and missing a piece of wing. Let\'s throw it away too."' },
      { tw: '爸爸說：「等一等，找到那一塊翅膀，我們就可以把它修好。」', en: 'Dad says, "Wait, if we find that piece of wing, we can fix it."' },
    ],
  },
  {
    key: 's2-earth-3',
    title: { tw: '學校後面的池塘', en: 'The pond behind the school' },
    words: [
      {
        word: '池塘',
        english: 'pond',
        explain: 'A pond is a small lake where frogs, fish and ducks live.',
        examples: [
          { tw: '小池塘', en: 'a little pond' },
          { tw: '池塘邊', en: 'by the pond' },
        ],
        sentence: { tw: '池塘裡開滿了荷花。', en: 'The pond is full of lotus flowers.' },
      },
      {
        word: '堅強',
        english: 'strong',
        sense: 'brave inside',
        explain: 'You are strong inside when you keep going even when things are hard.',
        examples: [
          { tw: '很堅強', en: 'very strong' },
          { tw: '堅強的心', en: 'a strong heart' },
        ],
        sentence: { tw: '跌倒了不哭，妹妹好堅強。', en: 'My little sister fell down and did not cry, she is so strong.' },
      },
      {
        word: '壁虎',
        english: 'gecko',
        explain: 'A gecko is a little lizard that can walk on walls and catches bugs.',
        examples: [
          { tw: '一隻壁虎', en: 'a gecko' },
          { tw: '牆上的壁虎', en: 'the gecko on the wall' },
        ],
        sentence: { tw: '壁虎在天花板上抓蚊子。', en: 'The gecko catches mosquitoes on the ceiling.' },
        picture: '🦎',
      },
      {
        word: '環境',
        english: 'environment',
        explain: 'The environment is the world around us: the air, the water, the land and the living things.',
        examples: [
          { tw: '保護環境', en: 'protect the environment' },
          { tw: '乾淨的環境', en: 'a clean environment' },
        ],
        sentence: { tw: '我們要愛護環境，不亂丟垃圾。', en: 'We should care for the environment and not litter.' },
        picture: '🌍',
      },
    ],
    story: [
      { tw: '學校後面有一個小池塘。', en: 'There is a little pond behind the school.' },
      { tw: '小明和同學們一起撿垃圾，讓池塘邊的環境變乾淨。', en: 'Xiaoming and his classmates pick up trash together to make the pond clean.' },
      { tw: '牆上有一隻小壁虎，牠的尾巴斷了一截。', en: 'On the wall is a little gecko with part of its tail missing.' },
      { tw: '老師說：「別擔心，壁虎很堅強，尾巴還會再長出來。」', en: 'The teacher says, "Don\'t worry, geckos are tough. Its tail will grow back."' },
      { tw: '池塘裡的青蛙呱呱叫，好像在說謝謝。', en: 'The frogs in the pond croak as if to say thank you.' },
    ],
  },
];

const insect: LessonSource[] = [
  {
    key: 's2-insect-1',
    title: { tw: '夏天的晚上', en: 'A summer evening' },
    words: [
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
  {
    key: 's2-insect-2',
    title: { tw: '夏天的晚餐', en: 'A summer dinner' },
    words: [
      {
        word: '蝦子',
        english: 'shrimp',
        explain: 'A shrimp is a small sea animal with a curved body and lots of legs.',
        examples: [
          { tw: '剝蝦子', en: 'peel shrimp' },
          { tw: '炒蝦子', en: 'fried shrimp' },
        ],
        sentence: { tw: '蝦子煮熟了會變成紅色。', en: 'Shrimp turn red when they are cooked.' },
        picture: '🦐',
      },
      {
        word: '蛤蜊',
        english: 'clam',
        explain: 'A clam is a small sea animal that lives inside two hard shells.',
        examples: [
          { tw: '蛤蜊湯', en: 'clam soup' },
          { tw: '挖蛤蜊', en: 'dig for clams' },
        ],
        sentence: { tw: '蛤蜊煮熟了，殼就打開了。', en: 'When the clams are cooked, their shells open.' },
      },
      {
        word: '蟬',
        english: 'cicada',
        explain: 'A cicada is a bug that sings very loudly in the trees in summer.',
        examples: [
          { tw: '蟬叫', en: 'cicadas singing' },
          { tw: '一隻蟬', en: 'a cicada' },
        ],
        sentence: { tw: '夏天一到，樹上的蟬就叫個不停。', en: 'As soon as summer comes, the cicadas in the trees sing all day.' },
      },
    ],
    story: [
      { tw: '夏天到了，樹上的蟬一直叫。', en: 'Summer is here, and the cicadas in the trees keep singing.' },
      { tw: '晚上，外婆煮了一鍋蛤蜊湯，還炒了一盤蝦子。', en: 'In the evening, Grandma makes a pot of clam soup and fries a plate of shrimp.' },
      { tw: '小美不會剝蝦子，外公幫她剝。', en: "Xiaomei can't peel the shrimp, so Grandpa peels them for her." },
      { tw: '小明說：「蛤蜊湯好好喝，夏天吃海鮮最棒了！」', en: 'Xiaoming says, "The clam soup is so good! Seafood is the best in summer!"' },
    ],
  },
  {
    key: 's2-insect-3',
    title: { tw: '下雨以後', en: 'After the rain' },
    words: [
      {
        word: '蚯蚓',
        english: 'earthworm',
        explain: 'An earthworm is a long, soft worm that lives in the soil and helps plants grow.',
        examples: [
          { tw: '一條蚯蚓', en: 'an earthworm' },
          { tw: '挖蚯蚓', en: 'dig for earthworms' },
        ],
        sentence: { tw: '蚯蚓在土裡鑽來鑽去。', en: 'The earthworm wriggles around in the soil.' },
        picture: '🪱',
      },
      {
        word: '蝌蚪',
        english: 'tadpole',
        explain: 'A tadpole is a baby frog that swims with a long tail.',
        examples: [
          { tw: '小蝌蚪', en: 'little tadpole' },
          { tw: '蝌蚪找媽媽', en: 'the tadpoles look for their mother' },
        ],
        sentence: { tw: '蝌蚪長大會變成青蛙。', en: 'Tadpoles grow up to be frogs.' },
      },
      {
        word: '蜘蛛',
        english: 'spider',
        explain: 'A spider is a small animal with eight legs that spins a web.',
        examples: [
          { tw: '蜘蛛網', en: 'spider web' },
          { tw: '一隻蜘蛛', en: 'a spider' },
        ],
        sentence: { tw: '蜘蛛在屋角織了一張網。', en: 'A spider has spun a web in the corner of the room.' },
        picture: '🕷️',
      },
      {
        word: '蜻蜓',
        english: 'dragonfly',
        explain: 'A dragonfly is a bug with a long thin body and four clear wings that zips over ponds.',
        examples: [
          { tw: '一隻蜻蜓', en: 'a dragonfly' },
          { tw: '紅蜻蜓', en: 'a red dragonfly' },
        ],
        sentence: { tw: '蜻蜓停在荷葉上休息。', en: 'A dragonfly rests on a lotus leaf.' },
      },
    ],
    story: [
      { tw: '下過雨後，小美到花園裡玩。', en: 'After the rain, Xiaomei goes to play in the garden.' },
      { tw: '她看到一條蚯蚓從土裡鑽出來。', en: 'She sees an earthworm wriggling out of the soil.' },
      { tw: '花園的水缸裡，有好多黑黑的蝌蚪在游泳。', en: 'In the water jar in the garden, lots of little black tadpoles are swimming.' },
      { tw: '樹枝上，一隻蜘蛛正在補牠的網。', en: 'On a branch, a spider is mending its web.' },
      { tw: '天空中，蜻蜓飛得低低的，在水缸上點了點水。', en: 'In the sky, dragonflies fly low and dip into the water jar.' },
      { tw: '小美說：「下雨以後，大家都好忙喔！」', en: 'Xiaomei says, "After the rain, everyone is so busy!"' },
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
  {
    key: 's2-bamboo-2',
    title: { tw: '竹子做的筆筒', en: 'A bamboo pencil holder' },
    words: [
      {
        word: '吸管',
        english: 'straw',
        explain: 'A straw is a thin tube you drink through.',
        examples: [
          { tw: '一根吸管', en: 'a straw' },
          { tw: '用吸管喝', en: 'drink with a straw' },
        ],
        sentence: { tw: '我用吸管喝珍珠奶茶。', en: 'I drink bubble tea through a straw.' },
        picture: '🧋',
      },
      {
        word: '筆筒',
        english: 'pencil holder',
        explain: 'A pencil holder is a cup on your desk where you keep pens and pencils.',
        examples: [
          { tw: '一個筆筒', en: 'a pencil holder' },
          { tw: '放進筆筒', en: 'put it in the pencil holder' },
        ],
        sentence: { tw: '我把鉛筆放回筆筒裡。', en: 'I put the pencils back in the pencil holder.' },
      },
      {
        word: '回答',
        english: 'answer',
        explain: 'You answer when you say something back to a question.',
        examples: [
          { tw: '回答問題', en: 'answer a question' },
          { tw: '大聲回答', en: 'answer loudly' },
        ],
        sentence: { tw: '老師問問題，小美舉手回答。', en: 'The teacher asks a question, and Xiaomei raises her hand to answer.' },
        picture: '🙋',
      },
      {
        word: '竹筍',
        english: 'bamboo shoot',
        explain: 'A bamboo shoot is a young bamboo plant, and we can cook and eat it.',
        examples: [
          { tw: '竹筍湯', en: 'bamboo shoot soup' },
          { tw: '挖竹筍', en: 'dig up bamboo shoots' },
        ],
        sentence: { tw: '春天下過雨，竹林裡長出了竹筍。', en: 'After the spring rain, bamboo shoots come up in the bamboo grove.' },
      },
    ],
    story: [
      { tw: '吃晚餐時，媽媽煮了一鍋竹筍湯。', en: 'At dinner, Mom has made a pot of bamboo shoot soup.' },
      { tw: '小美用吸管喝果汁，喝得咕嚕咕嚕響。', en: 'Xiaomei drinks juice through a straw with a loud slurp.' },
      { tw: '爸爸問：「今天在學校學了什麼？」', en: 'Dad asks, "What did you learn at school today?"' },
      { tw: '小明回答：「我們用竹子做了筆筒。」', en: 'Xiaoming answers, "We made pencil holders out of bamboo."' },
      { tw: '吃完飯，小明把新的筆筒放在書桌上。', en: 'After dinner, Xiaoming puts his new pencil holder on his desk.' },
    ],
  },
  {
    key: 's2-bamboo-3',
    title: { tw: '畫圖找答案', en: 'Drawing to find the answer' },
    words: [
      {
        word: '算數',
        english: 'sums',
        explain: 'Sums are number problems, like adding and taking away.',
        examples: [
          { tw: '算數作業', en: 'sums homework' },
          { tw: '學算數', en: 'learn sums' },
        ],
        sentence: { tw: '我喜歡上算數課。', en: 'I like doing sums in class.' },
        picture: '➕',
      },
      {
        word: '打算',
        english: 'plan',
        sense: 'mean to',
        explain: 'You plan something when you think about what you are going to do.',
        examples: [
          { tw: '你打算怎麼做', en: 'how do you plan to do it' },
          { tw: '打算去海邊', en: 'plan to go to the beach' },
        ],
        sentence: { tw: '放假時，我打算去外婆家住幾天。', en: "In the holidays, I plan to stay at Grandma's for a few days." },
        picture: '🗓️',
      },
      {
        word: '答案',
        english: 'answer',
        sense: 'to a question',
        explain: 'The answer is what is right for a question or a puzzle.',
        examples: [
          { tw: '正確答案', en: 'the right answer' },
          { tw: '找答案', en: 'find the answer' },
        ],
        sentence: { tw: '我把答案寫在格子裡。', en: 'I write the answer in the box.' },
        picture: '✅',
      },
    ],
    story: [
      { tw: '晚上，小明在寫算數作業。', en: 'In the evening, Xiaoming is doing his sums homework.' },
      { tw: '有一題好難，他想了好久，還是不知道答案。', en: 'One problem is very hard, and even after thinking a long time he does not know the answer.' },
      { tw: '爸爸說：「你打算怎麼做呢？先畫圖看看。」', en: 'Dad says, "How do you plan to do it? Try drawing a picture first."' },
      { tw: '小明畫了五顆蘋果，一下子就算出答案了。', en: 'Xiaoming draws five apples and works out the answer in no time.' },
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
  {
    key: 's2-eye-2',
    title: { tw: '眼睛要休息', en: 'Eyes need a rest' },
    words: [
      {
        word: '盯',
        english: 'stare',
        explain: 'You stare when you look at something for a long time without looking away.',
        examples: [
          { tw: '盯著看', en: 'stare at it' },
          { tw: '盯著螢幕', en: 'stare at the screen' },
        ],
        sentence: { tw: '豆豆盯著桌上的雞腿。', en: 'Doudou stares at the chicken leg on the table.' },
        picture: '👀',
      },
      {
        word: '打瞌睡',
        english: 'doze off',
        explain: 'You doze off when you fall asleep for a little while without meaning to.',
        examples: [
          { tw: '上課打瞌睡', en: 'doze off in class' },
          { tw: '坐著打瞌睡', en: 'doze off sitting up' },
        ],
        sentence: { tw: '爺爺坐在椅子上打瞌睡。', en: 'Grandpa dozes off in his chair.' },
        picture: '😴',
      },
      {
        word: '睏',
        english: 'sleepy',
        explain: 'You are sleepy when you are so tired that you want to go to sleep.',
        examples: [
          { tw: '好睏', en: 'so sleepy' },
          { tw: '睏了', en: 'getting sleepy' },
        ],
        sentence: { tw: '吃完午飯，我覺得好睏。', en: 'After lunch, I feel so sleepy.' },
        picture: '😪',
      },
    ],
    story: [
      { tw: '晚上，小明一直盯著電視看。', en: 'In the evening, Xiaoming keeps staring at the TV.' },
      { tw: '媽媽說：「眼睛也要休息喔。」', en: 'Mom says, "Your eyes need a rest too."' },
      { tw: '小明揉揉眼睛說：「我好睏，快要打瞌睡了。」', en: 'Xiaoming rubs his eyes and says, "I\'m so sleepy, I\'m about to doze off."' },
      { tw: '媽媽關掉電視，小明一躺到床上就睡著了。', en: 'Mom turns off the TV, and Xiaoming falls asleep as soon as he lies down in bed.' },
    ],
  },
  {
    key: 's2-eye-3',
    title: { tw: '快睜開眼睛', en: 'Open your eyes' },
    words: [
      {
        word: '睜開',
        english: 'open',
        sense: 'your eyes',
        explain: 'You open your eyes when you lift your eyelids to see.',
        examples: [
          { tw: '睜開眼睛', en: 'open your eyes' },
          { tw: '睜開一隻眼', en: 'open one eye' },
        ],
        sentence: { tw: '我睜開眼睛，天已經亮了。', en: 'I open my eyes, and it is already light.' },
        picture: '👁️',
      },
      {
        word: '瞇',
        english: 'squint',
        explain: 'You squint when you close your eyes halfway, like in bright sun.',
        examples: [
          { tw: '瞇著眼睛', en: 'squinting' },
          { tw: '瞇瞇眼', en: 'squinty eyes' },
        ],
        sentence: { tw: '太陽好亮，我瞇著眼睛看天空。', en: 'The sun is so bright that I squint to look at the sky.' },
      },
      {
        word: '互相',
        english: 'each other',
        explain: 'Each other means that two or more people do the same thing to one another.',
        examples: [
          { tw: '互相幫忙', en: 'help each other' },
          { tw: '互相看', en: 'look at each other' },
        ],
        sentence: { tw: '我和弟弟互相幫忙收玩具。', en: 'My brother and I help each other put the toys away.' },
      },
    ],
    story: [
      { tw: '早上，陽光照進房間，小明和小美都瞇著眼睛。', en: 'In the morning, sunlight shines into the room, and Xiaoming and Xiaomei both squint.' },
      { tw: '媽媽說：「太陽都出來了，快睜開眼睛起床吧！」', en: 'Mom says, "The sun is up. Open your eyes and get up!"' },
      { tw: '兄妹兩個互相看了一眼，又把眼睛閉上了。', en: 'The brother and sister look at each other and close their eyes again.' },
      { tw: '豆豆跳上床，在他們臉上舔來舔去，兩個人只好笑著起床。', en: 'Doudou jumps onto the bed and licks their faces all over, so the two of them get up laughing.' },
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

const big: LessonSource[] = [
  {
    key: 's2-big-1',
    title: { tw: '手帕不見了', en: 'The missing handkerchief' },
    words: [
      {
        word: '夾子',
        english: 'clip',
        explain: 'A clip pinches things to hold them together, like clothes on a line.',
        examples: [
          { tw: '紅色的夾子', en: 'a red clip' },
          { tw: '用夾子夾住', en: 'hold it with a clip' },
        ],
        sentence: { tw: '媽媽用夾子把襪子夾在竹竿上。', en: 'Mom clips the socks onto the bamboo pole.' },
        picture: '🧷',
      },
      {
        word: '農夫',
        english: 'farmer',
        explain: 'A farmer grows rice, fruit and vegetables on a farm.',
        examples: [
          { tw: '農夫伯伯', en: 'Uncle Farmer' },
          { tw: '辛苦的農夫', en: 'a hardworking farmer' },
        ],
        sentence: { tw: '農夫伯伯每天很早就去田裡。', en: 'The farmer goes out to his fields very early every day.' },
        picture: '🧑‍🌾',
      },
      {
        word: '消失',
        english: 'disappear',
        explain: 'Something disappears when it goes away and you cannot see it anymore.',
        examples: [
          { tw: '消失不見', en: 'vanish' },
          { tw: '慢慢消失', en: 'slowly disappear' },
        ],
        sentence: { tw: '太陽出來了，霧慢慢消失了。', en: 'The sun came out, and the fog slowly disappeared.' },
      },
      {
        word: '失望',
        english: 'disappointed',
        explain: 'You feel disappointed when something you hoped for does not happen.',
        examples: [
          { tw: '好失望', en: 'so disappointed' },
          { tw: '不要失望', en: "don't be disappointed" },
        ],
        sentence: { tw: '下雨了，不能去海邊，我好失望。', en: "It's raining and we can't go to the beach, so I'm very disappointed." },
        picture: '😞',
      },
    ],
    story: [
      { tw: '外婆家旁邊住著一位農夫。', en: "A farmer lives next door to Grandma's house." },
      { tw: '有一天，小美曬在外面的手帕消失了。', en: 'One day, the handkerchief Xiaomei hung out to dry disappears.' },
      { tw: '小美好失望，農夫伯伯說：「別急，我幫妳找。」', en: 'Xiaomei is very disappointed, and the farmer says, "Don\'t worry, I\'ll help you look."' },
      { tw: '原來風把手帕吹到了菜園裡，農夫伯伯把它撿了回來。', en: 'The wind had blown the handkerchief into the vegetable garden, and the farmer picks it up.' },
      { tw: '這一次，小美用夾子把手帕夾得好緊。', en: 'This time, Xiaomei fastens the handkerchief tightly with a clip.' },
    ],
  },
];

const moon: LessonSource[] = [
  {
    key: 's2-moon-1',
    title: { tw: '赤腳踩沙灘', en: 'Barefoot on the beach' },
    words: [
      {
        word: '赤腳',
        english: 'barefoot',
        explain: 'You are barefoot when you have no shoes or socks on.',
        examples: [
          { tw: '赤腳走路', en: 'walk barefoot' },
          { tw: '打赤腳', en: 'go barefoot' },
        ],
        sentence: { tw: '我喜歡赤腳在草地上跑。', en: 'I like running barefoot on the grass.' },
        picture: '🦶',
      },
      {
        word: '舒服',
        english: 'comfortable',
        explain: 'You feel comfortable when your body feels nice and easy.',
        examples: [
          { tw: '好舒服', en: 'so comfy' },
          { tw: '不舒服', en: 'not feeling well' },
        ],
        sentence: { tw: '洗完熱水澡，全身好舒服。', en: 'After a hot bath, my whole body feels so good.' },
        picture: '😌',
      },
      {
        word: '肚臍',
        english: 'belly button',
        explain: 'Your belly button is the little round spot in the middle of your tummy.',
        examples: [
          { tw: '小肚臍', en: 'a little belly button' },
          { tw: '摸肚臍', en: 'touch your belly button' },
        ],
        sentence: { tw: '弟弟掀起衣服，給我看他圓圓的肚臍。', en: 'My little brother lifts his shirt to show me his round belly button.' },
      },
    ],
    story: [
      { tw: '放假了，全家一起到海邊玩。', en: 'It is the holidays, and the whole family goes to the beach.' },
      { tw: '小明脫掉鞋子，赤腳踩在沙灘上。', en: 'Xiaoming takes off his shoes and walks barefoot on the sand.' },
      { tw: '他說：「沙子軟軟的，好舒服！」', en: 'He says, "The sand is so soft, it feels great!"' },
      { tw: '小美把沙子堆在肚子上，只留下一個小肚臍。', en: 'Xiaomei piles sand on her tummy, leaving only her little belly button showing.' },
      { tw: '媽媽笑著說：「小心別曬傷了。」', en: 'Mom laughs and says, "Be careful not to get sunburned."' },
    ],
  },
];

const stone: LessonSource[] = [
  {
    key: 's2-stone-1',
    title: { tw: '碟子碎了', en: 'The broken dish' },
    words: [
      {
        word: '砍',
        english: 'chop',
        explain: 'You chop something when you cut it hard with an axe or a big knife.',
        examples: [
          { tw: '砍樹', en: 'chop down a tree' },
          { tw: '砍柴', en: 'chop firewood' },
        ],
        sentence: { tw: '叔叔用大刀砍下一根竹子。', en: 'Uncle chops down a bamboo stalk with a big knife.' },
        picture: '🪓',
      },
      {
        word: '碎',
        english: 'in pieces',
        explain: 'Something is in pieces when it breaks into lots of little bits.',
        examples: [
          { tw: '打碎', en: 'smash' },
          { tw: '碎紙', en: 'scraps of paper' },
        ],
        sentence: { tw: '杯子掉到地上，摔碎了。', en: 'The cup fell on the floor and broke into pieces.' },
      },
      {
        word: '碟子',
        english: 'small dish',
        explain: 'A small dish is a little flat plate for sauce or snacks.',
        examples: [
          { tw: '一個碟子', en: 'a small dish' },
          { tw: '小碟子', en: 'a tiny dish' },
        ],
        sentence: { tw: '媽媽在小碟子裡加了一點醬油。', en: 'Mom puts a little soy sauce in a small dish.' },
        picture: '🍽️',
      },
      {
        word: '礦泉水',
        english: 'mineral water',
        explain: 'Mineral water is clean water from deep under the ground, sold in bottles.',
        examples: [
          { tw: '一瓶礦泉水', en: 'a bottle of mineral water' },
          { tw: '喝礦泉水', en: 'drink mineral water' },
        ],
        sentence: { tw: '爬山的時候，要記得帶礦泉水。', en: 'Remember to bring mineral water when you go hiking.' },
        picture: '💧',
      },
    ],
    story: [
      { tw: '爺爺在院子裡砍柴，累得滿頭大汗。', en: 'Grandpa is chopping firewood in the yard and is dripping with sweat.' },
      { tw: '小美拿了一瓶礦泉水給爺爺喝。', en: 'Xiaomei brings Grandpa a bottle of mineral water.' },
      { tw: '她不小心碰到桌子，一個碟子掉到地上摔碎了。', en: 'She bumps the table by accident, and a small dish falls and breaks into pieces.' },
      { tw: '爺爺說：「沒關係，妳沒受傷就好。」', en: 'Grandpa says, "Never mind, as long as you aren\'t hurt."' },
      { tw: '爺爺把碎片掃乾淨，還摸摸小美的頭。', en: "Grandpa sweeps up the pieces and pats Xiaomei's head." },
    ],
  },
];

const ear: LessonSource[] = [
  {
    key: 's2-ear-1',
    title: { tw: '奶奶家的聚會', en: "A party at Grandma's" },
    words: [
      {
        word: '聚會',
        english: 'get together',
        explain: 'A get together is when family or friends meet to eat, talk and have fun.',
        examples: [
          { tw: '家庭聚會', en: 'a family get together' },
          { tw: '參加聚會', en: 'go to a get together' },
        ],
        sentence: { tw: '過年的時候，我們家有一個大聚會。', en: 'At Chinese New Year, our family has a big get together.' },
        picture: '🎉',
      },
      {
        word: '耳環',
        english: 'earring',
        explain: 'An earring is a pretty thing people wear on their ears.',
        examples: [
          { tw: '一對耳環', en: 'a pair of earrings' },
          { tw: '戴耳環', en: 'wear earrings' },
        ],
        sentence: { tw: '媽媽戴著一對珍珠耳環。', en: 'Mom is wearing a pair of pearl earrings.' },
      },
      {
        word: '聽話',
        english: 'obedient',
        explain: 'An obedient child listens to grown-ups and does as they are told.',
        examples: [
          { tw: '很聽話', en: 'very obedient' },
          { tw: '聽話的小狗', en: 'an obedient puppy' },
        ],
        sentence: { tw: '豆豆很聽話，叫牠坐下牠就坐下。', en: 'Doudou is very good: tell him to sit and he sits.' },
      },
    ],
    story: [
      { tw: '星期天，奶奶家有一個家庭聚會。', en: "On Sunday, there is a family get together at Grandma's." },
      { tw: '姑姑戴著一對亮晶晶的耳環。', en: 'Auntie is wearing a pair of sparkly earrings.' },
      { tw: '小美說：「好漂亮，我也想戴耳環！」', en: 'Xiaomei says, "They\'re so pretty, I want to wear earrings too!"' },
      { tw: '奶奶說：「小美很聽話，等妳長大就可以戴了。」', en: 'Grandma says, "Xiaomei is a good girl. When you grow up, you can wear them."' },
      { tw: '聚會上，大家一起吃飯，笑聲不停。', en: 'At the get together, everyone eats together and laughs and laughs.' },
    ],
  },
];

const cart: LessonSource[] = [
  {
    key: 's2-cart-1',
    title: { tw: '腳踏車比賽', en: 'The bicycle race' },
    words: [
      {
        word: '比較',
        english: 'compare',
        explain: 'You compare things when you look at them together to see how they are different.',
        examples: [
          { tw: '比較高', en: 'taller' },
          { tw: '比一比比較', en: 'compare them' },
        ],
        sentence: { tw: '我們比較一下，誰的鉛筆比較長。', en: "Let's compare and see whose pencil is longer." },
      },
      {
        word: '冠軍',
        english: 'champion',
        explain: 'The champion is the one who wins first place.',
        examples: [
          { tw: '得到冠軍', en: 'win first place' },
          { tw: '冠軍獎盃', en: "the champion's cup" },
        ],
        sentence: { tw: '我們班拿到拔河比賽的冠軍。', en: 'Our class won the tug of war.' },
        picture: '🏆',
      },
      {
        word: '輸',
        english: 'lose',
        explain: 'You lose a game when the other side wins.',
        examples: [
          { tw: '輸了', en: 'lost' },
          { tw: '不怕輸', en: 'not afraid to lose' },
        ],
        sentence: { tw: '這次輸了沒關係，下次再努力。', en: "It's okay to lose this time, we'll try harder next time." },
      },
    ],
    story: [
      { tw: '星期六，社區舉辦腳踏車比賽。', en: 'On Saturday, the neighborhood holds a bicycle race.' },
      { tw: '小明和好朋友阿強一起比賽，看誰騎得比較快。', en: 'Xiaoming races his good friend Aqiang to see who rides faster.' },
      { tw: '阿強騎得好快，拿到了冠軍。', en: 'Aqiang rides very fast and becomes the champion.' },
      { tw: '小明輸了，可是他說：「沒關係，下次我會更努力！」', en: 'Xiaoming loses, but he says, "Never mind, I\'ll try harder next time!"' },
      { tw: '阿強說：「我們一起練習，下次再來比！」', en: 'Aqiang says, "Let\'s practice together and race again next time!"' },
    ],
  },
];

const head: LessonSource[] = [
  {
    key: 's2-head-1',
    title: { tw: '綠色的舌頭', en: 'A green tongue' },
    words: [
      {
        word: '舌頭',
        english: 'tongue',
        explain: 'Your tongue is the soft part inside your mouth that tastes food and helps you talk.',
        examples: [
          { tw: '吐舌頭', en: 'stick out your tongue' },
          { tw: '舌頭好燙', en: 'burn your tongue' },
        ],
        sentence: { tw: '小狗伸出舌頭喘氣。', en: 'The puppy sticks out its tongue and pants.' },
        picture: '👅',
      },
      {
        word: '拳頭',
        english: 'fist',
        explain: 'You make a fist when you close your hand tight.',
        examples: [
          { tw: '握拳頭', en: 'make a fist' },
          { tw: '小拳頭', en: 'a little fist' },
        ],
        sentence: { tw: '弟弟握緊小拳頭，睡得好香。', en: 'My baby brother sleeps soundly with his little fists tight.' },
        picture: '✊',
      },
      {
        word: '枕頭',
        english: 'pillow',
        explain: 'A pillow is a soft cushion you lay your head on in bed.',
        examples: [
          { tw: '軟軟的枕頭', en: 'a soft pillow' },
          { tw: '抱枕頭', en: 'hug a pillow' },
        ],
        sentence: { tw: '我的枕頭上有一隻小熊。', en: 'There is a little bear on my pillow.' },
      },
    ],
    story: [
      { tw: '晚上睡覺前，小美抱著枕頭跑來找哥哥。', en: 'At bedtime, Xiaomei runs to her brother holding her pillow.' },
      { tw: '她伸出舌頭說：「哥哥你看，我的舌頭變綠色了！」', en: 'She sticks out her tongue and says, "Look, brother, my tongue has turned green!"' },
      { tw: '原來她剛剛偷吃了一支綠色的冰棒。', en: 'She has just sneaked a green ice pop.' },
      { tw: '小明舉起拳頭說：「快去刷牙，不然會蛀牙！」', en: 'Xiaoming raises his fist and says, "Go brush your teeth, or you\'ll get cavities!"' },
      { tw: '小美笑著把枕頭丟給哥哥，跑去刷牙了。', en: 'Xiaomei laughs, tosses her pillow to her brother and runs off to brush her teeth.' },
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
  { radical: '大', lessons: big },
  { radical: '月', lessons: moon },
  { radical: '石', lessons: stone },
  { radical: '耳', lessons: ear },
  { radical: '車', lessons: cart },
  { radical: '頁', lessons: head },
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
      {
        key: 's2-town-2',
        title: { tw: '鄉下的外公家', en: "Grandpa's house in the country" },
        words: [
          {
            word: '鄉下',
            english: 'countryside',
            explain: 'The countryside is the land far from the city, with fields, farms and quiet roads.',
            examples: [
              { tw: '住在鄉下', en: 'live in the countryside' },
              { tw: '鄉下的空氣', en: 'country air' },
            ],
            sentence: { tw: '鄉下晚上好安靜，可以聽到青蛙叫。', en: 'Nights in the countryside are so quiet that you can hear the frogs.' },
            picture: '🏡',
          },
          {
            word: '郊外',
            english: 'out of town',
            explain: 'Out of town means the open places just outside a city.',
            examples: [
              { tw: '去郊外', en: 'go out of town' },
              { tw: '郊外踏青', en: 'a spring outing out of town' },
            ],
            sentence: { tw: '週末我們去郊外野餐。', en: 'On the weekend we go for a picnic out of town.' },
          },
          {
            word: '全部',
            english: 'all',
            sense: 'the whole lot',
            explain: 'All means the whole lot, with nothing left over.',
            examples: [
              { tw: '全部吃完', en: 'eat it all up' },
              { tw: '全部的人', en: 'everybody' },
            ],
            sentence: { tw: '我把玩具全部收好了。', en: 'I put all my toys away.' },
          },
        ],
        story: [
          { tw: '放暑假了，爸爸開車帶全家到郊外去。', en: 'The summer holidays have begun, and Dad drives the whole family out of town.' },
          { tw: '車子開了很久，來到外公住的鄉下。', en: 'After a long drive, they reach the countryside where Grandpa lives.' },
          { tw: '外公的鄰居王奶奶送來一籃烤地瓜。', en: "Grandpa's neighbor, Grandma Wang, brings over a basket of roasted sweet potatoes." },
          { tw: '小明和小美把地瓜全部吃光了。', en: 'Xiaoming and Xiaomei eat up all the sweet potatoes.' },
          { tw: '王奶奶笑著說：「明天我再帶你們去田裡挖。」', en: 'Grandma Wang laughs and says, "Tomorrow I\'ll take you to dig some in the field."' },
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
      {
        key: 's2-jar-2',
        title: { tw: '醜小鴨和白天鵝', en: 'The ugly duckling and the swan' },
        words: [
          {
            word: '醒來',
            english: 'wake up',
            explain: 'You wake up when you stop sleeping and open your eyes.',
            examples: [
              { tw: '早上醒來', en: 'wake up in the morning' },
              { tw: '突然醒來', en: 'wake up suddenly' },
            ],
            sentence: { tw: '我醒來的時候，太陽已經出來了。', en: 'When I woke up, the sun was already out.' },
            picture: '⏰',
          },
          {
            word: '醜小鴨',
            english: 'ugly duckling',
            explain: 'The ugly duckling is a story about a little bird that grows up into a beautiful swan.',
            examples: [
              { tw: '醜小鴨的故事', en: 'the story of the ugly duckling' },
              { tw: '像醜小鴨', en: 'like an ugly duckling' },
            ],
            sentence: { tw: '醜小鴨長大變成了一隻白天鵝。', en: 'The ugly duckling grew up to be a white swan.' },
            picture: '🦢',
          },
          {
            word: '搭配',
            english: 'match',
            explain: 'Things match when they look or taste good together.',
            examples: [
              { tw: '顏色搭配', en: 'matching colors' },
              { tw: '很會搭配', en: 'good at matching' },
            ],
            sentence: { tw: '白襯衫搭配藍裙子很好看。', en: 'A white shirt and a blue skirt go well together.' },
          },
          {
            word: '醋',
            english: 'vinegar',
            explain: 'Vinegar is a sour liquid we put in food, like in sweet and sour pork.',
            examples: [
              { tw: '一瓶醋', en: 'a bottle of vinegar' },
              { tw: '糖醋排骨', en: 'sweet and sour ribs' },
            ],
            sentence: { tw: '吃水餃的時候，爸爸喜歡加一點醋。', en: 'Dad likes to add a little vinegar when he eats dumplings.' },
          },
        ],
        story: [
          { tw: '星期天早上，小美一醒來，就聞到酸酸甜甜的味道。', en: 'On Sunday morning, as soon as Xiaomei wakes up, she smells something sweet and sour.' },
          { tw: '原來媽媽在廚房做糖醋排骨。', en: 'Mom is making sweet and sour ribs with vinegar in the kitchen.' },
          { tw: '小美穿上新裙子，問：「媽媽，這件裙子搭配紅鞋子好看嗎？」', en: 'Xiaomei puts on her new skirt and asks, "Mom, does this skirt go with my red shoes?"' },
          { tw: '媽媽說：「好看！妳就像醜小鴨長大變成的白天鵝。」', en: 'Mom says, "Lovely! You look like the ugly duckling grown into a white swan."' },
          { tw: '小美聽了，開心地笑了。', en: 'Xiaomei hears this and smiles happily.' },
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
      {
        key: 's2-yawn-2',
        title: { tw: '歡迎新同學', en: 'Welcome, new classmate' },
        words: [
          {
            word: '歡迎',
            english: 'welcome',
            explain: 'You welcome someone when you are glad they have come.',
            examples: [
              { tw: '歡迎光臨', en: 'welcome' },
              { tw: '歡迎你來', en: 'glad you came' },
            ],
            sentence: { tw: '歡迎你來我家玩！', en: 'Welcome to my house, come and play!' },
            picture: '🤗',
          },
          {
            word: '歡呼',
            english: 'cheer',
            explain: 'You cheer when you shout for joy.',
            examples: [
              { tw: '大聲歡呼', en: 'cheer loudly' },
              { tw: '拍手歡呼', en: 'clap and cheer' },
            ],
            sentence: { tw: '球進了，大家都跳起來歡呼。', en: 'The ball goes in, and everyone jumps up and cheers.' },
            picture: '🙌',
          },
          {
            word: '欣賞',
            english: 'admire',
            explain: 'You admire something when you look at it and enjoy how good it is.',
            examples: [
              { tw: '欣賞風景', en: 'enjoy the view' },
              { tw: '欣賞畫', en: 'admire a painting' },
            ],
            sentence: { tw: '我們坐在山頂上欣賞夕陽。', en: 'We sit on the hilltop and enjoy the sunset.' },
          },
        ],
        story: [
          { tw: '班上來了一位新同學，她叫小芳。', en: 'A new classmate comes to the class, and her name is Xiaofang.' },
          { tw: '老師說：「大家一起歡迎小芳！」', en: 'The teacher says, "Everyone, let\'s welcome Xiaofang!"' },
          { tw: '同學們拍手歡呼，小芳笑得紅了臉。', en: 'The classmates clap and cheer, and Xiaofang smiles and blushes.' },
          { tw: '下課時，小芳畫了一幅畫，大家都圍過來欣賞。', en: 'At break, Xiaofang draws a picture, and everyone gathers round to admire it.' },
          { tw: '小美說：「妳畫得好漂亮，可以教我嗎？」', en: 'Xiaomei says, "Your drawing is so pretty. Can you teach me?"' },
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
      {
        key: 's2-old-2',
        title: { tw: '早餐店的老闆', en: 'The breakfast shop owner' },
        words: [
          {
            word: '作者',
            english: 'author',
            explain: 'An author is the person who wrote a book or a story.',
            examples: [
              { tw: '故事的作者', en: 'the author of the story' },
              { tw: '繪本作者', en: 'a picture book author' },
            ],
            sentence: { tw: '這本書的作者也畫了書裡的圖。', en: 'The author of this book also drew its pictures.' },
            picture: '✍️',
          },
          {
            word: '記者',
            english: 'reporter',
            explain: 'A reporter finds out the news and tells it on TV or in the newspaper.',
            examples: [
              { tw: '電視記者', en: 'a TV reporter' },
              { tw: '小記者', en: 'a young reporter' },
            ],
            sentence: { tw: '記者在颱風天報導新聞。', en: 'The reporter reports the news on the typhoon day.' },
            picture: '🎤',
          },
          {
            word: '老闆',
            english: 'shop owner',
            explain: 'A shop owner is the person a shop or a restaurant belongs to.',
            examples: [
              { tw: '早餐店老闆', en: 'the breakfast shop owner' },
              { tw: '老闆娘', en: "the owner's wife" },
            ],
            sentence: { tw: '麵店的老闆多給了我一顆滷蛋。', en: 'The noodle shop owner gave me an extra braised egg.' },
          },
        ],
        story: [
          { tw: '爺爺每天早上都會去巷口的早餐店。', en: 'Every morning, Grandpa goes to the breakfast shop at the end of the lane.' },
          { tw: '早餐店的老闆看到爺爺，就說：「老樣子嗎？」', en: 'When the shop owner sees Grandpa, he says, "The usual?"' },
          { tw: '爺爺一邊吃蛋餅，一邊看記者寫的新聞。', en: 'Grandpa eats his egg pancake and reads the news the reporters wrote.' },
          { tw: '小明看著一本故事書，說：「我長大想當故事書的作者！」', en: 'Xiaoming is reading a storybook and says, "When I grow up, I want to be an author of storybooks!"' },
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
  {
    radical: '疒',
    name: { tw: '病字旁', en: 'the sickness radical' },
    meaning: {
      tw: '病字旁像一張病床，有病字旁的字常常和生病、受傷、身體不舒服有關。',
      en: 'The sickness radical looks like a sickbed, and characters with it are often about being ill, getting hurt and not feeling well.',
    },
    lessons: [
      {
        key: 's2-sick-1',
        title: { tw: '生病的一天', en: 'A sick day' },
        words: [
          {
            word: '生病',
            english: 'get sick',
            explain: 'You get sick when your body is not well, like when you have a cold.',
            examples: [
              { tw: '生病了', en: 'got sick' },
              { tw: '不要生病', en: "don't get sick" },
            ],
            sentence: { tw: '我生病了，今天不能去上學。', en: "I'm sick, so I can't go to school today." },
            picture: '🤒',
          },
          {
            word: '痛',
            english: 'hurt',
            explain: 'Something hurts when it gives you pain, like a scraped knee.',
            examples: [
              { tw: '好痛', en: 'it hurts' },
              { tw: '頭痛', en: 'headache' },
              { tw: '肚子痛', en: 'tummy ache' },
            ],
            sentence: { tw: '我跌倒了，膝蓋好痛。', en: 'I fell down, and my knee really hurts.' },
            picture: '🤕',
          },
          {
            word: '癢',
            english: 'itchy',
            explain: 'Your skin is itchy when you want to scratch it.',
            examples: [
              { tw: '好癢', en: 'so itchy' },
              { tw: '抓癢', en: 'scratch an itch' },
            ],
            sentence: { tw: '蚊子咬的地方好癢。', en: 'The mosquito bite is so itchy.' },
          },
          {
            word: '瘦',
            english: 'thin',
            sense: 'not fat',
            explain: 'Someone is thin when their body is slim and not heavy.',
            examples: [
              { tw: '瘦瘦的', en: 'skinny' },
              { tw: '變瘦了', en: 'got thinner' },
            ],
            sentence: { tw: '這隻流浪貓好瘦。', en: 'This stray cat is very thin.' },
          },
          {
            word: '疤痕',
            english: 'scar',
            explain: 'A scar is a mark that stays on your skin after a cut gets better.',
            examples: [
              { tw: '一條疤痕', en: 'a scar' },
              { tw: '留下疤痕', en: 'leave a scar' },
            ],
            sentence: { tw: '爸爸的手上有一條小疤痕。', en: "There is a little scar on Dad's hand." },
          },
          {
            word: '瘋狂',
            english: 'crazy',
            explain: 'Crazy means wild and a little out of control, in a fun way or a scary way.',
            examples: [
              { tw: '好瘋狂', en: 'so crazy' },
              { tw: '瘋狂大笑', en: 'laugh like crazy' },
            ],
            sentence: { tw: '比賽贏了，大家高興得好瘋狂。', en: 'We won the game, and everyone went crazy with joy.' },
            picture: '🤪',
          },
        ],
        story: [
          { tw: '小美生病了，躺在床上休息。', en: 'Xiaomei is sick and resting in bed.' },
          { tw: '她的喉嚨好痛，被蚊子咬的地方也好癢。', en: 'Her throat hurts, and her mosquito bites are itchy too.' },
          { tw: '才病了三天，小美就瘦了一點。', en: 'After only three days of being sick, Xiaomei has got a little thinner.' },
          { tw: '小明給她看膝蓋上的疤痕，說：「我跌倒時也很痛，現在早就好了。」', en: 'Xiaoming shows her the scar on his knee and says, "It hurt a lot when I fell, but it got better long ago."' },
          { tw: '小美笑著說：「等我好了，我們要去公園玩得好瘋狂！」', en: 'Xiaomei smiles and says, "When I\'m better, we\'ll go to the park and play like crazy!"' },
        ],
      },
    ],
  },
  {
    radical: '鼠',
    name: { tw: '鼠字旁', en: 'the rat radical' },
    meaning: {
      tw: '鼠就是老鼠，有鼠字旁的字常常是和老鼠很像的小動物。',
      en: 'Shu means a rat or mouse, and characters with it are often small animals a bit like mice.',
    },
    lessons: [
      {
        key: 's2-mouse-1',
        title: { tw: '動物園和寵物店', en: 'The zoo and the pet shop' },
        words: [
          {
            word: '老鼠',
            english: 'mouse',
            explain: 'A mouse is a small animal with a long tail, big ears and a pointy nose.',
            examples: [
              { tw: '一隻老鼠', en: 'a mouse' },
              { tw: '小老鼠', en: 'a little mouse' },
            ],
            sentence: { tw: '小老鼠偷吃了一塊起司。', en: 'The little mouse sneaks a piece of cheese.' },
            picture: '🐭',
          },
          {
            word: '松鼠',
            english: 'squirrel',
            explain: 'A squirrel is a small animal with a big fluffy tail that lives in trees.',
            examples: [
              { tw: '一隻松鼠', en: 'a squirrel' },
              { tw: '松鼠吃松果', en: 'the squirrel eats a pine cone' },
            ],
            sentence: { tw: '松鼠在樹上跳來跳去。', en: 'The squirrel jumps around in the tree.' },
            picture: '🐿️',
          },
          {
            word: '袋鼠',
            english: 'kangaroo',
            explain: 'A kangaroo is a big jumping animal that carries its baby in a pouch.',
            examples: [
              { tw: '袋鼠媽媽', en: 'mother kangaroo' },
              { tw: '袋鼠寶寶', en: 'baby kangaroo' },
            ],
            sentence: { tw: '袋鼠跳得又高又遠。', en: 'Kangaroos jump high and far.' },
            picture: '🦘',
          },
          {
            word: '倉鼠',
            english: 'hamster',
            explain: 'A hamster is a small furry pet that stores food in its cheeks.',
            examples: [
              { tw: '養倉鼠', en: 'keep a hamster' },
              { tw: '一隻倉鼠', en: 'a hamster' },
            ],
            sentence: { tw: '我的倉鼠喜歡在輪子上跑。', en: 'My hamster likes running on its wheel.' },
            picture: '🐹',
          },
        ],
        story: [
          { tw: '小明和爸爸去動物園，看到袋鼠跳來跳去。', en: 'Xiaoming and Dad go to the zoo and see kangaroos jumping about.' },
          { tw: '袋鼠媽媽的口袋裡，還有一隻小袋鼠。', en: "In the mother kangaroo's pouch is a little baby kangaroo." },
          { tw: '樹上有一隻松鼠，抱著松果吃得好開心。', en: 'Up in a tree, a squirrel is happily eating a pine cone.' },
          { tw: '回家的路上，他們經過寵物店，看到一隻胖胖的倉鼠。', en: 'On the way home, they pass a pet shop and see a chubby hamster.' },
          { tw: '小明說：「倉鼠長得好像一隻圓圓的老鼠！」', en: 'Xiaoming says, "The hamster looks like a round little mouse!"' },
        ],
      },
    ],
  },
  {
    radical: '丶',
    name: { tw: '點部', en: 'the dot radical' },
    meaning: {
      tw: '丶就是一個小點，是寫字時最小的一筆，有這個部首的字不多，像主人的主。',
      en: 'Zhu is one little dot, the smallest stroke there is, and only a few characters are filed under it, like zhu in owner.',
    },
    lessons: [
      {
        key: 's2-dot-1',
        title: { tw: '豆豆的生日', en: "Doudou's birthday" },
        words: [
          {
            word: '主人',
            english: 'owner',
            explain: 'An owner is the person something belongs to, like a pet or a house.',
            examples: [
              { tw: '小狗的主人', en: "the puppy's owner" },
              { tw: '主人回來了', en: 'the owner is back' },
            ],
            sentence: { tw: '小貓看到主人回家，高興得喵喵叫。', en: 'The kitten meows happily when its owner comes home.' },
          },
          {
            word: '主意',
            english: 'idea',
            explain: 'An idea is a plan or a thought that pops into your head.',
            examples: [
              { tw: '好主意', en: 'a good idea' },
              { tw: '出主意', en: 'come up with an idea' },
            ],
            sentence: { tw: '我想到一個好主意！', en: 'I have a good idea!' },
            picture: '💡',
          },
          {
            word: '魚丸',
            english: 'fish ball',
            explain: 'A fish ball is a soft round ball made of fish that we cook in soup.',
            examples: [
              { tw: '魚丸湯', en: 'fish ball soup' },
              { tw: '一顆魚丸', en: 'a fish ball' },
            ],
            sentence: { tw: '奶奶煮的魚丸湯好好喝。', en: "Grandma's fish ball soup is delicious." },
            picture: '🍢',
          },
          {
            word: '平凡',
            english: 'ordinary',
            explain: 'Something is ordinary when it is just like every day, nothing special.',
            examples: [
              { tw: '平凡的一天', en: 'an ordinary day' },
              { tw: '平凡的人', en: 'an ordinary person' },
            ],
            sentence: { tw: '今天是平凡的一天，可是我過得很開心。', en: 'Today was an ordinary day, but I had a great time.' },
          },
        ],
        story: [
          { tw: '豆豆的主人是小明和小美。', en: 'Doudou belongs to Xiaoming and Xiaomei.' },
          { tw: '今天是豆豆的生日，小美想到一個好主意。', en: "Today is Doudou's birthday, and Xiaomei has a good idea." },
          { tw: '她說：「我們來煮魚丸湯，也請豆豆吃一顆魚丸！」', en: 'She says, "Let\'s make fish ball soup, and give Doudou a fish ball too!"' },
          { tw: '豆豆吃得好開心，對著主人一直搖尾巴。', en: 'Doudou eats happily and keeps wagging his tail at his owners.' },
          { tw: '媽媽說：「平凡的一天，也可以過得好快樂。」', en: 'Mom says, "Even an ordinary day can be a very happy one."' },
        ],
      },
    ],
  },
];
