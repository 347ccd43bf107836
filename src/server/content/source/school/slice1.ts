import type { MoreLessonsSource, RadicalSource } from '../types';

/**
 * The school year's characters, slice 1 (issue 29): new radicals (刀 巾 示 止 冫 冂 亠 寸 皿 干)
 * and lessons for radicals other files define (水 衣 馬 月 力 手 囗 大 牛 子 魚 八 一).
 */

export const radicals: RadicalSource[] = [
  {
    radical: '刀',
    name: { tw: '立刀旁', en: 'the knife radical' },
    meaning: {
      tw: '刀就是用來切東西的刀子，有刀字旁的字常常和切、分、刷這些動作有關。',
      en: 'Dao means knife, and characters with it are often about cutting, sharing and brushing.',
    },
    lessons: [
      {
        key: 's1-knife-1',
        title: { tw: '一起分蛋糕', en: 'Sharing the cake' },
        words: [
          {
            word: '刀',
            english: 'knife',
            explain: 'A knife is a tool with a sharp edge for cutting food, and only grown-ups should use a sharp one.',
            examples: [
              { tw: '一把刀', en: 'a knife' },
              { tw: '小刀', en: 'a small knife' },
              { tw: '刀子', en: 'knife' },
            ],
            sentence: { tw: '媽媽用刀切蘋果。', en: 'Mom cuts the apple with a knife.' },
            picture: '🔪',
          },
          {
            word: '分',
            english: 'share',
            explain: 'When you share, you split something so that everyone gets a part.',
            examples: [
              { tw: '分給你', en: 'share with you' },
              { tw: '分一半', en: 'split in half' },
            ],
            sentence: { tw: '我把餅乾分給妹妹。', en: 'I share my cookies with my little sister.' },
          },
          {
            word: '到',
            english: 'arrive',
            explain: 'You arrive when you get to the place you were going to.',
            examples: [
              { tw: '到家了', en: 'we are home' },
              { tw: '到學校', en: 'get to school' },
            ],
            sentence: { tw: '我們到公園了。', en: 'We have arrived at the park.' },
          },
          {
            word: '看到',
            english: 'see',
            explain: 'You see something when your eyes find it.',
            examples: [
              { tw: '看到你了', en: 'I see you' },
              { tw: '看到小狗', en: 'see a puppy' },
            ],
            sentence: { tw: '我看到天上有一朵白雲。', en: 'I see a white cloud in the sky.' },
          },
        ],
        story: [
          { tw: '爺爺到家了，手上拿著一個大蛋糕。', en: 'Grandpa arrives home with a big cake in his hands.' },
          { tw: '小明和小美看到蛋糕，都向前跑到桌子旁邊。', en: 'Xiaoming and Xiaomei see the cake and run forward to the table.' },
          { tw: '媽媽拿出刀，把蛋糕切成四塊。', en: 'Mom takes out a knife and cuts the cake into four pieces.' },
          { tw: '小美說：「我們一人分一塊！」', en: 'Xiaomei says, "Let\'s share it, one piece each!"' },
        ],
      },
      {
        key: 's1-knife-2',
        title: { tw: '刷刷牙', en: 'Brushing my teeth' },
        words: [
          {
            word: '刷牙',
            english: 'brush teeth',
            explain: 'You brush your teeth with a toothbrush to keep them clean and strong.',
            examples: [
              { tw: '早上刷牙', en: 'brush your teeth in the morning' },
              { tw: '睡前刷牙', en: 'brush your teeth before bed' },
            ],
            sentence: { tw: '吃完飯要記得刷牙。', en: 'Remember to brush your teeth after you eat.' },
            picture: '🪥',
          },
          {
            word: '刷子',
            english: 'brush',
            explain: 'A brush has lots of little hairs on a handle, for cleaning or painting.',
            examples: [
              { tw: '一把刷子', en: 'a brush' },
              { tw: '用刷子洗鞋', en: 'wash shoes with a brush' },
            ],
            sentence: { tw: '爸爸用刷子把鞋子刷乾淨。', en: 'Dad scrubs the shoes clean with a brush.' },
            picture: '🖌️',
          },
          {
            word: '以前',
            english: 'before',
            sense: 'in the past',
            explain: 'Before means at a time that has already gone by.',
            examples: [
              { tw: '很久以前', en: 'a long time ago' },
              { tw: '睡覺以前', en: 'before bedtime' },
            ],
            sentence: { tw: '睡覺以前，媽媽會講故事給我聽。', en: 'Before bedtime, Mom tells me a story.' },
          },
          {
            word: '分開',
            english: 'apart',
            explain: 'When things are apart, they are not together anymore.',
            examples: [
              { tw: '分開放', en: 'put them apart' },
              { tw: '不要分開', en: "don't split up" },
            ],
            sentence: { tw: '小美把紅色和綠色的積木分開。', en: 'Xiaomei puts the red and green blocks apart.' },
          },
        ],
        story: [
          { tw: '睡覺以前，小明和小美一起去刷牙。', en: 'Before bedtime, Xiaoming and Xiaomei go to brush their teeth together.' },
          { tw: '他們的牙刷放在一起，媽媽說要分開放。', en: 'Their toothbrushes are kept together, and Mom says to keep them apart.' },
          { tw: '豆豆也跑來了，爸爸拿小刷子幫牠刷毛。', en: 'Doudou runs over too, and Dad brushes its fur with a little brush.' },
          { tw: '大家都好乾淨，可以睡覺了。', en: 'Everyone is nice and clean and ready for bed.' },
        ],
      },
      {
        key: 's1-knife-3',
        title: { tw: '湖上划船', en: 'Rowing on the lake' },
        words: [
          {
            word: '切',
            english: 'cut',
            explain: 'You cut something when you use a knife to make it into pieces.',
            examples: [
              { tw: '切西瓜', en: 'cut the watermelon' },
              { tw: '切一切', en: 'cut it up' },
            ],
            sentence: { tw: '奶奶把西瓜切成一片一片。', en: 'Grandma cuts the watermelon into slices.' },
          },
          {
            word: '划船',
            english: 'row a boat',
            explain: 'When you row a boat, you push the water with paddles so the boat moves.',
            examples: [
              { tw: '去划船', en: 'go rowing' },
              { tw: '一起划船', en: 'row together' },
            ],
            sentence: { tw: '我們在湖上划船。', en: 'We row a boat on the lake.' },
            picture: '🚣',
          },
          {
            word: '剩下',
            english: 'left over',
            explain: 'What is left over is what is still there after the rest is gone.',
            examples: [
              { tw: '剩下一個', en: 'one left' },
              { tw: '剩下的飯', en: 'leftover rice' },
            ],
            sentence: { tw: '盤子裡只剩下一顆草莓。', en: 'There is only one strawberry left on the plate.' },
          },
          {
            word: '剛剛',
            english: 'just now',
            explain: 'Just now means a very short time ago.',
            examples: [
              { tw: '剛剛到', en: 'just arrived' },
              { tw: '剛剛好', en: 'just right' },
            ],
            sentence: { tw: '我剛剛吃完早餐。', en: 'I just finished breakfast.' },
          },
          {
            word: '立刻',
            english: 'at once',
            explain: 'At once means right now, without waiting.',
            examples: [
              { tw: '立刻回家', en: 'go home at once' },
              { tw: '立刻出發', en: 'set off at once' },
            ],
            sentence: { tw: '聽到鈴聲，大家立刻排好隊。', en: 'When they hear the bell, everyone lines up at once.' },
          },
          {
            word: '別人',
            english: 'other people',
            explain: 'Other people are people who are not you.',
            examples: [
              { tw: '幫助別人', en: 'help other people' },
              { tw: '別人的東西', en: "other people's things" },
            ],
            sentence: { tw: '拿別人的東西以前，要先問一問。', en: "Before you take other people's things, ask first." },
          },
        ],
        story: [
          { tw: '星期天，爸爸帶大家到湖上划船。', en: 'On Sunday, Dad takes everyone rowing on the lake.' },
          { tw: '小明剛剛划了幾下，船就轉了一圈。', en: 'Xiaoming has just rowed a few strokes when the boat spins around.' },
          { tw: '爸爸說：「看看別人怎麼划。」小明立刻學會了。', en: 'Dad says, "Watch how other people row." Xiaoming learns at once.' },
          { tw: '上岸以後，媽媽切了西瓜，大家吃得只剩下西瓜皮。', en: 'Back on shore, Mom cuts a watermelon, and everyone eats until only the rinds are left over.' },
        ],
      },
      {
        key: 's1-knife-4',
        title: { tw: '順利過關', en: 'It went well' },
        words: [
          {
            word: '順利',
            english: 'smoothly',
            explain: 'When something goes smoothly, it goes well and nothing goes wrong.',
            examples: [
              { tw: '很順利', en: 'very smoothly' },
              { tw: '一路順利', en: 'a smooth trip' },
            ],
            sentence: { tw: '今天的比賽很順利。', en: 'Today the contest went smoothly.' },
          },
          {
            word: '利用',
            english: 'make use',
            explain: 'When you make use of something, you find a good way to use it.',
            examples: [
              { tw: '利用紙盒', en: 'make use of paper boxes' },
              { tw: '好好利用', en: 'make good use of it' },
            ],
            sentence: { tw: '我們利用舊紙盒做了一座城堡。', en: 'We made use of old paper boxes to build a castle.' },
          },
        ],
        story: [
          { tw: '老師請大家利用舊東西做勞作。', en: 'The teacher asks everyone to make use of old things for a craft.' },
          { tw: '小明想用一根仙人掌，可是仙人掌有刺。', en: 'Xiaoming wants to use a cactus, but cactuses have thorns.' },
          { tw: '他改用紙盒和瓶蓋，做出一輛小車。', en: 'He uses a paper box and bottle caps instead and makes a little car.' },
          { tw: '小車跑得很順利，大家都拍手。', en: 'The little car runs smoothly, and everyone claps.' },
        ],
      },
    ],
  },
  {
    radical: '巾',
    name: { tw: '巾字旁', en: 'the cloth radical' },
    meaning: {
      tw: '巾就是一塊布，像毛巾、手帕，有巾字旁的字常常和布做的東西有關係。',
      en: 'Jin means a piece of cloth, like a towel, and characters with it are often about things made of cloth.',
    },
    lessons: [
      {
        key: 's1-cloth-1',
        title: { tw: '老師的毛巾', en: "The teacher's towel" },
        words: [
          {
            word: '布',
            english: 'cloth',
            explain: 'Cloth is the soft stuff that clothes, towels and curtains are made of.',
            examples: [
              { tw: '一塊布', en: 'a piece of cloth' },
              { tw: '花布', en: 'flowery cloth' },
              { tw: '布娃娃', en: 'rag doll' },
            ],
            sentence: { tw: '奶奶用花布做了一個小枕頭。', en: 'Grandma made a little pillow out of flowery cloth.' },
            picture: '🧵',
          },
          {
            word: '毛巾',
            english: 'towel',
            explain: 'A towel is a soft cloth you use to dry your face, hands or body.',
            examples: [
              { tw: '一條毛巾', en: 'a towel' },
              { tw: '擦毛巾', en: 'wipe with a towel' },
            ],
            sentence: { tw: '洗完臉，用毛巾擦一擦。', en: 'After you wash your face, dry it with a towel.' },
          },
          {
            word: '帶',
            english: 'bring',
            explain: 'When you bring something, you take it with you to another place.',
            examples: [
              { tw: '帶水壺', en: 'bring a water bottle' },
              { tw: '帶小狗散步', en: 'take the dog for a walk' },
            ],
            sentence: { tw: '上學要帶書包。', en: 'Bring your schoolbag when you go to school.' },
          },
          {
            word: '常常',
            english: 'often',
            explain: 'Often means many times, again and again.',
            examples: [
              { tw: '常常笑', en: 'often smile' },
              { tw: '常常見面', en: 'see each other often' },
            ],
            sentence: { tw: '我常常和爺爺去公園。', en: 'I often go to the park with Grandpa.' },
          },
        ],
        story: [
          { tw: '天氣好熱，老師常常流汗。', en: 'The weather is hot, and the teacher often sweats.' },
          { tw: '小美想送老師一條毛巾。', en: 'Xiaomei wants to give the teacher a towel.' },
          { tw: '奶奶拿出一塊藍色的布，和小美一起縫了一條。', en: 'Grandma takes out a piece of blue cloth and sews one with Xiaomei.' },
          { tw: '第二天，小美把毛巾帶到學校。', en: 'The next day, Xiaomei brings the towel to school.' },
          { tw: '老師笑著說：「謝謝你，我會每天用它。」', en: 'The teacher smiles and says, "Thank you, I will use it every day."' },
        ],
      },
      {
        key: 's1-cloth-2',
        title: { tw: '皇帝的新帽子', en: "The emperor's new hat" },
        words: [
          {
            word: '帽子',
            english: 'hat',
            explain: 'A hat is something you wear on your head to keep off the sun or the cold.',
            examples: [
              { tw: '戴帽子', en: 'wear a hat' },
              { tw: '一頂帽子', en: 'a hat' },
            ],
            sentence: { tw: '太陽好大，記得戴帽子。', en: 'The sun is strong, so remember to wear a hat.' },
            picture: '👒',
          },
          {
            word: '皇帝',
            english: 'emperor',
            explain: 'An emperor is a king who rules a very big country, like in old stories.',
            examples: [
              { tw: '小皇帝', en: 'a little emperor' },
              { tw: '皇帝的衣服', en: "the emperor's clothes" },
            ],
            sentence: { tw: '故事裡的皇帝住在很大的宮殿裡。', en: 'The emperor in the story lives in a huge palace.' },
            picture: '🤴',
          },
          {
            word: '希望',
            english: 'hope',
            explain: 'When you hope, you really want something good to happen.',
            examples: [
              { tw: '我希望', en: 'I hope' },
              { tw: '新的希望', en: 'a new hope' },
            ],
            sentence: { tw: '我希望明天是晴天。', en: 'I hope tomorrow will be sunny.' },
          },
          {
            word: '一幅畫',
            english: 'painting',
            explain: 'A painting is a picture made with paint or crayons, often hung on a wall.',
            examples: [
              { tw: '畫一幅畫', en: 'paint a picture' },
              { tw: '一幅畫掛在牆上', en: 'a painting on the wall' },
            ],
            sentence: { tw: '小明送給奶奶一幅畫。', en: 'Xiaoming gives Grandma a painting.' },
            picture: '🖼️',
          },
        ],
        story: [
          { tw: '小美在畫一個戴帽子的皇帝。', en: 'Xiaomei is drawing an emperor in a hat.' },
          { tw: '皇帝的帽子上有星星，也有月亮。', en: "The emperor's hat has stars on it, and a moon too." },
          { tw: '畫好以後，她說：「我希望爺爺喜歡。」', en: 'When she finishes, she says, "I hope Grandpa likes it."' },
          { tw: '爺爺把這一幅畫掛在客廳，每天都看一看。', en: 'Grandpa hangs the painting in the living room and looks at it every day.' },
        ],
      },
    ],
  },
  {
    radical: '示',
    name: { tw: '示字旁', en: 'the blessing radical' },
    meaning: {
      tw: '示字旁的字常常和祝福、神明還有節日有關係。',
      en: 'Characters with the shi radical are often about wishes, gods and holidays.',
    },
    lessons: [
      {
        key: 's1-blessing-1',
        title: { tw: '大大的福字', en: 'A big fu sign' },
        words: [
          {
            word: '福',
            english: 'good luck',
            explain: 'Fu means good luck and happiness, and people hang it on the door at Chinese New Year.',
            examples: [
              { tw: '福字', en: 'the fu sign' },
              { tw: '有福氣', en: 'lucky' },
            ],
            sentence: { tw: '過年的時候，門上貼著一個福字。', en: 'At Chinese New Year, there is a fu sign on the door.' },
            picture: '🧧',
          },
          {
            word: '祝福',
            english: 'good wishes',
            explain: 'Good wishes are kind words you say when you hope good things for someone.',
            examples: [
              { tw: '生日祝福', en: 'birthday wishes' },
              { tw: '送上祝福', en: 'send good wishes' },
            ],
            sentence: { tw: '大家給新同學滿滿的祝福。', en: 'Everyone gives the new classmate lots of good wishes.' },
          },
          {
            word: '神奇',
            english: 'magical',
            explain: 'Something magical is so amazing that it seems like magic.',
            examples: [
              { tw: '好神奇', en: 'so amazing' },
              { tw: '神奇的魔術', en: 'an amazing magic trick' },
            ],
            sentence: { tw: '種子長成大樹，真是神奇。', en: 'A seed growing into a big tree is truly magical.' },
            picture: '✨',
          },
          {
            word: '社區',
            english: 'neighborhood',
            explain: 'A neighborhood is the streets and homes around where you live.',
            examples: [
              { tw: '我們的社區', en: 'our neighborhood' },
              { tw: '社區公園', en: 'the neighborhood park' },
            ],
            sentence: { tw: '我們的社區有一個小公園。', en: 'Our neighborhood has a small park.' },
            picture: '🏘️',
          },
        ],
        story: [
          { tw: '快過年了，社區裡好熱鬧。', en: 'Chinese New Year is coming, and the neighborhood is busy and lively.' },
          { tw: '爺爺拿起毛筆，寫了一個大大的福字。', en: 'Grandpa picks up a brush and writes a big fu sign.' },
          { tw: '小美問：「為什麼要倒著貼？」', en: 'Xiaomei asks, "Why do we stick it upside down?"' },
          { tw: '爺爺說：「這樣福就到了，這是給大家的祝福。」', en: 'Grandpa says, "That way good luck arrives; it is a wish for everyone."' },
          { tw: '小美覺得這個字好神奇。', en: 'Xiaomei thinks this character is magical.' },
        ],
      },
      {
        key: 's1-blessing-2',
        title: { tw: '祕密門票', en: 'The secret ticket' },
        words: [
          {
            word: '祕密',
            english: 'secret',
            explain: 'A secret is something you know but do not tell other people yet.',
            examples: [
              { tw: '小祕密', en: 'a little secret' },
              { tw: '保守祕密', en: 'keep a secret' },
            ],
            sentence: { tw: '這是我和妹妹的小祕密。', en: 'This is a little secret between my sister and me.' },
            picture: '🤫',
          },
          {
            word: '門票',
            english: 'ticket',
            explain: 'A ticket is a little card or paper that lets you go into a place like a zoo.',
            examples: [
              { tw: '買門票', en: 'buy tickets' },
              { tw: '兩張門票', en: 'two tickets' },
            ],
            sentence: { tw: '爸爸買了四張動物園的門票。', en: 'Dad bought four tickets to the zoo.' },
            picture: '🎟️',
          },
          {
            word: '幸福',
            english: 'happiness',
            explain: 'Happiness is the warm, good feeling of being loved and happy.',
            examples: [
              { tw: '好幸福', en: 'so happy' },
              { tw: '幸福的家', en: 'a happy home' },
            ],
            sentence: { tw: '一家人一起吃飯，好幸福。', en: 'Eating together as a family is such happiness.' },
          },
        ],
        story: [
          { tw: '小明和小美有一個祕密。', en: 'Xiaoming and Xiaomei have a secret.' },
          { tw: '他們存錢買了兩張門票，要帶媽媽去看表演。', en: 'They saved money and bought two tickets to take Mom to a show.' },
          { tw: '到了門口，他們很有禮貌，把門票交給阿姨，還說了謝謝。', en: 'At the entrance, they are very polite: they hand the tickets to the lady and say thank you.' },
          { tw: '媽媽抱著他們說：「有你們真幸福。」', en: 'Mom hugs them and says, "I am so happy to have you."' },
        ],
      },
    ],
  },
  {
    radical: '止',
    name: { tw: '止部', en: 'the stop radical' },
    meaning: {
      tw: '止的樣子像一隻腳，有止部的字常常和走路、停下來有關係。',
      en: 'Zhi looks like a foot, and characters with it are often about walking and stopping.',
    },
    lessons: [
      {
        key: 's1-stop-1',
        title: { tw: '跑步停一停', en: 'Running and stopping' },
        words: [
          {
            word: '跑步',
            english: 'jog',
            explain: 'When you jog, you run at an easy speed to keep your body healthy.',
            examples: [
              { tw: '去跑步', en: 'go jogging' },
              { tw: '早上跑步', en: 'jog in the morning' },
            ],
            sentence: { tw: '爸爸每天早上去跑步。', en: 'Dad goes jogging every morning.' },
            picture: '🏃',
          },
          {
            word: '停止',
            english: 'stop',
            explain: 'When you stop, you do not keep going anymore.',
            examples: [
              { tw: '停止哭', en: 'stop crying' },
              { tw: '雨停止了', en: 'the rain has stopped' },
            ],
            sentence: { tw: '音樂停止的時候，大家都要站好。', en: 'When the music stops, everyone has to stand still.' },
            picture: '🛑',
          },
          {
            word: '正在',
            english: 'right now',
            explain: 'Right now means this very moment, while it is happening.',
            examples: [
              { tw: '正在吃飯', en: 'eating right now' },
              { tw: '正在下雨', en: 'raining right now' },
            ],
            sentence: { tw: '小美正在畫畫。', en: 'Xiaomei is drawing right now.' },
          },
          {
            word: '進步',
            english: 'improve',
            explain: 'You improve when you get better at something.',
            examples: [
              { tw: '有進步', en: 'got better' },
              { tw: '進步很多', en: 'improved a lot' },
            ],
            sentence: { tw: '我的字寫得越來越好，老師說我進步了。', en: 'My handwriting keeps getting better, and the teacher says I have improved.' },
            picture: '📈',
          },
        ],
        story: [
          { tw: '早上，小明和爸爸在公園跑步。', en: 'In the morning, Xiaoming jogs in the park with Dad.' },
          { tw: '豆豆正在前面追小鳥。', en: 'Doudou is chasing birds up ahead right now.' },
          { tw: '紅燈亮了，爸爸說：「停止！」大家都停下來。', en: 'The light turns red, and Dad says, "Stop!" Everyone stops.' },
          { tw: '小明今天跑了兩圈，比上次進步了。', en: 'Xiaoming runs two laps today, an improvement on last time.' },
        ],
      },
      {
        key: 's1-stop-2',
        title: { tw: '七歲生日', en: 'Seventh birthday' },
        words: [
          {
            word: '歲',
            english: 'years old',
            explain: 'We say how many years old someone is to tell how long they have been alive.',
            examples: [
              { tw: '七歲', en: 'seven years old' },
              { tw: '你幾歲', en: 'how old are you' },
            ],
            sentence: { tw: '我今年七歲了。', en: 'I am seven years old this year.' },
            picture: '🎂',
          },
          {
            word: '因此',
            english: 'so',
            sense: 'because of that',
            explain: 'So tells you what happened because of something.',
            examples: [
              { tw: '因此很開心', en: 'so very happy' },
              { tw: '也因此', en: 'and so' },
            ],
            sentence: { tw: '今天下雨，因此我們在家玩。', en: 'It rained today, so we played at home.' },
          },
          {
            word: '散步',
            english: 'stroll',
            explain: 'When you stroll, you walk slowly just for fun.',
            examples: [
              { tw: '去散步', en: 'go for a stroll' },
              { tw: '帶狗散步', en: 'walk the dog' },
            ],
            sentence: { tw: '吃完晚飯，我們去散步。', en: 'After dinner, we go for a stroll.' },
            picture: '🚶',
          },
        ],
        story: [
          { tw: '今天小明七歲了。', en: 'Today Xiaoming turns seven years old.' },
          { tw: '他想和全家一起去散步。', en: 'He wants to go for a stroll with the whole family.' },
          { tw: '大家走到河邊，看到好美的夕陽，因此都不想回家了。', en: 'They walk to the river and see a lovely sunset, so nobody wants to go home.' },
        ],
      },
    ],
  },
  {
    radical: '冫',
    name: { tw: '兩點水', en: 'the ice radical' },
    meaning: {
      tw: '兩點水像是結成冰的水，有兩點水的字常常和冰、冷還有冬天有關係。',
      en: 'These two dots stand for ice, and characters with them are often about ice, cold and winter.',
    },
    lessons: [
      {
        key: 's1-ice-1',
        title: { tw: '冬天吃冰', en: 'Ice cream in winter' },
        words: [
          {
            word: '冬天',
            english: 'winter',
            explain: 'Winter is the coldest season of the year.',
            examples: [
              { tw: '冷冷的冬天', en: 'a cold winter' },
              { tw: '冬天來了', en: 'winter is here' },
            ],
            sentence: { tw: '冬天到了，我穿上了外套。', en: 'Winter is here, so I put on my coat.' },
            picture: '⛄',
          },
          {
            word: '冷',
            english: 'cold',
            explain: 'Cold is how you feel when the air or water is not warm at all.',
            examples: [
              { tw: '好冷', en: 'so cold' },
              { tw: '冷水', en: 'cold water' },
            ],
            sentence: { tw: '外面好冷，我們快進屋吧。', en: "It's so cold outside, let's hurry inside." },
            picture: '🥶',
          },
          {
            word: '冰',
            english: 'ice',
            explain: 'Ice is water that has frozen hard because it is very cold.',
            examples: [
              { tw: '冰塊', en: 'ice cube' },
              { tw: '冰冰的', en: 'icy cold' },
            ],
            sentence: { tw: '果汁裡放了冰，喝起來好涼。', en: 'There is ice in the juice, so it tastes cool.' },
            picture: '🧊',
          },
          {
            word: '冷靜',
            english: 'calm down',
            explain: 'To calm down is to stop being upset and feel quiet inside again.',
            examples: [
              { tw: '冷靜一下', en: 'calm down a bit' },
              { tw: '要冷靜', en: 'stay calm' },
            ],
            sentence: { tw: '生氣的時候，先深呼吸，冷靜一下。', en: 'When you are angry, take a deep breath and calm down.' },
          },
        ],
        story: [
          { tw: '冬天的早上好冷，小美想吃冰淇淋。', en: 'It is a cold winter morning, and Xiaomei wants ice cream.' },
          { tw: '媽媽說：「天氣這麼冷，不能吃冰。」', en: 'Mom says, "It is too cold to eat anything icy."' },
          { tw: '小美哭了，媽媽抱著她，讓她冷靜一下。', en: 'Xiaomei cries, and Mom holds her to help her calm down.' },
          { tw: '媽媽說：「我們等夏天再一起吃，好嗎？」', en: 'Mom says, "Let\'s have some together in summer, okay?"' },
        ],
      },
      {
        key: 's1-ice-2',
        title: { tw: '冰箱的規定', en: 'The fridge rule' },
        words: [
          {
            word: '冰箱',
            english: 'fridge',
            explain: 'A fridge is a big cold box in the kitchen that keeps food fresh.',
            examples: [
              { tw: '打開冰箱', en: 'open the fridge' },
              { tw: '放進冰箱', en: 'put it in the fridge' },
            ],
            sentence: { tw: '牛奶放在冰箱裡。', en: 'The milk is in the fridge.' },
          },
          {
            word: '冰塊',
            english: 'ice cube',
            explain: 'An ice cube is a little block of ice that makes drinks cold.',
            examples: [
              { tw: '加冰塊', en: 'add ice cubes' },
              { tw: '三顆冰塊', en: 'three ice cubes' },
            ],
            sentence: { tw: '爸爸在水裡加了兩顆冰塊。', en: 'Dad put two ice cubes in the water.' },
            picture: '🧊',
          },
        ],
        story: [
          { tw: '豆豆聞到冰箱裡的香腸，一直在旁邊轉來轉去。', en: 'Doudou smells the sausages in the fridge and keeps circling around it.' },
          { tw: '媽媽說：「豆豆，不可以偷吃！」', en: 'Mom says, "Doudou, no sneaking snacks!"' },
          { tw: '小明拿出一顆冰塊給牠。', en: 'Xiaoming takes out an ice cube for it.' },
          { tw: '豆豆咬著冰塊，開心地搖尾巴。', en: 'Doudou chews the ice cube and wags its tail happily.' },
        ],
      },
    ],
  },
  {
    radical: '冂',
    name: { tw: '同字框', en: 'the frame radical' },
    meaning: {
      tw: '同字框像一個框框，再、冒、冊這些字都有它，有的字把它藏在裡面。',
      en: 'Jiong looks like a frame, and you can find it in characters like zai, mao and ce, sometimes hidden inside.',
    },
    lessons: [
      {
        key: 's1-frame-1',
        title: { tw: '感冒了', en: 'Catching a cold' },
        words: [
          {
            word: '再見',
            english: 'goodbye',
            explain: 'We say goodbye when someone is leaving.',
            examples: [
              { tw: '說再見', en: 'say goodbye' },
              { tw: '明天再見', en: 'see you tomorrow' },
            ],
            sentence: { tw: '放學了，我和同學說再見。', en: 'School is over, and I say goodbye to my classmates.' },
            picture: '👋',
          },
          {
            word: '再一次',
            english: 'once more',
            explain: 'Once more means doing something one more time.',
            examples: [
              { tw: '再一次就好', en: 'just once more' },
              { tw: '再一次加油', en: 'try hard once more' },
            ],
            sentence: { tw: '這首歌好好聽，我們再一次唱吧。', en: "This song is lovely, let's sing it once more." },
          },
          {
            word: '感冒',
            english: 'catch a cold',
            explain: 'When you catch a cold, you sneeze, cough and your nose runs.',
            examples: [
              { tw: '感冒了', en: 'caught a cold' },
              { tw: '小心感冒', en: "don't catch a cold" },
            ],
            sentence: { tw: '天氣變冷了，小心不要感冒。', en: "It's getting cold, so be careful not to catch a cold." },
            picture: '🤧',
          },
          {
            word: '冒汗',
            english: 'break a sweat',
            explain: 'When you break a sweat, little drops of water come out on your skin.',
            examples: [
              { tw: '頭上冒汗', en: 'sweat on the head' },
              { tw: '一直冒汗', en: 'keep sweating' },
            ],
            sentence: { tw: '小明跑完步，額頭一直冒汗。', en: "After his run, Xiaoming's forehead keeps sweating." },
          },
        ],
        story: [
          { tw: '小美感冒了，一直打噴嚏。', en: 'Xiaomei has caught a cold and keeps sneezing.' },
          { tw: '媽媽煮了熱湯，小美喝完頭上冒汗。', en: 'Mom makes hot soup, and Xiaomei breaks a sweat after drinking it.' },
          { tw: '睡了一覺，小美覺得好多了。', en: 'After a good sleep, Xiaomei feels much better.' },
          { tw: '她對感冒說：「再見，你不要再一次來找我了！」', en: 'She says to the cold, "Goodbye, don\'t come and find me once more!"' },
        ],
      },
      {
        key: 's1-frame-2',
        title: { tw: '最後一名', en: 'Last place' },
        words: [
          {
            word: '最',
            english: 'most',
            explain: 'Most means more than all the others.',
            examples: [
              { tw: '最好', en: 'the best' },
              { tw: '最喜歡', en: 'like best' },
            ],
            sentence: { tw: '我最喜歡星期六。', en: 'I like Saturday the most.' },
          },
          {
            word: '最後',
            english: 'last',
            explain: 'Last means at the very end, after all the others.',
            examples: [
              { tw: '最後一個', en: 'the last one' },
              { tw: '最後一天', en: 'the last day' },
            ],
            sentence: { tw: '小美是最後一個上車的。', en: 'Xiaomei was the last one to get on the bus.' },
          },
        ],
        story: [
          { tw: '運動會上，小明跑了最後一名。', en: 'At sports day, Xiaoming came in last.' },
          { tw: '可是他沒有停下來，一直跑到終點。', en: 'But he did not stop, and he ran all the way to the finish.' },
          { tw: '老師在他的手冊上寫著：「你是最勇敢的孩子！」', en: 'The teacher wrote in his handbook, "You are the bravest child!"' },
        ],
      },
    ],
  },
  {
    radical: '亠',
    name: { tw: '文字頭', en: 'the lid radical' },
    meaning: {
      tw: '文字頭像一個小蓋子，常常戴在字的頭上，像亮、享、交、亭都有它。',
      en: 'Tou looks like a little lid on top of a character, as in liang, xiang, jiao and ting.',
    },
    lessons: [
      {
        key: 's1-lid-1',
        title: { tw: '漂亮的星星', en: 'Pretty stars' },
        words: [
          {
            word: '亮',
            english: 'bright',
            explain: 'Something bright gives off lots of light, like the sun or a lamp.',
            examples: [
              { tw: '好亮', en: 'so bright' },
              { tw: '亮亮的', en: 'shiny and bright' },
            ],
            sentence: { tw: '打開燈，房間就亮了。', en: 'Turn on the light, and the room is bright.' },
            picture: '💡',
          },
          {
            word: '漂亮',
            english: 'pretty',
            explain: 'Something pretty is nice to look at.',
            examples: [
              { tw: '好漂亮', en: 'so pretty' },
              { tw: '漂亮的花', en: 'a pretty flower' },
            ],
            sentence: { tw: '小美穿上漂亮的裙子。', en: 'Xiaomei puts on a pretty skirt.' },
          },
          {
            word: '分享',
            english: 'share with',
            explain: 'When you share with others, you let them have or enjoy some of what you have.',
            examples: [
              { tw: '和朋友分享', en: 'share with friends' },
              { tw: '分享玩具', en: 'share toys' },
            ],
            sentence: { tw: '小明把新書和同學分享。', en: 'Xiaoming shares his new book with his classmates.' },
          },
          {
            word: '享受',
            english: 'enjoy',
            explain: 'When you enjoy something, it makes you feel good and happy.',
            examples: [
              { tw: '享受陽光', en: 'enjoy the sunshine' },
              { tw: '好好享受', en: 'have a great time' },
            ],
            sentence: { tw: '豆豆躺在草地上享受陽光。', en: 'Doudou lies on the grass enjoying the sunshine.' },
          },
        ],
        story: [
          { tw: '晚上，小明和爸爸在院子裡看星星。', en: 'At night, Xiaoming and Dad look at the stars in the yard.' },
          { tw: '天上的星星好亮，好漂亮。', en: 'The stars in the sky are so bright and so pretty.' },
          { tw: '小明跑進屋裡，叫小美一起出來看。', en: 'Xiaoming runs inside and calls Xiaomei to come out and look.' },
          { tw: '他說：「好東西要和家人分享。」', en: 'He says, "Good things should be shared with family."' },
          { tw: '大家坐在一起，享受安靜的夜晚。', en: 'They all sit together and enjoy the quiet night.' },
        ],
      },
      {
        key: 's1-lid-2',
        title: { tw: '涼亭裡交朋友', en: 'Making friends in the pavilion' },
        words: [
          {
            word: '涼亭',
            english: 'pavilion',
            explain: 'A pavilion is a little roof on posts in a park where you can sit in the shade.',
            examples: [
              { tw: '公園的涼亭', en: 'the park pavilion' },
              { tw: '在涼亭休息', en: 'rest in the pavilion' },
            ],
            sentence: { tw: '爺爺在涼亭裡下象棋。', en: 'Grandpa plays Chinese chess in the pavilion.' },
          },
          {
            word: '交朋友',
            english: 'make friends',
            explain: 'You make friends when you meet someone and start to like playing together.',
            examples: [
              { tw: '愛交朋友', en: 'love making friends' },
              { tw: '一起交朋友', en: 'make friends together' },
            ],
            sentence: { tw: '小美很喜歡交朋友。', en: 'Xiaomei loves making friends.' },
            picture: '🤝',
          },
          {
            word: '交換',
            english: 'swap',
            explain: 'When you swap, you give something and get something back.',
            examples: [
              { tw: '交換貼紙', en: 'swap stickers' },
              { tw: '交換禮物', en: 'swap gifts' },
            ],
            sentence: { tw: '我和同學交換貼紙。', en: 'My classmate and I swap stickers.' },
            picture: '🔄',
          },
        ],
        story: [
          { tw: '下午好熱，小美和奶奶坐在公園的涼亭裡。', en: 'The afternoon is hot, and Xiaomei sits with Grandma in the park pavilion.' },
          { tw: '一個女孩也走進來，手上拿著貼紙本。', en: 'A girl walks in too, holding a sticker book.' },
          { tw: '兩個人一起看貼紙，還互相交換。', en: 'The two of them look at stickers together and swap some.' },
          { tw: '回家的路上，小美說：「我今天交朋友了！」', en: 'On the way home, Xiaomei says, "I made a friend today!"' },
        ],
      },
    ],
  },
  {
    radical: '寸',
    name: { tw: '寸字旁', en: 'the inch radical' },
    meaning: {
      tw: '寸是一個很短的長度，像手指那麼寬，有寸的字有對、專、將、封。',
      en: 'Cun is a very short length, about as wide as a finger, and it is in characters like dui, zhuan, jiang and feng.',
    },
    lessons: [
      {
        key: 's1-inch-1',
        title: { tw: '對不起，豆豆', en: 'Sorry, Doudou' },
        words: [
          {
            word: '對',
            english: 'right',
            explain: 'Right means correct, with no mistakes.',
            examples: [
              { tw: '答對了', en: 'got it right' },
              { tw: '對不對', en: 'right or not' },
            ],
            sentence: { tw: '老師說：「你說得對！」', en: 'The teacher says, "You are right!"' },
            picture: '✅',
          },
          {
            word: '對不起',
            english: 'sorry',
            explain: 'We say sorry when we have done something wrong or hurt someone.',
            examples: [
              { tw: '說對不起', en: 'say sorry' },
              { tw: '真對不起', en: 'I am so sorry' },
            ],
            sentence: { tw: '我不小心撞到他，馬上說對不起。', en: 'I bumped into him by accident and said sorry right away.' },
          },
          {
            word: '專心',
            english: 'focus',
            explain: 'When you focus, you think only about one thing.',
            examples: [
              { tw: '專心上課', en: 'focus in class' },
              { tw: '很專心', en: 'very focused' },
            ],
            sentence: { tw: '寫功課的時候要專心。', en: 'Focus when you do your homework.' },
          },
          {
            word: '對面',
            english: 'across',
            explain: 'Across means on the other side, facing you.',
            examples: [
              { tw: '馬路對面', en: 'across the road' },
              { tw: '坐在對面', en: 'sit across from me' },
            ],
            sentence: { tw: '我家對面有一家麵包店。', en: 'There is a bakery across from my home.' },
          },
        ],
        story: [
          { tw: '爸爸把球藏起來，小明和小美在家裡找。', en: 'Dad hides a ball, and Xiaoming and Xiaomei look for it at home.' },
          { tw: '小明找得好專心，終於在對面的沙發下面找到了。', en: 'Xiaoming searches with focus and finally finds it under the sofa across the room.' },
          { tw: '他開心地跳起來，不小心踩到豆豆的尾巴。', en: 'He jumps for joy and steps on Doudou\'s tail by accident.' },
          { tw: '小明抱著豆豆說：「對不起！」', en: 'Xiaoming hugs Doudou and says, "Sorry!"' },
          { tw: '小美說：「對，要溫柔一點。」', en: 'Xiaomei says, "Right, be a bit more gentle."' },
        ],
      },
      {
        key: 's1-inch-2',
        title: { tw: '給將來的信', en: 'A letter to the future' },
        words: [
          {
            word: '將來',
            english: 'future',
            explain: 'The future is the time that has not come yet.',
            examples: [
              { tw: '將來的我', en: 'the future me' },
              { tw: '在將來', en: 'in the future' },
            ],
            sentence: { tw: '我將來想當醫生。', en: 'In the future, I want to be a doctor.' },
          },
          {
            word: '信封',
            english: 'envelope',
            explain: 'An envelope is a paper cover you put a letter in before you send it.',
            examples: [
              { tw: '白色的信封', en: 'a white envelope' },
              { tw: '放進信封', en: 'put it in an envelope' },
            ],
            sentence: { tw: '我把信放進信封裡。', en: 'I put the letter in the envelope.' },
            picture: '✉️',
          },
          {
            word: '封',
            english: 'seal',
            explain: 'When you seal something, you close it tight so it stays shut.',
            examples: [
              { tw: '封起來', en: 'seal it up' },
              { tw: '一封信', en: 'a letter' },
            ],
            sentence: { tw: '媽媽用膠帶把箱子封好。', en: 'Mom seals the box with tape.' },
          },
        ],
        story: [
          { tw: '老師請大家寫一封信給將來的自己。', en: 'The teacher asks everyone to write a letter to their future self.' },
          { tw: '小明寫：「希望你還是很愛笑。」', en: 'Xiaoming writes, "I hope you still love to smile."' },
          { tw: '他把信放進信封，再用貼紙封起來。', en: 'He puts the letter in an envelope and seals it with a sticker.' },
        ],
      },
    ],
  },
  {
    radical: '皿',
    name: { tw: '皿字底', en: 'the dish radical' },
    meaning: {
      tw: '皿就是碗、盤子這類裝東西的器具，有皿字底的字常常和裝東西的容器有關係。',
      en: 'Min means a dish or bowl, and characters with it are often about things that hold other things.',
    },
    lessons: [
      {
        key: 's1-dish-1',
        title: { tw: '花盆裡的小芽', en: 'A sprout in the flowerpot' },
        words: [
          {
            word: '花盆',
            english: 'flowerpot',
            explain: 'A flowerpot is a pot filled with soil where a plant can grow.',
            examples: [
              { tw: '一個花盆', en: 'a flowerpot' },
              { tw: '小花盆', en: 'a little flowerpot' },
            ],
            sentence: { tw: '我把種子種在花盆裡。', en: 'I plant the seed in a flowerpot.' },
            picture: '🪴',
          },
          {
            word: '臉盆',
            english: 'washbasin',
            explain: 'A washbasin is a wide bowl for water that you wash your face in.',
            examples: [
              { tw: '洗臉盆', en: 'a washbasin' },
              { tw: '塑膠臉盆', en: 'a plastic washbasin' },
            ],
            sentence: { tw: '奶奶在臉盆裡裝了溫水。', en: 'Grandma fills the washbasin with warm water.' },
          },
          {
            word: '盒子',
            english: 'case',
            explain: 'A case is a small box with a lid for keeping things in.',
            examples: [
              { tw: '紙盒子', en: 'a paper case' },
              { tw: '打開盒子', en: 'open the case' },
            ],
            sentence: { tw: '盒子裡有一條項鍊。', en: 'There is a necklace in the case.' },
          },
          {
            word: '鉛筆盒',
            english: 'pencil case',
            explain: 'A pencil case holds your pencils, eraser and ruler.',
            examples: [
              { tw: '新的鉛筆盒', en: 'a new pencil case' },
              { tw: '打開鉛筆盒', en: 'open the pencil case' },
            ],
            sentence: { tw: '我的鉛筆盒裡有三枝鉛筆。', en: 'There are three pencils in my pencil case.' },
            picture: '✏️',
          },
        ],
        story: [
          { tw: '小美在學校種了一顆種子。', en: 'Xiaomei planted a seed at school.' },
          { tw: '她用一個舊盒子當花盆，每天都去看。', en: 'She uses an old case as a flowerpot and checks it every day.' },
          { tw: '回家的時候，她用臉盆裝水，給它澆一點。', en: 'When she gets home, she fills a washbasin with water and gives it a little.' },
          { tw: '一天早上，小芽長出來了，小美開心得把鉛筆盒都打翻了。', en: 'One morning a sprout comes up, and Xiaomei is so happy that she knocks over her pencil case.' },
        ],
      },
      {
        key: 's1-dish-2',
        title: { tw: '洗碗盤', en: 'Washing the dishes' },
        words: [
          {
            word: '盤子',
            english: 'plate',
            explain: 'A plate is a flat dish that you put food on.',
            examples: [
              { tw: '一個盤子', en: 'a plate' },
              { tw: '洗盤子', en: 'wash the plates' },
            ],
            sentence: { tw: '媽媽把水餃放在盤子上。', en: 'Mom puts the dumplings on a plate.' },
            picture: '🍽️',
          },
          {
            word: '碗盤',
            english: 'dishes',
            explain: 'Dishes are the bowls and plates we eat from.',
            examples: [
              { tw: '洗碗盤', en: 'wash the dishes' },
              { tw: '收碗盤', en: 'clear the dishes' },
            ],
            sentence: { tw: '吃完飯，我幫忙收碗盤。', en: 'After dinner, I help clear the dishes.' },
            picture: '🍽️',
          },
        ],
        story: [
          { tw: '吃完飯，小明幫媽媽洗碗盤。', en: 'After dinner, Xiaoming helps Mom wash the dishes.' },
          { tw: '他一個一個洗，洗到最後一個盤子，手滑了一下。', en: 'He washes them one by one, and at the last plate his hand slips.' },
          { tw: '還好媽媽接住了，兩個人都笑了。', en: 'Luckily Mom catches it, and they both laugh.' },
        ],
      },
    ],
  },
  {
    radical: '干',
    name: { tw: '干字部', en: 'the shield radical' },
    meaning: {
      tw: '干的樣子像古時候的盾牌，年、平、幸這些字都有它。',
      en: 'Gan looks like an old shield, and characters like nian, ping and xing belong to it.',
    },
    lessons: [
      {
        key: 's1-shield-1',
        title: { tw: '新年快樂', en: 'Happy New Year' },
        words: [
          {
            word: '新年',
            english: 'New Year',
            explain: 'New Year is when a new year begins, and families celebrate together.',
            examples: [
              { tw: '新年快樂', en: 'Happy New Year' },
              { tw: '過新年', en: 'celebrate the New Year' },
            ],
            sentence: { tw: '新年的時候，大家都穿新衣服。', en: 'At New Year, everyone wears new clothes.' },
            picture: '🧧',
          },
          {
            word: '過年',
            english: 'celebrate',
            sense: 'at new year',
            explain: 'To celebrate Chinese New Year is to eat a big dinner with family and get red envelopes.',
            examples: [
              { tw: '回家過年', en: 'go home for New Year' },
              { tw: '過年好', en: 'Happy New Year' },
            ],
            sentence: { tw: '我們去外婆家過年。', en: "We celebrate the New Year at Grandma's house." },
          },
          {
            word: '平安',
            english: 'safe',
            explain: 'Safe means nothing bad happens to you and you are well.',
            examples: [
              { tw: '平平安安', en: 'safe and sound' },
              { tw: '一路平安', en: 'have a safe trip' },
            ],
            sentence: { tw: '爺爺祝我們平安長大。', en: 'Grandpa wishes that we grow up safe and well.' },
          },
          {
            word: '幸運',
            english: 'lucky',
            explain: 'You are lucky when something good happens to you by chance.',
            examples: [
              { tw: '好幸運', en: 'so lucky' },
              { tw: '幸運草', en: 'four-leaf clover' },
            ],
            sentence: { tw: '我好幸運，抽到了第一名。', en: 'I was so lucky and drew first place.' },
            picture: '🍀',
          },
          {
            word: '公平',
            english: 'fair',
            explain: 'Fair means everyone is treated the same way.',
            examples: [
              { tw: '很公平', en: 'very fair' },
              { tw: '不公平', en: 'not fair' },
            ],
            sentence: { tw: '我們輪流玩，這樣才公平。', en: 'We take turns, so it is fair.' },
            picture: '⚖️',
          },
        ],
        story: [
          { tw: '新年到了，全家回奶奶家過年。', en: "New Year is here, and the whole family goes to Grandma's house to celebrate." },
          { tw: '爺爺給小明和小美一人一個紅包，說：「祝你們平安長大。」', en: 'Grandpa gives Xiaoming and Xiaomei a red envelope each and says, "May you grow up safe and well."' },
          { tw: '晚上吃水餃，小美吃到了包著硬幣的那一顆。', en: 'At dinner they eat dumplings, and Xiaomei gets the one with a coin inside.' },
          { tw: '大家說她好幸運。', en: 'Everyone says she is lucky.' },
          { tw: '小明說：「不公平！」大家都笑了。', en: 'Xiaoming says, "Not fair!" and everyone laughs.' },
        ],
      },
    ],
  },
];

export const moreLessons: MoreLessonsSource[] = [
  {
    radical: '水',
    lessons: [
      {
        key: 's1-water-1',
        title: { tw: '水池邊', en: 'By the pond' },
        words: [
          {
            word: '沒有',
            english: 'not have',
            explain: 'Not have means there is none of it.',
            examples: [
              { tw: '沒有錢', en: 'have no money' },
              { tw: '沒有人', en: 'nobody' },
            ],
            sentence: { tw: '我沒有帶傘。', en: 'I do not have an umbrella with me.' },
          },
          {
            word: '滿',
            english: 'full up',
            explain: 'Full up means there is no room for any more.',
            examples: [
              { tw: '裝滿', en: 'fill up' },
              { tw: '滿滿的', en: 'full to the top' },
            ],
            sentence: { tw: '杯子裡的水滿了。', en: 'The cup is full up with water.' },
          },
          {
            word: '水池',
            english: 'pond',
            sense: 'a pool',
            explain: 'A pond is a small pool of water, sometimes with fish in it.',
            examples: [
              { tw: '公園的水池', en: 'the pond in the park' },
              { tw: '小水池', en: 'a little pond' },
            ],
            sentence: { tw: '水池裡有好多小魚。', en: 'There are lots of little fish in the pond.' },
          },
          {
            word: '汽水',
            english: 'soda',
            explain: 'Soda is a sweet drink full of tiny bubbles.',
            examples: [
              { tw: '一瓶汽水', en: 'a bottle of soda' },
              { tw: '喝汽水', en: 'drink soda' },
            ],
            sentence: { tw: '汽水喝起來有好多泡泡。', en: 'Soda is full of bubbles when you drink it.' },
            picture: '🥤',
          },
        ],
        story: [
          { tw: '小明和爸爸到公園的水池邊餵魚。', en: 'Xiaoming and Dad go to the pond in the park to feed the fish.' },
          { tw: '水池裡滿滿的都是魚。', en: 'The pond is full up with fish.' },
          { tw: '太陽好大，小明想喝汽水。', en: 'The sun is hot, and Xiaoming wants a soda.' },
          { tw: '爸爸說：「沒有汽水，我們喝水吧！」', en: 'Dad says, "There is no soda, let\'s drink water!"' },
        ],
      },
      {
        key: 's1-water-2',
        title: { tw: '幫花澆水', en: 'Watering the flowers' },
        words: [
          {
            word: '澆花',
            english: 'water flowers',
            explain: 'When you water flowers, you pour water on them so they can grow.',
            examples: [
              { tw: '幫忙澆花', en: 'help water the flowers' },
              { tw: '每天澆花', en: 'water the flowers every day' },
            ],
            sentence: { tw: '奶奶每天早上澆花。', en: 'Grandma waters the flowers every morning.' },
            picture: '🚿',
          },
          {
            word: '水滴',
            english: 'water drop',
            explain: 'A water drop is a tiny round bit of water.',
            examples: [
              { tw: '小水滴', en: 'a little water drop' },
              { tw: '一顆水滴', en: 'a water drop' },
            ],
            sentence: { tw: '葉子上有一顆水滴。', en: 'There is a water drop on the leaf.' },
            picture: '💧',
          },
          {
            word: '汗',
            english: 'sweat',
            explain: 'Sweat is the water that comes out of your skin when you are hot.',
            examples: [
              { tw: '流汗', en: 'to sweat' },
              { tw: '滿頭大汗', en: 'dripping with sweat' },
            ],
            sentence: { tw: '踢完球，小明滿頭大汗。', en: 'After playing soccer, Xiaoming is dripping with sweat.' },
            picture: '😅',
          },
          {
            word: '溫暖',
            english: 'warm',
            explain: 'Warm is a nice feeling that is not too hot and not cold.',
            examples: [
              { tw: '溫暖的家', en: 'a warm home' },
              { tw: '好溫暖', en: 'so warm' },
            ],
            sentence: { tw: '春天的太陽好溫暖。', en: 'The spring sun is so warm.' },
          },
        ],
        story: [
          { tw: '春天的早上好溫暖，小美和奶奶去澆花。', en: 'It is a warm spring morning, and Xiaomei goes to water the flowers with Grandma.' },
          { tw: '花瓣上掛著一顆一顆的水滴。', en: 'Water drops hang on the petals.' },
          { tw: '小美提著水壺跑來跑去，頭上都是汗。', en: 'Xiaomei runs around with the watering can, her head covered in sweat.' },
          { tw: '奶奶說：「辛苦了，我們去把手洗乾淨，吃早餐吧！」', en: 'Grandma says, "Good work! Let\'s wash our hands clean and have breakfast!"' },
        ],
      },
      {
        key: 's1-water-3',
        title: { tw: '去港口看船', en: 'Boats at the harbor' },
        words: [
          {
            word: '港口',
            english: 'harbor',
            explain: 'A harbor is a place by the sea where boats and ships stop.',
            examples: [
              { tw: '大港口', en: 'a big harbor' },
              { tw: '去港口', en: 'go to the harbor' },
            ],
            sentence: { tw: '港口停了很多漁船。', en: 'Lots of fishing boats are in the harbor.' },
            picture: '⚓',
          },
          {
            word: '波紋',
            english: 'ripple',
            explain: 'A ripple is a little ring of waves on the water.',
            examples: [
              { tw: '水的波紋', en: 'ripples in the water' },
              { tw: '一圈一圈的波紋', en: 'ring after ring of ripples' },
            ],
            sentence: { tw: '石頭丟進水裡，水面出現了波紋。', en: 'A stone falls into the water, and ripples appear.' },
            picture: '🌊',
          },
          {
            word: '油',
            english: 'oil',
            explain: 'Oil is a slippery liquid for cooking, and cars and boats burn oil too.',
            examples: [
              { tw: '炒菜油', en: 'cooking oil' },
              { tw: '加油', en: 'fill up the tank' },
            ],
            sentence: { tw: '媽媽在鍋子裡倒了一點油。', en: 'Mom pours a little oil into the pan.' },
            picture: '🫗',
          },
          {
            word: '清楚',
            english: 'clear',
            explain: 'Clear means easy to see, hear or understand.',
            examples: [
              { tw: '看清楚', en: 'look carefully' },
              { tw: '說清楚', en: 'say it clearly' },
            ],
            sentence: { tw: '站在前面，看得更清楚。', en: 'You can see more clearly from the front.' },
          },
          {
            word: '決定',
            english: 'decide',
            explain: 'When you decide, you choose what to do.',
            examples: [
              { tw: '我決定了', en: 'I have decided' },
              { tw: '一起決定', en: 'decide together' },
            ],
            sentence: { tw: '我們決定明天去動物園。', en: 'We decided to go to the zoo tomorrow.' },
          },
        ],
        story: [
          { tw: '全家決定去港口看船。', en: 'The family decides to go and see the boats at the harbor.' },
          { tw: '爸爸說：「臺灣是一個島，所以有很多港口。」', en: 'Dad says, "Taiwan is an island, so it has lots of harbors."' },
          { tw: '一艘大船正在加油，水面上有一圈一圈的波紋。', en: 'A big ship is taking on oil, and there are ripples on the water.' },
          { tw: '小明站在高高的地方，把船上的旗子看得好清楚。', en: 'Xiaoming stands up high and can see the flags on the ship very clearly.' },
        ],
      },
      {
        key: 's1-water-4',
        title: { tw: '沙灘上的一天', en: 'A day at the beach' },
        words: [
          {
            word: '沙灘',
            english: 'beach',
            explain: 'A beach is the sandy land next to the sea.',
            examples: [
              { tw: '在沙灘上', en: 'on the beach' },
              { tw: '白色的沙灘', en: 'a white beach' },
            ],
            sentence: { tw: '我們在沙灘上堆城堡。', en: 'We build castles on the beach.' },
            picture: '🏖️',
          },
          {
            word: '海洋',
            english: 'ocean',
            explain: 'The ocean is the huge salty sea that covers most of the earth.',
            examples: [
              { tw: '大海洋', en: 'the big ocean' },
              { tw: '海洋動物', en: 'ocean animals' },
            ],
            sentence: { tw: '鯨魚住在海洋裡。', en: 'Whales live in the ocean.' },
            picture: '🌊',
          },
          {
            word: '臺灣',
            english: 'Taiwan',
            explain: 'Taiwan is an island with tall mountains, and many children in this app live there.',
            examples: [
              { tw: '我住在臺灣', en: 'I live in Taiwan' },
              { tw: '臺灣的水果', en: 'fruit from Taiwan' },
            ],
            sentence: { tw: '臺灣的四周都是海。', en: 'Taiwan is surrounded by the sea.' },
          },
          {
            word: '浮',
            english: 'float',
            explain: 'Something floats when it stays on top of the water.',
            examples: [
              { tw: '浮在水上', en: 'float on the water' },
              { tw: '浮起來', en: 'float up' },
            ],
            sentence: { tw: '樹葉浮在水上。', en: 'The leaf floats on the water.' },
          },
          {
            word: '沉',
            english: 'sink',
            explain: 'Something sinks when it goes down under the water.',
            examples: [
              { tw: '沉下去', en: 'sink down' },
              { tw: '沉到水底', en: 'sink to the bottom' },
            ],
            sentence: { tw: '石頭一丟進水裡就沉下去了。', en: 'The stone sinks as soon as it goes into the water.' },
          },
          {
            word: '口渴',
            english: 'thirsty',
            explain: 'You are thirsty when your mouth is dry and you want to drink.',
            examples: [
              { tw: '好口渴', en: 'so thirsty' },
              { tw: '口渴了', en: 'getting thirsty' },
            ],
            sentence: { tw: '我口渴了，想喝水。', en: 'I am thirsty and want some water.' },
          },
        ],
        story: [
          { tw: '暑假的時候，全家到沙灘玩。', en: 'In the summer break, the family goes to the beach.' },
          { tw: '小明看著藍藍的海洋，好想去游泳。', en: 'Xiaoming looks at the blue ocean and really wants to swim.' },
          { tw: '媽媽說：「臺灣四面都是海，所以有好多沙灘。」', en: 'Mom says, "Taiwan has sea all around it, so it has lots of beaches."' },
          { tw: '他丟了一個貝殼，貝殼沉下去了；他丟了一片葉子，葉子浮在水上。', en: 'He throws a shell and it sinks; he throws a leaf and it floats.' },
          { tw: '玩了好久，大家都口渴了，一起喝冰涼的水。', en: 'After playing a long time, everyone is thirsty, and they drink cool water together.' },
        ],
      },
      {
        key: 's1-water-5',
        title: { tw: '洗澡的時間', en: 'Bath time' },
        words: [
          {
            word: '浴室',
            english: 'bathroom',
            explain: 'The bathroom is the room where you take a bath or a shower.',
            examples: [
              { tw: '去浴室', en: 'go to the bathroom' },
              { tw: '浴室的門', en: 'the bathroom door' },
            ],
            sentence: { tw: '浴室的地上很滑，要小心。', en: 'The bathroom floor is slippery, so be careful.' },
            picture: '🛁',
          },
          {
            word: '沖澡',
            english: 'shower',
            explain: 'When you shower, water sprays down on you to wash you clean.',
            examples: [
              { tw: '去沖澡', en: 'take a shower' },
              { tw: '沖澡洗頭', en: 'shower and wash your hair' },
            ],
            sentence: { tw: '運動完，我先去沖澡。', en: 'After exercise, I take a shower first.' },
            picture: '🚿',
          },
          {
            word: '注意',
            english: 'careful',
            sense: 'pay attention',
            explain: 'Being careful means you watch what you are doing so nothing goes wrong.',
            examples: [
              { tw: '注意安全', en: 'be safe' },
              { tw: '請注意', en: 'please watch out' },
            ],
            sentence: { tw: '過馬路要注意車子。', en: 'Be careful of cars when you cross the road.' },
            picture: '⚠️',
          },
          {
            word: '乾淨',
            english: 'clean',
            explain: 'Something clean has no dirt on it.',
            examples: [
              { tw: '洗乾淨', en: 'wash it clean' },
              { tw: '乾乾淨淨', en: 'spotless' },
            ],
            sentence: { tw: '吃飯前要把手洗乾淨。', en: 'Wash your hands clean before you eat.' },
            picture: '🧼',
          },
          {
            word: '涼',
            english: 'cool',
            explain: 'Cool means a little cold, in a nice way.',
            examples: [
              { tw: '涼涼的', en: 'nice and cool' },
              { tw: '涼快', en: 'pleasantly cool' },
            ],
            sentence: { tw: '晚上的風涼涼的，好舒服。', en: 'The evening breeze is cool and lovely.' },
          },
          {
            word: '淡',
            english: 'pale',
            explain: 'Pale means light in color, not strong or dark.',
            examples: [
              { tw: '淡藍色', en: 'pale blue' },
              { tw: '淡淡的', en: 'faint' },
            ],
            sentence: { tw: '天空是淡藍色的。', en: 'The sky is pale blue.' },
          },
        ],
        story: [
          { tw: '小美玩得好熱，媽媽叫她去浴室沖澡。', en: 'Xiaomei is hot from playing, and Mom tells her to take a shower in the bathroom.' },
          { tw: '媽媽說：「地上很滑，要注意！」', en: 'Mom says, "The floor is slippery, be careful!"' },
          { tw: '涼涼的水沖下來，小美舒服得唱起歌來。', en: 'Cool water pours down, and Xiaomei feels so good she starts to sing.' },
          { tw: '洗乾淨以後，她換上淡黃色的睡衣，上床睡覺。', en: 'Once she is clean, she puts on her pale yellow pajamas and goes to bed.' },
        ],
      },
      {
        key: 's1-water-6',
        title: { tw: '沿著小溪走', en: 'Walking along the stream' },
        words: [
          {
            word: '小溪',
            english: 'stream',
            explain: 'A stream is a small river with clear water.',
            examples: [
              { tw: '一條小溪', en: 'a stream' },
              { tw: '小溪裡的魚', en: 'fish in the stream' },
            ],
            sentence: { tw: '小溪的水好清。', en: 'The water in the stream is so clear.' },
            picture: '🏞️',
          },
          {
            word: '沿著',
            english: 'along',
            explain: 'Along means following the side of something, like a road or a river.',
            examples: [
              { tw: '沿著河邊', en: 'along the river' },
              { tw: '沿著小路', en: 'along the path' },
            ],
            sentence: { tw: '我們沿著河邊騎腳踏車。', en: 'We ride our bikes along the river.' },
          },
          {
            word: '生活',
            english: 'life',
            explain: 'Life is the way you live every day.',
            examples: [
              { tw: '快樂的生活', en: 'a happy life' },
              { tw: '學校生活', en: 'school life' },
            ],
            sentence: { tw: '魚在水裡生活。', en: 'Fish live their life in the water.' },
          },
          {
            word: '方法',
            english: 'way',
            explain: 'A way is how you do something.',
            examples: [
              { tw: '好方法', en: 'a good way' },
              { tw: '想方法', en: 'think of a way' },
            ],
            sentence: { tw: '哥哥教我一個記生字的好方法。', en: 'My big brother taught me a good way to remember new characters.' },
          },
          {
            word: '減少',
            english: 'less',
            explain: 'Less means a smaller amount than before.',
            examples: [
              { tw: '減少垃圾', en: 'make less trash' },
              { tw: '慢慢減少', en: 'slowly get less' },
            ],
            sentence: { tw: '不下雨，小溪的水就減少了。', en: 'Without rain, there is less water in the stream.' },
          },
        ],
        story: [
          { tw: '外公帶小明沿著小溪散步。', en: 'Grandpa takes Xiaoming for a walk along the stream.' },
          { tw: '外公說：「小魚和小蝦在這裡生活。」', en: 'Grandpa says, "Little fish and shrimp live their life here."' },
          { tw: '可是溪邊有人丟垃圾，小魚就減少了。', en: 'But people throw trash by the stream, so there are fewer fish.' },
          { tw: '他們想了一個方法：每次來都帶一個袋子撿垃圾。', en: 'They think of a way: every time they come, they bring a bag to pick up trash.' },
        ],
      },
      {
        key: 's1-water-7',
        title: { tw: '溜滑梯', en: 'On the slide' },
        words: [
          {
            word: '溜滑梯',
            english: 'slide',
            explain: 'A slide is a smooth slope at the playground that you slide down.',
            examples: [
              { tw: '玩溜滑梯', en: 'play on the slide' },
              { tw: '高高的溜滑梯', en: 'a tall slide' },
            ],
            sentence: { tw: '公園裡有一座紅色的溜滑梯。', en: 'There is a red slide in the park.' },
            picture: '🛝',
          },
          {
            word: '滑',
            english: 'slippery',
            explain: 'Something slippery is so smooth or wet that you can easily slip on it.',
            examples: [
              { tw: '好滑', en: 'so slippery' },
              { tw: '滑倒', en: 'slip and fall' },
            ],
            sentence: { tw: '下雨以後，地上很滑。', en: 'After the rain, the ground is slippery.' },
          },
          {
            word: '泥巴',
            english: 'mud',
            explain: 'Mud is wet, sticky dirt.',
            examples: [
              { tw: '玩泥巴', en: 'play in the mud' },
              { tw: '一身泥巴', en: 'covered in mud' },
            ],
            sentence: { tw: '豆豆的腳上都是泥巴。', en: "Doudou's paws are covered in mud." },
          },
          {
            word: '深',
            english: 'deep',
            explain: 'Deep means it goes a long way down.',
            examples: [
              { tw: '很深', en: 'very deep' },
              { tw: '深深的', en: 'deep down' },
            ],
            sentence: { tw: '這個水坑好深。', en: 'This puddle is very deep.' },
          },
          {
            word: '眼淚',
            english: 'tears',
            explain: 'Tears are the drops of water that come out of your eyes when you cry.',
            examples: [
              { tw: '流眼淚', en: 'shed tears' },
              { tw: '擦眼淚', en: 'wipe away tears' },
            ],
            sentence: { tw: '小美的眼淚一直流下來。', en: "Xiaomei's tears keep rolling down." },
            picture: '😢',
          },
        ],
        story: [
          { tw: '下過雨，公園的溜滑梯好滑。', en: 'After the rain, the slide in the park is slippery.' },
          { tw: '小美滑下來，掉進一個很深的水坑，全身都是泥巴。', en: 'Xiaomei slides down into a deep puddle and gets covered in mud.' },
          { tw: '她的眼淚流了下來。', en: 'Her tears start to fall.' },
          { tw: '小明拉她起來，笑著說：「你看，你變成泥巴娃娃了！」小美也笑了。', en: 'Xiaoming pulls her up and laughs, "Look, you\'re a mud doll!" Xiaomei laughs too.' },
        ],
      },
      {
        key: 's1-water-8',
        title: { tw: '沙漠裡的駱駝', en: 'The camel in the desert' },
        words: [
          {
            word: '沙漠',
            english: 'desert',
            explain: 'A desert is a very dry place with lots of sand and little rain.',
            examples: [
              { tw: '大沙漠', en: 'a big desert' },
              { tw: '沙漠裡', en: 'in the desert' },
            ],
            sentence: { tw: '沙漠裡很少下雨。', en: 'It rarely rains in the desert.' },
            picture: '🏜️',
          },
          {
            word: '果汁',
            english: 'juice',
            explain: 'Juice is the drink you get when you squeeze fruit.',
            examples: [
              { tw: '蘋果果汁', en: 'apple juice' },
              { tw: '喝果汁', en: 'drink juice' },
            ],
            sentence: { tw: '媽媽打了一杯西瓜果汁。', en: 'Mom made a glass of watermelon juice.' },
            picture: '🧃',
          },
          {
            word: '永遠',
            english: 'forever',
            explain: 'Forever means for all time, with no end.',
            examples: [
              { tw: '永遠愛你', en: 'love you forever' },
              { tw: '永遠的朋友', en: 'friends forever' },
            ],
            sentence: { tw: '我們永遠是好朋友。', en: 'We will be good friends forever.' },
          },
          {
            word: '漸漸',
            english: 'little by little',
            explain: 'Little by little means slowly, one small step at a time.',
            examples: [
              { tw: '漸漸長大', en: 'grow up little by little' },
              { tw: '天漸漸黑了', en: 'it is slowly getting dark' },
            ],
            sentence: { tw: '太陽下山了，天漸漸黑了。', en: 'The sun has set, and it is getting dark little by little.' },
          },
          {
            word: '要求',
            english: 'ask for',
            explain: 'When you ask for something, you say that you want it or need it.',
            examples: [
              { tw: '一個要求', en: 'a request' },
              { tw: '小小的要求', en: 'a small request' },
            ],
            sentence: { tw: '小美只有一個要求：再講一個故事。', en: 'Xiaomei asks for just one thing: one more story.' },
          },
        ],
        story: [
          { tw: '睡前，爸爸講沙漠的故事。', en: 'At bedtime, Dad tells a story about the desert.' },
          { tw: '一隻駱駝在沙漠裡走了好久，好想喝果汁。', en: 'A camel walks in the desert for a long time and really wants some juice.' },
          { tw: '牠漸漸走到一片綠洲，喝了好多水。', en: 'Little by little it reaches an oasis and drinks lots of water.' },
          { tw: '故事講完了，小美要求爸爸再講一次。', en: 'The story ends, and Xiaomei asks Dad to tell it again.' },
          { tw: '爸爸說：「好，我永遠講給你聽。」', en: 'Dad says, "Okay, I will tell it to you forever."' },
        ],
      },
      {
        key: 's1-water-9',
        title: { tw: '海邊派對', en: 'A beach party' },
        words: [
          {
            word: '派對',
            english: 'party',
            explain: 'A party is a happy time when friends get together to eat and play.',
            examples: [
              { tw: '生日派對', en: 'birthday party' },
              { tw: '開派對', en: 'have a party' },
            ],
            sentence: { tw: '週末我要去參加生日派對。', en: "This weekend I'm going to a birthday party." },
            picture: '🥳',
          },
          {
            word: '準備',
            english: 'get ready',
            explain: 'When you get ready, you do everything needed before something starts.',
            examples: [
              { tw: '準備好了', en: 'all ready' },
              { tw: '準備上學', en: 'get ready for school' },
            ],
            sentence: { tw: '我準備好上學了。', en: 'I am ready for school.' },
          },
          {
            word: '波浪',
            english: 'waves',
            explain: 'Waves are the water of the sea rising and falling as it moves.',
            examples: [
              { tw: '大波浪', en: 'big waves' },
              { tw: '跳波浪', en: 'jump the waves' },
            ],
            sentence: { tw: '波浪一直打到沙灘上。', en: 'The waves keep rolling onto the sand.' },
            picture: '🌊',
          },
          {
            word: '清潔',
            english: 'tidy up',
            sense: 'make clean',
            explain: 'When you tidy up, you clean a place and put things away.',
            examples: [
              { tw: '打掃清潔', en: 'clean up' },
              { tw: '清潔工作', en: 'cleaning jobs' },
            ],
            sentence: { tw: '放學前，我們一起做清潔工作。', en: 'Before school ends, we tidy up together.' },
            picture: '🧹',
          },
          {
            word: '混',
            english: 'mix',
            explain: 'When you mix things, you stir them together so they become one.',
            examples: [
              { tw: '混在一起', en: 'mixed together' },
              { tw: '混一混', en: 'mix it up' },
            ],
            sentence: { tw: '紅色和黃色混在一起，就變成橘色。', en: 'Mix red and yellow, and you get orange.' },
          },
        ],
        story: [
          { tw: '小明的班上要在海邊開派對。', en: "Xiaoming's class is having a party by the sea." },
          { tw: '大家準備了果汁，把冰塊和水果混在一起。', en: 'Everyone has got ready some juice, mixing ice and fruit together.' },
          { tw: '孩子們在沙灘上跳波浪，笑聲好大。', en: 'The children jump the waves on the beach, laughing loudly.' },
          { tw: '派對結束了，大家一起清潔沙灘，把垃圾都帶走。', en: 'When the party is over, everyone tidies up the beach and takes all the trash away.' },
        ],
      },
      {
        key: 's1-water-10',
        title: { tw: '魔法水', en: 'Magic water' },
        words: [
          {
            word: '魔法',
            english: 'magic',
            explain: 'Magic in stories can make amazing things happen, like turning a frog into a prince.',
            examples: [
              { tw: '魔法師', en: 'wizard' },
              { tw: '變魔法', en: 'do magic' },
            ],
            sentence: { tw: '故事裡的巫婆會魔法。', en: 'The witch in the story can do magic.' },
            picture: '🪄',
          },
          {
            word: '水源',
            english: 'water source',
            explain: 'A water source is the place where our water comes from, like a spring or a lake.',
            examples: [
              { tw: '乾淨的水源', en: 'a clean water source' },
              { tw: '保護水源', en: 'protect the water source' },
            ],
            sentence: { tw: '山上的小溪是村子的水源。', en: "The stream on the mountain is the village's water source." },
          },
          {
            word: '流',
            english: 'flow',
            explain: 'Water flows when it keeps moving along.',
            examples: [
              { tw: '流下來', en: 'flow down' },
              { tw: '河水流', en: 'the river flows' },
            ],
            sentence: { tw: '河水從山上流到海裡。', en: 'The river flows from the mountains to the sea.' },
          },
        ],
        story: [
          { tw: '小美說：「我要用魔法把河水變乾淨。」', en: 'Xiaomei says, "I will use magic to make the river clean."' },
          { tw: '爸爸說：「不用魔法，只要大家不汙染河水就好。」', en: 'Dad says, "No magic needed, as long as nobody pollutes the river."' },
          { tw: '他們走到山上，看到水源那裡的水好清。', en: 'They walk up the mountain and see that the water at its source is very clear.' },
          { tw: '乾淨的水從這裡流下山，流進我們的家。', en: 'Clean water flows down the mountain from here and into our homes.' },
        ],
      },
    ],
  },
  {
    radical: '衣',
    lessons: [
      {
        key: 's1-clothes-3',
        title: { tw: '豆豆在哪裡', en: 'Where is Doudou' },
        words: [
          {
            word: '家裡',
            english: 'at home',
            explain: 'At home means in the house where you live.',
            examples: [
              { tw: '在家裡', en: 'at home' },
              { tw: '家裡的人', en: 'the people at home' },
            ],
            sentence: { tw: '下雨天，我們在家裡玩積木。', en: 'On rainy days, we play with blocks at home.' },
            picture: '🏠',
          },
        ],
        story: [
          { tw: '小美在家裡找不到豆豆。', en: 'Xiaomei cannot find Doudou at home.' },
          { tw: '她看看這裡，又看看那裡，都沒有。', en: 'She looks here, then there, but it is nowhere.' },
          { tw: '忽然聽到「汪汪」，原來豆豆在箱子裡。', en: 'Suddenly she hears "woof woof": Doudou is in a box.' },
          { tw: '小美笑著說：「找到你了，原來你躲在這裡！」', en: 'Xiaomei laughs, "Found you, so you were hiding here!"' },
        ],
      },
      {
        key: 's1-clothes-4',
        title: { tw: '穿洋裝表演', en: 'A dress for the show' },
        words: [
          {
            word: '裝',
            english: 'put in',
            explain: 'When you put things in, you fill a box, bag or bottle with them.',
            examples: [
              { tw: '裝水', en: 'fill with water' },
              { tw: '裝進袋子', en: 'put into a bag' },
            ],
            sentence: { tw: '我把玩具裝進箱子。', en: 'I put the toys in the box.' },
          },
          {
            word: '洋裝',
            english: 'dress',
            explain: 'A dress is one piece of clothing that covers the top and the skirt part.',
            examples: [
              { tw: '一件洋裝', en: 'a dress' },
              { tw: '穿洋裝', en: 'wear a dress' },
            ],
            sentence: { tw: '小美穿上新的紅色洋裝。', en: 'Xiaomei puts on her new red dress.' },
            picture: '👗',
          },
          {
            word: '表演',
            english: 'show',
            explain: 'A show is when people sing, dance or act for others to watch.',
            examples: [
              { tw: '看表演', en: 'watch a show' },
              { tw: '上臺表演', en: 'perform on stage' },
            ],
            sentence: { tw: '我們班要上臺表演唱歌。', en: 'Our class will sing in a show on stage.' },
            picture: '🎭',
          },
          {
            word: '表情',
            english: 'expression',
            explain: 'Your expression is the look on your face that shows how you feel.',
            examples: [
              { tw: '好笑的表情', en: 'a funny face' },
              { tw: '生氣的表情', en: 'an angry look' },
            ],
            sentence: { tw: '小明做了一個好笑的表情。', en: 'Xiaoming makes a funny face.' },
            picture: '😜',
          },
        ],
        story: [
          { tw: '明天學校有表演，小美要跳舞。', en: 'There is a show at school tomorrow, and Xiaomei is going to dance.' },
          { tw: '媽媽幫她把洋裝和鞋子裝進袋子裡。', en: 'Mom helps her put her dress and shoes in a bag.' },
          { tw: '上臺的時候，小美有點怕，表情好緊張。', en: 'When she goes on stage, Xiaomei is a little scared, and her expression is nervous.' },
          { tw: '音樂一開始，她就笑了，跳得好開心。', en: 'As soon as the music starts, she smiles and dances happily.' },
        ],
      },
      {
        key: 's1-clothes-5',
        title: { tw: '補衣服', en: 'Mending clothes' },
        words: [
          {
            word: '衣裳',
            english: 'garments',
            explain: 'Garments is an old word for clothes, like in stories and songs.',
            examples: [
              { tw: '新衣裳', en: 'new garments' },
              { tw: '花衣裳', en: 'flowery garments' },
            ],
            sentence: { tw: '過年的時候，奶奶穿上漂亮的花衣裳。', en: 'At New Year, Grandma wears beautiful flowery garments.' },
            picture: '👘',
          },
          {
            word: '裂開',
            english: 'crack',
            explain: 'When something cracks, a line or gap opens up in it.',
            examples: [
              { tw: '裂開了', en: 'it cracked' },
              { tw: '蛋殼裂開', en: 'the eggshell cracks' },
            ],
            sentence: { tw: '西瓜掉到地上，裂開了。', en: 'The watermelon fell on the floor and cracked open.' },
          },
          {
            word: '補',
            english: 'mend',
            explain: 'When you mend something, you fix a hole or a tear in it.',
            examples: [
              { tw: '補衣服', en: 'mend clothes' },
              { tw: '補好了', en: 'all mended' },
            ],
            sentence: { tw: '媽媽幫我補好了褲子上的洞。', en: 'Mom mended the hole in my pants.' },
          },
        ],
        story: [
          { tw: '小明爬樹的時候，褲子裂開了一個大洞。', en: 'While Xiaoming is climbing a tree, his pants crack open with a big hole.' },
          { tw: '奶奶戴上眼鏡，拿出針和線，幫他補。', en: 'Grandma puts on her glasses and takes out a needle and thread to mend them.' },
          { tw: '奶奶說：「以前的人都自己做衣裳、補衣裳。」', en: 'Grandma says, "Long ago, people made and mended their own garments."' },
        ],
      },
    ],
  },
  {
    radical: '馬',
    lessons: [
      {
        key: 's1-horse-3',
        title: { tw: '驚喜實驗', en: 'A surprise experiment' },
        words: [
          {
            word: '驚喜',
            english: 'surprise',
            explain: 'A surprise is something nice you did not know was coming.',
            examples: [
              { tw: '好大的驚喜', en: 'a big surprise' },
              { tw: '生日驚喜', en: 'birthday surprise' },
            ],
            sentence: { tw: '我們為媽媽準備了一個驚喜。', en: 'We got a surprise ready for Mom.' },
            picture: '🎁',
          },
          {
            word: '吃驚',
            english: 'amazed',
            explain: 'You are amazed when something surprises you a lot.',
            examples: [
              { tw: '好吃驚', en: 'so amazed' },
              { tw: '吃驚的樣子', en: 'an amazed look' },
            ],
            sentence: { tw: '看到雪，小美好吃驚。', en: 'Xiaomei is amazed when she sees the snow.' },
            picture: '😲',
          },
          {
            word: '實驗',
            english: 'experiment',
            explain: 'An experiment is a test you do to find out how something works.',
            examples: [
              { tw: '做實驗', en: 'do an experiment' },
              { tw: '科學實驗', en: 'science experiment' },
            ],
            sentence: { tw: '老師帶我們做有趣的實驗。', en: 'The teacher does a fun experiment with us.' },
            picture: '🧪',
          },
        ],
        story: [
          { tw: '爸爸說要給小明一個驚喜。', en: 'Dad says he has a surprise for Xiaoming.' },
          { tw: '原來是做實驗：把醋倒進一杯白色的粉裡。', en: 'It is an experiment: pouring vinegar into a cup of white powder.' },
          { tw: '杯子裡冒出好多泡泡，小明好吃驚。', en: 'Lots of bubbles fizz out of the cup, and Xiaoming is amazed.' },
        ],
      },
    ],
  },
  {
    radical: '月',
    lessons: [
      {
        key: 's1-moon-3',
        title: { tw: '向日葵朝著太陽', en: 'Sunflowers face the sun' },
        words: [
          {
            word: '朝',
            english: 'toward',
            explain: 'Toward means in the direction of something.',
            examples: [
              { tw: '朝著前面', en: 'toward the front' },
              { tw: '朝外面看', en: 'look outside' },
            ],
            sentence: { tw: '向日葵朝著太陽。', en: 'The sunflowers face toward the sun.' },
          },
          {
            word: '服裝',
            english: 'costume',
            explain: 'A costume is the clothes you wear to dress up as someone or something.',
            examples: [
              { tw: '表演服裝', en: 'show costume' },
              { tw: '可愛的服裝', en: 'a cute costume' },
            ],
            sentence: { tw: '小美穿上小兔子的服裝。', en: 'Xiaomei puts on a bunny costume.' },
          },
        ],
        story: [
          { tw: '小明要在班上朗讀一首向日葵的詩。', en: 'Xiaoming is going to read a sunflower poem aloud in class.' },
          { tw: '媽媽幫他做了一套黃色的向日葵服裝。', en: 'Mom makes him a yellow sunflower costume.' },
          { tw: '他站在窗邊，臉朝著太陽，大聲念了出來。', en: 'He stands by the window, faces toward the sun, and reads it out loud.' },
        ],
      },
    ],
  },
  {
    radical: '力',
    lessons: [
      {
        key: 's1-strength-3',
        title: { tw: '加油！用力拉', en: 'Go! Pull hard' },
        words: [
          {
            word: '用力',
            english: 'hard',
            sense: 'with all your might',
            explain: 'When you do something hard, you use all your strength.',
            examples: [
              { tw: '用力拉', en: 'pull hard' },
              { tw: '用力跳', en: 'jump with all your might' },
            ],
            sentence: { tw: '小明用力把球丟出去。', en: 'Xiaoming throws the ball hard.' },
            picture: '💪',
          },
          {
            word: '加油',
            english: 'go for it',
            explain: 'We shout go for it to cheer someone on.',
            examples: [
              { tw: '大家加油', en: 'go, everyone' },
              { tw: '幫他加油', en: 'cheer him on' },
            ],
            sentence: { tw: '比賽的時候，大家都幫我加油。', en: 'During the race, everyone cheers me on.' },
            picture: '📣',
          },
          {
            word: '力氣',
            english: 'might',
            explain: 'Might is the strength in your body that lets you lift and pull.',
            examples: [
              { tw: '好大的力氣', en: 'great might' },
              { tw: '沒力氣', en: 'no strength left' },
            ],
            sentence: { tw: '爸爸的力氣好大，一下就把我抱起來。', en: 'Dad has such might that he lifts me up in a second.' },
          },
        ],
        story: [
          { tw: '運動會上，小明的班在比拔河。', en: "At sports day, Xiaoming's class is in a tug-of-war." },
          { tw: '同學們大喊：「加油！加油！」', en: 'The classmates shout, "Go for it! Go for it!"' },
          { tw: '小明用力拉，拉到一點力氣都沒有了。', en: 'Xiaoming pulls hard until he has no might left.' },
          { tw: '最後，他們贏了，大家抱在一起跳。', en: 'In the end they win, and everyone hugs and jumps together.' },
        ],
      },
      {
        key: 's1-strength-4',
        title: { tw: '參加比賽', en: 'Entering a contest' },
        words: [
          {
            word: '參加',
            english: 'take part',
            explain: 'When you take part, you join in with other people.',
            examples: [
              { tw: '參加比賽', en: 'enter a contest' },
              { tw: '一起參加', en: 'join in together' },
            ],
            sentence: { tw: '我要參加學校的畫畫比賽。', en: "I'm going to take part in the school drawing contest." },
          },
        ],
        story: [
          { tw: '小美想參加唱歌比賽，可是她好害羞。', en: 'Xiaomei wants to take part in a singing contest, but she is very shy.' },
          { tw: '小明鼓勵她說：「你唱歌最好聽了！」', en: 'Xiaoming encourages her and says, "Your singing is the best!"' },
          { tw: '小美深吸一口氣，走上了舞臺。', en: 'Xiaomei takes a deep breath and walks onto the stage.' },
        ],
      },
    ],
  },
  {
    radical: '手',
    lessons: [
      {
        key: 's1-hand-3',
        title: { tw: '咚咚打鼓', en: 'Boom, boom, the drum' },
        words: [
          {
            word: '打鼓',
            english: 'play drums',
            explain: 'When you play drums, you hit a drum to make a loud boom.',
            examples: [
              { tw: '學打鼓', en: 'learn the drums' },
              { tw: '咚咚打鼓', en: 'bang the drum' },
            ],
            sentence: { tw: '哥哥在樂隊裡打鼓。', en: 'My big brother plays drums in the band.' },
            picture: '🥁',
          },
          {
            word: '甩掉',
            english: 'shake off',
            explain: 'When you shake something off, you swing it hard so it flies away.',
            examples: [
              { tw: '甩掉水', en: 'shake off the water' },
              { tw: '甩掉泥巴', en: 'shake off the mud' },
            ],
            sentence: { tw: '小鳥甩掉羽毛上的雨水。', en: 'The little bird shakes the rain off its feathers.' },
          },
        ],
        story: [
          { tw: '過年的時候，廟口有人在打鼓。', en: 'At New Year, people play drums in front of the temple.' },
          { tw: '豆豆嚇了一跳，跳進了水坑。', en: 'Doudou gets a fright and jumps into a puddle.' },
          { tw: '牠跳出來，用力甩掉身上的水，把小明也弄溼了。', en: 'It jumps out and shakes off the water hard, getting Xiaoming wet too.' },
        ],
      },
    ],
  },
  {
    radical: '囗',
    lessons: [
      {
        key: 's1-enclosure-3',
        title: { tw: '放學回家', en: 'Going home after school' },
        words: [
          {
            word: '回去',
            english: 'go back',
            sense: 'to where you were',
            explain: 'When you go back, you return to the place you came from.',
            examples: [
              { tw: '走回去', en: 'walk back' },
              { tw: '回去拿', en: 'go back for it' },
            ],
            sentence: { tw: '我忘了帶水壺，要回去拿。', en: 'I forgot my water bottle and have to go back for it.' },
          },
          {
            word: '回家',
            english: 'go home',
            explain: 'When you go home, you go back to the place where you live.',
            examples: [
              { tw: '放學回家', en: 'go home after school' },
              { tw: '一起回家', en: 'go home together' },
            ],
            sentence: { tw: '放學了，我們一起回家。', en: 'School is out, so we go home together.' },
            picture: '🏡',
          },
        ],
        story: [
          { tw: '放學了，小明和小美一起回家。', en: 'School is out, and Xiaoming and Xiaomei go home together.' },
          { tw: '走到半路，小美說：「我的帽子不見了！」', en: 'Halfway there, Xiaomei says, "My hat is gone!"' },
          { tw: '他們回去找，帽子就在教室的椅子上。', en: 'They go back to look, and the hat is on a chair in the classroom.' },
        ],
      },
    ],
  },
  {
    radical: '大',
    lessons: [
      {
        key: 's1-big-3',
        title: { tw: '每天早起', en: 'Up early every day' },
        words: [
          {
            word: '每天',
            english: 'every day',
            explain: 'Every day means on all the days, one after another.',
            examples: [
              { tw: '每天早上', en: 'every morning' },
              { tw: '每天都笑', en: 'smile every day' },
            ],
            sentence: { tw: '我每天都喝牛奶。', en: 'I drink milk every day.' },
            picture: '📅',
          },
          {
            word: '天亮',
            english: 'daybreak',
            explain: 'Daybreak is the time in the morning when the sky gets light.',
            examples: [
              { tw: '天亮了', en: "it's getting light" },
              { tw: '等天亮', en: 'wait for daybreak' },
            ],
            sentence: { tw: '天亮了，公雞開始叫了。', en: 'At daybreak, the rooster crows.' },
            picture: '🌅',
          },
        ],
        story: [
          { tw: '爺爺每天都很早起床。', en: 'Grandpa gets up very early every day.' },
          { tw: '天亮的時候，他已經在公園打太極拳了。', en: 'By daybreak, he is already doing tai chi in the park.' },
          { tw: '小明說：「明天我也要跟爺爺去！」', en: 'Xiaoming says, "Tomorrow I want to go with Grandpa too!"' },
        ],
      },
    ],
  },
  {
    radical: '牛',
    lessons: [
      {
        key: 's1-cow-3',
        title: { tw: '農場的母牛', en: 'The cow on the farm' },
        words: [
          {
            word: '母牛',
            english: 'mother cow',
            explain: 'A mother cow is a female cow that gives milk to her calf.',
            examples: [
              { tw: '一頭母牛', en: 'a mother cow' },
              { tw: '母牛和小牛', en: 'a cow and her calf' },
            ],
            sentence: { tw: '母牛在草地上吃草。', en: 'The mother cow is eating grass in the meadow.' },
            picture: '🐄',
          },
          {
            word: '牛角',
            english: 'horn',
            explain: 'A horn is the hard, pointed thing that grows on the head of a cow or a goat.',
            examples: [
              { tw: '兩隻牛角', en: 'two horns' },
              { tw: '彎彎的牛角', en: 'curved horns' },
            ],
            sentence: { tw: '水牛的頭上有一對彎彎的牛角。', en: 'The water buffalo has a pair of curved horns on its head.' },
          },
        ],
        story: [
          { tw: '外公的農場裡有一頭母牛。', en: "Grandpa's farm has a mother cow." },
          { tw: '牠的牛角彎彎的，可是脾氣很好。', en: 'Its horns are curved, but it is very gentle.' },
          { tw: '小美摸摸牠的頭，母牛「哞」地叫了一聲。', en: 'Xiaomei pats its head, and the cow goes "moo."' },
        ],
      },
    ],
  },
  {
    radical: '子',
    lessons: [
      {
        key: 's1-child-3',
        title: { tw: '野餐籃', en: 'The picnic basket' },
        words: [
          {
            word: '包子',
            english: 'steamed bun',
            sense: 'with filling',
            explain: 'A steamed bun with filling is soft outside, with meat or vegetables inside.',
            examples: [
              { tw: '肉包子', en: 'meat bun' },
              { tw: '熱熱的包子', en: 'a hot steamed bun' },
            ],
            sentence: { tw: '早餐我吃了一個肉包子。', en: 'I ate a meat bun for breakfast.' },
          },
          {
            word: '瓶子',
            english: 'bottle',
            explain: 'A bottle holds drinks, and it has a narrow top.',
            examples: [
              { tw: '一個瓶子', en: 'a bottle' },
              { tw: '空瓶子', en: 'an empty bottle' },
            ],
            sentence: { tw: '瓶子裡裝滿了牛奶。', en: 'The bottle is full of milk.' },
            picture: '🍼',
          },
        ],
        story: [
          { tw: '星期六，全家去河邊野餐。', en: 'On Saturday, the family goes for a picnic by the river.' },
          { tw: '媽媽帶了熱熱的包子，爸爸帶了一瓶子的豆漿。', en: 'Mom brings hot steamed buns, and Dad brings a bottle of soy milk.' },
          { tw: '吃完以後，小明把空瓶子帶回家做資源回收。', en: 'Afterward, Xiaoming takes the empty bottle home for recycling.' },
        ],
      },
    ],
  },
  {
    radical: '魚',
    lessons: [
      {
        key: 's1-fish-3',
        title: { tw: '魚缸裡的金魚', en: 'Goldfish in the fish tank' },
        words: [
          {
            word: '魚缸',
            english: 'fish tank',
            explain: 'A fish tank is a glass box of water where pet fish live.',
            examples: [
              { tw: '大魚缸', en: 'a big fish tank' },
              { tw: '洗魚缸', en: 'clean the fish tank' },
            ],
            sentence: { tw: '客廳裡有一個大魚缸。', en: 'There is a big fish tank in the living room.' },
          },
          {
            word: '金魚',
            english: 'goldfish',
            explain: 'A goldfish is a small orange fish that people keep as a pet.',
            examples: [
              { tw: '兩條金魚', en: 'two goldfish' },
              { tw: '餵金魚', en: 'feed the goldfish' },
            ],
            sentence: { tw: '金魚在水裡游來游去。', en: 'The goldfish swim around in the water.' },
            picture: '🐠',
          },
        ],
        story: [
          { tw: '小美生日那天，得到兩條金魚。', en: 'On her birthday, Xiaomei gets two goldfish.' },
          { tw: '爸爸買了一個圓圓的魚缸。', en: 'Dad buys a round fish tank.' },
          { tw: '豆豆每天坐在魚缸前面，看金魚游來游去。', en: 'Every day Doudou sits in front of the fish tank and watches the goldfish swim around.' },
        ],
      },
    ],
  },
  {
    radical: '八',
    lessons: [
      {
        key: 's1-eight-3',
        title: { tw: '秤一秤', en: 'On the scale' },
        words: [
          {
            word: '公斤',
            english: 'kilogram',
            explain: 'A kilogram is a unit for how heavy something is.',
            examples: [
              { tw: '一公斤', en: 'one kilogram' },
              { tw: '幾公斤', en: 'how many kilograms' },
            ],
            sentence: { tw: '小明有二十五公斤重。', en: 'Xiaoming weighs twenty-five kilograms.' },
            picture: '⚖️',
          },
        ],
        story: [
          { tw: '小明和媽媽坐公車去市場。', en: 'Xiaoming and Mom take the bus to the market.' },
          { tw: '媽媽買了一公斤的蘋果。', en: 'Mom buys a kilogram of apples.' },
          { tw: '回家的時候，小明幫忙提，覺得好重！', en: 'On the way home, Xiaoming helps carry them and finds them very heavy!' },
        ],
      },
    ],
  },
  {
    radical: '一',
    lessons: [
      {
        key: 's1-one-3',
        title: { tw: '圖書館的規定', en: 'Library rules' },
        words: [
          {
            word: '不准',
            english: 'not allowed',
            explain: 'Not allowed means you must not do it.',
            examples: [
              { tw: '不准吃東西', en: 'no eating' },
              { tw: '不准大聲', en: 'no shouting' },
            ],
            sentence: { tw: '圖書館裡不准吃東西。', en: 'No eating in the library.' },
          },
          {
            word: '而且',
            english: 'and also',
            explain: 'And also adds one more thing to what you just said.',
            examples: [
              { tw: '又快而且好', en: 'fast and also good' },
              { tw: '而且還', en: 'and on top of that' },
            ],
            sentence: { tw: '這本書很好看，而且有很多圖。', en: 'This book is great, and also it has lots of pictures.' },
          },
        ],
        story: [
          { tw: '小美第一次去圖書館。', en: 'Xiaomei goes to the library for the first time.' },
          { tw: '門口寫著：「不准大聲說話。」', en: 'A sign by the door says, "No loud talking."' },
          { tw: '小美輕輕地走進去，發現書好多，而且都好好看。', en: 'Xiaomei tiptoes in and finds lots of books, and also they all look great.' },
        ],
      },
      {
        key: 's1-one-4',
        title: { tw: '一定會', en: 'For sure' },
        words: [
          {
            word: '不用',
            english: 'no need',
            explain: 'No need means you do not have to do it.',
            examples: [
              { tw: '不用怕', en: "don't be afraid" },
              { tw: '不用了', en: 'no, thanks' },
            ],
            sentence: { tw: '今天放假，不用上學。', en: 'Today is a holiday, so there is no need to go to school.' },
          },
          {
            word: '一定',
            english: 'surely',
            explain: 'Surely means you are very sure it will happen.',
            examples: [
              { tw: '一定會', en: 'will surely' },
              { tw: '不一定', en: 'maybe not' },
            ],
            sentence: { tw: '你一定做得到。', en: 'You can surely do it.' },
          },
        ],
        story: [
          { tw: '小美第一次自己穿鞋子，穿了好久。', en: 'Xiaomei puts on her shoes by herself for the first time, and it takes a long time.' },
          { tw: '媽媽說：「不用急，慢慢來。」', en: 'Mom says, "No need to hurry, take your time."' },
          { tw: '小明說：「你一定可以的！」', en: 'Xiaoming says, "You can surely do it!"' },
        ],
      },
    ],
  },
];
