import type { RadicalSource } from '../types';

/** Numbers, school and everyday radicals: 一 二 八 十 囗 大 力 言 貝 走. */
export const radicals: RadicalSource[] = [
  {
    radical: '一',
    name: { tw: '一部', en: 'the one radical' },
    meaning: {
      tw: '一就是一條橫線，有一的字常常和數字或上下的位置有關係。',
      en: 'Yi is one flat line, and characters with it are often about numbers or about up and down.',
    },
    lessons: [
      {
        key: 'one-1',
        title: { tw: '三個三明治', en: 'Three sandwiches' },
        words: [
          {
            word: '一',
            english: 'one',
            explain: 'One is the very first number, like the one nose on your face.',
            examples: [
              { tw: '一個人', en: 'one person' },
              { tw: '一天', en: 'one day' },
              { tw: '第一', en: 'first' },
            ],
            sentence: { tw: '我有一個鼻子和一張嘴巴。', en: 'I have one nose and one mouth.' },
          },
          {
            word: '三',
            english: 'three',
            explain: 'Three is one more than two, like the three wheels on a tricycle.',
            examples: [
              { tw: '三隻小豬', en: 'three little pigs' },
              { tw: '三角形', en: 'triangle' },
            ],
            sentence: { tw: '桌上有三個蘋果。', en: 'There are three apples on the table.' },
          },
          {
            word: '七',
            english: 'seven',
            explain: 'Seven is how many days there are in one week.',
            examples: [
              { tw: '七天', en: 'seven days' },
              { tw: '七歲', en: 'seven years old' },
              { tw: '七月', en: 'July' },
            ],
            sentence: { tw: '哥哥今年七歲了。', en: 'My older brother is seven this year.' },
          },
          {
            word: '三明治',
            english: 'sandwich',
            explain: 'A sandwich is two slices of bread with something yummy, like egg or cheese, in the middle.',
            examples: [
              { tw: '雞蛋三明治', en: 'egg sandwich' },
              { tw: '做三明治', en: 'make a sandwich' },
            ],
            sentence: { tw: '媽媽做了一個雞蛋三明治給我當早餐。', en: 'Mom made me an egg sandwich for breakfast.' },
            picture: '🥪',
          },
        ],
        story: [
          { tw: '小明有一隻狗，名字叫豆豆。', en: 'Xiaoming has one dog, and his name is Doudou.' },
          { tw: '奶奶給小明做了三個三明治。', en: 'Grandma makes Xiaoming three sandwiches.' },
          { tw: '豆豆看著三明治，搖了七次尾巴。', en: 'Doudou looks at the sandwiches and wags his tail seven times.' },
          { tw: '小明笑著說：「好吧，給你一個！」', en: 'Xiaoming laughs and says, all right, here is one for you!' },
        ],
      },
      {
        key: 'one-2',
        title: { tw: '上上下下', en: 'Up and down' },
        words: [
          {
            word: '上',
            english: 'up',
            explain: 'Up is the way to the sky, where birds and balloons go.',
            examples: [
              { tw: '上面', en: 'on top' },
              { tw: '樓上', en: 'upstairs' },
              { tw: '上學', en: 'go to school' },
            ],
            sentence: { tw: '小鳥飛到樹上。', en: 'The little bird flies up into the tree.' },
            picture: '⬆️',
          },
          {
            word: '下',
            english: 'down',
            explain: 'Down is the way to the ground, where the raindrops fall.',
            examples: [
              { tw: '下面', en: 'below' },
              { tw: '樓下', en: 'downstairs' },
              { tw: '下雨', en: 'to rain' },
            ],
            sentence: { tw: '小貓從椅子上跳下來。', en: 'The kitten jumps down from the chair.' },
            picture: '⬇️',
          },
          {
            word: '不',
            english: 'not',
            explain: 'We use this word to say no or not, like when soup is not hot.',
            examples: [
              { tw: '不要', en: "don't want" },
              { tw: '不是', en: 'is not' },
              { tw: '不好', en: 'not good' },
            ],
            sentence: { tw: '我不怕黑。', en: 'I am not afraid of the dark.' },
          },
        ],
        story: [
          { tw: '小美在公園放風箏。', en: 'Xiaomei is flying a kite in the park.' },
          { tw: '風箏一直往上飛，飛得好高好高。', en: 'The kite flies up and up, higher and higher.' },
          { tw: '豆豆在下面跑來跑去。', en: 'Doudou runs back and forth down below.' },
          { tw: '小美說：「我的風箏要飛到白雲上面去！」', en: 'Xiaomei says, my kite is going to fly up above the white clouds!' },
          { tw: '爸爸笑著說：「不行，要吃晚飯了，快讓它下來吧。」', en: "Dad laughs and says, no, it's time for dinner, bring it down now." },
        ],
      },
    ],
  },
  {
    radical: '二',
    name: { tw: '二部', en: 'the two radical' },
    meaning: {
      tw: '二是兩條橫線，就是數字二，有二的字常常和數字有關係。',
      en: 'Er is two flat lines that mean the number two, and characters with it are often about numbers.',
    },
    lessons: [
      {
        key: 'two-1',
        title: { tw: '井邊數一數', en: 'Counting by the well' },
        words: [
          {
            word: '二',
            english: 'two',
            explain: 'Two is one and one more, like your two eyes.',
            examples: [
              { tw: '二月', en: 'February' },
              { tw: '十二', en: 'twelve' },
              { tw: '第二', en: 'second' },
            ],
            sentence: { tw: '一加一等於二。', en: 'One plus one equals two.' },
          },
          {
            word: '五',
            english: 'five',
            explain: 'Five is how many fingers you have on one hand.',
            examples: [
              { tw: '五根手指', en: 'five fingers' },
              { tw: '五月', en: 'May' },
              { tw: '五顏六色', en: 'colorful' },
            ],
            sentence: { tw: '我的每隻手都有五根手指。', en: 'Each of my hands has five fingers.' },
          },
          {
            word: '井',
            english: 'well',
            sense: 'for water',
            explain: 'A well is a deep hole in the ground where people get water.',
            examples: [
              { tw: '水井', en: 'water well' },
              { tw: '井水', en: 'well water' },
            ],
            sentence: { tw: '爺爺家的院子裡有一口井。', en: "There is a well in Grandpa's yard." },
          },
          {
            word: '一些',
            english: 'some',
            explain: 'Some means a few of something, but not all of it.',
            examples: [
              { tw: '一些水', en: 'some water' },
              { tw: '一些朋友', en: 'some friends' },
            ],
            sentence: { tw: '媽媽買了一些水果。', en: 'Mom bought some fruit.' },
          },
        ],
        story: [
          { tw: '爺爺從井裡打上來一些水。', en: 'Grandpa draws some water up from the well.' },
          { tw: '他說：「我數到五，你們就可以來喝。」', en: 'He says, when I count to five, you can come and drink.' },
          { tw: '一、二、三、四、五！', en: 'One, two, three, four, five!' },
          { tw: '小明和小美跑過去，豆豆跑得比他們還快。', en: 'Xiaoming and Xiaomei run over, and Doudou runs even faster than they do.' },
        ],
      },
    ],
  },
  {
    radical: '八',
    name: { tw: '八部', en: 'the eight radical' },
    meaning: {
      tw: '八就是數字八，兩筆往左右分開，有八的字常常和數字或大家一起用的東西有關係。',
      en: 'Ba is the number eight, with two strokes that spread left and right, and characters with it are often about numbers or things everyone shares.',
    },
    lessons: [
      {
        key: 'eight-1',
        title: { tw: '八隻公雞', en: 'Eight roosters' },
        words: [
          {
            word: '八',
            english: 'eight',
            explain: 'Eight is how many long legs an octopus has.',
            examples: [
              { tw: '八月', en: 'August' },
              { tw: '八歲', en: 'eight years old' },
              { tw: '十八', en: 'eighteen' },
            ],
            sentence: { tw: '章魚有八隻腳。', en: 'An octopus has eight legs.' },
          },
          {
            word: '六',
            english: 'six',
            explain: 'Six is one more than five, like the six legs of an ant.',
            examples: [
              { tw: '六月', en: 'June' },
              { tw: '六點', en: "six o'clock" },
              { tw: '星期六', en: 'Saturday' },
            ],
            sentence: { tw: '螞蟻有六隻腳。', en: 'An ant has six legs.' },
          },
          {
            word: '公雞',
            english: 'rooster',
            explain: 'A rooster is a boy chicken that crows loudly in the morning.',
            examples: [
              { tw: '大公雞', en: 'a big rooster' },
              { tw: '公雞叫', en: 'the rooster crows' },
            ],
            sentence: { tw: '公雞每天早上叫我們起床。', en: 'The rooster wakes us up every morning.' },
            picture: '🐓',
          },
          {
            word: '一共',
            english: 'altogether',
            explain: 'Altogether is what we say when we add everything up and count it all.',
            examples: [
              { tw: '一共三個', en: 'three in all' },
              { tw: '一共多少錢', en: 'how much in all' },
            ],
            sentence: { tw: '我家一共有五個人。', en: 'There are five people in my family altogether.' },
          },
        ],
        story: [
          { tw: '爺爺的農場有六隻公雞。', en: "Grandpa's farm has six roosters." },
          { tw: '今天又來了兩隻，一共有八隻公雞了！', en: 'Two more came today, so now there are eight roosters altogether!' },
          { tw: '早上，八隻公雞一起大聲叫。', en: 'In the morning, all eight roosters crow loudly together.' },
          { tw: '爺爺摸摸耳朵說：「好吵啊！」', en: 'Grandpa rubs his ears and says, how noisy!' },
        ],
      },
      {
        key: 'eight-2',
        title: { tw: '公主的魔法書', en: "The princess's magic book" },
        words: [
          {
            word: '公主',
            english: 'princess',
            explain: 'A princess is the daughter of a king and queen in fairy tales.',
            examples: [
              { tw: '小公主', en: 'little princess' },
              { tw: '白雪公主', en: 'Snow White' },
            ],
            sentence: { tw: '小美今天想當公主。', en: 'Today Xiaomei wants to be a princess.' },
            picture: '👸',
          },
          {
            word: '玩具',
            english: 'toy',
            explain: 'A toy is something fun you play with, like a ball or a teddy bear.',
            examples: [
              { tw: '玩具車', en: 'toy car' },
              { tw: '玩具熊', en: 'teddy bear' },
              { tw: '玩具箱', en: 'toy box' },
            ],
            sentence: { tw: '玩完玩具要收好。', en: 'Put your toys away when you finish playing.' },
            picture: '🧸',
          },
          {
            word: '字典',
            english: 'dictionary',
            explain: 'A dictionary is a book that tells you how to read words and what they mean.',
            examples: [
              { tw: '查字典', en: 'look it up in the dictionary' },
              { tw: '一本字典', en: 'a dictionary' },
            ],
            sentence: { tw: '不認識的字，可以查字典。', en: "When you don't know a character, you can look it up in the dictionary." },
            picture: '📕',
          },
        ],
        story: [
          { tw: '小美戴上紙做的皇冠，說她是公主。', en: 'Xiaomei puts on a paper crown and says she is a princess.' },
          { tw: '公主的城堡裡有好多玩具。', en: "The princess's castle is full of toys." },
          { tw: '小明拿來一本字典，說這是魔法書。', en: 'Xiaoming brings a dictionary and says it is a magic book.' },
          { tw: '小美翻開字典，大聲說：「坐下！」', en: 'Xiaomei opens the dictionary and says loudly, sit!' },
          { tw: '豆豆馬上坐下了，好像真的有魔法。', en: 'Doudou sits down at once, as if it really were magic.' },
        ],
      },
    ],
  },
  {
    radical: '十',
    name: { tw: '十部', en: 'the ten radical' },
    meaning: {
      tw: '十就是數字十，一橫一豎交叉在一起，有十的字常常和數字有關係。',
      en: 'Shi is the number ten, one line across and one line down, and characters with it are often about numbers.',
    },
    lessons: [
      {
        key: 'ten-1',
        title: { tw: '十、一千和一半', en: 'Ten, one thousand, and one half' },
        words: [
          {
            word: '十',
            english: 'ten',
            explain: 'Ten is how many fingers you have on both hands together.',
            examples: [
              { tw: '十根手指', en: 'ten fingers' },
              { tw: '十月', en: 'October' },
              { tw: '十歲', en: 'ten years old' },
            ],
            sentence: { tw: '我的兩隻手一共有十根手指。', en: 'My two hands have ten fingers altogether.' },
            picture: '🔟',
          },
          {
            word: '千',
            english: 'thousand',
            explain: 'A thousand is ten hundreds, which is a really big number!',
            examples: [
              { tw: '一千', en: 'one thousand' },
              { tw: '兩千', en: 'two thousand' },
            ],
            sentence: { tw: '天上的星星有好幾千顆。', en: 'There are thousands of stars in the sky.' },
          },
          {
            word: '半',
            english: 'half',
            explain: 'Half is one of two equal parts, like when you share a cookie fairly with a friend.',
            examples: [
              { tw: '一半', en: 'half' },
              { tw: '半個蘋果', en: 'half an apple' },
              { tw: '三點半', en: 'half past three' },
            ],
            sentence: { tw: '我把餅乾分一半給妹妹。', en: 'I give half of my cookie to my little sister.' },
          },
        ],
        story: [
          { tw: '媽媽烤了十塊餅乾。', en: 'Mom baked ten cookies.' },
          { tw: '小明和小美一人一半。', en: 'Xiaoming and Xiaomei get half each.' },
          { tw: '豆豆看著他們，好像在說：「我也想要啊！」', en: 'Doudou looks at them as if to say, I want some too!' },
          { tw: '小明說：「等我長大了，送你一千根骨頭！」', en: "Xiaoming says, when I grow up, I'll give you a thousand bones!" },
        ],
      },
      {
        key: 'ten-2',
        title: { tw: '下午去博物館', en: 'An afternoon at the museum' },
        words: [
          {
            word: '中午',
            english: 'noon',
            explain: 'Noon is the middle of the day, when the sun is high and it is time for lunch.',
            examples: [
              { tw: '今天中午', en: 'at noon today' },
              { tw: '中午十二點', en: 'twelve noon' },
            ],
            sentence: { tw: '我們中午在家吃飯。', en: 'We eat at home at noon.' },
            picture: '🕛',
          },
          {
            word: '下午',
            english: 'afternoon',
            explain: 'The afternoon is the time after lunch and before dinner.',
            examples: [
              { tw: '今天下午', en: 'this afternoon' },
              { tw: '下午三點', en: 'three in the afternoon' },
            ],
            sentence: { tw: '下午我們去公園玩。', en: 'In the afternoon we go to play in the park.' },
            picture: '🕒',
          },
          {
            word: '南',
            english: 'south',
            explain: 'South is a direction, and on most maps it is at the bottom.',
            examples: [
              { tw: '南方', en: 'the south' },
              { tw: '南邊', en: 'the south side' },
              { tw: '往南走', en: 'go south' },
            ],
            sentence: { tw: '冬天，很多鳥會飛到南方。', en: 'In winter, many birds fly to the south.' },
            picture: '🧭',
          },
          {
            word: '博物館',
            english: 'museum',
            explain: 'A museum is a big building where you can look at old and wonderful things, like dinosaur bones.',
            examples: [
              { tw: '去博物館', en: 'go to the museum' },
              { tw: '科學博物館', en: 'science museum' },
            ],
            sentence: { tw: '博物館裡有很大的恐龍骨頭。', en: 'There are huge dinosaur bones in the museum.' },
            picture: '🏛️',
          },
        ],
        story: [
          { tw: '中午，爺爺說下午要帶大家去博物館。', en: 'At noon, Grandpa says he will take everyone to the museum in the afternoon.' },
          { tw: '博物館在城市的南邊。', en: 'The museum is on the south side of the city.' },
          { tw: '下午，小明在博物館看到一隻好大的恐龍。', en: 'In the afternoon, Xiaoming sees a huge dinosaur at the museum.' },
          { tw: '他小聲說：「還好恐龍不會動！」', en: "He whispers, good thing the dinosaur can't move!" },
        ],
      },
    ],
  },
  {
    radical: '囗',
    name: { tw: '大口框', en: 'the enclosure radical' },
    meaning: {
      tw: '大口框像一圈圍牆，有它的字常常和圍起來的東西有關係，像公園和圍巾。',
      en: 'The enclosure radical is like a wall that goes all the way around, and characters with it are often about things that go around, like a park or a scarf.',
    },
    lessons: [
      {
        key: 'enclosure-1',
        title: { tw: '四個氣球', en: 'Four balloons' },
        words: [
          {
            word: '四',
            english: 'four',
            explain: 'Four is one more than three, like the four legs of a dog.',
            examples: [
              { tw: '四個輪子', en: 'four wheels' },
              { tw: '四月', en: 'April' },
              { tw: '四季', en: 'the four seasons' },
            ],
            sentence: { tw: '小狗有四條腿。', en: 'A puppy has four legs.' },
          },
          {
            word: '回',
            english: 'go back',
            explain: 'To go back means to return to where you were before, like going home after school.',
            examples: [
              { tw: '回家', en: 'go home' },
              { tw: '回來', en: 'come back' },
              { tw: '回去', en: 'go back' },
            ],
            sentence: { tw: '放學後，我們一起回家。', en: 'After school, we go home together.' },
          },
          {
            word: '因為',
            english: 'because',
            explain: 'We say because when we tell the reason why something happens.',
            examples: [
              { tw: '因為下雨', en: 'because it is raining' },
              { tw: '因為我愛你', en: 'because I love you' },
            ],
            sentence: { tw: '因為下雨了，我們帶了雨傘。', en: 'Because it was raining, we took an umbrella.' },
          },
          {
            word: '圓',
            english: 'round',
            explain: 'Round is the shape of a ball or a full moon, with no corners at all.',
            examples: [
              { tw: '圓形', en: 'circle' },
              { tw: '圓圓的臉', en: 'a round face' },
            ],
            sentence: { tw: '十五的月亮又大又圓。', en: 'On the fifteenth of the lunar month, the moon is big and round.' },
            picture: '⭕',
          },
        ],
        story: [
          { tw: '小美有四個紅氣球，圓圓的，好漂亮。', en: 'Xiaomei has four red balloons, nice and round and very pretty.' },
          { tw: '一陣風吹來，氣球都飛走了。', en: 'A gust of wind blows, and all the balloons fly away.' },
          { tw: '小美哭了，因為她的氣球不見了。', en: 'Xiaomei cries, because her balloons are gone.' },
          { tw: '晚上，爸爸回家了，手上拿著四個新氣球！', en: 'In the evening, Dad comes home holding four new balloons!' },
        ],
      },
      {
        key: 'enclosure-2',
        title: { tw: '公園旁的圖書館', en: 'The library by the park' },
        words: [
          {
            word: '公園',
            english: 'park',
            explain: 'A park is an outdoor place with grass, trees and a playground where everyone can play.',
            examples: [
              { tw: '去公園', en: 'go to the park' },
              { tw: '公園裡', en: 'in the park' },
            ],
            sentence: { tw: '週末我們去公園野餐。', en: 'On the weekend we have a picnic in the park.' },
            picture: '🏞️',
          },
          {
            word: '圖書館',
            english: 'library',
            explain: 'A library is a place full of books that you can read there or borrow and take home.',
            examples: [
              { tw: '學校圖書館', en: 'school library' },
              { tw: '去圖書館', en: 'go to the library' },
            ],
            sentence: { tw: '我在圖書館借了兩本書。', en: 'I borrowed two books from the library.' },
            picture: '📚',
          },
          {
            word: '圍巾',
            english: 'scarf',
            explain: 'A scarf is a long, soft piece of cloth you wrap around your neck to keep warm.',
            examples: [
              { tw: '紅圍巾', en: 'a red scarf' },
              { tw: '一條圍巾', en: 'a scarf' },
            ],
            sentence: { tw: '天冷了，奶奶給我織了一條圍巾。', en: 'It got cold, so Grandma knitted me a scarf.' },
            picture: '🧣',
          },
          {
            word: '國王',
            english: 'king',
            explain: 'A king is the man who rules a land in fairy tales, and he wears a crown.',
            examples: [
              { tw: '老國王', en: 'the old king' },
              { tw: '國王和王后', en: 'the king and queen' },
            ],
            sentence: { tw: '國王頭上戴著金色的皇冠。', en: 'The king wears a golden crown on his head.' },
            picture: '👑',
          },
        ],
        story: [
          { tw: '爺爺圍上新圍巾，帶小明去公園散步。', en: 'Grandpa puts on his new scarf and takes Xiaoming for a walk in the park.' },
          { tw: '公園旁邊就是圖書館。', en: 'The library is right next to the park.' },
          { tw: '小明在圖書館找到一本書，書裡有一個愛吃蛋糕的國王。', en: 'In the library, Xiaoming finds a book about a king who loves to eat cake.' },
          { tw: '爺爺笑著說：「這個國王跟你一樣啊！」', en: 'Grandpa laughs and says, this king is just like you!' },
        ],
      },
    ],
  },
  {
    radical: '大',
    name: { tw: '大部', en: 'the big radical' },
    meaning: {
      tw: '大像一個人張開雙手雙腳站著，有大的字常常和人或很大的東西有關係。',
      en: 'Da looks like a person standing with arms and legs spread wide, and characters with it are often about people or big things.',
    },
    lessons: [
      {
        key: 'big-1',
        title: { tw: '大大的太陽', en: 'The big sun' },
        words: [
          {
            word: '大',
            english: 'big',
            explain: 'Big means large, like an elephant or a tall mountain.',
            examples: [
              { tw: '大人', en: 'grown-up' },
              { tw: '大象', en: 'elephant' },
              { tw: '長大', en: 'grow up' },
            ],
            sentence: { tw: '大象的耳朵好大。', en: "An elephant's ears are very big." },
          },
          {
            word: '天',
            english: 'sky',
            explain: 'The sky is the big space above us where clouds float and birds fly.',
            examples: [
              { tw: '天空', en: 'the sky' },
              { tw: '藍天', en: 'blue sky' },
              { tw: '天上', en: 'in the sky' },
            ],
            sentence: { tw: '天上有很多白雲。', en: 'There are lots of white clouds in the sky.' },
            picture: '🌤️',
          },
          {
            word: '太陽',
            english: 'sun',
            explain: 'The sun is the big bright star that gives us light and keeps us warm.',
            examples: [
              { tw: '大太陽', en: 'bright sunshine' },
              { tw: '太陽出來了', en: 'the sun is out' },
              { tw: '太陽下山', en: 'the sun sets' },
            ],
            sentence: { tw: '太陽出來了，天氣好暖和。', en: 'The sun is out, and it is nice and warm.' },
            picture: '☀️',
          },
          {
            word: '奇怪',
            english: 'strange',
            explain: 'Strange means something is odd and not what you expect.',
            examples: [
              { tw: '好奇怪', en: 'so strange' },
              { tw: '奇怪的聲音', en: 'a strange sound' },
            ],
            sentence: { tw: '天上有一朵奇怪的雲，像一隻兔子。', en: 'There is a strange cloud in the sky that looks like a rabbit.' },
          },
        ],
        story: [
          { tw: '今天天上沒有雲，大太陽照著小明的家。', en: "There are no clouds in the sky today, and the big sun shines on Xiaoming's home." },
          { tw: '豆豆躺在院子裡，睡得好舒服。', en: 'Doudou lies in the yard, sleeping very comfortably.' },
          { tw: '奇怪，豆豆的影子怎麼不見了？', en: "Strange, where has Doudou's shadow gone?" },
          { tw: '原來太陽就在豆豆的頭頂上！', en: "It turns out the sun is right above Doudou's head!" },
        ],
      },
      {
        key: 'big-2',
        title: { tw: '穿上外套去奔跑', en: 'Put on your coat and run' },
        words: [
          {
            word: '手套',
            english: 'gloves',
            explain: 'Gloves keep your hands warm and have a little space for each finger.',
            examples: [
              { tw: '一雙手套', en: 'a pair of gloves' },
              { tw: '戴手套', en: 'wear gloves' },
            ],
            sentence: { tw: '天冷了，要戴手套。', en: "It's cold, so wear your gloves." },
            picture: '🧤',
          },
          {
            word: '外套',
            english: 'coat',
            explain: 'A coat is what you wear over your clothes when you go out on a cold day.',
            examples: [
              { tw: '穿外套', en: 'put on a coat' },
              { tw: '紅外套', en: 'a red coat' },
            ],
            sentence: { tw: '出門前，媽媽叫我穿上外套。', en: 'Before we go out, Mom tells me to put on my coat.' },
            picture: '🧥',
          },
          {
            word: '奔跑',
            english: 'run',
            explain: 'To run is to move your legs very fast, much faster than walking.',
            examples: [
              { tw: '快樂地奔跑', en: 'run happily' },
              { tw: '在草地上奔跑', en: 'run on the grass' },
            ],
            sentence: { tw: '小狗在草地上奔跑。', en: 'The puppy runs on the grass.' },
            picture: '🏃',
          },
        ],
        story: [
          { tw: '冬天的早上好冷，小明穿上外套，戴上手套。', en: 'It is a cold winter morning, so Xiaoming puts on his coat and his gloves.' },
          { tw: '他和豆豆在公園裡奔跑。', en: 'He and Doudou run in the park.' },
          { tw: '跑著跑著，小明好熱，就把外套脫了。', en: 'After running for a while, Xiaoming feels hot, so he takes off his coat.' },
          { tw: '豆豆叼著他的手套，跑得比他還快！', en: "Doudou runs off with Xiaoming's glove in his mouth, even faster than Xiaoming!" },
        ],
      },
    ],
  },
  {
    radical: '力',
    name: { tw: '力字旁', en: 'the strength radical' },
    meaning: {
      tw: '力像一隻用力的手臂，有力字旁的字常常和力氣、做事情有關係。',
      en: 'Li looks like a strong arm, and characters with it are often about strength and getting things done.',
    },
    lessons: [
      {
        key: 'strength-1',
        title: { tw: '努力又勇敢', en: 'Hard-working and brave' },
        words: [
          {
            word: '力',
            english: 'strength',
            explain: 'Strength is the power in your body that helps you lift, push and pull.',
            examples: [
              { tw: '力氣', en: 'strength' },
              { tw: '用力', en: 'with all your might' },
              { tw: '大力士', en: 'strongman' },
            ],
            sentence: { tw: '爸爸的力氣好大，可以抱起我和妹妹。', en: 'Dad is so strong that he can pick up my little sister and me.' },
            picture: '💪',
          },
          {
            word: '加',
            english: 'add',
            explain: 'To add is to put numbers or things together so you get more.',
            examples: [
              { tw: '加法', en: 'addition' },
              { tw: '一加一', en: 'one plus one' },
              { tw: '加油', en: 'keep going' },
            ],
            sentence: { tw: '三加四等於七。', en: 'Three plus four equals seven.' },
            picture: '➕',
          },
          {
            word: '努力',
            english: 'work hard',
            explain: 'To work hard means to keep trying your best, even when something is difficult.',
            examples: [
              { tw: '努力學習', en: 'study hard' },
              { tw: '很努力', en: 'try very hard' },
            ],
            sentence: { tw: '小美每天努力練習寫字。', en: 'Xiaomei works hard at her writing every day.' },
          },
          {
            word: '勇敢',
            english: 'brave',
            explain: 'Being brave means doing something even when you feel a little scared.',
            examples: [
              { tw: '勇敢的孩子', en: 'a brave child' },
              { tw: '要勇敢', en: 'be brave' },
            ],
            sentence: { tw: '小明很勇敢，一個人上臺唱歌。', en: 'Xiaoming is very brave and sings on the stage all by himself.' },
          },
        ],
        story: [
          { tw: '小明想學騎車，可是他一直跌倒。', en: 'Xiaoming wants to learn to ride a bike, but he keeps falling over.' },
          { tw: '他很勇敢，跌倒了就站起來。', en: 'He is very brave, and every time he falls, he gets back up.' },
          { tw: '爸爸說：「加油！再用一點力！」', en: 'Dad says, keep going! Push a little harder!' },
          { tw: '小明每天努力練習，最後終於會騎了！', en: 'Xiaoming practices hard every day, and at last he can ride!' },
        ],
      },
      {
        key: 'strength-2',
        title: { tw: '運動會', en: 'Field day' },
        words: [
          {
            word: '動',
            english: 'move',
            explain: 'To move is to change where you are or how your body is, like wiggling or walking.',
            examples: [
              { tw: '動一動', en: 'move a little' },
              { tw: '不要動', en: "don't move" },
              { tw: '動物', en: 'animal' },
            ],
            sentence: { tw: '拍照的時候，大家不要動。', en: "Don't move, everyone, while we take the photo." },
          },
          {
            word: '運動',
            english: 'exercise',
            explain: 'Exercise is moving your body, like running, jumping or swimming, to stay healthy.',
            examples: [
              { tw: '做運動', en: 'do exercise' },
              { tw: '運動會', en: 'field day' },
            ],
            sentence: { tw: '每天做運動，身體會更健康。', en: 'If you exercise every day, your body will be healthier.' },
            picture: '🤸',
          },
          {
            word: '幫助',
            english: 'help',
            explain: 'To help is to do something kind that makes things easier for someone.',
            examples: [
              { tw: '幫助別人', en: 'help others' },
              { tw: '謝謝你的幫助', en: 'thank you for your help' },
            ],
            sentence: { tw: '小明幫助奶奶提東西。', en: 'Xiaoming helps Grandma carry her things.' },
          },
        ],
        story: [
          { tw: '今天是學校的運動會。', en: 'Today is field day at school.' },
          { tw: '小明和同學一起拔河，大家拉得好用力，繩子卻一動也不動。', en: "Xiaoming and his classmates play tug of war; everyone pulls very hard, but the rope doesn't move at all." },
          { tw: '小美跑過來幫助他們。', en: 'Xiaomei runs over to help them.' },
          { tw: '大家一起用力拉，終於贏了！', en: 'Everyone pulls hard together, and at last they win!' },
        ],
      },
    ],
  },
  {
    radical: '言',
    name: { tw: '言字旁', en: 'the speech radical' },
    meaning: {
      tw: '言就是說話，有言字旁的字常常和說話、讀書有關係。',
      en: 'Yan means speaking, and characters with it are often about talking, words and reading.',
    },
    lessons: [
      {
        key: 'speech-1',
        title: { tw: '上課了', en: 'Class time' },
        words: [
          {
            word: '說',
            english: 'say',
            explain: 'To say something is to use your voice to tell people about it.',
            examples: [
              { tw: '說故事', en: 'tell a story' },
              { tw: '說謝謝', en: 'say thank you' },
              { tw: '說出來', en: 'say it out loud' },
            ],
            sentence: { tw: '老師說：「明天要去動物園。」', en: 'The teacher says we are going to the zoo tomorrow.' },
            picture: '🗣️',
          },
          {
            word: '話',
            english: 'words',
            explain: 'Words are what come out when we talk, like hello and goodbye.',
            examples: [
              { tw: '說話', en: 'talk' },
              { tw: '電話', en: 'telephone' },
              { tw: '童話', en: 'fairy tale' },
            ],
            sentence: { tw: '弟弟會說很多話了。', en: 'My little brother can say lots of words now.' },
            picture: '💬',
          },
          {
            word: '讀',
            english: 'read',
            explain: 'To read is to look at written words and understand what they say.',
            examples: [
              { tw: '讀書', en: 'read books' },
              { tw: '讀故事', en: 'read a story' },
              { tw: '朗讀', en: 'read aloud' },
            ],
            sentence: { tw: '睡覺前，媽媽讀故事給我聽。', en: 'Before bed, Mom reads me a story.' },
            picture: '📖',
          },
          {
            word: '課',
            english: 'class',
            sense: 'a lesson',
            explain: 'A class is a time at school when a teacher helps you learn something new.',
            examples: [
              { tw: '上課', en: 'have class' },
              { tw: '下課', en: 'class is over' },
              { tw: '音樂課', en: 'music class' },
            ],
            sentence: { tw: '我最喜歡上美術課。', en: 'I like art class best.' },
            picture: '🧑‍🏫',
          },
        ],
        story: [
          { tw: '上課了，老師說：「今天我們來讀一首詩。」', en: 'Class begins, and the teacher says, today we are going to read a poem.' },
          { tw: '小明讀得好大聲，大家都聽見了。', en: 'Xiaoming reads very loudly, and everyone can hear him.' },
          { tw: '下課的時候，同學們都說：「你讀得真好！」', en: 'When class is over, his classmates all say, you read really well!' },
          { tw: '小明開心得說不出話來。', en: 'Xiaoming is so happy that he cannot say a word.' },
        ],
      },
      {
        key: 'speech-2',
        title: { tw: '有禮貌的話', en: 'Polite words' },
        words: [
          {
            word: '請',
            english: 'please',
            explain: 'We say please when we ask for something nicely.',
            examples: [
              { tw: '請坐', en: 'please sit down' },
              { tw: '請進', en: 'come in, please' },
              { tw: '請問', en: 'excuse me' },
            ],
            sentence: { tw: '請你幫我開門，好嗎？', en: 'Could you please open the door for me?' },
          },
          {
            word: '謝謝',
            english: 'thank you',
            explain: 'We say thank you when someone is kind to us or gives us something.',
            examples: [
              { tw: '謝謝你', en: 'thank you' },
              { tw: '謝謝媽媽', en: 'thank you, Mom' },
            ],
            sentence: { tw: '奶奶給我一個蘋果，我說謝謝奶奶。', en: 'Grandma gave me an apple, and I said thank you, Grandma.' },
            picture: '🙏',
          },
          {
            word: '誰',
            english: 'who',
            explain: 'We ask who when we want to know which person it is.',
            examples: [
              { tw: '是誰', en: 'who is it' },
              { tw: '誰的', en: 'whose' },
            ],
            sentence: { tw: '是誰在敲門？', en: 'Who is knocking at the door?' },
          },
          {
            word: '記得',
            english: 'remember',
            explain: 'To remember is to keep something in your mind and not forget it.',
            examples: [
              { tw: '記得帶傘', en: 'remember your umbrella' },
              { tw: '還記得', en: 'still remember' },
            ],
            sentence: { tw: '記得吃飯前要洗手。', en: 'Remember to wash your hands before you eat.' },
          },
        ],
        story: [
          { tw: '叮咚，是誰來了？', en: 'Ding dong, who is here?' },
          { tw: '原來是奶奶，她帶來了一大盒包子。', en: 'It is Grandma, and she has brought a big box of steamed buns.' },
          { tw: '小美說：「奶奶請進，謝謝奶奶！」', en: 'Xiaomei says, please come in, Grandma, and thank you, Grandma!' },
          { tw: '奶奶笑著說：「小美真乖，記得說請和謝謝。」', en: 'Grandma smiles and says, what a good girl, Xiaomei, you remembered to say please and thank you.' },
        ],
      },
    ],
  },
  {
    radical: '貝',
    name: { tw: '貝字旁', en: 'the shell radical' },
    meaning: {
      tw: '貝就是貝殼，很久以前人們用貝殼當錢，所以有貝字旁的字常常和錢、買東西有關係。',
      en: 'Bei is a shell; long ago people used shells as money, so characters with it are often about money and shopping.',
    },
    lessons: [
      {
        key: 'shell-1',
        title: { tw: '賣貝殼', en: 'Selling shells' },
        words: [
          {
            word: '貝殼',
            english: 'shell',
            explain: 'A shell is the hard little house of a sea animal, and you can find shells on the beach.',
            examples: [
              { tw: '撿貝殼', en: 'collect shells' },
              { tw: '海邊的貝殼', en: 'shells on the beach' },
            ],
            sentence: { tw: '我在海邊撿到一個漂亮的貝殼。', en: 'I found a pretty shell at the beach.' },
            picture: '🐚',
          },
          {
            word: '買',
            english: 'buy',
            explain: 'To buy is to give money to get something you want.',
            examples: [
              { tw: '買東西', en: 'go shopping' },
              { tw: '買菜', en: 'buy groceries' },
              { tw: '買書', en: 'buy a book' },
            ],
            sentence: { tw: '媽媽帶我去買新鞋子。', en: 'Mom takes me to buy new shoes.' },
            picture: '🛍️',
          },
          {
            word: '賣',
            english: 'sell',
            explain: 'To sell is to give something to someone who pays you money for it.',
            examples: [
              { tw: '賣東西', en: 'sell things' },
              { tw: '賣水果', en: 'sell fruit' },
            ],
            sentence: { tw: '那家店在賣好吃的麵包。', en: 'That shop sells tasty bread.' },
            picture: '🏷️',
          },
          {
            word: '貴',
            english: 'expensive',
            explain: 'Expensive means something costs a lot of money.',
            examples: [
              { tw: '很貴', en: 'very expensive' },
              { tw: '太貴了', en: 'too expensive' },
              { tw: '不貴', en: 'not expensive' },
            ],
            sentence: { tw: '這個玩具太貴了，我們不買。', en: "This toy is too expensive, so we won't buy it." },
            picture: '💎',
          },
        ],
        story: [
          { tw: '小明和小美在海邊撿了好多貝殼。', en: 'Xiaoming and Xiaomei collected lots of shells at the beach.' },
          { tw: '他們在家門口賣貝殼，一個十塊錢。', en: 'They sell the shells outside their front door for ten coins each.' },
          { tw: '爺爺說：「太貴了吧！」', en: "Grandpa says, that's too expensive!" },
          { tw: '小美說：「好吧，那一個一塊錢。」', en: 'Xiaomei says, all right, then one coin each.' },
          { tw: '爺爺笑著買了三個貝殼。', en: 'Grandpa laughs and buys three shells.' },
        ],
      },
      {
        key: 'shell-2',
        title: { tw: '畫畫比賽', en: 'The drawing contest' },
        words: [
          {
            word: '貼紙',
            english: 'sticker',
            explain: 'A sticker is a little picture with glue on the back that you can stick on things.',
            examples: [
              { tw: '星星貼紙', en: 'a star sticker' },
              { tw: '一張貼紙', en: 'a sticker' },
            ],
            sentence: { tw: '老師給我一張小星星貼紙。', en: 'The teacher gave me a little star sticker.' },
          },
          {
            word: '比賽',
            english: 'contest',
            explain: 'A contest is when everyone tries their best to see who can do something best or fastest.',
            examples: [
              { tw: '跑步比賽', en: 'running race' },
              { tw: '唱歌比賽', en: 'singing contest' },
              { tw: '看比賽', en: 'watch a game' },
            ],
            sentence: { tw: '我們班要參加跳繩比賽。', en: 'Our class is taking part in a jump rope contest.' },
            picture: '🏅',
          },
          {
            word: '贏',
            english: 'win',
            explain: 'To win is to come first in a game or a race.',
            examples: [
              { tw: '贏了', en: 'won' },
              { tw: '贏得比賽', en: 'win the contest' },
            ],
            sentence: { tw: '小明跑得最快，他贏了！', en: 'Xiaoming ran the fastest, and he won!' },
            picture: '🏆',
          },
          {
            word: '賀卡',
            english: 'greeting card',
            explain: 'A greeting card is folded paper with pictures and kind words that you give someone on a special day.',
            examples: [
              { tw: '生日賀卡', en: 'birthday card' },
              { tw: '新年賀卡', en: 'New Year card' },
            ],
            sentence: { tw: '我畫了一張賀卡送給媽媽。', en: 'I drew a card for Mom.' },
            picture: '💌',
          },
        ],
        story: [
          { tw: '學校有畫畫比賽，小美畫了一張賀卡。', en: 'There is a drawing contest at school, and Xiaomei draws a card.' },
          { tw: '賀卡上有豆豆和全家人。', en: 'On the card are Doudou and the whole family.' },
          { tw: '小美贏了，老師送她一大張貼紙。', en: 'Xiaomei wins, and the teacher gives her a big sheet of stickers.' },
          { tw: '回家後，小美把最好看的貼紙貼在豆豆的碗上。', en: "Back home, Xiaomei sticks the prettiest sticker on Doudou's bowl." },
        ],
      },
    ],
  },
  {
    radical: '走',
    name: { tw: '走字旁', en: 'the walk radical' },
    meaning: {
      tw: '走就是用腳走路，有走字旁的字常常和走路、跑步這些動作有關係。',
      en: 'Zou means walking on your feet, and characters with it are often about walking, running and moving.',
    },
    lessons: [
      {
        key: 'walk-1',
        title: { tw: '一起走路上學', en: 'Walking to school together' },
        words: [
          {
            word: '走',
            english: 'walk',
            explain: 'To walk is to move along by putting one foot in front of the other.',
            examples: [
              { tw: '走路', en: 'walk' },
              { tw: '慢慢走', en: 'walk slowly' },
              { tw: '走過去', en: 'walk over' },
            ],
            sentence: { tw: '我每天走路上學。', en: 'I walk to school every day.' },
            picture: '🚶',
          },
          {
            word: '起床',
            english: 'get up',
            explain: 'To get up is to climb out of bed when you wake up in the morning.',
            examples: [
              { tw: '早上起床', en: 'get up in the morning' },
              { tw: '快起床', en: 'time to get up' },
            ],
            sentence: { tw: '我每天七點起床。', en: "I get up at seven o'clock every day." },
            picture: '⏰',
          },
          {
            word: '趕快',
            english: 'hurry',
            explain: 'To hurry means to do something fast because there is not much time.',
            examples: [
              { tw: '趕快走', en: 'hurry up and go' },
              { tw: '趕快吃', en: 'eat quickly' },
            ],
            sentence: { tw: '要遲到了，我們趕快走吧！', en: "We're going to be late, let's hurry!" },
          },
          {
            word: '一起',
            english: 'together',
            explain: 'Together means with other people, not all alone.',
            examples: [
              { tw: '一起玩', en: 'play together' },
              { tw: '在一起', en: 'be together' },
            ],
            sentence: { tw: '我和小狗一起在院子裡玩。', en: 'My puppy and I play together in the yard.' },
          },
        ],
        story: [
          { tw: '早上七點，小明還不想起床。', en: "At seven o'clock in the morning, Xiaoming still doesn't want to get up." },
          { tw: '豆豆跳上床，舔舔他的臉。', en: 'Doudou jumps onto the bed and licks his face.' },
          { tw: '媽媽說：「小明，趕快起床，我們要一起走路去學校！」', en: "Mom says, Xiaoming, get up quickly, we're walking to school together!" },
          { tw: '小明跳下床，和媽媽、豆豆一起走出家門。', en: 'Xiaoming jumps out of bed and walks out the door with Mom and Doudou.' },
        ],
      },
      {
        key: 'walk-2',
        title: { tw: '超人去超市', en: 'A superhero at the supermarket' },
        words: [
          {
            word: '超市',
            english: 'supermarket',
            explain: 'A supermarket is a big shop where you can buy food and lots of other things.',
            examples: [
              { tw: '去超市', en: 'go to the supermarket' },
              { tw: '大超市', en: 'a big supermarket' },
            ],
            sentence: { tw: '媽媽在超市買了牛奶和雞蛋。', en: 'Mom bought milk and eggs at the supermarket.' },
            picture: '🛒',
          },
          {
            word: '超人',
            english: 'superhero',
            explain: 'A superhero is a hero in stories who has amazing powers and helps people.',
            examples: [
              { tw: '小超人', en: 'little superhero' },
              { tw: '當超人', en: 'be a superhero' },
            ],
            sentence: { tw: '弟弟披上紅毯子，說他是超人。', en: 'My little brother puts on a red blanket and says he is a superhero.' },
            picture: '🦸',
          },
          {
            word: '有趣',
            english: 'fun',
            explain: 'Something is fun when it is interesting and makes you happy.',
            examples: [
              { tw: '很有趣', en: 'lots of fun' },
              { tw: '有趣的書', en: 'an interesting book' },
            ],
            sentence: { tw: '這個故事好有趣！', en: 'This story is so much fun!' },
          },
          {
            word: '越來越',
            english: 'more and more',
            explain: 'We say more and more when something keeps growing, like a balloon getting bigger and bigger.',
            examples: [
              { tw: '越來越大', en: 'bigger and bigger' },
              { tw: '越來越好', en: 'better and better' },
            ],
            sentence: { tw: '小樹越來越高了。', en: 'The little tree is getting taller and taller.' },
          },
        ],
        story: [
          { tw: '小明穿上紅斗篷，說他是超人。', en: 'Xiaoming puts on a red cape and says he is a superhero.' },
          { tw: '超人跟媽媽去超市買菜。', en: 'The superhero goes grocery shopping with Mom at the supermarket.' },
          { tw: '推車裡的東西越來越多，超人用力幫媽媽推。', en: 'There are more and more things in the cart, and the superhero pushes hard to help Mom.' },
          { tw: '小明說：「當超人真有趣！」', en: 'Xiaoming says, being a superhero is so much fun!' },
        ],
      },
    ],
  },
];
