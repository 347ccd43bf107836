import type { RadicalSource } from '../types';

/** Nature radicals: 日 月 山 水 火 土 石 雨 田 夕. */
export const radicals: RadicalSource[] = [
  {
    radical: '日',
    name: { tw: '日字旁', en: 'the sun radical' },
    meaning: {
      tw: '日就是太陽，有日字旁的字常常和太陽、天氣或時間有關係。',
      en: 'It means the sun, and characters with it are often about sunshine, the weather or time.',
    },
    lessons: [
      {
        key: 'sun-1',
        title: { tw: '太陽早安', en: 'Good morning, sun' },
        words: [
          {
            word: '日',
            english: 'sun',
            sense: 'also day',
            explain: 'The sun shines in the sky all day long, and this character can also mean a day.',
            examples: [
              { tw: '日出', en: 'sunrise' },
              { tw: '生日', en: 'birthday' },
              { tw: '日記', en: 'diary' },
            ],
            sentence: { tw: '爺爺帶我去山上看日出。', en: 'Grandpa took me up the mountain to watch the sunrise.' },
            picture: '🌞',
          },
          {
            word: '早上',
            english: 'morning',
            explain: 'Morning is the start of the day, when the sun comes up and we wake up.',
            examples: [
              { tw: '今天早上', en: 'this morning' },
              { tw: '每天早上', en: 'every morning' },
            ],
            sentence: { tw: '每天早上，我都會刷牙洗臉。', en: 'Every morning, I brush my teeth and wash my face.' },
            picture: '🌅',
          },
          {
            word: '晴天',
            english: 'sunny day',
            explain: 'A sunny day has a blue sky and bright sunshine, just right for playing outside.',
            examples: [
              { tw: '大晴天', en: 'a bright sunny day' },
              { tw: '今天是晴天', en: 'it is sunny today' },
            ],
            sentence: { tw: '今天是晴天，我們去公園玩吧！', en: "It's a sunny day today, so let's go and play in the park!" },
            picture: '☀️',
          },
          {
            word: '春天',
            english: 'spring',
            explain: 'Spring is the season after winter, when flowers bloom and baby birds hatch.',
            examples: [
              { tw: '春天來了', en: 'spring is here' },
              { tw: '春天的花', en: 'spring flowers' },
            ],
            sentence: { tw: '春天到了，花園裡開滿了花。', en: 'Spring has come, and the garden is full of flowers.' },
            picture: '🌸',
          },
        ],
        story: [
          { tw: '春天的一個早上，小明很早就醒了。', en: 'One spring morning, Xiaoming woke up very early.' },
          { tw: '他和爺爺爬到小山坡上看日出。', en: 'He and Grandpa climbed up a little hill to watch the sunrise.' },
          { tw: '今天是大晴天，天空藍藍的。', en: 'It was a bright sunny day, and the sky was blue.' },
          { tw: '豆豆也跟著跑來，對著太陽汪汪叫。', en: 'Doudou ran after them and barked woof woof at the sun.' },
          { tw: '爺爺笑著說：「太陽公公早安！」', en: 'Grandpa laughed and said, "Good morning, Mr. Sun!"' },
        ],
      },
      {
        key: 'sun-2',
        title: { tw: '晚安，星星', en: 'Good night, stars' },
        words: [
          {
            word: '星星',
            english: 'star',
            explain: 'Stars are tiny lights that twinkle in the night sky, far, far away.',
            examples: [
              { tw: '小星星', en: 'little star' },
              { tw: '數星星', en: 'count the stars' },
              { tw: '滿天的星星', en: 'a sky full of stars' },
            ],
            sentence: { tw: '晚上，天上有好多星星。', en: 'At night, there are lots of stars in the sky.' },
            picture: '⭐',
          },
          {
            word: '昨天',
            english: 'yesterday',
            explain: 'Yesterday is the day that came just before today.',
            examples: [
              { tw: '昨天晚上', en: 'last night' },
              { tw: '昨天下午', en: 'yesterday afternoon' },
            ],
            sentence: { tw: '昨天我和奶奶一起做了餅乾。', en: 'Yesterday I made cookies with Grandma.' },
          },
          {
            word: '明天',
            english: 'tomorrow',
            explain: 'Tomorrow is the day that comes after today, once we have slept for one night.',
            examples: [
              { tw: '明天見', en: 'see you tomorrow' },
              { tw: '明天早上', en: 'tomorrow morning' },
            ],
            sentence: { tw: '明天我們要去動物園。', en: 'Tomorrow we are going to the zoo.' },
          },
          {
            word: '晚安',
            english: 'good night',
            explain: 'We say good night to our family just before we go to sleep.',
            examples: [
              { tw: '說晚安', en: 'say good night' },
              { tw: '晚安，媽媽', en: 'good night, Mom' },
            ],
            sentence: { tw: '睡覺前，小美對爸爸說晚安。', en: 'Before bed, Xiaomei says good night to Dad.' },
            picture: '🛌',
          },
        ],
        story: [
          { tw: '晚上，小明和小美在院子裡看星星。', en: 'In the evening, Xiaoming and Xiaomei look at the stars in the yard.' },
          { tw: '小美說：「昨天下雨，一顆星星也沒有。」', en: 'Xiaomei says, "Yesterday it rained, and there wasn\'t a single star."' },
          { tw: '小明說：「明天我們再來數星星吧。」', en: 'Xiaoming says, "Let\'s come and count the stars again tomorrow."' },
          { tw: '豆豆已經睡著了，他們輕輕地說：「晚安，豆豆！」', en: 'Doudou is already asleep, so they whisper, "Good night, Doudou!"' },
        ],
      },
    ],
  },
  {
    radical: '月',
    name: { tw: '月字旁', en: 'the moon radical' },
    meaning: {
      tw: '月就是月亮，有月字旁的字有的和月亮、時間有關係，有的和我們的身體有關係。',
      en: 'It means the moon; some characters with it are about the moon and time, and some are about our body.',
    },
    lessons: [
      {
        key: 'moon-1',
        title: { tw: '月亮和朋友', en: 'The moon and a friend' },
        words: [
          {
            word: '月亮',
            english: 'moon',
            explain: 'The moon glows softly in the night sky, and its shape changes from round to thin.',
            examples: [
              { tw: '看月亮', en: 'look at the moon' },
              { tw: '彎彎的月亮', en: 'a crescent moon' },
            ],
            sentence: { tw: '今天晚上的月亮又大又圓。', en: 'The moon is big and round tonight.' },
            picture: '🌙',
          },
          {
            word: '朋友',
            english: 'friend',
            explain: 'A friend is someone you like to play with, share with and be kind to.',
            examples: [
              { tw: '好朋友', en: 'good friend' },
              { tw: '交朋友', en: 'make friends' },
              { tw: '小朋友', en: 'children' },
            ],
            sentence: { tw: '豆豆是我最好的朋友。', en: 'Doudou is my best friend.' },
            picture: '🤝',
          },
          {
            word: '有',
            english: 'have',
            explain: 'We use have when something is ours or is with us, like when we say I have two hands.',
            examples: [
              { tw: '我有', en: 'I have' },
              { tw: '沒有', en: 'do not have' },
              { tw: '有一隻狗', en: 'have a dog' },
            ],
            sentence: { tw: '我有一個妹妹，她叫小美。', en: 'I have a little sister, and her name is Xiaomei.' },
          },
          {
            word: '星期',
            english: 'week',
            explain: 'A week has seven days, from Monday all the way to Sunday.',
            examples: [
              { tw: '星期一', en: 'Monday' },
              { tw: '星期天', en: 'Sunday' },
              { tw: '一個星期', en: 'one week' },
            ],
            sentence: { tw: '一個星期有七天。', en: 'A week has seven days.' },
            picture: '📅',
          },
        ],
        story: [
          { tw: '星期六晚上，小明請好朋友來家裡玩。', en: 'On Saturday evening, Xiaoming invited his good friend over to play.' },
          { tw: '他們一起在陽臺上看月亮。', en: 'They looked at the moon together from the balcony.' },
          { tw: '月亮圓圓的，好像一個大月餅。', en: 'The moon was round, just like a big mooncake.' },
          { tw: '朋友問：「月亮上面有沒有小兔子呢？」', en: 'His friend asked, "Is there a little rabbit on the moon?"' },
        ],
      },
      {
        key: 'moon-2',
        title: { tw: '我的身體', en: 'My body' },
        words: [
          {
            word: '臉',
            english: 'face',
            explain: 'Your face is the front of your head, where your eyes, nose and mouth are.',
            examples: [
              { tw: '洗臉', en: 'wash your face' },
              { tw: '笑臉', en: 'smiling face' },
              { tw: '圓圓的臉', en: 'a round face' },
            ],
            sentence: { tw: '小美的臉紅紅的，像一顆蘋果。', en: "Xiaomei's face is rosy red, like an apple." },
            picture: '🙂',
          },
          {
            word: '肚子',
            english: 'tummy',
            explain: 'Your tummy is in the middle of your body, and it rumbles when you are hungry.',
            examples: [
              { tw: '肚子餓', en: 'hungry tummy' },
              { tw: '大肚子', en: 'big tummy' },
              { tw: '肚子痛', en: 'tummy ache' },
            ],
            sentence: { tw: '我的肚子餓了，咕嚕咕嚕地叫。', en: 'My tummy is hungry and goes rumble, rumble.' },
          },
          {
            word: '腳',
            english: 'foot',
            explain: 'Your feet are at the ends of your legs, and you stand, walk and jump on them.',
            examples: [
              { tw: '小腳', en: 'little feet' },
              { tw: '腳印', en: 'footprint' },
              { tw: '光著腳', en: 'barefoot' },
            ],
            sentence: { tw: '小明光著腳在沙灘上跑。', en: 'Xiaoming runs barefoot on the beach.' },
            picture: '🦶',
          },
          {
            word: '腿',
            english: 'leg',
            explain: 'Your legs are long and strong, and they help you run, jump and kick a ball.',
            examples: [
              { tw: '長腿', en: 'long legs' },
              { tw: '大腿', en: 'thigh' },
            ],
            sentence: { tw: '青蛙的腿很有力，一跳就跳得好遠。', en: "A frog's legs are very strong, so it can jump really far." },
            picture: '🦵',
          },
        ],
        story: [
          { tw: '早上，小明起床去洗臉。', en: 'In the morning, Xiaoming gets up and goes to wash his face.' },
          { tw: '豆豆跑過來，舔了舔他的腳，好癢啊！', en: 'Doudou runs over and licks his feet. It tickles!' },
          { tw: '小明笑得抱著肚子，在床上滾來滾去。', en: 'Xiaoming laughs so hard that he holds his tummy and rolls around on the bed.' },
          { tw: '豆豆也爬上床，趴在他的腿上不肯走。', en: "Doudou climbs onto the bed too, lies on his legs and won't go away." },
        ],
      },
    ],
  },
  {
    radical: '山',
    name: { tw: '山字旁', en: 'the mountain radical' },
    meaning: {
      tw: '山就是高高的山，有山字旁的字常常和山、岩石或小島有關係。',
      en: 'It means a tall mountain, and characters with it are often about mountains, rocks or islands.',
    },
    lessons: [
      {
        key: 'mountain-1',
        title: { tw: '高高的山', en: 'Tall mountains' },
        words: [
          {
            word: '山',
            english: 'mountain',
            explain: 'A mountain is a very big, tall piece of land that reaches up toward the sky.',
            examples: [
              { tw: '高山', en: 'a high mountain' },
              { tw: '山上', en: 'on the mountain' },
              { tw: '山下', en: 'at the foot of the mountain' },
            ],
            sentence: { tw: '爺爺家後面有一座大山。', en: "There is a big mountain behind Grandpa's house." },
            picture: '⛰️',
          },
          {
            word: '火山',
            english: 'volcano',
            explain: 'A volcano is a mountain that can puff out smoke and very hot melted rock from its top.',
            examples: [
              { tw: '火山口', en: 'crater' },
              { tw: '一座火山', en: 'a volcano' },
            ],
            sentence: { tw: '小明用黏土做了一座小火山。', en: 'Xiaoming made a little volcano out of clay.' },
            picture: '🌋',
          },
          {
            word: '島',
            english: 'island',
            explain: 'An island is a piece of land with water all around it.',
            examples: [
              { tw: '小島', en: 'small island' },
              { tw: '島上', en: 'on the island' },
            ],
            sentence: { tw: '海的中間有一個小島，島上有很多椰子樹。', en: 'In the middle of the sea there is a small island with lots of coconut trees.' },
            picture: '🏝️',
          },
        ],
        story: [
          { tw: '爸爸給小明看一本書，書裡有很多山。', en: 'Dad shows Xiaoming a book with lots of mountains in it.' },
          { tw: '有一座山是火山，山頂會冒煙。', en: 'One of the mountains is a volcano, and smoke comes out of its top.' },
          { tw: '火山旁邊的海上，還有一個綠綠的小島。', en: 'In the sea next to the volcano, there is also a little green island.' },
          { tw: '小明說：「長大以後，我要坐船去島上看一看。」', en: 'Xiaoming says, "When I grow up, I will take a boat to the island and have a look."' },
        ],
      },
      {
        key: 'mountain-2',
        title: { tw: '去爬山', en: "Let's go hiking" },
        words: [
          {
            word: '爬山',
            english: 'hiking',
            explain: 'Hiking means walking up a mountain on a path, step by step, all the way to the top.',
            examples: [
              { tw: '去爬山', en: 'go hiking' },
              { tw: '喜歡爬山', en: 'like hiking' },
            ],
            sentence: { tw: '星期天，我們全家一起去爬山。', en: 'On Sunday, our whole family went hiking together.' },
            picture: '🥾',
          },
          {
            word: '山洞',
            english: 'cave',
            explain: 'A cave is a big hole in the side of a mountain, where bats like to sleep.',
            examples: [
              { tw: '小山洞', en: 'a small cave' },
              { tw: '走進山洞', en: 'walk into the cave' },
            ],
            sentence: { tw: '小熊住在一個溫暖的山洞裡。', en: 'A little bear lives in a warm cave.' },
          },
          {
            word: '岩石',
            english: 'rock',
            explain: 'Rocks are big, hard pieces of stone that you find on mountains and by the sea.',
            examples: [
              { tw: '大岩石', en: 'a big rock' },
              { tw: '岩石上', en: 'on the rock' },
            ],
            sentence: { tw: '一隻小鳥停在岩石上唱歌。', en: 'A little bird sits on the rock and sings.' },
            picture: '🪨',
          },
        ],
        story: [
          { tw: '星期天，爸爸帶小明和小美去爬山。', en: 'On Sunday, Dad takes Xiaoming and Xiaomei hiking.' },
          { tw: '路邊有一個小山洞，裡面涼涼的。', en: "By the path there is a little cave, and it's cool inside." },
          { tw: '他們坐在大岩石上，喝水休息。', en: 'They sit on a big rock to drink some water and rest.' },
          { tw: '最後，大家一起爬到了山頂，看到了好多白雲。', en: 'At last, they all reach the mountaintop together and see lots of white clouds.' },
        ],
      },
    ],
  },
  {
    radical: '水',
    name: { tw: '三點水', en: 'the water radical' },
    meaning: {
      tw: '三點水就是水，有三點水的字常常和水、河、海或洗東西有關係。',
      en: 'The three dots stand for water, and characters with them are often about water, rivers, the sea or washing.',
    },
    lessons: [
      {
        key: 'water-1',
        title: { tw: '小水滴去旅行', en: 'The little water drop goes on a trip' },
        words: [
          {
            word: '水',
            english: 'water',
            explain: 'Water is clear and wet, and every living thing needs it to drink and grow.',
            examples: [
              { tw: '喝水', en: 'drink water' },
              { tw: '熱水', en: 'hot water' },
              { tw: '一杯水', en: 'a glass of water' },
            ],
            sentence: { tw: '運動以後，要多喝水。', en: 'After exercise, you should drink plenty of water.' },
            picture: '💧',
          },
          {
            word: '河',
            english: 'river',
            explain: 'A river is a long stream of water that flows across the land all the way to the sea.',
            examples: [
              { tw: '小河', en: 'stream' },
              { tw: '河邊', en: 'riverside' },
              { tw: '過河', en: 'cross the river' },
            ],
            sentence: { tw: '小河裡有很多小魚游來游去。', en: 'Lots of little fish are swimming around in the stream.' },
            picture: '🏞️',
          },
          {
            word: '湖',
            english: 'lake',
            explain: 'A lake is a big pool of water with land all around it.',
            examples: [
              { tw: '湖邊', en: 'lakeside' },
              { tw: '湖水', en: 'lake water' },
            ],
            sentence: { tw: '公園的湖上有兩隻白天鵝。', en: 'There are two white swans on the lake in the park.' },
          },
          {
            word: '海',
            english: 'sea',
            explain: 'The sea is a huge stretch of salty water where fish, whales and crabs live.',
            examples: [
              { tw: '大海', en: 'the sea' },
              { tw: '海邊', en: 'seaside' },
              { tw: '海水', en: 'seawater' },
            ],
            sentence: { tw: '夏天，我們去海邊玩沙。', en: 'In summer, we go to the seaside to play in the sand.' },
            picture: '🌊',
          },
        ],
        story: [
          { tw: '一滴小水滴從天上掉到了山上。', en: 'A little drop of water falls from the sky onto a mountain.' },
          { tw: '它跟著小河，一邊唱歌一邊往前跑。', en: 'It follows a little river, singing as it runs along.' },
          { tw: '它流進一個安靜的湖，跟小魚說你好。', en: 'It flows into a quiet lake and says hello to the little fish.' },
          { tw: '最後，它來到了又大又藍的海。', en: 'At last, it reaches the big blue sea.' },
        ],
      },
      {
        key: 'water-2',
        title: { tw: '洗澡真好玩', en: 'Bath time is fun' },
        words: [
          {
            word: '洗澡',
            english: 'bath',
            explain: 'Taking a bath means washing your whole body with warm water and soap.',
            examples: [
              { tw: '去洗澡', en: 'go and have a bath' },
              { tw: '洗澡水', en: 'bath water' },
              { tw: '幫小狗洗澡', en: 'give the puppy a bath' },
            ],
            sentence: { tw: '每天晚上，我都要洗澡。', en: 'Every evening, I have a bath.' },
            picture: '🛁',
          },
          {
            word: '游泳',
            english: 'swim',
            explain: 'When you swim, you kick your legs and move your arms to glide through the water.',
            examples: [
              { tw: '學游泳', en: 'learn to swim' },
              { tw: '去游泳', en: 'go swimming' },
              { tw: '游泳池', en: 'swimming pool' },
            ],
            sentence: { tw: '夏天的時候，爸爸教我游泳。', en: 'In summer, Dad teaches me to swim.' },
            picture: '🏊',
          },
          {
            word: '泡泡',
            english: 'bubbles',
            explain: 'Bubbles are round and shiny, and they float in the air until they pop.',
            examples: [
              { tw: '吹泡泡', en: 'blow bubbles' },
              { tw: '肥皂泡泡', en: 'soap bubbles' },
            ],
            sentence: { tw: '小美在院子裡吹泡泡。', en: 'Xiaomei is blowing bubbles in the yard.' },
            picture: '🫧',
          },
          {
            word: '湯',
            english: 'soup',
            explain: 'Soup is a warm, yummy food with lots of water that we eat from a bowl with a spoon.',
            examples: [
              { tw: '喝湯', en: 'have soup' },
              { tw: '雞湯', en: 'chicken soup' },
              { tw: '玉米湯', en: 'corn soup' },
            ],
            sentence: { tw: '冬天喝一碗熱湯，全身都暖暖的。', en: 'A bowl of hot soup in winter makes your whole body feel warm.' },
            picture: '🍲',
          },
        ],
        story: [
          { tw: '小明和豆豆在院子裡玩，全身都是泥巴。', en: 'Xiaoming and Doudou play in the yard and get mud all over.' },
          { tw: '媽媽說：「快來洗澡吧！」', en: 'Mom says, "Come and have a bath!"' },
          { tw: '小明在浴缸裡吹泡泡，豆豆也跳進來學游泳。', en: 'Xiaoming blows bubbles in the bathtub, and Doudou jumps in to learn to swim.' },
          { tw: '洗好了，奶奶端來一碗熱熱的湯。', en: 'When they are clean, Grandma brings a bowl of hot soup.' },
        ],
      },
    ],
  },
  {
    radical: '火',
    name: { tw: '火字旁', en: 'the fire radical' },
    meaning: {
      tw: '火就是會發光、會發熱的火，有火字旁或四點火的字常常和火、熱或煮東西有關係。',
      en: 'It means fire, which is bright and hot, and characters with it or its four dots are often about fire, heat or cooking.',
    },
    lessons: [
      {
        key: 'fire-1',
        title: { tw: '火和光', en: 'Fire and light' },
        words: [
          {
            word: '火',
            english: 'fire',
            explain: 'Fire is hot and bright and can cook our food, but we must never play with it.',
            examples: [
              { tw: '營火', en: 'campfire' },
              { tw: '火車', en: 'train' },
              { tw: '小火苗', en: 'a little flame' },
            ],
            sentence: { tw: '露營的時候，我們圍著火堆唱歌。', en: 'When we went camping, we sang songs around the campfire.' },
            picture: '🔥',
          },
          {
            word: '熱',
            english: 'hot',
            explain: 'Hot is how things feel when they are very warm, like the summer sun or a bowl of soup.',
            examples: [
              { tw: '好熱', en: 'so hot' },
              { tw: '熱水', en: 'hot water' },
              { tw: '熱狗', en: 'hot dog' },
            ],
            sentence: { tw: '夏天好熱，小狗一直伸出舌頭。', en: 'Summer is so hot that the puppy keeps sticking out its tongue.' },
            picture: '🥵',
          },
          {
            word: '燈',
            english: 'light',
            sense: 'a lamp',
            explain: 'A light, like a lamp, makes a dark room bright when you switch it on.',
            examples: [
              { tw: '開燈', en: 'turn on the light' },
              { tw: '關燈', en: 'turn off the light' },
              { tw: '紅綠燈', en: 'traffic lights' },
            ],
            sentence: { tw: '天黑了，請幫我開燈。', en: "It's getting dark, please turn on the light for me." },
            picture: '💡',
          },
          {
            word: '蠟燭',
            english: 'candle',
            explain: 'A candle is a stick of wax with a little flame on top, like the ones on a birthday cake.',
            examples: [
              { tw: '點蠟燭', en: 'light a candle' },
              { tw: '生日蠟燭', en: 'birthday candles' },
            ],
            sentence: { tw: '蛋糕上有六根蠟燭。', en: 'There are six candles on the cake.' },
            picture: '🕯️',
          },
        ],
        story: [
          { tw: '今天是奶奶的生日，天氣好熱。', en: "Today is Grandma's birthday, and it's a very hot day." },
          { tw: '爸爸把燈關掉，屋子裡黑黑的。', en: 'Dad switches off the light, and the room goes dark.' },
          { tw: '媽媽端出蛋糕，上面的蠟燭亮亮的。', en: 'Mom brings out the cake, and the candles on it are glowing.' },
          { tw: '小明說：「奶奶快許願，再把小火苗吹滅吧！」', en: 'Xiaoming says, "Grandma, make a wish, then blow out the little flames!"' },
        ],
      },
      {
        key: 'fire-2',
        title: { tw: '過年真熱鬧', en: 'A lively New Year' },
        words: [
          {
            word: '熊',
            english: 'bear',
            explain: 'A bear is a big, furry animal that loves honey and sleeps through the winter.',
            examples: [
              { tw: '小熊', en: 'little bear' },
              { tw: '玩具熊', en: 'teddy bear' },
            ],
            sentence: { tw: '我每天抱著玩具熊睡覺。', en: 'I hug my teddy bear when I go to sleep every night.' },
            picture: '🐻',
          },
          {
            word: '煙火',
            english: 'fireworks',
            explain: 'Fireworks light up the night sky with bright, sparkly colors on special days.',
            examples: [
              { tw: '放煙火', en: 'set off fireworks' },
              { tw: '看煙火', en: 'watch fireworks' },
            ],
            sentence: { tw: '過年的時候，天上有好多漂亮的煙火。', en: 'At Chinese New Year, there are lots of beautiful fireworks in the sky.' },
            picture: '🎆',
          },
          {
            word: '照片',
            english: 'photo',
            explain: 'A photo is a picture taken with a camera or a phone, so we can remember happy times.',
            examples: [
              { tw: '看照片', en: 'look at photos' },
              { tw: '舊照片', en: 'old photo' },
              { tw: '拍一張照片', en: 'take a photo' },
            ],
            sentence: { tw: '這是爸爸小時候的照片。', en: 'This is a photo of Dad when he was little.' },
            picture: '🖼️',
          },
          {
            word: '煮',
            english: 'cook',
            explain: 'To cook means to heat food until it is ready to eat, like boiling noodles in a pot.',
            examples: [
              { tw: '煮飯', en: 'cook rice' },
              { tw: '煮麵', en: 'cook noodles' },
              { tw: '煮蛋', en: 'boil an egg' },
            ],
            sentence: { tw: '爸爸在廚房裡煮麵。', en: 'Dad is cooking noodles in the kitchen.' },
          },
        ],
        story: [
          { tw: '過年了，奶奶在廚房裡煮餃子。', en: "It's Chinese New Year, and Grandma is cooking dumplings in the kitchen." },
          { tw: '晚上，大家到外面看煙火。', en: 'In the evening, everyone goes outside to watch the fireworks.' },
          { tw: '小美抱著她的玩具熊，說小熊也想看。', en: 'Xiaomei hugs her teddy bear and says the little bear wants to watch too.' },
          { tw: '爸爸幫大家拍了一張照片，玩具熊也在裡面。', en: 'Dad takes a photo of everyone, and the teddy bear is in it too.' },
        ],
      },
    ],
  },
  {
    radical: '土',
    name: { tw: '土字旁', en: 'the earth radical' },
    meaning: {
      tw: '土就是泥土，有土字旁的字常常和地面、泥土或用土蓋起來的東西有關係。',
      en: 'It means soil, and characters with it are often about the ground, the soil or things built from earth.',
    },
    lessons: [
      {
        key: 'earth-1',
        title: { tw: '在花園裡', en: 'In the garden' },
        words: [
          {
            word: '土',
            english: 'soil',
            explain: 'Soil is the brown earth in the garden where plants push down their roots.',
            examples: [
              { tw: '泥土', en: 'soil' },
              { tw: '土地', en: 'land' },
              { tw: '一把土', en: 'a handful of soil' },
            ],
            sentence: { tw: '小美把種子種在土裡。', en: 'Xiaomei plants the seeds in the soil.' },
          },
          {
            word: '地',
            english: 'ground',
            explain: 'The ground is what we stand and walk on, right under our feet.',
            examples: [
              { tw: '地上', en: 'on the ground' },
              { tw: '草地', en: 'lawn' },
              { tw: '掃地', en: 'sweep the floor' },
            ],
            sentence: { tw: '我的玩具掉在地上了。', en: 'My toy has fallen on the ground.' },
          },
          {
            word: '坐',
            english: 'sit',
            explain: 'To sit means to rest your bottom on a chair or on the floor.',
            examples: [
              { tw: '坐下', en: 'sit down' },
              { tw: '坐好', en: 'sit up nicely' },
              { tw: '坐車', en: 'ride in a car' },
            ],
            sentence: { tw: '上課的時候，我們要坐好。', en: 'In class, we should sit up nicely.' },
          },
          {
            word: '在',
            english: 'at',
            explain: 'We use this word to say where someone or something is, like at home or at school.',
            examples: [
              { tw: '在家', en: 'at home' },
              { tw: '在學校', en: 'at school' },
              { tw: '在哪裡', en: 'where is it' },
            ],
            sentence: { tw: '豆豆在門口等我回家。', en: 'Doudou waits at the door for me to come home.' },
          },
        ],
        story: [
          { tw: '小明和爺爺在花園裡種花。', en: 'Xiaoming and Grandpa are planting flowers in the garden.' },
          { tw: '他們把土挖開，放進小小的種子。', en: 'They dig into the soil and put in tiny seeds.' },
          { tw: '豆豆也來幫忙，把土挖得滿地都是。', en: 'Doudou helps too, and scatters soil all over the ground.' },
          { tw: '種好了，大家一起坐在地上喝水。', en: 'When they finish, everyone sits on the ground and drinks some water.' },
        ],
      },
      {
        key: 'earth-2',
        title: { tw: '操場上的城堡', en: 'A castle on the playground' },
        words: [
          {
            word: '城堡',
            english: 'castle',
            explain: 'A castle is a big, strong building with tall towers, like the ones in fairy tales.',
            examples: [
              { tw: '大城堡', en: 'a big castle' },
              { tw: '城堡裡', en: 'in the castle' },
              { tw: '公主的城堡', en: "a princess's castle" },
            ],
            sentence: { tw: '故事書裡的國王住在城堡裡。', en: 'The king in the storybook lives in a castle.' },
            picture: '🏰',
          },
          {
            word: '地球',
            english: 'earth',
            explain: 'Earth is our big round home in space, with land, seas and lots of living things.',
            examples: [
              { tw: '地球上', en: 'on the Earth' },
              { tw: '愛護地球', en: 'take care of the Earth' },
            ],
            sentence: { tw: '地球是我們大家的家。', en: 'The Earth is home to all of us.' },
            picture: '🌏',
          },
          {
            word: '操場',
            english: 'playground',
            explain: 'The playground is the big open space at school where children run and play.',
            examples: [
              { tw: '學校操場', en: 'school playground' },
              { tw: '在操場上', en: 'on the playground' },
            ],
            sentence: { tw: '下課了，大家都跑到操場上玩。', en: 'When class is over, everyone runs out to play on the playground.' },
          },
          {
            word: '堆',
            english: 'pile up',
            explain: 'To pile up means to put things on top of each other, like blocks, sand or snow.',
            examples: [
              { tw: '一堆', en: 'a pile' },
              { tw: '堆沙子', en: 'pile up sand' },
              { tw: '堆雪人', en: 'build a snowman' },
            ],
            sentence: { tw: '下雪了，我們在外面堆雪人。', en: 'It snowed, so we built a snowman outside.' },
          },
        ],
        story: [
          { tw: '下課了，小明和小美跑到操場上。', en: 'Class is over, and Xiaoming and Xiaomei run out to the playground.' },
          { tw: '他們在沙坑裡用沙子堆了一座城堡。', en: 'In the sandpit, they pile up sand to make a castle.' },
          { tw: '小美在城堡上插了一面小旗子，上面畫著地球。', en: 'Xiaomei puts a little flag on the castle, with the Earth drawn on it.' },
          { tw: '小明說：「這是我們的地球城堡！」', en: 'Xiaoming says, "This is our Earth castle!"' },
        ],
      },
    ],
  },
  {
    radical: '石',
    name: { tw: '石字旁', en: 'the stone radical' },
    meaning: {
      tw: '石就是石頭，有石字旁的字常常和石頭或硬硬的東西有關係。',
      en: 'It means stone, and characters with it are often about stones and hard things.',
    },
    lessons: [
      {
        key: 'stone-1',
        title: { tw: '硬硬的石頭', en: 'Hard stones' },
        words: [
          {
            word: '石頭',
            english: 'stone',
            explain: 'A stone is a hard little piece of rock that you can find on the ground or by a river.',
            examples: [
              { tw: '小石頭', en: 'pebble' },
              { tw: '撿石頭', en: 'pick up stones' },
              { tw: '石頭剪刀布', en: 'rock paper scissors' },
            ],
            sentence: { tw: '小明在河邊撿了一顆圓圓的石頭。', en: 'Xiaoming picked up a round stone by the river.' },
            picture: '🪨',
          },
          {
            word: '硬',
            english: 'hard',
            explain: 'Something hard does not squash when you press it, like a stone or a nut.',
            examples: [
              { tw: '好硬', en: 'so hard' },
              { tw: '硬硬的', en: 'very hard' },
              { tw: '硬幣', en: 'coin' },
            ],
            sentence: { tw: '這塊餅乾好硬，我咬不動。', en: "This cookie is so hard that I can't bite it." },
          },
          {
            word: '磚',
            english: 'brick',
            explain: 'A brick is a hard block that builders stack up to make walls and houses.',
            examples: [
              { tw: '磚頭', en: 'brick' },
              { tw: '紅磚', en: 'red brick' },
              { tw: '磚牆', en: 'brick wall' },
            ],
            sentence: { tw: '第三隻小豬用磚頭蓋了一間房子。', en: 'The third little pig built a house out of bricks.' },
            picture: '🧱',
          },
          {
            word: '磁鐵',
            english: 'magnet',
            explain: 'A magnet can pull things made of iron toward it, almost like magic.',
            examples: [
              { tw: '小磁鐵', en: 'a little magnet' },
              { tw: '冰箱磁鐵', en: 'fridge magnet' },
            ],
            sentence: { tw: '我用磁鐵把畫貼在冰箱上。', en: 'I used a magnet to put my drawing up on the fridge.' },
            picture: '🧲',
          },
        ],
        story: [
          { tw: '小明和爺爺在院子裡玩尋寶遊戲。', en: 'Xiaoming and Grandpa play a treasure hunt game in the yard.' },
          { tw: '小明撿起一顆石頭，敲一敲，好硬啊！', en: "Xiaoming picks up a stone and taps it. It's so hard!" },
          { tw: '爺爺拿出一塊磁鐵，說它可以找到鐵釘。', en: 'Grandpa takes out a magnet and says it can find iron nails.' },
          { tw: '在舊磚牆下面，磁鐵一下子吸起了三根小鐵釘。', en: 'Under the old brick wall, the magnet quickly picks up three little nails.' },
        ],
      },
      {
        key: 'stone-2',
        title: { tw: '碗和寶石', en: 'A bowl and gems' },
        words: [
          {
            word: '碗',
            english: 'bowl',
            explain: 'A bowl is a round dish that holds rice, soup or cereal.',
            examples: [
              { tw: '飯碗', en: 'rice bowl' },
              { tw: '一碗飯', en: 'a bowl of rice' },
              { tw: '洗碗', en: 'wash the dishes' },
            ],
            sentence: { tw: '我把一碗飯都吃完了。', en: 'I ate up a whole bowl of rice.' },
            picture: '🥣',
          },
          {
            word: '碰',
            english: 'bump',
            explain: 'To bump means to knock into something by accident.',
            examples: [
              { tw: '碰到', en: 'bump into' },
              { tw: '碰碰車', en: 'bumper car' },
            ],
            sentence: { tw: '小心，別碰到頭！', en: "Careful, don't bump your head!" },
          },
          {
            word: '破',
            english: 'broken',
            explain: 'When something is broken or torn, it has a crack or a hole in it.',
            examples: [
              { tw: '破了', en: 'broken' },
              { tw: '打破', en: 'break' },
              { tw: '破洞', en: 'a hole' },
            ],
            sentence: { tw: '我的襪子破了一個洞。', en: 'My sock has a hole in it.' },
          },
          {
            word: '寶石',
            english: 'gem',
            explain: 'A gem is a shiny stone in a pretty color that sparkles like a tiny star.',
            examples: [
              { tw: '紅寶石', en: 'ruby' },
              { tw: '藍寶石', en: 'sapphire' },
              { tw: '一顆寶石', en: 'a gem' },
            ],
            sentence: { tw: '公主的皇冠上有很多寶石。', en: "The princess's crown has lots of gems on it." },
            picture: '💎',
          },
        ],
        story: [
          { tw: '小美有一個漂亮的碗，裡面放著她的寶石。', en: 'Xiaomei has a pretty bowl, and she keeps her gems in it.' },
          { tw: '豆豆跑過來，不小心碰到了桌子。', en: 'Doudou runs over and bumps into the table by accident.' },
          { tw: '碗咚的一聲掉到地上，可是沒有破！', en: "The bowl drops onto the floor with a thud, but it doesn't break!" },
          { tw: '原來這是一個木頭碗，寶石也一顆都沒少。', en: 'It turns out to be a wooden bowl, and not a single gem is lost.' },
          { tw: '小美摸摸豆豆的頭說：「下次要慢慢走。」', en: 'Xiaomei pats Doudou\'s head and says, "Walk slowly next time."' },
        ],
      },
    ],
  },
  {
    radical: '雨',
    name: { tw: '雨字頭', en: 'the rain radical' },
    meaning: {
      tw: '雨就是從天上落下來的雨，有雨字頭的字常常和天氣有關係，像是雲、雪和打雷。',
      en: 'It means the rain that falls from the sky, and characters with it are often about the weather, like clouds, snow and thunder.',
    },
    lessons: [
      {
        key: 'rain-1',
        title: { tw: '下雨天', en: 'A rainy day' },
        words: [
          {
            word: '雨',
            english: 'rain',
            explain: 'Rain is water that falls from the clouds in little drops.',
            examples: [
              { tw: '下雨', en: 'it rains' },
              { tw: '大雨', en: 'heavy rain' },
              { tw: '雨天', en: 'a rainy day' },
            ],
            sentence: { tw: '外面在下雨，我們在家裡玩吧。', en: "It's raining outside, so let's play at home." },
            picture: '🌧️',
          },
          {
            word: '雲',
            english: 'cloud',
            explain: 'A cloud is a fluffy puff floating in the sky, made of tiny drops of water.',
            examples: [
              { tw: '白雲', en: 'white cloud' },
              { tw: '烏雲', en: 'dark cloud' },
            ],
            sentence: { tw: '天上的白雲像一隻小綿羊。', en: 'The white cloud in the sky looks like a little lamb.' },
            picture: '☁️',
          },
          {
            word: '雨傘',
            english: 'umbrella',
            explain: 'An umbrella opens like a big flower over your head and keeps you dry in the rain.',
            examples: [
              { tw: '一把雨傘', en: 'an umbrella' },
              { tw: '帶雨傘', en: 'take an umbrella' },
            ],
            sentence: { tw: '下雨了，別忘了帶雨傘。', en: "It's raining, so don't forget to take your umbrella." },
            picture: '☂️',
          },
          {
            word: '打雷',
            english: 'thunder',
            explain: 'When it thunders, the sky makes a loud boom after a flash of lightning.',
            examples: [
              { tw: '打雷了', en: "it's thundering" },
              { tw: '打雷下雨', en: 'thunder and rain' },
            ],
            sentence: { tw: '打雷的時候，豆豆躲到床底下。', en: 'When it thunders, Doudou hides under the bed.' },
            picture: '🌩️',
          },
        ],
        story: [
          { tw: '天上來了一大片烏雲。', en: 'A big dark cloud comes across the sky.' },
          { tw: '轟隆隆，打雷了，接著下起了大雨。', en: 'Boom, boom! It thunders, and then heavy rain starts to fall.' },
          { tw: '小美拿著她的黃色雨傘，走到門口。', en: 'Xiaomei takes her yellow umbrella and goes to the door.' },
          { tw: '她說：「豆豆別怕，我們在雨傘下面等爸爸回家。」', en: 'She says, "Don\'t be scared, Doudou. Let\'s wait under the umbrella for Dad to come home."' },
        ],
      },
      {
        key: 'rain-2',
        title: { tw: '下雪了', en: "It's snowing" },
        words: [
          {
            word: '雪',
            english: 'snow',
            explain: 'Snow is soft, white and cold, and it falls from the sky on very cold days.',
            examples: [
              { tw: '下雪', en: 'it snows' },
              { tw: '雪人', en: 'snowman' },
              { tw: '雪花', en: 'snowflake' },
            ],
            sentence: { tw: '冬天的山上白白的，都是雪。', en: 'In winter the mountain is all white with snow.' },
            picture: '❄️',
          },
          {
            word: '電腦',
            english: 'computer',
            explain: 'A computer is a machine with a screen that helps us write, draw, learn and play games.',
            examples: [
              { tw: '用電腦', en: 'use a computer' },
              { tw: '電腦遊戲', en: 'computer game' },
            ],
            sentence: { tw: '爸爸在電腦上看明天的天氣。', en: "Dad checks tomorrow's weather on the computer." },
            picture: '💻',
          },
          {
            word: '霧',
            english: 'fog',
            explain: 'Fog is like a cloud that comes down low to the ground, so it is hard to see far.',
            examples: [
              { tw: '大霧', en: 'thick fog' },
              { tw: '起霧', en: 'fog comes in' },
            ],
            sentence: { tw: '早上起了大霧，看不見對面的房子。', en: "There was thick fog this morning, and we couldn't see the house across the road." },
            picture: '🌫️',
          },
          {
            word: '零',
            english: 'zero',
            explain: 'Zero means none at all, and it is the number that comes just before one.',
            examples: [
              { tw: '零度', en: 'zero degrees' },
              { tw: '零下', en: 'below zero' },
              { tw: '一百零一', en: 'one hundred and one' },
            ],
            sentence: { tw: '三減三等於零。', en: 'Three minus three is zero.' },
          },
        ],
        story: [
          { tw: '早上起來，窗外都是霧，白茫茫的。', en: 'When they get up in the morning, everything outside the window is white with fog.' },
          { tw: '爸爸在電腦上看天氣，說今天只有零度。', en: 'Dad checks the weather on the computer and says it is only zero degrees today.' },
          { tw: '中午，天上飄下了雪花。', en: 'At noon, snowflakes start to drift down from the sky.' },
          { tw: '小明和小美穿上厚衣服，跑到外面去玩雪。', en: 'Xiaoming and Xiaomei put on warm clothes and run outside to play in the snow.' },
        ],
      },
    ],
  },
  {
    radical: '田',
    name: { tw: '田字旁', en: 'the field radical' },
    meaning: {
      tw: '田看起來就像一塊分成四格的田地，有田字旁的字常常和田地有關係。',
      en: 'It looks like a field split into four squares, and characters with it are often about fields and farming.',
    },
    lessons: [
      {
        key: 'field-1',
        title: { tw: '爺爺的田', en: "Grandpa's field" },
        words: [
          {
            word: '田',
            english: 'field',
            explain: 'A field is a piece of land where farmers grow rice and vegetables.',
            examples: [
              { tw: '稻田', en: 'rice field' },
              { tw: '田裡', en: 'in the field' },
              { tw: '種田', en: 'farming' },
            ],
            sentence: { tw: '爺爺每天早上都去田裡工作。', en: 'Grandpa goes to work in the field every morning.' },
            picture: '🌾',
          },
          {
            word: '番茄',
            english: 'tomato',
            explain: 'A tomato is a juicy red fruit that we often cook like a vegetable.',
            examples: [
              { tw: '小番茄', en: 'cherry tomato' },
              { tw: '番茄醬', en: 'ketchup' },
              { tw: '番茄炒蛋', en: 'tomato and egg stir fry' },
            ],
            sentence: { tw: '媽媽做了番茄炒蛋，好香啊！', en: 'Mom made tomato and egg stir fry, and it smells so good!' },
            picture: '🍅',
          },
          {
            word: '甲蟲',
            english: 'beetle',
            explain: 'A beetle is a little bug with a hard, shiny shell on its back.',
            examples: [
              { tw: '小甲蟲', en: 'little beetle' },
              { tw: '一隻甲蟲', en: 'a beetle' },
            ],
            sentence: { tw: '樹葉上有一隻綠色的小甲蟲。', en: 'There is a little green beetle on the leaf.' },
            picture: '🪲',
          },
          {
            word: '男生',
            english: 'boy',
            explain: 'A boy is a child who will grow up to be a man, just like Xiaoming.',
            examples: [
              { tw: '小男生', en: 'little boy' },
              { tw: '男生和女生', en: 'boys and girls' },
            ],
            sentence: { tw: '我們班上有十個男生。', en: 'There are ten boys in our class.' },
            picture: '👦',
          },
        ],
        story: [
          { tw: '星期天，小明和小美去爺爺的田裡玩。', en: "On Sunday, Xiaoming and Xiaomei go to play in Grandpa's field." },
          { tw: '田裡種了好多紅紅的番茄。', en: 'Lots of red tomatoes are growing in the field.' },
          { tw: '一隻小甲蟲爬到番茄上，小美嚇了一跳。', en: 'A little beetle crawls onto a tomato, and Xiaomei jumps in surprise.' },
          { tw: '鄰居家的男生也跑過來看甲蟲。', en: 'The boy from next door runs over to see the beetle too.' },
          { tw: '甲蟲張開翅膀，慢慢地飛走了。', en: 'The beetle opens its wings and slowly flies away.' },
        ],
      },
      {
        key: 'field-2',
        title: { tw: '畫一個世界', en: 'Draw a world' },
        words: [
          {
            word: '畫',
            english: 'draw',
            explain: 'To draw means to make a picture with crayons, pencils or paint.',
            examples: [
              { tw: '畫畫', en: 'draw pictures' },
              { tw: '畫一朵花', en: 'draw a flower' },
              { tw: '一幅畫', en: 'a painting' },
            ],
            sentence: { tw: '小美喜歡畫小動物。', en: 'Xiaomei likes to draw little animals.' },
            picture: '🎨',
          },
          {
            word: '世界',
            english: 'world',
            explain: 'The world is everything on our Earth, with all its countries, seas and people.',
            examples: [
              { tw: '全世界', en: 'the whole world' },
              { tw: '世界地圖', en: 'world map' },
            ],
            sentence: { tw: '世界上有很多不一樣的動物。', en: 'There are many different animals in the world.' },
            picture: '🗺️',
          },
          {
            word: '當然',
            english: 'of course',
            explain: 'We say of course when the answer is a happy, easy yes.',
            examples: [
              { tw: '當然可以', en: 'of course you can' },
              { tw: '當然好', en: 'of course, sure' },
            ],
            sentence: { tw: '媽媽問我想不想吃蛋糕，我當然想！', en: 'Mom asked if I wanted some cake, and of course I did!' },
          },
        ],
        story: [
          { tw: '小美拿出一張大紙，想畫一幅畫。', en: 'Xiaomei takes out a big sheet of paper and wants to paint a picture.' },
          { tw: '她問哥哥：「你可以和我一起畫嗎？」', en: 'She asks her brother, "Can you draw with me?"' },
          { tw: '小明說：「當然可以！」', en: 'Xiaoming says, "Of course I can!"' },
          { tw: '他們畫了大海、高山和很多動物，說這是我們的世界。', en: 'They draw the sea, tall mountains and lots of animals, and say, This is our world.' },
        ],
      },
    ],
  },
  {
    radical: '夕',
    name: { tw: '夕字旁', en: 'the evening radical' },
    meaning: {
      tw: '夕就是太陽下山的傍晚，有夕字旁的字有的和晚上有關係，像是夜晚的夜。',
      en: 'It means the evening, when the sun goes down, and some characters with it are about the night.',
    },
    lessons: [
      {
        key: 'evening-1',
        title: { tw: '去外婆家', en: "Off to Grandma's house" },
        words: [
          {
            word: '外婆',
            english: 'grandma',
            sense: "mom's mom",
            explain: "This grandma is your mom's mother, and she loves you very much.",
            examples: [
              { tw: '去外婆家', en: "go to Grandma's house" },
              { tw: '外婆做的菜', en: "Grandma's cooking" },
            ],
            sentence: { tw: '外婆會講好聽的故事。', en: 'Grandma tells wonderful stories.' },
            picture: '👵',
          },
          {
            word: '外公',
            english: 'grandpa',
            sense: "mom's dad",
            explain: "This grandpa is your mom's father, and he loves you very much.",
            examples: [
              { tw: '外公和外婆', en: 'Grandpa and Grandma' },
              { tw: '外公的眼鏡', en: "Grandpa's glasses" },
            ],
            sentence: { tw: '外公帶我去河邊釣魚。', en: 'Grandpa takes me fishing by the river.' },
            picture: '👴',
          },
          {
            word: '多',
            english: 'many',
            explain: 'Many means a lot of something, more than you can count on your fingers.',
            examples: [
              { tw: '很多', en: 'a lot' },
              { tw: '好多', en: 'so many' },
              { tw: '多少', en: 'how many' },
            ],
            sentence: { tw: '樹上有好多小鳥。', en: 'There are so many little birds in the tree.' },
          },
          {
            word: '夠',
            english: 'enough',
            explain: 'Enough means you have as much as you need, and you do not need any more.',
            examples: [
              { tw: '夠了', en: "that's enough" },
              { tw: '不夠', en: 'not enough' },
              { tw: '夠不夠', en: 'is it enough' },
            ],
            sentence: { tw: '一個蛋糕夠我們五個人吃嗎？', en: 'Is one cake enough for the five of us?' },
          },
        ],
        story: [
          { tw: '星期六，媽媽帶小明和小美去外婆家。', en: "On Saturday, Mom takes Xiaoming and Xiaomei to Grandma's house." },
          { tw: '外婆蒸了好多好吃的包子。', en: 'Grandma has steamed lots of tasty buns.' },
          { tw: '外公問：「包子夠不夠吃？」', en: 'Grandpa asks, "Are there enough buns for everyone?"' },
          { tw: '小明摸摸肚子說：「夠了夠了，我吃得好飽！」', en: 'Xiaoming pats his tummy and says, "That\'s enough, that\'s enough. I\'m so full!"' },
        ],
      },
      {
        key: 'evening-2',
        title: { tw: '太陽下山了', en: 'The sun goes down' },
        words: [
          {
            word: '夕陽',
            english: 'sunset',
            explain: 'At sunset the sun goes down in the evening, and the sky turns orange and pink.',
            examples: [
              { tw: '看夕陽', en: 'watch the sunset' },
              { tw: '紅紅的夕陽', en: 'a red setting sun' },
            ],
            sentence: { tw: '我們坐在海邊看夕陽。', en: 'We sit by the sea and watch the sunset.' },
            picture: '🌇',
          },
          {
            word: '夜',
            english: 'night',
            explain: 'Night is the dark time after the sun goes down, when the moon and stars come out.',
            examples: [
              { tw: '夜晚', en: 'night' },
              { tw: '半夜', en: 'the middle of the night' },
              { tw: '夜空', en: 'night sky' },
            ],
            sentence: { tw: '夜裡，小貓在屋頂上散步。', en: 'At night, the kitten takes a walk on the roof.' },
            picture: '🌃',
          },
          {
            word: '外面',
            english: 'outside',
            explain: 'Outside means out of the house, where the sky, the trees and the wind are.',
            examples: [
              { tw: '到外面玩', en: 'go out to play' },
              { tw: '外面下雨了', en: "it's raining outside" },
            ],
            sentence: { tw: '天氣很好，我們去外面玩吧！', en: "The weather is lovely, let's go and play outside!" },
          },
        ],
        story: [
          { tw: '傍晚，小明帶豆豆到外面散步。', en: 'In the evening, Xiaoming takes Doudou for a walk outside.' },
          { tw: '紅紅的夕陽慢慢地下山了。', en: 'The red setting sun slowly goes down behind the hills.' },
          { tw: '天黑了，夜空裡亮起了一顆顆星星。', en: 'It gets dark, and one by one the stars light up in the night sky.' },
          { tw: '豆豆汪汪叫，好像在說：「該回家吃晚飯了。」', en: "Doudou barks, as if to say, It's time to go home for dinner." },
        ],
      },
    ],
  },
];
