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
          {
            word: '所以',
            english: 'so',
            sense: 'that is why',
            explain: 'We say so to tell what happens because of something.',
            examples: [
              { tw: '所以我笑了', en: 'so I laughed' },
              { tw: '下雨了，所以', en: "it's raining, so" },
            ],
            sentence: { tw: '我很餓，所以吃了兩碗飯。', en: 'I was very hungry, so I ate two bowls of rice.' },
          },
        ],
        story: [
          { tw: '夏天到了，外公的房子裡好熱。', en: "Summer is here, and it is very hot in Grandpa's house." },
          { tw: '電風扇壞了，所以外婆拿出一把扇子。', en: 'The electric fan is broken, so Grandma takes out a fan.' },
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
];
