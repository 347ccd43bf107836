import type { MoreLessonsSource, RadicalSource } from '../types';

/**
 * The school year's characters, slice 5 (issue 29): 人 心 肉 隹 阜 金 入 弓 風 里 丿 羽 襾 匕 辛 卩
 * 門 凵 夕 甘 舛 飛 夊 骨 鼻 釆 禸. The new radicals here are the ones with enough words of their
 * own; a rare radical's character sits in a word under an existing radical (跳舞 under 足,
 * 飛機 under 木, 夏天 under 大, 鼻子 under 子, 精采 under 米, 萬 under 艸, the 肉 characters
 * under 月 as 臉 and 腳 already are).
 */
export const radicals: RadicalSource[] = [
  {
    radical: '隹',
    name: { tw: '隹部', en: 'the short-tailed bird radical' },
    meaning: {
      tw: '隹是短尾巴的小鳥，有隹的字有的和鳥有關係，像孔雀的雀，也有很多常用的字，像一隻、一雙。',
      en: 'It is a little bird with a short tail; some characters with it are about birds, and it is also in many everyday characters.',
    },
    lessons: [
      {
        key: 's5-bird-1',
        title: { tw: '一隻孔雀', en: 'One peacock' },
        words: [
          {
            word: '一隻',
            english: 'one',
            explain: 'We say this to count one animal, like one dog or one bird.',
            examples: [
              { tw: '一隻狗', en: 'a dog' },
              { tw: '一隻小鳥', en: 'a little bird' },
            ],
            sentence: { tw: '樹上有一隻小鳥。', en: 'There is a little bird in the tree.' },
            picture: '🐦',
          },
          {
            word: '一雙',
            english: 'a pair',
            explain: 'A pair is two things that go together, like two shoes or two chopsticks.',
            examples: [
              { tw: '一雙鞋子', en: 'a pair of shoes' },
              { tw: '一雙筷子', en: 'a pair of chopsticks' },
            ],
            sentence: { tw: '奶奶送我一雙新鞋子。', en: 'Grandma gave me a new pair of shoes.' },
            picture: '🧦',
          },
          {
            word: '孔雀',
            english: 'peacock',
            explain: 'A peacock is a big bird whose tail opens like a colorful fan.',
            examples: [
              { tw: '孔雀開屏', en: 'a peacock spreads its tail' },
              { tw: '藍色的孔雀', en: 'a blue peacock' },
            ],
            sentence: { tw: '孔雀的尾巴好漂亮。', en: "The peacock's tail is so pretty." },
            picture: '🦚',
          },
          {
            word: '雙胞胎',
            english: 'twins',
            explain: 'Twins are two babies born to the same mom on the same day.',
            examples: [
              { tw: '一對雙胞胎', en: 'a pair of twins' },
              { tw: '雙胞胎姐妹', en: 'twin sisters' },
            ],
            sentence: { tw: '我們班有一對雙胞胎。', en: 'There is a pair of twins in our class.' },
            picture: '👯',
          },
        ],
        story: [
          { tw: '星期天，外公帶小明和小美去動物園。', en: 'On Sunday, Grandpa takes Xiaoming and Xiaomei to the zoo.' },
          { tw: '他們看到一隻孔雀，牠的尾巴慢慢打開了。', en: 'They see a peacock, and its tail slowly opens up.' },
          { tw: '旁邊有一對雙胞胎，穿著一樣的衣服，一起拍手。', en: 'Next to them, a pair of twins in the same clothes clap together.' },
          {
            tw: '小美看看自己腳上的一雙紅鞋子，說：「孔雀的顏色比我的鞋子還漂亮！」',
            en: 'Xiaomei looks at the pair of red shoes on her feet and says, "The peacock is even more colorful than my shoes!"',
          },
        ],
      },
      {
        key: 's5-bird-2',
        title: { tw: '好難喔', en: 'So hard!' },
        words: [
          {
            word: '難',
            english: 'difficult',
            explain: 'Difficult means hard to do or hard to understand.',
            examples: [
              { tw: '好難', en: 'so hard' },
              { tw: '不難', en: 'not hard' },
            ],
            sentence: { tw: '這一題好難，我要想一想。', en: 'This question is hard, so I need to think about it.' },
          },
          {
            word: '難過',
            english: 'upset',
            explain: 'When you feel upset, you feel sad inside because something went wrong.',
            examples: [
              { tw: '很難過', en: 'very upset' },
              { tw: '別難過', en: "don't be sad" },
            ],
            sentence: { tw: '球掉進河裡，弟弟好難過。', en: 'The ball fell into the river, and my little brother is very upset.' },
            picture: '😞',
          },
          {
            word: '雖然',
            english: 'although',
            explain: 'We say although when two things are both true, but the second one is a surprise.',
            examples: [
              { tw: '雖然很累', en: 'although tired' },
              { tw: '雖然下雨', en: 'although it rains' },
            ],
            sentence: { tw: '雖然外面很冷，我還是想出去玩。', en: 'Although it is cold outside, I still want to go out and play.' },
          },
        ],
        story: [
          { tw: '小明在學騎腳踏車，雖然他很努力，還是一直摔下來。', en: 'Xiaoming is learning to ride a bike; although he tries hard, he keeps falling off.' },
          { tw: '他很難過，說：「騎腳踏車好難喔！」', en: 'He is upset and says, "Riding a bike is so hard!"' },
          { tw: '爸爸扶著車子說：「慢慢來，不要怕。」', en: 'Dad holds the bike and says, "Take it slowly, and don\'t be afraid."' },
          { tw: '練習了一個下午，小明終於會騎了！', en: 'After a whole afternoon of practice, Xiaoming can finally ride!' },
        ],
      },
      {
        key: 's5-bird-3',
        title: { tw: '拔雜草', en: 'Pulling weeds' },
        words: [
          {
            word: '離開',
            english: 'leave',
            explain: 'When you leave, you go away from a place.',
            examples: [
              { tw: '離開家', en: 'leave home' },
              { tw: '不想離開', en: "don't want to leave" },
            ],
            sentence: { tw: '天黑了，我們要離開公園了。', en: 'It is dark, so we have to leave the park.' },
            picture: '👋',
          },
          {
            word: '雜草',
            english: 'weeds',
            explain: 'Weeds are wild plants that grow where you do not want them.',
            examples: [
              { tw: '拔雜草', en: 'pull weeds' },
              { tw: '長滿雜草', en: 'full of weeds' },
            ],
            sentence: { tw: '爺爺在菜園裡拔雜草。', en: 'Grandpa is pulling weeds in the vegetable garden.' },
            picture: '🌿',
          },
        ],
        story: [
          { tw: '星期六，小明和爺爺在菜園裡拔雜草。', en: 'On Saturday, Xiaoming and Grandpa pull weeds in the vegetable garden.' },
          { tw: '豆豆也用爪子挖土，好像在幫忙。', en: 'Doudou digs in the dirt with its paws too, as if it is helping.' },
          { tw: '太陽下山了，爺爺說：「我們該離開菜園，回家吃飯了！」', en: 'The sun goes down, and Grandpa says, "Time to leave the garden and go home for dinner!"' },
          { tw: '小明捨不得離開，因為菜園裡的番茄快紅了。', en: "Xiaoming doesn't want to leave, because the tomatoes in the garden are almost red." },
        ],
      },
    ],
  },
  {
    radical: '阜',
    name: { tw: '左耳旁', en: 'the hill radical' },
    meaning: {
      tw: '阜就是土山，寫在字的左邊像一個耳朵，叫做左耳旁，有它的字常常和山坡、地方有關係。',
      en: 'It means a hill of earth; on the left of a character it looks like an ear, and characters with it are often about slopes and places.',
    },
    lessons: [
      {
        key: 's5-hill-1',
        title: { tw: '大掃除', en: 'Big cleanup day' },
        words: [
          {
            word: '陪',
            english: 'keep company',
            explain: 'When you keep someone company, you stay with them so they are not alone.',
            examples: [
              { tw: '陪我玩', en: 'play with me' },
              { tw: '陪奶奶', en: 'stay with Grandma' },
            ],
            sentence: { tw: '爸爸陪我一起看書。', en: 'Dad reads books with me.' },
          },
          {
            word: '陣雨',
            english: 'shower',
            sense: 'of rain',
            explain: 'A shower is rain that comes quickly and stops soon.',
            examples: [
              { tw: '一場陣雨', en: 'a shower' },
              { tw: '午後陣雨', en: 'an afternoon shower' },
            ],
            sentence: { tw: '下午下了一場陣雨。', en: 'There was a shower in the afternoon.' },
            picture: '🌦️',
          },
          {
            word: '院子',
            english: 'yard',
            explain: 'A yard is the open space around a house where you can play.',
            examples: [
              { tw: '在院子裡', en: 'in the yard' },
              { tw: '大院子', en: 'a big yard' },
            ],
            sentence: { tw: '豆豆在院子裡跑來跑去。', en: 'Doudou runs around in the yard.' },
            picture: '🏡',
          },
          {
            word: '大掃除',
            english: 'big cleanup',
            explain: 'A big cleanup is when everyone cleans the whole house or classroom together.',
            examples: [
              { tw: '過年大掃除', en: 'the New Year cleanup' },
              { tw: '一起大掃除', en: 'clean up together' },
            ],
            sentence: { tw: '過年前，我們家要大掃除。', en: 'Before the New Year, our family does a big cleanup.' },
            picture: '🧹',
          },
          {
            word: '冒險',
            english: 'adventure',
            explain: 'An adventure is an exciting trip where you do new and daring things.',
            examples: [
              { tw: '去冒險', en: 'go on an adventure' },
              { tw: '冒險故事', en: 'an adventure story' },
            ],
            sentence: { tw: '小明最喜歡看冒險故事。', en: 'Xiaoming loves adventure stories best.' },
            picture: '🗺️',
          },
        ],
        story: [
          { tw: '今天是星期六，全家一起大掃除。', en: 'Today is Saturday, and the whole family does a big cleanup together.' },
          { tw: '小明在院子裡掃落葉，小美陪豆豆洗澡。', en: 'Xiaoming sweeps the leaves in the yard, and Xiaomei keeps Doudou company in the bath.' },
          { tw: '忽然來了一陣雨，大家趕快跑進屋裡。', en: 'Suddenly a shower comes, and everyone runs inside.' },
          { tw: '陣雨很快就停了，院子被雨水洗得乾乾淨淨。', en: 'The shower stops soon, and the rain has washed the yard clean.' },
          { tw: '小明在櫃子後面找到一本舊書，說：「是我最愛的冒險故事！」', en: 'Behind a cupboard, Xiaoming finds an old book and says, "It\'s my favorite adventure story!"' },
        ],
      },
    ],
  },
  {
    radical: '入',
    name: { tw: '入部', en: 'the enter radical' },
    meaning: {
      tw: '入就是走進去，有入的字有的和進去、裡面有關係。',
      en: 'It means to go in, and some characters with it are about going in and being inside.',
    },
    lessons: [
      {
        key: 's5-enter-1',
        title: { tw: '動物園的入口', en: 'At the zoo entrance' },
        words: [
          {
            word: '兩',
            english: 'two',
            sense: 'for counting',
            explain: 'We use this word for two when we count things, like two hands or two apples.',
            examples: [
              { tw: '兩個人', en: 'two people' },
              { tw: '兩隻手', en: 'two hands' },
            ],
            sentence: { tw: '我有兩個好朋友。', en: 'I have two good friends.' },
          },
          {
            word: '入口',
            english: 'entrance',
            explain: 'An entrance is the door or gate where you go in.',
            examples: [
              { tw: '公園入口', en: 'the park entrance' },
              { tw: '從入口進去', en: 'go in through the entrance' },
            ],
            sentence: { tw: '動物園的入口有好多人。', en: 'There are lots of people at the zoo entrance.' },
          },
          {
            word: '全家',
            english: 'whole family',
            explain: 'The whole family means everyone in your family together.',
            examples: [
              { tw: '全家人', en: 'the whole family' },
              { tw: '全家一起', en: 'all together as a family' },
            ],
            sentence: { tw: '週末全家一起去爬山。', en: 'On the weekend, the whole family goes hiking.' },
            picture: '🏠',
          },
        ],
        story: [
          { tw: '星期天，全家一起去動物園。', en: 'On Sunday, the whole family goes to the zoo.' },
          { tw: '在入口，爸爸買了兩張大人票和兩張小孩票。', en: "At the entrance, Dad buys two adult tickets and two children's tickets." },
          { tw: '下午下起大雨，小明和小美玩得全身都溼了。', en: 'In the afternoon it pours, and Xiaoming and Xiaomei get soaked all over.' },
          { tw: '媽媽笑著說：「快把雨衣穿上吧！」', en: 'Mom laughs and says, "Quick, put on your raincoats!"' },
        ],
      },
      {
        key: 's5-enter-2',
        title: { tw: '在室內上體育課', en: 'Gym class indoors' },
        words: [
          {
            word: '室內',
            english: 'indoors',
            explain: 'Indoors means inside a building, not outside.',
            examples: [
              { tw: '室內運動', en: 'an indoor sport' },
              { tw: '在室內玩', en: 'play indoors' },
            ],
            sentence: { tw: '下雨天，我們在室內玩積木。', en: 'On rainy days, we play with blocks indoors.' },
          },
          {
            word: '內衣',
            english: 'undershirt',
            explain: 'An undershirt is the thin shirt you wear under your other clothes.',
            examples: [
              { tw: '穿內衣', en: 'wear an undershirt' },
              { tw: '換內衣', en: 'change your undershirt' },
            ],
            sentence: { tw: '天氣冷，要多穿一件內衣。', en: 'It is cold, so wear an extra undershirt.' },
            picture: '🎽',
          },
        ],
        story: [
          { tw: '今天下大雨，體育課改在室內上。', en: 'It is pouring today, so gym class is held indoors.' },
          { tw: '大家玩得滿身大汗，內衣都溼了。', en: 'Everyone plays until they are sweaty, and their undershirts are all wet.' },
          { tw: '老師說：「下課記得換一件乾的內衣。」', en: 'The teacher says, "Remember to change into a dry undershirt after class."' },
          { tw: '小明說：「還好我有帶，媽媽真聰明！」', en: 'Xiaoming says, "Luckily I brought one. Mom is so smart!"' },
        ],
      },
    ],
  },
  {
    radical: '弓',
    name: { tw: '弓字旁', en: 'the bow radical' },
    meaning: {
      tw: '弓是古時候射箭用的弓，有弓字旁的字常常和拉開、彈出去有關係。',
      en: 'It is the bow people long ago used to shoot arrows, and characters with it are often about pulling open and springing out.',
    },
    lessons: [
      {
        key: 's5-bow-1',
        title: { tw: '一把弓', en: 'A bow for a little brother' },
        words: [
          {
            word: '弓',
            english: 'bow',
            explain: 'A bow is a bent stick with a string that shoots arrows.',
            examples: [
              { tw: '弓和箭', en: 'bow and arrow' },
              { tw: '拉弓', en: 'pull the bow' },
            ],
            sentence: { tw: '故事裡的王子拿著一把弓。', en: 'The prince in the story holds a bow.' },
            picture: '🏹',
          },
          {
            word: '弟弟',
            english: 'little brother',
            explain: 'A little brother is a boy in the family who is younger than you.',
            examples: [
              { tw: '我的弟弟', en: 'my little brother' },
              { tw: '小弟弟', en: 'a little boy' },
            ],
            sentence: { tw: '弟弟今年三歲。', en: 'My little brother is three this year.' },
            picture: '👦',
          },
          {
            word: '張開',
            english: 'open wide',
            explain: 'When you open something wide, you spread it apart, like your mouth or your arms.',
            examples: [
              { tw: '張開嘴巴', en: 'open your mouth' },
              { tw: '張開手', en: 'open your arms' },
            ],
            sentence: { tw: '醫生說：「請張開嘴巴。」', en: 'The doctor says, "Please open your mouth."' },
            picture: '😮',
          },
          {
            word: '一張',
            english: 'a sheet',
            explain: 'We say this to count flat things, like a sheet of paper or a photo.',
            examples: [
              { tw: '一張紙', en: 'a sheet of paper' },
              { tw: '一張照片', en: 'a photo' },
            ],
            sentence: { tw: '老師給每個人一張紙。', en: 'The teacher gives everyone a sheet of paper.' },
            picture: '📄',
          },
        ],
        story: [
          { tw: '小明的好朋友阿力有一個弟弟。', en: 'Xiaoming\'s good friend Ali has a little brother.' },
          { tw: '弟弟拿來一張紙，要小明幫他畫一把弓。', en: 'The little brother brings a sheet of paper and asks Xiaoming to draw him a bow.' },
          { tw: '小明畫好了，弟弟張開雙手，開心地跳起來。', en: 'When Xiaoming finishes, the little brother opens his arms wide and jumps for joy.' },
          { tw: '他說：「我是會射箭的小勇士！」', en: 'He says, "I am a little hero who can shoot arrows!"' },
        ],
      },
      {
        key: 's5-bow-2',
        title: { tw: '外公的彈珠', en: "Grandpa's marbles" },
        words: [
          {
            word: '強壯',
            english: 'strong',
            explain: 'Strong means having a healthy body with lots of power.',
            examples: [
              { tw: '身體強壯', en: 'a strong body' },
              { tw: '強壯的大象', en: 'a strong elephant' },
            ],
            sentence: { tw: '多運動，身體就會強壯。', en: 'If you exercise a lot, your body gets strong.' },
            picture: '🏋️',
          },
          {
            word: '彈琴',
            english: 'play piano',
            explain: 'To play piano is to press the keys to make music.',
            examples: [
              { tw: '學彈琴', en: 'learn piano' },
              { tw: '彈琴唱歌', en: 'play and sing' },
            ],
            sentence: { tw: '姐姐每天晚上彈琴。', en: 'My big sister plays the piano every evening.' },
            picture: '🎹',
          },
          {
            word: '彈珠',
            english: 'marble',
            explain: 'A marble is a small glass ball that children roll and play with.',
            examples: [
              { tw: '玩彈珠', en: 'play marbles' },
              { tw: '一顆彈珠', en: 'a marble' },
            ],
            sentence: { tw: '爺爺小時候最喜歡玩彈珠。', en: 'When Grandpa was little, he loved playing marbles.' },
          },
        ],
        story: [
          { tw: '外婆家有一架舊鋼琴，小美最喜歡在那裡彈琴。', en: "There is an old piano at Grandma's house, and Xiaomei loves to play it." },
          { tw: '外公從抽屜裡拿出一盒彈珠，說：「這是我小時候的寶貝。」', en: 'Grandpa takes a box of marbles out of a drawer and says, "These were my treasures when I was little."' },
          { tw: '小明拿起一顆彈珠，在地上一彈，彈珠滾得好遠。', en: 'Xiaoming picks up a marble and flicks it, and it rolls far away.' },
          { tw: '外公說：「我小時候身體很強壯，每天都在河邊玩彈珠。」', en: 'Grandpa says, "When I was little, I was very strong, and I played marbles by the river every day."' },
        ],
      },
    ],
  },
  {
    radical: '風',
    name: { tw: '風部', en: 'the wind radical' },
    meaning: {
      tw: '風就是吹來吹去的風，有風的字常常和颳風、飄來飄去有關係。',
      en: 'It means the wind, and characters with it are often about wind blowing and things drifting in the air.',
    },
    lessons: [
      {
        key: 's5-wind-1',
        title: { tw: '風來了', en: 'Here comes the wind' },
        words: [
          {
            word: '風',
            english: 'wind',
            explain: 'Wind is moving air that you can feel but cannot see.',
            examples: [
              { tw: '大風', en: 'a strong wind' },
              { tw: '風好大', en: 'the wind is so strong' },
            ],
            sentence: { tw: '風把我的帽子吹走了。', en: 'The wind blew my hat away.' },
            picture: '🍃',
          },
          {
            word: '風車',
            english: 'pinwheel',
            explain: 'A pinwheel is a toy that spins around when the wind blows.',
            examples: [
              { tw: '紙風車', en: 'a paper pinwheel' },
              { tw: '風車轉轉', en: 'the pinwheel spins' },
            ],
            sentence: { tw: '小美拿著風車在草地上跑。', en: 'Xiaomei runs on the grass holding a pinwheel.' },
          },
          {
            word: '颱風',
            english: 'typhoon',
            explain: 'A typhoon is a huge storm with very strong wind and heavy rain.',
            examples: [
              { tw: '颱風天', en: 'a typhoon day' },
              { tw: '颱風來了', en: 'a typhoon is coming' },
            ],
            sentence: { tw: '颱風來了，大家都待在家裡。', en: 'A typhoon is coming, so everyone stays at home.' },
            picture: '🌀',
          },
          {
            word: '吹風機',
            english: 'hair dryer',
            explain: 'A hair dryer blows warm air to dry your wet hair.',
            examples: [
              { tw: '用吹風機', en: 'use a hair dryer' },
              { tw: '吹風機好吵', en: 'the hair dryer is loud' },
            ],
            sentence: { tw: '洗完頭，媽媽用吹風機幫我吹頭髮。', en: 'After washing my hair, Mom dries it with a hair dryer.' },
          },
        ],
        story: [
          { tw: '今天的風好大，小美拿著紙風車跑到院子裡。', en: 'The wind is strong today, and Xiaomei runs into the yard with a paper pinwheel.' },
          { tw: '風一吹，風車就轉得好快。', en: 'When the wind blows, the pinwheel spins very fast.' },
          { tw: '爸爸看看天空，說：「颱風快來了，我們進屋裡吧。」', en: 'Dad looks at the sky and says, "A typhoon is coming. Let\'s go inside."' },
          { tw: '晚上洗完澡，媽媽用吹風機幫小美吹頭髮，呼呼呼，好像也在颳大風。', en: "After her bath, Mom dries Xiaomei's hair with a hair dryer. Whoosh, it sounds like a windstorm too." },
        ],
      },
      {
        key: 's5-wind-2',
        title: { tw: '冷冷的北風', en: 'The cold north wind' },
        words: [
          {
            word: '颳風',
            english: 'windy',
            explain: 'When it is windy, strong wind blows outside.',
            examples: [
              { tw: '颳風下雨', en: 'wind and rain' },
              { tw: '外面在颳風', en: "it's windy outside" },
            ],
            sentence: { tw: '外面在颳風，記得穿外套。', en: "It's windy outside, so remember to wear a coat." },
            picture: '💨',
          },
          {
            word: '飄',
            english: 'float',
            sense: 'in the air',
            explain: 'When something floats in the air, the wind carries it softly along.',
            examples: [
              { tw: '飄來飄去', en: 'drift around' },
              { tw: '飄走了', en: 'floated away' },
            ],
            sentence: { tw: '白雲在天上飄。', en: 'White clouds float in the sky.' },
            picture: '🎈',
          },
          {
            word: '北風',
            english: 'north wind',
            explain: 'The north wind is the cold wind that blows in winter.',
            examples: [
              { tw: '冷冷的北風', en: 'a cold north wind' },
              { tw: '北風吹', en: 'the north wind blows' },
            ],
            sentence: { tw: '冬天的北風好冷。', en: 'The north wind in winter is very cold.' },
            picture: '🥶',
          },
        ],
        story: [
          { tw: '冬天到了，外面在颳風。', en: "Winter is here, and it's windy outside." },
          { tw: '冷冷的北風吹過來，樹上的葉子一片一片飄下來。', en: 'The cold north wind blows, and the leaves float down from the trees one by one.' },
          { tw: '小美的氣球也飄走了，飛得好高好高。', en: "Xiaomei's balloon floats away too, high, high up." },
          { tw: '小明牽著小美的手說：「別哭，我們回家喝熱湯吧。」', en: 'Xiaoming holds Xiaomei\'s hand and says, "Don\'t cry. Let\'s go home and have some hot soup."' },
        ],
      },
    ],
  },
  {
    radical: '里',
    name: { tw: '里部', en: 'the village radical' },
    meaning: {
      tw: '里就是有田又有土、大家住在一起的村子，有里的字有的和地方、有多遠有關係。',
      en: 'It means a village with fields and earth where people live together, and some characters with it are about places and how far away they are.',
    },
    lessons: [
      {
        key: 's5-village-1',
        title: { tw: '去山上野餐', en: 'A picnic on the hill' },
        words: [
          {
            word: '重',
            english: 'heavy',
            explain: 'Heavy means hard to lift because it weighs a lot.',
            examples: [
              { tw: '好重', en: 'so heavy' },
              { tw: '很重的箱子', en: 'a heavy box' },
            ],
            sentence: { tw: '這個西瓜好重喔！', en: 'This watermelon is so heavy!' },
          },
          {
            word: '野餐',
            english: 'picnic',
            explain: 'A picnic is a meal you eat outside, often on a blanket in a park.',
            examples: [
              { tw: '去野餐', en: 'go on a picnic' },
              { tw: '野餐墊', en: 'a picnic mat' },
            ],
            sentence: { tw: '我們在草地上野餐。', en: 'We have a picnic on the grass.' },
            picture: '🧺',
          },
          {
            word: '公里',
            english: 'kilometer',
            explain: 'A kilometer is a long way, about as long as ten soccer fields.',
            examples: [
              { tw: '一公里', en: 'one kilometer' },
              { tw: '走三公里', en: 'walk three kilometers' },
            ],
            sentence: { tw: '從家裡到公園有兩公里。', en: 'It is two kilometers from home to the park.' },
          },
          {
            word: '野花',
            english: 'wildflower',
            explain: 'Wildflowers are flowers that grow by themselves in fields and on hills.',
            examples: [
              { tw: '一朵野花', en: 'a wildflower' },
              { tw: '路邊的野花', en: 'flowers by the road' },
            ],
            sentence: { tw: '山坡上開滿了野花。', en: 'The hillside is covered in wildflowers.' },
            picture: '🌼',
          },
        ],
        story: [
          { tw: '星期天，全家要去山上野餐。', en: 'On Sunday, the whole family is going up the hill for a picnic.' },
          { tw: '爸爸背著一個好重的背包。', en: 'Dad carries a very heavy backpack.' },
          { tw: '他們走了兩公里，來到一片開滿野花的草地。', en: 'They walk two kilometers and reach a meadow full of wildflowers.' },
          { tw: '小美摘了一朵野花，插在媽媽的頭髮上。', en: "Xiaomei picks a wildflower and puts it in Mom's hair." },
          { tw: '大家坐下來野餐，豆豆也吃得好開心。', en: 'Everyone sits down for the picnic, and Doudou happily eats too.' },
        ],
      },
      {
        key: 's5-village-2',
        title: { tw: '量身高', en: 'How tall am I?' },
        words: [
          {
            word: '量身高',
            english: 'measure height',
            explain: 'When you measure your height, you find out how tall you are.',
            examples: [
              { tw: '幫我量身高', en: 'measure my height' },
              { tw: '量身高的尺', en: 'a height ruler' },
            ],
            sentence: { tw: '護士阿姨幫我們量身高。', en: 'The nurse measures our height.' },
            picture: '📏',
          },
          {
            word: '體重',
            english: 'weight',
            explain: 'Your weight is how heavy your body is.',
            examples: [
              { tw: '量體重', en: 'weigh yourself' },
              { tw: '體重計', en: 'a scale' },
            ],
            sentence: { tw: '我的體重是二十公斤。', en: 'I weigh twenty kilograms.' },
            picture: '⚖️',
          },
        ],
        story: [
          { tw: '今天學校要量身高和體重。', en: 'Today the school measures our height and weight.' },
          { tw: '小明站得直直的，護士阿姨說：「一百二十公分！」', en: 'Xiaoming stands up straight, and the nurse says, "One hundred and twenty centimeters!"' },
          { tw: '小美問：「哥哥，你的體重是多少？」', en: 'Xiaomei asks, "Brother, how much do you weigh?"' },
          { tw: '小明說：「二十三公斤，我比去年重了！」', en: 'Xiaoming says, "Twenty-three kilograms. I\'m heavier than last year!"' },
        ],
      },
    ],
  },
  {
    radical: '丿',
    name: { tw: '撇', en: 'the slash stroke' },
    meaning: {
      tw: '丿是從右上往左下寫的一撇，很多字都有這一筆，像久、乖、乒、乓。',
      en: 'It is a stroke written from the top right down to the left, and many characters have it.',
    },
    lessons: [
      {
        key: 's5-slash-1',
        title: { tw: '打乒乓球', en: 'Ping pong time' },
        words: [
          {
            word: '很久',
            english: 'long time',
            explain: 'A long time means many minutes, days or years.',
            examples: [
              { tw: '等很久', en: 'wait a long time' },
              { tw: '很久以前', en: 'long, long ago' },
            ],
            sentence: { tw: '我在車站等了很久。', en: 'I waited at the station for a long time.' },
            picture: '⏳',
          },
          {
            word: '乖',
            english: 'well behaved',
            explain: 'Well behaved means listening to grown-ups and being kind and calm.',
            examples: [
              { tw: '好乖', en: 'so good' },
              { tw: '要乖喔', en: 'be good' },
            ],
            sentence: { tw: '妹妹很乖，自己把玩具收好。', en: 'My little sister is good and puts her toys away by herself.' },
            picture: '😇',
          },
          {
            word: '乒乓球',
            english: 'ping pong',
            explain: 'Ping pong is a game where you hit a small white ball over a net on a table.',
            examples: [
              { tw: '打乒乓球', en: 'play ping pong' },
              { tw: '乒乓球桌', en: 'a ping pong table' },
            ],
            sentence: { tw: '爸爸教我打乒乓球。', en: 'Dad teaches me to play ping pong.' },
            picture: '🏓',
          },
          {
            word: '乘法',
            english: 'multiplication',
            explain: 'Multiplication is a quick way to add the same number again and again.',
            examples: [
              { tw: '九九乘法', en: 'the times tables' },
              { tw: '學乘法', en: 'learn multiplication' },
            ],
            sentence: { tw: '二年級要背九九乘法。', en: 'Second graders learn the times tables by heart.' },
          },
        ],
        story: [
          { tw: '小明學乘法學了很久，有一點累了。', en: 'Xiaoming has been learning multiplication for a long time, and he is a bit tired.' },
          { tw: '爸爸說：「你好乖，我們去打乒乓球休息一下吧！」', en: 'Dad says, "You\'ve been so good. Let\'s take a break and play ping pong!"' },
          { tw: '小明拿起球拍，乒乓球在桌上跳來跳去。', en: 'Xiaoming picks up a paddle, and the ping pong ball bounces all over the table.' },
          { tw: '打完球，小明說：「二乘三等於六，我記住了！」', en: 'After the game, Xiaoming says, "Two times three is six. I remember it!"' },
        ],
      },
      {
        key: 's5-slash-2',
        title: { tw: '睡覺之前', en: 'Before bed' },
        words: [
          {
            word: '之前',
            english: 'before',
            explain: 'Before means earlier than something else.',
            examples: [
              { tw: '吃飯之前', en: 'before eating' },
              { tw: '睡覺之前', en: 'before bed' },
            ],
            sentence: { tw: '吃飯之前要洗手。', en: 'Wash your hands before eating.' },
          },
          {
            word: '之後',
            english: 'after',
            explain: 'After means later than something else.',
            examples: [
              { tw: '下課之後', en: 'after class' },
              { tw: '三天之後', en: 'three days later' },
            ],
            sentence: { tw: '寫完作業之後，我就去玩。', en: 'After I finish my homework, I go and play.' },
          },
        ],
        story: [
          { tw: '睡覺之前，小美把書包整理好。', en: 'Before bed, Xiaomei packs her school bag.' },
          { tw: '刷完牙之後，她還跟豆豆說晚安。', en: 'After brushing her teeth, she even says good night to Doudou.' },
          { tw: '第二天早上，她很快就出門了，一點也不急。', en: 'The next morning, she leaves home quickly without any rush.' },
        ],
      },
    ],
  },
  {
    radical: '羽',
    name: { tw: '羽部', en: 'the feather radical' },
    meaning: {
      tw: '羽就是鳥的羽毛，有羽的字常常和羽毛、翅膀、飛有關係。',
      en: "It means a bird's feathers, and characters with it are often about feathers, wings and flying.",
    },
    lessons: [
      {
        key: 's5-feather-1',
        title: { tw: '一根羽毛', en: 'A feather' },
        words: [
          {
            word: '羽毛',
            english: 'feather',
            explain: "Feathers are the soft, light things that cover a bird's body.",
            examples: [
              { tw: '白色的羽毛', en: 'a white feather' },
              { tw: '一根羽毛', en: 'a feather' },
            ],
            sentence: { tw: '地上有一根白色的羽毛。', en: 'There is a white feather on the ground.' },
            picture: '🪶',
          },
          {
            word: '羽毛球',
            english: 'badminton',
            explain: 'Badminton is a game where you hit a light birdie over a high net with a racket.',
            examples: [
              { tw: '打羽毛球', en: 'play badminton' },
              { tw: '羽毛球拍', en: 'a badminton racket' },
            ],
            sentence: { tw: '放學後，我和同學打羽毛球。', en: 'After school, I play badminton with my classmates.' },
            picture: '🏸',
          },
          {
            word: '翠綠',
            english: 'bright green',
            explain: 'Bright green is the fresh, shiny green of new leaves.',
            examples: [
              { tw: '翠綠的葉子', en: 'bright green leaves' },
              { tw: '翠綠的山', en: 'green hills' },
            ],
            sentence: { tw: '春天的樹葉好翠綠。', en: 'The leaves in spring are so bright green.' },
            picture: '🍀',
          },
          {
            word: '翻開',
            english: 'open',
            explain: 'When you open a book, you turn the cover so you can see the pages inside.',
            examples: [
              { tw: '翻開書', en: 'open the book' },
              { tw: '翻開第一頁', en: 'turn to page one' },
            ],
            sentence: { tw: '請大家翻開課本第十頁。', en: 'Everyone, please open your textbooks to page ten.' },
            picture: '📖',
          },
        ],
        story: [
          { tw: '公園裡翠綠的草地上，小明和爸爸在打羽毛球。', en: 'On the bright green grass in the park, Xiaoming and Dad are playing badminton.' },
          { tw: '球飛得太高，掉進了樹叢裡。', en: 'The birdie flies too high and falls into the bushes.' },
          { tw: '小美在樹下撿到一根漂亮的羽毛。', en: 'Under the tree, Xiaomei finds a pretty feather.' },
          { tw: '回家以後，她翻開圖畫書，把羽毛夾在書裡。', en: 'At home, she opens her picture book and keeps the feather inside.' },
        ],
      },
    ],
  },
  {
    radical: '襾',
    name: { tw: '襾部', en: 'the cover radical' },
    meaning: {
      tw: '襾像一個蓋子，蓋住下面的東西，西和要的上面都有它。',
      en: 'It looks like a lid covering what is below, and it sits on top of characters like xi and yao.',
    },
    lessons: [
      {
        key: 's5-west-1',
        title: { tw: '太陽要回家了', en: 'The sun goes west' },
        words: [
          {
            word: '要',
            english: 'want',
            explain: 'When you want something, you wish to have it or to do it.',
            examples: [
              { tw: '我要', en: 'I want' },
              { tw: '要喝水', en: 'want some water' },
            ],
            sentence: { tw: '我要一杯牛奶。', en: 'I want a glass of milk.' },
          },
          {
            word: '不要',
            english: 'do not',
            explain: 'We say do not when we tell someone to stop, or when we do not want something.',
            examples: [
              { tw: '不要跑', en: "don't run" },
              { tw: '我不要', en: "I don't want it" },
            ],
            sentence: { tw: '上課不要說話。', en: "Don't talk in class." },
            picture: '🙅',
          },
          {
            word: '重要',
            english: 'important',
            explain: 'Important means it matters a lot and you should not forget it.',
            examples: [
              { tw: '很重要', en: 'very important' },
              { tw: '重要的事', en: 'an important thing' },
            ],
            sentence: { tw: '睡覺對身體很重要。', en: 'Sleep is very important for your body.' },
          },
          {
            word: '西邊',
            english: 'west',
            explain: 'The west is the side where the sun goes down in the evening.',
            examples: [
              { tw: '往西邊走', en: 'go west' },
              { tw: '在西邊', en: 'in the west' },
            ],
            sentence: { tw: '太陽從西邊下山了。', en: 'The sun goes down in the west.' },
            picture: '🌇',
          },
        ],
        story: [
          { tw: '傍晚，小明和小美在院子裡玩。', en: 'In the evening, Xiaoming and Xiaomei play in the yard.' },
          { tw: '小美指著天空說：「你看，太陽要去西邊睡覺了！」', en: 'Xiaomei points at the sky and says, "Look, the sun is going to sleep in the west!"' },
          { tw: '小明說：「我們也要回家了，媽媽說準時吃飯很重要。」', en: 'Xiaoming says, "We have to go home too. Mom says eating on time is important."' },
          { tw: '小美說：「我不要回家，我還要看太陽！」', en: 'Xiaomei says, "I don\'t want to go home. I want to keep watching the sun!"' },
        ],
      },
    ],
  },
  {
    radical: '匕',
    name: { tw: '匕部', en: 'the spoon radical' },
    meaning: {
      tw: '匕像古時候的小湯匙，化和北都有它。',
      en: 'It looks like a little spoon from long ago, and characters like hua and bei have it.',
    },
    lessons: [
      {
        key: 's5-spoon-1',
        title: { tw: '冰淇淋融化了', en: 'Melting ice cream' },
        words: [
          {
            word: '變化',
            english: 'change',
            explain: 'A change is when something becomes different.',
            examples: [
              { tw: '有變化', en: 'something changed' },
              { tw: '天氣的變化', en: 'changes in the weather' },
            ],
            sentence: { tw: '秋天到了，樹葉的顏色有了變化。', en: 'Autumn is here, and the leaves are changing color.' },
          },
          {
            word: '融化',
            english: 'melt',
            explain: 'When something melts, it gets warm and turns into water, like ice or ice cream.',
            examples: [
              { tw: '冰融化了', en: 'the ice melted' },
              { tw: '雪融化', en: 'snow melts' },
            ],
            sentence: { tw: '冰淇淋融化了，滴到我的手上。', en: 'The ice cream melted and dripped onto my hand.' },
            picture: '🍦',
          },
        ],
        story: [
          { tw: '夏天好熱，爸爸買了兩支冰淇淋。', en: 'It is a hot summer day, and Dad buys two ice cream cones.' },
          { tw: '小美吃得太慢，冰淇淋一下子就融化了。', en: 'Xiaomei eats too slowly, and her ice cream melts right away.' },
          { tw: '爸爸說：「天氣一熱，冰就會融化，這就是一種變化。」', en: 'Dad says, "When it gets hot, ice melts. That is a kind of change."' },
          { tw: '小明說：「那我要趕快吃，不讓我的冰淇淋有變化！」', en: 'Xiaoming says, "Then I\'ll eat mine fast, so my ice cream doesn\'t change!"' },
        ],
      },
      {
        key: 's5-spoon-2',
        title: { tw: '博物館裡的北極熊', en: 'A polar bear at the museum' },
        words: [
          {
            word: '北',
            english: 'north',
            explain: 'North is the direction toward the top of a map.',
            examples: [
              { tw: '往北走', en: 'go north' },
              { tw: '東南西北', en: 'east, south, west and north' },
            ],
            sentence: { tw: '我們坐火車往北走。', en: 'We take the train north.' },
            picture: '🧭',
          },
          {
            word: '北極',
            english: 'North Pole',
            explain: 'The North Pole is the very top of the earth, where it is icy and cold.',
            examples: [
              { tw: '去北極', en: 'go to the North Pole' },
              { tw: '北極很冷', en: 'the North Pole is cold' },
            ],
            sentence: { tw: '北極到處都是冰和雪。', en: 'There is ice and snow everywhere at the North Pole.' },
            picture: '🧊',
          },
          {
            word: '北極熊',
            english: 'polar bear',
            explain: 'A polar bear is a big white bear that lives in the icy north.',
            examples: [
              { tw: '一隻北極熊', en: 'a polar bear' },
              { tw: '北極熊寶寶', en: 'a polar bear cub' },
            ],
            sentence: { tw: '北極熊會在冰上抓魚。', en: 'Polar bears catch fish on the ice.' },
            picture: '🐻‍❄️',
          },
          {
            word: '化石',
            english: 'fossil',
            explain: 'A fossil is an animal or plant from long, long ago that has turned into stone.',
            examples: [
              { tw: '恐龍化石', en: 'a dinosaur fossil' },
              { tw: '挖化石', en: 'dig for fossils' },
            ],
            sentence: { tw: '博物館裡有好大的恐龍化石。', en: 'There is a huge dinosaur fossil in the museum.' },
            picture: '🦴',
          },
        ],
        story: [
          { tw: '星期六，爸爸帶小明和小美去博物館。', en: 'On Saturday, Dad takes Xiaoming and Xiaomei to the museum.' },
          { tw: '他們先看到好大的恐龍化石，小明說：「恐龍的骨頭變成石頭了！」', en: 'First they see a huge dinosaur fossil, and Xiaoming says, "The dinosaur\'s bones turned into stone!"' },
          { tw: '再往前走，有一隻白白的北極熊。', en: 'Further along, there is a big white polar bear.' },
          { tw: '爸爸說：「北極熊住在地球最北的北極，那裡到處都是冰。」', en: 'Dad says, "Polar bears live at the North Pole, the very north of the earth, where there is ice everywhere."' },
        ],
      },
    ],
  },
  {
    radical: '辛',
    name: { tw: '辛部', en: 'the spicy radical' },
    meaning: {
      tw: '辛就是辣辣的、不好受的味道，有辛的字有的和辣、辛苦有關係。',
      en: 'It means a hot, sharp taste, and some characters with it are about spicy food and hard work.',
    },
    lessons: [
      {
        key: 's5-spicy-1',
        title: { tw: '紅紅的辣椒', en: 'Red chili peppers' },
        words: [
          {
            word: '辛苦',
            english: 'hard work',
            explain: 'Hard work is when something takes a lot of effort and makes you tired.',
            examples: [
              { tw: '很辛苦', en: 'very hard work' },
              { tw: '辛苦了', en: 'thank you for your hard work' },
            ],
            sentence: { tw: '農夫種菜很辛苦。', en: 'Growing vegetables is hard work for farmers.' },
          },
          {
            word: '辣',
            english: 'spicy',
            explain: 'Spicy food makes your mouth feel hot.',
            examples: [
              { tw: '好辣', en: 'so spicy' },
              { tw: '不辣', en: 'not spicy' },
            ],
            sentence: { tw: '這碗麵好辣！', en: 'This bowl of noodles is so spicy!' },
            picture: '🥵',
          },
          {
            word: '辣椒',
            english: 'chili pepper',
            explain: 'A chili pepper is a small red or green vegetable that tastes very hot.',
            examples: [
              { tw: '紅辣椒', en: 'a red chili' },
              { tw: '辣椒醬', en: 'chili sauce' },
            ],
            sentence: { tw: '爸爸吃麵喜歡加辣椒。', en: 'Dad likes to add chili peppers to his noodles.' },
            picture: '🌶️',
          },
          {
            word: '辮子',
            english: 'braid',
            explain: 'A braid is hair that is crossed over and over into one long rope.',
            examples: [
              { tw: '綁辮子', en: 'braid your hair' },
              { tw: '兩條辮子', en: 'two braids' },
            ],
            sentence: { tw: '媽媽幫小美綁辮子。', en: "Mom braids Xiaomei's hair." },
            picture: '👧',
          },
        ],
        story: [
          { tw: '早上，媽媽幫小美綁了兩條辮子。', en: "In the morning, Mom braids Xiaomei's hair into two braids." },
          { tw: '她們一起去菜園，看到紅紅的辣椒。', en: 'They go to the vegetable garden together and see bright red chili peppers.' },
          { tw: '種菜的伯伯說：「天天澆水、拔草，很辛苦喔！」', en: 'The old farmer says, "Watering and weeding every day is hard work!"' },
          { tw: '小美摸了摸辣椒，問：「它會不會很辣？」', en: 'Xiaomei touches a chili pepper and asks, "Is it very spicy?"' },
          { tw: '伯伯笑著說：「很辣！小朋友先不要吃。」', en: 'The farmer laughs and says, "Very spicy! Little ones shouldn\'t eat it yet."' },
        ],
      },
    ],
  },
  {
    radical: '卩',
    name: { tw: '卩部', en: 'the seal radical' },
    meaning: {
      tw: '卩像一個跪著的人，也像古時候的印章，印和卻都有它。',
      en: 'It looks like a kneeling person, or a seal from long ago, and characters like yin and que have it.',
    },
    lessons: [
      {
        key: 's5-seal-1',
        title: { tw: '沙灘上的腳印', en: 'Footprints on the beach' },
        words: [
          {
            word: '卻',
            english: 'yet',
            explain: 'Yet is a word that shows something surprising, a bit like but.',
            examples: [
              { tw: '卻沒有', en: "yet there isn't" },
              { tw: '卻笑了', en: 'yet smiled' },
            ],
            sentence: { tw: '外面下雨，弟弟卻想去公園。', en: 'It is raining outside, yet my little brother wants to go to the park.' },
          },
          {
            word: '腳印',
            english: 'footprint',
            explain: 'A footprint is the mark your foot leaves on sand, snow or mud.',
            examples: [
              { tw: '一個腳印', en: 'a footprint' },
              { tw: '小狗的腳印', en: "a puppy's paw prints" },
            ],
            sentence: { tw: '沙灘上有好多腳印。', en: 'There are lots of footprints on the beach.' },
            picture: '👣',
          },
          {
            word: '印章',
            english: 'stamp',
            sense: 'a seal',
            explain: 'A stamp is a little block you press in ink to print a name or a picture.',
            examples: [
              { tw: '蓋印章', en: 'use a stamp' },
              { tw: '小熊印章', en: 'a bear stamp' },
            ],
            sentence: { tw: '老師在我的作業上蓋了一個印章。', en: 'The teacher put a stamp on my homework.' },
          },
          {
            word: '危險',
            english: 'dangerous',
            explain: 'Dangerous means something could hurt you.',
            examples: [
              { tw: '很危險', en: 'very dangerous' },
              { tw: '危險的地方', en: 'a dangerous place' },
            ],
            sentence: { tw: '在馬路上玩很危險。', en: 'Playing in the road is dangerous.' },
            picture: '⚠️',
          },
        ],
        story: [
          { tw: '暑假，全家去海邊玩。', en: 'In the summer vacation, the whole family goes to the beach.' },
          { tw: '小明在沙灘上踩出一排腳印，好像蓋了好多印章。', en: 'Xiaoming leaves a row of footprints in the sand, like lots of stamps.' },
          { tw: '海浪一來，腳印卻不見了。', en: 'A wave comes, yet the footprints are gone.' },
          { tw: '爸爸說：「浪太大了，很危險，不要走到水裡。」', en: 'Dad says, "The waves are too big and it is dangerous. Don\'t go into the water."' },
        ],
      },
    ],
  },
  {
    radical: '甘',
    name: { tw: '甘部', en: 'the sweet radical' },
    meaning: {
      tw: '甘就是甜甜的好味道，有甘的字常常和甜有關係。',
      en: 'It means a sweet, nice taste, and characters with it are often about sweetness.',
    },
    lessons: [
      {
        key: 's5-sweet-1',
        title: { tw: '甜甜的夜市', en: 'A sweet night market' },
        words: [
          {
            word: '甜',
            english: 'sweet',
            explain: 'Sweet is the taste of sugar, honey and candy.',
            examples: [
              { tw: '好甜', en: 'so sweet' },
              { tw: '甜甜的', en: 'sweet' },
            ],
            sentence: { tw: '這顆西瓜好甜！', en: 'This watermelon is so sweet!' },
            picture: '🍬',
          },
          {
            word: '甜甜圈',
            english: 'donut',
            explain: 'A donut is a round sweet cake with a hole in the middle.',
            examples: [
              { tw: '吃甜甜圈', en: 'eat a donut' },
              { tw: '巧克力甜甜圈', en: 'a chocolate donut' },
            ],
            sentence: { tw: '媽媽買了三個甜甜圈。', en: 'Mom bought three donuts.' },
            picture: '🍩',
          },
          {
            word: '甘蔗',
            english: 'sugar cane',
            explain: 'Sugar cane is a tall, hard plant whose juice is very sweet.',
            examples: [
              { tw: '甘蔗汁', en: 'sugar cane juice' },
              { tw: '啃甘蔗', en: 'chew sugar cane' },
            ],
            sentence: { tw: '外公在夜市買了一杯甘蔗汁。', en: 'Grandpa bought a cup of sugar cane juice at the night market.' },
          },
          {
            word: '甜點',
            english: 'dessert',
            explain: 'Dessert is a sweet food you eat after a meal.',
            examples: [
              { tw: '飯後甜點', en: 'dessert after a meal' },
              { tw: '做甜點', en: 'make dessert' },
            ],
            sentence: { tw: '今天的甜點是布丁。', en: "Today's dessert is pudding." },
            picture: '🍮',
          },
        ],
        story: [
          { tw: '晚上，全家去夜市逛一逛。', en: 'In the evening, the whole family strolls around the night market.' },
          { tw: '小美喝了一杯甘蔗汁，說：「好甜喔！」', en: 'Xiaomei drinks a cup of sugar cane juice and says, "So sweet!"' },
          { tw: '小明買了一個甜甜圈，分一半給小美。', en: 'Xiaoming buys a donut and gives half to Xiaomei.' },
          { tw: '回到家，媽媽說：「今天的甜點吃太多了，要記得刷牙。」', en: 'Back home, Mom says, "We ate lots of sweet treats today, so remember to brush your teeth."' },
        ],
      },
    ],
  },
];

/** Lessons for radicals that already exist: 人 心 月 金 門, and 足 木 大 子 米 艸 for a rare radical's character. */
export const moreLessons: MoreLessonsSource[] = [
  {
    radical: '人',
    lessons: [
      {
        key: 's5-person-1',
        title: { tw: '停下來', en: 'Stop!' },
        words: [
          {
            word: '停',
            english: 'stop',
            explain: 'When you stop, you do not move or keep going anymore.',
            examples: [
              { tw: '停下來', en: 'stop' },
              { tw: '不停', en: 'without stopping' },
              { tw: '停車', en: 'park the car' },
            ],
            sentence: { tw: '紅燈亮了，車子都停下來了。', en: 'The light turned red, and all the cars stopped.' },
            picture: '🛑',
          },
          {
            word: '個子',
            english: 'height',
            sense: 'body size',
            explain: 'Your height is how tall your body is.',
            examples: [
              { tw: '高個子', en: 'a tall person' },
              { tw: '小個子', en: 'a short person' },
            ],
            sentence: { tw: '哥哥的個子比我高。', en: 'My big brother is taller than me.' },
          },
          {
            word: '你們',
            english: 'you all',
            explain: 'We say you all when we talk to two or more people.',
            examples: [
              { tw: '你們好', en: 'hello, everyone' },
              { tw: '你們家', en: 'your home' },
            ],
            sentence: { tw: '你們要去哪裡？', en: 'Where are you all going?' },
          },
          {
            word: '大人',
            english: 'adult',
            explain: 'An adult is a grown man or woman, like your mom and dad.',
            examples: [
              { tw: '大人小孩', en: 'grown-ups and kids' },
              { tw: '變成大人', en: 'become a grown-up' },
            ],
            sentence: { tw: '過馬路要跟著大人。', en: 'Stay with an adult when you cross the road.' },
          },
        ],
        story: [
          { tw: '放學了，小明和小美在學校門口等媽媽。', en: 'School is out, and Xiaoming and Xiaomei wait for Mom at the school gate.' },
          { tw: '一輛車在他們前面停了下來。', en: 'A car stops in front of them.' },
          { tw: '一個高個子的叔叔說：「你們好，我是你們爸爸的朋友。」', en: 'A tall man says, "Hello, I\'m your dad\'s friend."' },
          { tw: '小明說：「對不起，我們要等媽媽來接。」', en: 'Xiaoming says, "Sorry, we are waiting for Mom to pick us up."' },
          { tw: '老師走過來說：「說得好！小孩子要跟著自己家的大人。」', en: 'The teacher comes over and says, "Well said! Children should stay with their own family\'s grown-ups."' },
        ],
      },
      {
        key: 's5-person-2',
        title: { tw: '今天去圖書館', en: 'Off to the library today' },
        words: [
          {
            word: '今天',
            english: 'today',
            explain: 'Today is this day, the one that is happening right now.',
            examples: [
              { tw: '今天早上', en: 'this morning' },
              { tw: '今天星期五', en: 'today is Friday' },
            ],
            sentence: { tw: '今天天氣很好。', en: 'The weather is nice today.' },
            picture: '📅',
          },
          {
            word: '為什麼',
            english: 'why',
            explain: 'We ask why when we want to know the reason for something.',
            examples: [
              { tw: '為什麼呢', en: 'why is that' },
              { tw: '問為什麼', en: 'ask why' },
            ],
            sentence: { tw: '天空為什麼是藍色的？', en: 'Why is the sky blue?' },
            picture: '❓',
          },
          {
            word: '但是',
            english: 'but',
            explain: 'We say but before something a little different from what we just said.',
            examples: [
              { tw: '但是我不怕', en: "but I'm not scared" },
              { tw: '很小但是很快', en: 'small but fast' },
            ],
            sentence: { tw: '這隻小狗很小，但是牠跑得很快。', en: 'This puppy is small, but it runs very fast.' },
          },
          {
            word: '好像',
            english: 'look like',
            explain: 'When one thing looks like another, it seems the same or almost the same.',
            examples: [
              { tw: '好像要下雨了', en: 'it looks like rain' },
              { tw: '好像一朵花', en: 'like a flower' },
            ],
            sentence: { tw: '這朵雲好像一隻小白兔。', en: 'This cloud looks like a little white rabbit.' },
          },
          {
            word: '借',
            english: 'borrow',
            explain: 'When you borrow something, you use it for a while and then give it back.',
            examples: [
              { tw: '借書', en: 'borrow a book' },
              { tw: '借給你', en: 'lend it to you' },
            ],
            sentence: { tw: '我可以借你的橡皮擦嗎？', en: 'May I borrow your eraser?' },
            picture: '📚',
          },
        ],
        story: [
          { tw: '今天是星期六，小明和小美跟爸爸去圖書館。', en: 'Today is Saturday, and Xiaoming and Xiaomei go to the library with Dad.' },
          { tw: '小美問：「為什麼圖書館裡這麼安靜？」', en: 'Xiaomei asks, "Why is it so quiet in the library?"' },
          { tw: '爸爸說：「因為大家都在看書，但是我們可以小聲說話。」', en: 'Dad says, "Because everyone is reading, but we may talk quietly."' },
          { tw: '小明找到一本恐龍書，他說：「這隻恐龍好像一座小山！」', en: 'Xiaoming finds a dinosaur book and says, "This dinosaur looks like a little mountain!"' },
          { tw: '最後，他們一起借了五本書回家。', en: 'In the end, they borrow five books to take home.' },
        ],
      },
      {
        key: 's5-person-3',
        title: { tw: '會飛的外套', en: 'The flying coat' },
        words: [
          {
            word: '做夢',
            english: 'dream',
            explain: 'When you dream, you see pictures and stories in your head while you sleep.',
            examples: [
              { tw: '做夢的時候', en: 'while dreaming' },
              { tw: '我在做夢嗎', en: 'am I dreaming' },
            ],
            sentence: { tw: '小美睡覺的時候，常常做夢。', en: 'Xiaomei often dreams when she sleeps.' },
            picture: '💭',
          },
          {
            word: '作業',
            english: 'homework',
            sense: 'to hand in',
            explain: 'Homework is the work your teacher gives you to do at home.',
            examples: [
              { tw: '寫作業', en: 'do homework' },
              { tw: '數學作業', en: 'math homework' },
            ],
            sentence: { tw: '我先寫完作業，再出去玩。', en: 'I finish my homework first, then go out to play.' },
            picture: '📝',
          },
          {
            word: '玩伴',
            english: 'playmate',
            explain: 'A playmate is a friend you like to play with.',
            examples: [
              { tw: '好玩伴', en: 'a good playmate' },
              { tw: '我的玩伴', en: 'my playmate' },
            ],
            sentence: { tw: '豆豆是我最好的玩伴。', en: 'Doudou is my best playmate.' },
          },
          {
            word: '低頭',
            english: 'look down',
            explain: 'When you look down, you bend your head to see what is below you.',
            examples: [
              { tw: '低頭看', en: 'look down' },
              { tw: '低頭走路', en: 'walk with your head down' },
            ],
            sentence: { tw: '小明低頭一看，鞋帶鬆了。', en: 'Xiaoming looks down and sees that his shoelace is loose.' },
          },
          {
            word: '伸手',
            english: 'reach out',
            explain: 'When you reach out, you stretch your arm and hand toward something.',
            examples: [
              { tw: '伸手拿書', en: 'reach for the book' },
              { tw: '伸手摸摸', en: 'reach out and touch' },
            ],
            sentence: { tw: '小美伸手去拿桌上的蘋果。', en: 'Xiaomei reaches for the apple on the table.' },
          },
          {
            word: '件',
            english: 'piece',
            explain: 'We use this word to count clothes and things, like one shirt or two coats.',
            examples: [
              { tw: '一件衣服', en: 'a piece of clothing' },
              { tw: '兩件外套', en: 'two coats' },
            ],
            sentence: { tw: '媽媽買了一件新衣服給我。', en: 'Mom bought me a new piece of clothing.' },
            picture: '👕',
          },
        ],
        story: [
          { tw: '晚上，小明寫完作業就上床睡覺了。', en: 'In the evening, Xiaoming finishes his homework and goes to bed.' },
          { tw: '他做夢了，夢到一件會飛的紅外套。', en: 'He has a dream about a red coat that can fly.' },
          { tw: '小明伸手去抓，外套就帶著他飛上天。', en: 'Xiaoming reaches out to grab it, and the coat carries him up into the sky.' },
          { tw: '他低頭一看，豆豆在下面汪汪叫，好像在說：「等等我！」', en: 'He looks down, and Doudou is barking below, as if saying, "Wait for me!"' },
          { tw: '醒來以後，小明說：「豆豆，你真是我最好的玩伴！」', en: 'When he wakes up, Xiaoming says, "Doudou, you really are my best playmate!"' },
        ],
      },
      {
        key: 's5-person-4',
        title: { tw: '放假去河邊', en: 'A holiday by the river' },
        words: [
          {
            word: '位子',
            english: 'seat',
            sense: 'your place',
            explain: 'A seat is a place where you can sit.',
            examples: [
              { tw: '我的位子', en: 'my seat' },
              { tw: '找位子', en: 'look for a seat' },
            ],
            sentence: { tw: '小明的位子在窗戶旁邊。', en: "Xiaoming's seat is next to the window." },
            picture: '💺',
          },
          {
            word: '放假',
            english: 'holiday',
            explain: 'When you have a holiday, you do not go to school or to work.',
            examples: [
              { tw: '放假了', en: 'school is out' },
              { tw: '放假的時候', en: 'during the holiday' },
            ],
            sentence: { tw: '明天放假，我們要去外婆家。', en: "Tomorrow is a holiday, and we are going to Grandma's house." },
            picture: '🏖️',
          },
          {
            word: '跌倒',
            english: 'fall down',
            explain: 'When you fall down, you trip and land on the ground.',
            examples: [
              { tw: '小心跌倒', en: "careful, don't fall" },
              { tw: '跌倒了', en: 'fell down' },
            ],
            sentence: { tw: '弟弟跌倒了，可是他沒有哭。', en: "My little brother fell down, but he didn't cry." },
          },
          {
            word: '便當',
            english: 'lunch box',
            explain: 'A lunch box is a box of rice and other food that you take along to eat.',
            examples: [
              { tw: '吃便當', en: 'eat a lunch box' },
              { tw: '雞腿便當', en: 'a chicken leg lunch box' },
            ],
            sentence: { tw: '媽媽幫我做了一個便當。', en: 'Mom made a lunch box for me.' },
            picture: '🍱',
          },
        ],
        story: [
          { tw: '放假了，爺爺帶小明和小美去河邊玩。', en: 'It is a holiday, and Grandpa takes Xiaoming and Xiaomei to play by the river.' },
          { tw: '小美跑得太快，一不小心就跌倒了。', en: 'Xiaomei runs too fast and falls down by accident.' },
          { tw: '爺爺扶她起來，說：「不要哭，我們來吃便當吧！」', en: 'Grandpa helps her up and says, "Don\'t cry. Let\'s eat our lunch boxes!"' },
          { tw: '他們在大樹下找了一個好位子，大家坐下來打開便當。', en: 'They find a good seat under a big tree, and everyone sits down and opens their lunch box.' },
          { tw: '小美吃了一口，笑著說：「放假真好！」', en: 'Xiaomei takes a bite and smiles, "Holidays are great!"' },
        ],
      },
      {
        key: 's5-person-5',
        title: { tw: '樹上的小鳥', en: 'The birds in the tree' },
        words: [
          {
            word: '有時候',
            english: 'sometimes',
            explain: 'Sometimes means not always, but once in a while.',
            examples: [
              { tw: '有時候下雨', en: 'sometimes it rains' },
              { tw: '有時候會哭', en: 'sometimes cries' },
            ],
            sentence: { tw: '有時候，爸爸會帶我去釣魚。', en: 'Sometimes Dad takes me fishing.' },
          },
          {
            word: '保護',
            english: 'protect',
            explain: 'When you protect someone, you keep them safe from danger.',
            examples: [
              { tw: '保護小動物', en: 'protect little animals' },
              { tw: '保護眼睛', en: 'take care of your eyes' },
            ],
            sentence: { tw: '鳥媽媽用翅膀保護小鳥。', en: 'The mother bird protects her chicks with her wings.' },
            picture: '🛡️',
          },
          {
            word: '依靠',
            english: 'count on',
            explain: 'When you count on someone, you need them and trust them to help you.',
            examples: [
              { tw: '互相依靠', en: 'count on each other' },
              { tw: '依靠爸媽', en: 'count on mom and dad' },
            ],
            sentence: { tw: '小貓還小，要依靠貓媽媽照顧。', en: 'The kitten is still little and counts on its mother to look after it.' },
          },
          {
            word: '隨便',
            english: 'as you like',
            explain: 'As you like means you may choose any way or anything you want.',
            examples: [
              { tw: '隨便坐', en: 'sit anywhere you like' },
              { tw: '不可以隨便', en: "don't be careless" },
            ],
            sentence: { tw: '外婆說：「想吃什麼，隨便拿！」', en: 'Grandma says, "Take whatever you like to eat!"' },
          },
        ],
        story: [
          { tw: '院子裡的大樹上有一個鳥窩。', en: 'There is a bird nest in the big tree in the yard.' },
          { tw: '有時候，小明會站在樹下看小鳥。', en: 'Sometimes Xiaoming stands under the tree and watches the little birds.' },
          { tw: '小鳥還不會飛，牠們都依靠鳥媽媽。', en: 'The chicks cannot fly yet, and they all count on their mother.' },
          { tw: '媽媽說：「我們要保護小鳥，不可以隨便爬上樹去摸牠們。」', en: 'Mom says, "We must protect the birds, and we must not just climb up and touch them."' },
          { tw: '小明點點頭，在樹下放了一碗水。', en: 'Xiaoming nods and puts a bowl of water under the tree.' },
        ],
      },
      {
        key: 's5-person-6',
        title: { tw: '伯伯的仙人掌', en: "Uncle's cactus" },
        words: [
          {
            word: '牛仔褲',
            english: 'jeans',
            explain: 'Jeans are strong blue pants made of thick cloth.',
            examples: [
              { tw: '穿牛仔褲', en: 'wear jeans' },
              { tw: '藍色牛仔褲', en: 'blue jeans' },
            ],
            sentence: { tw: '哥哥穿著一條新的牛仔褲。', en: 'My big brother is wearing new jeans.' },
            picture: '👖',
          },
          {
            word: '仙人掌',
            english: 'cactus',
            explain: 'A cactus is a plant with sharp spines that grows where it is hot and dry.',
            examples: [
              { tw: '一盆仙人掌', en: 'a potted cactus' },
              { tw: '仙人掌的刺', en: 'cactus spines' },
            ],
            sentence: { tw: '仙人掌不用常常澆水。', en: "A cactus doesn't need watering very often." },
            picture: '🌵',
          },
          {
            word: '天使',
            english: 'angel',
            explain: 'An angel is a kind helper with wings in stories.',
            examples: [
              { tw: '小天使', en: 'a little angel' },
              { tw: '天使的翅膀', en: 'angel wings' },
            ],
            sentence: { tw: '小美扮成一個可愛的小天使。', en: 'Xiaomei dresses up as a cute little angel.' },
            picture: '👼',
          },
          {
            word: '伯伯',
            english: 'uncle',
            sense: "dad's older brother",
            explain: "This is what you call your dad's older brother, or a kind older man.",
            examples: [
              { tw: '王伯伯', en: 'Uncle Wang' },
              { tw: '伯伯好', en: 'hello, uncle' },
            ],
            sentence: { tw: '伯伯送我一盆小花。', en: 'Uncle gave me a little potted flower.' },
          },
        ],
        story: [
          { tw: '星期天，伯伯帶小明和小美去逛花市。', en: 'On Sunday, Uncle takes Xiaoming and Xiaomei to the flower market.' },
          { tw: '伯伯穿著牛仔褲，戴著一頂大帽子。', en: 'Uncle wears jeans and a big hat.' },
          { tw: '小美看到一盆小小的仙人掌，上面開著一朵粉紅色的花。', en: 'Xiaomei sees a tiny cactus with a pink flower on top.' },
          { tw: '她輕輕摸了摸花，說：「好像小天使戴的花！」', en: 'She gently touches the flower and says, "It looks like a flower a little angel would wear!"' },
          { tw: '伯伯笑著把仙人掌買下來送給她。', en: 'Uncle smiles, buys the cactus and gives it to her.' },
        ],
      },
      {
        key: 's5-person-7',
        title: { tw: '傳球遊戲', en: 'The passing game' },
        words: [
          {
            word: '傳',
            english: 'pass',
            sense: 'hand on',
            explain: 'When you pass something, you give it to the next person.',
            examples: [
              { tw: '傳球', en: 'pass the ball' },
              { tw: '傳過來', en: 'pass it over' },
            ],
            sentence: { tw: '請把這本書傳給後面的同學。', en: 'Please pass this book to the classmate behind you.' },
          },
          {
            word: '命令',
            english: 'order',
            explain: 'An order is when someone tells you what you must do.',
            examples: [
              { tw: '聽命令', en: 'follow orders' },
              { tw: '下命令', en: 'give an order' },
            ],
            sentence: { tw: '國王下了一個命令。', en: 'The king gave an order.' },
            picture: '📢',
          },
          {
            word: '份',
            english: 'share',
            sense: 'a portion',
            explain: 'A share is the part of something that is for each person.',
            examples: [
              { tw: '每人一份', en: 'one share for each person' },
              { tw: '一份禮物', en: 'a present' },
            ],
            sentence: { tw: '奶奶把蛋糕分成四份。', en: 'Grandma cut the cake into four shares.' },
            picture: '🍰',
          },
          {
            word: '沒關係',
            english: 'it is okay',
            explain: 'We say it is okay when something small went wrong and we are not upset.',
            examples: [
              { tw: '沒關係的', en: "it's fine" },
              { tw: '說沒關係', en: "say it's okay" },
            ],
            sentence: { tw: '小明說：「對不起！」小美說：「沒關係！」', en: 'Xiaoming says, "Sorry!" Xiaomei says, "It\'s okay!"' },
          },
        ],
        story: [
          { tw: '體育課上，老師說：「我們來玩傳球遊戲！」', en: 'In gym class, the teacher says, "Let\'s play a passing game!"' },
          { tw: '老師當裁判，大家都要聽她的命令。', en: 'The teacher is the referee, and everyone must follow her orders.' },
          { tw: '小明太緊張了，球沒接好，滾到了草地上。', en: 'Xiaoming is too nervous, misses the ball, and it rolls onto the grass.' },
          { tw: '他小聲說：「對不起。」同學們說：「沒關係，再來一次！」', en: 'He says quietly, "Sorry." His classmates say, "It\'s okay, try again!"' },
          { tw: '遊戲結束，老師送給每一隊一份小點心。', en: 'When the game ends, the teacher gives each team a share of snacks.' },
        ],
      },
    ],
  },
  {
    radical: '心',
    lessons: [
      {
        key: 's5-heart-1',
        title: { tw: '悄悄話', en: 'A secret whisper' },
        words: [
          {
            word: '悄悄話',
            english: 'whisper',
            explain: "A whisper is something you say very softly into someone's ear.",
            examples: [
              { tw: '說悄悄話', en: 'whisper' },
              { tw: '我們的悄悄話', en: 'our secret' },
            ],
            sentence: { tw: '小美在媽媽耳邊說悄悄話。', en: "Xiaomei whispers in Mom's ear." },
            picture: '🤫',
          },
          {
            word: '開心',
            english: 'glad',
            explain: 'When you are glad, you feel happy inside.',
            examples: [
              { tw: '好開心', en: 'so glad' },
              { tw: '玩得很開心', en: 'have a great time' },
            ],
            sentence: { tw: '看到爺爺來了，小明好開心。', en: 'Xiaoming is so glad to see Grandpa come.' },
            picture: '😄',
          },
          {
            word: '小心',
            english: 'careful',
            explain: 'When you are careful, you pay attention so that nothing goes wrong.',
            examples: [
              { tw: '要小心', en: 'be careful' },
              { tw: '小心走路', en: 'walk carefully' },
            ],
            sentence: { tw: '地上很滑，走路要小心。', en: 'The floor is slippery, so walk carefully.' },
          },
        ],
        story: [
          { tw: '小美拉著小明的手，說：「哥哥，我要跟你說悄悄話。」', en: 'Xiaomei takes Xiaoming\'s hand and says, "Brother, I want to whisper something to you."' },
          { tw: '小明把耳朵靠過去。', en: 'Xiaoming leans his ear closer.' },
          { tw: '小美說：「明天是爸爸的生日，我們來畫一張卡片。」', en: 'Xiaomei says, "Tomorrow is Dad\'s birthday. Let\'s draw him a card."' },
          { tw: '小明好開心，他們小心地把卡片藏在書包裡。', en: 'Xiaoming is so glad, and they carefully hide the card in the school bag.' },
        ],
      },
      {
        key: 's5-heart-2',
        title: { tw: '幫媽媽的忙', en: 'Helping Mom' },
        words: [
          {
            word: '怎麼',
            english: 'how',
            explain: 'We say how when we ask the way to do something.',
            examples: [
              { tw: '怎麼做', en: 'how to do it' },
              { tw: '怎麼走', en: 'which way to go' },
            ],
            sentence: { tw: '這個字怎麼寫？', en: 'How do you write this character?' },
          },
          {
            word: '您',
            english: 'you',
            sense: 'said politely',
            explain: 'This is a polite way to say you to a grown-up, like a grandparent or a teacher.',
            examples: [
              { tw: '您好', en: 'hello' },
              { tw: '謝謝您', en: 'thank you' },
            ],
            sentence: { tw: '奶奶，您要喝茶嗎？', en: 'Grandma, would you like some tea?' },
          },
          {
            word: '心情',
            english: 'mood',
            explain: 'Your mood is how you feel inside, happy or sad.',
            examples: [
              { tw: '心情很好', en: 'in a good mood' },
              { tw: '好心情', en: 'a good mood' },
            ],
            sentence: { tw: '天氣好，我的心情也很好。', en: 'The weather is nice, and so is my mood.' },
            picture: '😊',
          },
          {
            word: '幫忙',
            english: 'give a hand',
            explain: 'When you give a hand, you help someone do a job.',
            examples: [
              { tw: '幫忙洗碗', en: 'help wash the dishes' },
              { tw: '請你幫忙', en: 'please help' },
            ],
            sentence: { tw: '小明幫忙把碗拿到桌上。', en: 'Xiaoming helps carry the bowls to the table.' },
            picture: '🤝',
          },
          {
            word: '感覺',
            english: 'feel',
            explain: 'How you feel is what your body or your heart tells you, like cold, tired or happy.',
            examples: [
              { tw: '感覺很冷', en: 'feel cold' },
              { tw: '我的感覺', en: 'my feelings' },
            ],
            sentence: { tw: '洗完澡，我感覺好舒服。', en: 'After my bath, I feel so comfortable.' },
          },
        ],
        story: [
          { tw: '星期天早上，媽媽在廚房裡忙來忙去。', en: 'On Sunday morning, Mom is busy in the kitchen.' },
          { tw: '小明走過去問：「媽媽，我可以怎麼幫忙？」', en: 'Xiaoming walks over and asks, "Mom, how can I give you a hand?"' },
          { tw: '媽媽說：「你可以幫我洗番茄。」', en: 'Mom says, "You can wash the tomatoes for me."' },
          { tw: '奶奶也來了，小明說：「奶奶，您坐著休息，我來就好。」', en: 'Grandma comes too, and Xiaoming says, "Grandma, you sit and rest. I\'ll do it."' },
          { tw: '大家一起做好了午餐，小明感覺心情好極了。', en: 'Everyone makes lunch together, and Xiaoming feels he is in a wonderful mood.' },
        ],
      },
      {
        key: 's5-heart-3',
        title: { tw: '兩隻鞋子', en: 'Two different shoes' },
        words: [
          {
            word: '意思',
            english: 'meaning',
            explain: 'The meaning of a word is what it tells you.',
            examples: [
              { tw: '什麼意思', en: 'what does it mean' },
              { tw: '有意思', en: 'interesting' },
            ],
            sentence: { tw: '我不懂這句話的意思。', en: "I don't understand the meaning of this sentence." },
          },
          {
            word: '急',
            english: 'in a hurry',
            explain: 'When you are in a hurry, you want to do things fast because there is not much time.',
            examples: [
              { tw: '很急', en: 'in a big hurry' },
              { tw: '別急', en: "don't rush" },
            ],
            sentence: { tw: '上學快遲到了，小明好急。', en: 'Xiaoming is almost late for school, and he is in a hurry.' },
            picture: '⏰',
          },
          {
            word: '忍不住',
            english: 'cannot help',
            explain: 'When you cannot help doing something, it just happens, even when you try to stop.',
            examples: [
              { tw: '忍不住笑', en: "can't help laughing" },
              { tw: '忍不住哭了', en: 'could not stop crying' },
            ],
            sentence: { tw: '故事太好笑了，我忍不住笑了出來。', en: "The story was so funny that I couldn't help laughing." },
          },
          {
            word: '忽然',
            english: 'suddenly',
            sense: 'all at once',
            explain: 'Suddenly means very quickly, when you do not expect it.',
            examples: [
              { tw: '忽然下雨', en: 'it suddenly rains' },
              { tw: '忽然想到', en: 'suddenly think of' },
            ],
            sentence: { tw: '天空忽然下起了大雨。', en: 'Suddenly it started to pour.' },
          },
          {
            word: '介意',
            english: 'mind',
            explain: 'If you mind something, it bothers you a little.',
            examples: [
              { tw: '不介意', en: "don't mind" },
              { tw: '你介意嗎', en: 'do you mind' },
            ],
            sentence: { tw: '我坐這裡，你介意嗎？', en: 'Do you mind if I sit here?' },
          },
        ],
        story: [
          { tw: '早上，小明很急，穿了鞋子就要出門。', en: 'In the morning, Xiaoming is in a hurry and rushes to the door in his shoes.' },
          { tw: '小美忽然指著他的腳，忍不住哈哈大笑。', en: "Suddenly Xiaomei points at his feet and can't help laughing." },
          { tw: '小明問：「你笑是什麼意思？」', en: 'Xiaoming asks, "What do you mean by laughing?"' },
          { tw: '原來他穿了一隻藍鞋子和一隻紅鞋子！', en: 'He is wearing one blue shoe and one red shoe!' },
          { tw: '小明也笑了，他說：「我不介意，這樣很特別！」', en: 'Xiaoming laughs too and says, "I don\'t mind. It\'s special!"' },
        ],
      },
      {
        key: 's5-heart-4',
        title: { tw: '想念外婆', en: 'Missing Grandma' },
        words: [
          {
            word: '想念',
            english: 'miss',
            explain: 'When you miss someone, you think about them and wish they were with you.',
            examples: [
              { tw: '想念家人', en: 'miss your family' },
              { tw: '很想念', en: 'miss very much' },
            ],
            sentence: { tw: '我好想念住在鄉下的外婆。', en: 'I really miss Grandma, who lives in the countryside.' },
            picture: '🥺',
          },
          {
            word: '愉快',
            english: 'cheerful',
            explain: 'When you feel cheerful, you are happy and full of smiles.',
            examples: [
              { tw: '很愉快', en: 'very cheerful' },
              { tw: '愉快的一天', en: 'a happy day' },
            ],
            sentence: { tw: '祝你有愉快的一天！', en: 'Have a happy day!' },
            picture: '😁',
          },
          {
            word: '習慣',
            english: 'habit',
            explain: 'A habit is something you do so often that you do it without thinking.',
            examples: [
              { tw: '好習慣', en: 'a good habit' },
              { tw: '習慣了', en: 'be used to it' },
            ],
            sentence: { tw: '每天刷牙是好習慣。', en: 'Brushing your teeth every day is a good habit.' },
            picture: '🪥',
          },
          {
            word: '傷心',
            english: 'sad',
            explain: 'When you are sad, you feel unhappy and may want to cry.',
            examples: [
              { tw: '很傷心', en: 'very sad' },
              { tw: '別傷心', en: "don't be sad" },
            ],
            sentence: { tw: '小狗不見了，妹妹好傷心。', en: 'The puppy is lost, and my little sister is very sad.' },
            picture: '😢',
          },
        ],
        story: [
          { tw: '外婆回南部的家以後，小美很傷心。', en: 'After Grandma goes back to her home in the south, Xiaomei is very sad.' },
          { tw: '她說：「我好想念外婆，她不在，我好不習慣。」', en: 'She says, "I miss Grandma so much. I\'m not used to her being gone."' },
          { tw: '媽媽說：「我們打電話給外婆吧！」', en: 'Mom says, "Let\'s call Grandma!"' },
          { tw: '電話裡，外婆說：「小美，祝你每天都愉快！」', en: 'On the phone, Grandma says, "Xiaomei, I hope you are cheerful every day!"' },
          { tw: '小美聽了，開心地笑了。', en: 'Xiaomei hears this and smiles happily.' },
        ],
      },
      {
        key: 's5-heart-5',
        title: { tw: '畫出心情', en: 'Drawing feelings' },
        words: [
          {
            word: '珍惜',
            english: 'treasure',
            explain: 'When you treasure something, you take good care of it because it is special to you.',
            examples: [
              { tw: '珍惜食物', en: "don't waste food" },
              { tw: '好好珍惜', en: 'take good care of it' },
            ],
            sentence: { tw: '我們要珍惜每一粒米。', en: 'We should treasure every grain of rice.' },
            picture: '💝',
          },
          {
            word: '志願',
            english: 'dream job',
            explain: 'Your dream job is what you hope to be when you grow up.',
            examples: [
              { tw: '我的志願', en: 'my dream job' },
              { tw: '長大的志願', en: 'what I want to be' },
            ],
            sentence: { tw: '小明的志願是當醫生。', en: "Xiaoming's dream job is to be a doctor." },
          },
          {
            word: '憤怒',
            english: 'very angry',
            explain: 'When you are very angry, you feel hot and mad inside.',
            examples: [
              { tw: '很憤怒', en: 'very angry' },
              { tw: '憤怒的獅子', en: 'an angry lion' },
            ],
            sentence: { tw: '憤怒的時候，先深呼吸。', en: 'When you are very angry, take a deep breath first.' },
            picture: '😡',
          },
          {
            word: '慌張',
            english: 'panic',
            explain: 'When you panic, you get scared and do not know what to do.',
            examples: [
              { tw: '很慌張', en: 'in a panic' },
              { tw: '別慌張', en: "don't panic" },
            ],
            sentence: { tw: '鬧鐘沒響，小明很慌張。', en: "The alarm clock didn't ring, and Xiaoming panics." },
          },
        ],
        story: [
          { tw: '美術課上，老師說：「請大家畫出不同的心情。」', en: 'In art class, the teacher says, "Please draw different feelings."' },
          { tw: '小明畫了一個憤怒的大臉，紅紅的，像一顆番茄。', en: 'Xiaoming draws a big, very angry face, as red as a tomato.' },
          { tw: '小美畫了一隻慌張的小兔子，牠的耳朵都豎起來了。', en: 'Xiaomei draws a rabbit in a panic, with its ears standing straight up.' },
          { tw: '可是小美的蠟筆斷了，她小聲說：「怎麼辦？」', en: 'But Xiaomei\'s crayon breaks, and she whispers, "What do I do?"' },
          { tw: '小明把自己的蠟筆借給她，小美說：「謝謝，我會好好珍惜的。」', en: 'Xiaoming lends her his crayon, and Xiaomei says, "Thanks, I\'ll take good care of it."' },
          { tw: '老師說：「畫得真好，你們以後的志願可以當畫家喔！」', en: 'The teacher says, "Well drawn! Maybe your dream job could be an artist!"' },
        ],
      },
      {
        key: 's5-heart-6',
        title: { tw: '我看懂了', en: 'Now I understand' },
        words: [
          {
            word: '懂',
            english: 'understand',
            explain: 'When you understand something, you know what it means.',
            examples: [
              { tw: '聽懂', en: 'understand what you hear' },
              { tw: '看不懂', en: "can't understand it" },
            ],
            sentence: { tw: '老師講得很清楚，我都聽懂了。', en: 'The teacher explained it clearly, and I understood everything.' },
            picture: '💡',
          },
          {
            word: '答應',
            english: 'promise',
            explain: 'When you promise, you say yes and that you will really do it.',
            examples: [
              { tw: '答應我', en: 'promise me' },
              { tw: '答應了', en: 'said yes' },
            ],
            sentence: { tw: '爸爸答應週末帶我去動物園。', en: 'Dad promised to take me to the zoo on the weekend.' },
            picture: '🤞',
          },
          {
            word: '必須',
            english: 'must',
            explain: 'Must means you have to do it.',
            examples: [
              { tw: '必須早睡', en: 'must go to bed early' },
              { tw: '必須洗手', en: 'must wash your hands' },
            ],
            sentence: { tw: '吃飯前必須先洗手。', en: 'You must wash your hands before eating.' },
          },
          {
            word: '怎麼辦',
            english: 'what to do',
            explain: 'We say what to do when we have a problem and need an idea.',
            examples: [
              { tw: '怎麼辦呢', en: 'what should we do' },
              { tw: '不知道怎麼辦', en: "don't know what to do" },
            ],
            sentence: { tw: '下雨了，沒帶傘，怎麼辦？', en: "It's raining and we have no umbrella. What should we do?" },
          },
        ],
        story: [
          { tw: '爸爸答應小明，寫完功課就可以去公園打球。', en: 'Dad promises Xiaoming that he can play ball in the park after his homework.' },
          { tw: '小明說：「可是這一題我看不懂，怎麼辦？」', en: 'Xiaoming says, "But I don\'t understand this question. What do I do?"' },
          { tw: '爸爸說：「別急，你必須先把題目慢慢讀一遍。」', en: 'Dad says, "Don\'t rush. You must first read the question slowly."' },
          { tw: '小明讀了兩遍，就懂了。', en: 'Xiaoming reads it twice and understands.' },
          { tw: '他很快寫完功課，開心地跑去公園。', en: 'He finishes his homework quickly and happily runs off to the park.' },
        ],
      },
    ],
  },
  {
    radical: '月',
    lessons: [
      {
        key: 's5-moon-1',
        title: { tw: '脫外套', en: 'Off with the coat' },
        words: [
          {
            word: '脫',
            english: 'take off',
            explain: 'When you take off your clothes or shoes, you pull them off your body.',
            examples: [
              { tw: '脫鞋子', en: 'take off your shoes' },
              { tw: '脫外套', en: 'take off your coat' },
            ],
            sentence: { tw: '進門以前要先脫鞋子。', en: 'Take off your shoes before you come in.' },
          },
          {
            word: '能',
            english: 'can',
            explain: 'Can means you are able to do something.',
            examples: [
              { tw: '能不能', en: 'can or cannot' },
              { tw: '我能做到', en: 'I can do it' },
            ],
            sentence: { tw: '小鳥能在天上飛。', en: 'Birds can fly in the sky.' },
          },
          {
            word: '背',
            english: 'back',
            explain: 'Your back is the side of your body behind you, from your neck down to your bottom.',
            examples: [
              { tw: '背上', en: 'on the back' },
              { tw: '拍拍背', en: 'pat on the back' },
            ],
            sentence: { tw: '爸爸讓我坐在他的背上。', en: 'Dad lets me ride on his back.' },
          },
        ],
        story: [
          { tw: '放學回家，小明跑得滿頭大汗。', en: 'Xiaoming runs home from school, all sweaty.' },
          { tw: '他一進門就脫了外套，說：「好熱喔！」', en: 'As soon as he comes in, he takes off his coat and says, "It\'s so hot!"' },
          { tw: '豆豆跳到沙發上，用鼻子碰碰小明的背。', en: "Doudou jumps onto the sofa and nudges Xiaoming's back with its nose." },
          { tw: '小明說：「豆豆，你能幫我把拖鞋拿來嗎？」', en: 'Xiaoming says, "Doudou, can you bring me my slippers?"' },
          { tw: '豆豆馬上跑去，把拖鞋咬了過來。', en: 'Doudou runs off at once and brings the slippers in its mouth.' },
        ],
      },
      {
        key: 's5-moon-2',
        title: { tw: '體育課', en: 'Gym class' },
        words: [
          {
            word: '體育',
            english: 'gym class',
            explain: 'Gym class is the school class where you run, jump and play sports.',
            examples: [
              { tw: '體育課', en: 'gym class' },
              { tw: '體育館', en: 'the gym' },
            ],
            sentence: { tw: '今天有體育課，要穿運動鞋。', en: 'We have gym class today, so wear sneakers.' },
            picture: '🏃',
          },
          {
            word: '肩膀',
            english: 'shoulder',
            explain: 'Your shoulders are where your arms join the top of your body.',
            examples: [
              { tw: '拍拍肩膀', en: 'pat on the shoulder' },
              { tw: '肩膀上', en: 'on the shoulders' },
            ],
            sentence: { tw: '爸爸讓小美坐在他的肩膀上。', en: 'Dad lets Xiaomei sit on his shoulders.' },
          },
          {
            word: '脖子',
            english: 'neck',
            explain: 'Your neck holds up your head and joins it to your body.',
            examples: [
              { tw: '長脖子', en: 'a long neck' },
              { tw: '轉轉脖子', en: 'turn your neck' },
            ],
            sentence: { tw: '長頸鹿的脖子好長。', en: "The giraffe's neck is so long." },
            picture: '🦒',
          },
          {
            word: '胖',
            english: 'chubby',
            explain: 'Chubby means round and soft, with a little extra on your body.',
            examples: [
              { tw: '胖胖的', en: 'chubby' },
              { tw: '變胖', en: 'get fatter' },
            ],
            sentence: { tw: '小豬胖胖的，好可愛。', en: 'The piglet is chubby and so cute.' },
            picture: '🐖',
          },
        ],
        story: [
          { tw: '今天有體育課，老師帶大家到操場上。', en: 'We have gym class today, and the teacher takes everyone to the playground.' },
          { tw: '老師說：「先轉轉脖子，再動動肩膀！」', en: 'The teacher says, "First turn your necks, then move your shoulders!"' },
          { tw: '阿力長得胖胖的，可是他跑得最快。', en: 'Ali is a bit chubby, but he runs the fastest.' },
          { tw: '大家跑完步，都笑著說：「體育課真好玩！」', en: 'After the race, everyone laughs and says, "Gym class is so much fun!"' },
        ],
      },
      {
        key: 's5-moon-3',
        title: { tw: '紙做的翅膀', en: 'Paper wings' },
        words: [
          {
            word: '膠水',
            english: 'glue',
            explain: 'Glue is a sticky liquid that makes paper stick together.',
            examples: [
              { tw: '塗膠水', en: 'put on glue' },
              { tw: '一瓶膠水', en: 'a bottle of glue' },
            ],
            sentence: { tw: '用膠水把紙黏起來。', en: 'Stick the paper together with glue.' },
            picture: '🧴',
          },
          {
            word: '膠帶',
            english: 'tape',
            explain: 'Tape is a sticky strip that holds things together.',
            examples: [
              { tw: '透明膠帶', en: 'clear tape' },
              { tw: '貼膠帶', en: 'stick on tape' },
            ],
            sentence: { tw: '小明用膠帶把畫貼在牆上。', en: 'Xiaoming tapes the picture to the wall.' },
          },
          {
            word: '翅膀',
            english: 'wing',
            explain: 'Wings are the parts of a bird or a butterfly that help it fly.',
            examples: [
              { tw: '鳥的翅膀', en: "a bird's wings" },
              { tw: '張開翅膀', en: 'spread its wings' },
            ],
            sentence: { tw: '蝴蝶張開漂亮的翅膀。', en: 'The butterfly spreads its pretty wings.' },
            picture: '🪽',
          },
        ],
        story: [
          { tw: '小美想要一對會飛的翅膀。', en: 'Xiaomei wants a pair of wings that can fly.' },
          { tw: '小明拿來彩色紙，剪了兩片大大的翅膀。', en: 'Xiaoming brings colored paper and cuts out two big wings.' },
          { tw: '他們用膠水貼上亮片，再用膠帶黏在小美的背上。', en: "They glue on sparkles, then tape the wings to Xiaomei's back." },
          { tw: '小美張開手臂跑來跑去，說：「看！我是一隻小蝴蝶！」', en: 'Xiaomei runs around with her arms open and says, "Look! I\'m a little butterfly!"' },
        ],
      },
      {
        key: 's5-moon-4',
        title: { tw: '伸懶腰', en: 'A big stretch' },
        words: [
          {
            word: '手臂',
            english: 'arm',
            explain: 'Your arm goes from your shoulder down to your hand.',
            examples: [
              { tw: '兩隻手臂', en: 'two arms' },
              { tw: '舉起手臂', en: 'raise your arm' },
            ],
            sentence: { tw: '小明舉起手臂跟爺爺揮手。', en: 'Xiaoming raises his arm and waves to Grandpa.' },
          },
          {
            word: '伸懶腰',
            english: 'stretch',
            explain: 'When you stretch, you reach your arms up high to wake up your body.',
            examples: [
              { tw: '起床伸懶腰', en: 'stretch after waking up' },
              { tw: '貓咪伸懶腰', en: 'a cat stretches' },
            ],
            sentence: { tw: '小美起床後伸懶腰。', en: 'Xiaomei stretches after she gets up.' },
            picture: '🥱',
          },
          {
            word: '腹部',
            english: 'belly',
            explain: 'Your belly is the front of your body between your chest and your legs.',
            examples: [
              { tw: '腹部用力', en: 'tighten your belly' },
              { tw: '保護腹部', en: 'protect your belly' },
            ],
            sentence: { tw: '游泳的時候，腹部要用力。', en: 'Keep your belly tight when you swim.' },
          },
          {
            word: '肌肉',
            english: 'muscle',
            explain: 'Muscles are the strong parts inside your body that help you move.',
            examples: [
              { tw: '手臂的肌肉', en: 'arm muscles' },
              { tw: '練肌肉', en: 'build muscles' },
            ],
            sentence: { tw: '爸爸的手臂有很多肌肉。', en: "Dad's arms are full of muscles." },
            picture: '💪',
          },
        ],
        story: [
          { tw: '星期天早上，爸爸起床後伸懶腰。', en: 'On Sunday morning, Dad stretches after he gets up.' },
          { tw: '他舉起手臂，說：「你們看，我的肌肉大不大？」', en: 'He raises his arms and says, "Look, aren\'t my muscles big?"' },
          { tw: '小明和小美都笑了，也學爸爸舉起手。', en: 'Xiaoming and Xiaomei laugh and raise their arms like Dad.' },
          { tw: '爸爸說：「跟我一起做運動，腹部也要用力喔！」', en: 'Dad says, "Exercise with me, and keep your bellies tight!"' },
        ],
      },
    ],
  },
  {
    radical: '金',
    lessons: [
      {
        key: 's5-gold-1',
        title: { tw: '金色的魚', en: 'A golden fish' },
        words: [
          {
            word: '鉛筆',
            english: 'pencil',
            explain: 'A pencil is a stick with gray lead inside that you write and draw with.',
            examples: [
              { tw: '削鉛筆', en: 'sharpen a pencil' },
              { tw: '一枝鉛筆', en: 'a pencil' },
            ],
            sentence: { tw: '我用鉛筆寫功課。', en: 'I do my homework with a pencil.' },
            picture: '✏️',
          },
          {
            word: '金色',
            english: 'golden',
            explain: 'Golden is a bright yellow color that shines like gold.',
            examples: [
              { tw: '金色的頭髮', en: 'golden hair' },
              { tw: '金色的太陽', en: 'the golden sun' },
            ],
            sentence: { tw: '夕陽把天空染成金色。', en: 'The setting sun turns the sky golden.' },
          },
        ],
        story: [
          { tw: '小美的魚缸裡有一條金魚。', en: "There is a goldfish in Xiaomei's fish tank." },
          { tw: '牠的身體是金色的，在水裡一閃一閃。', en: 'Its body is golden and sparkles in the water.' },
          { tw: '小美拿出鉛筆，把金魚畫在紙上。', en: 'Xiaomei takes out a pencil and draws the goldfish on paper.' },
          { tw: '她說：「我要把這張畫送給外婆。」', en: 'She says, "I\'m going to give this picture to Grandma."' },
        ],
      },
      {
        key: 's5-gold-2',
        title: { tw: '外公的小鎮', en: "Grandpa's little town" },
        words: [
          {
            word: '小鎮',
            english: 'small town',
            explain: 'A small town is a place with fewer houses and people than a big city.',
            examples: [
              { tw: '海邊的小鎮', en: 'a town by the sea' },
              { tw: '住在小鎮', en: 'live in a small town' },
            ],
            sentence: { tw: '外公住在一個安靜的小鎮。', en: 'Grandpa lives in a quiet little town.' },
            picture: '🏘️',
          },
          {
            word: '打針',
            english: 'get a shot',
            explain: 'When you get a shot, a nurse puts medicine into your arm with a needle.',
            examples: [
              { tw: '去打針', en: 'go get a shot' },
              { tw: '打針不痛', en: "the shot doesn't hurt" },
            ],
            sentence: { tw: '打針的時候，小美很勇敢。', en: 'Xiaomei is very brave when she gets a shot.' },
            picture: '💉',
          },
          {
            word: '火鍋',
            english: 'hot pot',
            explain: 'Hot pot is a big pot of soup on the table where everyone cooks meat and vegetables.',
            examples: [
              { tw: '吃火鍋', en: 'eat hot pot' },
              { tw: '火鍋料', en: 'hot pot food' },
            ],
            sentence: { tw: '冬天吃火鍋最暖和。', en: 'Eating hot pot in winter keeps you warmest.' },
            picture: '🍲',
          },
          {
            word: '鏟子',
            english: 'shovel',
            explain: 'A shovel is a tool for digging sand or dirt.',
            examples: [
              { tw: '小鏟子', en: 'a little shovel' },
              { tw: '用鏟子挖沙', en: 'dig sand with a shovel' },
            ],
            sentence: { tw: '小明用鏟子在沙灘上挖洞。', en: 'Xiaoming digs a hole in the sand with a shovel.' },
          },
        ],
        story: [
          { tw: '冬天，小明和小美去外公住的小鎮玩。', en: 'In winter, Xiaoming and Xiaomei visit the little town where Grandpa lives.' },
          { tw: '他們先去診所打針，小美一點也沒哭。', en: "First they go to the clinic for a shot, and Xiaomei doesn't cry at all." },
          { tw: '下午，外公拿小鏟子帶他們在院子裡種花。', en: 'In the afternoon, Grandpa takes a little shovel and plants flowers with them in the yard.' },
          { tw: '晚上，大家圍在桌邊吃火鍋，熱呼呼的好好吃。', en: 'In the evening, everyone sits around the table eating hot pot, warm and yummy.' },
        ],
      },
      {
        key: 's5-gold-3',
        title: { tw: '給奶奶的手鍊', en: 'A bracelet for Grandma' },
        words: [
          {
            word: '手鍊',
            english: 'bracelet',
            explain: 'A bracelet is a pretty chain or string of beads you wear on your wrist.',
            examples: [
              { tw: '戴手鍊', en: 'wear a bracelet' },
              { tw: '珍珠手鍊', en: 'a pearl bracelet' },
            ],
            sentence: { tw: '小美做了一條彩色的手鍊。', en: 'Xiaomei made a colorful bracelet.' },
            picture: '📿',
          },
          {
            word: '鋪',
            english: 'spread',
            explain: 'When you spread something, you lay it out flat over a place, like a cloth on a table.',
            examples: [
              { tw: '鋪桌布', en: 'spread a tablecloth' },
              { tw: '鋪好', en: 'lay it out' },
            ],
            sentence: { tw: '媽媽在草地上鋪了一塊布。', en: 'Mom spread a cloth on the grass.' },
          },
          {
            word: '銅板',
            english: 'coin',
            explain: 'A coin is a small round piece of metal money.',
            examples: [
              { tw: '十元銅板', en: 'a ten-dollar coin' },
              { tw: '投銅板', en: 'put in a coin' },
            ],
            sentence: { tw: '我把銅板放進小豬撲滿。', en: 'I put the coin into my piggy bank.' },
            picture: '🪙',
          },
        ],
        story: [
          { tw: '奶奶過生日，小美想送她一個禮物。', en: "It is Grandma's birthday, and Xiaomei wants to give her a present." },
          { tw: '她打開小豬撲滿，拿出好多銅板。', en: 'She opens her piggy bank and takes out lots of coins.' },
          { tw: '小美買了彩色珠子，做了一條手鍊。', en: 'Xiaomei buys colorful beads and makes a bracelet.' },
          { tw: '她在桌上鋪了一張紙，把手鍊放在上面包起來。', en: 'She spreads a sheet of paper on the table and wraps the bracelet in it.' },
          { tw: '奶奶戴上手鍊，說：「這是我收過最好的禮物！」', en: 'Grandma puts on the bracelet and says, "This is the best present I\'ve ever had!"' },
        ],
      },
    ],
  },
  {
    radical: '門',
    lessons: [
      {
        key: 's5-door-1',
        title: { tw: '出門上學', en: 'Off to school' },
        words: [
          {
            word: '出門',
            english: 'go out',
            explain: 'When you go out, you leave your home to go somewhere.',
            examples: [
              { tw: '出門上學', en: 'leave for school' },
              { tw: '早上出門', en: 'go out in the morning' },
            ],
            sentence: { tw: '出門前要記得帶鑰匙。', en: 'Remember to take your keys before you go out.' },
          },
          {
            word: '開門',
            english: 'open the door',
            explain: 'When you open the door, you pull or push it so that people can go in and out.',
            examples: [
              { tw: '幫我開門', en: 'open the door for me' },
              { tw: '開門進來', en: 'open the door and come in' },
            ],
            sentence: { tw: '爸爸回來了，我跑去開門。', en: 'Dad is home, and I run to open the door.' },
            picture: '🚪',
          },
          {
            word: '大門',
            english: 'gate',
            explain: 'The gate is the big door you go through to get into a house, a school or a park.',
            examples: [
              { tw: '學校大門', en: 'the school gate' },
              { tw: '打開大門', en: 'open the gate' },
            ],
            sentence: { tw: '公園的大門開了。', en: 'The park gate is open.' },
          },
        ],
        story: [
          { tw: '早上，小明和小美要出門上學了。', en: 'In the morning, Xiaoming and Xiaomei are leaving for school.' },
          { tw: '媽媽幫他們開門，豆豆也跑過來，搖著尾巴。', en: 'Mom opens the door for them, and Doudou runs over too, wagging its tail.' },
          { tw: '小美說：「豆豆，你在家等我們喔！」', en: 'Xiaomei says, "Doudou, wait for us at home!"' },
          { tw: '他們走到學校大門，老師笑著說：「早安！」', en: 'They reach the school gate, and the teacher smiles and says, "Good morning!"' },
        ],
      },
      {
        key: 's5-door-2',
        title: { tw: '等綠燈', en: 'Wait for the green light' },
        words: [
          {
            word: '空閒',
            english: 'free time',
            explain: 'Free time is when you have nothing you must do and can play or rest.',
            examples: [
              { tw: '有空閒', en: 'have free time' },
              { tw: '空閒的時候', en: 'in your free time' },
            ],
            sentence: { tw: '空閒的時候，我喜歡畫畫。', en: 'In my free time, I like to draw.' },
          },
          {
            word: '闖紅燈',
            english: 'run red light',
            explain: 'To run a red light is to cross the road when the light says stop, which is dangerous.',
            examples: [
              { tw: '不能闖紅燈', en: 'never run a red light' },
              { tw: '闖紅燈很危險', en: 'running a red light is dangerous' },
            ],
            sentence: { tw: '過馬路的時候，不可以闖紅燈。', en: 'When you cross the road, never run a red light.' },
            picture: '🚦',
          },
          {
            word: '開關',
            english: 'switch',
            explain: 'A switch is the button you press to turn a light or a machine on or off.',
            examples: [
              { tw: '電燈開關', en: 'a light switch' },
              { tw: '按開關', en: 'press the switch' },
            ],
            sentence: { tw: '睡覺前，小美按下電燈開關。', en: 'Before bed, Xiaomei presses the light switch.' },
          },
        ],
        story: [
          { tw: '空閒的時候，爸爸常常帶小明去公園散步。', en: 'In his free time, Dad often takes Xiaoming for a walk in the park.' },
          { tw: '到了路口，紅燈亮了，一個人卻闖紅燈跑過去。', en: 'At the crossing the light is red, yet a man runs the red light.' },
          { tw: '爸爸說：「那樣很危險！我們要等綠燈。」', en: 'Dad says, "That\'s dangerous! We wait for the green light."' },
          { tw: '回家以後，小明打開電燈開關，在紙上畫了一個紅綠燈。', en: 'Back home, Xiaoming turns on the light switch and draws a traffic light on paper.' },
        ],
      },
    ],
  },
  {
    radical: '足',
    lessons: [
      {
        key: 's5-foot-1',
        title: { tw: '熱鬧的下課', en: 'A busy recess' },
        words: [
          {
            word: '跳舞',
            english: 'dance',
            explain: 'When you dance, you move your body to music.',
            examples: [
              { tw: '一起跳舞', en: 'dance together' },
              { tw: '愛跳舞', en: 'love to dance' },
            ],
            sentence: { tw: '小美聽到音樂就開始跳舞。', en: 'Xiaomei starts dancing as soon as she hears music.' },
            picture: '💃',
          },
          {
            word: '跳繩',
            english: 'jump rope',
            explain: 'Jump rope is a game where you swing a rope and jump over it.',
            examples: [
              { tw: '玩跳繩', en: 'play jump rope' },
              { tw: '一條跳繩', en: 'a jump rope' },
            ],
            sentence: { tw: '下課時，我們在操場跳繩。', en: 'At recess, we jump rope on the playground.' },
          },
          {
            word: '腳踏車',
            english: 'bike',
            explain: 'A bike has two wheels and pedals that you push with your feet.',
            examples: [
              { tw: '騎腳踏車', en: 'ride a bike' },
              { tw: '新腳踏車', en: 'a new bike' },
            ],
            sentence: { tw: '爸爸教我騎腳踏車。', en: 'Dad teaches me to ride a bike.' },
            picture: '🚲',
          },
        ],
        story: [
          { tw: '下課了，操場上好熱鬧。', en: 'It is recess, and the playground is busy.' },
          { tw: '有的同學在跳繩，有的同學在跳舞。', en: 'Some classmates jump rope, and some dance.' },
          { tw: '小明說：「放學後，我們一起騎腳踏車去公園吧！」', en: 'Xiaoming says, "After school, let\'s ride our bikes to the park!"' },
        ],
      },
    ],
  },
  {
    radical: '木',
    lessons: [
      {
        key: 's5-tree-1',
        title: { tw: '紙飛機', en: 'The paper airplane' },
        words: [
          {
            word: '飛機',
            english: 'airplane',
            explain: 'An airplane is a big machine with wings that flies people across the sky.',
            examples: [
              { tw: '坐飛機', en: 'take a plane' },
              { tw: '紙飛機', en: 'a paper airplane' },
            ],
            sentence: { tw: '天上有一架飛機。', en: 'There is an airplane in the sky.' },
            picture: '✈️',
          },
          {
            word: '機器人',
            english: 'robot',
            explain: 'A robot is a machine that can move and do jobs by itself.',
            examples: [
              { tw: '玩具機器人', en: 'a toy robot' },
              { tw: '掃地機器人', en: 'a robot vacuum' },
            ],
            sentence: { tw: '哥哥做了一個會走路的機器人。', en: 'My big brother made a robot that can walk.' },
            picture: '🤖',
          },
        ],
        story: [
          { tw: '小明用紙摺了一架飛機。', en: 'Xiaoming folds a paper airplane.' },
          { tw: '他的玩具機器人站在桌上，好像在看飛機。', en: 'His toy robot stands on the table, as if watching the airplane.' },
          { tw: '小明把飛機一丟，飛機飛過了機器人的頭。', en: "Xiaoming throws the airplane, and it flies over the robot's head." },
          { tw: '小美拍手說：「飛得好遠喔！」', en: 'Xiaomei claps and says, "It flew so far!"' },
        ],
      },
    ],
  },
  {
    radical: '大',
    lessons: [
      {
        key: 's5-big-1',
        title: { tw: '夏天的湖邊', en: 'At the lake in summer' },
        words: [
          {
            word: '夏天',
            english: 'summer',
            explain: 'Summer is the hottest season of the year.',
            examples: [
              { tw: '夏天到了', en: 'summer is here' },
              { tw: '熱熱的夏天', en: 'a hot summer' },
            ],
            sentence: { tw: '夏天我們常常去游泳。', en: 'We often go swimming in summer.' },
            picture: '🍉',
          },
          {
            word: '天鵝',
            english: 'swan',
            explain: 'A swan is a big white bird with a long neck that swims on lakes.',
            examples: [
              { tw: '白天鵝', en: 'a white swan' },
              { tw: '黑天鵝', en: 'a black swan' },
            ],
            sentence: { tw: '湖上有兩隻天鵝。', en: 'There are two swans on the lake.' },
            picture: '🦢',
          },
        ],
        story: [
          { tw: '夏天到了，爺爺帶小明和小美去湖邊散步。', en: 'Summer is here, and Grandpa takes Xiaoming and Xiaomei for a walk by the lake.' },
          { tw: '湖上有一隻白色的天鵝，慢慢地游過來。', en: 'A white swan slowly swims toward them on the lake.' },
          { tw: '小美說：「牠的脖子好長，好像一個問號！」', en: 'Xiaomei says, "Its neck is so long. It looks like a question mark!"' },
        ],
      },
    ],
  },
  {
    radical: '子',
    lessons: [
      {
        key: 's5-child-1',
        title: { tw: '紅紅的鼻子', en: 'A red nose' },
        words: [
          {
            word: '鼻子',
            english: 'nose',
            explain: 'Your nose is in the middle of your face, and you smell and breathe with it.',
            examples: [
              { tw: '小鼻子', en: 'a little nose' },
              { tw: '摸鼻子', en: 'touch your nose' },
            ],
            sentence: { tw: '豆豆用鼻子聞一聞。', en: 'Doudou sniffs with its nose.' },
            picture: '👃',
          },
          {
            word: '鼻孔',
            english: 'nostril',
            explain: 'Your nostrils are the two little holes in your nose.',
            examples: [
              { tw: '兩個鼻孔', en: 'two nostrils' },
              { tw: '鼻孔癢癢的', en: 'my nose tickles' },
            ],
            sentence: { tw: '小豬的鼻孔好大。', en: "The piglet's nostrils are so big." },
          },
        ],
        story: [
          { tw: '小美感冒了，鼻子紅紅的。', en: 'Xiaomei has a cold, and her nose is red.' },
          { tw: '她的鼻孔塞住了，說話都不清楚。', en: "Her nostrils are blocked, and she can't speak clearly." },
          { tw: '媽媽說：「多喝水，早點睡覺。」', en: 'Mom says, "Drink lots of water and go to bed early."' },
          { tw: '豆豆走過來，用鼻子碰碰小美的手，好像在說：「快點好起來！」', en: 'Doudou comes over and nudges Xiaomei\'s hand with its nose, as if saying, "Get well soon!"' },
        ],
      },
    ],
  },
  {
    radical: '米',
    lessons: [
      {
        key: 's5-rice-1',
        title: { tw: '精采的表演', en: 'A wonderful show' },
        words: [
          {
            word: '精采',
            english: 'wonderful',
            sense: 'exciting',
            explain: 'Wonderful means so good and exciting that you love to watch it.',
            examples: [
              { tw: '很精采', en: 'very exciting' },
              { tw: '精采的表演', en: 'a great show' },
            ],
            sentence: { tw: '昨天的魔術表演好精采！', en: "Yesterday's magic show was wonderful!" },
            picture: '🎭',
          },
        ],
        story: [
          { tw: '今天班上開同樂會，老師用彩色粉筆在黑板上畫了一個大蛋糕。', en: 'Today our class has a party, and the teacher draws a big cake on the board with colored chalk.' },
          { tw: '小明表演變魔術，把一枝粉筆變不見了。', en: 'Xiaoming does a magic trick and makes a piece of chalk disappear.' },
          { tw: '大家都拍手說：「好精采！」', en: 'Everyone claps and says, "Wonderful!"' },
        ],
      },
    ],
  },
  {
    radical: '艸',
    lessons: [
      {
        key: 's5-grass-1',
        title: { tw: '萬聖節', en: 'Halloween' },
        words: [
          {
            word: '萬',
            english: 'ten thousand',
            explain: 'Ten thousand is a very big number: ten times one thousand.',
            examples: [
              { tw: '一萬', en: 'ten thousand' },
              { tw: '一萬元', en: 'ten thousand dollars' },
            ],
            sentence: { tw: '體育館裡坐了一萬個人。', en: 'Ten thousand people are sitting in the stadium.' },
          },
          {
            word: '萬聖節',
            english: 'Halloween',
            explain: 'Halloween is a fun night when children dress up and ask for candy.',
            examples: [
              { tw: '萬聖節快樂', en: 'Happy Halloween' },
              { tw: '過萬聖節', en: 'celebrate Halloween' },
            ],
            sentence: { tw: '萬聖節的時候，小明扮成一個南瓜。', en: 'On Halloween, Xiaoming dresses up as a pumpkin.' },
            picture: '🎃',
          },
        ],
        story: [
          { tw: '萬聖節到了，學校辦了一場變裝遊行。', en: 'Halloween is here, and the school holds a costume parade.' },
          { tw: '小美扮成小天使，小明扮成大南瓜。', en: 'Xiaomei dresses up as a little angel, and Xiaoming as a big pumpkin.' },
          { tw: '他們在校園裡走了一圈，拿到好多糖果。', en: 'They walk around the school and get lots of candy.' },
          { tw: '小明說：「我的糖果好像有一萬顆！」', en: 'Xiaoming says, "I think I have ten thousand pieces of candy!"' },
        ],
      },
    ],
  },
];
