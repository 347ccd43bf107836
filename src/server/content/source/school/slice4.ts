import type { MoreLessonsSource, RadicalSource } from '../types';

/**
 * The school year's characters, slice 4 (issue 29): 木 糸 攴 彳 又 穴 白 方 父 曰 玉 米 雨 瓜 行 戶
 * and the rare radicals 麻 長 舟 癶 黃 音 辰 斗 爿, whose characters are taught in words filed under
 * a radical the curriculum has (多麼 under 夕, 校長 under 木, 輪船 under 車, 發現 under 玉 ...).
 */

export const radicals: RadicalSource[] = [
  {
    radical: '攴',
    name: { tw: '反文旁', en: 'the tap radical' },
    meaning: {
      tw: '攴像一隻手拿著木棒輕輕地敲，有反文旁的字常常和動手做事有關。',
      en: 'Pu looks like a hand tapping with a little stick, and characters with it are often about doing things with your hands.',
    },
    lessons: [
      {
        key: 's4-tap-1',
        title: { tw: '放學回家', en: 'Home after school' },
        words: [
          {
            word: '放學',
            english: 'after school',
            explain: 'School is over for the day and everyone can go home.',
            examples: [
              { tw: '放學了', en: 'school is out' },
              { tw: '放學回家', en: 'go home after school' },
            ],
            sentence: { tw: '放學的時候，媽媽在門口等我。', en: 'After school, Mom waits for me at the gate.' },
            picture: '🏫',
          },
          {
            word: '收好',
            english: 'put away',
            explain: 'You put things away when you put them back where they belong.',
            examples: [
              { tw: '收好玩具', en: 'put away the toys' },
              { tw: '把書收好', en: 'put the books away' },
            ],
            sentence: { tw: '玩完以後，要把積木收好。', en: 'After playing, put the building blocks away.' },
          },
          {
            word: '數一數',
            english: 'count',
            explain: 'When you count, you say one, two, three for each thing you see.',
            examples: [
              { tw: '數一數有幾個', en: 'count how many there are' },
              { tw: '數一數星星', en: 'count the stars' },
            ],
            sentence: { tw: '我們來數一數樹上有幾隻鳥。', en: "Let's count how many birds are in the tree." },
            picture: '🔢',
          },
          {
            word: '教書',
            english: 'teach',
            explain: 'To teach is to help other people learn something new.',
            examples: [
              { tw: '在學校教書', en: 'teach at a school' },
              { tw: '教書的老師', en: 'a teacher who teaches' },
            ],
            sentence: { tw: '我的阿姨在小學教書。', en: 'My aunt teaches at an elementary school.' },
            picture: '🧑‍🏫',
          },
          {
            word: '故事',
            english: 'story',
            explain: 'A story tells about people or animals and the things that happen to them.',
            examples: [
              { tw: '講故事', en: 'tell a story' },
              { tw: '聽故事', en: 'listen to a story' },
              { tw: '好聽的故事', en: 'a good story' },
            ],
            sentence: { tw: '睡覺前，媽媽都會講故事給我聽。', en: 'Before bed, Mom always tells me a story.' },
            picture: '📖',
          },
        ],
        story: [
          { tw: '放學了，小明和小美回到家。', en: 'School is out, and Xiaoming and Xiaomei come home.' },
          { tw: '他們先把書包收好，再去洗手。', en: 'First they put their schoolbags away, then they wash their hands.' },
          { tw: '小美問：「媽媽，你以前是做什麼的？」', en: 'Xiaomei asks, "Mom, what did you do before?"' },
          { tw: '媽媽說：「我以前在小學教書，每天都講故事給小朋友聽。」', en: 'Mom says, "I used to teach at an elementary school, and I told the children a story every day."' },
          { tw: '小美說：「那我們來數一數，你講過幾個故事！」', en: 'Xiaomei says, "Then let\'s count how many stories you told!"' },
        ],
      },
      {
        key: 's4-tap-3',
        title: { tw: '尊敬爺爺', en: 'Respect for Grandpa' },
        words: [
          {
            word: '尊敬',
            english: 'respect',
            explain: 'You respect people when you look up to them and treat them kindly and politely.',
            examples: [
              { tw: '尊敬老師', en: 'respect your teacher' },
              { tw: '尊敬長輩', en: 'respect your elders' },
            ],
            sentence: { tw: '我們要尊敬爺爺奶奶。', en: 'We should respect our grandparents.' },
          },
        ],
        story: [
          { tw: '爺爺來我們家吃晚飯。', en: 'Grandpa comes to our home for dinner.' },
          { tw: '爸爸說：「爺爺年紀大了，我們要尊敬他，先請爺爺坐。」', en: 'Dad says, "Grandpa is older, so we respect him and ask him to sit down first."' },
          { tw: '小明馬上幫爺爺拉開椅子。', en: 'Xiaoming pulls out a chair for Grandpa right away.' },
        ],
      },
    ],
  },
  {
    radical: '彳',
    name: { tw: '雙人旁', en: 'the step radical' },
    meaning: {
      tw: '彳像人走路時的小腳步，有雙人旁的字常常和走路、前後有關。',
      en: 'Chi looks like a small step, and characters with it are often about walking and going forward or back.',
    },
    lessons: [
      {
        key: 's4-step-1',
        title: { tw: '去動物園', en: 'Off to the zoo' },
        words: [
          {
            word: '從',
            english: 'from',
            explain: 'From tells where something starts, like walking from home to school.',
            examples: [
              { tw: '從家裡', en: 'from home' },
              { tw: '從這裡', en: 'from here' },
            ],
            sentence: { tw: '我每天從家裡走路去學校。', en: 'Every day I walk from home to school.' },
          },
          {
            word: '很',
            english: 'very',
            explain: 'Very makes a word stronger, like very big or very happy.',
            examples: [
              { tw: '很好', en: 'very good' },
              { tw: '很高興', en: 'very glad' },
            ],
            sentence: { tw: '今天的天氣很好。', en: 'The weather is very nice today.' },
          },
          {
            word: '後面',
            english: 'behind',
            explain: 'Behind means at the back of something.',
            examples: [
              { tw: '門後面', en: 'behind the door' },
              { tw: '在我後面', en: 'behind me' },
            ],
            sentence: { tw: '豆豆躲在沙發後面。', en: 'Doudou is hiding behind the sofa.' },
          },
          {
            word: '然後',
            english: 'then',
            explain: 'Then tells what happens next.',
            examples: [
              { tw: '然後呢', en: 'and then?' },
              { tw: '先洗手，然後吃飯', en: 'wash your hands, then eat' },
            ],
            sentence: { tw: '我先寫功課，然後去公園玩。', en: 'I do my homework first, then I go to the park to play.' },
          },
          {
            word: '後天',
            english: 'day after tomorrow',
            explain: 'The day after tomorrow is two days from today.',
            examples: [
              { tw: '後天見', en: 'see you in two days' },
              { tw: '後天是星期六', en: 'the day after tomorrow is Saturday' },
            ],
            sentence: { tw: '後天是小美的生日。', en: "The day after tomorrow is Xiaomei's birthday." },
            picture: '📅',
          },
        ],
        story: [
          { tw: '小明很想去動物園。', en: 'Xiaoming really wants to go to the zoo.' },
          { tw: '爸爸說：「後天是星期六，我們從家裡坐公車去吧！」', en: 'Dad says, "The day after tomorrow is Saturday, so let\'s take the bus from home!"' },
          { tw: '星期六到了，他們先坐公車，然後走路到動物園門口。', en: 'Saturday comes, and they take the bus first, then walk to the zoo gate.' },
          { tw: '小美走在爸爸後面，一直問：「大象在哪裡？」', en: 'Xiaomei walks behind Dad and keeps asking, "Where are the elephants?"' },
        ],
      },
    ],
  },
  {
    radical: '又',
    name: { tw: '又字旁', en: 'the right hand radical' },
    meaning: {
      tw: '又像一隻右手，有又字旁的字常常和用手拿東西、做事情有關。',
      en: 'You looks like a right hand, and characters with it are often about holding things and doing things.',
    },
    lessons: [
      {
        key: 's4-right-hand-1',
        title: { tw: '又跌倒了', en: 'Down again' },
        words: [
          {
            word: '又',
            english: 'again',
            explain: 'Again means one more time.',
            examples: [
              { tw: '又來了', en: 'here it comes again' },
              { tw: '又大又圓', en: 'big and round' },
            ],
            sentence: { tw: '豆豆又把我的鞋子咬走了！', en: 'Doudou has run off with my shoe again!' },
            picture: '🔁',
          },
          {
            word: '受傷',
            english: 'get hurt',
            explain: 'You get hurt when something bumps, cuts or scrapes your body.',
            examples: [
              { tw: '小心受傷', en: 'be careful not to get hurt' },
              { tw: '手受傷了', en: 'hurt a hand' },
            ],
            sentence: { tw: '小明跌倒了，膝蓋受傷了。', en: 'Xiaoming fell down and hurt his knee.' },
            picture: '🩹',
          },
          {
            word: '好朋友',
            english: 'good friend',
            explain: 'A good friend is someone who likes to play with you and is kind to you.',
            examples: [
              { tw: '我的好朋友', en: 'my good friend' },
              { tw: '當好朋友', en: 'be good friends' },
            ],
            sentence: { tw: '小美和小芳是好朋友。', en: 'Xiaomei and Xiaofang are good friends.' },
            picture: '🤝',
          },
        ],
        story: [
          { tw: '下課的時候，小明在操場上跑得太快，又跌倒了。', en: 'At recess, Xiaoming runs too fast on the playground and falls down again.' },
          { tw: '他的手受傷了，好痛。', en: 'He hurts his hand, and it really hurts.' },
          { tw: '他的好朋友大華馬上扶他去保健室。', en: 'His good friend Dahua helps him to the nurse\'s office right away.' },
          { tw: '大華說：「你今天已經跌倒兩次了，要慢慢走喔！」', en: 'Dahua says, "You have fallen twice today already, so walk slowly!"' },
        ],
      },
    ],
  },
  {
    radical: '穴',
    name: { tw: '穴字頭', en: 'the cave radical' },
    meaning: {
      tw: '穴就是山洞，有穴字頭的字常常和洞、空空的地方有關。',
      en: 'Xue means a cave, and characters with it are often about holes and empty spaces.',
    },
    lessons: [
      {
        key: 's4-cave-1',
        title: { tw: '紙箱火箭', en: 'The box rocket' },
        words: [
          {
            word: '天空',
            english: 'sky',
            explain: 'The sky is up above us, where the sun, the clouds and the stars are.',
            examples: [
              { tw: '藍色的天空', en: 'the blue sky' },
              { tw: '看天空', en: 'look at the sky' },
            ],
            sentence: { tw: '天空中有好多白雲。', en: 'There are lots of white clouds in the sky.' },
            picture: '🌤️',
          },
          {
            word: '穿',
            english: 'wear',
            explain: 'You wear clothes when you put them on your body.',
            examples: [
              { tw: '穿衣服', en: 'put on clothes' },
              { tw: '穿鞋子', en: 'put on shoes' },
            ],
            sentence: { tw: '天氣冷了，要穿外套。', en: "It's getting cold, so wear a coat." },
            picture: '👕',
          },
          {
            word: '突然',
            english: 'suddenly',
            explain: 'Suddenly means something happens very fast when you do not expect it.',
            examples: [
              { tw: '突然下雨', en: 'suddenly it rains' },
              { tw: '突然跑出來', en: 'suddenly run out' },
            ],
            sentence: { tw: '天空突然下起大雨。', en: 'Suddenly it starts to pour.' },
          },
          {
            word: '太空人',
            english: 'astronaut',
            explain: 'An astronaut is a person who flies in a rocket to outer space.',
            examples: [
              { tw: '當太空人', en: 'be an astronaut' },
              { tw: '太空人的衣服', en: "an astronaut's suit" },
            ],
            sentence: { tw: '小明長大想當太空人。', en: 'Xiaoming wants to be an astronaut when he grows up.' },
            picture: '🧑‍🚀',
          },
          {
            word: '空',
            english: 'empty',
            explain: 'Something is empty when there is nothing inside it.',
            examples: [
              { tw: '空杯子', en: 'an empty cup' },
              { tw: '空空的', en: 'all empty' },
            ],
            sentence: { tw: '我的杯子空了，我還想喝水。', en: 'My cup is empty, and I still want some water.' },
          },
        ],
        story: [
          { tw: '晚上，小明穿上他的太空人衣服。', en: 'In the evening, Xiaoming puts on his astronaut suit.' },
          { tw: '他的火箭是一個空紙箱。', en: 'His rocket is an empty cardboard box.' },
          { tw: '突然，豆豆跳進紙箱裡，也想當太空人。', en: 'Suddenly Doudou jumps into the box, wanting to be an astronaut too.' },
          { tw: '小明笑著說：「好吧，我們一起飛上天空！」', en: 'Xiaoming laughs and says, "All right, let\'s fly up into the sky together!"' },
        ],
      },
    ],
  },
  {
    radical: '白',
    name: { tw: '白字旁', en: 'the white radical' },
    meaning: {
      tw: '白就是白色，像雪和白雲的顏色，有白字旁的字常常和白色、明亮有關。',
      en: 'Bai means white, the color of snow and clouds, and characters with it are often about white and bright things.',
    },
    lessons: [
      {
        key: 's4-white-1',
        title: { tw: '我的白雲', en: 'My cloud' },
        words: [
          {
            word: '白色',
            english: 'white',
            explain: 'White is the color of snow, milk and clouds.',
            examples: [
              { tw: '白色的紙', en: 'white paper' },
              { tw: '白色的貓', en: 'a white cat' },
            ],
            sentence: { tw: '小美的新鞋子是白色的。', en: "Xiaomei's new shoes are white." },
            picture: '⚪',
          },
          {
            word: '我的',
            english: 'my',
            explain: 'My tells that something belongs to me.',
            examples: [
              { tw: '我的書', en: 'my book' },
              { tw: '我的家', en: 'my home' },
            ],
            sentence: { tw: '這是我的小狗豆豆。', en: 'This is my puppy, Doudou.' },
          },
          {
            word: '白天',
            english: 'daytime',
            explain: 'Daytime is the part of the day when the sun is up and it is light outside.',
            examples: [
              { tw: '白天和晚上', en: 'day and night' },
              { tw: '在白天', en: 'in the daytime' },
            ],
            sentence: { tw: '貓頭鷹白天都在睡覺。', en: 'Owls sleep all through the daytime.' },
            picture: '☀️',
          },
          {
            word: '白雲',
            english: 'white cloud',
            explain: 'White clouds are the soft, fluffy clouds we see on a sunny day.',
            examples: [
              { tw: '一朵白雲', en: 'a white cloud' },
              { tw: '藍天白雲', en: 'blue sky and white clouds' },
            ],
            sentence: { tw: '天上的白雲像一團棉花糖。', en: 'The white cloud in the sky looks like cotton candy.' },
            picture: '☁️',
          },
        ],
        story: [
          { tw: '星期天的白天，小美和小明在院子裡玩。', en: 'On Sunday in the daytime, Xiaomei and Xiaoming play in the yard.' },
          { tw: '天上飄著一朵大白雲。', en: 'A big white cloud floats in the sky.' },
          { tw: '小美說：「那朵白雲是我的，它像一隻白色的小兔子！」', en: 'Xiaomei says, "That white cloud is mine, it looks like a little white rabbit!"' },
          { tw: '小明說：「那我要旁邊那朵，它像豆豆！」', en: 'Xiaoming says, "Then I want the one next to it, it looks like Doudou!"' },
        ],
      },
    ],
  },
  {
    radical: '方',
    name: { tw: '方字旁', en: 'the square radical' },
    meaning: {
      tw: '方就是四四方方的方，有方字旁的字常常和方向、旗子有關。',
      en: 'Fang means square, and characters with it are often about directions and flags.',
    },
    lessons: [
      {
        key: 's4-square-1',
        title: { tw: '運動會', en: 'Sports day' },
        words: [
          {
            word: '地方',
            english: 'place',
            explain: 'A place is somewhere you can be or go, like a park or a school.',
            examples: [
              { tw: '好玩的地方', en: 'a fun place' },
              { tw: '這個地方', en: 'this place' },
            ],
            sentence: { tw: '公園是我最喜歡的地方。', en: 'The park is my favorite place.' },
            picture: '📍',
          },
          {
            word: '於是',
            english: 'so',
            sense: 'and then',
            explain: 'So tells what happened because of what came before.',
            examples: [
              { tw: '於是他笑了', en: 'so he laughed' },
              { tw: '於是大家都來了', en: 'so everyone came' },
            ],
            sentence: { tw: '外面下雨了，於是我們在家裡玩。', en: 'It started raining outside, so we played at home.' },
          },
          {
            word: '大方',
            english: 'generous',
            explain: 'Someone generous is happy to share what they have.',
            examples: [
              { tw: '很大方', en: 'very generous' },
              { tw: '大方的人', en: 'a generous person' },
            ],
            sentence: { tw: '小明很大方，把糖果分給大家。', en: 'Xiaoming is generous and shares his candy with everyone.' },
          },
          {
            word: '方向',
            english: 'direction',
            explain: 'A direction is the way you go or face, like left, right, up or down.',
            examples: [
              { tw: '走錯方向', en: 'go the wrong way' },
              { tw: '看方向', en: 'check the direction' },
            ],
            sentence: { tw: '風從這個方向吹過來。', en: 'The wind is blowing from this direction.' },
            picture: '🧭',
          },
          {
            word: '旗子',
            english: 'flag',
            explain: 'A flag is a piece of cloth with colors and pictures that waves on a pole.',
            examples: [
              { tw: '一面旗子', en: 'a flag' },
              { tw: '揮旗子', en: 'wave a flag' },
            ],
            sentence: { tw: '運動會上，大家都拿著小旗子。', en: 'On sports day, everyone holds a little flag.' },
            picture: '🚩',
          },
        ],
        story: [
          { tw: '運動會到了，操場上有好多旗子。', en: 'Sports day is here, and there are lots of flags on the playground.' },
          { tw: '小明不知道要往哪個方向走。', en: 'Xiaoming does not know which direction to go.' },
          { tw: '小美說：「我們班在紅色旗子旁邊的地方！」', en: 'Xiaomei says, "Our class is at the place next to the red flag!"' },
          { tw: '小明忘了帶水，小美很大方，把自己的水給他喝。', en: 'Xiaoming forgot his water, and Xiaomei generously gives him her own.' },
          { tw: '小明說：「謝謝你！」於是兩個人一起去幫班上加油。', en: 'Xiaoming says, "Thank you!" So the two of them go to cheer for their class together.' },
        ],
      },
    ],
  },
  {
    radical: '父',
    name: { tw: '父字頭', en: 'the father radical' },
    meaning: {
      tw: '父就是爸爸，有父字頭的字常常和爸爸、爺爺有關。',
      en: 'Fu means father, and characters with it are often about dads and grandpas.',
    },
    lessons: [
      {
        key: 's4-father-1',
        title: { tw: '騎腳踏車', en: 'Bike ride' },
        words: [
          {
            word: '爸爸',
            english: 'dad',
            explain: 'Dad is your father, the man who takes care of you.',
            examples: [
              { tw: '我的爸爸', en: 'my dad' },
              { tw: '爸爸回來了', en: 'Dad is home' },
            ],
            sentence: { tw: '爸爸每天早上煮早餐。', en: 'Dad makes breakfast every morning.' },
            picture: '👨',
          },
          {
            word: '爸媽',
            english: 'mom and dad',
            explain: 'Your mom and dad together are your parents.',
            examples: [
              { tw: '我的爸媽', en: 'my mom and dad' },
              { tw: '謝謝爸媽', en: 'thank you, Mom and Dad' },
            ],
            sentence: { tw: '爸媽帶我們去海邊玩。', en: 'Mom and Dad take us to the beach.' },
          },
          {
            word: '父子',
            english: 'father and son',
            explain: 'A father and son are a dad and his boy.',
            examples: [
              { tw: '一對父子', en: 'a father and son' },
              { tw: '父子兩個', en: 'the father and the son' },
            ],
            sentence: { tw: '爸爸和小明是父子，他們長得好像。', en: 'Dad and Xiaoming are father and son, and they look very alike.' },
          },
          {
            word: '父女',
            english: 'father and daughter',
            explain: 'A father and daughter are a dad and his girl.',
            examples: [
              { tw: '一對父女', en: 'a father and daughter' },
              { tw: '父女兩個', en: 'the father and the daughter' },
            ],
            sentence: { tw: '爸爸和小美是父女，他們都喜歡唱歌。', en: 'Dad and Xiaomei are father and daughter, and they both love to sing.' },
          },
        ],
        story: [
          { tw: '星期天早上，爸媽帶小明和小美去騎腳踏車。', en: 'On Sunday morning, Mom and Dad take Xiaoming and Xiaomei for a bike ride.' },
          { tw: '爸爸和小明騎得好快，一下子就不見了。', en: 'Dad and Xiaoming ride so fast that they are gone in no time.' },
          { tw: '媽媽笑著說：「這對父子又在比賽了！」', en: 'Mom laughs and says, "That father and son are racing again!"' },
          { tw: '後來，爸爸回頭陪小美慢慢騎，這對父女唱著歌回家。', en: 'Later, Dad comes back to ride slowly with Xiaomei, and the father and daughter sing all the way home.' },
        ],
      },
    ],
  },
  {
    radical: '曰',
    name: { tw: '曰字旁', en: 'the say radical' },
    meaning: {
      tw: '曰像一張嘴巴在說話，有曰字旁的字常常和說話、書有關。',
      en: 'Yue looks like a mouth that is talking, and characters with it are often about saying things and books.',
    },
    lessons: [
      {
        key: 's4-say-1',
        title: { tw: '新的故事書', en: 'A new storybook' },
        words: [
          {
            word: '會',
            english: 'can',
            sense: 'know how to',
            explain: 'Can means you know how to do something.',
            examples: [
              { tw: '會游泳', en: 'can swim' },
              { tw: '會寫字', en: 'can write' },
            ],
            sentence: { tw: '小美會騎腳踏車了。', en: 'Xiaomei can ride a bike now.' },
          },
          {
            word: '更',
            english: 'even more',
            explain: 'Even more means more than before.',
            examples: [
              { tw: '更好', en: 'even better' },
              { tw: '更高', en: 'even taller' },
            ],
            sentence: { tw: '小明今天跑得更快了。', en: 'Xiaoming runs even faster today.' },
          },
          {
            word: '一會兒',
            english: 'a moment',
            explain: 'A moment is a very short time.',
            examples: [
              { tw: '等一會兒', en: 'wait a moment' },
              { tw: '玩一會兒', en: 'play for a little while' },
            ],
            sentence: { tw: '請等一會兒，我馬上來。', en: "Please wait a moment, I'll be right there." },
            picture: '⏳',
          },
          {
            word: '書桌',
            english: 'desk',
            explain: 'A desk is a table where you sit to read, write and do homework.',
            examples: [
              { tw: '我的書桌', en: 'my desk' },
              { tw: '整理書桌', en: 'tidy the desk' },
            ],
            sentence: { tw: '我的書桌上有一盞小燈。', en: 'There is a little lamp on my desk.' },
          },
          {
            word: '故事書',
            english: 'storybook',
            explain: 'A storybook is a book full of stories and pictures.',
            examples: [
              { tw: '看故事書', en: 'read a storybook' },
              { tw: '一本故事書', en: 'a storybook' },
            ],
            sentence: { tw: '小美最喜歡看故事書。', en: 'Xiaomei loves reading storybooks best.' },
            picture: '📚',
          },
        ],
        story: [
          { tw: '小明坐在書桌前，看他的新故事書。', en: 'Xiaoming sits at his desk, reading his new storybook.' },
          { tw: '小美也想看，可是她還不會認很多字。', en: 'Xiaomei wants to read it too, but she does not know many characters yet.' },
          { tw: '小明說：「等一會兒，我唸給你聽。」', en: 'Xiaoming says, "Wait a moment, I\'ll read it to you."' },
          { tw: '小明唸得很好聽，小美聽得更開心了。', en: 'Xiaoming reads it so nicely that Xiaomei is even happier.' },
        ],
      },
    ],
  },
  {
    radical: '瓜',
    name: { tw: '瓜字旁', en: 'the melon radical' },
    meaning: {
      tw: '瓜像一個掛在藤上的瓜，有瓜字旁的字常常和瓜有關。',
      en: 'Gua looks like a melon hanging on its vine, and characters with it are often about melons.',
    },
    lessons: [
      {
        key: 's4-melon-1',
        title: { tw: '去菜市場', en: 'At the market' },
        words: [
          {
            word: '西瓜',
            english: 'watermelon',
            explain: 'A watermelon is a big green fruit that is red, sweet and juicy inside.',
            examples: [
              { tw: '吃西瓜', en: 'eat watermelon' },
              { tw: '一片西瓜', en: 'a slice of watermelon' },
            ],
            sentence: { tw: '夏天吃西瓜最涼快了。', en: 'Eating watermelon is the best way to cool off in summer.' },
            picture: '🍉',
          },
          {
            word: '木瓜',
            english: 'papaya',
            explain: 'A papaya is an orange fruit that is soft and sweet inside.',
            examples: [
              { tw: '木瓜牛奶', en: 'papaya milk' },
              { tw: '切木瓜', en: 'cut a papaya' },
            ],
            sentence: { tw: '阿姨請我喝木瓜牛奶。', en: 'My aunt treats me to papaya milk.' },
          },
          {
            word: '瓜子',
            english: 'melon seeds',
            explain: 'Melon seeds are little seeds people crack open and eat as a snack.',
            examples: [
              { tw: '一包瓜子', en: 'a bag of melon seeds' },
              { tw: '吃瓜子', en: 'eat melon seeds' },
            ],
            sentence: { tw: '過年的時候，爺爺喜歡吃瓜子。', en: 'At Chinese New Year, Grandpa likes to eat melon seeds.' },
          },
          {
            word: '地瓜',
            english: 'sweet potato',
            explain: 'A sweet potato grows under the ground and tastes sweet when it is cooked.',
            examples: [
              { tw: '烤地瓜', en: 'roasted sweet potato' },
              { tw: '地瓜球', en: 'sweet potato balls' },
            ],
            sentence: { tw: '冬天的時候，街上有人賣烤地瓜。', en: 'In winter, people sell roasted sweet potatoes on the street.' },
            picture: '🍠',
          },
        ],
        story: [
          { tw: '下午，外婆帶小美去菜市場。', en: 'In the afternoon, Grandma takes Xiaomei to the market.' },
          { tw: '她們買了一個大西瓜和一個木瓜。', en: 'They buy a big watermelon and a papaya.' },
          { tw: '小美聞到烤地瓜的香味，口水都快流出來了。', en: 'Xiaomei smells roasted sweet potatoes, and her mouth waters.' },
          { tw: '外婆又買了一包瓜子，說：「回家一起邊吃邊聊天吧！」', en: 'Grandma also buys a bag of melon seeds and says, "Let\'s go home and chat while we snack!"' },
        ],
      },
    ],
  },
  {
    radical: '行',
    name: { tw: '行字旁', en: 'the street radical' },
    meaning: {
      tw: '行像一個十字路口，有行字旁的字常常和走路、街道有關。',
      en: 'Xing looks like a crossroads, and characters with it are often about walking and streets.',
    },
    lessons: [
      {
        key: 's4-street-1',
        title: { tw: '出門去旅行', en: 'Off on a trip' },
        words: [
          {
            word: '街',
            english: 'street',
            explain: 'A street is a road in a town with houses and shops along it.',
            examples: [
              { tw: '街上', en: 'on the street' },
              { tw: '一條街', en: 'a street' },
              { tw: '老街', en: 'an old street' },
            ],
            sentence: { tw: '我家對面的街上有一家麵包店。', en: 'There is a bakery on the street across from my home.' },
            picture: '🏘️',
          },
          {
            word: '行人',
            english: 'pedestrian',
            explain: 'A pedestrian is a person walking on the street.',
            examples: [
              { tw: '行人道', en: 'sidewalk' },
              { tw: '小心行人', en: 'watch out for people walking' },
            ],
            sentence: { tw: '綠燈亮了，行人可以過馬路了。', en: 'The light is green, so people can cross the road now.' },
            picture: '🚶',
          },
          {
            word: '不行',
            english: 'no way',
            explain: 'We say no way when something is not allowed or cannot be done.',
            examples: [
              { tw: '這樣不行', en: 'that will not do' },
              { tw: '不行喔', en: 'no, you may not' },
            ],
            sentence: { tw: '小美想吃第三個冰淇淋，媽媽說：「不行！」', en: 'Xiaomei wants a third ice cream, and Mom says, "No way!"' },
          },
          {
            word: '衛生紙',
            english: 'tissue',
            explain: 'A tissue is soft paper for wiping your nose or your hands.',
            examples: [
              { tw: '一包衛生紙', en: 'a pack of tissues' },
              { tw: '拿衛生紙', en: 'get a tissue' },
            ],
            sentence: { tw: '我打了一個大噴嚏，趕快拿衛生紙擦鼻子。', en: 'I sneezed a big sneeze and quickly grabbed a tissue to wipe my nose.' },
            picture: '🧻',
          },
          {
            word: '行李',
            english: 'luggage',
            explain: 'Luggage is the bags and suitcases you take with you on a trip.',
            examples: [
              { tw: '行李箱', en: 'suitcase' },
              { tw: '整理行李', en: 'pack your luggage' },
            ],
            sentence: { tw: '我們把行李放進車子裡，出發去旅行。', en: 'We put our luggage in the car and set off on our trip.' },
            picture: '🧳',
          },
        ],
        story: [
          { tw: '放假了，全家要去外婆家，爸爸把行李搬下樓。', en: "Vacation is here, the whole family is going to Grandma's, and Dad carries the luggage downstairs." },
          { tw: '街上有好多行人，大家都走得很快。', en: 'There are lots of people walking on the street, all moving fast.' },
          { tw: '小美說：「我想帶豆豆一起去！」媽媽笑著說：「不行，豆豆要在家陪爺爺。」', en: 'Xiaomei says, "I want to take Doudou with us!" Mom smiles and says, "No, Doudou has to stay home with Grandpa."' },
          { tw: '小美有點難過，媽媽給她一張衛生紙擦眼淚。', en: 'Xiaomei is a little sad, and Mom gives her a tissue to wipe her tears.' },
        ],
      },
    ],
  },
];

export const moreLessons: MoreLessonsSource[] = [
  {
    radical: '木',
    lessons: [
      {
        key: 's4-tree-1',
        title: { tw: '像棉花一樣', en: 'Just like cotton' },
        words: [
          {
            word: '棉花',
            english: 'cotton',
            explain: 'Cotton is soft and white and grows on a plant, and we make clothes from it.',
            examples: [
              { tw: '棉花糖', en: 'cotton candy' },
              { tw: '一團棉花', en: 'a ball of cotton' },
            ],
            sentence: { tw: '這件衣服是用棉花做的。', en: 'This shirt is made from cotton.' },
          },
          {
            word: '一樣',
            english: 'same',
            explain: 'Two things are the same when they are just like each other.',
            examples: [
              { tw: '不一樣', en: 'different' },
              { tw: '一樣大', en: 'the same size' },
            ],
            sentence: { tw: '我和姐姐穿一樣的鞋子。', en: 'My sister and I wear the same shoes.' },
          },
          {
            word: '東',
            english: 'east',
            explain: 'East is the side where the sun comes up in the morning.',
            examples: [
              { tw: '東邊', en: 'the east side' },
              { tw: '往東走', en: 'walk east' },
            ],
            sentence: { tw: '太陽從東邊出來。', en: 'The sun comes up in the east.' },
            picture: '🌅',
          },
          {
            word: '一棵樹',
            english: 'a tree',
            explain: 'This is how we say one tree, because trees are counted with a special word of their own.',
            examples: [
              { tw: '一棵樹上', en: 'in a tree' },
              { tw: '一棵樹下', en: 'under a tree' },
            ],
            sentence: { tw: '我家門口有一棵樹。', en: 'There is a tree outside my front door.' },
            picture: '🌳',
          },
          {
            word: '橡皮擦',
            english: 'eraser',
            explain: 'An eraser rubs out pencil marks when you make a mistake.',
            examples: [
              { tw: '一塊橡皮擦', en: 'an eraser' },
              { tw: '借橡皮擦', en: 'borrow an eraser' },
            ],
            sentence: { tw: '我寫錯字了，用橡皮擦擦掉。', en: 'I wrote a character wrong, so I rubbed it out with my eraser.' },
          },
        ],
        story: [
          { tw: '學校的東邊有一棵樹，樹上開滿了白色的小花。', en: 'On the east side of the school there is a tree covered in little white flowers.' },
          { tw: '小花軟軟的，看起來跟棉花一樣。', en: 'The little flowers are soft and look just like cotton.' },
          { tw: '小美想把它畫下來，可是畫錯了一個地方。', en: 'Xiaomei wants to draw it, but she makes a mistake in one place.' },
          { tw: '她用橡皮擦擦一擦，再畫一次。', en: 'She rubs it out with her eraser and draws it again.' },
          { tw: '老師說：「畫得真好，跟真的一樣！」', en: 'The teacher says, "What a good drawing, it looks just like the real thing!"' },
        ],
      },
      {
        key: 's4-tree-2',
        title: { tw: '去果園', en: 'A trip to the orchard' },
        words: [
          {
            word: '校長',
            english: 'principal',
            explain: 'The principal is the person in charge of the whole school.',
            examples: [
              { tw: '校長好', en: 'good morning, Principal' },
              { tw: '我們的校長', en: 'our principal' },
            ],
            sentence: { tw: '校長每天早上站在門口跟我們說早安。', en: 'Every morning the principal stands at the gate and says good morning to us.' },
          },
          {
            word: '水果',
            english: 'fruit',
            explain: 'Fruit like apples, bananas and grapes grows on plants and tastes sweet.',
            examples: [
              { tw: '吃水果', en: 'eat fruit' },
              { tw: '水果店', en: 'a fruit shop' },
            ],
            sentence: { tw: '媽媽每天都切水果給我們吃。', en: 'Mom cuts up fruit for us every day.' },
            picture: '🍎',
          },
          {
            word: '果園',
            english: 'orchard',
            explain: 'An orchard is a big garden where lots of fruit trees grow.',
            examples: [
              { tw: '蘋果園', en: 'an apple orchard' },
              { tw: '去果園', en: 'go to the orchard' },
            ],
            sentence: { tw: '外公的果園裡有好多橘子樹。', en: "There are lots of orange trees in Grandpa's orchard." },
          },
        ],
        story: [
          { tw: '星期六，校長帶我們去果園。', en: 'On Saturday, the principal takes us to an orchard.' },
          { tw: '果園裡有好多水果，紅紅的、黃黃的，好漂亮。', en: 'There is so much fruit in the orchard, red and yellow and so pretty.' },
          { tw: '校長說：「大家聽清楚，不可以爬到樹上喔！」', en: 'The principal says, "Listen carefully, everyone, no climbing the trees!"' },
          { tw: '小明撿到一個大蘋果，開心地說：「謝謝校長！」', en: 'Xiaoming picks up a big apple and says happily, "Thank you, Principal!"' },
        ],
      },
    ],
  },
  {
    radical: '糸',
    lessons: [
      {
        key: 's4-silk-1',
        title: { tw: '新同學的圍巾', en: "The new classmate's scarf" },
        words: [
          {
            word: '細',
            english: 'thin',
            explain: 'Something thin is narrow, like a thread or a noodle.',
            examples: [
              { tw: '細細的', en: 'very thin' },
              { tw: '又細又長', en: 'long and thin' },
            ],
            sentence: { tw: '小草的葉子細細的。', en: 'The blades of grass are very thin.' },
          },
          {
            word: '花紋',
            english: 'pattern',
            explain: 'A pattern is a design of lines, spots or shapes on something.',
            examples: [
              { tw: '漂亮的花紋', en: 'a pretty pattern' },
              { tw: '斑馬的花紋', en: "a zebra's stripes" },
            ],
            sentence: { tw: '小美的裙子上有小花的花紋。', en: "Xiaomei's skirt has a little flower pattern." },
          },
          {
            word: '介紹',
            english: 'introduce',
            explain: 'You introduce people when you tell them each other\'s names so they can meet.',
            examples: [
              { tw: '自我介紹', en: 'introduce yourself' },
              { tw: '介紹朋友', en: 'introduce a friend' },
            ],
            sentence: { tw: '小明把新同學介紹給大家。', en: 'Xiaoming introduces the new classmate to everyone.' },
          },
          {
            word: '毛線',
            english: 'yarn',
            explain: 'Yarn is soft, thick thread that people knit into sweaters and scarves.',
            examples: [
              { tw: '一團毛線', en: 'a ball of yarn' },
              { tw: '毛線帽', en: 'a knitted hat' },
            ],
            sentence: { tw: '奶奶用毛線織了一條圍巾。', en: 'Grandma knitted a scarf out of yarn.' },
            picture: '🧶',
          },
          {
            word: '紅綠燈',
            english: 'traffic light',
            explain: 'A traffic light shows red for stop and green for go.',
            examples: [
              { tw: '看紅綠燈', en: 'look at the traffic light' },
              { tw: '等紅綠燈', en: 'wait at the traffic light' },
            ],
            sentence: { tw: '過馬路的時候要看紅綠燈。', en: 'Look at the traffic light when you cross the road.' },
            picture: '🚦',
          },
        ],
        story: [
          { tw: '今天班上來了一位新同學，老師請她自我介紹。', en: 'A new classmate comes to class today, and the teacher asks her to introduce herself.' },
          { tw: '她說：「我叫小芳，這條圍巾是奶奶用毛線織的。」', en: 'She says, "My name is Xiaofang, and my grandma knitted this scarf out of yarn."' },
          { tw: '圍巾上有紅色和綠色的花紋，好像紅綠燈。', en: 'The scarf has a red and green pattern, just like a traffic light.' },
          { tw: '圍巾的線細細的，摸起來好軟。', en: 'The threads of the scarf are thin and feel very soft.' },
        ],
      },
    ],
  },
  {
    radical: '玉',
    lessons: [
      {
        key: 's4-jade-1',
        title: { tw: '誰當王子', en: 'Who will be the prince?' },
        words: [
          {
            word: '發現',
            english: 'discover',
            explain: 'You discover something when you find or notice it for the first time.',
            examples: [
              { tw: '發現一隻小貓', en: 'find a kitten' },
              { tw: '我發現了', en: 'I found out' },
            ],
            sentence: { tw: '小美在草地上發現一隻小蝸牛。', en: 'Xiaomei discovers a little snail on the grass.' },
            picture: '🔍',
          },
          {
            word: '現在',
            english: 'now',
            explain: 'Now means at this very time.',
            examples: [
              { tw: '現在幾點', en: 'what time is it now' },
              { tw: '從現在開始', en: 'starting now' },
            ],
            sentence: { tw: '現在是晚上八點，該睡覺了。', en: "It's eight o'clock in the evening now, time for bed." },
          },
          {
            word: '道理',
            english: 'reason',
            sense: 'what is right',
            explain: 'A reason is why something is right or makes sense.',
            examples: [
              { tw: '有道理', en: 'that makes sense' },
              { tw: '講道理', en: 'be reasonable' },
            ],
            sentence: { tw: '爸爸說的話很有道理。', en: 'What Dad says makes a lot of sense.' },
          },
          {
            word: '班長',
            english: 'class leader',
            explain: 'The class leader helps the teacher take care of the class.',
            examples: [
              { tw: '當班長', en: 'be the class leader' },
              { tw: '我們的班長', en: 'our class leader' },
            ],
            sentence: { tw: '小明這學期當上了班長。', en: 'Xiaoming became class leader this term.' },
          },
          {
            word: '王子',
            english: 'prince',
            explain: 'A prince is the son of a king and a queen.',
            examples: [
              { tw: '小王子', en: 'the little prince' },
              { tw: '青蛙王子', en: 'the frog prince' },
            ],
            sentence: { tw: '故事裡的王子騎著白馬。', en: 'The prince in the story rides a white horse.' },
            picture: '🤴',
          },
        ],
        story: [
          { tw: '今天班上要演青蛙王子的故事。', en: 'Today the class is putting on the story of the Frog Prince.' },
          { tw: '班長問：「誰想當王子？」', en: 'The class leader asks, "Who wants to be the prince?"' },
          { tw: '大家都不說話，班長發現小明偷偷舉起了手。', en: 'Nobody says a word, and then the class leader notices Xiaoming quietly raising his hand.' },
          { tw: '老師說：「好，現在請王子上臺！」', en: 'The teacher says, "All right, now the prince, please come up on stage!"' },
          { tw: '大家都說：「小明當王子，很有道理！」', en: 'Everyone says, "Xiaoming as the prince, that makes sense!"' },
        ],
      },
    ],
  },
  {
    radical: '雨',
    lessons: [
      {
        key: 's4-rain-1',
        title: { tw: '下雨天', en: 'A rainy day' },
        words: [
          {
            word: '需要',
            english: 'need',
            explain: 'You need something when you must have it.',
            examples: [
              { tw: '需要幫忙', en: 'need help' },
              { tw: '不需要', en: "don't need" },
            ],
            sentence: { tw: '小樹需要水和陽光。', en: 'Little trees need water and sunshine.' },
          },
          {
            word: '電話',
            english: 'phone',
            explain: 'A phone lets you talk to someone who is far away.',
            examples: [
              { tw: '打電話', en: 'make a phone call' },
              { tw: '接電話', en: 'answer the phone' },
            ],
            sentence: { tw: '外婆打電話來問我們好不好。', en: 'Grandma calls to ask how we are.' },
            picture: '☎️',
          },
          {
            word: '電燈',
            english: 'lamp',
            explain: 'A lamp gives light when you turn it on.',
            examples: [
              { tw: '開電燈', en: 'turn on the light' },
              { tw: '關電燈', en: 'turn off the light' },
            ],
            sentence: { tw: '天黑了，媽媽把電燈打開。', en: 'It is getting dark, so Mom turns on the light.' },
            picture: '💡',
          },
          {
            word: '雨天',
            english: 'rainy day',
            explain: 'A rainy day is a day when rain falls from the clouds.',
            examples: [
              { tw: '下雨天', en: 'a rainy day' },
              { tw: '雨天要帶傘', en: 'take an umbrella on rainy days' },
            ],
            sentence: { tw: '雨天的時候，我們在家裡玩積木。', en: 'On rainy days, we play with building blocks at home.' },
            picture: '🌧️',
          },
        ],
        story: [
          { tw: '今天是雨天，天空黑黑的。', en: 'Today is a rainy day, and the sky is dark.' },
          { tw: '小美說：「好暗喔，我需要開電燈。」', en: 'Xiaomei says, "It\'s so dark, I need to turn on the light."' },
          { tw: '這時候，電話響了，是外婆打來的。', en: 'Just then the phone rings, and it is Grandma calling.' },
          { tw: '外婆說：「下雨天不要出去玩，在家看書吧！」', en: 'Grandma says, "Don\'t go out to play on a rainy day, stay home and read!"' },
        ],
      },
    ],
  },
  {
    radical: '夕',
    lessons: [
      {
        key: 's4-evening-1',
        title: { tw: '星星多麼亮', en: 'How bright the stars are' },
        words: [
          {
            word: '多麼',
            english: 'how',
            sense: 'so very',
            explain: 'We use this word to show a big feeling, like how big or how pretty something is.',
            examples: [
              { tw: '多麼漂亮', en: 'how pretty' },
              { tw: '多麼好玩', en: 'what fun' },
            ],
            sentence: { tw: '天上的星星多麼亮啊！', en: 'How bright the stars in the sky are!' },
          },
          {
            word: '很多',
            english: 'a lot',
            explain: 'A lot means a big number or a big amount.',
            examples: [
              { tw: '很多人', en: 'lots of people' },
              { tw: '很多書', en: 'lots of books' },
            ],
            sentence: { tw: '圖書館裡有很多書。', en: 'There are lots of books in the library.' },
          },
          {
            word: '外國',
            english: 'foreign country',
            explain: 'A foreign country is a country that is not your own.',
            examples: [
              { tw: '外國人', en: 'a person from another country' },
              { tw: '去外國', en: 'go abroad' },
            ],
            sentence: { tw: '舅舅去外國工作了。', en: 'My uncle went to work in another country.' },
            picture: '🌍',
          },
          {
            word: '外星人',
            english: 'alien',
            explain: 'An alien is a make-believe creature from another planet.',
            examples: [
              { tw: '綠色的外星人', en: 'a green alien' },
              { tw: '外星人的飛碟', en: "an alien's flying saucer" },
            ],
            sentence: { tw: '小明畫了一個有三隻眼睛的外星人。', en: 'Xiaoming drew an alien with three eyes.' },
            picture: '👽',
          },
        ],
        story: [
          { tw: '晚上，小明和爺爺在院子裡看星星。', en: 'In the evening, Xiaoming and Grandpa look at the stars in the yard.' },
          { tw: '小明說：「天上有很多星星，多麼漂亮啊！」', en: 'Xiaoming says, "There are so many stars in the sky, how pretty they are!"' },
          { tw: '爺爺說：「有的星星離我們好遠，比外國還要遠。」', en: 'Grandpa says, "Some stars are very far from us, even farther than other countries."' },
          { tw: '小明問：「那裡會不會住著外星人？」', en: 'Xiaoming asks, "Could aliens live there?"' },
        ],
      },
    ],
  },
  // 二上 (grade 2, first term).
  {
    radical: '木',
    lessons: [
      {
        key: 's4-tree-3',
        title: { tw: '爬樓梯', en: 'Up the stairs' },
        words: [
          {
            word: '本子',
            english: 'notebook',
            explain: 'A notebook is a little book of blank pages for writing and drawing.',
            examples: [
              { tw: '一本本子', en: 'a notebook' },
              { tw: '新本子', en: 'a new notebook' },
            ],
            sentence: { tw: '我把生字寫在本子上。', en: 'I write my new characters in my notebook.' },
            picture: '📓',
          },
          {
            word: '好棒',
            english: 'great',
            explain: 'We say great when someone does something really well.',
            examples: [
              { tw: '你好棒', en: 'you are great' },
              { tw: '好棒喔', en: 'how great' },
            ],
            sentence: { tw: '老師說：「你寫得好棒！」', en: 'The teacher says, "You wrote that so well!"' },
            picture: '👍',
          },
          {
            word: '梨子',
            english: 'pear',
            explain: 'A pear is a sweet, juicy fruit that is round at the bottom.',
            examples: [
              { tw: '一顆梨子', en: 'a pear' },
              { tw: '削梨子', en: 'peel a pear' },
            ],
            sentence: { tw: '奶奶把梨子切成一片一片的。', en: 'Grandma cuts the pear into slices.' },
            picture: '🍐',
          },
          {
            word: '樓梯',
            english: 'stairs',
            explain: 'Stairs are steps you walk up and down to go from one floor to another.',
            examples: [
              { tw: '爬樓梯', en: 'climb the stairs' },
              { tw: '走樓梯', en: 'take the stairs' },
            ],
            sentence: { tw: '走樓梯的時候不要跑。', en: "Don't run on the stairs." },
            picture: '🪜',
          },
          {
            word: '柱子',
            english: 'pillar',
            explain: 'A pillar is a tall, strong post that holds up a roof or a building.',
            examples: [
              { tw: '一根柱子', en: 'a pillar' },
              { tw: '紅色的柱子', en: 'a red pillar' },
            ],
            sentence: { tw: '廟的門口有兩根大柱子。', en: 'There are two big pillars at the front of the temple.' },
          },
          {
            word: '柔軟',
            english: 'soft',
            sense: 'gentle to touch',
            explain: 'Something soft is gentle and easy to press, like a pillow or a kitten.',
            examples: [
              { tw: '柔軟的毛', en: 'soft fur' },
              { tw: '很柔軟', en: 'very soft' },
            ],
            sentence: { tw: '小貓的毛好柔軟。', en: "The kitten's fur is so soft." },
          },
        ],
        story: [
          { tw: '小明拿著本子，跟爺爺一起爬樓梯去三樓的奶奶家。', en: "Xiaoming holds his notebook and climbs the stairs with Grandpa to Grandma's on the third floor." },
          { tw: '爺爺爬累了，扶著樓下的柱子休息。', en: 'Grandpa gets tired and rests, holding onto the pillar downstairs.' },
          { tw: '到了奶奶家，奶奶請他們吃梨子，還拿出一條柔軟的毛巾給爺爺擦汗。', en: 'At Grandma\'s, she gives them pears and brings Grandpa a soft towel to wipe his sweat.' },
          { tw: '小明把今天畫的圖給奶奶看，奶奶說：「好棒！」', en: 'Xiaoming shows Grandma the picture he drew today, and Grandma says, "Great!"' },
        ],
      },
      {
        key: 's4-tree-4',
        title: { tw: '做一隻小老虎', en: 'Making a little tiger' },
        words: [
          {
            word: '條紋',
            english: 'stripes',
            explain: 'Stripes are long lines of color, like on a zebra or a tiger.',
            examples: [
              { tw: '黑白條紋', en: 'black and white stripes' },
              { tw: '條紋衣服', en: 'striped clothes' },
            ],
            sentence: { tw: '老虎的身上有黑色的條紋。', en: 'A tiger has black stripes on its body.' },
            picture: '🦓',
          },
          {
            word: '格子',
            english: 'checks',
            explain: 'Checks are little squares in rows, like on a checkered shirt or a game board.',
            examples: [
              { tw: '格子襯衫', en: 'a checkered shirt' },
              { tw: '方格子', en: 'squares' },
            ],
            sentence: { tw: '爸爸穿著一件紅色的格子襯衫。', en: 'Dad is wearing a red checkered shirt.' },
          },
          {
            word: '樹枝',
            english: 'branch',
            explain: 'A branch is an arm of a tree that grows out from its trunk.',
            examples: [
              { tw: '一根樹枝', en: 'a branch' },
              { tw: '撿樹枝', en: 'pick up branches' },
            ],
            sentence: { tw: '小鳥站在樹枝上唱歌。', en: 'A little bird stands on a branch and sings.' },
            picture: '🌿',
          },
          {
            word: '模仿',
            english: 'copy',
            explain: 'You copy someone when you do just what they do.',
            examples: [
              { tw: '模仿小狗', en: 'act like a puppy' },
              { tw: '模仿老師', en: 'copy the teacher' },
            ],
            sentence: { tw: '弟弟最喜歡模仿我說話。', en: 'My little brother loves to copy the way I talk.' },
            picture: '🦜',
          },
          {
            word: '材料',
            english: 'materials',
            explain: 'Materials are the things you need to make something.',
            examples: [
              { tw: '準備材料', en: 'get the materials ready' },
              { tw: '做蛋糕的材料', en: 'what you need for a cake' },
            ],
            sentence: { tw: '美勞課要帶紙盒和膠水當材料。', en: 'For art class we bring paper boxes and glue as materials.' },
          },
        ],
        story: [
          { tw: '美勞課上，老師說：「今天我們用紙盒和樹枝當材料，做一隻小老虎。」', en: 'In art class, the teacher says, "Today we will make a little tiger out of paper boxes and branches."' },
          { tw: '小明在紙盒上畫了黑色的條紋。', en: 'Xiaoming draws black stripes on his box.' },
          { tw: '小美把格子紙剪成老虎的耳朵。', en: 'Xiaomei cuts squared paper into tiger ears.' },
          { tw: '做好以後，小明模仿老虎叫：「吼！」大家都笑了。', en: 'When they finish, Xiaoming copies a tiger\'s roar: "Roar!" Everyone laughs.' },
        ],
      },
    ],
  },
  {
    radical: '糸',
    lessons: [
      {
        key: 's4-silk-2',
        title: { tw: '緊張的賽跑', en: 'A nervous race' },
        words: [
          {
            word: '年紀',
            english: 'age',
            explain: 'Your age is how many years old you are.',
            examples: [
              { tw: '年紀大', en: 'old' },
              { tw: '年紀小', en: 'young' },
            ],
            sentence: { tw: '爺爺的年紀很大了，可是還很健康。', en: 'Grandpa is quite old, but he is still very healthy.' },
          },
          {
            word: '聯絡',
            english: 'contact',
            explain: 'You contact people when you call or write to them.',
            examples: [
              { tw: '聯絡簿', en: 'communication book' },
              { tw: '保持聯絡', en: 'keep in touch' },
            ],
            sentence: { tw: '老師在聯絡簿上寫了明天要帶的東西。', en: 'The teacher wrote what to bring tomorrow in the communication book.' },
          },
          {
            word: '緊張',
            english: 'nervous',
            explain: 'You feel nervous when you are a little scared about what will happen.',
            examples: [
              { tw: '好緊張', en: 'so nervous' },
              { tw: '不要緊張', en: "don't be nervous" },
            ],
            sentence: { tw: '上臺說話的時候，我好緊張。', en: 'I get so nervous when I speak on stage.' },
            picture: '😬',
          },
          {
            word: '橫線',
            english: 'line',
            explain: 'A line that goes across from left to right, like the lines in a notebook.',
            examples: [
              { tw: '畫一條橫線', en: 'draw a line across' },
              { tw: '橫線本子', en: 'a lined notebook' },
            ],
            sentence: { tw: '一字就是一條橫線。', en: 'The character for one is just a line across.' },
          },
        ],
        story: [
          { tw: '運動會上，小明第一次參加賽跑。', en: 'On sports day, Xiaoming runs in a race for the first time.' },
          { tw: '他站在起跑的橫線後面，心裡好緊張。', en: 'He stands behind the starting line, feeling very nervous.' },
          { tw: '旁邊的同學年紀比他大，可是小明一點也不怕。', en: 'The classmates next to him are older than him, but Xiaoming is not a bit afraid.' },
          { tw: '比賽結束後，媽媽馬上打電話聯絡爸爸：「小明得了第一名！」', en: 'After the race, Mom calls Dad right away: "Xiaoming came in first!"' },
        ],
      },
    ],
  },
  {
    radical: '攴',
    lessons: [
      {
        key: 's4-tap-2',
        title: { tw: '整理房間', en: 'Tidying up' },
        words: [
          {
            word: '整理',
            english: 'tidy up',
            sense: 'put in order',
            explain: 'You tidy up when you put things back in their places so everything looks neat.',
            examples: [
              { tw: '整理房間', en: 'tidy the room' },
              { tw: '整理書包', en: 'pack the schoolbag' },
            ],
            sentence: { tw: '睡覺前，我會整理好明天的書包。', en: "Before bed, I pack my schoolbag for tomorrow." },
            picture: '🧹',
          },
          {
            word: '救護車',
            english: 'ambulance',
            explain: 'An ambulance is a car that rushes sick or hurt people to the hospital.',
            examples: [
              { tw: '叫救護車', en: 'call an ambulance' },
              { tw: '救護車的聲音', en: 'the sound of an ambulance' },
            ],
            sentence: { tw: '聽到救護車來了，車子都讓到旁邊。', en: 'When they hear the ambulance coming, the cars all move aside.' },
            picture: '🚑',
          },
          {
            word: '改錯',
            english: 'correct',
            explain: 'You correct a mistake when you change it to make it right.',
            examples: [
              { tw: '改錯字', en: 'correct a wrong character' },
              { tw: '自己改錯', en: 'fix your own mistakes' },
            ],
            sentence: { tw: '我寫錯了兩個字，要把它們改錯。', en: 'I wrote two characters wrong, so I have to correct them.' },
          },
        ],
        story: [
          { tw: '小明的房間好亂，媽媽說：「先整理好，才可以去散步。」', en: 'Xiaoming\'s room is a mess, and Mom says, "Tidy it up first, and then you can go for a walk."' },
          { tw: '小明把玩具收好，還把作業本上的錯字都改錯了。', en: 'Xiaoming puts his toys away and even corrects the wrong characters in his workbook.' },
          { tw: '他們帶豆豆出門，路上看到一輛救護車開過去。', en: 'They take Doudou out, and on the way they see an ambulance drive past.' },
          { tw: '豆豆嚇得跳起來，小明趕快摸摸牠的頭。', en: "Doudou jumps in fright, and Xiaoming quickly pats its head." },
        ],
      },
    ],
  },
  {
    radical: '又',
    lessons: [
      {
        key: 's4-right-hand-2',
        title: { tw: '叔叔來了', en: 'Uncle comes to visit' },
        words: [
          {
            word: '叔叔',
            english: 'uncle',
            explain: "An uncle is your dad's younger brother, and children also call friendly men uncle.",
            examples: [
              { tw: '叔叔好', en: 'hello, Uncle' },
              { tw: '警察叔叔', en: 'the police officer' },
            ],
            sentence: { tw: '叔叔送我一本恐龍書。', en: 'My uncle gave me a dinosaur book.' },
            picture: '👨',
          },
          {
            word: '相反',
            english: 'opposite',
            explain: 'Opposites are as different as can be, like big and small or up and down.',
            examples: [
              { tw: '相反的意思', en: 'the opposite meaning' },
              { tw: '剛好相反', en: 'just the opposite' },
            ],
            sentence: { tw: '大的相反是小。', en: 'The opposite of big is small.' },
          },
          {
            word: '來不及',
            english: 'too late',
            explain: 'It is too late when there is not enough time left to do something.',
            examples: [
              { tw: '快來不及了', en: "we're almost late" },
              { tw: '來不及吃早餐', en: 'no time for breakfast' },
            ],
            sentence: { tw: '快一點，上學快來不及了！', en: "Hurry up, we'll be late for school!" },
            picture: '⏰',
          },
          {
            word: '及格',
            english: 'pass',
            explain: 'You pass a test when you get a good enough score.',
            examples: [
              { tw: '考試及格', en: 'pass a test' },
              { tw: '不及格', en: 'fail' },
            ],
            sentence: { tw: '小明努力練習，這次考試終於及格了。', en: 'Xiaoming practiced hard and finally passed the test this time.' },
          },
        ],
        story: [
          { tw: '早上，叔叔來接小明去考游泳。', en: 'In the morning, Uncle comes to take Xiaoming to his swimming test.' },
          { tw: '小明找不到泳帽，叔叔說：「快來不及了！」', en: 'Xiaoming can\'t find his swim cap, and Uncle says, "We\'re almost late!"' },
          { tw: '他們跑到游泳池，小明游得又快又好，考試及格了。', en: 'They run to the pool, and Xiaoming swims fast and well and passes the test.' },
          { tw: '小明說：「我以為我會很慢，結果剛好相反！」', en: 'Xiaoming says, "I thought I would be slow, but it was just the opposite!"' },
        ],
      },
    ],
  },
  {
    radical: '方',
    lessons: [
      {
        key: 's4-square-2',
        title: { tw: '長方形的盒子', en: 'The rectangle box' },
        words: [
          {
            word: '旅行',
            english: 'trip',
            explain: 'You go on a trip when you travel to another place to visit and have fun.',
            examples: [
              { tw: '去旅行', en: 'go on a trip' },
              { tw: '畢業旅行', en: 'a class trip' },
            ],
            sentence: { tw: '暑假的時候，我們全家去花蓮旅行。', en: 'In the summer vacation, our whole family took a trip to Hualien.' },
            picture: '🧳',
          },
          {
            word: '旁邊',
            english: 'next to',
            explain: 'Next to means right at the side of something.',
            examples: [
              { tw: '坐在旁邊', en: 'sit next to' },
              { tw: '學校旁邊', en: 'next to the school' },
            ],
            sentence: { tw: '豆豆睡在我的床旁邊。', en: 'Doudou sleeps next to my bed.' },
          },
          {
            word: '長方形',
            english: 'rectangle',
            explain: 'A rectangle has four straight sides, two long ones and two short ones.',
            examples: [
              { tw: '長方形的桌子', en: 'a rectangular table' },
              { tw: '畫長方形', en: 'draw a rectangle' },
            ],
            sentence: { tw: '黑板是長方形的。', en: 'The blackboard is a rectangle.' },
          },
        ],
        story: [
          { tw: '外婆去日本旅行，寄給小美一個長方形的盒子。', en: 'Grandma went on a trip to Japan and sent Xiaomei a rectangular box.' },
          { tw: '小美坐在媽媽旁邊，小心地打開盒子。', en: 'Xiaomei sits next to Mom and carefully opens the box.' },
          { tw: '盒子裡有一隻小招財貓，還有一張外婆寫的卡片。', en: 'Inside is a little lucky cat and a card that Grandma wrote.' },
        ],
      },
    ],
  },
  {
    radical: '曰',
    lessons: [
      {
        key: 's4-say-2',
        title: { tw: '書店裡的歌曲', en: 'A song in the bookstore' },
        words: [
          {
            word: '歌曲',
            english: 'song',
            explain: 'A song is music with words that you can sing.',
            examples: [
              { tw: '一首歌曲', en: 'a song' },
              { tw: '好聽的歌曲', en: 'a lovely song' },
            ],
            sentence: { tw: '這首歌曲我們在學校學過。', en: 'We learned this song at school.' },
            picture: '🎵',
          },
          {
            word: '讀書',
            english: 'study',
            explain: 'You study when you read and learn things from books.',
            examples: [
              { tw: '認真讀書', en: 'study hard' },
              { tw: '一起讀書', en: 'study together' },
            ],
            sentence: { tw: '哥哥每天晚上都在房間讀書。', en: 'My older brother studies in his room every evening.' },
          },
          {
            word: '書店',
            english: 'bookstore',
            explain: 'A bookstore is a shop that sells books.',
            examples: [
              { tw: '去書店', en: 'go to the bookstore' },
              { tw: '書店裡', en: 'in the bookstore' },
            ],
            sentence: { tw: '爸爸帶我去書店買故事書。', en: 'Dad takes me to the bookstore to buy a storybook.' },
            picture: '📚',
          },
        ],
        story: [
          { tw: '星期天，媽媽帶小美去書店。', en: 'On Sunday, Mom takes Xiaomei to the bookstore.' },
          { tw: '書店裡有很多大哥哥、大姐姐在安靜地讀書。', en: 'Lots of big boys and girls are reading quietly in the bookstore.' },
          { tw: '店裡放著一首好聽的歌曲，小美跟著小聲地唱。', en: 'A lovely song is playing, and Xiaomei softly sings along.' },
        ],
      },
    ],
  },
  {
    radical: '米',
    lessons: [
      {
        key: 's4-rice-1',
        title: { tw: '一粒米', en: 'One grain of rice' },
        words: [
          {
            word: '麻糬',
            english: 'mochi',
            explain: 'Mochi is a soft, chewy sweet made of sticky rice.',
            examples: [
              { tw: '花生麻糬', en: 'peanut mochi' },
              { tw: '吃麻糬', en: 'eat mochi' },
            ],
            sentence: { tw: '外婆做的麻糬又軟又甜。', en: 'The mochi Grandma makes is soft and sweet.' },
            picture: '🍡',
          },
          {
            word: '米粒',
            english: 'grain of rice',
            explain: 'A grain of rice is one tiny piece of rice.',
            examples: [
              { tw: '一粒米粒', en: 'a grain of rice' },
              { tw: '白白的米粒', en: 'white grains of rice' },
            ],
            sentence: { tw: '吃飯的時候，不要把米粒掉在桌上。', en: "When you eat, don't drop grains of rice on the table." },
            picture: '🍚',
          },
          {
            word: '粗心',
            english: 'careless',
            explain: 'You are careless when you do not pay attention and make mistakes.',
            examples: [
              { tw: '太粗心', en: 'too careless' },
              { tw: '不要粗心', en: "don't be careless" },
            ],
            sentence: { tw: '我太粗心了，忘了寫名字。', en: 'I was too careless and forgot to write my name.' },
          },
          {
            word: '粉筆',
            english: 'chalk',
            explain: 'Chalk is a little stick you use to write on a blackboard.',
            examples: [
              { tw: '一枝粉筆', en: 'a piece of chalk' },
              { tw: '彩色粉筆', en: 'colored chalk' },
            ],
            sentence: { tw: '老師用粉筆在黑板上寫字。', en: 'The teacher writes on the blackboard with chalk.' },
          },
          {
            word: '糖果',
            english: 'sweets',
            explain: 'Sweets are little treats made with sugar, like lollipops and gummies.',
            examples: [
              { tw: '一顆糖果', en: 'a sweet' },
              { tw: '糖果罐', en: 'a candy jar' },
            ],
            sentence: { tw: '過年的時候，桌上有一大盤糖果。', en: 'At Chinese New Year, there is a big plate of sweets on the table.' },
            picture: '🍬',
          },
        ],
        story: [
          { tw: '今天的數學課，小明太粗心，算錯了好多題。', en: 'In math class today, Xiaoming is too careless and gets lots of problems wrong.' },
          { tw: '老師拿起粉筆，在黑板上畫了一顆一顆的米粒，教大家算。', en: 'The teacher picks up the chalk and draws grains of rice on the blackboard one by one to help everyone count.' },
          { tw: '放學後，小明又算了一次，全部都對了。', en: 'After school, Xiaoming works them out again and gets them all right.' },
          { tw: '外婆給他一顆糖果，還有一塊剛做好的麻糬。', en: 'Grandma gives him a sweet and a piece of freshly made mochi.' },
        ],
      },
    ],
  },
  {
    radical: '瓜',
    lessons: [
      {
        key: 's4-melon-2',
        title: { tw: '小傻瓜', en: 'Silly billy' },
        words: [
          {
            word: '南瓜',
            english: 'pumpkin',
            explain: 'A pumpkin is a big, round, orange vegetable.',
            examples: [
              { tw: '南瓜湯', en: 'pumpkin soup' },
              { tw: '南瓜燈', en: 'a pumpkin lantern' },
            ],
            sentence: { tw: '媽媽煮了一鍋南瓜湯。', en: 'Mom made a pot of pumpkin soup.' },
            picture: '🎃',
          },
          {
            word: '黃瓜',
            english: 'cucumber',
            explain: 'A cucumber is a long, green vegetable that is crunchy and cool.',
            examples: [
              { tw: '小黃瓜', en: 'a little cucumber' },
              { tw: '涼拌黃瓜', en: 'cucumber salad' },
            ],
            sentence: { tw: '小黃瓜吃起來脆脆的。', en: 'Little cucumbers are crunchy to eat.' },
            picture: '🥒',
          },
          {
            word: '傻瓜',
            english: 'silly',
            explain: 'We call someone silly, kindly, when they do something funny or not very clever.',
            examples: [
              { tw: '小傻瓜', en: 'you silly thing' },
              { tw: '大傻瓜', en: 'a big silly' },
            ],
            sentence: { tw: '姐姐笑著說：「你這個小傻瓜！」', en: 'My sister laughs and says, "You little silly!"' },
          },
        ],
        story: [
          { tw: '小美幫媽媽洗菜，有一個大南瓜和兩條黃瓜。', en: 'Xiaomei helps Mom wash the vegetables: a big pumpkin and two cucumbers.' },
          { tw: '她把黃瓜放在眼睛前面，說：「我是綠眼睛的怪獸！」', en: 'She holds the cucumbers in front of her eyes and says, "I\'m a green-eyed monster!"' },
          { tw: '媽媽笑著說：「小傻瓜，快來幫我切南瓜吧！」', en: 'Mom laughs and says, "You little silly, come and help me cut the pumpkin!"' },
        ],
      },
    ],
  },
  {
    radical: '土',
    lessons: [
      {
        key: 's4-earth-1',
        title: { tw: '去農場', en: 'To the farm' },
        words: [
          {
            word: '農場',
            english: 'farm',
            explain: 'A farm is a place where people grow food and raise animals.',
            examples: [
              { tw: '去農場', en: 'go to the farm' },
              { tw: '農場裡的牛', en: 'the cows on the farm' },
            ],
            sentence: { tw: '農場裡有雞、有鴨，還有很多牛。', en: 'There are chickens, ducks and lots of cows on the farm.' },
            picture: '🚜',
          },
          {
            word: '地圖',
            english: 'map',
            explain: 'A map is a picture that shows where places and roads are.',
            examples: [
              { tw: '看地圖', en: 'read a map' },
              { tw: '世界地圖', en: 'a map of the world' },
            ],
            sentence: { tw: '爸爸看著地圖找路。', en: 'Dad looks at the map to find the way.' },
            picture: '🗺️',
          },
          {
            word: '城市',
            english: 'city',
            explain: 'A city is a big town with lots of people, buildings and cars.',
            examples: [
              { tw: '大城市', en: 'a big city' },
              { tw: '城市裡', en: 'in the city' },
            ],
            sentence: { tw: '晚上的城市有好多燈。', en: 'At night the city has lots of lights.' },
            picture: '🏙️',
          },
        ],
        story: [
          { tw: '放假了，爸爸開車帶我們離開城市。', en: 'It is a holiday, and Dad drives us out of the city.' },
          { tw: '小明拿著地圖說：「再往前開，就到農場了！」', en: 'Xiaoming holds the map and says, "Drive a bit farther and we\'ll be at the farm!"' },
          { tw: '農場裡有好多小羊，小美開心得跑過去餵牠們。', en: 'There are lots of lambs on the farm, and Xiaomei happily runs over to feed them.' },
        ],
      },
    ],
  },
  {
    radical: '車',
    lessons: [
      {
        key: 's4-cart-1',
        title: { tw: '坐什麼車', en: 'How shall we go?' },
        words: [
          {
            word: '輪船',
            english: 'ship',
            explain: 'A ship is a very big boat that carries people or things across the sea.',
            examples: [
              { tw: '坐輪船', en: 'take a ship' },
              { tw: '一艘輪船', en: 'a ship' },
            ],
            sentence: { tw: '大輪船慢慢開進了港口。', en: 'The big ship slowly sails into the harbor.' },
            picture: '🚢',
          },
          {
            word: '火車',
            english: 'train',
            explain: 'A train is a long line of cars that runs on tracks.',
            examples: [
              { tw: '坐火車', en: 'take the train' },
              { tw: '火車站', en: 'train station' },
            ],
            sentence: { tw: '我們坐火車去臺南看外公。', en: 'We take the train to Tainan to see Grandpa.' },
            picture: '🚆',
          },
          {
            word: '公車',
            english: 'bus',
            explain: 'A bus is a big car that carries lots of people and stops at bus stops.',
            examples: [
              { tw: '坐公車', en: 'take the bus' },
              { tw: '等公車', en: 'wait for the bus' },
            ],
            sentence: { tw: '奶奶每天坐公車去市場。', en: 'Grandma takes the bus to the market every day.' },
            picture: '🚌',
          },
          {
            word: '開車',
            english: 'drive',
            explain: 'You drive when you make a car go and steer it.',
            examples: [
              { tw: '開車上班', en: 'drive to work' },
              { tw: '小心開車', en: 'drive carefully' },
            ],
            sentence: { tw: '爸爸開車送我們去上學。', en: 'Dad drives us to school.' },
            picture: '🚗',
          },
        ],
        story: [
          { tw: '小明問：「我們要怎麼去小島上玩？」', en: 'Xiaoming asks, "How will we get to the island?"' },
          { tw: '爸爸說：「先坐公車到火車站，再坐火車到海邊。」', en: 'Dad says, "First we take the bus to the train station, then the train to the sea."' },
          { tw: '小美問：「那可以開車到小島嗎？」', en: 'Xiaomei asks, "Can we drive to the island?"' },
          { tw: '爸爸說：「不行，我們要坐輪船，到了小島再租腳踏車。」', en: 'Dad says, "No, we have to take a ship, and on the island we will rent bikes."' },
        ],
      },
    ],
  },
  // 二下 (grade 2, second term).
  {
    radical: '木',
    lessons: [
      {
        key: 's4-tree-5',
        title: { tw: '村子裡的大樹', en: 'The big tree in the village' },
        words: [
          {
            word: '村子',
            english: 'village',
            explain: 'A village is a small place in the country where a few families live.',
            examples: [
              { tw: '小村子', en: 'a little village' },
              { tw: '村子裡', en: 'in the village' },
            ],
            sentence: { tw: '爺爺住在山下的小村子裡。', en: 'Grandpa lives in a little village at the foot of the mountain.' },
            picture: '🏡',
          },
          {
            word: '書架',
            english: 'bookshelf',
            explain: 'A bookshelf is a piece of furniture with shelves for keeping books.',
            examples: [
              { tw: '書架上', en: 'on the bookshelf' },
              { tw: '一個書架', en: 'a bookshelf' },
            ],
            sentence: { tw: '看完的書要放回書架上。', en: 'Put the books back on the bookshelf when you finish reading.' },
          },
          {
            word: '樹根',
            english: 'root',
            explain: 'Roots are the parts of a tree that grow under the ground and drink water.',
            examples: [
              { tw: '大樹根', en: 'a big root' },
              { tw: '長長的樹根', en: 'long roots' },
            ],
            sentence: { tw: '大樹的樹根長得又粗又長。', en: "The big tree's roots have grown thick and long." },
          },
          {
            word: '水桶',
            english: 'bucket',
            explain: 'A bucket is a round container with a handle for carrying water.',
            examples: [
              { tw: '一個水桶', en: 'a bucket' },
              { tw: '提水桶', en: 'carry a bucket' },
            ],
            sentence: { tw: '小明提著水桶去澆花。', en: 'Xiaoming carries a bucket to water the flowers.' },
            picture: '🪣',
          },
          {
            word: '植物',
            english: 'plant',
            explain: 'A plant is a living thing like a tree, a flower or grass that grows in the soil.',
            examples: [
              { tw: '小植物', en: 'a little plant' },
              { tw: '綠色植物', en: 'green plants' },
            ],
            sentence: { tw: '植物需要陽光和水才能長大。', en: 'Plants need sunshine and water to grow.' },
            picture: '🪴',
          },
        ],
        story: [
          { tw: '暑假，小明去爺爺住的村子玩。', en: 'In the summer vacation, Xiaoming visits the village where Grandpa lives.' },
          { tw: '村子口有一棵好老的大樹，樹根都長到路上了。', en: 'At the edge of the village there is a very old tree whose roots have grown out onto the road.' },
          { tw: '爺爺提著水桶，教小明怎麼照顧院子裡的植物。', en: 'Grandpa carries a bucket and shows Xiaoming how to look after the plants in the yard.' },
          { tw: '晚上，小明從爺爺的書架上拿了一本植物書來看。', en: "In the evening, Xiaoming takes a plant book from Grandpa's bookshelf to read." },
        ],
      },
    ],
  },
  {
    radical: '糸',
    lessons: [
      {
        key: 's4-silk-3',
        title: { tw: '花終於開了', en: 'The flowers are out at last' },
        words: [
          {
            word: '累',
            english: 'tired',
            explain: 'You feel tired when your body needs a rest.',
            examples: [
              { tw: '好累', en: 'so tired' },
              { tw: '走累了', en: 'tired from walking' },
            ],
            sentence: { tw: '跑了一整天，我好累喔。', en: "I ran around all day and I'm so tired." },
            picture: '😩',
          },
          {
            word: '綿羊',
            english: 'sheep',
            explain: 'A sheep is a farm animal with thick, curly wool.',
            examples: [
              { tw: '一隻綿羊', en: 'a sheep' },
              { tw: '小綿羊', en: 'a lamb' },
            ],
            sentence: { tw: '綿羊身上的毛又白又軟。', en: "A sheep's wool is white and soft." },
            picture: '🐑',
          },
          {
            word: '綻放',
            english: 'bloom',
            explain: 'Flowers bloom when they open up wide.',
            examples: [
              { tw: '花朵綻放', en: 'the flowers bloom' },
              { tw: '慢慢綻放', en: 'slowly bloom' },
            ],
            sentence: { tw: '春天到了，花園裡的花都綻放了。', en: 'Spring is here, and all the flowers in the garden are blooming.' },
            picture: '🌸',
          },
          {
            word: '終於',
            english: 'at last',
            explain: 'At last means something finally happens after a long wait.',
            examples: [
              { tw: '終於到了', en: 'here at last' },
              { tw: '終於做完了', en: 'finally finished' },
            ],
            sentence: { tw: '等了好久，公車終於來了。', en: 'After a long wait, the bus came at last.' },
          },
          {
            word: '大約',
            english: 'about',
            explain: 'About means close to a number, but not exactly.',
            examples: [
              { tw: '大約十個', en: 'about ten' },
              { tw: '大約一點', en: "about one o'clock" },
            ],
            sentence: { tw: '從家裡走到學校大約要十分鐘。', en: 'It takes about ten minutes to walk from home to school.' },
          },
        ],
        story: [
          { tw: '小美和外婆去山上的牧場看綿羊。', en: 'Xiaomei and Grandma go to a ranch on the mountain to see the sheep.' },
          { tw: '她們大約走了一個小時，小美說：「我好累喔！」', en: 'They walk for about an hour, and Xiaomei says, "I\'m so tired!"' },
          { tw: '轉過一個彎，她們終於看到了一大片綠草地。', en: 'Around a bend, at last they see a big green meadow.' },
          { tw: '草地上的野花都綻放了，白白的綿羊在花裡吃草。', en: 'The wildflowers in the meadow are all blooming, and the white sheep graze among them.' },
        ],
      },
    ],
  },
  {
    radical: '彳',
    lessons: [
      {
        key: 's4-step-2',
        title: { tw: '期待校外教學', en: 'Looking forward to the class trip' },
        words: [
          {
            word: '往前',
            english: 'forward',
            sense: 'onward',
            explain: 'Forward means toward the front, the way you are facing.',
            examples: [
              { tw: '往前走', en: 'walk forward' },
              { tw: '往前看', en: 'look ahead' },
            ],
            sentence: { tw: '一直往前走，就會看到公園。', en: 'Keep walking straight ahead and you will see the park.' },
            picture: '⬆️',
          },
          {
            word: '期待',
            english: 'look forward',
            explain: 'You look forward to something when you cannot wait for it to happen.',
            examples: [
              { tw: '好期待', en: "can't wait" },
              { tw: '期待明天', en: 'look forward to tomorrow' },
            ],
            sentence: { tw: '我好期待下星期的生日派對。', en: "I can't wait for the birthday party next week." },
          },
          {
            word: '微笑',
            english: 'smile',
            explain: 'You smile when the corners of your mouth turn up because you are happy.',
            examples: [
              { tw: '面帶微笑', en: 'with a smile' },
              { tw: '對我微笑', en: 'smile at me' },
            ],
            sentence: { tw: '新同學對我微笑，我也對她微笑。', en: 'The new classmate smiles at me, and I smile back.' },
            picture: '😊',
          },
          {
            word: '復習',
            english: 'go over',
            explain: 'You go over what you learned when you study it again so you do not forget it.',
            examples: [
              { tw: '復習功課', en: 'go over your lessons' },
              { tw: '復習生字', en: 'go over new characters' },
            ],
            sentence: { tw: '考試前，我會先復習一次。', en: 'Before a test, I go over everything once more.' },
          },
        ],
        story: [
          { tw: '明天要校外教學，小明好期待。', en: 'Tomorrow is the class trip, and Xiaoming can hardly wait.' },
          { tw: '晚上，他先把今天的生字復習了一次。', en: 'In the evening, he first goes over the new characters from today.' },
          { tw: '第二天，老師說：「大家排好隊，跟著我往前走。」', en: 'The next day, the teacher says, "Everyone line up and walk forward behind me."' },
          { tw: '小明看到動物園的大門，開心地對老師微笑。', en: 'Xiaoming sees the zoo gate and smiles happily at the teacher.' },
        ],
      },
    ],
  },
  {
    radical: '穴',
    lessons: [
      {
        key: 's4-cave-2',
        title: { tw: '窗外的鳥窩', en: 'The nest outside the window' },
        words: [
          {
            word: '鳥窩',
            english: 'nest',
            explain: 'A nest is the little home birds build out of twigs for their eggs.',
            examples: [
              { tw: '一個鳥窩', en: 'a nest' },
              { tw: '樹上的鳥窩', en: 'a nest in a tree' },
            ],
            sentence: { tw: '鳥窩裡有三顆小小的蛋。', en: 'There are three tiny eggs in the nest.' },
            picture: '🪺',
          },
          {
            word: '窗戶',
            english: 'window',
            explain: 'A window is a glass opening in a wall that lets light and air in.',
            examples: [
              { tw: '打開窗戶', en: 'open the window' },
              { tw: '擦窗戶', en: 'clean the window' },
            ],
            sentence: { tw: '天氣好熱，媽媽把窗戶打開。', en: 'It is very hot, so Mom opens the window.' },
            picture: '🪟',
          },
          {
            word: '究竟',
            english: 'on earth',
            explain: 'We say on earth when we really want to know something, like what on earth is that.',
            examples: [
              { tw: '究竟是誰', en: 'who on earth' },
              { tw: '究竟在哪裡', en: 'where on earth' },
            ],
            sentence: { tw: '我的鉛筆究竟跑到哪裡去了？', en: 'Where on earth has my pencil gone?' },
          },
        ],
        story: [
          { tw: '早上，小美聽到窗戶外面有吱吱喳喳的聲音。', en: 'In the morning, Xiaomei hears chirping outside the window.' },
          { tw: '她想：「究竟是什麼在叫呢？」', en: 'She wonders, "What on earth is making that sound?"' },
          { tw: '原來樹上有一個鳥窩，裡面有三隻小鳥張著嘴巴等媽媽。', en: 'It turns out there is a nest in the tree, with three baby birds opening their beaks for their mother.' },
        ],
      },
    ],
  },
  {
    radical: '父',
    lessons: [
      {
        key: 's4-father-2',
        title: { tw: '爺爺的照片', en: "Grandpa's photo" },
        words: [
          {
            word: '爺爺',
            english: 'grandpa',
            sense: "dad's dad",
            explain: "Grandpa is your dad's father.",
            examples: [
              { tw: '我的爺爺', en: 'my grandpa' },
              { tw: '爺爺奶奶', en: 'Grandpa and Grandma' },
            ],
            sentence: { tw: '爺爺每天早上去公園打太極拳。', en: 'Grandpa does tai chi in the park every morning.' },
            picture: '👴',
          },
          {
            word: '父母',
            english: 'parents',
            explain: 'Your parents are your mother and your father.',
            examples: [
              { tw: '我的父母', en: 'my parents' },
              { tw: '孝順父母', en: 'be good to your parents' },
            ],
            sentence: { tw: '我們要聽父母的話。', en: 'We should listen to our parents.' },
          },
          {
            word: '父親',
            english: 'father',
            explain: 'Father is another word for dad.',
            examples: [
              { tw: '父親節', en: "Father's Day" },
              { tw: '我的父親', en: 'my father' },
            ],
            sentence: { tw: '八月八日是父親節。', en: "August eighth is Father's Day." },
          },
        ],
        story: [
          { tw: '父親節到了，小明和小美拿出一張舊照片。', en: "Father's Day is here, and Xiaoming and Xiaomei take out an old photo." },
          { tw: '照片裡有一個小男孩，站在他的父母中間。', en: 'In the photo, a little boy stands between his parents.' },
          { tw: '爺爺笑著說：「這個小男孩就是你們的爸爸！」', en: 'Grandpa laughs and says, "This little boy is your dad!"' },
        ],
      },
    ],
  },
];
