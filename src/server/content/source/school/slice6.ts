import type { MoreLessonsSource, RadicalSource } from '../types';

/**
 * The school year's characters, slice 6 (issue 29): 這 家 是 尾 彩 少 谷 and the grade 1–2
 * characters after them, taught in words a child says. New radicals first, then the lessons
 * added to radicals other files define.
 */

export const radicals: RadicalSource[] = [
  {
    radical: '辵',
    name: { tw: '辵字旁', en: 'the walking radical' },
    meaning: {
      tw: '辵就是一邊走一邊停，有辵字旁的字常常和走路、來來去去有關。',
      en: 'Chuo means walking and stopping, and characters with it are often about walking and going places.',
    },
    lessons: [
      {
        key: 's6-walk-1',
        title: { tw: '這裡有什麼？', en: 'What is here?' },
        words: [
          {
            word: '這',
            english: 'this',
            explain: 'We say this for something that is close to us.',
            examples: [
              { tw: '這是我的', en: 'this is mine' },
              { tw: '這本書', en: 'this book' },
            ],
            sentence: { tw: '這是我的新書包。', en: 'This is my new school bag.' },
          },
          {
            word: '這裡',
            english: 'here',
            explain: 'Here is the place where you are right now.',
            examples: [
              { tw: '來這裡', en: 'come here' },
              { tw: '在這裡', en: 'over here' },
            ],
            sentence: { tw: '豆豆，快來這裡！', en: 'Doudou, come here, quick!' },
            picture: '📍',
          },
          {
            word: '這個',
            english: 'this one',
            explain: 'We say this one when we point at one thing near us.',
            examples: [
              { tw: '這個好吃', en: 'this one is yummy' },
              { tw: '我要這個', en: 'I want this one' },
            ],
            sentence: { tw: '小美指著蘋果說：「我要這個。」', en: 'Xiaomei points at an apple and says, "I want this one."' },
          },
        ],
        story: [
          { tw: '小明和小美在院子裡找寶物。', en: 'Xiaoming and Xiaomei are looking for treasure in the yard.' },
          { tw: '豆豆一直挖土，好像在說：「這裡！這裡！」', en: 'Doudou keeps digging, as if he is saying, "Here! Here!"' },
          { tw: '小明挖出一顆亮亮的小石頭。', en: 'Xiaoming digs up a shiny little stone.' },
          { tw: '小美說：「這是我們的寶物，我最喜歡這個！」', en: 'Xiaomei says, "This is our treasure, and I like this one best!"' },
        ],
      },
      {
        key: 's6-walk-2',
        title: { tw: '生日派對', en: 'The birthday party' },
        words: [
          {
            word: '送',
            english: 'give',
            sense: 'as a present',
            explain: 'When you give someone a present, you hand it to them to keep.',
            examples: [
              { tw: '送禮物', en: 'give a present' },
              { tw: '送給你', en: 'for you' },
              { tw: '送花', en: 'give flowers' },
            ],
            sentence: { tw: '我想送媽媽一張卡片。', en: 'I want to give Mom a card.' },
            picture: '🎁',
          },
          {
            word: '進來',
            english: 'come in',
            explain: 'You come in when you walk from outside into a room or a house.',
            examples: [
              { tw: '請進來', en: 'please come in' },
              { tw: '走進來', en: 'walk in' },
            ],
            sentence: { tw: '外面好冷，快進來吧。', en: "It's cold outside, come in quickly." },
            picture: '🚪',
          },
          {
            word: '遊戲',
            english: 'game',
            explain: 'A game is something fun you play, often with rules and friends.',
            examples: [
              { tw: '玩遊戲', en: 'play a game' },
              { tw: '遊戲時間', en: 'playtime' },
            ],
            sentence: { tw: '下課了，我們一起玩遊戲。', en: "Class is over, let's play a game together." },
            picture: '🎲',
          },
          {
            word: '知道',
            english: 'know',
            explain: 'You know something when you have it in your head, like your name.',
            examples: [
              { tw: '我知道', en: 'I know' },
              { tw: '不知道', en: "don't know" },
            ],
            sentence: { tw: '你知道豆豆去哪裡了嗎？', en: 'Do you know where Doudou went?' },
          },
          {
            word: '還有',
            english: 'and also',
            explain: 'We say and also when we add one more thing.',
            examples: [
              { tw: '還有你', en: 'and you too' },
              { tw: '還有一個', en: 'there is one more' },
            ],
            sentence: { tw: '桌上有蛋糕，還有果汁。', en: 'There is cake on the table, and also juice.' },
          },
        ],
        story: [
          { tw: '今天是小明的生日，朋友們一個一個走進來。', en: "Today is Xiaoming's birthday, and his friends come in one by one." },
          { tw: '媽媽說：「歡迎，快進來坐！」', en: 'Mom says, "Welcome, come in and sit down!"' },
          { tw: '大家送小明禮物，還有一張大卡片。', en: 'Everyone gives Xiaoming presents, and also a big card.' },
          { tw: '他們一起玩猜謎遊戲，好開心。', en: 'They play a guessing game together and have lots of fun.' },
          { tw: '小明說：「我知道了，今天是最棒的一天！」', en: 'Xiaoming says, "Now I know, today is the best day ever!"' },
        ],
      },
      {
        key: 's6-walk-3',
        title: { tw: '去海邊', en: 'Off to the beach' },
        words: [
          {
            word: '過馬路',
            english: 'cross the road',
            explain: 'To cross the road, you walk to the other side when the light is green.',
            examples: [
              { tw: '小心過馬路', en: 'cross the road carefully' },
              { tw: '牽手過馬路', en: 'hold hands to cross the road' },
            ],
            sentence: { tw: '過馬路要看紅綠燈。', en: 'Look at the traffic light when you cross the road.' },
            picture: '🚸',
          },
          {
            word: '海邊',
            english: 'beach',
            explain: 'The beach is the place where the land meets the sea.',
            examples: [
              { tw: '去海邊', en: 'go to the beach' },
              { tw: '海邊的沙子', en: 'the sand at the beach' },
            ],
            sentence: { tw: '夏天我們常常去海邊玩水。', en: 'In summer we often go to the beach to play in the water.' },
            picture: '🏖️',
          },
          {
            word: '連連看',
            english: 'match up',
            explain: 'In match up, you draw lines to join the things that go together.',
            examples: [
              { tw: '玩連連看', en: 'play match up' },
              { tw: '動物連連看', en: 'an animal match-up' },
            ],
            sentence: { tw: '我在本子上玩連連看。', en: 'I play match up in my notebook.' },
          },
          {
            word: '道歉',
            english: 'say sorry',
            explain: 'You say sorry when you did something wrong and want to make it right.',
            examples: [
              { tw: '向他道歉', en: 'say sorry to him' },
              { tw: '跟媽媽道歉', en: 'say sorry to Mom' },
            ],
            sentence: { tw: '弟弟弄倒了積木，馬上向姐姐道歉。', en: 'Little brother knocked over the blocks and said sorry to his sister right away.' },
          },
        ],
        story: [
          { tw: '星期六，爸爸帶小明和小美去海邊。', en: 'On Saturday, Dad takes Xiaoming and Xiaomei to the beach.' },
          { tw: '在車上，小美和哥哥玩連連看。', en: 'In the car, Xiaomei plays match up with her brother.' },
          { tw: '下車以後，大家牽著手小心過馬路。', en: 'After getting out of the car, everyone holds hands and crosses the road carefully.' },
          { tw: '豆豆跑太快，踩壞了別人的沙堡。', en: "Doudou runs too fast and steps on someone's sandcastle." },
          { tw: '小明帶著豆豆去道歉，還幫忙再堆一個。', en: 'Xiaoming takes Doudou to say sorry, and helps build another one.' },
        ],
      },
    ],
  },
  {
    radical: '宀',
    name: { tw: '寶蓋頭', en: 'the roof radical' },
    meaning: {
      tw: '宀像一個屋頂，有寶蓋頭的字常常和房子、家還有住在裡面的人有關。',
      en: 'This radical looks like a roof, and characters with it are often about houses, homes and the people inside.',
    },
    lessons: [
      {
        key: 's6-roof-1',
        title: { tw: '回家囉', en: 'Going home' },
        words: [
          {
            word: '家',
            english: 'home',
            explain: 'Home is the place where you live with your family.',
            examples: [
              { tw: '我的家', en: 'my home' },
              { tw: '在家', en: 'at home' },
            ],
            sentence: { tw: '我的家有爸爸、媽媽、妹妹和豆豆。', en: 'In my home there are Dad, Mom, my little sister and Doudou.' },
            picture: '🏠',
          },
          {
            word: '回家',
            english: 'go home',
            explain: 'You go home when you leave school or the park and come back to your house.',
            examples: [
              { tw: '放學回家', en: 'go home after school' },
              { tw: '一起回家', en: 'go home together' },
            ],
            sentence: { tw: '天黑了，我們回家吧。', en: "It's getting dark, let's go home." },
            picture: '🏡',
          },
          {
            word: '家人',
            english: 'family',
            explain: 'Your family are the people who love you and live with you, like your mom and dad.',
            examples: [
              { tw: '我的家人', en: 'my family' },
              { tw: '和家人吃飯', en: 'eat with the family' },
            ],
            sentence: { tw: '我愛我的家人。', en: 'I love my family.' },
          },
          {
            word: '大家',
            english: 'everyone',
            explain: 'Everyone means all the people here.',
            examples: [
              { tw: '大家好', en: 'hello, everyone' },
              { tw: '大家一起', en: 'everyone together' },
            ],
            sentence: { tw: '老師說：「大家早！」', en: 'The teacher says, "Good morning, everyone!"' },
          },
        ],
        story: [
          { tw: '放學了，小明牽著小美的手回家。', en: "School is over, and Xiaoming holds Xiaomei's hand on the way home." },
          { tw: '一打開門，豆豆就跑過來搖尾巴。', en: 'As soon as they open the door, Doudou runs over wagging his tail.' },
          { tw: '爸爸媽媽都在家，晚飯也好了。', en: 'Dad and Mom are both at home, and dinner is ready.' },
          { tw: '一家人坐在桌子旁，大家一起吃飯。', en: 'The whole family sits at the table, and everyone eats together.' },
        ],
      },
      {
        key: 's6-roof-2',
        title: { tw: '教室裡的大海報', en: 'The big poster in the classroom' },
        words: [
          {
            word: '教室',
            english: 'classroom',
            explain: 'A classroom is the room at school where you have your lessons.',
            examples: [
              { tw: '走進教室', en: 'walk into the classroom' },
              { tw: '音樂教室', en: 'the music room' },
            ],
            sentence: { tw: '我們的教室在二樓。', en: 'Our classroom is on the second floor.' },
            picture: '🏫',
          },
          {
            word: '寫字',
            english: 'write',
            explain: 'When you write, you use a pencil to put words on paper.',
            examples: [
              { tw: '用鉛筆寫字', en: 'write with a pencil' },
              { tw: '寫字很漂亮', en: 'writes very neatly' },
            ],
            sentence: { tw: '小美寫字寫得好認真。', en: 'Xiaomei writes very carefully.' },
            picture: '✍️',
          },
          {
            word: '決定',
            english: 'decide',
            explain: 'When you decide, you think and then choose what to do.',
            examples: [
              { tw: '做決定', en: 'make a decision' },
              { tw: '我決定了', en: 'I have decided' },
            ],
            sentence: { tw: '我決定今天要早一點睡覺。', en: 'I decide to go to bed a bit earlier tonight.' },
          },
          {
            word: '一定',
            english: 'surely',
            explain: 'We say surely when we are very, very sure.',
            examples: [
              { tw: '一定會', en: 'surely will' },
              { tw: '一定要來', en: 'you must come' },
            ],
            sentence: { tw: '明天我一定會早點起床。', en: 'Tomorrow I will surely get up early.' },
          },
          {
            word: '它',
            english: 'it',
            explain: 'We say it for a thing, like a ball or a book.',
            examples: [
              { tw: '把它拿來', en: 'bring it here' },
              { tw: '它是我的', en: 'it is mine' },
            ],
            sentence: { tw: '這是我的小熊，它陪我睡覺。', en: 'This is my teddy bear, and it sleeps with me.' },
          },
          {
            word: '完成',
            english: 'finish',
            explain: 'You finish something when you do all of it, right to the end.',
            examples: [
              { tw: '完成功課', en: 'finish homework' },
              { tw: '快完成了', en: 'almost done' },
            ],
            sentence: { tw: '我完成了一幅大大的畫。', en: 'I finished a great big picture.' },
            picture: '✅',
          },
        ],
        story: [
          { tw: '老師要全班一起畫一張大海報。', en: 'The teacher says the whole class will make one big poster together.' },
          { tw: '大家決定畫我們的教室。', en: 'Everyone decides to draw our classroom.' },
          { tw: '小明畫黑板，小華在旁邊寫字。', en: 'Xiaoming draws the blackboard, and Xiaohua writes words next to it.' },
          { tw: '海報完成了，老師把它貼在牆上。', en: 'The poster is finished, and the teacher puts it up on the wall.' },
          { tw: '小明說：「爸爸媽媽來學校，一定會看到！」', en: 'Xiaoming says, "When Mom and Dad come to school, they will surely see it!"' },
        ],
      },
    ],
  },
  {
    radical: '尸',
    name: { tw: '尸字頭', en: 'the bent-body radical' },
    meaning: {
      tw: '尸像一個彎著身體的人，有尸字頭的字常常和身體的後面，還有房子、住的地方有關。',
      en: 'This radical looks like a person bending over, and characters with it are often about the back of the body or about houses and places to live.',
    },
    lessons: [
      {
        key: 's6-body-1',
        title: { tw: '豆豆的尾巴', en: "Doudou's tail" },
        words: [
          {
            word: '尾巴',
            english: 'tail',
            explain: 'A tail is the part at the back end of an animal, like a dog that wags it.',
            examples: [
              { tw: '搖尾巴', en: 'wag the tail' },
              { tw: '大尾巴', en: 'a big tail' },
            ],
            sentence: { tw: '小狗看到我就搖尾巴。', en: 'The puppy wags its tail when it sees me.' },
          },
          {
            word: '屁股',
            english: 'bottom',
            explain: 'Your bottom is the part of your body you sit on.',
            examples: [
              { tw: '拍拍屁股', en: 'pat your bottom' },
              { tw: '小屁股', en: 'a little bottom' },
            ],
            sentence: { tw: '小美跌倒了，摸摸屁股又站起來。', en: 'Xiaomei falls down, rubs her bottom and gets up again.' },
            picture: '🍑',
          },
          {
            word: '尺',
            english: 'ruler',
            explain: 'A ruler is a long flat stick with numbers for measuring and drawing straight lines.',
            examples: [
              { tw: '一把尺', en: 'a ruler' },
              { tw: '用尺畫線', en: 'draw a line with a ruler' },
            ],
            sentence: { tw: '我用尺量鉛筆有多長。', en: 'I use a ruler to measure how long my pencil is.' },
            picture: '📏',
          },
        ],
        story: [
          { tw: '小美拿出一把尺，想量一量豆豆。', en: 'Xiaomei takes out a ruler and wants to measure Doudou.' },
          { tw: '可是豆豆一直搖尾巴，量不好。', en: 'But Doudou keeps wagging his tail, so she cannot measure him.' },
          { tw: '小明說：「讓牠坐下來吧。」', en: 'Xiaoming says, "Let him sit down."' },
          { tw: '豆豆的屁股一坐下，尾巴還是搖個不停。', en: 'Doudou sits his bottom down, but his tail still keeps wagging.' },
        ],
      },
    ],
  },
  {
    radical: '彡',
    name: { tw: '三撇', en: 'the three-stroke radical' },
    meaning: {
      tw: '彡就像三道光，有三撇的字常常和顏色、樣子還有影子有關。',
      en: 'This radical looks like three rays of light, and characters with it are often about colors, shapes and shadows.',
    },
    lessons: [
      {
        key: 's6-shine-1',
        title: { tw: '雨後的彩虹', en: 'The rainbow after the rain' },
        words: [
          {
            word: '彩色',
            english: 'colorful',
            explain: 'Something colorful has lots of different colors.',
            examples: [
              { tw: '彩色的氣球', en: 'colorful balloons' },
              { tw: '彩色筆', en: 'colored markers' },
            ],
            sentence: { tw: '我用彩色筆畫了一隻大魚。', en: 'I drew a big fish with colored markers.' },
            picture: '🖍️',
          },
          {
            word: '彩虹',
            english: 'rainbow',
            explain: 'A rainbow is a curve of many colors in the sky after the rain.',
            examples: [
              { tw: '一道彩虹', en: 'a rainbow' },
              { tw: '彩虹的顏色', en: 'the colors of the rainbow' },
            ],
            sentence: { tw: '雨停了，天上出現了彩虹。', en: 'The rain stopped and a rainbow appeared in the sky.' },
            picture: '🌈',
          },
          {
            word: '彩帶',
            english: 'ribbon',
            explain: 'A ribbon is a long thin strip of colorful paper or cloth for decorating.',
            examples: [
              { tw: '掛彩帶', en: 'hang ribbons' },
              { tw: '紅色的彩帶', en: 'a red ribbon' },
            ],
            sentence: { tw: '教室裡掛滿了彩帶。', en: 'The classroom is full of hanging ribbons.' },
            picture: '🎀',
          },
        ],
        story: [
          { tw: '下午下了一場大雨。', en: 'In the afternoon there is a big rainstorm.' },
          { tw: '雨停了，小美看到天上有一道彩虹。', en: 'When the rain stops, Xiaomei sees a rainbow in the sky.' },
          { tw: '她拿出彩色筆，把彩虹畫下來。', en: 'She takes out her colored markers and draws the rainbow.' },
          { tw: '媽媽把畫貼在牆上，旁邊還掛了彩帶。', en: 'Mom puts the picture up on the wall and hangs ribbons next to it.' },
        ],
      },
    ],
  },
  {
    radical: '小',
    name: { tw: '小字頭', en: 'the small radical' },
    meaning: {
      tw: '小就是不大，有小字頭的字常常和小小的、少少的東西有關。',
      en: 'Xiao means small, and characters with it are often about small things and little amounts.',
    },
    lessons: [
      {
        key: 's6-small-1',
        title: { tw: '糖果有多少？', en: 'How many candies?' },
        words: [
          {
            word: '小',
            english: 'small',
            explain: 'Something small is little, not big.',
            examples: [
              { tw: '小貓', en: 'a kitten' },
              { tw: '大大小小', en: 'big and small' },
            ],
            sentence: { tw: '這雙鞋子太小了。', en: 'These shoes are too small.' },
            picture: '🐭',
          },
          {
            word: '少',
            english: 'few',
            explain: 'Few means not many, only a little bit.',
            examples: [
              { tw: '很少', en: 'very few' },
              { tw: '少一點', en: 'a little less' },
            ],
            sentence: { tw: '我的糖果比哥哥少。', en: 'I have fewer candies than my brother.' },
          },
          {
            word: '多少',
            english: 'how many',
            explain: 'We ask how many when we want to know the number of things.',
            examples: [
              { tw: '有多少', en: 'how many are there' },
              { tw: '多少錢', en: 'how much money' },
            ],
            sentence: { tw: '盒子裡有多少顆糖？', en: 'How many candies are in the box?' },
          },
          {
            word: '小心',
            english: 'careful',
            explain: 'When you are careful, you watch what you do so nothing goes wrong.',
            examples: [
              { tw: '小心走路', en: 'walk carefully' },
              { tw: '要小心', en: 'be careful' },
            ],
            sentence: { tw: '湯很燙，要小心。', en: 'The soup is very hot, so be careful.' },
            picture: '⚠️',
          },
          {
            word: '小朋友',
            english: 'kid',
            explain: 'A kid is a young child, like you and your classmates.',
            examples: [
              { tw: '小朋友好', en: 'hello, kids' },
              { tw: '一群小朋友', en: 'a group of kids' },
            ],
            sentence: { tw: '公園裡有很多小朋友在玩。', en: 'Lots of kids are playing in the park.' },
            picture: '🧒',
          },
        ],
        story: [
          { tw: '外婆給小明和小美一個小盒子。', en: 'Grandma gives Xiaoming and Xiaomei a small box.' },
          { tw: '小美問：「裡面有多少顆糖？」', en: 'Xiaomei asks, "How many candies are inside?"' },
          { tw: '小明數了數，說：「有十顆，不少呢！」', en: 'Xiaoming counts them and says, "Ten, that\'s not few!"' },
          { tw: '外婆說：「小朋友，吃完糖要小心刷牙。」', en: 'Grandma says, "Kids, after eating candy, brush your teeth carefully."' },
        ],
      },
    ],
  },
  {
    radical: '見',
    name: { tw: '見字旁', en: 'the seeing radical' },
    meaning: {
      tw: '見就是看到，有見字旁的字常常和用眼睛看、去見人有關。',
      en: 'Jian means to see, and characters with it are often about looking with your eyes and meeting people.',
    },
    lessons: [
      {
        key: 's6-see-1',
        title: { tw: '豆豆不見了', en: 'Doudou is missing' },
        words: [
          {
            word: '看見',
            english: 'see',
            explain: 'You see something when your eyes notice it.',
            examples: [
              { tw: '看見小鳥', en: 'see a little bird' },
              { tw: '我看見了', en: 'I saw it' },
            ],
            sentence: { tw: '我看見天上有一架飛機。', en: 'I see a plane in the sky.' },
            picture: '👀',
          },
          {
            word: '聽見',
            english: 'hear',
            explain: 'You hear a sound when it comes into your ears.',
            examples: [
              { tw: '聽見聲音', en: 'hear a sound' },
              { tw: '你聽見了嗎', en: 'did you hear it' },
            ],
            sentence: { tw: '我聽見門外有狗叫聲。', en: 'I hear a dog barking outside the door.' },
          },
          {
            word: '不見了',
            english: 'missing',
            explain: 'Something is missing when you cannot find it anywhere.',
            examples: [
              { tw: '鉛筆不見了', en: 'the pencil is missing' },
              { tw: '怎麼不見了', en: 'why is it gone' },
            ],
            sentence: { tw: '我的橡皮擦不見了。', en: 'My eraser is missing.' },
          },
          {
            word: '覺得',
            english: 'feel',
            explain: 'We say feel when we tell what we think or what is going on inside us.',
            examples: [
              { tw: '我覺得好冷', en: 'I feel very cold' },
              { tw: '你覺得呢', en: 'what do you think' },
            ],
            sentence: { tw: '我覺得這本書很好看。', en: 'I think this book is really good.' },
          },
          {
            word: '見面',
            english: 'meet',
            explain: 'You meet someone when you go and see them.',
            examples: [
              { tw: '明天見面', en: 'meet tomorrow' },
              { tw: '第一次見面', en: 'meet for the first time' },
            ],
            sentence: { tw: '我和好朋友約好在公園見面。', en: 'My best friend and I agreed to meet at the park.' },
            picture: '🤝',
          },
          {
            word: '再見',
            english: 'goodbye',
            explain: 'You say goodbye when you leave or when someone goes away.',
            examples: [
              { tw: '說再見', en: 'say goodbye' },
              { tw: '老師再見', en: 'goodbye, teacher' },
            ],
            sentence: { tw: '放學了，我和同學說再見。', en: 'School is over, and I say goodbye to my classmates.' },
            picture: '👋',
          },
        ],
        story: [
          { tw: '小明要和小華在公園見面，可是豆豆不見了。', en: 'Xiaoming is going to meet Xiaohua at the park, but Doudou is missing.' },
          { tw: '小明覺得好著急，到處找牠。', en: 'Xiaoming feels very worried and looks for him everywhere.' },
          { tw: '這時候，他聽見床底下有聲音。', en: 'Just then, he hears a sound under the bed.' },
          { tw: '他看見豆豆躺在那裡，嘴裡咬著一隻襪子。', en: 'He sees Doudou lying there with a sock in his mouth.' },
          { tw: '小明笑著帶豆豆出門，對媽媽說：「再見！」', en: 'Xiaoming laughs, takes Doudou out and says to Mom, "Goodbye!"' },
        ],
      },
    ],
  },
  {
    radical: '立',
    name: { tw: '立字旁', en: 'the standing radical' },
    meaning: {
      tw: '立像一個人兩腳站在地上，有立字旁的字常常和站著有關。',
      en: 'Li looks like a person standing with both feet on the ground, and characters with it are often about standing.',
    },
    lessons: [
      {
        key: 's6-stand-1',
        title: { tw: '在車站等火車', en: 'Waiting at the station' },
        words: [
          {
            word: '站',
            english: 'stand',
            explain: 'You stand when you are on your feet and not sitting down.',
            examples: [
              { tw: '站起來', en: 'stand up' },
              { tw: '站好', en: 'stand still' },
            ],
            sentence: { tw: '小美站在椅子上拿書。', en: 'Xiaomei stands on a chair to get a book.' },
            picture: '🧍',
          },
          {
            word: '車站',
            english: 'station',
            explain: 'A station is the place where you get on and off trains or buses.',
            examples: [
              { tw: '火車站', en: 'train station' },
              { tw: '到車站', en: 'get to the station' },
            ],
            sentence: { tw: '爸爸在車站等我們。', en: 'Dad is waiting for us at the station.' },
            picture: '🚉',
          },
          {
            word: '兒童',
            english: 'children',
            explain: 'Children are young people, boys and girls like you.',
            examples: [
              { tw: '兒童節', en: "Children's Day" },
              { tw: '兒童樂園', en: "a children's playground" },
            ],
            sentence: { tw: '四月四日是兒童節。', en: "April fourth is Children's Day." },
          },
          {
            word: '童話',
            english: 'fairy tale',
            explain: 'A fairy tale is a story with magic, princes, princesses or talking animals.',
            examples: [
              { tw: '童話書', en: 'a fairy tale book' },
              { tw: '說童話', en: 'tell a fairy tale' },
            ],
            sentence: { tw: '奶奶每天晚上都說童話給我聽。', en: 'Grandma tells me a fairy tale every night.' },
            picture: '🧚',
          },
        ],
        story: [
          { tw: '小明和媽媽在車站等火車，要去看外公。', en: 'Xiaoming and Mom wait for the train at the station to go and see Grandpa.' },
          { tw: '車站裡人好多，小明站得腳好累。', en: 'The station is very crowded, and Xiaoming is tired from standing.' },
          { tw: '旁邊有一間兒童書店，媽媽買了一本童話書。', en: "Next to them is a children's bookshop, and Mom buys a fairy tale book." },
          { tw: '小明坐下來看書，火車很快就來了。', en: 'Xiaoming sits down to read, and the train soon comes.' },
        ],
      },
    ],
  },
  {
    radical: '自',
    name: { tw: '自字旁', en: 'the nose radical' },
    meaning: {
      tw: '很久以前，自是畫一個鼻子，所以有自字旁的字常常和自己還有用鼻子聞有關。',
      en: 'Long ago this radical was a picture of a nose, so characters with it are often about yourself and smelling.',
    },
    lessons: [
      {
        key: 's6-self-1',
        title: { tw: '臭臭的味道', en: 'A stinky smell' },
        words: [
          {
            word: '自己',
            english: 'myself',
            explain: 'Myself means me, when I do something on my own.',
            examples: [
              { tw: '我自己來', en: "I'll do it myself" },
              { tw: '自己穿衣服', en: 'get dressed by yourself' },
            ],
            sentence: { tw: '小美會自己綁鞋帶了。', en: 'Xiaomei can tie her shoelaces by herself now.' },
          },
          {
            word: '自來水',
            english: 'tap water',
            explain: 'Tap water is the water that comes out when you turn on the tap.',
            examples: [
              { tw: '打開自來水', en: 'turn on the tap water' },
              { tw: '自來水很涼', en: 'the tap water is cool' },
            ],
            sentence: { tw: '自來水要煮開才能喝。', en: 'Tap water has to be boiled before you drink it.' },
            picture: '🚰',
          },
          {
            word: '自動門',
            english: 'automatic door',
            explain: 'An automatic door opens all by itself when you walk up to it.',
            examples: [
              { tw: '超市的自動門', en: "the supermarket's automatic door" },
              { tw: '自動門開了', en: 'the automatic door opened' },
            ],
            sentence: { tw: '我走過去，自動門就打開了。', en: 'I walk up, and the automatic door opens.' },
            picture: '🚪',
          },
          {
            word: '臭',
            english: 'stinky',
            explain: 'Something stinky has a bad smell that makes you hold your nose.',
            examples: [
              { tw: '好臭', en: 'so stinky' },
              { tw: '臭襪子', en: 'stinky socks' },
            ],
            sentence: { tw: '垃圾桶好臭，快拿去倒。', en: 'The trash can is so stinky, take it out quickly.' },
            picture: '🦨',
          },
          {
            word: '臭豆腐',
            english: 'stinky tofu',
            explain: 'Stinky tofu is a Taiwanese snack that smells strong but tastes yummy.',
            examples: [
              { tw: '吃臭豆腐', en: 'eat stinky tofu' },
              { tw: '一盤臭豆腐', en: 'a plate of stinky tofu' },
            ],
            sentence: { tw: '夜市的臭豆腐又香又脆。', en: 'The stinky tofu at the night market is tasty and crispy.' },
          },
        ],
        story: [
          { tw: '爸爸帶小明和小美去夜市。', en: 'Dad takes Xiaoming and Xiaomei to the night market.' },
          { tw: '小美捏著鼻子說：「好臭啊！」', en: 'Xiaomei holds her nose and says, "It\'s so stinky!"' },
          { tw: '爸爸笑著說：「這是臭豆腐，聞起來臭，吃起來香。」', en: 'Dad laughs and says, "This is stinky tofu: it smells stinky but tastes good."' },
          { tw: '小明自己吃了一口，說：「真的好好吃！」', en: 'Xiaoming tries a bite himself and says, "It really is yummy!"' },
          { tw: '回家的路上，大家去超市買牛奶，自動門一下就打開了。', en: "On the way home, everyone goes to the supermarket for milk, and the automatic door opens at once." },
          { tw: '回到家，小明和小美用自來水把手洗乾淨。', en: 'Back home, Xiaoming and Xiaomei wash their hands clean with tap water.' },
        ],
      },
    ],
  },
  {
    radical: '厂',
    name: { tw: '厂字頭', en: 'the cliff radical' },
    meaning: {
      tw: '厂像一座高高的山崖，有厂字頭的字常常和山崖、石頭還有厚厚的東西有關。',
      en: 'This radical looks like a tall cliff, and characters with it are often about cliffs, rocks and thick things.',
    },
    lessons: [
      {
        key: 's6-cliff-1',
        title: { tw: '原來是一隻羊', en: 'It was only a sheep' },
        words: [
          {
            word: '原來',
            english: 'turns out',
            explain: 'We say it turns out when we find out how things really are.',
            examples: [
              { tw: '原來是你', en: "oh, it's you" },
              { tw: '原來如此', en: 'so that is how it is' },
            ],
            sentence: { tw: '原來小美躲在門後面。', en: 'It turns out Xiaomei was hiding behind the door.' },
          },
          {
            word: '草原',
            english: 'grassland',
            explain: 'A grassland is a big flat land covered with grass.',
            examples: [
              { tw: '大草原', en: 'a big grassland' },
              { tw: '草原上的馬', en: 'the horses on the grassland' },
            ],
            sentence: { tw: '牛和羊在草原上吃草。', en: 'Cows and sheep eat grass on the grassland.' },
            picture: '🌾',
          },
          {
            word: '厚',
            english: 'thick',
            explain: 'Something thick is fat from one side to the other, like a big book.',
            examples: [
              { tw: '厚厚的書', en: 'a thick book' },
              { tw: '厚外套', en: 'a thick coat' },
            ],
            sentence: { tw: '冬天要穿厚外套。', en: 'In winter you need a thick coat.' },
          },
          {
            word: '厲害',
            english: 'awesome',
            explain: 'Someone awesome is really good at something.',
            examples: [
              { tw: '好厲害', en: 'so awesome' },
              { tw: '你真厲害', en: 'you are amazing' },
            ],
            sentence: { tw: '哥哥會騎腳踏車，好厲害！', en: 'My brother can ride a bike, so awesome!' },
            picture: '👍',
          },
          {
            word: '原子筆',
            english: 'ballpoint pen',
            explain: 'A ballpoint pen is a pen with a tiny ball at its tip that rolls the ink out.',
            examples: [
              { tw: '一枝原子筆', en: 'a ballpoint pen' },
              { tw: '藍色原子筆', en: 'a blue pen' },
            ],
            sentence: { tw: '爸爸用原子筆寫字。', en: 'Dad writes with a ballpoint pen.' },
            picture: '🖊️',
          },
        ],
        story: [
          { tw: '外公拿出一本厚厚的相本給小明看。', en: 'Grandpa takes out a thick photo album to show Xiaoming.' },
          { tw: '照片上有一大片草原，還有一個白白的東西。', en: 'In a photo there is a big grassland and something white.' },
          { tw: '小明問：「那是雲嗎？」外公說：「原來是一隻羊！」', en: 'Xiaoming asks, "Is that a cloud?" Grandpa says, "It turns out it\'s a sheep!"' },
          { tw: '外公用原子筆在照片後面寫上日期。', en: 'Grandpa writes the date on the back of the photo with a ballpoint pen.' },
          { tw: '小明說：「外公什麼都記得，好厲害！」', en: 'Xiaoming says, "Grandpa remembers everything, that\'s awesome!"' },
        ],
      },
    ],
  },
];

export const moreLessons: MoreLessonsSource[] = [
  {
    radical: '日',
    lessons: [
      {
        key: 's6-sun-1',
        title: { tw: '是早上還是晚上？', en: 'Morning or evening?' },
        words: [
          {
            word: '是',
            english: 'is',
            explain: 'We use is to say what something or someone is, like this is my dog.',
            examples: [
              { tw: '我是小明', en: 'I am Xiaoming' },
              { tw: '這是貓', en: 'this is a cat' },
            ],
            sentence: { tw: '她是我的好朋友。', en: 'She is my good friend.' },
          },
          {
            word: '不是',
            english: 'is not',
            explain: 'We say is not when something is not so.',
            examples: [
              { tw: '不是我', en: 'not me' },
              { tw: '是不是', en: 'is it or not' },
            ],
            sentence: { tw: '這不是我的鞋子。', en: 'These are not my shoes.' },
          },
          {
            word: '早',
            english: 'early',
            explain: 'Early means before the usual time, like waking up when the sun comes up.',
            examples: [
              { tw: '早起', en: 'get up early' },
              { tw: '老師早', en: 'good morning, teacher' },
            ],
            sentence: { tw: '爺爺每天都很早起床。', en: 'Grandpa gets up very early every day.' },
            picture: '🌅',
          },
          {
            word: '晚上',
            english: 'evening',
            explain: 'Evening is the time of day after the sun goes down.',
            examples: [
              { tw: '今天晚上', en: 'this evening' },
              { tw: '晚上好', en: 'good evening' },
            ],
            sentence: { tw: '晚上我和爸爸一起看星星。', en: 'In the evening I look at the stars with Dad.' },
            picture: '🌃',
          },
        ],
        story: [
          { tw: '小美睡午覺，醒來的時候天黑了。', en: 'Xiaomei takes a nap, and when she wakes up it is dark.' },
          { tw: '她問：「現在是早上嗎？」', en: 'She asks, "Is it morning now?"' },
          { tw: '小明笑著說：「不是，現在是晚上。」', en: 'Xiaoming laughs and says, "No, it is evening now."' },
          { tw: '媽媽說：「吃完飯早點睡，明天才能早起。」', en: 'Mom says, "After dinner go to bed early, so you can get up early tomorrow."' },
        ],
      },
      {
        key: 's6-sun-2',
        title: { tw: '冷冷的冬天', en: 'A cold winter day' },
        words: [
          {
            word: '時間',
            english: 'time',
            explain: 'Time is what a clock shows, like the time to eat or the time to sleep.',
            examples: [
              { tw: '沒有時間', en: 'no time' },
              { tw: '吃飯時間', en: 'mealtime' },
            ],
            sentence: { tw: '睡覺的時間到了。', en: "It's time to go to sleep." },
            picture: '⏰',
          },
          {
            word: '小時',
            english: 'hour',
            explain: 'An hour is sixty minutes, a long stretch of time.',
            examples: [
              { tw: '一個小時', en: 'one hour' },
              { tw: '兩小時', en: 'two hours' },
            ],
            sentence: { tw: '我們坐了一個小時的車。', en: 'We rode in the car for an hour.' },
            picture: '⌛',
          },
          {
            word: '時鐘',
            english: 'clock',
            explain: 'A clock is a machine on the wall or table that shows what time it is.',
            examples: [
              { tw: '看時鐘', en: 'look at the clock' },
              { tw: '牆上的時鐘', en: 'the clock on the wall' },
            ],
            sentence: { tw: '時鐘說現在是八點。', en: "The clock says it's eight o'clock." },
            picture: '🕰️',
          },
          {
            word: '溫暖',
            english: 'warm',
            explain: 'Warm means nicely hot, not cold, like a hug or a blanket.',
            examples: [
              { tw: '溫暖的家', en: 'a warm home' },
              { tw: '溫暖的手', en: 'warm hands' },
            ],
            sentence: { tw: '媽媽的手好溫暖。', en: "Mom's hands are so warm." },
          },
          {
            word: '暖暖包',
            english: 'hand warmer',
            explain: 'A hand warmer is a little bag that gets hot and keeps your hands warm in winter.',
            examples: [
              { tw: '帶暖暖包', en: 'bring a hand warmer' },
              { tw: '一個暖暖包', en: 'a hand warmer' },
            ],
            sentence: { tw: '天氣好冷，我口袋裡有暖暖包。', en: "It's very cold, and I have a hand warmer in my pocket." },
          },
        ],
        story: [
          { tw: '冬天的早上好冷，小明不想起床。', en: "On a winter morning it is very cold, and Xiaoming doesn't want to get up." },
          { tw: '媽媽指著時鐘說：「時間到了，快起來！」', en: 'Mom points at the clock and says, "It\'s time, get up quickly!"' },
          { tw: '他們要坐一個小時的車去看奶奶。', en: 'They are going on an hour-long car ride to see Grandma.' },
          { tw: '媽媽給小明一個暖暖包，他的手好溫暖。', en: "Mom gives Xiaoming a hand warmer, and his hands feel so warm." },
        ],
      },
    ],
  },
  {
    radical: '山',
    lessons: [
      {
        key: 's6-hill-1',
        title: { tw: '山谷的回音', en: 'The echo in the valley' },
        words: [
          {
            word: '山谷',
            english: 'valley',
            explain: 'A valley is the low land between two mountains.',
            examples: [
              { tw: '深深的山谷', en: 'a deep valley' },
              { tw: '山谷裡', en: 'in the valley' },
            ],
            sentence: { tw: '小河在山谷裡流過。', en: 'A little river flows through the valley.' },
            picture: '🏞️',
          },
          {
            word: '高山',
            english: 'high mountain',
            explain: 'A high mountain is very, very tall, and its top can touch the clouds.',
            examples: [
              { tw: '一座高山', en: 'a high mountain' },
              { tw: '爬高山', en: 'climb a high mountain' },
            ],
            sentence: { tw: '高山上有白白的雲。', en: 'There are white clouds on the high mountain.' },
            picture: '🏔️',
          },
          {
            word: '上山',
            english: 'go uphill',
            explain: 'You go uphill when you walk up a mountain.',
            examples: [
              { tw: '走路上山', en: 'walk up the mountain' },
              { tw: '上山看花', en: 'go up the mountain to see flowers' },
            ],
            sentence: { tw: '我們一大早就上山了。', en: 'We went up the mountain early in the morning.' },
          },
          {
            word: '下山',
            english: 'go downhill',
            explain: 'You go downhill when you walk down a mountain.',
            examples: [
              { tw: '慢慢下山', en: 'go down the mountain slowly' },
              { tw: '太陽下山', en: 'the sun goes down' },
            ],
            sentence: { tw: '太陽下山了，天快黑了。', en: 'The sun has gone down, and it will soon be dark.' },
            picture: '🌄',
          },
        ],
        story: [
          { tw: '爺爺帶小明上山看風景。', en: 'Grandpa takes Xiaoming up the mountain to see the view.' },
          { tw: '前面有一座高山，下面是一個大山谷。', en: 'In front is a high mountain, and below is a big valley.' },
          { tw: '小明大叫：「你好！」山谷也回答：「你好！」', en: 'Xiaoming shouts, "Hello!" and the valley answers, "Hello!"' },
          { tw: '太陽快下山了，爺爺和小明也慢慢下山回家。', en: 'The sun is about to set, so Grandpa and Xiaoming slowly go down the mountain and home.' },
        ],
      },
    ],
  },
  {
    radical: '言',
    lessons: [
      {
        key: 's6-speak-1',
        title: { tw: '明天要考試', en: 'A test tomorrow' },
        words: [
          {
            word: '告訴',
            english: 'tell',
            explain: 'You tell someone something when you say it to them so they know it.',
            examples: [
              { tw: '告訴媽媽', en: 'tell Mom' },
              { tw: '告訴你一件事', en: 'let me tell you something' },
            ],
            sentence: { tw: '我告訴老師我肚子痛。', en: 'I tell the teacher that my tummy hurts.' },
          },
          {
            word: '試',
            english: 'try',
            explain: 'You try when you do something to see if you can do it or if you like it.',
            examples: [
              { tw: '試試看', en: 'give it a try' },
              { tw: '再試一次', en: 'try once more' },
              { tw: '考試', en: 'a test' },
            ],
            sentence: { tw: '這個好難，我再試一次。', en: "This is hard, so I'll try once more." },
          },
          {
            word: '該',
            english: 'should',
            explain: 'We say should about the right thing to do, or when it is time to do it.',
            examples: [
              { tw: '應該', en: 'ought to' },
              { tw: '該睡覺了', en: 'time for bed' },
            ],
            sentence: { tw: '九點了，該睡覺了。', en: "It's nine o'clock, time for bed." },
          },
          {
            word: '許多',
            english: 'lots of',
            explain: 'Lots of means a big number of things or people.',
            examples: [
              { tw: '許多人', en: 'lots of people' },
              { tw: '許多花', en: 'lots of flowers' },
            ],
            sentence: { tw: '書架上有許多故事書。', en: 'There are lots of storybooks on the shelf.' },
          },
          {
            word: '認真',
            english: 'hardworking',
            explain: 'When you are hardworking, you do your best and pay attention.',
            examples: [
              { tw: '認真讀書', en: 'study hard' },
              { tw: '很認真', en: 'very hardworking' },
            ],
            sentence: { tw: '小明上課很認真。', en: 'Xiaoming works hard in class.' },
          },
          {
            word: '變',
            english: 'change',
            explain: 'Something changes when it becomes different from before.',
            examples: [
              { tw: '變成', en: 'turn into' },
              { tw: '變大', en: 'get bigger' },
              { tw: '變魔術', en: 'do a magic trick' },
            ],
            sentence: { tw: '毛毛蟲變成了漂亮的蝴蝶。', en: 'The caterpillar changed into a beautiful butterfly.' },
            picture: '🦋',
          },
        ],
        story: [
          { tw: '老師告訴大家，明天要考試。', en: 'The teacher tells everyone there is a test tomorrow.' },
          { tw: '小明回家以後，認真寫了許多生字。', en: 'After he gets home, Xiaoming works hard and writes lots of new characters.' },
          { tw: '有一個字好難，他試了三次才寫對。', en: 'One character is very hard, and he tries three times before he gets it right.' },
          { tw: '媽媽說：「九點了，你該睡覺了。」', en: 'Mom says, "It\'s nine o\'clock, you should go to bed."' },
          { tw: '小明說：「我覺得我變厲害了！」', en: 'Xiaoming says, "I think I\'ve become really good!"' },
        ],
      },
    ],
  },
  {
    radical: '頁',
    lessons: [
      {
        key: 's6-head-1',
        title: { tw: '一顆牙齒掉了', en: 'A tooth fell out' },
        words: [
          {
            word: '顆',
            english: 'round thing',
            explain: 'We use this word to count small round things, like candies, stars and teeth.',
            examples: [
              { tw: '一顆糖', en: 'a candy' },
              { tw: '兩顆星星', en: 'two stars' },
              { tw: '一顆牙', en: 'a tooth' },
            ],
            sentence: { tw: '小美吃了一顆草莓。', en: 'Xiaomei ate a strawberry.' },
          },
          {
            word: '點頭',
            english: 'nod',
            explain: 'You nod when you move your head up and down to say yes.',
            examples: [
              { tw: '點點頭', en: 'nod a little' },
              { tw: '笑著點頭', en: 'nod with a smile' },
            ],
            sentence: { tw: '我問妹妹要不要吃餅乾，她點頭。', en: 'I ask my sister if she wants a cookie, and she nods.' },
            picture: '🙆',
          },
          {
            word: '回頭',
            english: 'look back',
            explain: 'You look back when you turn your head to see what is behind you.',
            examples: [
              { tw: '回頭看', en: 'turn and look' },
              { tw: '不要回頭', en: "don't look back" },
            ],
            sentence: { tw: '我聽見有人叫我，就回頭看。', en: 'I hear someone call me, so I look back.' },
          },
          {
            word: '枕頭',
            english: 'pillow',
            explain: 'A pillow is the soft thing you put your head on when you sleep.',
            examples: [
              { tw: '軟軟的枕頭', en: 'a soft pillow' },
              { tw: '枕頭下面', en: 'under the pillow' },
            ],
            sentence: { tw: '豆豆睡在我的枕頭旁邊。', en: 'Doudou sleeps next to my pillow.' },
          },
        ],
        story: [
          { tw: '小美的一顆牙齒掉了。', en: "One of Xiaomei's teeth fell out." },
          { tw: '她問媽媽：「可以把牙齒放在枕頭下面嗎？」', en: 'She asks Mom, "Can I put my tooth under my pillow?"' },
          { tw: '媽媽笑著點頭。', en: 'Mom smiles and nods.' },
          { tw: '小美上床前又回頭看了枕頭一眼，才開心地睡覺。', en: 'Before getting into bed, Xiaomei looks back at her pillow once more, and then happily goes to sleep.' },
        ],
      },
    ],
  },
  {
    radical: '囗',
    lessons: [
      {
        key: 's6-round-1',
        title: { tw: '去動物園', en: 'A trip to the zoo' },
        words: [
          {
            word: '動物園',
            english: 'zoo',
            explain: 'A zoo is a place where you can see lions, elephants and many other animals.',
            examples: [
              { tw: '去動物園', en: 'go to the zoo' },
              { tw: '動物園的大象', en: 'the elephants at the zoo' },
            ],
            sentence: { tw: '我們在動物園看到了長頸鹿。', en: 'We saw giraffes at the zoo.' },
            picture: '🦁',
          },
          {
            word: '花園',
            english: 'garden',
            explain: 'A garden is a place with lots of flowers and plants.',
            examples: [
              { tw: '小花園', en: 'a little garden' },
              { tw: '花園裡的花', en: 'the flowers in the garden' },
            ],
            sentence: { tw: '奶奶的花園裡開滿了花。', en: "Grandma's garden is full of flowers." },
            picture: '🌷',
          },
          {
            word: '圈圈',
            english: 'circle',
            explain: 'A circle is a round shape, like a ring or the letter O.',
            examples: [
              { tw: '畫圈圈', en: 'draw circles' },
              { tw: '轉圈圈', en: 'spin around' },
            ],
            sentence: { tw: '小美在紙上畫了好多圈圈。', en: 'Xiaomei drew lots of circles on the paper.' },
            picture: '⭕',
          },
          {
            word: '甜甜圈',
            english: 'doughnut',
            explain: 'A doughnut is a sweet round cake with a hole in the middle.',
            examples: [
              { tw: '吃甜甜圈', en: 'eat a doughnut' },
              { tw: '巧克力甜甜圈', en: 'a chocolate doughnut' },
            ],
            sentence: { tw: '我最喜歡吃甜甜圈。', en: 'I like doughnuts best.' },
            picture: '🍩',
          },
        ],
        story: [
          { tw: '星期天，全家一起去動物園。', en: 'On Sunday, the whole family goes to the zoo.' },
          { tw: '動物園裡有一個大花園，裡面有好多花。', en: 'In the zoo there is a big garden with lots of flowers.' },
          { tw: '小美看到猴子在樹上轉圈圈，笑得好開心。', en: 'Xiaomei sees monkeys spinning around in the trees and laughs happily.' },
          { tw: '走累了，媽媽買了甜甜圈給大家吃。', en: 'When they are tired from walking, Mom buys doughnuts for everyone.' },
        ],
      },
    ],
  },
  {
    radical: '十',
    lessons: [
      {
        key: 's6-ten-1',
        title: { tw: '升旗典禮', en: 'Raising the flag' },
        words: [
          {
            word: '升旗',
            english: 'raise the flag',
            explain: 'To raise the flag is to pull a flag up a tall pole, like at school in the morning.',
            examples: [
              { tw: '升旗典禮', en: 'flag-raising ceremony' },
              { tw: '早上升旗', en: 'raise the flag in the morning' },
            ],
            sentence: { tw: '星期一早上，全校一起升旗。', en: 'On Monday morning, the whole school raises the flag together.' },
          },
          {
            word: '上升',
            english: 'rise',
            explain: 'Something rises when it goes up higher and higher.',
            examples: [
              { tw: '慢慢上升', en: 'rise slowly' },
              { tw: '氣球上升', en: 'the balloon rises' },
            ],
            sentence: { tw: '熱氣球慢慢上升。', en: 'The hot-air balloon slowly rises.' },
            picture: '🎈',
          },
          {
            word: '直升機',
            english: 'helicopter',
            explain: 'A helicopter is a flying machine with big blades that spin on top.',
            examples: [
              { tw: '一架直升機', en: 'a helicopter' },
              { tw: '坐直升機', en: 'ride in a helicopter' },
            ],
            sentence: { tw: '天上有一架直升機飛過去。', en: 'A helicopter flies across the sky.' },
            picture: '🚁',
          },
          {
            word: '十分',
            english: 'very',
            explain: 'Very means a lot, like very happy or very big.',
            examples: [
              { tw: '十分高興', en: 'very happy' },
              { tw: '十分好看', en: 'very pretty' },
            ],
            sentence: { tw: '今天的天氣十分好。', en: 'The weather is very nice today.' },
          },
        ],
        story: [
          { tw: '星期一早上，小明站在操場上準備升旗。', en: 'On Monday morning, Xiaoming stands on the playground, ready to raise the flag.' },
          { tw: '國旗跟著音樂慢慢上升。', en: 'The flag slowly rises with the music.' },
          { tw: '忽然，一架直升機從學校上面飛過去。', en: 'Suddenly a helicopter flies over the school.' },
          { tw: '大家都抬頭看，覺得十分有趣。', en: 'Everyone looks up and thinks it is very exciting.' },
        ],
      },
    ],
  },
];
