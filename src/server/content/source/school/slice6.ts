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
          {
            word: '這麼',
            english: 'so',
            explain: 'We say so to make a word stronger, like so big or so many.',
            examples: [
              { tw: '這麼大', en: 'so big' },
              { tw: '這麼多', en: 'so many' },
            ],
            sentence: { tw: '哇，這麼大的西瓜！', en: 'Wow, such a big watermelon!' },
          },
        ],
        story: [
          { tw: '小明和小美在院子裡找寶物。', en: 'Xiaoming and Xiaomei are looking for treasure in the yard.' },
          { tw: '豆豆一直挖土，好像在說：「這裡！這裡！」', en: 'Doudou keeps digging, as if he is saying, "Here! Here!"' },
          { tw: '小明挖出一顆亮亮的小石頭。', en: 'Xiaoming digs up a shiny little stone.' },
          { tw: '小美說：「這麼亮！這是我們的寶物，我最喜歡這個！」', en: 'Xiaomei says, "It\'s so shiny! This is our treasure, and I like this one best!"' },
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
            word: '還有',
            english: 'and also',
            sense: 'there is more',
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
            sense: 'by the sea',
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
      {
        key: 's6-walk-4',
        title: { tw: '在夜市迷路了', en: 'Lost at the night market' },
        words: [
          {
            word: '逛街',
            english: 'go shopping',
            explain: 'When you go shopping, you walk along the streets and look in the shops.',
            examples: [
              { tw: '和媽媽逛街', en: 'go shopping with Mom' },
              { tw: '去逛街', en: 'go window-shopping' },
            ],
            sentence: { tw: '星期六，姐姐喜歡去逛街。', en: 'On Saturdays my sister likes to go shopping.' },
            picture: '🛍️',
          },
          {
            word: '附近',
            english: 'nearby',
            explain: 'Nearby means close to where you are, not far away.',
            examples: [
              { tw: '家附近', en: 'near home' },
              { tw: '附近的公園', en: 'the park nearby' },
            ],
            sentence: { tw: '我家附近有一間書店。', en: 'There is a bookshop near my home.' },
          },
          {
            word: '遠',
            english: 'far',
            explain: 'Something far is a long way away from you.',
            examples: [
              { tw: '很遠', en: 'very far' },
              { tw: '走遠了', en: 'walked far away' },
            ],
            sentence: { tw: '學校離我家不遠。', en: 'School is not far from my home.' },
            picture: '🔭',
          },
          {
            word: '迷路',
            english: 'get lost',
            explain: 'You get lost when you do not know where you are or how to get back.',
            examples: [
              { tw: '迷路了', en: 'got lost' },
              { tw: '不要迷路', en: "don't get lost" },
            ],
            sentence: { tw: '小狗迷路了，找不到回家的路。', en: 'The puppy got lost and cannot find its way home.' },
            picture: '🗺️',
          },
          {
            word: '追',
            english: 'chase',
            explain: 'You chase someone when you run after them to catch them.',
            examples: [
              { tw: '追球', en: 'chase the ball' },
              { tw: '你追我跑', en: 'play tag' },
            ],
            sentence: { tw: '豆豆在院子裡追蝴蝶。', en: 'Doudou chases butterflies in the yard.' },
            picture: '🏃',
          },
        ],
        story: [
          { tw: '晚上，全家一起去夜市逛街。', en: 'In the evening, the whole family goes shopping at the night market.' },
          { tw: '小美追著一個紅氣球跑，跑著跑著就迷路了。', en: 'Xiaomei runs after a red balloon, and before long she is lost.' },
          { tw: '她看到附近有一位警察，就走過去說：「我找不到媽媽。」', en: 'She sees a police officer nearby, walks over and says, "I can\'t find my mom."' },
          { tw: '媽媽其實沒有走遠，很快就找到了她。', en: 'Mom has not gone far, and soon finds her.' },
          { tw: '媽媽抱著小美說：「以後要牽好我的手。」', en: 'Mom hugs Xiaomei and says, "From now on, hold my hand tight."' },
        ],
      },
      {
        key: 's6-walk-5',
        title: { tw: '卡通裡的迷宮', en: 'The maze in the cartoon' },
        words: [
          {
            word: '卡通',
            english: 'cartoon',
            explain: 'A cartoon is a funny show with drawn pictures that move.',
            examples: [
              { tw: '看卡通', en: 'watch cartoons' },
              { tw: '卡通人物', en: 'a cartoon character' },
            ],
            sentence: { tw: '吃完飯，我可以看一下卡通嗎？', en: 'After dinner, can I watch a cartoon for a bit?' },
            picture: '📺',
          },
          {
            word: '迷宮',
            english: 'maze',
            explain: 'A maze is a puzzle of paths and walls where you must find the way out.',
            examples: [
              { tw: '走迷宮', en: 'go through a maze' },
              { tw: '畫迷宮', en: 'draw a maze' },
            ],
            sentence: { tw: '小美用鉛筆走出了紙上的迷宮。', en: 'Xiaomei found her way out of the paper maze with a pencil.' },
          },
          {
            word: '速度',
            english: 'speed',
            explain: 'Speed is how fast something moves.',
            examples: [
              { tw: '速度很快', en: 'very fast' },
              { tw: '放慢速度', en: 'slow down' },
            ],
            sentence: { tw: '火車的速度好快。', en: 'The train goes really fast.' },
            picture: '🏎️',
          },
          {
            word: '後退',
            english: 'step back',
            explain: 'You step back when you move backward, away from something.',
            examples: [
              { tw: '往後退', en: 'move back' },
              { tw: '後退一步', en: 'take a step back' },
            ],
            sentence: { tw: '老師說：「請大家後退一步。」', en: 'The teacher says, "Everyone, please take a step back."' },
          },
          {
            word: '急迫',
            english: 'urgent',
            explain: 'Something urgent has to be done right now, with no time to wait.',
            examples: [
              { tw: '很急迫', en: 'very urgent' },
              { tw: '急迫的事', en: 'an urgent matter' },
            ],
            sentence: { tw: '時間很急迫，我們要快一點。', en: 'Time is short, so we have to hurry.' },
          },
        ],
        story: [
          { tw: '小明在看一部卡通。', en: 'Xiaoming is watching a cartoon.' },
          { tw: '卡通裡的小兔子跑進了一個大迷宮。', en: 'In the cartoon, a little rabbit runs into a big maze.' },
          { tw: '大野狼在後面追，速度越來越快，情況好急迫。', en: 'The big bad wolf chases it faster and faster, and things get very urgent.' },
          { tw: '小兔子走到死路，只好後退，再換一條路。', en: 'The rabbit reaches a dead end, steps back and tries another path.' },
          { tw: '最後牠跑出了迷宮，小明開心得拍手。', en: 'At last it gets out of the maze, and Xiaoming claps happily.' },
        ],
      },
      {
        key: 's6-walk-6',
        title: { tw: '週末遇到老朋友', en: 'Meeting an old friend on the weekend' },
        words: [
          {
            word: '週末',
            english: 'weekend',
            explain: 'The weekend is Saturday and Sunday, when there is no school.',
            examples: [
              { tw: '週末快樂', en: 'have a nice weekend' },
              { tw: '這個週末', en: 'this weekend' },
            ],
            sentence: { tw: '週末我們去爺爺家。', en: "On the weekend we go to Grandpa's home." },
          },
          {
            word: '遇到',
            english: 'run into',
            explain: 'You run into someone when you meet them without planning to.',
            examples: [
              { tw: '遇到朋友', en: 'run into a friend' },
              { tw: '遇到困難', en: 'meet a problem' },
            ],
            sentence: { tw: '我在超市遇到了老師。', en: 'I ran into my teacher at the supermarket.' },
          },
          {
            word: '透明',
            english: 'clear',
            sense: 'you see through it',
            explain: 'Something clear lets light pass, so you can see what is behind it.',
            examples: [
              { tw: '透明的杯子', en: 'a see-through cup' },
              { tw: '透明膠帶', en: 'clear tape' },
            ],
            sentence: { tw: '水母的身體是透明的。', en: "A jellyfish's body is see-through." },
          },
        ],
        story: [
          { tw: '週末，小明在公園遇到了幼兒園的老朋友小安。', en: 'On the weekend, Xiaoming runs into Xiaoan, his old friend from kindergarten, in the park.' },
          { tw: '小安拿著一個透明的盒子，裡面有一隻小甲蟲。', en: 'Xiaoan is holding a see-through box with a little beetle inside.' },
          { tw: '兩個人看了好久，都捨不得走。', en: 'The two of them watch it for a long time and don\'t want to leave.' },
          { tw: '小明說：「歡迎你下次來我家玩！」', en: 'Xiaoming says, "You\'re welcome to come and play at my home next time!"' },
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
      {
        key: 's6-roof-3',
        title: { tw: '寒假的客人', en: 'Guests in the winter vacation' },
        words: [
          {
            word: '寒假',
            english: 'winter vacation',
            explain: 'Winter vacation is the school holiday in the cold months, around Chinese New Year.',
            examples: [
              { tw: '放寒假', en: 'winter vacation starts' },
              { tw: '寒假作業', en: 'winter vacation homework' },
            ],
            sentence: { tw: '放寒假了，我們要回奶奶家過年。', en: "Winter vacation is here, and we're going to Grandma's for New Year." },
            picture: '⛄',
          },
          {
            word: '客人',
            english: 'guest',
            explain: 'A guest is someone who comes to visit your home.',
            examples: [
              { tw: '家裡有客人', en: 'we have guests at home' },
              { tw: '歡迎客人', en: 'welcome the guests' },
            ],
            sentence: { tw: '今天家裡來了很多客人。', en: 'Lots of guests came to our home today.' },
          },
          {
            word: '容易',
            english: 'easy',
            sense: 'not hard',
            explain: 'Something easy is not hard to do.',
            examples: [
              { tw: '很容易', en: 'very easy' },
              { tw: '不容易', en: 'not easy' },
            ],
            sentence: { tw: '這一題很容易，我一下就會了。', en: 'This question is easy, and I got it right away.' },
            picture: '👌',
          },
          {
            word: '守門員',
            english: 'goalkeeper',
            explain: 'A goalkeeper stands in front of the goal and stops the ball from going in.',
            examples: [
              { tw: '當守門員', en: 'be the goalkeeper' },
              { tw: '厲害的守門員', en: 'a great goalkeeper' },
            ],
            sentence: { tw: '哥哥是足球隊的守門員。', en: 'My brother is the goalkeeper of the soccer team.' },
            picture: '🥅',
          },
          {
            word: '密碼',
            english: 'password',
            explain: 'A password is a secret word or number that opens something only for you.',
            examples: [
              { tw: '輸入密碼', en: 'type the password' },
              { tw: '忘記密碼', en: 'forget the password' },
            ],
            sentence: { tw: '我的密碼只有我自己知道。', en: 'Only I know my password.' },
            picture: '🔒',
          },
        ],
        story: [
          { tw: '寒假的第一天，表哥和表姐來家裡當客人。', en: 'On the first day of winter vacation, cousins come to stay as guests.' },
          { tw: '大家在院子裡踢足球，表哥當守門員。', en: 'Everyone plays soccer in the yard, and the older cousin is the goalkeeper.' },
          { tw: '小明踢了好幾次，要進球真不容易。', en: "Xiaoming kicks many times, and scoring isn't easy at all." },
          { tw: '晚上，表姐教大家用密碼寫信，只有自己人看得懂。', en: 'In the evening, the cousin teaches everyone to write letters in a secret code only they can read.' },
        ],
      },
      {
        key: 's6-roof-4',
        title: { tw: '老實的小明', en: 'Honest Xiaoming' },
        words: [
          {
            word: '便宜',
            english: 'cheap',
            explain: 'Something cheap does not cost much money.',
            examples: [
              { tw: '好便宜', en: 'so cheap' },
              { tw: '便宜一點', en: 'a bit cheaper' },
            ],
            sentence: { tw: '夜市的東西很便宜。', en: 'Things at the night market are cheap.' },
            picture: '💰',
          },
          {
            word: '老實',
            english: 'honest',
            explain: 'An honest person tells the truth and does not cheat.',
            examples: [
              { tw: '老實說', en: 'to tell the truth' },
              { tw: '老實的孩子', en: 'an honest child' },
            ],
            sentence: { tw: '他是一個老實的孩子，從來不說謊。', en: 'He is an honest child who never tells lies.' },
          },
          {
            word: '其實',
            english: 'actually',
            explain: 'We say actually when we tell how things really are.',
            examples: [
              { tw: '其實我知道', en: 'actually, I know' },
              { tw: '其實不難', en: "actually, it isn't hard" },
            ],
            sentence: { tw: '這題看起來很難，其實很簡單。', en: 'This question looks hard, but actually it is easy.' },
          },
          {
            word: '果實',
            english: 'fruit',
            sense: 'on a plant',
            explain: 'A fruit is the part of a plant that holds its seeds, like an apple on a tree.',
            examples: [
              { tw: '樹上的果實', en: 'the fruit on the tree' },
              { tw: '紅紅的果實', en: 'red fruit' },
            ],
            sentence: { tw: '秋天，樹上長滿了果實。', en: 'In autumn, the tree is full of fruit.' },
            picture: '🍎',
          },
        ],
        story: [
          { tw: '小明去水果店買蘋果，那是長在樹上的果實。', en: 'Xiaoming goes to the fruit shop to buy apples, the fruit that grows on trees.' },
          { tw: '今天的蘋果好便宜，老闆卻多找了他十塊錢。', en: 'Apples are cheap today, but the shopkeeper gives him ten dollars too much change.' },
          { tw: '小明其實很想用那十塊錢買糖。', en: 'Actually, Xiaoming really wants to spend that ten dollars on candy.' },
          { tw: '可是他很老實，還是跑回去把錢還給老闆。', en: 'But he is honest, so he runs back and gives the money back to the shopkeeper.' },
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
          { tw: '忽然，豆豆跑去追蝴蝶，小美笑著說：「下次再量吧！」', en: 'Suddenly Doudou runs off after a butterfly, and Xiaomei laughs and says, "Let\'s measure next time!"' },
        ],
      },
      {
        key: 's6-body-2',
        title: { tw: '屋頂上的貓', en: 'The cat on the roof' },
        words: [
          {
            word: '鄰居',
            english: 'neighbor',
            explain: 'A neighbor is someone who lives next door or near your home.',
            examples: [
              { tw: '好鄰居', en: 'a good neighbor' },
              { tw: '隔壁的鄰居', en: 'the neighbor next door' },
            ],
            sentence: { tw: '我們的鄰居養了一隻大白狗。', en: 'Our neighbor has a big white dog.' },
            picture: '🏘️',
          },
          {
            word: '屋子',
            english: 'house',
            explain: 'A house is a building where people live.',
            examples: [
              { tw: '一間屋子', en: 'a house' },
              { tw: '屋子裡', en: 'inside the house' },
            ],
            sentence: { tw: '外面下雨了，快進屋子裡。', en: "It's raining outside, come into the house quickly." },
            picture: '🛖',
          },
          {
            word: '屋頂',
            english: 'roof',
            explain: 'The roof is the top of a house that keeps the rain out.',
            examples: [
              { tw: '紅色的屋頂', en: 'a red roof' },
              { tw: '爬上屋頂', en: 'climb onto the roof' },
            ],
            sentence: { tw: '小鳥站在屋頂上唱歌。', en: 'A little bird sings on the roof.' },
          },
        ],
        story: [
          { tw: '小明和媽媽從郵局回來。', en: 'Xiaoming and Mom come back from the post office.' },
          { tw: '他們看到一隻小貓在鄰居的屋頂上，下不來。', en: "They see a kitten on the neighbor's roof that cannot get down." },
          { tw: '鄰居王叔叔拿來梯子，把小貓抱了下來。', en: 'Their neighbor, Uncle Wang, brings a ladder and carries the kitten down.' },
          { tw: '大家把牠帶進屋子裡，給牠喝了一點牛奶。', en: 'Everyone takes it into the house and gives it a little milk.' },
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
      {
        key: 's6-shine-2',
        title: { tw: '影子變變變', en: 'Changing shadows' },
        words: [
          {
            word: '影子',
            english: 'shadow',
            explain: 'A shadow is the dark shape on the ground when something blocks the light.',
            examples: [
              { tw: '我的影子', en: 'my shadow' },
              { tw: '踩影子', en: 'step on shadows' },
            ],
            sentence: { tw: '太陽下山的時候，影子變得好長。', en: 'When the sun goes down, shadows get very long.' },
            picture: '👤',
          },
          {
            word: '電影',
            english: 'movie',
            explain: 'A movie is a story you watch on a big screen.',
            examples: [
              { tw: '看電影', en: 'watch a movie' },
              { tw: '電影院', en: 'movie theater' },
            ],
            sentence: { tw: '週末我們全家去看電影。', en: 'On the weekend our whole family goes to see a movie.' },
            picture: '🎬',
          },
          {
            word: '圓形',
            english: 'circle shape',
            explain: 'A circle shape is round all the way around, like a coin.',
            examples: [
              { tw: '圓形的桌子', en: 'a round table' },
              { tw: '畫一個圓形', en: 'draw a circle' },
            ],
            sentence: { tw: '月餅是圓形的。', en: 'A mooncake is round.' },
            picture: '⚪',
          },
          {
            word: '三角形',
            english: 'triangle',
            explain: 'A triangle is a shape with three straight sides and three corners.',
            examples: [
              { tw: '一個三角形', en: 'a triangle' },
              { tw: '三角形的屋頂', en: 'a triangle-shaped roof' },
            ],
            sentence: { tw: '我把紙摺成一個三角形。', en: 'I fold the paper into a triangle.' },
            picture: '🔺',
          },
          {
            word: '正方形',
            english: 'square',
            explain: 'A square is a shape with four straight sides that are all the same length.',
            examples: [
              { tw: '正方形的盒子', en: 'a square box' },
              { tw: '畫正方形', en: 'draw a square' },
            ],
            sentence: { tw: '這塊餅乾是正方形的。', en: 'This cookie is square.' },
            picture: '🟥',
          },
        ],
        story: [
          { tw: '晚上停電了，小明和小美點起了蠟燭。', en: 'In the evening the power goes out, and Xiaoming and Xiaomei light a candle.' },
          { tw: '小明用手在牆上做出影子，像在演電影。', en: 'Xiaoming makes shadows on the wall with his hands, like a movie.' },
          { tw: '他的手一下變成三角形，一下變成正方形。', en: 'One moment his hands make a triangle, the next a square.' },
          { tw: '小美做了一個圓形，說：「這是月亮！」', en: 'Xiaomei makes a circle shape and says, "This is the moon!"' },
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
            sense: 'how much',
            explain: 'We ask how many when we want to know the number of things.',
            examples: [
              { tw: '有多少', en: 'how many are there' },
              { tw: '多少錢', en: 'how much money' },
            ],
            sentence: { tw: '盒子裡有多少顆糖？', en: 'How many candies are in the box?' },
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
      {
        key: 's6-small-2',
        title: { tw: '尖尖的筆', en: 'A sharp pencil' },
        words: [
          {
            word: '尖',
            english: 'sharp',
            sense: 'pointed',
            explain: 'Something sharp comes to a thin point at the end, like a pencil tip.',
            examples: [
              { tw: '尖尖的', en: 'pointy' },
              { tw: '尖嘴', en: 'a pointed beak' },
            ],
            sentence: { tw: '刺蝟的身上有尖尖的刺。', en: 'A hedgehog has sharp spines on its body.' },
            picture: '📌',
          },
          {
            word: '筆尖',
            english: 'pen tip',
            explain: 'The pen tip is the pointed end of a pen or pencil that touches the paper.',
            examples: [
              { tw: '鉛筆的筆尖', en: 'the tip of a pencil' },
              { tw: '筆尖斷了', en: 'the tip broke' },
            ],
            sentence: { tw: '我的筆尖斷了，要削一削。', en: 'My pencil tip broke, so I need to sharpen it.' },
            picture: '✏️',
          },
          {
            word: '尖叫',
            english: 'scream',
            explain: 'You scream when you shout in a very high voice because you are scared or excited.',
            examples: [
              { tw: '大聲尖叫', en: 'scream loudly' },
              { tw: '嚇得尖叫', en: 'scream in fright' },
            ],
            sentence: { tw: '坐雲霄飛車的時候，大家都在尖叫。', en: 'Everyone screams on the roller coaster.' },
            picture: '😱',
          },
        ],
        story: [
          { tw: '小明把鉛筆削得好尖。', en: 'Xiaoming sharpens his pencil to a very sharp point.' },
          { tw: '他正要寫字，一隻蟑螂從桌上跑過去。', en: 'Just as he starts to write, a cockroach runs across the desk.' },
          { tw: '小美嚇得尖叫，小明也嚇了一跳，筆尖就斷了。', en: 'Xiaomei screams in fright, Xiaoming jumps too, and the pencil tip breaks.' },
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
            sense: 'spot',
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
            sense: 'think',
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
        ],
        story: [
          { tw: '小明要和小華在公園見面，可是豆豆不見了。', en: 'Xiaoming is going to meet Xiaohua at the park, but Doudou is missing.' },
          { tw: '小明覺得好著急，到處找牠。', en: 'Xiaoming feels very worried and looks for him everywhere.' },
          { tw: '這時候，他聽見床底下有聲音。', en: 'Just then, he hears a sound under the bed.' },
          { tw: '他看見豆豆躺在那裡，嘴裡咬著一隻襪子。', en: 'He sees Doudou lying there with a sock in his mouth.' },
          { tw: '小明笑著帶豆豆出門，對媽媽說：「再見！」', en: 'Xiaoming laughs, takes Doudou out and says to Mom, "Goodbye!"' },
        ],
      },
      {
        key: 's6-see-2',
        title: { tw: '給爸爸的禮物', en: 'A present for Dad' },
        words: [
          {
            word: '親手',
            english: 'by hand',
            explain: 'When you make something by hand, you make it yourself with your own hands.',
            examples: [
              { tw: '親手做的', en: 'handmade' },
              { tw: '親手寫', en: 'write it yourself' },
            ],
            sentence: { tw: '這是我親手做的卡片。', en: 'I made this card by hand.' },
            picture: '🤲',
          },
          {
            word: '親愛的',
            english: 'dear',
            explain: 'We say dear to someone we love, like at the start of a letter.',
            examples: [
              { tw: '親愛的媽媽', en: 'dear Mom' },
              { tw: '親愛的朋友', en: 'dear friend' },
            ],
            sentence: { tw: '卡片上寫著：「親愛的爸爸，我愛你。」', en: 'The card says, "Dear Dad, I love you."' },
            picture: '💕',
          },
          {
            word: '電視',
            english: 'television',
            explain: 'A television is a screen at home where you watch shows and cartoons.',
            examples: [
              { tw: '看電視', en: 'watch TV' },
              { tw: '關電視', en: 'turn off the TV' },
            ],
            sentence: { tw: '吃飯的時候不看電視。', en: "We don't watch TV while we eat." },
            picture: '📺',
          },
          {
            word: '近視',
            english: 'nearsighted',
            explain: 'If you are nearsighted, things far away look blurry and you may need glasses.',
            examples: [
              { tw: '有近視', en: 'be nearsighted' },
              { tw: '近視眼鏡', en: 'glasses for nearsightedness' },
            ],
            sentence: { tw: '看書太近會近視。', en: 'Reading too close can make you nearsighted.' },
            picture: '👓',
          },
        ],
        story: [
          { tw: '父親節快到了，小明想送爸爸禮物。', en: "Father's Day is coming, and Xiaoming wants to give Dad a present." },
          { tw: '爸爸有近視，常常找不到眼鏡。', en: "Dad is nearsighted and often can't find his glasses." },
          { tw: '小明親手做了一個眼鏡盒，上面寫著：「親愛的爸爸。」', en: 'Xiaoming makes a glasses case by hand, and on it he writes, "Dear Dad."' },
          { tw: '爸爸關掉電視，開心地把眼鏡放進盒子裡。', en: 'Dad turns off the TV and happily puts his glasses into the case.' },
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
      {
        key: 's6-stand-2',
        title: { tw: '起立，敬禮', en: 'Stand up and bow' },
        words: [
          {
            word: '起立',
            english: 'stand up',
            explain: 'The class stands up together when the teacher comes in.',
            examples: [
              { tw: '全班起立', en: 'the whole class stands up' },
              { tw: '起立敬禮', en: 'stand up and bow' },
            ],
            sentence: { tw: '老師走進教室，班長說：「起立！」', en: 'The teacher walks into the classroom, and the class leader says, "Stand up!"' },
          },
          {
            word: '立正',
            english: 'stand straight',
            explain: 'When you stand straight, you stand tall with your feet together and your arms down.',
            examples: [
              { tw: '立正站好', en: 'stand up straight' },
              { tw: '大家立正', en: 'everyone, stand straight' },
            ],
            sentence: { tw: '升旗的時候，我們都要立正。', en: 'When the flag is raised, we all stand up straight.' },
            picture: '🧍',
          },
          {
            word: '端午節',
            english: 'Dragon Boat Festival',
            explain: 'At the Dragon Boat Festival, people race dragon boats and eat rice dumplings.',
            examples: [
              { tw: '端午節快樂', en: 'happy Dragon Boat Festival' },
              { tw: '端午節吃粽子', en: 'eat rice dumplings at the festival' },
            ],
            sentence: { tw: '端午節的時候，我們吃粽子。', en: 'At the Dragon Boat Festival we eat rice dumplings.' },
            picture: '🐉',
          },
        ],
        story: [
          { tw: '端午節前一天，老師走進教室，大家起立。', en: 'The day before the Dragon Boat Festival, the teacher walks in and everyone stands up.' },
          { tw: '老師說：「明天放假，今天我們來包粽子！」', en: 'The teacher says, "Tomorrow is a holiday, so today we will make rice dumplings!"' },
          { tw: '小朋友聽了，立刻開心地拍手。', en: 'The children clap happily at once.' },
          { tw: '包完粽子，大家在門口立正，拍一張合照。', en: 'After making the dumplings, everyone stands straight by the door for a class photo.' },
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
          { tw: '外公拿出一本厚厚的書，裡面都是舊照片。', en: 'Grandpa takes out a thick book full of old photos.' },
          { tw: '照片上有一大片草原，還有一個白白的東西。', en: 'In a photo there is a big grassland and something white.' },
          { tw: '小明問：「那是雲嗎？」外公說：「原來是一隻羊！」', en: 'Xiaoming asks, "Is that a cloud?" Grandpa says, "It turns out it\'s a sheep!"' },
          { tw: '外公用原子筆在照片後面寫上日期。', en: 'Grandpa writes the date on the back of the photo with a ballpoint pen.' },
          { tw: '小明說：「外公什麼都記得，好厲害！」', en: 'Xiaoming says, "Grandpa remembers everything, that\'s awesome!"' },
        ],
      },
    ],
  },
  {
    radical: '广',
    name: { tw: '广字頭', en: 'the shelter radical' },
    meaning: {
      tw: '广像一間靠著山壁蓋的房子，有广字頭的字常常和房子、店還有放東西的地方有關。',
      en: 'This radical looks like a house built against a cliff, and characters with it are often about buildings, shops and places to keep things.',
    },
    lessons: [
      {
        key: 's6-shelter-1',
        title: { tw: '廚房裡好熱', en: 'A hot kitchen' },
        words: [
          {
            word: '廚房',
            english: 'kitchen',
            explain: 'The kitchen is the room where food is cooked.',
            examples: [
              { tw: '在廚房', en: 'in the kitchen' },
              { tw: '廚房的桌子', en: 'the kitchen table' },
            ],
            sentence: { tw: '媽媽在廚房做晚飯。', en: 'Mom is making dinner in the kitchen.' },
            picture: '🧑‍🍳',
          },
          {
            word: '溫度',
            english: 'temperature',
            explain: 'Temperature tells how hot or cold something is.',
            examples: [
              { tw: '量溫度', en: 'take the temperature' },
              { tw: '溫度很高', en: 'the temperature is high' },
            ],
            sentence: { tw: '今天的溫度有三十五度。', en: 'The temperature today is thirty-five degrees.' },
            picture: '🌡️',
          },
          {
            word: '座位',
            english: 'seat',
            explain: 'A seat is a place for you to sit down.',
            examples: [
              { tw: '我的座位', en: 'my seat' },
              { tw: '讓座位', en: 'give up your seat' },
            ],
            sentence: { tw: '請回到自己的座位上。', en: 'Please go back to your own seat.' },
            picture: '💺',
          },
          {
            word: '床',
            english: 'bed',
            explain: 'A bed is the soft place where you lie down and sleep.',
            examples: [
              { tw: '上床睡覺', en: 'go to bed' },
              { tw: '鋪床', en: 'make the bed' },
            ],
            sentence: { tw: '豆豆最喜歡跳上我的床。', en: 'Doudou loves jumping onto my bed.' },
            picture: '🛏️',
          },
          {
            word: '海底',
            english: 'seabed',
            explain: 'The seabed is the ground at the very bottom of the sea.',
            examples: [
              { tw: '海底世界', en: 'the world under the sea' },
              { tw: '在海底', en: 'on the seabed' },
            ],
            sentence: { tw: '海底有好多漂亮的魚和珊瑚。', en: 'There are lots of pretty fish and coral on the seabed.' },
            picture: '🪸',
          },
        ],
        story: [
          { tw: '夏天的中午，廚房的溫度好高。', en: 'At noon in summer, the kitchen is very hot.' },
          { tw: '爸爸在做飯，小明在旁邊的座位上畫畫。', en: 'Dad is cooking, and Xiaoming is drawing in the seat next to him.' },
          { tw: '小明畫的是海底，有魚、有螃蟹，看起來好涼快。', en: 'Xiaoming draws the seabed, with fish and crabs, and it looks so cool.' },
          { tw: '吃完飯，他躺在床上說：「真想去海底睡午覺！」', en: 'After lunch he lies on his bed and says, "I wish I could nap on the seabed!"' },
        ],
      },
      {
        key: 's6-shelter-2',
        title: { tw: '健康的一天', en: 'A healthy day' },
        words: [
          {
            word: '健康',
            english: 'healthy',
            explain: 'When you are healthy, your body is strong and not sick.',
            examples: [
              { tw: '身體健康', en: 'good health' },
              { tw: '健康的食物', en: 'healthy food' },
            ],
            sentence: { tw: '多運動，身體才會健康。', en: 'Exercise a lot and your body will be healthy.' },
            picture: '💪',
          },
          {
            word: '廁所',
            english: 'toilet',
            explain: 'The toilet is the room where you pee and poop, and then wash your hands.',
            examples: [
              { tw: '上廁所', en: 'go to the toilet' },
              { tw: '男廁所', en: "the boys' toilet" },
            ],
            sentence: { tw: '上完廁所要洗手。', en: 'Wash your hands after using the toilet.' },
            picture: '🚽',
          },
          {
            word: '車庫',
            english: 'garage',
            explain: 'A garage is a building where a car is parked.',
            examples: [
              { tw: '停進車庫', en: 'park in the garage' },
              { tw: '車庫門', en: 'the garage door' },
            ],
            sentence: { tw: '爸爸把車停進車庫。', en: 'Dad parks the car in the garage.' },
            picture: '🚗',
          },
        ],
        story: [
          { tw: '星期六早上，爸爸從車庫裡牽出腳踏車。', en: 'On Saturday morning, Dad wheels the bikes out of the garage.' },
          { tw: '他說：「多騎車，身體才會健康！」', en: 'He says, "Ride a lot and you\'ll be healthy!"' },
          { tw: '騎到一半，小美說想上廁所，大家就停在公園休息。', en: 'Halfway there, Xiaomei needs the toilet, so everyone stops at the park for a rest.' },
          { tw: '回家的路上，他們還去書店看書。', en: 'On the way home, they also go to the bookshop to look at books.' },
        ],
      },
    ],
  },
  {
    radical: '至',
    name: { tw: '至字旁', en: 'the arriving radical' },
    meaning: {
      tw: '至像一支箭落到地上，意思是到了，有至字旁的字常常和到達、高高的臺子有關。',
      en: 'This radical looks like an arrow landing on the ground and means to arrive, and characters with it are often about arriving and about raised platforms.',
    },
    lessons: [
      {
        key: 's6-arrive-1',
        title: { tw: '臺灣的冬至', en: 'The winter solstice in Taiwan' },
        words: [
          {
            word: '冬至',
            english: 'winter solstice',
            explain: 'The winter solstice is the day with the longest night, when families eat sweet rice balls.',
            examples: [
              { tw: '冬至吃湯圓', en: 'eat rice balls at the winter solstice' },
              { tw: '冬至到了', en: 'the winter solstice is here' },
            ],
            sentence: { tw: '冬至那天，奶奶煮了湯圓。', en: 'On the winter solstice, Grandma cooked sweet rice balls.' },
            picture: '🥣',
          },
          {
            word: '陽臺',
            english: 'balcony',
            explain: 'A balcony is a little open space outside a window of a home, high above the ground.',
            examples: [
              { tw: '在陽臺上', en: 'on the balcony' },
              { tw: '陽臺的花', en: 'the flowers on the balcony' },
            ],
            sentence: { tw: '媽媽在陽臺上種了很多花。', en: 'Mom grows lots of flowers on the balcony.' },
            picture: '🪴',
          },
          {
            word: '舞臺',
            english: 'stage',
            explain: 'A stage is the raised place where people sing, dance or act for others.',
            examples: [
              { tw: '站上舞臺', en: 'step onto the stage' },
              { tw: '大舞臺', en: 'a big stage' },
            ],
            sentence: { tw: '小美在舞臺上跳舞。', en: 'Xiaomei dances on the stage.' },
            picture: '🎭',
          },
          {
            word: '至少',
            english: 'at least',
            explain: 'At least means not less than that number, and maybe more.',
            examples: [
              { tw: '至少一個', en: 'at least one' },
              { tw: '至少十分鐘', en: 'at least ten minutes' },
            ],
            sentence: { tw: '每天至少要喝六杯水。', en: 'Drink at least six cups of water every day.' },
          },
        ],
        story: [
          { tw: '臺灣的冬天到了，今天是冬至。', en: 'Winter has come to Taiwan, and today is the winter solstice.' },
          { tw: '奶奶煮了一大鍋湯圓，說每個人至少要吃一碗。', en: 'Grandma cooks a big pot of sweet rice balls and says everyone must eat at least one bowl.' },
          { tw: '小美站在陽臺上，把這裡當成舞臺，唱歌給大家聽。', en: 'Xiaomei stands on the balcony, pretends it is a stage and sings for everyone.' },
          { tw: '大家一邊吃湯圓，一邊為她拍手。', en: 'Everyone eats rice balls and claps for her.' },
        ],
      },
    ],
  },
  {
    radical: '虍',
    name: { tw: '虎字頭', en: 'the tiger radical' },
    meaning: {
      tw: '虍就是老虎的頭，有虎字頭的字常常和老虎有關，也有一些字像號和處。',
      en: 'This radical is the head of a tiger, and characters with it are often about tigers, with some others like hao and chu.',
    },
    lessons: [
      {
        key: 's6-tiger-1',
        title: { tw: '找老虎', en: 'Looking for the tiger' },
        words: [
          {
            word: '老虎',
            english: 'tiger',
            explain: 'A tiger is a big wild cat with orange fur and black stripes.',
            examples: [
              { tw: '一隻老虎', en: 'a tiger' },
              { tw: '老虎的尾巴', en: "the tiger's tail" },
            ],
            sentence: { tw: '老虎在樹下睡午覺。', en: 'The tiger takes a nap under a tree.' },
            picture: '🐯',
          },
          {
            word: '到處',
            english: 'everywhere',
            explain: 'Everywhere means in every place you can think of.',
            examples: [
              { tw: '到處跑', en: 'run all over' },
              { tw: '到處都是', en: 'all over the place' },
            ],
            sentence: { tw: '春天到了，公園裡到處都是花。', en: 'Spring is here, and there are flowers everywhere in the park.' },
          },
          {
            word: '好處',
            english: 'good point',
            explain: 'A good point is something good that a thing does for you.',
            examples: [
              { tw: '很多好處', en: 'lots of good points' },
              { tw: '運動的好處', en: 'the good things about exercise' },
            ],
            sentence: { tw: '多吃青菜有很多好處。', en: 'Eating lots of vegetables is good for you in many ways.' },
          },
          {
            word: '問號',
            english: 'question mark',
            explain: 'A question mark is the sign at the end of a question.',
            examples: [
              { tw: '畫一個問號', en: 'draw a question mark' },
              { tw: '滿頭問號', en: 'totally puzzled' },
            ],
            sentence: { tw: '問問題的句子後面要寫問號。', en: 'A question needs a question mark at the end.' },
            picture: '❓',
          },
          {
            word: '號碼',
            english: 'number',
            explain: 'A number can tell which one is yours, like your phone number or your seat.',
            examples: [
              { tw: '電話號碼', en: 'phone number' },
              { tw: '座位號碼', en: 'seat number' },
            ],
            sentence: { tw: '我記得爸爸的電話號碼。', en: "I remember Dad's phone number." },
            picture: '🔢',
          },
        ],
        story: [
          { tw: '小明和小美在動物園到處找老虎。', en: 'Xiaoming and Xiaomei look everywhere in the zoo for the tiger.' },
          { tw: '地圖上每個動物都有一個號碼，老虎是十號。', en: 'Every animal on the map has a number, and the tiger is number ten.' },
          { tw: '可是十號的地方空空的，小美的頭上好像冒出一個問號。', en: 'But the place marked ten is empty, and a question mark seems to pop up over Xiaomei\'s head.' },
          { tw: '原來老虎躲在大石頭後面睡覺，那裡好涼快。', en: 'It turns out the tiger is sleeping behind a big rock, where it is nice and cool.' },
          { tw: '爸爸說：「在陰涼的地方睡覺，這就是大石頭的好處。」', en: 'Dad says, "A cool place to sleep, that\'s the good thing about the big rock."' },
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
      {
        key: 's6-sun-3',
        title: { tw: '暑假看風景', en: 'Views in the summer vacation' },
        words: [
          {
            word: '暑假',
            english: 'summer vacation',
            explain: 'Summer vacation is the long school holiday in the hot months.',
            examples: [
              { tw: '放暑假', en: 'summer vacation starts' },
              { tw: '暑假快樂', en: 'happy summer vacation' },
            ],
            sentence: { tw: '暑假的時候，我每天都去游泳。', en: 'During summer vacation I go swimming every day.' },
            picture: '☀️',
          },
          {
            word: '風景',
            english: 'view',
            explain: 'A view is what you see when you look out at hills, seas or towns.',
            examples: [
              { tw: '看風景', en: 'enjoy the view' },
              { tw: '美麗的風景', en: 'a beautiful view' },
            ],
            sentence: { tw: '山上的風景好美。', en: 'The view from the mountain is beautiful.' },
            picture: '🖼️',
          },
          {
            word: '暗',
            english: 'dark',
            explain: 'When it is dark, there is little light and it is hard to see.',
            examples: [
              { tw: '天暗了', en: 'it is getting dark' },
              { tw: '好暗', en: 'so dark' },
            ],
            sentence: { tw: '房間好暗，請把燈打開。', en: 'The room is so dark, please turn on the light.' },
            picture: '🌑',
          },
          {
            word: '明白',
            english: 'understand',
            sense: 'get it',
            explain: 'You understand something when you know what it means.',
            examples: [
              { tw: '我明白了', en: 'I understand now' },
              { tw: '不明白', en: "don't understand" },
            ],
            sentence: { tw: '老師再說一次，我就明白了。', en: 'The teacher says it again, and then I understand.' },
            picture: '💡',
          },
        ],
        story: [
          { tw: '暑假到了，爸爸帶大家去山上看風景。', en: 'Summer vacation is here, and Dad takes everyone up the mountain to see the view.' },
          { tw: '山上的風好涼快，下面的房子小小的。', en: 'The wind on the mountain is cool, and the houses below look tiny.' },
          { tw: '天慢慢暗了，山下亮起一點一點的燈。', en: 'Slowly it gets dark, and little lights come on down the mountain.' },
          { tw: '小美說：「我明白了，原來星星也住在山下！」', en: 'Xiaomei says, "Now I understand, stars live down the mountain too!"' },
        ],
      },
      {
        key: 's6-sun-4',
        title: { tw: '早晨的露水', en: 'Morning dew' },
        words: [
          {
            word: '早晨',
            english: 'early morning',
            explain: 'Early morning is the first part of the day, just after the sun comes up.',
            examples: [
              { tw: '早晨的太陽', en: 'the early morning sun' },
              { tw: '每天早晨', en: 'every early morning' },
            ],
            sentence: { tw: '早晨的空氣好新鮮。', en: 'The air is so fresh in the early morning.' },
            picture: '🌞',
          },
          {
            word: '亮晶晶',
            english: 'sparkly',
            explain: 'Something sparkly shines with little flashes of light.',
            examples: [
              { tw: '亮晶晶的眼睛', en: 'sparkly eyes' },
              { tw: '亮晶晶的星星', en: 'sparkly stars' },
            ],
            sentence: { tw: '小美的新鞋子亮晶晶的。', en: "Xiaomei's new shoes are sparkly." },
            picture: '✨',
          },
          {
            word: '水晶',
            english: 'crystal',
            explain: 'A crystal is a clear stone that shines like glass.',
            examples: [
              { tw: '水晶球', en: 'a crystal ball' },
              { tw: '像水晶一樣', en: 'like crystal' },
            ],
            sentence: { tw: '媽媽有一條水晶項鍊。', en: 'Mom has a crystal necklace.' },
            picture: '💎',
          },
          {
            word: '搖晃',
            english: 'sway',
            explain: 'Something sways when it moves from side to side.',
            examples: [
              { tw: '搖搖晃晃', en: 'wobbly' },
              { tw: '樹枝搖晃', en: 'the branches sway' },
            ],
            sentence: { tw: '風一吹，樹枝就搖晃起來。', en: 'When the wind blows, the branches start to sway.' },
          },
        ],
        story: [
          { tw: '早晨，小美到院子裡去看花。', en: 'In the early morning, Xiaomei goes into the yard to look at the flowers.' },
          { tw: '葉子上有一顆一顆的露水，亮晶晶的。', en: 'There are drops of dew on the leaves, and they are sparkly.' },
          { tw: '小美說：「好像水晶一樣！」', en: 'Xiaomei says, "They look like crystals!"' },
          { tw: '風吹過來，葉子一搖晃，露水就滾到了地上。', en: 'The wind blows, the leaves sway, and the dew rolls onto the ground.' },
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
      {
        key: 's6-speak-2',
        title: { tw: '調皮的新同學', en: 'The cheeky new classmate' },
        words: [
          {
            word: '認識',
            english: 'know',
            sense: 'a person',
            explain: 'You know someone when you have met them and know who they are.',
            examples: [
              { tw: '認識新朋友', en: 'get to know new friends' },
              { tw: '很高興認識你', en: 'nice to meet you' },
            ],
            sentence: { tw: '我在公園認識了一個新朋友。', en: 'I met a new friend at the park.' },
          },
          {
            word: '調皮',
            english: 'naughty',
            explain: 'A naughty child likes to play tricks and does not always listen.',
            examples: [
              { tw: '調皮的弟弟', en: 'a naughty little brother' },
              { tw: '好調皮', en: 'so naughty' },
            ],
            sentence: { tw: '調皮的小貓把毛線弄亂了。', en: 'The naughty kitten messed up the yarn.' },
            picture: '😜',
          },
          {
            word: '猜謎',
            english: 'riddle',
            explain: 'A riddle is a question with a clever answer that you try to guess.',
            examples: [
              { tw: '猜謎語', en: 'guess riddles' },
              { tw: '玩猜謎', en: 'play riddles' },
            ],
            sentence: { tw: '爸爸出了一個猜謎給我們猜。', en: 'Dad gave us a riddle to guess.' },
            picture: '❓',
          },
          {
            word: '詩',
            english: 'poem',
            explain: 'A poem is a short piece of writing with lines that sound nice together.',
            examples: [
              { tw: '一首詩', en: 'a poem' },
              { tw: '唸詩', en: 'read a poem aloud' },
            ],
            sentence: { tw: '我會背一首關於月亮的詩。', en: 'I can recite a poem about the moon.' },
            picture: '📜',
          },
        ],
        story: [
          { tw: '班上來了一位新同學，他叫小文。', en: 'A new classmate comes to the class, and his name is Xiaowen.' },
          { tw: '小文很調皮，一下課就出猜謎給大家猜。', en: 'Xiaowen is naughty, and as soon as class ends he gives everyone riddles to guess.' },
          { tw: '上國語課的時候，他站起來唸了一首好聽的詩。', en: 'In Chinese class, he stands up and reads a lovely poem aloud.' },
          { tw: '小明說：「真高興認識你！」', en: 'Xiaoming says, "I\'m really glad to know you!"' },
        ],
      },
      {
        key: 's6-speak-3',
        title: { tw: '我們的小計畫', en: 'Our little plan' },
        words: [
          {
            word: '計畫',
            english: 'plan',
            explain: 'A plan is what you decide to do before you do it.',
            examples: [
              { tw: '暑假計畫', en: 'a summer vacation plan' },
              { tw: '做計畫', en: 'make a plan' },
            ],
            sentence: { tw: '我們計畫明天去爬山。', en: 'We plan to go hiking tomorrow.' },
            picture: '📋',
          },
          {
            word: '設計',
            english: 'design',
            explain: 'When you design something, you think about how it will look and work, and draw it.',
            examples: [
              { tw: '設計衣服', en: 'design clothes' },
              { tw: '自己設計', en: 'design it yourself' },
            ],
            sentence: { tw: '小美設計了一張生日卡片。', en: 'Xiaomei designed a birthday card.' },
            picture: '✏️',
          },
          {
            word: '保證',
            english: 'promise',
            sense: 'for sure',
            explain: 'When you promise, you say you will surely do something.',
            examples: [
              { tw: '我保證', en: 'I promise' },
              { tw: '保證做到', en: 'promise to do it' },
            ],
            sentence: { tw: '我保證明天會把玩具收好。', en: 'I promise to put my toys away tomorrow.' },
            picture: '🤞',
          },
          {
            word: '計程車',
            english: 'taxi',
            explain: 'A taxi is a car, yellow in Taiwan, that takes you where you want to go for money.',
            examples: [
              { tw: '坐計程車', en: 'take a taxi' },
              { tw: '黃色的計程車', en: 'a yellow taxi' },
            ],
            sentence: { tw: '下大雨了，我們坐計程車回家。', en: "It's pouring, so we take a taxi home." },
            picture: '🚕',
          },
        ],
        story: [
          { tw: '媽媽的生日快到了，小明和小美有一個小計畫。', en: "Mom's birthday is coming soon, and Xiaoming and Xiaomei have a little plan." },
          { tw: '小美設計了一張大卡片，小明在上面寫字。', en: 'Xiaomei designs a big card, and Xiaoming writes on it.' },
          { tw: '爸爸坐計程車去買蛋糕。', en: 'Dad takes a taxi to buy a cake.' },
          { tw: '小明對小美說：「我們保證不說出去，對吧？」', en: 'Xiaoming says to Xiaomei, "We promise not to tell, right?"' },
        ],
      },
      {
        key: 's6-speak-4',
        title: { tw: '誰來講故事？', en: 'Who will tell the story?' },
        words: [
          {
            word: '討論',
            english: 'discuss',
            explain: 'When you discuss something, you talk about it together to decide.',
            examples: [
              { tw: '一起討論', en: 'discuss together' },
              { tw: '分組討論', en: 'discuss in groups' },
            ],
            sentence: { tw: '我們在討論要去哪裡玩。', en: 'We are discussing where to go and play.' },
            picture: '💬',
          },
          {
            word: '講故事',
            english: 'tell a story',
            explain: 'When you tell a story, you say what happened to the people in it, from start to end.',
            examples: [
              { tw: '聽爺爺講故事', en: 'listen to Grandpa tell a story' },
              { tw: '講故事比賽', en: 'a storytelling contest' },
            ],
            sentence: { tw: '睡覺前，媽媽會講故事給我聽。', en: 'Before bed, Mom tells me a story.' },
            picture: '📖',
          },
          {
            word: '讓',
            english: 'let',
            explain: 'When you let someone do something, you say they can do it.',
            examples: [
              { tw: '讓我看看', en: 'let me see' },
              { tw: '讓座', en: 'give up your seat' },
            ],
            sentence: { tw: '媽媽讓我養一隻小魚。', en: 'Mom lets me keep a little fish.' },
          },
          {
            word: '拜託',
            english: 'pretty please',
            explain: 'We say pretty please when we really want someone to help us or say yes.',
            examples: [
              { tw: '拜託你', en: 'please, I beg you' },
              { tw: '拜託拜託', en: 'pretty please' },
            ],
            sentence: { tw: '拜託你幫我拿一下書包。', en: 'Please hold my school bag for a moment.' },
            picture: '🙏',
          },
        ],
        story: [
          { tw: '班上要選一個人去參加講故事比賽。', en: 'The class has to choose someone for the storytelling contest.' },
          { tw: '大家討論了很久，最後決定讓小美去。', en: 'Everyone discusses it for a long time and finally decides to let Xiaomei go.' },
          { tw: '小美有一點害怕，對小明說：「拜託你陪我練習。」', en: 'Xiaomei is a little scared and says to Xiaoming, "Please practice with me."' },
          { tw: '小明每天晚上都當她的聽眾，小美越講越好。', en: 'Every evening Xiaoming is her audience, and Xiaomei gets better and better.' },
        ],
      },
      {
        key: 's6-speak-5',
        title: { tw: '會說好多語言', en: 'Speaking many languages' },
        words: [
          {
            word: '語言',
            english: 'language',
            explain: 'A language is the words people use to talk, like Chinese or English.',
            examples: [
              { tw: '學語言', en: 'learn a language' },
              { tw: '好多種語言', en: 'lots of languages' },
            ],
            sentence: { tw: '世界上有好多種語言。', en: 'There are lots of languages in the world.' },
            picture: '🌐',
          },
          {
            word: '英語',
            english: 'English',
            explain: 'English is the language people speak in places like America and England.',
            examples: [
              { tw: '說英語', en: 'speak English' },
              { tw: '英語課', en: 'English class' },
            ],
            sentence: { tw: '我在學校學英語。', en: 'I learn English at school.' },
          },
          {
            word: '成語',
            english: 'idiom',
            explain: 'An idiom is a short saying, often four characters, that holds a story or a lesson.',
            examples: [
              { tw: '成語故事', en: 'an idiom story' },
              { tw: '學成語', en: 'learn idioms' },
            ],
            sentence: { tw: '老師教我們一個新的成語。', en: 'The teacher teaches us a new idiom.' },
          },
          {
            word: '歌詞',
            english: 'lyrics',
            explain: 'The lyrics are the words of a song.',
            examples: [
              { tw: '唱歌詞', en: 'sing the lyrics' },
              { tw: '記得歌詞', en: 'remember the lyrics' },
            ],
            sentence: { tw: '這首歌的歌詞好好笑。', en: "This song's lyrics are so funny." },
            picture: '🎵',
          },
        ],
        story: [
          { tw: '外婆會說好幾種語言，還會唱英語歌。', en: 'Grandma can speak several languages and can even sing English songs.' },
          { tw: '她把歌詞寫在紙上，教小美一句一句唱。', en: 'She writes the lyrics on paper and teaches Xiaomei to sing line by line.' },
          { tw: '小美也教外婆一個新學的成語：「一石二鳥」。', en: 'Xiaomei teaches Grandma a new idiom she has learned: "one stone, two birds."' },
          { tw: '外婆笑著說：「這個成語，英語也有呢！」', en: 'Grandma laughs and says, "English has that idiom too!"' },
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
            word: '回頭',
            english: 'look back',
            explain: 'You look back when you turn your head to see what is behind you.',
            examples: [
              { tw: '回頭看', en: 'turn and look' },
              { tw: '不要回頭', en: "don't look back" },
            ],
            sentence: { tw: '我聽見有人叫我，就回頭看。', en: 'I hear someone call me, so I look back.' },
          },
        ],
        story: [
          { tw: '小美的一顆牙齒掉了。', en: "One of Xiaomei's teeth fell out." },
          { tw: '她問媽媽：「可以把牙齒放在枕頭下面嗎？」', en: 'She asks Mom, "Can I put my tooth under my pillow?"' },
          { tw: '媽媽笑著點頭。', en: 'Mom smiles and nods.' },
          { tw: '小美上床前又回頭看了枕頭一眼，才開心地睡覺。', en: 'Before getting into bed, Xiaomei looks back at her pillow once more, and then happily goes to sleep.' },
        ],
      },
      {
        key: 's6-head-2',
        title: { tw: '運動會', en: 'Sports day' },
        words: [
          {
            word: '項目',
            english: 'event',
            explain: 'An event is one of the races or games at a sports day.',
            examples: [
              { tw: '比賽項目', en: 'a competition event' },
              { tw: '我的項目', en: 'my event' },
            ],
            sentence: { tw: '跳遠是我最喜歡的項目。', en: 'The long jump is my favorite event.' },
          },
          {
            word: '領帶',
            english: 'tie',
            explain: 'A tie is a long strip of cloth that men wear around the neck with a shirt.',
            examples: [
              { tw: '打領帶', en: 'wear a tie' },
              { tw: '紅色的領帶', en: 'a red tie' },
            ],
            sentence: { tw: '爸爸上班要打領帶。', en: 'Dad wears a tie to work.' },
            picture: '👔',
          },
          {
            word: '頭頂',
            english: 'top of head',
            explain: 'The top of your head is the highest part of your body.',
            examples: [
              { tw: '摸摸頭頂', en: 'pat the top of the head' },
              { tw: '頭頂上', en: 'above your head' },
            ],
            sentence: { tw: '一隻蜻蜓飛過我的頭頂。', en: 'A dragonfly flies over my head.' },
          },
          {
            word: '預備',
            english: 'get ready',
            sense: 'on your marks',
            explain: 'You get ready when you make yourself set to start something.',
            examples: [
              { tw: '預備，開始', en: 'ready, go' },
              { tw: '預備好了', en: 'all set' },
            ],
            sentence: { tw: '老師喊：「預備，開始！」大家就跑了出去。', en: 'The teacher shouts, "Ready, go!" and everyone runs off.' },
          },
        ],
        story: [
          { tw: '今天是運動會，小明參加賽跑項目。', en: 'Today is sports day, and Xiaoming is in the running event.' },
          { tw: '爸爸請假趕來，身上還打著領帶。', en: 'Dad takes time off work and hurries over, still wearing his tie.' },
          { tw: '老師喊：「預備，開始！」小明像風一樣跑出去。', en: 'The teacher shouts, "Ready, go!" and Xiaoming runs off like the wind.' },
          { tw: '小明跑了第一名，爸爸把他舉過頭頂。', en: 'Xiaoming comes first, and Dad lifts him up over his head.' },
        ],
      },
      {
        key: 's6-head-3',
        title: { tw: '照顧奶奶', en: 'Taking care of Grandma' },
        words: [
          {
            word: '照顧',
            english: 'take care of',
            explain: 'You take care of someone when you help them and keep them safe and well.',
            examples: [
              { tw: '照顧妹妹', en: 'take care of little sister' },
              { tw: '照顧小狗', en: 'take care of the puppy' },
            ],
            sentence: { tw: '姐姐很會照顧我。', en: 'My big sister takes good care of me.' },
          },
          {
            word: '項鍊',
            english: 'necklace',
            explain: 'A necklace is a pretty chain or string you wear around your neck.',
            examples: [
              { tw: '戴項鍊', en: 'wear a necklace' },
              { tw: '珍珠項鍊', en: 'a pearl necklace' },
            ],
            sentence: { tw: '小美用小花做了一條項鍊。', en: 'Xiaomei made a necklace out of little flowers.' },
          },
          {
            word: '顧客',
            english: 'customer',
            explain: 'A customer is someone who buys things in a shop.',
            examples: [
              { tw: '很多顧客', en: 'lots of customers' },
              { tw: '第一位顧客', en: 'the first customer' },
            ],
            sentence: { tw: '麵包店裡有好多顧客。', en: 'There are lots of customers in the bakery.' },
          },
          {
            word: '問題',
            english: 'problem',
            explain: 'A problem is something that is wrong or hard and needs to be fixed.',
            examples: [
              { tw: '沒問題', en: 'no problem' },
              { tw: '有問題', en: 'there is a problem' },
            ],
            sentence: { tw: '電腦有問題，爸爸正在修。', en: 'Something is wrong with the computer, and Dad is fixing it.' },
          },
        ],
        story: [
          { tw: '奶奶的腳受傷了，小美說：「沒問題，我來照顧您！」', en: 'Grandma has hurt her foot, and Xiaomei says, "No problem, I\'ll take care of you!"' },
          { tw: '小美在家開了一間小店，奶奶是第一位顧客。', en: 'Xiaomei opens a little pretend shop at home, and Grandma is the first customer.' },
          { tw: '奶奶買了一條小美做的紙項鍊，戴在身上好開心。', en: 'Grandma buys a paper necklace Xiaomei made and wears it happily.' },
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
        ],
        story: [
          { tw: '星期天，全家一起去動物園。', en: 'On Sunday, the whole family goes to the zoo.' },
          { tw: '動物園裡有一個大花園，裡面有好多花。', en: 'In the zoo there is a big garden with lots of flowers.' },
          { tw: '小美看到猴子在樹上轉圈圈，笑得好開心。', en: 'Xiaomei sees monkeys spinning around in the trees and laughs happily.' },
          { tw: '走累了，媽媽買了甜甜圈給大家吃。', en: 'When they are tired from walking, Mom buys doughnuts for everyone.' },
        ],
      },
      {
        key: 's6-round-2',
        title: { tw: '中秋節團圓', en: 'Together at the Moon Festival' },
        words: [
          {
            word: '團圓',
            english: 'get together',
            sense: 'as a family',
            explain: 'A family gets together when everyone comes home to be with each other.',
            examples: [
              { tw: '全家團圓', en: 'the whole family together' },
              { tw: '團圓飯', en: 'a family reunion dinner' },
            ],
            sentence: { tw: '過年的時候，全家人都回來團圓。', en: 'At New Year, the whole family comes home to be together.' },
            picture: '🥮',
          },
          {
            word: '圖畫',
            english: 'picture',
            explain: 'A picture is something drawn or painted on paper.',
            examples: [
              { tw: '畫圖畫', en: 'draw a picture' },
              { tw: '圖畫書', en: 'a picture book' },
            ],
            sentence: { tw: '牆上貼著我的圖畫。', en: 'My picture is stuck on the wall.' },
            picture: '🖼️',
          },
        ],
        story: [
          { tw: '中秋節晚上，外公外婆也來了，全家團圓。', en: "On the night of the Moon Festival, Grandpa and Grandma come too, and the whole family is together." },
          { tw: '小美問：「月亮上真的有兔子嗎？」', en: 'Xiaomei asks, "Is there really a rabbit on the moon?"' },
          { tw: '外婆沒有回答，只是笑著拿出一本圖畫書，講嫦娥的故事。', en: 'Grandma does not answer, but smiles, takes out a picture book and tells the story of Chang\'e.' },
        ],
      },
      {
        key: 's6-round-3',
        title: { tw: '堅固的書架', en: 'A sturdy bookshelf' },
        words: [
          {
            word: '堅固',
            english: 'sturdy',
            explain: 'Something sturdy is strong and does not break easily.',
            examples: [
              { tw: '很堅固', en: 'very sturdy' },
              { tw: '堅固的房子', en: 'a sturdy house' },
            ],
            sentence: { tw: '這張桌子很堅固。', en: 'This table is very sturdy.' },
          },
          {
            word: '固定',
            english: 'fix in place',
            explain: 'When you fix something in place, you make it stay so it does not move.',
            examples: [
              { tw: '固定好', en: 'fix it firmly' },
              { tw: '用釘子固定', en: 'fix it with nails' },
            ],
            sentence: { tw: '爸爸用膠帶把海報固定在牆上。', en: 'Dad fixes the poster to the wall with tape.' },
          },
          {
            word: '困難',
            english: 'difficulty',
            explain: 'A difficulty is a problem that is hard to solve.',
            examples: [
              { tw: '遇到困難', en: 'meet a difficulty' },
              { tw: '不怕困難', en: 'not afraid of difficulties' },
            ],
            sentence: { tw: '有困難的時候，可以找老師幫忙。', en: 'When you have a difficulty, you can ask the teacher for help.' },
          },
          {
            word: '國語',
            english: 'Mandarin',
            explain: 'Mandarin is the Chinese language that people in Taiwan learn at school.',
            examples: [
              { tw: '國語課', en: 'Chinese class' },
              { tw: '說國語', en: 'speak Mandarin' },
            ],
            sentence: { tw: '我最喜歡上國語課。', en: 'Chinese class is my favorite.' },
          },
        ],
        story: [
          { tw: '小明的國語課本太多了，書架快裝不下了。', en: "Xiaoming has too many Chinese textbooks, and his bookshelf is nearly full." },
          { tw: '爸爸買了一個新書架，可是裝起來有一點困難。', en: 'Dad buys a new bookshelf, but putting it together is a bit difficult.' },
          { tw: '小明幫忙扶著，爸爸用螺絲把它固定在牆上。', en: 'Xiaoming holds it steady, and Dad fixes it to the wall with screws.' },
          { tw: '爸爸拍拍書架說：「好了，很堅固！」', en: 'Dad pats the shelf and says, "Done, it\'s very sturdy!"' },
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
            sense: 'fully',
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
      {
        key: 's6-ten-2',
        title: { tw: '騎協力車', en: 'Riding a tandem bike' },
        words: [
          {
            word: '協力車',
            english: 'tandem bike',
            explain: 'A tandem bike is a long bicycle for two people who pedal together.',
            examples: [
              { tw: '騎協力車', en: 'ride a tandem bike' },
              { tw: '租協力車', en: 'rent a tandem bike' },
            ],
            sentence: { tw: '我和爸爸一起騎協力車。', en: 'Dad and I ride a tandem bike together.' },
            picture: '🚲',
          },
          {
            word: '半夜',
            english: 'midnight',
            explain: 'Midnight is the middle of the night, when almost everyone is asleep.',
            examples: [
              { tw: '半夜起來', en: 'wake up at midnight' },
              { tw: '到了半夜', en: 'by midnight' },
            ],
            sentence: { tw: '半夜的時候，外面好安靜。', en: 'At midnight, it is very quiet outside.' },
            picture: '🌙',
          },
          {
            word: '千萬',
            english: 'be sure to',
            explain: 'We say be sure to when something is very important to remember.',
            examples: [
              { tw: '千萬要小心', en: 'be sure to be careful' },
              { tw: '千萬不要', en: 'never ever' },
            ],
            sentence: { tw: '過馬路千萬要小心。', en: 'Be sure to take care when crossing the road.' },
          },
          {
            word: '午餐',
            english: 'lunch',
            explain: 'Lunch is the meal you eat in the middle of the day.',
            examples: [
              { tw: '吃午餐', en: 'eat lunch' },
              { tw: '營養午餐', en: 'school lunch' },
            ],
            sentence: { tw: '今天的營養午餐有雞腿。', en: "Today's school lunch has chicken drumsticks." },
            picture: '🍱',
          },
        ],
        story: [
          { tw: '放假的時候，全家去湖邊騎協力車。', en: 'On a holiday, the whole family goes to the lake to ride tandem bikes.' },
          { tw: '媽媽說：「千萬要戴好安全帽。」', en: 'Mom says, "Be sure to put on your helmets properly."' },
          { tw: '小明和爸爸騎一臺，兩個人一起用力踩。', en: 'Xiaoming and Dad share one bike, and both pedal hard.' },
          { tw: '中午，大家坐在樹下吃媽媽做的午餐。', en: 'At noon, everyone sits under a tree and eats the lunch Mom made.' },
          { tw: '那天晚上他們好累，睡到半夜都沒有醒。', en: 'That night they are so tired that they sleep through midnight without waking.' },
        ],
      },
    ],
  },
  {
    radical: '火',
    lessons: [
      {
        key: 's6-fire-1',
        title: { tw: '烏雲來了', en: 'Here come the dark clouds' },
        words: [
          {
            word: '煎蛋',
            english: 'fried egg',
            explain: 'A fried egg is an egg cooked in a hot pan with a little oil.',
            examples: [
              { tw: '吃煎蛋', en: 'eat a fried egg' },
              { tw: '煎蛋三明治', en: 'a fried egg sandwich' },
            ],
            sentence: { tw: '爸爸早上煎蛋給我吃。', en: 'Dad fries an egg for me in the morning.' },
            picture: '🍳',
          },
          {
            word: '烏鴉',
            english: 'crow',
            explain: 'A crow is a big black bird that calls "caw, caw".',
            examples: [
              { tw: '一隻烏鴉', en: 'a crow' },
              { tw: '黑色的烏鴉', en: 'a black crow' },
            ],
            sentence: { tw: '烏鴉站在樹上叫。', en: 'The crow stands in the tree and calls.' },
            picture: '🐦',
          },
          {
            word: '烏雲',
            english: 'dark cloud',
            explain: 'A dark cloud is a gray or black cloud that often brings rain.',
            examples: [
              { tw: '一片烏雲', en: 'a dark cloud' },
              { tw: '烏雲來了', en: 'dark clouds are coming' },
            ],
            sentence: { tw: '天上都是烏雲，快要下雨了。', en: 'The sky is full of dark clouds, and it will rain soon.' },
            picture: '🌧️',
          },
          {
            word: '灰色',
            english: 'gray',
            explain: 'Gray is the color of clouds on a rainy day, between black and white.',
            examples: [
              { tw: '灰色的貓', en: 'a gray cat' },
              { tw: '灰色的天空', en: 'a gray sky' },
            ],
            sentence: { tw: '大象是灰色的。', en: 'Elephants are gray.' },
            picture: '🐘',
          },
        ],
        story: [
          { tw: '星期天早上，爸爸在院子裡煎蛋，要在外面吃早餐。', en: 'On Sunday morning, Dad fries eggs in the yard for breakfast outside.' },
          { tw: '忽然，天空變成了灰色，飄來一大片烏雲。', en: 'Suddenly the sky turns gray, and a big dark cloud drifts over.' },
          { tw: '樹上的烏鴉叫了幾聲，趕快飛回牠的家。', en: 'The crow in the tree calls a few times and hurries back to its home.' },
          { tw: '大雨下下來的時候，大家已經在屋裡吃煎蛋了。', en: 'By the time the rain pours down, everyone is already indoors eating fried eggs.' },
        ],
      },
      {
        key: 's6-fire-2',
        title: { tw: '發燒的一天', en: 'A day with a fever' },
        words: [
          {
            word: '發燒',
            english: 'fever',
            explain: 'You have a fever when you are sick and your body gets too hot.',
            examples: [
              { tw: '發燒看醫生', en: 'see a doctor for a fever' },
              { tw: '發燒了', en: 'have a fever' },
            ],
            sentence: { tw: '小明發燒了，今天不能上學。', en: "Xiaoming has a fever and can't go to school today." },
            picture: '🤒',
          },
          {
            word: '無聊',
            english: 'bored',
            explain: 'You feel bored when there is nothing fun to do.',
            examples: [
              { tw: '好無聊', en: 'so bored' },
              { tw: '無聊的時候', en: 'when you are bored' },
            ],
            sentence: { tw: '下雨天不能出去玩，好無聊。', en: "On rainy days we can't go out to play, and it's so boring." },
            picture: '🥱',
          },
          {
            word: '麻煩',
            english: 'trouble',
            explain: 'Trouble is something that makes things hard or gives you extra work.',
            examples: [
              { tw: '麻煩你', en: 'sorry to trouble you' },
              { tw: '好麻煩', en: 'what a bother' },
            ],
            sentence: { tw: '麻煩你幫我開門。', en: 'Could you please open the door for me?' },
          },
          {
            word: '烤肉',
            english: 'barbecue',
            explain: 'A barbecue is when you cook meat over a fire outside, like at the Moon Festival in Taiwan.',
            examples: [
              { tw: '中秋節烤肉', en: 'a Moon Festival barbecue' },
              { tw: '一起烤肉', en: 'barbecue together' },
            ],
            sentence: { tw: '中秋節晚上，大家在門口烤肉。', en: 'On the night of the Moon Festival, everyone has a barbecue by the door.' },
            picture: '🍖',
          },
        ],
        story: [
          { tw: '中秋節到了，可是小明發燒了。', en: 'The Moon Festival is here, but Xiaoming has a fever.' },
          { tw: '他躺在床上，覺得好無聊。', en: 'He lies in bed and feels so bored.' },
          { tw: '媽媽說：「對不起，今年不能去烤肉了。」', en: 'Mom says, "Sorry, we can\'t go to the barbecue this year."' },
          { tw: '小明說：「沒關係，生病好麻煩，我要快點好起來。」', en: 'Xiaoming says, "It\'s okay, being sick is a bother, and I want to get better quickly."' },
        ],
      },
    ],
  },
  {
    radical: '田',
    lessons: [
      {
        key: 's6-field-1',
        title: { tw: '爺爺的田', en: "Grandpa's field" },
        words: [
          {
            word: '耕田',
            english: 'plow',
            explain: 'Farmers plow a field to turn the soil over before they plant.',
            examples: [
              { tw: '牛在耕田', en: 'the buffalo plows the field' },
              { tw: '用機器耕田', en: 'plow with a machine' },
            ],
            sentence: { tw: '以前的人用牛耕田。', en: 'Long ago people plowed fields with buffalo.' },
            picture: '🚜',
          },
          {
            word: '奇異果',
            english: 'kiwi',
            explain: 'A kiwi is a small brown hairy fruit that is green and sweet inside.',
            examples: [
              { tw: '吃奇異果', en: 'eat a kiwi' },
              { tw: '綠色的奇異果', en: 'a green kiwi' },
            ],
            sentence: { tw: '奇異果酸酸甜甜的。', en: 'Kiwis are sweet and a little sour.' },
            picture: '🥝',
          },
          {
            word: '留下',
            english: 'stay',
            explain: 'You stay when you do not leave and remain where you are.',
            examples: [
              { tw: '留下來', en: 'stay here' },
              { tw: '留下吃飯', en: 'stay for dinner' },
            ],
            sentence: { tw: '外婆要我們留下來吃晚飯。', en: 'Grandma wants us to stay for dinner.' },
          },
          {
            word: '留言',
            english: 'message',
            explain: 'A message is a note you leave for someone who is not there.',
            examples: [
              { tw: '寫留言', en: 'write a message' },
              { tw: '留言給媽媽', en: 'leave a message for Mom' },
            ],
            sentence: { tw: '我在冰箱上貼了留言給媽媽。', en: 'I left a message for Mom on the fridge.' },
            picture: '📝',
          },
        ],
        story: [
          { tw: '爺爺在田裡開著機器耕田。', en: 'Grandpa is plowing the field with a machine.' },
          { tw: '小明和小美幫忙，累了就坐在田邊吃奇異果。', en: 'Xiaoming and Xiaomei help, and when they are tired they sit by the field and eat kiwis.' },
          { tw: '爺爺說：「晚上留下來住吧！」', en: 'Grandpa says, "Stay the night!"' },
          { tw: '小明在手機上寫了留言告訴媽媽。', en: 'Xiaoming writes a message on the phone to tell Mom.' },
        ],
      },
      {
        key: 's6-field-2',
        title: { tw: '自由的小鳥', en: 'A free little bird' },
        words: [
          {
            word: '自由',
            english: 'free',
            explain: 'When you are free, you can go where you like and do what you want.',
            examples: [
              { tw: '自由自在', en: 'free and easy' },
              { tw: '自由活動', en: 'free time' },
            ],
            sentence: { tw: '小鳥在天空中自由地飛。', en: 'The little bird flies freely in the sky.' },
            picture: '🕊️',
          },
          {
            word: '理由',
            english: 'reason',
            explain: 'A reason tells why something happens or why you do something.',
            examples: [
              { tw: '什麼理由', en: 'what reason' },
              { tw: '好理由', en: 'a good reason' },
            ],
            sentence: { tw: '你遲到的理由是什麼？', en: 'What is the reason you were late?' },
          },
          {
            word: '畫家',
            english: 'painter',
            explain: 'A painter is an artist who paints pictures.',
            examples: [
              { tw: '小畫家', en: 'a little painter' },
              { tw: '有名的畫家', en: 'a famous painter' },
            ],
            sentence: { tw: '我長大想當畫家。', en: 'I want to be a painter when I grow up.' },
            picture: '🧑‍🎨',
          },
        ],
        story: [
          { tw: '小美是班上的小畫家，她畫了一隻籠子裡的小鳥。', en: "Xiaomei is the class's little painter, and she paints a little bird in a cage." },
          { tw: '老師問：「為什麼小鳥看起來不開心？」', en: 'The teacher asks, "Why does the little bird look unhappy?"' },
          { tw: '小美說出她的理由：「因為牠想要自由。」', en: 'Xiaomei gives her reason: "Because it wants to be free."' },
          { tw: '她又畫了一隻飛出籠子的小鳥，大家都拍手。', en: 'She paints another bird flying out of the cage, and everyone claps.' },
        ],
      },
    ],
  },
  {
    radical: '牛',
    lessons: [
      {
        key: 's6-cow-1',
        title: { tw: '水牛和小狗', en: 'The water buffalo and the puppy' },
        words: [
          {
            word: '牠',
            english: 'it',
            sense: 'an animal',
            explain: 'We write this word for it when we talk about an animal.',
            examples: [
              { tw: '牠是我的狗', en: 'it is my dog' },
              { tw: '摸摸牠', en: 'pet it' },
            ],
            sentence: { tw: '小貓餓了，我給牠一些魚。', en: 'The kitten is hungry, so I give it some fish.' },
          },
          {
            word: '水牛',
            english: 'water buffalo',
            explain: 'A water buffalo is a big, strong gray animal with curved horns that loves mud and water.',
            examples: [
              { tw: '一頭水牛', en: 'a water buffalo' },
              { tw: '水牛泡水', en: 'the buffalo soaks in water' },
            ],
            sentence: { tw: '水牛在水裡泡得好舒服。', en: 'The water buffalo soaks comfortably in the water.' },
            picture: '🐃',
          },
          {
            word: '牛肉麵',
            english: 'beef noodles',
            explain: 'Beef noodles are noodles in a hot soup with soft pieces of beef, loved all over Taiwan.',
            examples: [
              { tw: '一碗牛肉麵', en: 'a bowl of beef noodles' },
              { tw: '吃牛肉麵', en: 'eat beef noodles' },
            ],
            sentence: { tw: '爸爸最喜歡吃牛肉麵。', en: 'Dad likes beef noodles best.' },
            picture: '🍜',
          },
          {
            word: '寵物',
            english: 'pet',
            explain: 'A pet is an animal that lives with you and that you take care of.',
            examples: [
              { tw: '養寵物', en: 'keep a pet' },
              { tw: '寵物店', en: 'a pet shop' },
            ],
            sentence: { tw: '豆豆是我們家的寵物。', en: "Doudou is our family's pet." },
            picture: '🐾',
          },
        ],
        story: [
          { tw: '爺爺的田邊有一頭水牛，豆豆每次看到牠都好奇地跑過去。', en: "By Grandpa's field there is a water buffalo, and every time Doudou sees it, he runs over curiously." },
          { tw: '水牛不理豆豆，只在泥巴裡慢慢泡澡。', en: 'The buffalo ignores Doudou and just slowly soaks in the mud.' },
          { tw: '爺爺說：「水牛不是寵物，是我們的好幫手。」', en: 'Grandpa says, "The buffalo isn\'t a pet, it\'s our good helper."' },
          { tw: '中午，爺爺帶大家去鎮上吃牛肉麵。', en: 'At noon, Grandpa takes everyone into town for beef noodles.' },
        ],
      },
    ],
  },
  {
    radical: '大',
    lessons: [
      {
        key: 's6-big-1',
        title: { tw: '國王和大臣', en: 'The king and the minister' },
        words: [
          {
            word: '大臣',
            english: 'minister',
            explain: 'A minister is an important helper of a king in old stories.',
            examples: [
              { tw: '國王的大臣', en: "the king's minister" },
              { tw: '聰明的大臣', en: 'a clever minister' },
            ],
            sentence: { tw: '國王請大臣想一個好方法。', en: 'The king asks the minister to think of a good plan.' },
          },
          {
            word: '興奮',
            english: 'excited',
            explain: 'You feel excited when you are very happy and cannot wait for something.',
            examples: [
              { tw: '好興奮', en: 'so excited' },
              { tw: '興奮得跳起來', en: 'jump with excitement' },
            ],
            sentence: { tw: '明天要去動物園，我好興奮。', en: "We're going to the zoo tomorrow, and I'm so excited." },
            picture: '🤩',
          },
        ],
        story: [
          { tw: '從前有一個國王，他想看看世界上最奇妙的東西。', en: 'Once upon a time, a king wanted to see the most wonderful thing in the world.' },
          { tw: '大臣們帶來金子和寶石，國王看了很失望。', en: 'His ministers brought gold and gems, but the king was disappointed.' },
          { tw: '一個小女孩送來一顆種子，說：「種下去，它會長成一棵大樹。」', en: 'A little girl brought a seed and said, "Plant it, and it will grow into a big tree."' },
          { tw: '國王看到小芽長出來，興奮得拍手大笑。', en: 'When the king saw the little sprout come up, he clapped and laughed with excitement.' },
        ],
      },
    ],
  },
  {
    radical: '口',
    lessons: [
      {
        key: 's6-mouth-1',
        title: { tw: '吵架以後', en: 'After a quarrel' },
        words: [
          {
            word: '吵架',
            english: 'quarrel',
            explain: 'When people quarrel, they argue in angry voices.',
            examples: [
              { tw: '不要吵架', en: "don't quarrel" },
              { tw: '和弟弟吵架', en: 'quarrel with little brother' },
            ],
            sentence: { tw: '哥哥和我為了玩具吵架。', en: 'My brother and I quarreled over a toy.' },
            picture: '😠',
          },
          {
            word: '和好',
            english: 'make up',
            explain: 'You make up when you stop being angry and become friends again.',
            examples: [
              { tw: '和好了', en: 'made up' },
              { tw: '快點和好', en: 'make up quickly' },
            ],
            sentence: { tw: '我們說了對不起，就和好了。', en: 'We said sorry to each other and made up.' },
            picture: '🤝',
          },
          {
            word: '商量',
            english: 'talk over',
            explain: 'When you talk something over, you talk about it together to agree.',
            examples: [
              { tw: '一起商量', en: 'talk it over together' },
              { tw: '跟媽媽商量', en: 'talk it over with Mom' },
            ],
            sentence: { tw: '我們商量好輪流玩。', en: 'We talk it over and agree to take turns.' },
          },
          {
            word: '善良',
            english: 'kind',
            explain: 'A kind person is nice to others and likes to help.',
            examples: [
              { tw: '善良的人', en: 'a kind person' },
              { tw: '心地善良', en: 'kind-hearted' },
            ],
            sentence: { tw: '小美很善良，常常幫助別人。', en: 'Xiaomei is kind and often helps others.' },
            picture: '😇',
          },
        ],
        story: [
          { tw: '小明和小美為了看哪一個卡通吵架了。', en: 'Xiaoming and Xiaomei quarrel over which cartoon to watch.' },
          { tw: '媽媽說：「你們先商量一下，好嗎？」', en: 'Mom says, "Why don\'t you talk it over first?"' },
          { tw: '善良的小美說：「哥哥先選，下一次換我。」', en: 'Kind Xiaomei says, "Brother can choose first, and next time it\'s my turn."' },
          { tw: '小明不好意思地笑了，兩個人很快就和好了。', en: 'Xiaoming smiles shyly, and the two of them soon make up.' },
        ],
      },
    ],
  },
  {
    radical: '禾',
    lessons: [
      {
        key: 's6-grain-1',
        title: { tw: '會動的稻草人', en: 'A scarecrow that moves' },
        words: [
          {
            word: '稻草人',
            english: 'scarecrow',
            explain: 'A scarecrow is a straw figure dressed like a person that stands in a field to scare birds away.',
            examples: [
              { tw: '田裡的稻草人', en: 'the scarecrow in the field' },
              { tw: '做稻草人', en: 'make a scarecrow' },
            ],
            sentence: { tw: '稻草人戴著一頂大草帽。', en: 'The scarecrow wears a big straw hat.' },
          },
          {
            word: '程式',
            english: 'program',
            sense: 'for a computer',
            explain: 'A program is a list of steps that tells a computer or a robot what to do.',
            examples: [
              { tw: '寫程式', en: 'write a program' },
              { tw: '電腦程式', en: 'a computer program' },
            ],
            sentence: { tw: '哥哥在電腦課學寫程式。', en: 'My brother learns to write programs in computer class.' },
            picture: '💻',
          },
          {
            word: '移動',
            english: 'move around',
            explain: 'Something moves around when it goes from one place to another.',
            examples: [
              { tw: '慢慢移動', en: 'move slowly' },
              { tw: '移動桌子', en: 'move the table' },
            ],
            sentence: { tw: '螞蟻排成一排移動。', en: 'The ants move along in a line.' },
          },
        ],
        story: [
          { tw: '小明和哥哥用紙盒做了一個小稻草人。', en: 'Xiaoming and his brother make a little scarecrow out of paper boxes.' },
          { tw: '哥哥寫了一個程式，讓稻草人的手會動。', en: 'His brother writes a program that makes the scarecrow\'s arms move.' },
          { tw: '他們把稻草人放在爺爺的菜園裡，它會一直移動雙手。', en: "They put the scarecrow in Grandpa's vegetable garden, and it keeps moving its arms." },
          { tw: '小鳥們看到了，都不敢飛下來吃菜。', en: 'The little birds see it and dare not fly down to eat the vegetables.' },
        ],
      },
    ],
  },
];
