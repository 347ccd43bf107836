import type { RadicalSource } from '../types';

export const radicals: RadicalSource[] = [
  {
    radical: '人',
    name: { tw: '人字旁', en: 'the person radical' },
    meaning: {
      tw: '人就是像你和我一樣的人，有人字旁的字常常和人還有人做的事情有關。',
      en: 'Ren means a person like you and me, and characters with it are often about people and what people do.',
    },
    lessons: [
      {
        key: 'person-1',
        title: { tw: '你、我、他', en: 'You, me and him' },
        words: [
          {
            word: '人',
            english: 'person',
            explain: 'A person is a human being, like you, your family and your friends.',
            examples: [
              { tw: '大人', en: 'a grown-up' },
              { tw: '好人', en: 'a good person' },
              { tw: '三個人', en: 'three people' },
            ],
            sentence: { tw: '公園裡有很多人。', en: 'There are lots of people in the park.' },
            picture: '🧑',
          },
          {
            word: '你',
            english: 'you',
            explain: 'We say you when we talk to someone, like when we say thank you.',
            examples: [
              { tw: '你好', en: 'hello' },
              { tw: '謝謝你', en: 'thank you' },
            ],
            sentence: { tw: '你今天好嗎？', en: 'How are you today?' },
          },
          {
            word: '他',
            english: 'he',
            explain: 'He is the word for a boy or a man we are talking about.',
            examples: [
              { tw: '他們', en: 'they' },
              { tw: '他的書', en: 'his book' },
            ],
            sentence: { tw: '他是我的好朋友。', en: 'He is my good friend.' },
          },
          {
            word: '我們',
            english: 'we',
            explain: 'We means me and other people together.',
            examples: [
              { tw: '我們家', en: 'our home' },
              { tw: '我們一起玩', en: 'we play together' },
            ],
            sentence: { tw: '我們一起去公園吧。', en: "Let's go to the park together." },
          },
        ],
        story: [
          { tw: '星期天，公園裡有好多人。', en: 'On Sunday, there are lots of people in the park.' },
          { tw: '小明看到一個男孩，他在玩球。', en: 'Xiaoming sees a boy who is playing with a ball.' },
          { tw: '小明走過去說：「你好，我可以一起玩嗎？」', en: 'Xiaoming walks over and says, "Hello, can I play too?"' },
          { tw: '男孩笑著說：「好啊，我們一起玩吧！」', en: 'The boy smiles and says, "Sure, let\'s play together!"' },
        ],
      },
      {
        key: 'person-2',
        title: { tw: '給爺爺的信', en: 'A letter for Grandpa' },
        words: [
          {
            word: '傘',
            english: 'umbrella',
            explain: 'An umbrella opens up over your head and keeps the rain off you.',
            examples: [
              { tw: '雨傘', en: 'umbrella' },
              { tw: '一把傘', en: 'an umbrella' },
              { tw: '帶傘', en: 'take an umbrella' },
            ],
            sentence: { tw: '下雨了，記得帶傘。', en: "It's raining, so remember to take an umbrella." },
            picture: '☂️',
          },
          {
            word: '住',
            english: 'live',
            explain: 'Where you live is the place where your home is.',
            examples: [
              { tw: '住在這裡', en: 'live here' },
              { tw: '住在一起', en: 'live together' },
            ],
            sentence: { tw: '爺爺和奶奶住在山邊的小房子裡。', en: 'Grandpa and Grandma live in a little house by the mountain.' },
          },
          {
            word: '信',
            english: 'letter',
            explain: 'A letter is a message you write on paper and send to someone.',
            examples: [
              { tw: '寫信', en: 'write a letter' },
              { tw: '一封信', en: 'a letter' },
              { tw: '信封', en: 'envelope' },
            ],
            sentence: { tw: '我寫了一封信給奶奶。', en: 'I wrote a letter to Grandma.' },
            picture: '✉️',
          },
          {
            word: '休息',
            english: 'rest',
            explain: 'When you rest, you stop and relax so your body can feel better.',
            examples: [
              { tw: '休息一下', en: 'take a short rest' },
              { tw: '好好休息', en: 'get a good rest' },
            ],
            sentence: { tw: '走累了，我們坐下來休息吧。', en: "We're tired from walking, so let's sit down and rest." },
          },
        ],
        story: [
          { tw: '下雨了，小明拿著傘去找爺爺。', en: 'It is raining, and Xiaoming takes an umbrella to visit Grandpa.' },
          { tw: '爺爺住在公園旁邊。', en: 'Grandpa lives next to the park.' },
          { tw: '小明帶了一封信，是他自己寫給爺爺的。', en: 'Xiaoming brings a letter that he wrote to Grandpa himself.' },
          { tw: '爺爺看了信，笑得好開心。', en: 'Grandpa reads the letter and smiles happily.' },
          { tw: '爺爺說：「外面雨好大，先坐下來休息吧。」', en: 'Grandpa says, "It\'s raining hard outside, so sit down and rest first."' },
        ],
      },
    ],
  },
  {
    radical: '口',
    name: { tw: '口字旁', en: 'the mouth radical' },
    meaning: {
      tw: '口就是嘴巴，有口字旁的字常常和吃東西、喝東西還有說話、唱歌有關。',
      en: 'Kou means mouth, and characters with it are often about eating, drinking, talking and singing.',
    },
    lessons: [
      {
        key: 'mouth-1',
        title: { tw: '好吃又好喝', en: 'Yummy food and drinks' },
        words: [
          {
            word: '口',
            english: 'mouth',
            explain: 'Your mouth is where you eat, talk and smile.',
            examples: [
              { tw: '一口', en: 'one bite' },
              { tw: '口水', en: 'drool' },
              { tw: '門口', en: 'the doorway' },
            ],
            sentence: { tw: '豆豆一口就把餅乾吃掉了。', en: 'Doudou ate the cookie in one bite.' },
            picture: '👄',
          },
          {
            word: '吃',
            english: 'eat',
            explain: 'You eat when you put food in your mouth, chew it and swallow it.',
            examples: [
              { tw: '吃飯', en: 'eat a meal' },
              { tw: '好吃', en: 'yummy' },
              { tw: '吃水果', en: 'eat fruit' },
            ],
            sentence: { tw: '我最喜歡吃西瓜。', en: 'I like eating watermelon best.' },
            picture: '😋',
          },
          {
            word: '喝',
            english: 'drink',
            explain: 'You drink when you take water, milk or juice into your mouth and swallow it.',
            examples: [
              { tw: '喝水', en: 'drink water' },
              { tw: '喝牛奶', en: 'drink milk' },
            ],
            sentence: { tw: '天氣好熱，要多喝水。', en: 'It is very hot, so drink lots of water.' },
            picture: '🥤',
          },
          {
            word: '吹',
            english: 'blow',
            explain: 'You blow when you push air out of your mouth, like when you blow out birthday candles.',
            examples: [
              { tw: '吹氣球', en: 'blow up a balloon' },
              { tw: '吹蠟燭', en: 'blow out the candles' },
              { tw: '吹泡泡', en: 'blow bubbles' },
            ],
            sentence: { tw: '小美用力吹氣球。', en: 'Xiaomei blows hard into the balloon.' },
            picture: '🌬️',
          },
        ],
        story: [
          { tw: '今天是小美的生日。', en: "Today is Xiaomei's birthday." },
          { tw: '小明幫她吹氣球，吹得臉都紅了。', en: 'Xiaoming blows up balloons for her until his face turns red.' },
          { tw: '大家一起吃蛋糕，喝果汁。', en: 'Everyone eats cake and drinks juice together.' },
          { tw: '豆豆在旁邊看著，也想吃一口。', en: 'Doudou watches from the side and wants a bite too.' },
          { tw: '媽媽笑著給了豆豆一塊小狗餅乾。', en: 'Mom smiles and gives Doudou a dog cookie.' },
        ],
      },
      {
        key: 'mouth-2',
        title: { tw: '大聲小聲', en: 'Loud and soft' },
        words: [
          {
            word: '唱歌',
            english: 'sing',
            explain: 'When you sing, you use your voice to make music.',
            examples: [
              { tw: '愛唱歌', en: 'love to sing' },
              { tw: '一起唱歌', en: 'sing together' },
            ],
            sentence: { tw: '小鳥在樹上唱歌。', en: 'The little bird is singing in the tree.' },
            picture: '🎤',
          },
          {
            word: '哭',
            english: 'cry',
            explain: 'You cry when you feel sad or hurt and tears come out of your eyes.',
            examples: [
              { tw: '別哭', en: "don't cry" },
              { tw: '大哭', en: 'cry loudly' },
            ],
            sentence: { tw: '小寶寶餓了就會哭。', en: 'Little babies cry when they are hungry.' },
            picture: '😢',
          },
          {
            word: '叫',
            english: 'call',
            explain: 'When you call someone, you say their name out loud so they come or listen.',
            examples: [
              { tw: '叫名字', en: 'call a name' },
              { tw: '汪汪叫', en: 'go woof woof' },
              { tw: '我叫小明', en: 'my name is Xiaoming' },
            ],
            sentence: { tw: '媽媽叫我們回家吃飯。', en: 'Mom calls us home for dinner.' },
          },
          {
            word: '哥哥',
            english: 'older brother',
            explain: 'An older brother is a boy in your family who was born before you.',
            examples: [
              { tw: '大哥哥', en: 'big brother' },
              { tw: '我的哥哥', en: 'my older brother' },
            ],
            sentence: { tw: '哥哥每天陪我玩。', en: 'My older brother plays with me every day.' },
            picture: '👦',
          },
        ],
        story: [
          { tw: '小明是小美的哥哥。', en: "Xiaoming is Xiaomei's older brother." },
          { tw: '小美的氣球飛走了，她哭了起來。', en: "Xiaomei's balloon flies away, and she starts to cry." },
          { tw: '哥哥說：「別哭，我唱歌給你聽。」', en: 'Her brother says, "Don\'t cry, I\'ll sing you a song."' },
          { tw: '哥哥唱歌唱得好好笑，豆豆也跟著汪汪叫。', en: 'Her brother sings so funnily that Doudou barks along, woof woof.' },
          { tw: '小美笑了，大家一起唱了起來。', en: 'Xiaomei laughs, and everyone starts singing together.' },
        ],
      },
    ],
  },
  {
    radical: '目',
    name: { tw: '目字旁', en: 'the eye radical' },
    meaning: {
      tw: '目就是眼睛，有目字旁的字常常和眼睛還有看東西有關。',
      en: 'Mu means eye, and characters with it are often about eyes and seeing.',
    },
    lessons: [
      {
        key: 'eye-1',
        title: { tw: '亮亮的眼睛', en: 'Bright eyes' },
        words: [
          {
            word: '眼睛',
            english: 'eyes',
            explain: 'Your eyes let you see colors, shapes and the people you love.',
            examples: [
              { tw: '大眼睛', en: 'big eyes' },
              { tw: '閉上眼睛', en: 'close your eyes' },
            ],
            sentence: { tw: '小貓的眼睛又大又圓。', en: "The kitten's eyes are big and round." },
            picture: '👀',
          },
          {
            word: '眉毛',
            english: 'eyebrows',
            explain: 'Your eyebrows are the little lines of hair just above your eyes.',
            examples: [
              { tw: '黑黑的眉毛', en: 'dark eyebrows' },
              { tw: '畫眉毛', en: 'draw eyebrows' },
            ],
            sentence: { tw: '爺爺的眉毛白白的。', en: "Grandpa's eyebrows are white." },
          },
          {
            word: '眼鏡',
            english: 'glasses',
            explain: 'Glasses help people see clearly when their eyes need a little help.',
            examples: [
              { tw: '戴眼鏡', en: 'wear glasses' },
              { tw: '一副眼鏡', en: 'a pair of glasses' },
            ],
            sentence: { tw: '奶奶戴上眼鏡看書。', en: 'Grandma puts on her glasses to read.' },
            picture: '👓',
          },
          {
            word: '看',
            english: 'look',
            explain: 'You look at something when you turn your eyes to it to see it.',
            examples: [
              { tw: '看書', en: 'read a book' },
              { tw: '看一看', en: 'take a look' },
              { tw: '好看', en: 'nice to look at' },
            ],
            sentence: { tw: '你看，天上有一道彩虹！', en: "Look, there's a rainbow in the sky!" },
          },
        ],
        story: [
          { tw: '爺爺的眼鏡不見了。', en: "Grandpa's glasses are missing." },
          { tw: '小明和小美睜大眼睛，到處找。', en: 'Xiaoming and Xiaomei open their eyes wide and search everywhere.' },
          { tw: '小美看了看爺爺，笑著說：「眼鏡就在你頭上啊！」', en: 'Xiaomei looks at Grandpa and laughs, "Your glasses are right on your head!"' },
          { tw: '爺爺摸摸頭，眉毛一挑，也哈哈大笑。', en: 'Grandpa feels his head, raises his eyebrows and laughs out loud too.' },
        ],
      },
      {
        key: 'eye-2',
        title: { tw: '晚安時間', en: 'Bedtime' },
        words: [
          {
            word: '睡覺',
            english: 'sleep',
            explain: 'When you sleep, you close your eyes and rest all night so you can grow.',
            examples: [
              { tw: '去睡覺', en: 'go to bed' },
              { tw: '早點睡覺', en: 'go to bed early' },
            ],
            sentence: { tw: '九點了，我要睡覺了。', en: "It's nine o'clock, so I'm going to sleep." },
            picture: '😴',
          },
          {
            word: '睫毛',
            english: 'eyelashes',
            explain: 'Eyelashes are the tiny hairs at the edge of your eyelids that keep dust out of your eyes.',
            examples: [
              { tw: '長睫毛', en: 'long eyelashes' },
              { tw: '彎彎的睫毛', en: 'curly eyelashes' },
            ],
            sentence: { tw: '妹妹的睫毛又長又翹。', en: "My little sister's eyelashes are long and curly." },
          },
          {
            word: '相機',
            english: 'camera',
            explain: 'A camera is a machine that takes pictures.',
            examples: [
              { tw: '照相機', en: 'camera' },
              { tw: '一臺相機', en: 'a camera' },
              { tw: '用相機拍照', en: 'take photos with a camera' },
            ],
            sentence: { tw: '爸爸用相機幫我們拍照。', en: 'Dad takes photos of us with the camera.' },
            picture: '📷',
          },
          {
            word: '真',
            english: 'real',
            explain: 'Something real is not pretend and not a toy; it is really there.',
            examples: [
              { tw: '真的', en: 'really' },
              { tw: '真花', en: 'a real flower' },
              { tw: '真好', en: 'so good' },
            ],
            sentence: { tw: '這是真的小兔子，不是玩具。', en: 'This is a real little rabbit, not a toy.' },
          },
        ],
        story: [
          { tw: '晚上九點了，媽媽說：「該睡覺了。」', en: 'It is nine at night, and Mom says it is time to sleep.' },
          { tw: '可是豆豆早就在小美的床上睡著了。', en: "But Doudou is already asleep on Xiaomei's bed." },
          { tw: '小明拿出相機，拍下豆豆睡覺的樣子。', en: 'Xiaoming takes out his camera and snaps a picture of Doudou sleeping.' },
          { tw: '小美說：「豆豆的睫毛真長啊！」', en: 'Xiaomei says, "Doudou\'s eyelashes are really long!"' },
          { tw: '媽媽笑了，給他們三個都蓋上被子。', en: 'Mom smiles and tucks all three of them in.' },
        ],
      },
    ],
  },
  {
    radical: '耳',
    name: { tw: '耳字旁', en: 'the ear radical' },
    meaning: {
      tw: '耳就是耳朵，有耳字旁的字常常和耳朵還有聽聲音有關。',
      en: 'Er means ear, and characters with it are often about ears and hearing.',
    },
    lessons: [
      {
        key: 'ear-1',
        title: { tw: '仔細聽', en: 'Listen carefully' },
        words: [
          {
            word: '耳朵',
            english: 'ear',
            explain: 'Your ears are on both sides of your head, and you hear with them.',
            examples: [
              { tw: '大耳朵', en: 'big ears' },
              { tw: '兩隻耳朵', en: 'two ears' },
              { tw: '兔子的耳朵', en: "a rabbit's ears" },
            ],
            sentence: { tw: '小兔子的耳朵長長的。', en: "The little rabbit's ears are long." },
            picture: '👂',
          },
          {
            word: '聽',
            english: 'listen',
            explain: 'You listen when you use your ears to hear something carefully.',
            examples: [
              { tw: '聽音樂', en: 'listen to music' },
              { tw: '聽故事', en: 'listen to a story' },
              { tw: '好聽', en: 'nice to hear' },
            ],
            sentence: { tw: '晚上，我最喜歡聽媽媽講故事。', en: 'At night, I love listening to Mom tell stories.' },
          },
          {
            word: '聲音',
            english: 'sound',
            explain: 'A sound is anything you can hear, like a bell, a song or a dog barking.',
            examples: [
              { tw: '好聽的聲音', en: 'a lovely sound' },
              { tw: '雨的聲音', en: 'the sound of rain' },
            ],
            sentence: { tw: '你聽，這是什麼聲音？', en: 'Listen, what sound is that?' },
            picture: '🔊',
          },
          {
            word: '耳機',
            english: 'headphones',
            explain: 'Headphones go on your ears so you can hear music without bothering anyone.',
            examples: [
              { tw: '戴耳機', en: 'wear headphones' },
              { tw: '一副耳機', en: 'a pair of headphones' },
            ],
            sentence: { tw: '哥哥戴著耳機聽音樂。', en: 'My older brother is listening to music with headphones on.' },
            picture: '🎧',
          },
        ],
        story: [
          { tw: '小明戴著耳機，在聽他最喜歡的歌。', en: 'Xiaoming is wearing headphones, listening to his favorite song.' },
          { tw: '門外傳來叮咚叮咚的聲音。', en: 'A ding-dong sound comes from outside the door.' },
          { tw: '小明沒聽到，可是豆豆豎起耳朵，跑到門口。', en: "Xiaoming doesn't hear it, but Doudou pricks up his ears and runs to the door." },
          { tw: '原來是爸爸回家了！', en: 'It turns out Dad has come home!' },
        ],
      },
      {
        key: 'ear-2',
        title: { tw: '聰明的豆豆', en: 'Clever Doudou' },
        words: [
          {
            word: '聞',
            english: 'smell',
            explain: 'You smell things with your nose, like flowers, cookies or soup.',
            examples: [
              { tw: '聞一聞', en: 'take a sniff' },
              { tw: '聞花香', en: 'smell the flowers' },
              { tw: '好聞', en: 'smells nice' },
            ],
            sentence: { tw: '小狗喜歡到處聞來聞去。', en: 'Puppies like to sniff around everywhere.' },
            picture: '👃',
          },
          {
            word: '聰明',
            english: 'clever',
            explain: 'Someone clever learns quickly and thinks of good ideas.',
            examples: [
              { tw: '很聰明', en: 'very clever' },
              { tw: '聰明的小狗', en: 'a clever puppy' },
            ],
            sentence: { tw: '小美很聰明，一下子就猜對了。', en: 'Xiaomei is clever and guessed it right away.' },
          },
          {
            word: '聊天',
            english: 'chat',
            explain: 'When you chat, you talk with someone in a friendly way about all kinds of things.',
            examples: [
              { tw: '一起聊天', en: 'chat together' },
              { tw: '和朋友聊天', en: 'chat with friends' },
            ],
            sentence: { tw: '奶奶和鄰居在院子裡聊天。', en: 'Grandma is chatting with the neighbor in the yard.' },
            picture: '💬',
          },
        ],
        story: [
          { tw: '媽媽和奶奶坐在客廳裡聊天。', en: 'Mom and Grandma sit chatting in the living room.' },
          { tw: '豆豆在廚房裡聞來聞去，最後坐在烤箱前面不走了。', en: "Doudou sniffs all around the kitchen, then sits down in front of the oven and won't move." },
          { tw: '奶奶打開烤箱一看，原來裡面有香香的餅乾！', en: 'Grandma opens the oven and looks: there are yummy-smelling cookies inside!' },
          { tw: '奶奶笑著說：「豆豆的鼻子真靈，好聰明啊！」', en: 'Grandma laughs and says, "Doudou has such a good nose. How clever!"' },
        ],
      },
    ],
  },
  {
    radical: '手',
    name: { tw: '提手旁', en: 'the hand radical' },
    meaning: {
      tw: '手就是我們的手，它在字的左邊時會變成提手旁，有手或提手旁的字常常和用手做的動作有關，像拿、拍、推。',
      en: 'Shou means hand; on the left side of a character it changes into the hand radical, and characters with it are often about things we do with our hands, like holding, clapping and pushing.',
    },
    lessons: [
      {
        key: 'hand-1',
        title: { tw: '我的小手', en: 'My little hands' },
        words: [
          {
            word: '手',
            english: 'hand',
            explain: 'Your hand has five fingers, and you use it to hold, draw and wave.',
            examples: [
              { tw: '小手', en: 'little hand' },
              { tw: '洗手', en: 'wash your hands' },
              { tw: '手指', en: 'finger' },
            ],
            sentence: { tw: '吃飯前要先洗手。', en: 'Wash your hands before you eat.' },
            picture: '✋',
          },
          {
            word: '拍手',
            english: 'clap',
            explain: 'You clap when you bring your hands together to make a happy sound.',
            examples: [
              { tw: '拍拍手', en: 'clap clap' },
              { tw: '大家拍手', en: 'everyone claps' },
            ],
            sentence: { tw: '小明表演完，大家都拍手。', en: 'When Xiaoming finishes his show, everyone claps.' },
            picture: '👏',
          },
          {
            word: '抱',
            english: 'hug',
            explain: 'You hug someone when you put your arms around them to show you love them.',
            examples: [
              { tw: '抱抱', en: 'a hug' },
              { tw: '抱小狗', en: 'hold a puppy' },
              { tw: '抱緊', en: 'hold tight' },
            ],
            sentence: { tw: '媽媽抱著我，好溫暖。', en: 'Mom hugs me, and it feels so warm.' },
            picture: '🫂',
          },
          {
            word: '拿',
            english: 'take',
            explain: 'You take something when you pick it up and hold it in your hand.',
            examples: [
              { tw: '拿書', en: 'take a book' },
              { tw: '拿筆', en: 'hold a pen' },
              { tw: '拿來', en: 'bring it here' },
            ],
            sentence: { tw: '請幫我拿一杯水。', en: 'Please get me a glass of water.' },
          },
        ],
        story: [
          { tw: '小美把手放在紙上，畫出了一隻小手。', en: 'Xiaomei puts her hand on the paper and draws a little hand.' },
          { tw: '她拿著畫，跑去給奶奶看。', en: 'She takes the drawing and runs to show Grandma.' },
          { tw: '奶奶拍手說：「畫得真好！」', en: 'Grandma claps and says, "That\'s a really good drawing!"' },
          { tw: '小美開心地抱住奶奶。', en: 'Xiaomei happily hugs Grandma.' },
        ],
      },
      {
        key: 'hand-2',
        title: { tw: '幫忙打掃', en: 'Helping to clean up' },
        words: [
          {
            word: '推',
            english: 'push',
            explain: 'You push something when you press on it to make it move away from you.',
            examples: [
              { tw: '推門', en: 'push the door' },
              { tw: '推開', en: 'push open' },
              { tw: '推車', en: 'push a cart' },
            ],
            sentence: { tw: '小明用力推開大門。', en: 'Xiaoming pushes hard to open the big door.' },
          },
          {
            word: '拉',
            english: 'pull',
            explain: 'You pull something when you hold it and make it come toward you.',
            examples: [
              { tw: '拉開', en: 'pull open' },
              { tw: '拉繩子', en: 'pull a rope' },
              { tw: '手拉手', en: 'hand in hand' },
            ],
            sentence: { tw: '豆豆咬著繩子，用力往後拉。', en: 'Doudou holds the rope in his mouth and pulls back hard.' },
          },
          {
            word: '找',
            english: 'look for',
            explain: 'You look for something when you try to find it.',
            examples: [
              { tw: '找東西', en: 'look for things' },
              { tw: '找朋友', en: 'look for a friend' },
              { tw: '找到了', en: 'found it' },
            ],
            sentence: { tw: '我在找我的鉛筆。', en: "I'm looking for my pencil." },
            picture: '🔍',
          },
          {
            word: '掃地',
            english: 'sweep',
            explain: 'You sweep the floor with a broom to clean up dust and crumbs.',
            examples: [
              { tw: '幫忙掃地', en: 'help sweep the floor' },
              { tw: '每天掃地', en: 'sweep every day' },
            ],
            sentence: { tw: '吃完飯，我幫媽媽掃地。', en: 'After the meal, I help Mom sweep the floor.' },
            picture: '🧹',
          },
        ],
        story: [
          { tw: '星期六，大家一起打掃家裡。', en: 'On Saturday, everyone cleans the house together.' },
          { tw: '爸爸推開沙發，小明在沙發下面掃地。', en: 'Dad pushes the sofa aside, and Xiaoming sweeps under it.' },
          { tw: '小明找到一隻舊襪子。', en: 'Xiaoming finds an old sock.' },
          { tw: '豆豆咬住襪子的另一頭，和小明拉來拉去。', en: 'Doudou grabs the other end of the sock, and he and Xiaoming tug it back and forth.' },
          { tw: '爸爸笑著說：「你們是在掃地，還是在玩呢？」', en: 'Dad laughs and says, "Are you sweeping or playing?"' },
        ],
      },
    ],
  },
  {
    radical: '足',
    name: { tw: '足字旁', en: 'the foot radical' },
    meaning: {
      tw: '足就是腳，有足字旁的字常常和腳還有走路、跑跳有關。',
      en: 'Zu means foot, and characters with it are often about feet, walking, running and jumping.',
    },
    lessons: [
      {
        key: 'foot-1',
        title: { tw: '跑跑跳跳', en: 'Run and jump' },
        words: [
          {
            word: '跑',
            english: 'run',
            explain: 'You run when you move your legs very fast, much faster than walking.',
            examples: [
              { tw: '跑步', en: 'go running' },
              { tw: '跑得快', en: 'run fast' },
              { tw: '賽跑', en: 'a race' },
            ],
            sentence: { tw: '豆豆跑得比我還快。', en: 'Doudou runs even faster than me.' },
            picture: '🏃',
          },
          {
            word: '跳',
            english: 'jump',
            explain: 'You jump when you push off the ground with your feet and go up into the air.',
            examples: [
              { tw: '跳高', en: 'high jump' },
              { tw: '跳繩', en: 'jump rope' },
              { tw: '跳起來', en: 'jump up' },
            ],
            sentence: { tw: '小青蛙一跳，就跳到了荷葉上。', en: 'With one jump, the little frog lands on the lotus leaf.' },
          },
          {
            word: '踢',
            english: 'kick',
            explain: 'You kick when you swing your foot to send something flying, like a ball.',
            examples: [
              { tw: '踢球', en: 'kick a ball' },
              { tw: '踢毽子', en: 'kick a shuttlecock' },
            ],
            sentence: { tw: '弟弟把球踢得好遠。', en: 'My little brother kicked the ball really far.' },
          },
          {
            word: '足球',
            english: 'soccer',
            explain: 'Soccer is a game where two teams kick a ball and try to get it into a goal.',
            examples: [
              { tw: '踢足球', en: 'play soccer' },
              { tw: '足球場', en: 'soccer field' },
              { tw: '足球比賽', en: 'a soccer match' },
            ],
            sentence: { tw: '放學後，我們去踢足球。', en: 'After school, we go and play soccer.' },
            picture: '⚽',
          },
        ],
        story: [
          { tw: '放學後，小明和同學在操場上踢足球。', en: 'After school, Xiaoming and his classmates play soccer on the playground.' },
          { tw: '小明跑得好快，一腳就把球踢進了球門。', en: 'Xiaoming runs very fast and kicks the ball straight into the goal.' },
          { tw: '大家開心得跳了起來。', en: 'Everyone jumps for joy.' },
          { tw: '豆豆也在旁邊跑來跑去，汪汪叫。', en: 'Doudou runs around at the side too, barking woof woof.' },
        ],
      },
      {
        key: 'foot-2',
        title: { tw: '雨後散步', en: 'A walk after the rain' },
        words: [
          {
            word: '路',
            english: 'road',
            explain: 'A road is a long, flat path where cars drive and people walk.',
            examples: [
              { tw: '馬路', en: 'street' },
              { tw: '走路', en: 'walk' },
              { tw: '小路', en: 'a little path' },
            ],
            sentence: { tw: '過馬路要看紅綠燈。', en: 'Look at the traffic lights when you cross the street.' },
            picture: '🛣️',
          },
          {
            word: '跟',
            english: 'follow',
            explain: 'You follow someone when you walk right behind them and go where they go.',
            examples: [
              { tw: '跟著我', en: 'follow me' },
              { tw: '跟上', en: 'keep up' },
            ],
            sentence: { tw: '小鴨子跟著鴨媽媽過河。', en: 'The ducklings follow their mother across the river.' },
          },
          {
            word: '腳趾',
            english: 'toe',
            explain: 'Your toes are the five little parts at the end of each foot.',
            examples: [
              { tw: '大腳趾', en: 'big toe' },
              { tw: '動動腳趾', en: 'wiggle your toes' },
            ],
            sentence: { tw: '我的腳趾在沙子裡動來動去。', en: 'My toes wiggle around in the sand.' },
          },
          {
            word: '踩',
            english: 'step on',
            explain: 'You step on something when you put your foot down on top of it.',
            examples: [
              { tw: '踩水', en: 'splash in puddles' },
              { tw: '踩在沙子上', en: 'step on the sand' },
            ],
            sentence: { tw: '下雨後，我最喜歡穿雨鞋去踩水。', en: 'After it rains, I love splashing in puddles in my rain boots.' },
          },
        ],
        story: [
          { tw: '雨停了，爺爺帶小明去散步。', en: 'The rain stops, and Grandpa takes Xiaoming for a walk.' },
          { tw: '豆豆一直跟在他們後面。', en: 'Doudou follows right behind them.' },
          { tw: '路上有好多小水坑。', en: 'There are lots of little puddles on the road.' },
          { tw: '小明一腳踩下去，水花濺得好高。', en: 'Xiaoming steps into one, and the water splashes up high.' },
          { tw: '他的鞋子溼了，連腳趾都涼涼的，可是他笑得好開心。', en: 'His shoes get wet and even his toes feel cold, but he laughs happily.' },
        ],
      },
    ],
  },
  {
    radical: '心',
    name: { tw: '心部', en: 'the heart radical' },
    meaning: {
      tw: '心就是心，它在字的左邊時會站起來變成豎心旁，有心的字常常和我們心裡的感覺還有想法有關。',
      en: 'Xin means heart; on the left side of a character it stands up tall, and characters with it are often about our feelings and thoughts.',
    },
    lessons: [
      {
        key: 'heart-1',
        title: { tw: '心裡的感覺', en: 'Feelings inside' },
        words: [
          {
            word: '心',
            english: 'heart',
            explain: 'Your heart beats inside your chest, and we also say we love people with all our heart.',
            examples: [
              { tw: '開心', en: 'happy' },
              { tw: '小心', en: 'be careful' },
              { tw: '愛心', en: 'a love heart' },
            ],
            sentence: { tw: '我把手放在胸前，感覺到心在跳。', en: 'I put my hand on my chest and feel my heart beating.' },
            picture: '❤️',
          },
          {
            word: '愛',
            english: 'love',
            explain: 'Love is the warm feeling you have for your family, your friends and your pets.',
            examples: [
              { tw: '我愛你', en: 'I love you' },
              { tw: '可愛', en: 'cute' },
              { tw: '愛吃', en: 'love to eat' },
            ],
            sentence: { tw: '我愛爸爸，也愛媽媽。', en: 'I love Dad, and I love Mom too.' },
            picture: '🥰',
          },
          {
            word: '快樂',
            english: 'happy',
            explain: 'You feel happy when something makes you smile inside and out.',
            examples: [
              { tw: '生日快樂', en: 'happy birthday' },
              { tw: '新年快樂', en: 'happy new year' },
              { tw: '快樂的一天', en: 'a happy day' },
            ],
            sentence: { tw: '今天我和朋友玩得很快樂。', en: 'I had a very happy time playing with my friends today.' },
            picture: '😄',
          },
          {
            word: '想',
            english: 'think',
            explain: 'You think when you use your mind to wonder, plan or remember.',
            examples: [
              { tw: '想一想', en: 'think about it' },
              { tw: '我想要', en: 'I want' },
            ],
            sentence: { tw: '讓我想一想，再告訴你答案。', en: 'Let me think, and then I will tell you the answer.' },
            picture: '🤔',
          },
        ],
        story: [
          { tw: '媽媽生日那天，小美想送她一個禮物。', en: "On Mom's birthday, Xiaomei wants to give her a present." },
          { tw: '她想了好久，決定畫一張卡片。', en: 'She thinks for a long time and decides to draw a card.' },
          { tw: '卡片上有一顆大大的紅心，還寫著，媽媽，我愛你。', en: 'On the card is a big red heart, and it says, "Mom, I love you."' },
          { tw: '媽媽看了，笑著說：「這是我最快樂的生日！」', en: 'Mom looks at it and smiles, "This is my happiest birthday ever!"' },
        ],
      },
      {
        key: 'heart-2',
        title: { tw: '慢慢走的恐龍', en: 'The slow dinosaur' },
        words: [
          {
            word: '怕',
            english: 'afraid',
            explain: 'You feel afraid when something seems scary, and a hug can help you feel brave again.',
            examples: [
              { tw: '不怕', en: 'not afraid' },
              { tw: '害怕', en: 'be afraid' },
              { tw: '怕黑', en: 'afraid of the dark' },
            ],
            sentence: { tw: '弟弟怕打雷，躲在媽媽懷裡。', en: 'My little brother is afraid of thunder and snuggles into Mom\'s arms.' },
            picture: '😨',
          },
          {
            word: '慢',
            english: 'slow',
            explain: 'Slow means taking a long time, like a turtle walking along.',
            examples: [
              { tw: '慢慢走', en: 'walk slowly' },
              { tw: '很慢', en: 'very slow' },
              { tw: '慢一點', en: 'a bit slower' },
            ],
            sentence: { tw: '烏龜走得很慢，可是從來不放棄。', en: 'The turtle walks slowly, but it never gives up.' },
            picture: '🐢',
          },
          {
            word: '忘記',
            english: 'forget',
            explain: 'You forget something when it slips out of your mind and you cannot remember it.',
            examples: [
              { tw: '別忘記', en: "don't forget" },
              { tw: '忘記帶', en: 'forget to bring' },
            ],
            sentence: { tw: '我忘記帶水壺了。', en: 'I forgot to bring my water bottle.' },
          },
          {
            word: '恐龍',
            english: 'dinosaur',
            explain: 'Dinosaurs were giant animals that lived a very, very long time ago.',
            examples: [
              { tw: '大恐龍', en: 'a big dinosaur' },
              { tw: '恐龍蛋', en: 'a dinosaur egg' },
              { tw: '恐龍玩具', en: 'a dinosaur toy' },
            ],
            sentence: { tw: '博物館裡有一隻好大的恐龍。', en: 'There is a huge dinosaur in the museum.' },
            picture: '🦕',
          },
        ],
        story: [
          { tw: '爸爸帶小明和小美去博物館看恐龍。', en: 'Dad takes Xiaoming and Xiaomei to the museum to see the dinosaurs.' },
          { tw: '小美看到好大的恐龍，有一點怕。', en: 'Xiaomei sees a huge dinosaur and feels a little afraid.' },
          { tw: '爸爸說：「別怕，這種恐龍只吃草，走起路來很慢很慢。」', en: 'Dad says, "Don\'t be afraid. This kind of dinosaur only eats plants, and it walks very, very slowly."' },
          { tw: '小美不怕了，還和恐龍拍了一張照片。', en: 'Xiaomei is not afraid anymore and even takes a photo with the dinosaur.' },
          { tw: '回家的路上，她說：「我永遠不會忘記今天！」', en: 'On the way home, she says, "I will never forget today!"' },
        ],
      },
    ],
  },
  {
    radical: '頁',
    name: { tw: '頁字旁', en: 'the head radical' },
    meaning: {
      tw: '頁最早畫的是一個人的頭，所以有頁字旁的字常常和頭有關，像頭和額頭。',
      en: 'Ye was first a picture of a person\'s head, so characters with it are often about the head, like head and forehead.',
    },
    lessons: [
      {
        key: 'head-1',
        title: { tw: '爬到山頂', en: 'Up to the top' },
        words: [
          {
            word: '頭',
            english: 'head',
            explain: 'Your head sits on top of your neck and holds your eyes, ears, nose and mouth.',
            examples: [
              { tw: '點頭', en: 'nod' },
              { tw: '摸摸頭', en: 'pat on the head' },
              { tw: '頭上', en: 'on the head' },
            ],
            sentence: { tw: '小貓用頭輕輕碰我的手。', en: 'The kitten gently bumps my hand with its head.' },
          },
          {
            word: '頭髮',
            english: 'hair',
            explain: 'Hair grows on your head, and it can be long, short, curly or straight.',
            examples: [
              { tw: '長頭髮', en: 'long hair' },
              { tw: '剪頭髮', en: 'get a haircut' },
              { tw: '洗頭髮', en: 'wash your hair' },
            ],
            sentence: { tw: '媽媽幫我把頭髮綁成兩條辮子。', en: 'Mom ties my hair into two braids.' },
          },
          {
            word: '額頭',
            english: 'forehead',
            explain: 'Your forehead is the flat part of your face above your eyebrows.',
            examples: [
              { tw: '摸額頭', en: 'feel the forehead' },
              { tw: '大額頭', en: 'a big forehead' },
            ],
            sentence: { tw: '媽媽摸摸我的額頭，看我有沒有發燒。', en: 'Mom feels my forehead to see if I have a fever.' },
          },
          {
            word: '山頂',
            english: 'mountaintop',
            explain: 'The mountaintop is the very highest part of a mountain.',
            examples: [
              { tw: '爬到山頂', en: 'climb to the mountaintop' },
              { tw: '山頂上', en: 'on the mountaintop' },
            ],
            sentence: { tw: '從山頂可以看到整個城市。', en: 'From the mountaintop you can see the whole city.' },
            picture: '⛰️',
          },
        ],
        story: [
          { tw: '爺爺帶小明爬到了山頂。', en: 'Grandpa takes Xiaoming all the way up to the mountaintop.' },
          { tw: '山頂的風好大，把小明的頭髮吹得亂七八糟。', en: "The wind on the mountaintop is so strong that it blows Xiaoming's hair everywhere." },
          { tw: '爬了那麼久，爺爺的額頭上都是汗。', en: "After the long climb, Grandpa's forehead is covered in sweat." },
          { tw: '小明拿出毛巾，幫爺爺擦一擦。', en: 'Xiaoming takes out a towel and wipes it for Grandpa.' },
          { tw: '爺爺摸摸小明的頭說：「你真是個好孩子。」', en: 'Grandpa pats Xiaoming on the head and says, "You are such a good boy."' },
        ],
      },
      {
        key: 'head-2',
        title: { tw: '小美的小書', en: "Xiaomei's little book" },
        words: [
          {
            word: '頁',
            english: 'page',
            explain: 'A page is one side of a sheet of paper in a book.',
            examples: [
              { tw: '第一頁', en: 'page one' },
              { tw: '翻頁', en: 'turn the page' },
              { tw: '一頁一頁', en: 'page by page' },
            ],
            sentence: { tw: '請大家翻到第十頁。', en: 'Everyone, please turn to page ten.' },
            picture: '📄',
          },
          {
            word: '顏色',
            english: 'color',
            explain: 'Red, yellow and blue are colors, and colors make the world bright and pretty.',
            examples: [
              { tw: '什麼顏色', en: 'what color' },
              { tw: '好看的顏色', en: 'a pretty color' },
            ],
            sentence: { tw: '你最喜歡什麼顏色？', en: 'What is your favorite color?' },
            picture: '🎨',
          },
          {
            word: '題目',
            english: 'question',
            explain: 'A question in a quiz or on a worksheet is something you read and then answer.',
            examples: [
              { tw: '這個題目', en: 'this question' },
              { tw: '回答題目', en: 'answer a question' },
            ],
            sentence: { tw: '這個題目好難，我要想一想。', en: 'This question is hard, so I need to think about it.' },
          },
          {
            word: '願望',
            english: 'wish',
            explain: 'A wish is something you hope with all your heart will come true.',
            examples: [
              { tw: '生日願望', en: 'a birthday wish' },
              { tw: '我的願望', en: 'my wish' },
            ],
            sentence: { tw: '我的願望是養一隻小狗。', en: 'My wish is to have a puppy.' },
            picture: '🌠',
          },
        ],
        story: [
          { tw: '小美在做一本自己的小書。', en: 'Xiaomei is making her own little book.' },
          { tw: '第一頁，她用好多顏色畫了一道彩虹。', en: 'On the first page, she draws a rainbow in lots of colors.' },
          { tw: '最後一頁上有一個題目：小熊最想要什麼？', en: 'On the last page there is a question: What does Little Bear want most?' },
          { tw: '答案是小熊的願望：一個好朋友。', en: "The answer is Little Bear's wish: a good friend." },
          { tw: '小明看了說：「我來當小熊的好朋友！」', en: 'Xiaoming reads it and says, "I\'ll be Little Bear\'s good friend!"' },
        ],
      },
    ],
  },
  {
    radical: '女',
    name: { tw: '女字旁', en: 'the woman radical' },
    meaning: {
      tw: '女就是女生，有女字旁的字常常和女生有關，像媽媽、姐姐和奶奶。',
      en: 'Nü means girl or woman, and characters with it are often about girls and women, like Mom, big sister and Grandma.',
    },
    lessons: [
      {
        key: 'woman-1',
        title: { tw: '我的家人', en: 'My family' },
        words: [
          {
            word: '媽媽',
            english: 'mom',
            explain: 'Mom is your mother, who loves you and takes care of you.',
            examples: [
              { tw: '我的媽媽', en: 'my mom' },
              { tw: '好媽媽', en: 'a good mom' },
            ],
            sentence: { tw: '媽媽每天送我去學校。', en: 'Mom takes me to school every day.' },
            picture: '👩',
          },
          {
            word: '奶奶',
            english: 'grandma',
            sense: "dad's mom",
            explain: "Grandma is your dad's mother, and she loves you very much.",
            examples: [
              { tw: '奶奶家', en: "Grandma's house" },
              { tw: '陪奶奶', en: 'keep Grandma company' },
            ],
            sentence: { tw: '奶奶做的包子最好吃。', en: "Grandma's steamed buns are the yummiest." },
            picture: '👵',
          },
          {
            word: '姐姐',
            english: 'older sister',
            explain: 'An older sister is a girl in your family who was born before you.',
            examples: [
              { tw: '大姐姐', en: 'big sister' },
              { tw: '我的姐姐', en: 'my older sister' },
            ],
            sentence: { tw: '姐姐教我摺紙飛機。', en: 'My older sister teaches me to fold paper airplanes.' },
          },
          {
            word: '妹妹',
            english: 'younger sister',
            explain: 'A younger sister is a girl in your family who was born after you.',
            examples: [
              { tw: '小妹妹', en: 'little sister' },
              { tw: '我的妹妹', en: 'my younger sister' },
            ],
            sentence: { tw: '我的妹妹今年三歲。', en: 'My younger sister is three this year.' },
            picture: '👧',
          },
        ],
        story: [
          { tw: '小明家有爺爺、奶奶、爸爸、媽媽，還有妹妹小美。', en: "Xiaoming's family has Grandpa, Grandma, Dad, Mom and his younger sister Xiaomei." },
          { tw: '今天，隔壁的大姐姐來家裡玩。', en: 'Today, the big girl from next door comes over to play.' },
          { tw: '大姐姐教妹妹跳繩，教得好有耐心。', en: 'The big girl teaches little Xiaomei to jump rope, very patiently.' },
          { tw: '奶奶和媽媽做了點心，請大家一起吃。', en: 'Grandma and Mom make snacks for everyone to share.' },
        ],
      },
      {
        key: 'woman-2',
        title: { tw: '新朋友', en: 'A new friend' },
        words: [
          {
            word: '她',
            english: 'she',
            explain: 'She is the word for a girl or a woman we are talking about.',
            examples: [
              { tw: '她們', en: 'they' },
              { tw: '她的書包', en: 'her schoolbag' },
            ],
            sentence: { tw: '她是我的同學。', en: 'She is my classmate.' },
          },
          {
            word: '好',
            english: 'good',
            explain: 'Good means something is nice, kind or done well.',
            examples: [
              { tw: '很好', en: 'very good' },
              { tw: '好朋友', en: 'good friend' },
              { tw: '好棒', en: 'great' },
            ],
            sentence: { tw: '今天天氣真好。', en: 'The weather is really nice today.' },
            picture: '👍',
          },
          {
            word: '娃娃',
            english: 'doll',
            explain: 'A doll is a toy that looks like a little person or a baby.',
            examples: [
              { tw: '布娃娃', en: 'rag doll' },
              { tw: '抱娃娃', en: 'hug a doll' },
            ],
            sentence: { tw: '小美每天晚上都抱著娃娃睡覺。', en: 'Xiaomei sleeps hugging her doll every night.' },
            picture: '🪆',
          },
          {
            word: '阿姨',
            english: 'aunt',
            explain: "An aunt is your mom's sister, and children also call kind grown-up women auntie.",
            examples: [
              { tw: '王阿姨', en: 'Auntie Wang' },
              { tw: '阿姨好', en: 'hello, Auntie' },
            ],
            sentence: { tw: '阿姨送我一本故事書。', en: 'Auntie gave me a storybook.' },
          },
        ],
        story: [
          { tw: '阿姨帶著女兒來家裡玩。', en: 'Auntie comes over with her daughter.' },
          { tw: '她叫小花，今年五歲。', en: 'Her name is Xiaohua, and she is five years old.' },
          { tw: '小美拿出自己的娃娃，和小花一起幫娃娃穿衣服。', en: 'Xiaomei brings out her doll, and she and Xiaohua dress it up together.' },
          { tw: '小花回家的時候說：「我們是好朋友了！」', en: 'When Xiaohua goes home, she says, "We are good friends now!"' },
        ],
      },
    ],
  },
  {
    radical: '子',
    name: { tw: '子字旁', en: 'the child radical' },
    meaning: {
      tw: '子就是小孩子，有子字旁的字常常和孩子還有學習有關。',
      en: 'Zi means child, and characters with it are often about children and learning.',
    },
    lessons: [
      {
        key: 'child-1',
        title: { tw: '上學去', en: 'Off to school' },
        words: [
          {
            word: '孩子',
            english: 'child',
            explain: 'A child is a young boy or girl, just like you.',
            examples: [
              { tw: '小孩子', en: 'a little kid' },
              { tw: '好孩子', en: 'a good child' },
              { tw: '孩子們', en: 'children' },
            ],
            sentence: { tw: '公園裡有很多孩子在玩。', en: 'Lots of children are playing in the park.' },
            picture: '🧒',
          },
          {
            word: '學校',
            english: 'school',
            explain: 'School is the place where children go to learn, read and play with friends.',
            examples: [
              { tw: '去學校', en: 'go to school' },
              { tw: '我的學校', en: 'my school' },
            ],
            sentence: { tw: '我每天走路去學校。', en: 'I walk to school every day.' },
            picture: '🏫',
          },
          {
            word: '字',
            english: 'character',
            explain: 'A character is one written Chinese sign made of strokes, like the ones you are learning now.',
            examples: [
              { tw: '寫字', en: 'write characters' },
              { tw: '認字', en: 'learn to read characters' },
              { tw: '名字', en: 'name' },
            ],
            sentence: { tw: '我會寫自己的名字了。', en: 'I can write my own name now.' },
          },
          {
            word: '學習',
            english: 'learn',
            explain: 'You learn when you find out something new or practice until you can do it.',
            examples: [
              { tw: '愛學習', en: 'love learning' },
              { tw: '一起學習', en: 'learn together' },
            ],
            sentence: { tw: '小明在學校學習畫畫。', en: 'Xiaoming learns to draw at school.' },
          },
        ],
        story: [
          { tw: '今天是小美第一天上學。', en: "Today is Xiaomei's first day of school." },
          { tw: '學校裡有好多孩子，大家都背著新書包。', en: 'There are lots of children at school, all carrying new schoolbags.' },
          { tw: '老師教大家寫自己的名字。', en: 'The teacher teaches everyone to write their own names.' },
          { tw: '小美寫了一個大大的美字，好開心。', en: 'Xiaomei writes a great big mei, the character from her name, and feels very happy.' },
          { tw: '回家後，她說：「我喜歡在學校學習！」', en: 'When she gets home, she says, "I love learning at school!"' },
        ],
      },
      {
        key: 'child-2',
        title: { tw: '春天來了', en: 'Spring is here' },
        words: [
          {
            word: '季節',
            english: 'season',
            explain: 'A season is a part of the year, like spring, summer, autumn or winter.',
            examples: [
              { tw: '四個季節', en: 'four seasons' },
              { tw: '下雨的季節', en: 'the rainy season' },
            ],
            sentence: { tw: '一年有四個季節。', en: 'There are four seasons in a year.' },
          },
          {
            word: '孵蛋',
            english: 'hatch eggs',
            explain: 'A mother bird sits on her eggs to keep them warm until the babies hatch.',
            examples: [
              { tw: '母雞孵蛋', en: 'a hen sitting on her eggs' },
              { tw: '正在孵蛋', en: 'hatching eggs' },
            ],
            sentence: { tw: '鳥媽媽在窩裡孵蛋。', en: 'The mother bird is sitting on her eggs in the nest.' },
            picture: '🐣',
          },
          {
            word: '兒子',
            english: 'son',
            explain: 'A son is a boy who is the child of his mom and dad.',
            examples: [
              { tw: '大兒子', en: 'the oldest son' },
              { tw: '我的兒子', en: 'my son' },
            ],
            sentence: { tw: '爸爸是爺爺的兒子。', en: "Dad is Grandpa's son." },
          },
          {
            word: '存錢',
            english: 'save money',
            explain: 'When you save money, you keep it instead of spending it, so you can buy something special later.',
            examples: [
              { tw: '每天存錢', en: 'save money every day' },
              { tw: '存錢買書', en: 'save money to buy books' },
            ],
            sentence: { tw: '我在存錢，想買一本故事書。', en: "I'm saving money to buy a storybook." },
          },
        ],
        story: [
          { tw: '春天是小動物出生的季節。', en: 'Spring is the season when baby animals are born.' },
          { tw: '爺爺家的母雞正在孵蛋。', en: "Grandpa's hen is sitting on her eggs." },
          { tw: '爸爸是爺爺的兒子，他說他小時候也常常看母雞孵蛋。', en: "Dad is Grandpa's son, and he says he often watched the hen sit on her eggs when he was little." },
          { tw: '幾天後，小雞從蛋裡鑽了出來，小明高興得跳了起來。', en: 'A few days later, the chicks wriggle out of their eggs, and Xiaoming jumps for joy.' },
          { tw: '小明說：「我要存錢，買小米給小雞吃！」', en: 'Xiaoming says, "I\'m going to save money to buy millet for the chicks!"' },
        ],
      },
    ],
  },
];
