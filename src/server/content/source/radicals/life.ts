import type { RadicalSource } from '../types';

/**
 * Radicals of everyday life and growing things: 木 禾 米 衣 糸 食 門 車 金 玉.
 */
export const radicals: RadicalSource[] = [
  // 木 — tree
  {
    radical: '木',
    name: { tw: '木字旁', en: 'the tree radical' },
    meaning: {
      tw: '木就是樹，有木字旁的字常常和樹、木頭或木頭做的東西有關係。',
      en: 'Mu means tree, and characters with it are often about trees, wood or things made of wood.',
    },
    lessons: [
      {
        key: 'tree-1',
        title: { tw: '森林裡的大樹', en: 'Big trees in the forest' },
        words: [
          {
            word: '木',
            english: 'wood',
            explain: 'Wood comes from trees, and we can make tables, chairs and toys with it.',
            examples: [
              { tw: '木頭', en: 'a piece of wood' },
              { tw: '木馬', en: 'a rocking horse' },
              { tw: '木頭人', en: 'the freeze game' },
            ],
            sentence: { tw: '這個玩具是用木頭做的。', en: 'This toy is made of wood.' },
            picture: '🪵',
          },
          {
            word: '樹',
            english: 'tree',
            explain: 'A tree is a tall plant with a strong trunk, lots of branches and green leaves.',
            examples: [
              { tw: '大樹', en: 'a big tree' },
              { tw: '樹葉', en: 'leaves' },
              { tw: '種樹', en: 'plant a tree' },
            ],
            sentence: { tw: '小鳥在樹上唱歌。', en: 'A little bird is singing in the tree.' },
            picture: '🌳',
          },
          {
            word: '森林',
            english: 'forest',
            explain: 'A forest is a big place where lots and lots of trees grow close together.',
            examples: [
              { tw: '大森林', en: 'a big forest' },
              { tw: '森林裡', en: 'in the forest' },
            ],
            sentence: { tw: '森林裡住著很多小動物。', en: 'Many little animals live in the forest.' },
            picture: '🌲',
          },
          {
            word: '桃子',
            english: 'peach',
            explain: 'A peach is a round, sweet fruit with soft fuzzy skin and a big seed inside.',
            examples: [
              { tw: '吃桃子', en: 'eat a peach' },
              { tw: '大桃子', en: 'a big peach' },
              { tw: '一籃桃子', en: 'a basket of peaches' },
            ],
            sentence: { tw: '奶奶買了一籃又大又甜的桃子。', en: 'Grandma bought a basket of big, sweet peaches.' },
            picture: '🍑',
          },
        ],
        story: [
          { tw: '小明和爺爺走進森林。', en: 'Xiaoming and Grandpa walk into the forest.' },
          { tw: '森林裡的樹又高又大。', en: 'The trees in the forest are tall and big.' },
          {
            tw: '有一棵樹上長了好多桃子，爺爺摘了兩個給小明。',
            en: 'One tree is full of peaches, and Grandpa picks two for Xiaoming.',
          },
          {
            tw: '豆豆叼著一塊木頭，搖著尾巴跑回來。',
            en: 'Doudou runs back with a piece of wood in his mouth, wagging his tail.',
          },
        ],
      },
      {
        key: 'tree-2',
        title: { tw: '小美當老師', en: 'Xiaomei plays teacher' },
        words: [
          {
            word: '桌子',
            english: 'table',
            explain: 'A table has a flat top and legs, and we eat, draw and do homework at it.',
            examples: [
              { tw: '小桌子', en: 'a little table' },
              { tw: '擦桌子', en: 'wipe the table' },
              { tw: '桌子上', en: 'on the table' },
            ],
            sentence: { tw: '媽媽把飯菜放在桌子上。', en: 'Mom puts the food on the table.' },
          },
          {
            word: '椅子',
            english: 'chair',
            explain: 'A chair is a seat with a back, made for one person to sit on.',
            examples: [
              { tw: '小椅子', en: 'a little chair' },
              { tw: '坐椅子', en: 'sit on a chair' },
              { tw: '搬椅子', en: 'move a chair' },
            ],
            sentence: { tw: '小美坐在椅子上畫畫。', en: 'Xiaomei sits on a chair and draws.' },
            picture: '🪑',
          },
          {
            word: '杯子',
            english: 'cup',
            explain: 'A cup is what we pour water or milk into so we can drink it.',
            examples: [
              { tw: '我的杯子', en: 'my cup' },
              { tw: '洗杯子', en: 'wash the cup' },
              { tw: '拿杯子', en: 'hold a cup' },
            ],
            sentence: { tw: '我用杯子喝牛奶。', en: 'I drink milk from a cup.' },
            picture: '🥛',
          },
          {
            word: '黑板',
            english: 'blackboard',
            explain: 'A blackboard is the big dark board at the front of the classroom where the teacher writes.',
            examples: [
              { tw: '小黑板', en: 'a little blackboard' },
              { tw: '擦黑板', en: 'wipe the blackboard' },
              { tw: '黑板上', en: 'on the blackboard' },
            ],
            sentence: { tw: '老師在黑板上寫字。', en: 'The teacher writes on the blackboard.' },
          },
        ],
        story: [
          { tw: '今天小美要當小老師。', en: 'Today Xiaomei is going to play the little teacher.' },
          {
            tw: '她把小黑板放在桌子上，寫了一個大大的木字。',
            en: 'She puts a little blackboard on the table and writes a big character for tree.',
          },
          {
            tw: '爸爸、媽媽和小明都坐在椅子上當學生。',
            en: 'Dad, Mom and Xiaoming all sit on chairs and are her students.',
          },
          {
            tw: '豆豆也想上課，可是一不小心把杯子碰倒了。',
            en: 'Doudou wants to join the class too, but he knocks over a cup by accident.',
          },
          { tw: '大家都笑了，小美只好說：「先下課吧！」', en: 'Everyone laughs, and Xiaomei has to say, class is over for now!' },
        ],
      },
    ],
  },

  // 禾 — grain
  {
    radical: '禾',
    name: { tw: '禾字旁', en: 'the grain radical' },
    meaning: {
      tw: '禾是田裡長出來的稻子，有禾字旁的字常常和種田、稻米有關係。',
      en: 'He is the rice plant growing in the field, and characters with it are often about farming and grain.',
    },
    lessons: [
      {
        key: 'grain-1',
        title: { tw: '田裡的稻子', en: 'Rice in the field' },
        words: [
          {
            word: '禾苗',
            english: 'seedling',
            explain: 'Seedlings are the baby green plants of rice that grow up tall in the field.',
            examples: [
              { tw: '小禾苗', en: 'little seedlings' },
              { tw: '綠綠的禾苗', en: 'green seedlings' },
            ],
            sentence: { tw: '田裡的禾苗長得綠油油的。', en: 'The seedlings in the field are fresh and green.' },
            picture: '🌱',
          },
          {
            word: '種子',
            english: 'seed',
            explain: 'A seed is a tiny thing that a new plant grows from when you put it in the soil and water it.',
            examples: [
              { tw: '一顆種子', en: 'a seed' },
              { tw: '花的種子', en: 'flower seeds' },
              { tw: '種子發芽', en: 'the seed sprouts' },
            ],
            sentence: { tw: '我把種子種在小花盆裡。', en: 'I planted the seed in a little flowerpot.' },
          },
          {
            word: '稻田',
            english: 'rice field',
            explain: 'A rice field is a wet, muddy field where farmers grow rice.',
            examples: [
              { tw: '一大片稻田', en: 'a big rice field' },
              { tw: '稻田裡', en: 'in the rice field' },
            ],
            sentence: { tw: '爺爺家前面有一大片稻田。', en: "There is a big rice field in front of Grandpa's house." },
            picture: '🌾',
          },
          {
            word: '秋天',
            english: 'autumn',
            explain: 'Autumn is the season after summer, when the air turns cool and the rice turns golden.',
            examples: [
              { tw: '秋天到了', en: 'autumn is here' },
              { tw: '秋天的風', en: 'the autumn wind' },
            ],
            sentence: { tw: '秋天到了，樹葉都變黃了。', en: 'Autumn is here, and the leaves have turned yellow.' },
            picture: '🍂',
          },
        ],
        story: [
          {
            tw: '爺爺給小明看一把小小的種子，說：「這是稻子的種子。」',
            en: 'Grandpa shows Xiaoming a handful of tiny seeds and says, these are rice seeds.',
          },
          { tw: '種子發芽了，長成綠綠的禾苗。', en: 'The seeds sprout and grow into green seedlings.' },
          { tw: '春天，小明幫爺爺把禾苗種到稻田裡。', en: 'In spring, Xiaoming helps Grandpa plant the seedlings in the rice field.' },
          { tw: '小明的腳踩在泥巴裡，覺得好好玩。', en: 'Xiaoming steps into the mud and thinks it is great fun.' },
          { tw: '秋天到了，整片稻田都變成了金黃色。', en: 'When autumn comes, the whole rice field turns golden.' },
          {
            tw: '爺爺笑著說：「今年有好多香香的米可以吃了！」',
            en: 'Grandpa smiles and says, this year we will have lots of yummy rice to eat!',
          },
        ],
      },
      {
        key: 'grain-2',
        title: { tw: '積木比賽', en: 'The block race' },
        words: [
          {
            word: '積木',
            english: 'building blocks',
            explain: 'Building blocks are toy pieces that we stack up to make towers, houses and cars.',
            examples: [
              { tw: '玩積木', en: 'play with blocks' },
              { tw: '一盒積木', en: 'a box of blocks' },
              { tw: '積木房子', en: 'a block house' },
            ],
            sentence: { tw: '小明用積木蓋了一座城堡。', en: 'Xiaoming built a castle with building blocks.' },
          },
          {
            word: '秒',
            english: 'second',
            explain: 'A second is a tiny bit of time, just long enough to clap your hands once.',
            examples: [
              { tw: '一秒', en: 'one second' },
              { tw: '十秒', en: 'ten seconds' },
              { tw: '秒針', en: 'the second hand' },
            ],
            sentence: { tw: '我十秒就可以穿好鞋子。', en: 'I can put on my shoes in ten seconds.' },
            picture: '⏱️',
          },
          {
            word: '稱',
            english: 'weigh',
            explain: 'To weigh something means to find out how heavy it is.',
            examples: [
              { tw: '稱一稱', en: 'weigh it' },
              { tw: '稱水果', en: 'weigh the fruit' },
            ],
            sentence: { tw: '奶奶把香蕉放在秤上稱一稱。', en: 'Grandma puts the bananas on the scale to weigh them.' },
            picture: '⚖️',
          },
          {
            word: '科學',
            english: 'science',
            explain: 'Science is how we find out how things work by looking, asking and trying.',
            examples: [
              { tw: '科學家', en: 'a scientist' },
              { tw: '科學課', en: 'science class' },
              { tw: '學科學', en: 'learn science' },
            ],
            sentence: { tw: '小美長大想當科學家。', en: 'Xiaomei wants to be a scientist when she grows up.' },
            picture: '🔬',
          },
        ],
        story: [
          { tw: '小明和小美比賽用積木蓋高樓。', en: 'Xiaoming and Xiaomei have a race to build a tall tower with blocks.' },
          { tw: '媽媽說：「給你們六十秒，開始！」', en: 'Mom says, you have sixty seconds, go!' },
          {
            tw: '時間到了，小美的高樓比較高，小明的高樓比較胖。',
            en: "Time's up! Xiaomei's tower is taller, but Xiaoming's tower is fatter.",
          },
          {
            tw: '爸爸拿來一個小秤，幫他們稱一稱哪一座比較重。',
            en: 'Dad brings a little scale and helps them weigh which tower is heavier.',
          },
          { tw: '小明說：「原來玩積木也可以學科學！」', en: 'Xiaoming says, so playing with blocks can teach us science too!' },
        ],
      },
    ],
  },

  // 米 — rice
  {
    radical: '米',
    name: { tw: '米字旁', en: 'the rice radical' },
    meaning: {
      tw: '米就是我們吃的米，有米字旁的字常常和米做的食物，或是一粒一粒的東西有關係。',
      en: 'Mi is the rice we eat, and characters with it are often about food made from rice or things in tiny grains.',
    },
    lessons: [
      {
        key: 'rice-1',
        title: { tw: '奶奶的廚房', en: "Grandma's kitchen" },
        words: [
          {
            word: '米',
            english: 'rice',
            explain: 'Rice is tiny white grains that we cook until they are soft and fluffy.',
            examples: [
              { tw: '白米', en: 'white rice' },
              { tw: '一粒米', en: 'a grain of rice' },
              { tw: '洗米', en: 'wash the rice' },
            ],
            sentence: { tw: '媽媽在洗米，準備煮飯。', en: 'Mom is washing the rice to cook it.' },
            picture: '🍚',
          },
          {
            word: '米粉',
            english: 'rice noodles',
            explain: 'Rice noodles are long, thin noodles made from rice.',
            examples: [
              { tw: '炒米粉', en: 'fried rice noodles' },
              { tw: '一碗米粉', en: 'a bowl of rice noodles' },
            ],
            sentence: { tw: '爺爺炒的米粉最好吃了。', en: "Grandpa's fried rice noodles are the best." },
            picture: '🍜',
          },
          {
            word: '粽子',
            english: 'rice dumpling',
            explain: 'A rice dumpling is sticky rice wrapped up in big leaves, and we eat it at the Dragon Boat Festival.',
            examples: [
              { tw: '包粽子', en: 'wrap rice dumplings' },
              { tw: '吃粽子', en: 'eat rice dumplings' },
              { tw: '一串粽子', en: 'a string of rice dumplings' },
            ],
            sentence: { tw: '端午節，我們一起包粽子。', en: 'At the Dragon Boat Festival, we make rice dumplings together.' },
          },
          {
            word: '粥',
            english: 'porridge',
            explain: 'Porridge is rice cooked with lots of water until it is soft, warm and gentle on your tummy.',
            examples: [
              { tw: '白粥', en: 'plain porridge' },
              { tw: '一碗粥', en: 'a bowl of porridge' },
              { tw: '煮粥', en: 'cook porridge' },
            ],
            sentence: { tw: '我生病的時候，奶奶會煮粥給我吃。', en: 'When I am sick, Grandma cooks porridge for me.' },
            picture: '🥣',
          },
        ],
        story: [
          { tw: '今天是端午節，奶奶在廚房裡忙來忙去。', en: 'Today is the Dragon Boat Festival, and Grandma is busy in the kitchen.' },
          { tw: '她把米和肉包進葉子裡，做成一個個粽子。', en: 'She wraps rice and meat in leaves to make rice dumplings.' },
          { tw: '爺爺炒了一大盤米粉，香味飄得到處都是。', en: 'Grandpa fries a big plate of rice noodles, and the smell floats everywhere.' },
          { tw: '小美吃了好多粽子，肚子變得圓圓的。', en: 'Xiaomei eats lots of rice dumplings, and her tummy gets round.' },
          { tw: '第二天早上，媽媽說：「今天我們只喝白粥吧！」', en: "The next morning Mom says, today let's just have plain porridge!" },
        ],
      },
      {
        key: 'rice-2',
        title: { tw: '甜甜的生日', en: 'A sweet birthday' },
        words: [
          {
            word: '糖',
            english: 'candy',
            explain: 'Candy is a sweet treat, and the sugar in it makes it taste sweet.',
            examples: [
              { tw: '糖果', en: 'candy' },
              { tw: '吃糖', en: 'eat candy' },
              { tw: '棒棒糖', en: 'a lollipop' },
            ],
            sentence: { tw: '吃完糖要記得刷牙。', en: 'Remember to brush your teeth after eating candy.' },
            picture: '🍬',
          },
          {
            word: '蛋糕',
            english: 'cake',
            explain: 'Cake is a soft, sweet treat that we often share at birthday parties.',
            examples: [
              { tw: '生日蛋糕', en: 'a birthday cake' },
              { tw: '一塊蛋糕', en: 'a piece of cake' },
              { tw: '做蛋糕', en: 'make a cake' },
            ],
            sentence: { tw: '媽媽做了一個草莓蛋糕。', en: 'Mom made a strawberry cake.' },
            picture: '🍰',
          },
          {
            word: '粉紅色',
            english: 'pink',
            explain: "Pink is a soft, light red color, like cherry blossoms and a piglet's nose.",
            examples: [
              { tw: '粉紅色的花', en: 'pink flowers' },
              { tw: '粉紅色的裙子', en: 'a pink skirt' },
            ],
            sentence: { tw: '小美最喜歡粉紅色。', en: "Pink is Xiaomei's favorite color." },
            picture: '🩷',
          },
        ],
        story: [
          { tw: '今天是小美的生日。', en: "Today is Xiaomei's birthday." },
          { tw: '媽媽做了一個粉紅色的蛋糕，上面有好多草莓。', en: 'Mom made a pink cake with lots of strawberries on top.' },
          { tw: '小明送給妹妹一包糖，是他自己存錢買的。', en: 'Xiaoming gives his little sister a bag of candy that he saved up to buy himself.' },
          {
            tw: '小美開心地說：「我要分一顆糖給每個人！」',
            en: 'Xiaomei happily says, I will share a piece of candy with everyone!',
          },
        ],
      },
    ],
  },

  // 衣 — clothes
  {
    radical: '衣',
    name: { tw: '衣字旁', en: 'the clothes radical' },
    meaning: {
      tw: '衣就是衣服，有衣字旁的字常常和穿的衣服、蓋的被子有關係。',
      en: 'Yi means clothes, and characters with it are often about things we wear or snuggle under.',
    },
    lessons: [
      {
        key: 'clothes-1',
        title: { tw: '快點穿衣服', en: 'Hurry and get dressed' },
        words: [
          {
            word: '衣服',
            english: 'clothes',
            explain: 'Clothes are the things we wear to keep our bodies warm and covered.',
            examples: [
              { tw: '穿衣服', en: 'put on clothes' },
              { tw: '新衣服', en: 'new clothes' },
              { tw: '洗衣服', en: 'wash clothes' },
            ],
            sentence: { tw: '天氣冷了，要多穿一件衣服。', en: 'It is getting cold, so put on one more layer of clothes.' },
            picture: '👕',
          },
          {
            word: '褲子',
            english: 'pants',
            explain: 'Pants cover your legs, with one long tube for each leg.',
            examples: [
              { tw: '穿褲子', en: 'put on pants' },
              { tw: '一條褲子', en: 'a pair of pants' },
              { tw: '藍色的褲子', en: 'blue pants' },
            ],
            sentence: { tw: '弟弟把褲子穿反了。', en: 'My little brother put his pants on backwards.' },
            picture: '👖',
          },
          {
            word: '襪子',
            english: 'socks',
            explain: 'Socks are soft and cozy, and we wear them on our feet inside our shoes.',
            examples: [
              { tw: '穿襪子', en: 'put on socks' },
              { tw: '一雙襪子', en: 'a pair of socks' },
              { tw: '臭襪子', en: 'smelly socks' },
            ],
            sentence: { tw: '我的襪子上有小熊。', en: 'My socks have little bears on them.' },
            picture: '🧦',
          },
          {
            word: '裙子',
            english: 'skirt',
            explain: 'A skirt hangs down from the waist and swishes when you twirl around.',
            examples: [
              { tw: '穿裙子', en: 'wear a skirt' },
              { tw: '花裙子', en: 'a flowery skirt' },
              { tw: '一條裙子', en: 'a skirt' },
            ],
            sentence: { tw: '小美穿著新裙子轉圈圈。', en: 'Xiaomei spins around in her new skirt.' },
          },
        ],
        story: [
          { tw: '早上要上學了，小明還在找衣服。', en: 'It is time for school, and Xiaoming is still looking for his clothes.' },
          { tw: '他穿好了褲子，可是只找到一隻襪子。', en: 'He has put on his pants, but he can only find one sock.' },
          { tw: '原來另一隻襪子在豆豆的嘴巴裡！', en: "The other sock is in Doudou's mouth!" },
          { tw: '小美早就穿好了裙子，笑著說：「哥哥快一點！」', en: 'Xiaomei is already in her skirt, and she laughs, hurry up, big brother!' },
        ],
      },
      {
        key: 'clothes-2',
        title: { tw: '口袋裡的笑臉', en: 'A smiley face in the pocket' },
        words: [
          {
            word: '襯衫',
            english: 'shirt',
            explain: 'A shirt has buttons down the front and a collar around the neck.',
            examples: [
              { tw: '白襯衫', en: 'a white shirt' },
              { tw: '穿襯衫', en: 'wear a shirt' },
              { tw: '新襯衫', en: 'a new shirt' },
            ],
            sentence: { tw: '爸爸每天穿襯衫去上班。', en: 'Dad wears a shirt to work every day.' },
            picture: '👔',
          },
          {
            word: '口袋',
            english: 'pocket',
            explain: 'A pocket is a little pouch sewn onto your clothes, just right for keeping small things.',
            examples: [
              { tw: '口袋裡', en: 'in the pocket' },
              { tw: '大口袋', en: 'a big pocket' },
              { tw: '褲子口袋', en: 'a pants pocket' },
            ],
            sentence: { tw: '我的口袋裡有兩顆小石頭。', en: 'I have two little pebbles in my pocket.' },
          },
          {
            word: '袖子',
            english: 'sleeve',
            explain: 'A sleeve is the part of your clothes that covers your arm.',
            examples: [
              { tw: '捲袖子', en: 'roll up your sleeves' },
              { tw: '袖子太長', en: 'the sleeves are too long' },
              { tw: '兩隻袖子', en: 'two sleeves' },
            ],
            sentence: { tw: '洗手前，先把袖子捲起來。', en: 'Roll up your sleeves before you wash your hands.' },
          },
          {
            word: '被子',
            english: 'blanket',
            explain: 'A blanket is a big, soft cover that keeps you warm in bed.',
            examples: [
              { tw: '蓋被子', en: 'cover up with a blanket' },
              { tw: '厚被子', en: 'a thick blanket' },
              { tw: '被子裡', en: 'under the blanket' },
            ],
            sentence: { tw: '晚上睡覺要蓋好被子。', en: 'At night, tuck yourself in under your blanket.' },
          },
        ],
        story: [
          { tw: '爸爸穿上新襯衫，要去上班了。', en: 'Dad puts on his new shirt and gets ready for work.' },
          { tw: '小美偷偷在他的口袋裡放了一張小紙條。', en: 'Xiaomei secretly puts a little note in his pocket.' },
          { tw: '紙條上畫著一個大大的笑臉。', en: 'On the note there is a big smiley face.' },
          {
            tw: '晚上爸爸回到家，捲起袖子，陪小美玩了好久。',
            en: 'In the evening Dad comes home, rolls up his sleeves and plays with Xiaomei for a long time.',
          },
          {
            tw: '睡覺前，爸爸幫小美蓋好被子，說：「謝謝你的笑臉。」',
            en: 'At bedtime, Dad tucks Xiaomei in under her blanket and says, thank you for the smiley face.',
          },
        ],
      },
    ],
  },

  // 糸 — silk
  {
    radical: '糸',
    name: { tw: '絞絲旁', en: 'the silk radical' },
    meaning: {
      tw: '糸是細細的絲線，有絞絲旁的字常常和線、繩子，還有絲線染出來的顏色有關係。',
      en: 'The silk radical is a thin silk thread, and characters with it are often about threads, ropes and the colors threads are dyed.',
    },
    lessons: [
      {
        key: 'silk-1',
        title: { tw: '彩色的線', en: 'Colorful threads' },
        words: [
          {
            word: '紅',
            english: 'red',
            explain: 'Red is the color of strawberries, fire trucks and lucky red envelopes at New Year.',
            examples: [
              { tw: '紅色', en: 'red' },
              { tw: '紅花', en: 'red flowers' },
              { tw: '紅綠燈', en: 'traffic lights' },
            ],
            sentence: { tw: '樹上的蘋果紅紅的，好漂亮。', en: 'The apples on the tree are red and very pretty.' },
            picture: '🟥',
          },
          {
            word: '綠',
            english: 'green',
            explain: 'Green is the color of grass, leaves and little frogs.',
            examples: [
              { tw: '綠色', en: 'green' },
              { tw: '綠葉', en: 'green leaves' },
              { tw: '綠燈', en: 'a green light' },
            ],
            sentence: { tw: '綠燈亮了，我們可以過馬路了。', en: 'The light is green, so we can cross the road.' },
            picture: '🟩',
          },
          {
            word: '紫',
            english: 'purple',
            explain: 'Purple is the color of grapes, and you can make it by mixing red and blue.',
            examples: [
              { tw: '紫色', en: 'purple' },
              { tw: '淡紫色', en: 'light purple' },
            ],
            sentence: { tw: '這串葡萄是紫色的。', en: 'This bunch of grapes is purple.' },
            picture: '🟪',
          },
          {
            word: '線',
            english: 'thread',
            explain: 'Thread is a long, thin string that we use with a needle to sew.',
            examples: [
              { tw: '針線', en: 'needle and thread' },
              { tw: '毛線', en: 'yarn' },
              { tw: '一條線', en: 'a piece of thread' },
            ],
            sentence: { tw: '奶奶用線幫我縫好了扣子。', en: 'Grandma sewed my button back on with thread.' },
            picture: '🧵',
          },
        ],
        story: [
          { tw: '奶奶有一個小盒子，裡面有好多線。', en: 'Grandma has a little box with lots of thread inside.' },
          { tw: '有紅的、綠的，還有紫的。', en: 'There are red ones, green ones and purple ones too.' },
          {
            tw: '小美拿紅線和綠線，幫豆豆編了一條項圈。',
            en: 'Xiaomei takes red thread and green thread and braids a collar for Doudou.',
          },
          { tw: '奶奶用紫線在上面繡了一朵小花。', en: 'Grandma sews a little flower on it with purple thread.' },
          { tw: '豆豆戴上新項圈，開心得轉了好幾圈。', en: 'Doudou puts on his new collar and happily spins round and round.' },
        ],
      },
      {
        key: 'silk-2',
        title: { tw: '上一年級了', en: 'Off to first grade' },
        words: [
          {
            word: '年級',
            english: 'grade',
            explain: 'Your grade tells which year of school you are in, like first grade or second grade.',
            examples: [
              { tw: '一年級', en: 'first grade' },
              { tw: '二年級', en: 'second grade' },
              { tw: '幾年級', en: 'which grade' },
            ],
            sentence: { tw: '小明今年上一年級了。', en: 'Xiaoming starts first grade this year.' },
          },
          {
            word: '紙',
            english: 'paper',
            explain: 'Paper is thin and flat, and we draw, write and fold things with it.',
            examples: [
              { tw: '白紙', en: 'white paper' },
              { tw: '一張紙', en: 'a sheet of paper' },
              { tw: '紙飛機', en: 'a paper plane' },
            ],
            sentence: { tw: '小明在紙上畫了一隻大恐龍。', en: 'Xiaoming drew a big dinosaur on the paper.' },
            picture: '📄',
          },
          {
            word: '練習',
            english: 'practice',
            explain: 'To practice means to do something again and again until you get really good at it.',
            examples: [
              { tw: '練習寫字', en: 'practice writing' },
              { tw: '多練習', en: 'practice more' },
              { tw: '練習本', en: 'an exercise book' },
            ],
            sentence: { tw: '我每天都練習跳繩。', en: 'I practice jumping rope every day.' },
          },
          {
            word: '給',
            english: 'give',
            explain: 'To give means to hand something to someone so that it becomes theirs.',
            examples: [
              { tw: '給你', en: 'this is for you' },
              { tw: '送給', en: 'give as a present' },
              { tw: '給媽媽', en: 'for Mom' },
            ],
            sentence: { tw: '我把最大的蘋果給了奶奶。', en: 'I gave the biggest apple to Grandma.' },
          },
        ],
        story: [
          {
            tw: '小明上一年級了，老師給每個人一張紙。',
            en: 'Xiaoming is in first grade now, and the teacher gives everyone a sheet of paper.',
          },
          { tw: '今天要練習寫自己的名字。', en: 'Today they will practice writing their own names.' },
          { tw: '小明的字寫得歪歪的，可是他一直練習。', en: "Xiaoming's writing is wobbly, but he keeps practicing." },
          { tw: '放學後，他把那張紙拿給媽媽看。', en: 'After school, he shows the paper to Mom.' },
          { tw: '媽媽抱抱他說：「你寫得越來越好了！」', en: 'Mom gives him a hug and says, your writing is getting better and better!' },
        ],
      },
    ],
  },

  // 食 — food
  {
    radical: '食',
    name: { tw: '食字旁', en: 'the food radical' },
    meaning: {
      tw: '食就是吃的東西，有食字旁的字常常和吃飯、肚子餓、吃飽了有關係。',
      en: 'Shi means food, and characters with it are often about eating, being hungry and being full.',
    },
    lessons: [
      {
        key: 'food-1',
        title: { tw: '我肚子餓了', en: 'I am hungry!' },
        words: [
          {
            word: '食物',
            english: 'food',
            explain: 'Food is anything we eat to help our bodies grow big and strong.',
            examples: [
              { tw: '好吃的食物', en: 'yummy food' },
              { tw: '健康的食物', en: 'healthy food' },
            ],
            sentence: { tw: '我們不要浪費食物。', en: 'We should not waste food.' },
            picture: '🍲',
          },
          {
            word: '飯',
            english: 'meal',
            explain: 'Fan is cooked rice, and it can also mean a whole meal, like lunch or dinner.',
            examples: [
              { tw: '吃飯', en: 'have a meal' },
              { tw: '白飯', en: 'plain rice' },
              { tw: '晚飯', en: 'dinner' },
            ],
            sentence: { tw: '奶奶叫我們快來吃飯。', en: 'Grandma calls us to come and eat.' },
            picture: '🍽️',
          },
          {
            word: '餓',
            english: 'hungry',
            explain: 'You feel hungry when your tummy is empty and rumbling for food.',
            examples: [
              { tw: '肚子餓', en: 'a hungry tummy' },
              { tw: '好餓', en: 'so hungry' },
              { tw: '餓了', en: 'hungry now' },
            ],
            sentence: { tw: '我肚子好餓，可以吃點心嗎？', en: 'My tummy is so hungry, can I have a snack?' },
          },
          {
            word: '飽',
            english: 'full',
            explain: 'You feel full when you have eaten enough and your tummy is happy.',
            examples: [
              { tw: '吃飽', en: 'eat until full' },
              { tw: '吃飽了', en: 'I am full' },
              { tw: '飽飽的', en: 'nice and full' },
            ],
            sentence: { tw: '我吃飽了，謝謝媽媽！', en: 'I am full, thank you, Mom!' },
          },
        ],
        story: [
          { tw: '小明玩完球回家，大叫，我好餓！', en: "Xiaoming comes home from playing ball and shouts, I'm so hungry!" },
          { tw: '媽媽說：「飯還沒煮好，再等一下。」', en: "Mom says, dinner isn't ready yet, wait a little." },
          {
            tw: '小明看著桌上的食物，肚子咕嚕咕嚕叫。',
            en: 'Xiaoming looks at the food on the table, and his tummy goes rumble, rumble.',
          },
          { tw: '開飯了！小明吃了兩大碗飯。', en: 'Dinner is ready! Xiaoming eats two big bowls of rice.' },
          { tw: '他摸摸肚子說：「我吃得好飽啊！」', en: "He pats his tummy and says, I'm so full!" },
        ],
      },
      {
        key: 'food-2',
        title: { tw: '去餐廳吃飯', en: 'Eating out' },
        words: [
          {
            word: '餃子',
            english: 'dumplings',
            explain: 'Dumplings are little pockets of dough filled with meat or vegetables and cooked in hot water.',
            examples: [
              { tw: '包餃子', en: 'make dumplings' },
              { tw: '吃餃子', en: 'eat dumplings' },
              { tw: '一盤餃子', en: 'a plate of dumplings' },
            ],
            sentence: {
              tw: '過年的時候，我們全家一起包餃子。',
              en: 'At Chinese New Year, our whole family makes dumplings together.',
            },
            picture: '🥟',
          },
          {
            word: '饅頭',
            english: 'steamed bun',
            explain: 'A steamed bun is soft, white and fluffy bread cooked with hot steam.',
            examples: [
              { tw: '白饅頭', en: 'a plain steamed bun' },
              { tw: '一個饅頭', en: 'one steamed bun' },
              { tw: '吃饅頭', en: 'eat a steamed bun' },
            ],
            sentence: { tw: '早餐我吃了一個熱熱的饅頭。', en: 'For breakfast I ate a warm steamed bun.' },
          },
          {
            word: '餅乾',
            english: 'cookie',
            explain: 'A cookie is a small, crunchy, sweet snack baked in an oven.',
            examples: [
              { tw: '一塊餅乾', en: 'a cookie' },
              { tw: '巧克力餅乾', en: 'a chocolate cookie' },
              { tw: '烤餅乾', en: 'bake cookies' },
            ],
            sentence: { tw: '我和媽媽一起烤餅乾。', en: 'Mom and I bake cookies together.' },
            picture: '🍪',
          },
          {
            word: '餐廳',
            english: 'restaurant',
            explain: 'A restaurant is a place where cooks make food for you and you sit down to eat it.',
            examples: [
              { tw: '去餐廳', en: 'go to a restaurant' },
              { tw: '小餐廳', en: 'a little restaurant' },
              { tw: '餐廳裡', en: 'in the restaurant' },
            ],
            sentence: { tw: '週末我們去餐廳吃飯。', en: 'On the weekend we eat at a restaurant.' },
            picture: '🍴',
          },
        ],
        story: [
          { tw: '週末，爸爸帶全家去一家小餐廳。', en: 'On the weekend, Dad takes the whole family to a little restaurant.' },
          { tw: '小明點了一盤餃子，小美點了兩個饅頭。', en: 'Xiaoming orders a plate of dumplings, and Xiaomei orders two steamed buns.' },
          { tw: '吃完飯，老闆送給他們一包小餅乾。', en: 'After the meal, the owner gives them a little bag of cookies.' },
          { tw: '小美說：「我要留一塊餅乾給豆豆！」', en: "Xiaomei says, I'm saving a cookie for Doudou!" },
        ],
      },
    ],
  },

  // 門 — door
  {
    radical: '門',
    name: { tw: '門字框', en: 'the door radical' },
    meaning: {
      tw: '門就是家裡的門，有門字框的字常常和開門、關門，或是門裡門外的事情有關係。',
      en: 'Men means door, and characters with it are often about opening, closing and what happens by a door.',
    },
    lessons: [
      {
        key: 'door-1',
        title: { tw: '豆豆會開門', en: 'Doudou opens the door' },
        words: [
          {
            word: '門',
            english: 'door',
            explain: 'A door opens and closes so we can go in and out of a room or a house.',
            examples: [
              { tw: '大門', en: 'the front door' },
              { tw: '門口', en: 'the doorway' },
              { tw: '敲門', en: 'knock on the door' },
            ],
            sentence: { tw: '有人在敲門。', en: 'Someone is knocking at the door.' },
            picture: '🚪',
          },
          {
            word: '開',
            english: 'open',
            explain: 'To open something means to move it so it is not shut anymore, like a door or a box.',
            examples: [
              { tw: '打開', en: 'open' },
              { tw: '開窗', en: 'open the window' },
              { tw: '開燈', en: 'turn on the light' },
            ],
            sentence: { tw: '請打開你的書。', en: 'Please open your book.' },
          },
          {
            word: '關',
            english: 'close',
            explain: 'To close something means to shut it, like a door or a window, or to switch it off.',
            examples: [
              { tw: '關門', en: 'close the door' },
              { tw: '關窗', en: 'close the window' },
              { tw: '關燈', en: 'turn off the light' },
            ],
            sentence: { tw: '睡覺前要記得關燈。', en: 'Remember to turn off the light before bed.' },
          },
          {
            word: '房間',
            english: 'room',
            explain: 'A room is a space inside a house with walls and a door, like your bedroom.',
            examples: [
              { tw: '我的房間', en: 'my room' },
              { tw: '大房間', en: 'a big room' },
              { tw: '整理房間', en: 'tidy up the room' },
            ],
            sentence: { tw: '小美的房間是粉紅色的。', en: "Xiaomei's room is pink." },
          },
        ],
        story: [
          { tw: '豆豆學會了用鼻子開門。', en: 'Doudou has learned to open the door with his nose.' },
          { tw: '可是豆豆還不會關門。', en: "But Doudou still can't close the door." },
          {
            tw: '每天早上，豆豆都跑進小明的房間，把他叫醒。',
            en: "Every morning, Doudou runs into Xiaoming's room and wakes him up.",
          },
          { tw: '小明揉揉眼睛說：「豆豆，下次記得關門！」', en: 'Xiaoming rubs his eyes and says, Doudou, remember to close the door next time!' },
        ],
      },
      {
        key: 'door-2',
        title: { tw: '一閃一閃的星星', en: 'Twinkling stars' },
        words: [
          {
            word: '閃',
            english: 'twinkle',
            explain: 'When something twinkles, its light flickers on and off, like a little star.',
            examples: [
              { tw: '一閃一閃', en: 'twinkle twinkle' },
              { tw: '閃閃發光', en: 'sparkling' },
              { tw: '閃亮', en: 'shiny' },
            ],
            sentence: { tw: '天上的星星一閃一閃的。', en: 'The stars in the sky twinkle.' },
            picture: '✨',
          },
          {
            word: '閉',
            english: 'shut',
            explain: 'To shut your eyes means to close them tight, like when you go to sleep.',
            examples: [
              { tw: '閉上眼睛', en: 'shut your eyes' },
              { tw: '閉著眼睛', en: 'with your eyes shut' },
            ],
            sentence: { tw: '閉上眼睛，數到十。', en: 'Shut your eyes and count to ten.' },
          },
          {
            word: '中間',
            english: 'middle',
            explain: 'The middle is the spot right in the center, with the same amount on each side.',
            examples: [
              { tw: '在中間', en: 'in the middle' },
              { tw: '正中間', en: 'right in the middle' },
              { tw: '中間的位子', en: 'the middle seat' },
            ],
            sentence: { tw: '桌子中間放著一盤水果。', en: 'There is a plate of fruit in the middle of the table.' },
          },
          {
            word: '閱讀',
            english: 'reading',
            explain: 'Reading means looking at the words in a book and understanding what they say.',
            examples: [
              { tw: '閱讀課', en: 'reading class' },
              { tw: '喜歡閱讀', en: 'love reading' },
              { tw: '閱讀時間', en: 'reading time' },
            ],
            sentence: { tw: '我每天晚上閱讀十分鐘。', en: 'I read for ten minutes every night.' },
            picture: '📖',
          },
        ],
        story: [
          {
            tw: '晚上是閱讀時間，小美坐在爸爸和媽媽中間。',
            en: 'In the evening it is reading time, and Xiaomei sits in the middle, between Dad and Mom.',
          },
          { tw: '媽媽念了一本星星的故事書。', en: 'Mom reads a storybook about stars.' },
          { tw: '窗外的星星一閃一閃的，好像也在聽故事。', en: 'Outside the window the stars twinkle, as if they are listening too.' },
          { tw: '小美閉上眼睛，慢慢睡著了。', en: 'Xiaomei shuts her eyes and slowly falls asleep.' },
        ],
      },
    ],
  },

  // 車 — cart
  {
    radical: '車',
    name: { tw: '車字旁', en: 'the car radical' },
    meaning: {
      tw: '車就是有輪子的車子，有車字旁的字常常和車子、輪子、轉動有關係。',
      en: 'Che means a cart or a car, and characters with it are often about vehicles, wheels and turning.',
    },
    lessons: [
      {
        key: 'cart-1',
        title: { tw: '窗外的車子', en: 'Cars outside the window' },
        words: [
          {
            word: '車',
            english: 'car',
            explain: 'A car has four wheels and an engine, and it takes people where they need to go.',
            examples: [
              { tw: '車子', en: 'a car' },
              { tw: '坐車', en: 'ride in a car' },
              { tw: '開車', en: 'drive a car' },
            ],
            sentence: { tw: '爸爸開車送我們去奶奶家。', en: "Dad drives us to Grandma's house." },
            picture: '🚗',
          },
          {
            word: '校車',
            english: 'school bus',
            explain: 'A school bus is a big bus that picks children up and takes them to school.',
            examples: [
              { tw: '坐校車', en: 'take the school bus' },
              { tw: '等校車', en: 'wait for the school bus' },
            ],
            sentence: { tw: '我每天早上坐校車上學。', en: 'I take the school bus to school every morning.' },
            picture: '🚌',
          },
          {
            word: '卡車',
            english: 'truck',
            explain: 'A truck is a big, strong vehicle that carries heavy things from place to place.',
            examples: [
              { tw: '大卡車', en: 'a big truck' },
              { tw: '玩具卡車', en: 'a toy truck' },
            ],
            sentence: { tw: '大卡車載著好多西瓜。', en: 'The big truck is carrying lots of watermelons.' },
            picture: '🚚',
          },
          {
            word: '消防車',
            english: 'fire truck',
            explain: 'A fire truck is a big red truck that brings firefighters and water to put out fires.',
            examples: [
              { tw: '紅色的消防車', en: 'a red fire truck' },
              { tw: '玩具消防車', en: 'a toy fire truck' },
            ],
            sentence: { tw: '消防車來了，大家快讓路！', en: 'Here comes the fire truck, everybody make way!' },
            picture: '🚒',
          },
        ],
        story: [
          { tw: '小明最喜歡站在窗邊看車。', en: 'Xiaoming loves standing by the window to watch the cars.' },
          { tw: '早上，黃色的校車開過來了。', en: 'In the morning, the yellow school bus comes along.' },
          { tw: '接著，一輛大卡車慢慢地經過。', en: 'Next, a big truck slowly goes past.' },
          { tw: '最後，紅色的消防車嗚嗚嗚地跑過去。', en: 'Last of all, a red fire truck zooms past, wee-oo, wee-oo!' },
          { tw: '小明拍拍手說：「我長大要開消防車！」', en: 'Xiaoming claps and says, when I grow up I will drive a fire truck!' },
        ],
      },
      {
        key: 'cart-2',
        title: { tw: '豆豆的小車', en: "Doudou's little cart" },
        words: [
          {
            word: '輪子',
            english: 'wheel',
            explain: 'A wheel is round and rolls, so cars and bikes can move along.',
            examples: [
              { tw: '四個輪子', en: 'four wheels' },
              { tw: '大輪子', en: 'a big wheel' },
            ],
            sentence: { tw: '汽車有四個輪子。', en: 'A car has four wheels.' },
            picture: '🛞',
          },
          {
            word: '轉',
            english: 'turn',
            explain: 'To turn means to go around and around, or to change the way you are going.',
            examples: [
              { tw: '轉圈圈', en: 'spin around' },
              { tw: '向左轉', en: 'turn left' },
              { tw: '轉身', en: 'turn around' },
            ],
            sentence: { tw: '風車轉得好快。', en: 'The pinwheel is spinning so fast.' },
          },
          {
            word: '輕',
            english: 'light',
            sense: 'not heavy',
            explain: 'Something light is easy to lift because it does not weigh much.',
            examples: [
              { tw: '很輕', en: 'very light' },
              { tw: '輕輕地', en: 'gently' },
            ],
            sentence: { tw: '羽毛很輕，一吹就飛走了。', en: 'A feather is so light that one puff blows it away.' },
            picture: '🪶',
          },
          {
            word: '軟',
            english: 'soft',
            explain: 'Something soft feels gentle and squishy when you touch it, like a pillow.',
            examples: [
              { tw: '軟軟的', en: 'nice and soft' },
              { tw: '好軟', en: 'so soft' },
              { tw: '軟糖', en: 'gummy candy' },
            ],
            sentence: { tw: '小貓的毛軟軟的。', en: "The kitten's fur is soft." },
          },
        ],
        story: [
          { tw: '爺爺用紙盒幫小美做了一輛小車。', en: 'Grandpa makes Xiaomei a little cart out of a cardboard box.' },
          { tw: '車子下面有四個輪子，轉起來好快。', en: 'It has four wheels underneath that turn really fast.' },
          { tw: '紙盒很輕，小美一隻手就拿起來了。', en: 'The box is light, so Xiaomei can lift it with one hand.' },
          { tw: '她在車裡放了一個軟軟的枕頭，給豆豆坐。', en: 'She puts a soft pillow inside for Doudou to sit on.' },
          { tw: '豆豆坐上小車，開心地汪汪叫。', en: 'Doudou sits in the little cart and barks happily, woof, woof!' },
        ],
      },
    ],
  },

  // 金 — gold
  {
    radical: '金',
    name: { tw: '金字旁', en: 'the gold radical' },
    meaning: {
      tw: '金是亮晶晶的金子，也是各種金屬，有金字旁的字常常是用金屬做的東西。',
      en: 'Jin means gold and other metals, and characters with it are often about things made of metal.',
    },
    lessons: [
      {
        key: 'gold-1',
        title: { tw: '奶奶的寶貝盒', en: "Grandma's treasure box" },
        words: [
          {
            word: '金',
            english: 'gold',
            explain: 'Gold is a shiny yellow metal that people use to make rings and medals.',
            examples: [
              { tw: '金色', en: 'gold color' },
              { tw: '金牌', en: 'a gold medal' },
              { tw: '金魚', en: 'a goldfish' },
            ],
            sentence: { tw: '哥哥跑步比賽拿到了金牌。', en: 'My big brother won a gold medal in the running race.' },
            picture: '🥇',
          },
          {
            word: '銀',
            english: 'silver',
            explain: 'Silver is a shiny white metal that sparkles like the moon on a clear night.',
            examples: [
              { tw: '銀色', en: 'silver color' },
              { tw: '銀牌', en: 'a silver medal' },
              { tw: '銀河', en: 'the Milky Way' },
            ],
            sentence: { tw: '奶奶有一條銀色的項鍊。', en: 'Grandma has a silver necklace.' },
            picture: '🥈',
          },
          {
            word: '錢',
            english: 'money',
            explain: 'Money is the coins and bills we use to buy the things we need.',
            examples: [
              { tw: '存錢', en: 'save money' },
              { tw: '零用錢', en: 'pocket money' },
              { tw: '錢包', en: 'a wallet' },
            ],
            sentence: { tw: '我把零用錢存起來，要買一本新書。', en: 'I am saving my pocket money to buy a new book.' },
            picture: '💰',
          },
          {
            word: '鏡子',
            english: 'mirror',
            explain: 'A mirror is smooth, shiny glass that shows your own face when you look into it.',
            examples: [
              { tw: '照鏡子', en: 'look in the mirror' },
              { tw: '一面鏡子', en: 'a mirror' },
              { tw: '小鏡子', en: 'a little mirror' },
            ],
            sentence: { tw: '小美對著鏡子梳頭髮。', en: 'Xiaomei combs her hair in front of the mirror.' },
            picture: '🪞',
          },
        ],
        story: [
          { tw: '奶奶有一個小木盒，裡面都是她的寶貝。', en: 'Grandma has a little wooden box full of her treasures.' },
          { tw: '盒子裡有一個金戒指和一條銀項鍊。', en: 'Inside there is a gold ring and a silver necklace.' },
          { tw: '還有幾枚爺爺小時候用過的舊錢幣。', en: 'There are also some old coins that Grandpa used when he was little.' },
          {
            tw: '小美戴上金戒指，跑到鏡子前面照了又照。',
            en: 'Xiaomei puts on the gold ring and runs to the mirror to look at herself again and again.',
          },
          { tw: '她說：「我是公主！」奶奶笑得好開心。', en: 'She says, I am a princess! Grandma laughs happily.' },
        ],
      },
      {
        key: 'gold-2',
        title: { tw: '叮咚！是誰來了？', en: 'Ding-dong! Who is it?' },
        words: [
          {
            word: '鬧鐘',
            english: 'alarm clock',
            explain: 'An alarm clock rings at the time you choose to wake you up in the morning.',
            examples: [
              { tw: '小鬧鐘', en: 'a little alarm clock' },
              { tw: '鬧鐘響了', en: 'the alarm clock is ringing' },
            ],
            sentence: { tw: '鬧鐘一響，我就起床了。', en: 'As soon as the alarm clock rings, I get up.' },
            picture: '⏰',
          },
          {
            word: '鑰匙',
            english: 'key',
            explain: 'A key is a small piece of metal that locks and unlocks doors.',
            examples: [
              { tw: '一把鑰匙', en: 'a key' },
              { tw: '找鑰匙', en: 'look for the key' },
              { tw: '家裡的鑰匙', en: 'the house key' },
            ],
            sentence: { tw: '媽媽用鑰匙打開大門。', en: 'Mom opens the front door with a key.' },
            picture: '🔑',
          },
          {
            word: '錯',
            english: 'wrong',
            explain: 'Wrong means not right, and it is okay to get things wrong because that is how we learn.',
            examples: [
              { tw: '做錯', en: 'do it wrong' },
              { tw: '拿錯', en: 'take the wrong one' },
              { tw: '沒錯', en: 'that is right' },
            ],
            sentence: { tw: '寫錯了沒關係，擦掉再寫一次。', en: 'It is okay to write it wrong; just erase it and write it again.' },
            picture: '❌',
          },
          {
            word: '門鈴',
            english: 'doorbell',
            explain: 'A doorbell goes ding-dong to tell you that someone is at the door.',
            examples: [
              { tw: '按門鈴', en: 'ring the doorbell' },
              { tw: '門鈴響了', en: 'the doorbell is ringing' },
            ],
            sentence: { tw: '門鈴響了，是奶奶來了！', en: "The doorbell is ringing, and it's Grandma!" },
            picture: '🔔',
          },
        ],
        story: [
          { tw: '早上鬧鐘響了，爺爺要出門買早餐。', en: 'In the morning the alarm clock rings, and Grandpa goes out to buy breakfast.' },
          { tw: '他急急忙忙拿了鑰匙就出門了。', en: 'He grabs his keys in a hurry and goes out.' },
          { tw: '回來的時候，爺爺怎麼樣都打不開門。', en: 'When he comes back, Grandpa just cannot open the door.' },
          { tw: '原來他拿錯了，拿的是小明的玩具鑰匙！', en: "He took the wrong ones. They are Xiaoming's toy keys!" },
          { tw: '爺爺只好按門鈴，大家都笑成一團。', en: 'Grandpa has to ring the doorbell, and everyone bursts out laughing.' },
        ],
      },
    ],
  },

  // 玉 — jade
  {
    radical: '玉',
    name: { tw: '斜玉旁', en: 'the jade radical' },
    meaning: {
      tw: '玉是漂亮的寶石，寫在字的旁邊時長得像王，有斜玉旁的字常常和寶石、珠子有關係。',
      en: 'Yu is jade, a pretty gem; at the side of a character it looks like the character for king, and characters with it are often about gems and beads.',
    },
    lessons: [
      {
        key: 'jade-1',
        title: { tw: '下課了', en: 'Recess!' },
        words: [
          {
            word: '玩',
            english: 'play',
            explain: 'To play means to have fun with games, toys and friends.',
            examples: [
              { tw: '玩具', en: 'a toy' },
              { tw: '好玩', en: 'fun' },
              { tw: '一起玩', en: 'play together' },
            ],
            sentence: { tw: '下課了，我們去操場玩吧！', en: "Class is over, let's go and play on the playground!" },
          },
          {
            word: '球',
            english: 'ball',
            explain: 'A ball is round, so it can roll, bounce and fly through the air.',
            examples: [
              { tw: '踢球', en: 'kick a ball' },
              { tw: '皮球', en: 'a rubber ball' },
              { tw: '打球', en: 'play ball' },
            ],
            sentence: { tw: '豆豆追著球跑來跑去。', en: 'Doudou chases the ball all around.' },
            picture: '⚽',
          },
          {
            word: '班',
            english: 'class',
            sense: 'your group',
            explain: 'Your class is the group of children who learn together with the same teacher.',
            examples: [
              { tw: '我們班', en: 'our class' },
              { tw: '同班', en: 'in the same class' },
              { tw: '班上', en: 'in class' },
            ],
            sentence: { tw: '我們班有二十個小朋友。', en: 'There are twenty children in our class.' },
          },
          {
            word: '鋼琴',
            english: 'piano',
            explain: 'A piano has black and white keys that make music when you press them.',
            examples: [
              { tw: '彈鋼琴', en: 'play the piano' },
              { tw: '學鋼琴', en: 'learn the piano' },
              { tw: '鋼琴課', en: 'a piano lesson' },
            ],
            sentence: { tw: '小美每個星期去上鋼琴課。', en: 'Xiaomei goes to a piano lesson every week.' },
            picture: '🎹',
          },
        ],
        story: [
          { tw: '下課了，小明班上的同學都跑到操場上。', en: "Class is over, and everyone in Xiaoming's class runs out to the playground." },
          { tw: '小明和好朋友一起玩球，玩得滿頭大汗。', en: 'Xiaoming plays ball with his good friend until he is all sweaty.' },
          { tw: '這時候，音樂教室傳來了鋼琴聲。', en: 'Just then, piano music comes from the music room.' },
          { tw: '大家停下來聽，還跟著一起唱歌。', en: 'Everyone stops to listen, and they all sing along.' },
        ],
      },
      {
        key: 'jade-2',
        title: { tw: '國王的寶物', en: "The king's treasure" },
        words: [
          {
            word: '王',
            english: 'king',
            explain: 'A king is the man who rules a whole country in fairy tales.',
            examples: [
              { tw: '國王', en: 'a king' },
              { tw: '王子', en: 'a prince' },
              { tw: '王冠', en: 'a crown' },
            ],
            sentence: { tw: '故事裡的國王戴著金色的王冠。', en: 'The king in the story wears a golden crown.' },
            picture: '👑',
          },
          {
            word: '玉',
            english: 'jade',
            explain: 'Jade is a smooth green stone that people carve into pretty jewelry and little animals.',
            examples: [
              { tw: '玉石', en: 'jade stone' },
              { tw: '白玉', en: 'white jade' },
              { tw: '玉鐲子', en: 'a jade bracelet' },
            ],
            sentence: { tw: '奶奶手上戴著一個綠色的玉鐲子。', en: 'Grandma wears a green jade bracelet on her wrist.' },
          },
          {
            word: '珍珠',
            english: 'pearl',
            explain: 'A pearl is a small, round, shiny bead that grows inside a shell in the sea.',
            examples: [
              { tw: '一顆珍珠', en: 'a pearl' },
              { tw: '珍珠項鍊', en: 'a pearl necklace' },
              { tw: '珍珠奶茶', en: 'bubble tea' },
            ],
            sentence: { tw: '有些貝殼裡面藏著珍珠。', en: 'Some shells have pearls hidden inside.' },
            picture: '🦪',
          },
          {
            word: '玻璃',
            english: 'glass',
            explain: 'Glass is hard and clear, so you can see right through it, but it can break.',
            examples: [
              { tw: '玻璃杯', en: 'a glass cup' },
              { tw: '玻璃窗', en: 'a glass window' },
              { tw: '玻璃球', en: 'a glass marble' },
            ],
            sentence: { tw: '小心，玻璃杯會破！', en: 'Careful, the glass cup can break!' },
            picture: '🪟',
          },
        ],
        story: [
          { tw: '小明戴上紙做的王冠，大聲說：「我是國王！」', en: 'Xiaoming puts on a paper crown and says loudly, I am the king!' },
          { tw: '小美戴上媽媽的珍珠項鍊，說：「我是王后！」', en: "Xiaomei puts on Mom's pearl necklace and says, I am the queen!" },
          {
            tw: '爺爺拿出一隻玉做的小兔子，送給國王和王后。',
            en: 'Grandpa takes out a little rabbit made of jade and gives it to the king and queen.',
          },
          {
            tw: '小美把玉兔放進玻璃櫃裡，說：「這是我們的寶物！」',
            en: 'Xiaomei puts the jade rabbit in a glass cabinet and says, this is our treasure!',
          },
        ],
      },
    ],
  },
];
