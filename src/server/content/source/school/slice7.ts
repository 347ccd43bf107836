import type { MoreLessonsSource, RadicalSource } from '../types';

/**
 * The school year's characters, slice 7 (issue 29): the last characters the curriculum lacked
 * (百 丫 扇 of 二上, the 二下 list, then 茶 網 租 華), taught in words a child says. New radicals
 * first (丨 and 戶, each with a full lesson), then the lessons added to radicals other files define.
 * 汙 and 枴 have no stroke data in either source, so no word here uses them.
 */

export const radicals: RadicalSource[] = [
  {
    radical: '丨',
    name: { tw: '豎', en: 'the line radical' },
    meaning: {
      tw: '這個部首就是一條直直的線，從上面一直畫到下面，像把東西串在一起。',
      en: 'Gun is a straight line drawn from top to bottom, like a stick that holds things together.',
    },
    lessons: [
      {
        key: 's7-line-1',
        title: { tw: '串珠手環', en: 'A bead bracelet' },
        words: [
          {
            word: '丫頭',
            english: 'little girl',
            explain: 'Grandma and Grandpa sometimes call a little girl a yatou, and it sounds sweet and loving.',
            examples: [
              { tw: '小丫頭', en: 'little girl' },
              { tw: '可愛的丫頭', en: 'a cute little girl' },
            ],
            sentence: { tw: '奶奶笑著說：「小丫頭，過來吃飯。」', en: 'Grandma smiles and says, "Little girl, come and eat."' },
            picture: '👧',
          },
          {
            word: '中心',
            english: 'center',
            explain: 'The center is the middle of something, the same way from every side.',
            examples: [
              { tw: '圓的中心', en: 'the center of a circle' },
              { tw: '站在中心', en: 'stand in the center' },
            ],
            sentence: { tw: '我在紙的中心畫了一個紅點。', en: 'I drew a red dot in the center of the paper.' },
            picture: '🎯',
          },
          {
            word: '串珠',
            english: 'bead',
            explain: 'Beads are small balls with a hole, and you put them on a string to make a bracelet.',
            examples: [
              { tw: '玩串珠', en: 'play with beads' },
              { tw: '彩色串珠', en: 'colorful beads' },
            ],
            sentence: { tw: '我用串珠做了一條手環。', en: 'I made a bracelet with beads.' },
            picture: '📿',
          },
          {
            word: '中文',
            english: 'Chinese',
            explain: 'Chinese is the language we speak, read and write in Taiwan.',
            examples: [
              { tw: '說中文', en: 'speak Chinese' },
              { tw: '中文書', en: 'a Chinese book' },
            ],
            sentence: { tw: '我會用中文寫自己的名字。', en: 'I can write my name in Chinese.' },
          },
        ],
        story: [
          { tw: '星期天，奶奶教小美玩串珠。', en: 'On Sunday, Grandma teaches Xiaomei to play with beads.' },
          { tw: '小美把一顆大紅珠放在手環的中心。', en: 'Xiaomei puts a big red bead in the center of the bracelet.' },
          { tw: '奶奶說：「小丫頭，妳做得真好看！」', en: 'Grandma says, "Little girl, what you made is so pretty!"' },
          { tw: '小美用中文在卡片上寫：「送給奶奶。」', en: 'Xiaomei writes on a card in Chinese, "For Grandma."' },
        ],
      },
    ],
  },
  {
    radical: '戶',
    name: { tw: '戶字旁', en: 'the door radical' },
    meaning: {
      tw: '戶就是一扇門，有戶字旁的字常常和門、房子有關。',
      en: 'Hu means a door, and characters with it are often about doors and houses.',
    },
    lessons: [
      {
        key: 's7-door-1',
        title: { tw: '好熱的夏天', en: 'A hot summer day' },
        words: [
          {
            word: '扇子',
            english: 'fan',
            sense: 'held in the hand',
            explain: 'A fan is a flat thing you wave in your hand to make a little wind.',
            examples: [
              { tw: '搖扇子', en: 'wave a fan' },
              { tw: '一把扇子', en: 'a fan' },
            ],
            sentence: { tw: '外婆搖著扇子，好涼快。', en: 'Grandma waves a fan, and it feels nice and cool.' },
            picture: '🪭',
          },
          {
            word: '電風扇',
            english: 'electric fan',
            explain: 'An electric fan turns around fast and blows cool wind on hot days.',
            examples: [
              { tw: '打開電風扇', en: 'turn on the electric fan' },
              { tw: '吹電風扇', en: 'sit in front of the fan' },
            ],
            sentence: { tw: '好熱喔，快打開電風扇！', en: "It's so hot, turn on the electric fan, quick!" },
          },
          {
            word: '房子',
            english: 'house',
            sense: 'the building',
            explain: 'A house is a building where a family lives.',
            examples: [
              { tw: '大房子', en: 'a big house' },
              { tw: '蓋房子', en: 'build a house' },
            ],
            sentence: { tw: '外公的房子前面有一棵大樹。', en: "There is a big tree in front of Grandpa's house." },
            picture: '🏠',
          },
          {
            word: '戶外',
            english: 'outdoors',
            explain: 'Outdoors means outside, under the sky, not in a room.',
            examples: [
              { tw: '戶外教學', en: 'a field trip' },
              { tw: '在戶外玩', en: 'play outdoors' },
            ],
            sentence: { tw: '天氣好的時候，我們去戶外玩。', en: 'When the weather is nice, we go and play outdoors.' },
            picture: '🏞️',
          },
        ],
        story: [
          { tw: '夏天到了，外公的房子裡好熱。', en: "Summer is here, and it is very hot in Grandpa's house." },
          { tw: '電風扇壞了，外婆拿出一把扇子。', en: 'The electric fan is broken, and Grandma takes out a fan.' },
          { tw: '小美搖著扇子說：「我們去戶外玩吧！」', en: 'Xiaomei waves the fan and says, "Let\'s go and play outdoors!"' },
          { tw: '大家坐在大樹下，風吹來，好涼快。', en: 'Everyone sits under the big tree, and the breeze feels nice and cool.' },
        ],
      },
    ],
  },
];

export const moreLessons: MoreLessonsSource[] = [
  {
    radical: '白',
    lessons: [
      {
        key: 's7-white-1',
        title: { tw: '數到一百', en: 'Counting to a hundred' },
        words: [
          {
            word: '一百',
            english: 'one hundred',
            explain: 'One hundred is ten tens, a very big number for counting.',
            examples: [
              { tw: '一百分', en: 'a hundred points' },
              { tw: '數到一百', en: 'count to a hundred' },
            ],
            sentence: { tw: '我考了一百分！', en: 'I got a hundred points on my test!' },
            picture: '💯',
          },
          {
            word: '百合',
            english: 'lily',
            explain: 'A lily is a big white flower that smells sweet.',
            examples: [
              { tw: '一朵百合', en: 'a lily' },
              { tw: '白色的百合', en: 'a white lily' },
            ],
            sentence: { tw: '媽媽在花瓶裡放了百合。', en: 'Mom put lilies in the vase.' },
            picture: '🌷',
          },
        ],
        story: [
          { tw: '小美想知道一百有多大。', en: 'Xiaomei wants to know how big one hundred is.' },
          { tw: '她坐在百合花旁邊，一個一個數花瓣。', en: 'She sits next to the lilies and counts the petals one by one.' },
          { tw: '數到一百的時候，她累得睡著了。', en: 'When she gets to one hundred, she is so tired that she falls asleep.' },
        ],
      },
    ],
  },
  {
    radical: '手',
    lessons: [
      {
        key: 's7-hand-1',
        title: { tw: '搬家那一天', en: 'Moving day' },
        words: [
          {
            word: '搬家',
            english: 'move house',
            explain: 'When a family moves house, they take all their things to a new home.',
            examples: [
              { tw: '要搬家了', en: 'we are moving' },
              { tw: '幫忙搬家', en: 'help with the move' },
            ],
            sentence: { tw: '我的好朋友下個月要搬家了。', en: 'My best friend is moving house next month.' },
            picture: '📦',
          },
          {
            word: '提',
            english: 'carry',
            sense: 'by a handle',
            explain: 'You carry a bag by its handle when you hold it hanging down from your hand.',
            examples: [
              { tw: '提水', en: 'carry water' },
              { tw: '提袋子', en: 'carry a bag' },
            ],
            sentence: { tw: '爸爸提著兩大袋水果回家。', en: 'Dad carries two big bags of fruit home.' },
            picture: '👜',
          },
          {
            word: '擔心',
            english: 'worry',
            explain: 'You worry when you are afraid that something bad might happen.',
            examples: [
              { tw: '別擔心', en: "don't worry" },
              { tw: '很擔心', en: 'very worried' },
            ],
            sentence: { tw: '豆豆不見了，小美好擔心。', en: 'Doudou is missing, and Xiaomei is very worried.' },
            picture: '😟',
          },
          {
            word: '扶',
            english: 'hold up',
            explain: 'You hold someone up with your hand so they do not fall.',
            examples: [
              { tw: '扶奶奶', en: 'help Grandma walk' },
              { tw: '扶好', en: 'hold on tight' },
            ],
            sentence: { tw: '我扶著爺爺慢慢走下樓梯。', en: 'I hold Grandpa up as he walks slowly down the stairs.' },
          },
          {
            word: '摸',
            english: 'touch',
            explain: 'You touch something when you put your hand on it gently.',
            examples: [
              { tw: '摸摸頭', en: 'pat on the head' },
              { tw: '不要摸', en: "don't touch" },
            ],
            sentence: { tw: '我摸了摸豆豆軟軟的耳朵。', en: "I touch Doudou's soft ears." },
            picture: '🤚',
          },
          {
            word: '探險',
            english: 'adventure',
            sense: 'exploring',
            explain: 'An adventure is going to a new place to find out what is there.',
            examples: [
              { tw: '去探險', en: 'go on an adventure' },
              { tw: '探險隊', en: 'an adventure team' },
            ],
            sentence: { tw: '我們拿著手電筒，去後山探險。', en: 'We take flashlights and go on an adventure on the hill.' },
            picture: '🧭',
          },
        ],
        story: [
          { tw: '今天小明家要搬家了。', en: "Today Xiaoming's family is moving house." },
          { tw: '爸爸提著大箱子，小明扶著奶奶慢慢走。', en: 'Dad carries big boxes, and Xiaoming holds Grandma up as she walks slowly.' },
          { tw: '小美摸摸豆豆說：「別擔心，新家也很好。」', en: 'Xiaomei pats Doudou and says, "Don\'t worry, the new home is nice too."' },
          { tw: '到了新家，他們像探險一樣，一間一間看。', en: 'At the new home, they look at every room, as if they are on an adventure.' },
        ],
      },
      {
        key: 's7-hand-2',
        title: { tw: '調皮的豆豆', en: 'Naughty Doudou' },
        words: [
          {
            word: '摘',
            english: 'pick',
            sense: 'from a plant',
            explain: 'You pick a fruit or a flower when you take it off the plant.',
            examples: [
              { tw: '摘水果', en: 'pick fruit' },
              { tw: '摘花', en: 'pick flowers' },
            ],
            sentence: { tw: '我們去果園摘橘子。', en: 'We go to the orchard to pick tangerines.' },
            picture: '🍊',
          },
          {
            word: '拋',
            english: 'toss',
            explain: 'You toss something when you throw it up into the air.',
            examples: [
              { tw: '拋球', en: 'toss a ball' },
              { tw: '拋高高', en: 'toss up high' },
            ],
            sentence: { tw: '小明把球拋得好高。', en: 'Xiaoming tosses the ball up very high.' },
          },
          {
            word: '扭蛋',
            english: 'capsule toy',
            explain: 'A capsule toy comes out of a machine in a round plastic ball when you turn the handle.',
            examples: [
              { tw: '轉扭蛋', en: 'get a capsule toy' },
              { tw: '扭蛋機', en: 'a capsule toy machine' },
            ],
            sentence: { tw: '我轉到一個小恐龍扭蛋。', en: 'I got a little dinosaur capsule toy.' },
          },
          {
            word: '搗蛋',
            english: 'make mischief',
            explain: 'When you make mischief, you do naughty things that cause trouble.',
            examples: [
              { tw: '調皮搗蛋', en: 'naughty and mischievous' },
              { tw: '不要搗蛋', en: "don't make mischief" },
            ],
            sentence: { tw: '弟弟又在搗蛋，把積木丟得到處都是。', en: 'My little brother is making mischief again and throwing blocks everywhere.' },
            picture: '😜',
          },
          {
            word: '堅持',
            english: 'keep at it',
            explain: 'When you keep at it, you do not give up even when it is hard.',
            examples: [
              { tw: '堅持到底', en: 'keep going to the end' },
              { tw: '要堅持', en: 'keep at it' },
            ],
            sentence: { tw: '我每天堅持練習跳繩。', en: 'I keep at it and practice jumping rope every day.' },
            picture: '💪',
          },
          {
            word: '表揚',
            english: 'praise',
            explain: 'When the teacher praises you, she says in front of others that you did well.',
            examples: [
              { tw: '老師表揚他', en: 'the teacher praises him' },
              { tw: '上臺被表揚', en: 'be praised on stage' },
            ],
            sentence: { tw: '老師在班上表揚小明很有禮貌。', en: 'The teacher praises Xiaoming in class for being polite.' },
            picture: '🏅',
          },
        ],
        story: [
          { tw: '小明在院子裡拋球，豆豆跳起來接。', en: 'Xiaoming tosses a ball in the yard, and Doudou jumps up to catch it.' },
          { tw: '豆豆很愛搗蛋，把小美的扭蛋咬走了。', en: "Doudou loves to make mischief and runs off with Xiaomei's capsule toy." },
          { tw: '小美堅持追了好久，才在花園拿回來。', en: 'Xiaomei keeps at it and chases him for a long time, and gets it back in the garden.' },
          { tw: '她還摘了一朵花送給媽媽。', en: 'She also picks a flower for Mom.' },
          { tw: '媽媽表揚她說：「妳真有耐心！」', en: 'Mom praises her and says, "You are so patient!"' },
        ],
      },
    ],
  },
  {
    radical: '貝',
    lessons: [
      {
        key: 's7-shell-1',
        title: { tw: '我是小班長', en: 'I am the class helper' },
        words: [
          {
            word: '貪吃',
            english: 'greedy',
            explain: 'Someone who is greedy wants to eat more and more, even when full.',
            examples: [
              { tw: '貪吃的小狗', en: 'a greedy little dog' },
              { tw: '不要貪吃', en: "don't be greedy" },
            ],
            sentence: { tw: '豆豆很貪吃，一下子就把飯吃光了。', en: 'Doudou is greedy and eats all his food in no time.' },
            picture: '🤤',
          },
          {
            word: '浪費',
            english: 'waste',
            explain: 'You waste something when you use more than you need or throw it away.',
            examples: [
              { tw: '不要浪費', en: "don't waste it" },
              { tw: '浪費水', en: 'waste water' },
            ],
            sentence: { tw: '飯要吃完，不要浪費。', en: "Finish your rice, don't waste it." },
          },
          {
            word: '負責',
            english: 'in charge',
            explain: 'When you are in charge of a job, you make sure it gets done.',
            examples: [
              { tw: '我負責澆花', en: "I'm in charge of watering the flowers" },
              { tw: '很負責', en: 'very responsible' },
            ],
            sentence: { tw: '這個星期，我負責擦黑板。', en: "This week I'm in charge of cleaning the blackboard." },
          },
          {
            word: '資料',
            english: 'information',
            explain: 'Information is facts you find in books or on a computer to learn about something.',
            examples: [
              { tw: '找資料', en: 'look for information' },
              { tw: '恐龍的資料', en: 'information about dinosaurs' },
            ],
            sentence: { tw: '我去圖書館找青蛙的資料。', en: 'I go to the library to find information about frogs.' },
            picture: '📑',
          },
        ],
        story: [
          { tw: '小明在班上負責照顧小魚。', en: 'Xiaoming is in charge of looking after the little fish in class.' },
          { tw: '他先上網找了小魚的資料。', en: 'First he looks for information about little fish.' },
          { tw: '小魚很貪吃，可是小明一次只給一點點。', en: 'The fish are greedy, but Xiaoming only gives them a little each time.' },
          { tw: '他說：「吃不完的飼料會浪費，水也會變髒。」', en: 'He says, "Food they can\'t finish is wasted, and it makes the water dirty too."' },
        ],
      },
    ],
  },
  {
    radical: '艸',
    lessons: [
      {
        key: 's7-grass-1',
        title: { tw: '生病的小美', en: 'Xiaomei is sick' },
        words: [
          {
            word: '芒果',
            english: 'mango',
            explain: 'A mango is a sweet yellow fruit that grows in Taiwan in summer.',
            examples: [
              { tw: '芒果冰', en: 'mango shaved ice' },
              { tw: '一顆芒果', en: 'a mango' },
            ],
            sentence: { tw: '夏天最好吃的是芒果冰。', en: 'The best thing to eat in summer is mango shaved ice.' },
            picture: '🥭',
          },
          {
            word: '荷花',
            english: 'lotus',
            explain: 'A lotus is a big pink flower that grows in a pond, with round leaves on the water.',
            examples: [
              { tw: '看荷花', en: 'look at the lotus flowers' },
              { tw: '荷花池', en: 'a lotus pond' },
            ],
            sentence: { tw: '池塘裡開滿了粉紅色的荷花。', en: 'The pond is full of pink lotus flowers.' },
            picture: '🪷',
          },
          {
            word: '吃藥',
            english: 'take medicine',
            explain: 'When you are sick, you take medicine to help you get better.',
            examples: [
              { tw: '按時吃藥', en: 'take medicine on time' },
              { tw: '不想吃藥', en: "don't want to take medicine" },
            ],
            sentence: { tw: '小美感冒了，要乖乖吃藥。', en: 'Xiaomei has a cold and has to take her medicine.' },
            picture: '💊',
          },
        ],
        story: [
          { tw: '小美感冒了，躺在床上。', en: 'Xiaomei has a cold and lies in bed.' },
          { tw: '她不想吃藥，因為藥好苦。', en: "She doesn't want to take her medicine because it is very bitter." },
          { tw: '媽媽說：「吃完藥，就可以吃一點芒果。」', en: 'Mom says, "After your medicine, you can have some mango."' },
          { tw: '病好了以後，全家一起去公園看荷花。', en: 'When she is better, the whole family goes to the park to see the lotus flowers.' },
        ],
      },
    ],
  },
  {
    radical: '糸',
    lessons: [
      {
        key: 's7-silk-1',
        title: { tw: '變小的毛衣', en: 'The sweater that shrank' },
        words: [
          {
            word: '結果',
            english: 'in the end',
            explain: 'We say in the end to tell how something turned out.',
            examples: [
              { tw: '結果呢？', en: 'and then what happened?' },
              { tw: '結果下雨了', en: 'in the end it rained' },
            ],
            sentence: { tw: '我們等了好久，結果公車沒來。', en: "We waited a long time, and in the end the bus didn't come." },
          },
          {
            word: '總是',
            english: 'always',
            explain: 'Always means every time, again and again.',
            examples: [
              { tw: '總是笑', en: 'always smiling' },
              { tw: '總是第一個', en: 'always the first' },
            ],
            sentence: { tw: '豆豆總是在門口等我回家。', en: 'Doudou always waits at the door for me to come home.' },
          },
          {
            word: '縮小',
            english: 'shrink',
            explain: 'Something shrinks when it gets smaller.',
            examples: [
              { tw: '變縮小了', en: 'it shrank' },
              { tw: '縮小一點', en: 'make it a bit smaller' },
            ],
            sentence: { tw: '毛衣洗了以後縮小了。', en: 'The sweater shrank after it was washed.' },
          },
          {
            word: '單純',
            english: 'simple',
            sense: 'honest and plain',
            explain: 'A simple person is honest and plain, with no tricks.',
            examples: [
              { tw: '很單純', en: 'very simple' },
              { tw: '單純的想法', en: 'a simple idea' },
            ],
            sentence: { tw: '小狗的心很單純，只想跟你玩。', en: 'A puppy has a simple heart and only wants to play with you.' },
          },
          {
            word: '絲巾',
            english: 'scarf',
            sense: 'thin silk',
            explain: 'A silk scarf is a thin, soft cloth you wear around your neck.',
            examples: [
              { tw: '一條絲巾', en: 'a silk scarf' },
              { tw: '戴絲巾', en: 'wear a silk scarf' },
            ],
            sentence: { tw: '媽媽戴著一條漂亮的絲巾。', en: 'Mom wears a pretty silk scarf.' },
            picture: '🧣',
          },
        ],
        story: [
          { tw: '外婆總是幫小美織毛衣。', en: 'Grandma always knits sweaters for Xiaomei.' },
          { tw: '小美用熱水洗毛衣，結果毛衣縮小了。', en: 'Xiaomei washed the sweater in hot water, and in the end it shrank.' },
          { tw: '小美很難過，外婆卻笑著說：「沒關係，給妳的娃娃穿。」', en: 'Xiaomei is sad, but Grandma smiles and says, "Never mind, your doll can wear it."' },
          { tw: '外婆還送她一條絲巾，小美單純的笑了。', en: 'Grandma also gives her a silk scarf, and Xiaomei smiles a simple, happy smile.' },
        ],
      },
    ],
  },
  {
    radical: '木',
    lessons: [
      {
        key: 's7-tree-1',
        title: { tw: '爺爺的院子', en: "Grandpa's yard" },
        words: [
          {
            word: '拐杖',
            english: 'walking stick',
            explain: 'A walking stick helps an older person walk without falling.',
            examples: [
              { tw: '拿拐杖', en: 'hold a walking stick' },
              { tw: '爺爺的拐杖', en: "Grandpa's walking stick" },
            ],
            sentence: { tw: '爺爺拿著拐杖去散步。', en: 'Grandpa takes his walking stick and goes for a walk.' },
            picture: '🦯',
          },
          {
            word: '柳橙',
            english: 'orange',
            sense: 'the fruit',
            explain: 'An orange is a round fruit full of sweet juice.',
            examples: [
              { tw: '柳橙汁', en: 'orange juice' },
              { tw: '剝柳橙', en: 'peel an orange' },
            ],
            sentence: { tw: '早餐我喝了一杯柳橙汁。', en: 'I drank a glass of orange juice for breakfast.' },
            picture: '🍊',
          },
          {
            word: '桂花',
            english: 'osmanthus',
            explain: 'Osmanthus is a tree with tiny yellow flowers that smell very sweet.',
            examples: [
              { tw: '桂花香', en: 'the smell of osmanthus' },
              { tw: '桂花樹', en: 'an osmanthus tree' },
            ],
            sentence: { tw: '秋天，院子裡的桂花好香。', en: 'In fall, the osmanthus in the yard smells so sweet.' },
            picture: '🌼',
          },
          {
            word: '棍子',
            english: 'stick',
            sense: 'long and hard',
            explain: 'A stick is a long, thin piece of wood.',
            examples: [
              { tw: '一根棍子', en: 'a stick' },
              { tw: '撿棍子', en: 'pick up a stick' },
            ],
            sentence: { tw: '豆豆咬著一根棍子跑過來。', en: 'Doudou runs over with a stick in his mouth.' },
            picture: '🪵',
          },
          {
            word: '染色',
            english: 'dye',
            explain: 'You dye something when you change its color with colored water.',
            examples: [
              { tw: '染色的布', en: 'dyed cloth' },
              { tw: '幫蛋染色', en: 'dye eggs' },
            ],
            sentence: { tw: '我們用花幫白布染色。', en: 'We dye a white cloth with flowers.' },
            picture: '🎨',
          },
        ],
        story: [
          { tw: '爺爺拿著拐杖，在院子裡看桂花。', en: 'Grandpa holds his walking stick and looks at the osmanthus in the yard.' },
          { tw: '豆豆找到一根棍子，開心的跑來跑去。', en: 'Doudou finds a stick and happily runs around.' },
          { tw: '奶奶用柳橙皮幫白布染色，布變成淡淡的黃色。', en: 'Grandma dyes a white cloth with orange peel, and it turns light yellow.' },
          { tw: '小明說：「好漂亮，像桂花的顏色！」', en: 'Xiaoming says, "So pretty, like the color of osmanthus!"' },
        ],
      },
    ],
  },
  {
    radical: '一',
    lessons: [
      {
        key: 's7-one-1',
        title: { tw: '學校的園丁', en: 'The school gardener' },
        words: [
          {
            word: '園丁',
            english: 'gardener',
            explain: 'A gardener takes care of the plants and flowers in a garden.',
            examples: [
              { tw: '學校的園丁', en: 'the school gardener' },
              { tw: '園丁伯伯', en: 'Mr. Gardener' },
            ],
            sentence: { tw: '園丁伯伯每天早上幫花澆水。', en: 'The gardener waters the flowers every morning.' },
            picture: '🧑‍🌾',
          },
          {
            word: '丟掉',
            english: 'throw away',
            explain: 'You throw something away when you put it in the trash.',
            examples: [
              { tw: '丟掉垃圾', en: 'throw away the trash' },
              { tw: '不要丟掉', en: "don't throw it away" },
            ],
            sentence: { tw: '壞掉的玩具不要亂丟掉，可以修一修。', en: "Don't just throw away a broken toy, you can fix it." },
            picture: '🗑️',
          },
          {
            word: '並且',
            english: 'and also',
            sense: 'in writing',
            explain: 'We use and also to join two things that are both true.',
            examples: [
              { tw: '並且很好吃', en: 'and also very yummy' },
              { tw: '並且要洗手', en: 'and also wash your hands' },
            ],
            sentence: { tw: '他很會畫畫，並且很會唱歌。', en: 'He is good at drawing, and also good at singing.' },
          },
        ],
        story: [
          { tw: '學校的園丁伯伯很忙。', en: 'The school gardener is very busy.' },
          { tw: '他把枯掉的葉子丟掉，並且幫小樹澆水。', en: 'He throws away the dry leaves, and also waters the little trees.' },
          { tw: '小明說：「園丁伯伯，我來幫您！」', en: 'Xiaoming says, "Mr. Gardener, let me help you!"' },
        ],
      },
    ],
  },
  {
    radical: '足',
    lessons: [
      {
        key: 's7-foot-1',
        title: { tw: '小美學跳舞', en: 'Xiaomei learns to dance' },
        words: [
          {
            word: '踮腳',
            english: 'tiptoe',
            explain: 'You stand on tiptoe when you stand up on the front of your feet.',
            examples: [
              { tw: '踮腳尖', en: 'stand on tiptoe' },
              { tw: '踮腳走路', en: 'walk on tiptoe' },
            ],
            sentence: { tw: '我踮腳才拿得到書架上的書。', en: 'I have to stand on tiptoe to reach the book on the shelf.' },
          },
          {
            word: '舞蹈',
            english: 'dance',
            sense: 'the art',
            explain: 'Dance is moving your body to music in a beautiful way.',
            examples: [
              { tw: '學舞蹈', en: 'learn dance' },
              { tw: '舞蹈表演', en: 'a dance show' },
            ],
            sentence: { tw: '姊姊每個星期六去上舞蹈課。', en: 'My big sister goes to dance class every Saturday.' },
            picture: '🩰',
          },
        ],
        story: [
          { tw: '小美開始上舞蹈課了。', en: 'Xiaomei has started going to dance class.' },
          { tw: '老師說：「踮腳，轉一圈！」', en: 'The teacher says, "On tiptoe, now turn around!"' },
          { tw: '小美踮腳轉了一圈，像一隻小蝴蝶，大家都拍手了。', en: 'Xiaomei turns around on tiptoe like a little butterfly, and everyone claps.' },
        ],
      },
    ],
  },
  {
    radical: '儿',
    lessons: [
      {
        key: 's7-legs-1',
        title: { tw: '幼兒園的燈籠', en: 'Lanterns at kindergarten' },
        words: [
          {
            word: '幼兒園',
            english: 'kindergarten',
            explain: 'Kindergarten is the school little children go to before first grade.',
            examples: [
              { tw: '上幼兒園', en: 'go to kindergarten' },
              { tw: '幼兒園老師', en: 'kindergarten teacher' },
            ],
            sentence: { tw: '小美在幼兒園交了新朋友。', en: 'Xiaomei made a new friend at kindergarten.' },
            picture: '🏫',
          },
          {
            word: '元宵節',
            english: 'Lantern Festival',
            explain: 'The Lantern Festival comes after Chinese New Year, and people carry lanterns and eat sweet rice balls.',
            examples: [
              { tw: '元宵節快樂', en: 'happy Lantern Festival' },
              { tw: '元宵節提燈籠', en: 'carry lanterns at the Lantern Festival' },
            ],
            sentence: { tw: '元宵節晚上，我們去看花燈。', en: 'On the night of the Lantern Festival, we go and see the lanterns.' },
            picture: '🏮',
          },
        ],
        story: [
          { tw: '元宵節快到了，幼兒園的小朋友一起做燈籠。', en: 'The Lantern Festival is coming, and the kindergarten children make lanterns together.' },
          { tw: '小美的燈籠是一隻小兔子。', en: "Xiaomei's lantern is a little rabbit." },
          { tw: '晚上，她提著燈籠，和哥哥一起去看花燈。', en: 'In the evening, she carries her lantern and goes to see the lanterns with her brother.' },
        ],
      },
    ],
  },
  {
    radical: '工',
    lessons: [
      {
        key: 's7-work-1',
        title: { tw: '巨人的鞋子', en: "The giant's shoes" },
        words: [
          {
            word: '巨人',
            english: 'giant',
            explain: 'A giant is a very, very big person in a story.',
            examples: [
              { tw: '好大的巨人', en: 'a huge giant' },
              { tw: '巨人的故事', en: 'a story about a giant' },
            ],
            sentence: { tw: '故事裡的巨人一步就跨過了河。', en: 'The giant in the story crosses the river in one step.' },
            picture: '🧌',
          },
          {
            word: '差不多',
            english: 'about the same',
            explain: 'Two things are about the same when they are almost alike.',
            examples: [
              { tw: '差不多高', en: 'about as tall' },
              { tw: '差不多了', en: 'almost done' },
            ],
            sentence: { tw: '我和哥哥的腳差不多大了。', en: "My feet are about the same size as my brother's now." },
          },
        ],
        story: [
          { tw: '小明穿上爸爸的大鞋子，說：「我是巨人！」', en: 'Xiaoming puts on Dad\'s big shoes and says, "I am a giant!"' },
          { tw: '他走一步，鞋子就掉了。', en: 'He takes one step, and the shoes fall off.' },
          { tw: '爸爸笑著說：「等你的腳和我的差不多大，再來當巨人吧。」', en: 'Dad laughs and says, "When your feet are about the same size as mine, you can be a giant."' },
        ],
      },
    ],
  },
  {
    radical: '己',
    lessons: [
      {
        key: 's7-self-1',
        title: { tw: '等巴士', en: 'Waiting for the bus' },
        words: [
          {
            word: '巴士',
            english: 'bus',
            sense: 'a big bus',
            explain: 'A bus is a big car that carries many people.',
            examples: [
              { tw: '坐巴士', en: 'take the bus' },
              { tw: '雙層巴士', en: 'a double-decker bus' },
            ],
            sentence: { tw: '我們坐巴士去動物園。', en: 'We take the bus to the zoo.' },
            picture: '🚌',
          },
          {
            word: '已經',
            english: 'already',
            explain: 'Already means something has happened before now.',
            examples: [
              { tw: '已經好了', en: 'it is ready already' },
              { tw: '已經八點了', en: "it's already eight o'clock" },
            ],
            sentence: { tw: '我已經寫完功課了。', en: 'I have already finished my homework.' },
          },
        ],
        story: [
          { tw: '小明和奶奶在站牌等巴士。', en: 'Xiaoming and Grandma wait for the bus at the bus stop.' },
          { tw: '小明說：「已經等好久了！」', en: 'Xiaoming says, "We have already waited so long!"' },
          { tw: '奶奶指著前面說：「你看，巴士來了。」', en: 'Grandma points ahead and says, "Look, the bus is coming."' },
        ],
      },
    ],
  },
  {
    radical: '瓜',
    lessons: [
      {
        key: 's7-melon-1',
        title: { tw: '絲瓜上的瓢蟲', en: 'A ladybug on the loofah' },
        words: [
          {
            word: '絲瓜',
            english: 'loofah',
            explain: 'A loofah is a long green vegetable that grows on a vine.',
            examples: [
              { tw: '絲瓜湯', en: 'loofah soup' },
              { tw: '種絲瓜', en: 'grow loofahs' },
            ],
            sentence: { tw: '外婆煮了一鍋絲瓜湯。', en: 'Grandma cooked a pot of loofah soup.' },
            picture: '🥒',
          },
          {
            word: '瓢蟲',
            english: 'ladybug',
            explain: 'A ladybug is a small round red bug with black dots.',
            examples: [
              { tw: '一隻瓢蟲', en: 'a ladybug' },
              { tw: '紅色的瓢蟲', en: 'a red ladybug' },
            ],
            sentence: { tw: '一隻瓢蟲停在我的手指上。', en: 'A ladybug lands on my finger.' },
            picture: '🐞',
          },
        ],
        story: [
          { tw: '外婆的菜園裡長了好多絲瓜。', en: "Lots of loofahs are growing in Grandma's vegetable garden." },
          { tw: '小美看到一隻瓢蟲在絲瓜葉上爬。', en: 'Xiaomei sees a ladybug crawling on a loofah leaf.' },
          { tw: '外婆說：「瓢蟲會吃小蟲，是菜園的好朋友。」', en: 'Grandma says, "Ladybugs eat little bugs, so they are the garden\'s good friends."' },
        ],
      },
    ],
  },
  {
    radical: '雨',
    lessons: [
      {
        key: 's7-rain-1',
        title: { tw: '去露營', en: 'Going camping' },
        words: [
          {
            word: '露營',
            english: 'camping',
            explain: 'When you go camping, you sleep outdoors in a tent.',
            examples: [
              { tw: '去露營', en: 'go camping' },
              { tw: '露營車', en: 'a camper van' },
            ],
            sentence: { tw: '放假的時候，我們全家去山上露營。', en: 'On vacation, our whole family goes camping in the mountains.' },
            picture: '🏕️',
          },
        ],
        story: [
          { tw: '星期六，爸爸帶大家去露營。', en: 'On Saturday, Dad takes everyone camping.' },
          { tw: '晚上，小明和小美躺在帳篷外看星星。', en: 'At night, Xiaoming and Xiaomei lie outside the tent and look at the stars.' },
          { tw: '小美說：「露營好好玩，下次還要來！」', en: 'Xiaomei says, "Camping is so much fun, let\'s come again next time!"' },
        ],
      },
    ],
  },
  {
    radical: '食',
    lessons: [
      {
        key: 's7-food-1',
        title: { tw: '營養的早餐', en: 'A healthy breakfast' },
        words: [
          {
            word: '營養',
            english: 'nutrition',
            explain: 'Nutrition is the good things in food that help your body grow strong.',
            examples: [
              { tw: '很有營養', en: 'very nutritious' },
              { tw: '營養的早餐', en: 'a healthy breakfast' },
            ],
            sentence: { tw: '青菜很有營養，要多吃一點。', en: 'Vegetables are full of nutrition, so eat some more.' },
            picture: '🥗',
          },
        ],
        story: [
          { tw: '早上，媽媽做了蛋、牛奶和水果。', en: 'In the morning, Mom makes eggs, milk and fruit.' },
          { tw: '小明說：「好多喔！」', en: 'Xiaoming says, "That\'s so much!"' },
          { tw: '媽媽說：「早餐要有營養，上課才有力氣。」', en: 'Mom says, "Breakfast needs good nutrition, so you have energy in class."' },
        ],
      },
    ],
  },
  {
    radical: '囗',
    lessons: [
      {
        key: 's7-enclose-1',
        title: { tw: '圍牆上的貓', en: 'The cat on the wall' },
        words: [
          {
            word: '圍牆',
            english: 'wall',
            sense: 'around a yard',
            explain: 'A wall goes around a yard or a school to keep it safe.',
            examples: [
              { tw: '學校的圍牆', en: 'the school wall' },
              { tw: '高高的圍牆', en: 'a tall wall' },
            ],
            sentence: { tw: '一隻貓在圍牆上睡午覺。', en: 'A cat is taking a nap on the wall.' },
            picture: '🧱',
          },
        ],
        story: [
          { tw: '放學的時候，小明看到圍牆上有一隻黑貓。', en: 'After school, Xiaoming sees a black cat on the wall.' },
          { tw: '豆豆對著牠汪汪叫。', en: 'Doudou barks at it.' },
          { tw: '黑貓伸伸懶腰，跳下圍牆走了。', en: 'The black cat stretches, jumps off the wall and walks away.' },
        ],
      },
    ],
  },
  {
    radical: '攴',
    lessons: [
      {
        key: 's7-tap-1',
        title: { tw: '沒關係，再試一次', en: 'Never mind, try again' },
        words: [
          {
            word: '失敗',
            english: 'fail',
            explain: 'You fail when you try to do something and it does not work.',
            examples: [
              { tw: '失敗了', en: 'it failed' },
              { tw: '不怕失敗', en: 'not afraid to fail' },
            ],
            sentence: { tw: '失敗了沒關係，再試一次就好。', en: "It's OK to fail, just try again." },
          },
        ],
        story: [
          { tw: '小明想做一個紙飛機，可是一直失敗。', en: 'Xiaoming wants to make a paper plane, but it keeps failing.' },
          { tw: '爸爸說：「不要怕失敗，我們一起想一想。」', en: 'Dad says, "Don\'t be afraid to fail, let\'s think about it together."' },
          { tw: '最後，紙飛機飛得好遠好遠。', en: 'In the end, the paper plane flies very, very far.' },
        ],
      },
    ],
  },
  {
    radical: '又',
    lessons: [
      {
        key: 's7-again-1',
        title: { tw: '小狗的名字', en: "The puppy's name" },
        words: [
          {
            word: '取名字',
            english: 'give a name',
            explain: 'You give a name to a new baby or a pet so everyone knows what to call it.',
            examples: [
              { tw: '幫小狗取名字', en: 'name the puppy' },
              { tw: '取名字好難', en: 'naming is hard' },
            ],
            sentence: { tw: '我們幫新來的小貓取名字。', en: 'We give a name to the new kitten.' },
            picture: '🏷️',
          },
        ],
        story: [
          { tw: '豆豆剛來小明家的時候，還沒有名字。', en: "When Doudou first came to Xiaoming's home, he had no name yet." },
          { tw: '大家一起幫牠取名字。', en: 'Everyone helped to give him a name.' },
          { tw: '小美說：「牠的眼睛像黑豆，就叫豆豆吧！」', en: 'Xiaomei said, "His eyes look like black beans, let\'s call him Doudou!"' },
        ],
      },
    ],
  },
  {
    radical: '玉',
    lessons: [
      {
        key: 's7-jade-1',
        title: { tw: '早上的讀書聲', en: 'Reading in the morning' },
        words: [
          {
            word: '琅琅',
            english: 'ringing',
            explain: 'We say ringing for the clear sound of many children reading aloud together.',
            examples: [
              { tw: '書聲琅琅', en: 'the ringing sound of reading' },
              { tw: '琅琅上口', en: 'easy to say aloud' },
            ],
            sentence: { tw: '教室裡傳來琅琅的讀書聲。', en: 'The ringing sound of reading comes from the classroom.' },
          },
        ],
        story: [
          { tw: '早上，小明走進學校。', en: 'In the morning, Xiaoming walks into school.' },
          { tw: '每間教室都傳來琅琅的讀書聲。', en: 'The ringing sound of reading comes from every classroom.' },
          { tw: '他也快快坐好，和同學一起大聲讀課文。', en: 'He quickly sits down too and reads the lesson aloud with his classmates.' },
        ],
      },
    ],
  },
  {
    radical: '女',
    lessons: [
      {
        key: 's7-woman-1',
        title: { tw: '姑姑來了', en: 'Auntie is here' },
        words: [
          {
            word: '姑姑',
            english: 'aunt',
            sense: "dad's sister",
            explain: "Your gugu is your dad's sister.",
            examples: [
              { tw: '小姑姑', en: "dad's younger sister" },
              { tw: '姑姑好', en: 'hello, Auntie' },
            ],
            sentence: { tw: '姑姑從臺北來看我們。', en: 'Auntie comes from Taipei to see us.' },
            picture: '👩',
          },
        ],
        story: [
          { tw: '今天爸爸的妹妹要來，她是小明的姑姑。', en: "Today Dad's younger sister is coming, and she is Xiaoming's aunt." },
          { tw: '姑姑帶來一盒好吃的鳳梨酥。', en: 'Auntie brings a box of yummy pineapple cakes.' },
          { tw: '小美抱著姑姑說：「我好想妳！」', en: 'Xiaomei hugs Auntie and says, "I missed you so much!"' },
        ],
      },
    ],
  },
  {
    radical: '子',
    lessons: [
      {
        key: 's7-child-1',
        title: { tw: '孤單的小狗', en: 'A lonely little dog' },
        words: [
          {
            word: '孤單',
            english: 'lonely',
            explain: 'You feel lonely when you are all alone and want a friend.',
            examples: [
              { tw: '好孤單', en: 'so lonely' },
              { tw: '不孤單', en: 'not lonely' },
            ],
            sentence: { tw: '大家都出門了，豆豆覺得好孤單。', en: 'Everyone went out, and Doudou feels very lonely.' },
            picture: '😔',
          },
          {
            word: '文字',
            english: 'writing',
            sense: 'the characters',
            explain: 'Writing is the characters we use to put words on paper.',
            examples: [
              { tw: '中國的文字', en: 'Chinese writing' },
              { tw: '認識文字', en: 'learn to read' },
            ],
            sentence: { tw: '這本書有圖畫，也有文字。', en: 'This book has pictures and also writing.' },
            picture: '✍️',
          },
        ],
        story: [
          { tw: '小明上學去了，豆豆一個人在家好孤單。', en: 'Xiaoming has gone to school, and Doudou is all alone at home and very lonely.' },
          { tw: '放學後，小明在紙上寫文字給豆豆看：「我回來了！」', en: 'After school, Xiaoming writes on paper for Doudou to see, "I\'m home!"' },
          { tw: '豆豆看不懂文字，可是牠搖著尾巴跑過來。', en: "Doudou can't read writing, but he wags his tail and runs over." },
        ],
      },
    ],
  },
  {
    radical: '艸',
    lessons: [
      {
        key: 's7-grass-2',
        title: { tw: '華麗的茶會', en: 'A fancy tea party' },
        words: [
          {
            word: '奶茶',
            english: 'milk tea',
            explain: 'Milk tea is tea with milk in it, and in Taiwan it often has chewy pearls.',
            examples: [
              { tw: '珍珠奶茶', en: 'bubble tea' },
              { tw: '一杯奶茶', en: 'a cup of milk tea' },
            ],
            sentence: { tw: '媽媽買了一杯珍珠奶茶給我。', en: 'Mom bought me a cup of bubble tea.' },
            picture: '🧋',
          },
          {
            word: '華麗',
            english: 'fancy',
            explain: 'Something fancy is very beautiful, with bright colors and shiny things.',
            examples: [
              { tw: '華麗的衣服', en: 'fancy clothes' },
              { tw: '好華麗', en: 'so fancy' },
            ],
            sentence: { tw: '公主穿著華麗的裙子去跳舞。', en: 'The princess wears a fancy dress to the dance.' },
            picture: '👑',
          },
          {
            word: '茶',
            english: 'tea',
            explain: 'Tea is a hot drink made from leaves in water.',
            examples: [
              { tw: '喝茶', en: 'drink tea' },
              { tw: '一壺茶', en: 'a pot of tea' },
            ],
            sentence: { tw: '爺爺每天早上都要喝茶。', en: 'Grandpa drinks tea every morning.' },
            picture: '🍵',
          },
        ],
        story: [
          { tw: '小美和娃娃在房間裡開茶會。', en: 'Xiaomei has a tea party with her dolls in her room.' },
          { tw: '她穿上媽媽的華麗絲巾，假裝自己是公主。', en: "She puts on Mom's fancy silk scarf and pretends to be a princess." },
          { tw: '爺爺也來了，小美倒了一杯茶給他。', en: 'Grandpa comes too, and Xiaomei pours him a cup of tea.' },
          { tw: '爺爺說：「謝謝公主！下次我請妳喝奶茶。」', en: 'Grandpa says, "Thank you, Princess! Next time I\'ll buy you milk tea."' },
        ],
      },
    ],
  },
  {
    radical: '糸',
    lessons: [
      {
        key: 's7-silk-2',
        title: { tw: '打網球', en: 'Playing tennis' },
        words: [
          {
            word: '網球',
            english: 'tennis',
            explain: 'Tennis is a game where you hit a ball over a net with a racket.',
            examples: [
              { tw: '打網球', en: 'play tennis' },
              { tw: '網球拍', en: 'a tennis racket' },
            ],
            sentence: { tw: '爸爸星期天都去打網球。', en: 'Dad plays tennis every Sunday.' },
            picture: '🎾',
          },
          {
            word: '上網',
            english: 'go online',
            explain: 'You go online when you use a computer or a phone to visit the internet.',
            examples: [
              { tw: '上網查', en: 'look it up online' },
              { tw: '不要一直上網', en: "don't stay online too long" },
            ],
            sentence: { tw: '我和媽媽一起上網找恐龍的圖片。', en: 'Mom and I go online to find pictures of dinosaurs.' },
            picture: '💻',
          },
        ],
        story: [
          { tw: '小明想學打網球。', en: 'Xiaoming wants to learn to play tennis.' },
          { tw: '他先和爸爸上網看別人怎麼打。', en: 'First he goes online with Dad to see how others play.' },
          { tw: '星期天，他拿著新球拍，和爸爸去公園打網球。', en: 'On Sunday, he takes his new racket and plays tennis with Dad in the park.' },
        ],
      },
    ],
  },
  {
    radical: '禾',
    lessons: [
      {
        key: 's7-grain-1',
        title: { tw: '租腳踏車', en: 'Renting bikes' },
        words: [
          {
            word: '租',
            english: 'rent',
            explain: 'You rent something when you pay to use it for a while and then give it back.',
            examples: [
              { tw: '租腳踏車', en: 'rent a bike' },
              { tw: '租房子', en: 'rent a house' },
            ],
            sentence: { tw: '我們在河邊租了兩臺腳踏車。', en: 'We rented two bikes by the river.' },
            picture: '🚲',
          },
        ],
        story: [
          { tw: '星期天，全家到河邊玩。', en: 'On Sunday, the whole family goes to the river.' },
          { tw: '爸爸租了一臺大大的腳踏車，可以坐四個人。', en: 'Dad rents a big bike that four people can ride.' },
          { tw: '大家一起踩，豆豆在後面跑，好開心！', en: 'Everyone pedals together, and Doudou runs behind, so happy!' },
        ],
      },
    ],
  },
];
