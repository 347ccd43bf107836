import type { RadicalSource } from '../types';

/** Animal and plant radicals: 馬 魚 鳥 虫 犬 羊 牛 豕 艸 竹. */
export const radicals: RadicalSource[] = [
  {
    radical: '馬',
    name: { tw: '馬字旁', en: 'the horse radical' },
    meaning: {
      tw: '馬字旁就是一匹馬，有它的字常常和馬或騎馬有關係。',
      en: 'This radical is a horse, and characters with it are often about horses or riding.',
    },
    lessons: [
      {
        key: 'horse-1',
        title: { tw: '馬、斑馬和河馬', en: 'Horses, zebras and hippos' },
        words: [
          {
            word: '馬',
            english: 'horse',
            explain: 'A horse is a big, strong animal with a long face and a flowing mane, and it can run very fast.',
            examples: [
              { tw: '小馬', en: 'a pony' },
              { tw: '白馬', en: 'a white horse' },
            ],
            sentence: { tw: '爺爺的農場裡有一匹棕色的馬。', en: "There is a brown horse on Grandpa's farm." },
            picture: '🐎',
          },
          {
            word: '斑馬',
            english: 'zebra',
            explain: 'A zebra looks like a little horse wearing black and white stripes.',
            examples: [
              { tw: '小斑馬', en: 'a baby zebra' },
              { tw: '斑馬線', en: 'a zebra crossing' },
            ],
            sentence: { tw: '斑馬身上有黑白的條紋。', en: 'A zebra has black and white stripes on its body.' },
            picture: '🦓',
          },
          {
            word: '河馬',
            english: 'hippo',
            explain: 'A hippo is a very big, round animal that loves to stay cool in the river.',
            examples: [
              { tw: '大河馬', en: 'a big hippo' },
              { tw: '河馬寶寶', en: 'a baby hippo' },
            ],
            sentence: { tw: '河馬張開大嘴巴，打了一個大哈欠。', en: 'The hippo opened its big mouth and gave a big yawn.' },
            picture: '🦛',
          },
          {
            word: '驢',
            english: 'donkey',
            explain: 'A donkey looks like a small horse with very long ears, and it can carry heavy bags.',
            examples: [
              { tw: '驢子', en: 'a donkey' },
              { tw: '小毛驢', en: 'a little donkey' },
            ],
            sentence: { tw: '小毛驢有兩隻長長的耳朵。', en: 'The little donkey has two long ears.' },
            picture: '🫏',
          },
        ],
        story: [
          { tw: '爺爺帶小明和小美去動物園。', en: 'Grandpa takes Xiaoming and Xiaomei to the zoo.' },
          { tw: '他們先看到一匹白色的馬，還有穿著黑白條紋衣服的斑馬。', en: 'First they see a white horse, and a zebra in black and white striped clothes.' },
          { tw: '小毛驢動了動長耳朵，好像在說「你好」。', en: 'The little donkey wiggles its long ears, as if it is saying hello.' },
          { tw: '最後，河馬從水裡探出頭，打了一個大哈欠。', en: 'Last of all, the hippo pokes its head out of the water and gives a big yawn.' },
          { tw: '小美笑著說：「河馬也想睡午覺了。」', en: 'Xiaomei laughs and says, "The hippo wants a nap too."' },
        ],
      },
      {
        key: 'horse-2',
        title: { tw: '騎上馬出發', en: 'Off we ride' },
        words: [
          {
            word: '騎',
            english: 'ride',
            explain: 'To ride means to sit on a horse or a bike and let it carry you along.',
            examples: [
              { tw: '騎馬', en: 'ride a horse' },
              { tw: '騎木馬', en: 'ride a rocking horse' },
            ],
            sentence: { tw: '小明第一次騎馬，好開心。', en: 'Xiaoming rode a horse for the first time and was so happy.' },
            picture: '🏇',
          },
          {
            word: '駱駝',
            english: 'camel',
            explain: 'A camel has humps on its back and can walk for days in the hot, dry desert.',
            examples: [
              { tw: '騎駱駝', en: 'ride a camel' },
              { tw: '小駱駝', en: 'a baby camel' },
            ],
            sentence: { tw: '駱駝可以在沙漠裡走很久。', en: 'A camel can walk for a long time in the desert.' },
            picture: '🐫',
          },
          {
            word: '馬路',
            english: 'road',
            explain: "A road is where cars drive, so we hold a grown-up's hand when we cross it.",
            examples: [
              { tw: '過馬路', en: 'cross the road' },
              { tw: '大馬路', en: 'a big road' },
            ],
            sentence: { tw: '過馬路的時候，要牽著媽媽的手。', en: "When you cross the road, hold Mom's hand." },
            picture: '🛣️',
          },
          {
            word: '馬上',
            english: 'right away',
            explain: 'Right away means doing something at once, without waiting.',
            examples: [
              { tw: '馬上來', en: 'coming right away' },
              { tw: '馬上回家', en: 'go home right away' },
            ],
            sentence: { tw: '媽媽叫我們吃飯，我們馬上就來了。', en: 'Mom called us to eat, and we came right away.' },
          },
        ],
        story: [
          { tw: '爸爸說：「今天我們去爺爺的農場騎馬。」', en: 'Dad says, "Today we are going to Grandpa\'s farm to ride horses."' },
          { tw: '路上要過一條大馬路，小美馬上牽起爸爸的手。', en: "On the way there is a big road to cross, and Xiaomei takes Dad's hand right away." },
          { tw: '農場裡不只有馬，還有一隻駱駝！', en: 'The farm has not just horses, but a camel too!' },
          { tw: '小明騎上駱駝，高高的，好像坐在小山上。', en: 'Xiaoming climbs onto the camel. He is up so high, it feels like sitting on a little hill.' },
        ],
      },
    ],
  },
  {
    radical: '魚',
    name: { tw: '魚字旁', en: 'the fish radical' },
    meaning: {
      tw: '魚字旁就是一條魚，有它的字常常和魚或水裡的動物有關係。',
      en: 'This radical is a fish, and characters with it are often about fish and other animals that live in water.',
    },
    lessons: [
      {
        key: 'fish-1',
        title: { tw: '大海裡的朋友', en: 'Friends in the sea' },
        words: [
          {
            word: '魚',
            english: 'fish',
            explain: 'A fish lives in the water, swims with its fins and has no legs at all.',
            examples: [
              { tw: '小魚', en: 'a little fish' },
              { tw: '金魚', en: 'a goldfish' },
            ],
            sentence: { tw: '小魚在水裡游來游去。', en: 'The little fish swims here and there in the water.' },
            picture: '🐟',
          },
          {
            word: '鯨魚',
            english: 'whale',
            explain: 'A whale is a huge animal that lives in the sea and comes up to the top of the water to breathe.',
            examples: [
              { tw: '大鯨魚', en: 'a big whale' },
              { tw: '鯨魚寶寶', en: 'a baby whale' },
            ],
            sentence: { tw: '鯨魚從頭頂噴出高高的水柱。', en: 'The whale sprays a tall spout of water from the top of its head.' },
            picture: '🐋',
          },
          {
            word: '章魚',
            english: 'octopus',
            explain: 'An octopus is a soft sea animal with eight wiggly arms, and it can squirt ink to hide.',
            examples: [
              { tw: '小章魚', en: 'a little octopus' },
              { tw: '一隻章魚', en: 'an octopus' },
            ],
            sentence: { tw: '章魚噴出墨汁，躲了起來。', en: 'The octopus squirted out ink and hid.' },
            picture: '🐙',
          },
          {
            word: '鯊魚',
            english: 'shark',
            explain: 'A shark is a big, fast fish with a tall fin on its back.',
            examples: [
              { tw: '大鯊魚', en: 'a big shark' },
              { tw: '鯊魚寶寶', en: 'Baby Shark' },
            ],
            sentence: { tw: '小明最喜歡唱鯊魚寶寶這首歌。', en: "Xiaoming's favorite song to sing is Baby Shark." },
            picture: '🦈',
          },
        ],
        story: [
          { tw: '小美和爸爸去水族館看魚。', en: 'Xiaomei and Dad go to the aquarium to look at the fish.' },
          { tw: '一隻章魚揮著長長的手，好像在跟她打招呼。', en: 'An octopus waves its long arms, as if it is saying hello to her.' },
          { tw: '大鯊魚慢慢游過來，小美唱起了鯊魚寶寶。', en: 'A big shark swims slowly past, and Xiaomei starts singing Baby Shark.' },
          { tw: '爸爸說：「大海裡還有比鯊魚更大的鯨魚呢。」', en: 'Dad says, "There are whales in the sea that are even bigger than sharks."' },
          { tw: '小美說：「下次我們去看鯨魚吧！」', en: 'Xiaomei says, "Next time let\'s go and see the whales!"' },
        ],
      },
      {
        key: 'fish-2',
        title: { tw: '水裡的新朋友', en: 'New friends in the water' },
        words: [
          {
            word: '鱷魚',
            english: 'crocodile',
            explain: 'A crocodile has a long mouth and bumpy skin, and it likes to lie very still in the water.',
            examples: [
              { tw: '小鱷魚', en: 'a little crocodile' },
              { tw: '大鱷魚', en: 'a big crocodile' },
            ],
            sentence: { tw: '鱷魚躺在河邊曬太陽。', en: 'The crocodile lies by the river in the sun.' },
            picture: '🐊',
          },
          {
            word: '鯉魚',
            english: 'carp',
            explain: 'A carp is a fish that often swims in ponds, and some carp are bright red, orange or white.',
            examples: [
              { tw: '紅鯉魚', en: 'a red carp' },
              { tw: '一條鯉魚', en: 'a carp' },
            ],
            sentence: { tw: '公園的池塘裡有很多紅鯉魚。', en: "There are lots of red carp in the park's pond." },
          },
          {
            word: '新鮮',
            english: 'fresh',
            explain: 'Fresh food was just picked or just made, so it tastes good and is good for you.',
            examples: [
              { tw: '新鮮的水果', en: 'fresh fruit' },
              { tw: '新鮮空氣', en: 'fresh air' },
            ],
            sentence: { tw: '早上買的水果很新鮮。', en: 'The fruit we bought this morning is very fresh.' },
          },
          {
            word: '小丑魚',
            english: 'clownfish',
            explain: 'A clownfish is a small orange fish with white stripes that makes its home in a soft, wiggly sea anemone.',
            examples: [
              { tw: '一條小丑魚', en: 'a clownfish' },
              { tw: '小丑魚的家', en: "the clownfish's home" },
            ],
            sentence: { tw: '小丑魚身上有白色的條紋。', en: 'A clownfish has white stripes on its body.' },
          },
        ],
        story: [
          { tw: '奶奶帶小明和小美去公園餵鯉魚。', en: 'Grandma takes Xiaoming and Xiaomei to the park to feed the carp.' },
          { tw: '紅鯉魚都游過來，張開嘴巴等著吃。', en: 'The red carp all swim over and open their mouths, waiting to eat.' },
          { tw: '小美說：「這條好像小丑魚，也是橘色的。」', en: 'Xiaomei says, "This one looks like a clownfish. It\'s orange too."' },
          { tw: '小明問：「池塘裡會不會有鱷魚呢？」', en: 'Xiaoming asks, "Could there be a crocodile in the pond?"' },
          { tw: '奶奶笑著說：「這裡只有鯉魚，還有新鮮的空氣。」', en: 'Grandma laughs and says, "There are only carp here, and lots of fresh air."' },
        ],
      },
    ],
  },
  {
    radical: '鳥',
    name: { tw: '鳥部', en: 'the bird radical' },
    meaning: {
      tw: '鳥部就是一隻鳥，有它的字常常和有羽毛、有翅膀的鳥有關係。',
      en: 'This radical is a bird, and characters with it are often about birds with feathers and wings.',
    },
    lessons: [
      {
        key: 'bird-1',
        title: { tw: '公園裡的鳥', en: 'Birds in the park' },
        words: [
          {
            word: '鳥',
            english: 'bird',
            explain: 'A bird has feathers and wings, and most birds can fly high in the sky.',
            examples: [
              { tw: '小鳥', en: 'a little bird' },
              { tw: '鳥巢', en: "a bird's nest" },
            ],
            sentence: { tw: '樹上有一隻小鳥在唱歌。', en: 'A little bird is singing in the tree.' },
            picture: '🐦',
          },
          {
            word: '鴨子',
            english: 'duck',
            explain: 'A duck is a bird with a flat beak and webbed feet that swims in ponds and says quack.',
            examples: [
              { tw: '小鴨子', en: 'a duckling' },
              { tw: '一群鴨子', en: 'a flock of ducks' },
            ],
            sentence: { tw: '鴨子一邊走路，一邊呱呱叫。', en: 'The duck quacks as it walks along.' },
            picture: '🦆',
          },
          {
            word: '鵝',
            english: 'goose',
            explain: 'A goose is a big bird with a long neck, and it honks very loudly.',
            examples: [
              { tw: '大白鵝', en: 'a big white goose' },
              { tw: '小鵝', en: 'a baby goose' },
            ],
            sentence: { tw: '大白鵝伸長脖子嘎嘎叫。', en: 'The big white goose stretches out its neck and honks.' },
            picture: '🪿',
          },
          {
            word: '鴿子',
            english: 'pigeon',
            explain: 'A pigeon is a gentle bird that coos softly and often walks around parks looking for crumbs.',
            examples: [
              { tw: '一隻鴿子', en: 'a pigeon' },
              { tw: '白鴿子', en: 'a white dove' },
              { tw: '餵鴿子', en: 'feed the pigeons' },
            ],
            sentence: { tw: '廣場上有很多鴿子在找東西吃。', en: 'Lots of pigeons are looking for food in the square.' },
            picture: '🕊️',
          },
        ],
        story: [
          { tw: '星期天，爺爺帶小美去公園散步。', en: 'On Sunday, Grandpa takes Xiaomei for a walk in the park.' },
          { tw: '樹上的小鳥在唱歌。', en: 'The little birds in the trees are singing.' },
          { tw: '池塘裡，鴨子和大白鵝一起游泳。', en: 'In the pond, the ducks and a big white goose swim together.' },
          { tw: '大白鵝伸長脖子叫，好像在跟小美說話。', en: 'The big white goose stretches its neck and honks, as if it is talking to Xiaomei.' },
          { tw: '爺爺拿出麵包，一群鴿子馬上飛了過來。', en: 'Grandpa takes out some bread, and a flock of pigeons flies over right away.' },
        ],
      },
      {
        key: 'bird-2',
        title: { tw: '有趣的鳥', en: 'Interesting birds' },
        words: [
          {
            word: '企鵝',
            english: 'penguin',
            explain: 'A penguin is a black and white bird that cannot fly, but it is a wonderful swimmer.',
            examples: [
              { tw: '小企鵝', en: 'a little penguin' },
              { tw: '企鵝寶寶', en: 'a baby penguin' },
            ],
            sentence: { tw: '企鵝走起路來搖搖擺擺的。', en: 'Penguins waddle when they walk.' },
            picture: '🐧',
          },
          {
            word: '鸚鵡',
            english: 'parrot',
            explain: 'A parrot is a colorful bird that can copy the words people say.',
            examples: [
              { tw: '一隻鸚鵡', en: 'a parrot' },
              { tw: '會說話的鸚鵡', en: 'a talking parrot' },
            ],
            sentence: { tw: '這隻鸚鵡會說「你好」。', en: 'This parrot can say hello.' },
            picture: '🦜',
          },
          {
            word: '貓頭鷹',
            english: 'owl',
            explain: 'An owl is a bird with big round eyes that stays awake at night.',
            examples: [
              { tw: '小貓頭鷹', en: 'a little owl' },
              { tw: '一隻貓頭鷹', en: 'an owl' },
            ],
            sentence: { tw: '貓頭鷹晚上睜大眼睛，看著森林。', en: 'At night, the owl opens its eyes wide and watches the forest.' },
            picture: '🦉',
          },
        ],
        story: [
          { tw: '晚上，小明和小美一起看一本鳥的圖畫書。', en: 'In the evening, Xiaoming and Xiaomei look at a picture book about birds together.' },
          { tw: '企鵝穿著黑白色的衣服，走路搖搖擺擺。', en: 'The penguin wears black and white clothes and waddles when it walks.' },
          { tw: '鸚鵡會學人說話，小美也學鸚鵡說「你好」。', en: 'The parrot can copy what people say, and Xiaomei copies the parrot and says hello.' },
          { tw: '最後一頁是貓頭鷹，晚上也睜著大眼睛。', en: 'The last page shows an owl, whose big eyes stay open even at night.' },
          { tw: '小明打了一個哈欠說：「我不是貓頭鷹，我要睡覺了！」', en: 'Xiaoming yawns and says, "I\'m not an owl. I\'m going to sleep!"' },
        ],
      },
    ],
  },
  {
    radical: '虫',
    name: { tw: '虫字旁', en: 'the insect radical' },
    meaning: {
      tw: '虫字旁就是一隻小蟲，有它的字常常和蟲子，或是青蛙、蝸牛這些小動物有關係。',
      en: 'This radical is a little bug, and characters with it are often about bugs and other small animals like frogs and snails.',
    },
    lessons: [
      {
        key: 'insect-1',
        title: { tw: '花園裡的小蟲', en: 'Little bugs in the garden' },
        words: [
          {
            word: '毛毛蟲',
            english: 'caterpillar',
            explain: 'A caterpillar is a soft, wiggly little bug that eats lots of leaves and one day turns into a butterfly.',
            examples: [
              { tw: '綠色的毛毛蟲', en: 'a green caterpillar' },
              { tw: '好餓的毛毛蟲', en: 'The Very Hungry Caterpillar' },
            ],
            sentence: { tw: '毛毛蟲在葉子上吃呀吃。', en: 'The caterpillar eats and eats on the leaf.' },
            picture: '🐛',
          },
          {
            word: '蝴蝶',
            english: 'butterfly',
            explain: 'A butterfly has big, colorful wings and flies from flower to flower.',
            examples: [
              { tw: '小蝴蝶', en: 'a little butterfly' },
              { tw: '蝴蝶結', en: 'a bow' },
            ],
            sentence: { tw: '一隻蝴蝶停在花上。', en: 'A butterfly lands on a flower.' },
            picture: '🦋',
          },
          {
            word: '蜜蜂',
            english: 'bee',
            explain: 'A bee is a busy little insect that visits flowers and makes sweet honey.',
            examples: [
              { tw: '小蜜蜂', en: 'a little bee' },
              { tw: '勤勞的蜜蜂', en: 'a hard-working bee' },
            ],
            sentence: { tw: '蜜蜂在花園裡忙著採花蜜。', en: 'The bees are busy collecting nectar in the garden.' },
            picture: '🐝',
          },
          {
            word: '螞蟻',
            english: 'ant',
            explain: 'An ant is a tiny insect that works together with its friends and can carry food bigger than itself.',
            examples: [
              { tw: '小螞蟻', en: 'a little ant' },
              { tw: '一排螞蟻', en: 'a line of ants' },
            ],
            sentence: { tw: '小螞蟻一起搬走了一塊餅乾。', en: 'The little ants carried away a cookie together.' },
            picture: '🐜',
          },
        ],
        story: [
          { tw: '小美在花園裡找到一隻綠色的毛毛蟲。', en: 'Xiaomei finds a green caterpillar in the garden.' },
          { tw: '毛毛蟲吃了好多葉子，肚子圓圓的。', en: 'The caterpillar eats lots of leaves, and its tummy gets nice and round.' },
          { tw: '一隻蜜蜂飛過來，嗡嗡嗡，好像在說「早安」。', en: 'A bee flies over, buzz buzz buzz, as if it is saying good morning.' },
          { tw: '地上的螞蟻排好隊，搬著一塊小餅乾。', en: 'On the ground, the ants walk in a neat line, carrying a little cookie.' },
          { tw: '媽媽說：「毛毛蟲長大以後，會變成漂亮的蝴蝶。」', en: 'Mom says, "When the caterpillar grows up, it will turn into a beautiful butterfly."' },
        ],
      },
      {
        key: 'insect-2',
        title: { tw: '青蛙、蝸牛和螃蟹', en: 'Frogs, snails and crabs' },
        words: [
          {
            word: '青蛙',
            english: 'frog',
            explain: 'A frog is a little green animal that hops, swims and says ribbit.',
            examples: [
              { tw: '小青蛙', en: 'a little frog' },
              { tw: '青蛙王子', en: 'the Frog Prince' },
            ],
            sentence: { tw: '青蛙在荷葉上跳來跳去。', en: 'The frog hops about on the lotus leaves.' },
            picture: '🐸',
          },
          {
            word: '蝸牛',
            english: 'snail',
            explain: 'A snail moves very slowly and carries its little house, a shell, on its back.',
            examples: [
              { tw: '小蝸牛', en: 'a little snail' },
              { tw: '慢吞吞的蝸牛', en: 'a slow snail' },
            ],
            sentence: { tw: '下雨以後，蝸牛慢慢爬出來了。', en: 'After the rain, the snail slowly crawls out.' },
            picture: '🐌',
          },
          {
            word: '螃蟹',
            english: 'crab',
            explain: 'A crab has a hard shell and two big claws, and it walks sideways.',
            examples: [
              { tw: '小螃蟹', en: 'a little crab' },
              { tw: '一隻螃蟹', en: 'a crab' },
            ],
            sentence: { tw: '沙灘上有一隻小螃蟹在橫著走路。', en: 'A little crab is walking sideways on the beach.' },
            picture: '🦀',
          },
          {
            word: '蛋',
            english: 'egg',
            explain: 'An egg has a shell on the outside, and baby birds, frogs and other little animals can grow inside it.',
            examples: [
              { tw: '雞蛋', en: 'a chicken egg' },
              { tw: '蛋糕', en: 'a cake' },
            ],
            sentence: { tw: '媽媽早上煎了一個蛋。', en: 'Mom fried an egg this morning.' },
            picture: '🥚',
          },
        ],
        story: [
          { tw: '下雨了，小明和小美穿上雨衣去院子裡玩。', en: 'It is raining, so Xiaoming and Xiaomei put on their raincoats and go to play in the yard.' },
          { tw: '一隻蝸牛背著殼，慢慢爬上樹葉。', en: 'A snail carries its shell and slowly climbs up a leaf.' },
          { tw: '池塘裡的青蛙呱呱叫，水草上還有一串小小的蛋。', en: 'A frog croaks in the pond, and there is a string of tiny eggs on the water plants.' },
          { tw: '媽媽說：「那是青蛙的蛋，以後會變成小蝌蚪。」', en: 'Mom says, "Those are frog eggs, and they will turn into little tadpoles."' },
          { tw: '小明說：「下次我們去海邊找螃蟹吧！」', en: 'Xiaoming says, "Next time let\'s go to the beach and look for crabs!"' },
        ],
      },
    ],
  },
  {
    radical: '犬',
    name: { tw: '反犬旁', en: 'the dog radical' },
    meaning: {
      tw: '反犬旁是從犬字變來的，犬就是狗，有它的字常常和狗或其他動物有關係。',
      en: 'This radical comes from the character for dog, and characters with it are often about dogs and other animals.',
    },
    lessons: [
      {
        key: 'dog-1',
        title: { tw: '豆豆的夢', en: "Doudou's dream" },
        words: [
          {
            word: '狗',
            english: 'dog',
            explain: 'A dog is a friendly pet that wags its tail when it is happy.',
            examples: [
              { tw: '小狗', en: 'a puppy' },
              { tw: '大狗', en: 'a big dog' },
            ],
            sentence: { tw: '我們家的狗叫豆豆。', en: "Our family's dog is called Doudou." },
            picture: '🐕',
          },
          {
            word: '獅子',
            english: 'lion',
            explain: 'A lion is a big wild cat with a loud roar, and the daddy lion has a fluffy mane.',
            examples: [
              { tw: '小獅子', en: 'a lion cub' },
              { tw: '獅子王', en: 'the Lion King' },
            ],
            sentence: { tw: '獅子躺在大樹下睡午覺。', en: 'The lion is taking a nap under a big tree.' },
            picture: '🦁',
          },
          {
            word: '猴子',
            english: 'monkey',
            explain: 'A monkey is a clever, playful animal that loves to climb trees and eat bananas.',
            examples: [
              { tw: '小猴子', en: 'a little monkey' },
              { tw: '猴子爬樹', en: 'monkeys climb trees' },
            ],
            sentence: { tw: '猴子在樹上盪來盪去。', en: 'The monkey swings back and forth in the tree.' },
            picture: '🐒',
          },
          {
            word: '狐狸',
            english: 'fox',
            explain: 'A fox is a clever animal with orange fur and a big, fluffy tail.',
            examples: [
              { tw: '小狐狸', en: 'a little fox' },
              { tw: '紅狐狸', en: 'a red fox' },
            ],
            sentence: { tw: '狐狸有一條毛茸茸的大尾巴。', en: 'The fox has a big, fluffy tail.' },
            picture: '🦊',
          },
        ],
        story: [
          { tw: '豆豆是一隻愛睡覺的狗。', en: 'Doudou is a dog who loves to sleep.' },
          { tw: '有一天，豆豆夢到自己走進了森林。', en: 'One day, Doudou dreams that he walks into a forest.' },
          { tw: '猴子在樹上拿香蕉給豆豆吃。', en: 'A monkey up in a tree gives Doudou a banana to eat.' },
          { tw: '狐狸搖著大尾巴，帶豆豆去找獅子。', en: 'A fox swishes its big tail and takes Doudou to find the lion.' },
          { tw: '獅子一點也不兇，還陪豆豆玩球。', en: 'The lion is not fierce at all, and it plays ball with Doudou.' },
          { tw: '豆豆醒來，發現自己抱著小明的球。', en: "Doudou wakes up and finds he is hugging Xiaoming's ball." },
        ],
      },
      {
        key: 'dog-2',
        title: { tw: '猜猜看', en: 'Take a guess' },
        words: [
          {
            word: '導盲犬',
            english: 'guide dog',
            explain: 'A guide dog is a clever, well-trained dog that helps people who cannot see get around safely.',
            examples: [
              { tw: '一隻導盲犬', en: 'a guide dog' },
              { tw: '工作中的導盲犬', en: 'a guide dog at work' },
            ],
            sentence: { tw: '導盲犬帶主人安全過馬路。', en: 'The guide dog leads its owner safely across the road.' },
            picture: '🦮',
          },
          {
            word: '大猩猩',
            english: 'gorilla',
            explain: 'A gorilla is a big, strong ape that is gentle and eats lots of leaves and fruit.',
            examples: [
              { tw: '一隻大猩猩', en: 'a gorilla' },
              { tw: '大猩猩寶寶', en: 'a baby gorilla' },
            ],
            sentence: { tw: '大猩猩用手拍拍自己的胸口。', en: 'The gorilla pats its chest with its hands.' },
            picture: '🦍',
          },
          {
            word: '猜',
            english: 'guess',
            explain: 'To guess means to give an answer when you are not sure yet.',
            examples: [
              { tw: '猜猜看', en: 'take a guess' },
              { tw: '猜謎語', en: 'solve riddles' },
            ],
            sentence: { tw: '你猜猜看，我手裡有什麼？', en: 'Guess what I have in my hand?' },
            picture: '🤔',
          },
          {
            word: '獎狀',
            english: 'award',
            explain: 'An award is a special paper you get from school when you have done something very well.',
            examples: [
              { tw: '一張獎狀', en: 'an award certificate' },
              { tw: '得到獎狀', en: 'win an award' },
            ],
            sentence: { tw: '小美拿到了一張畫畫比賽的獎狀。', en: 'Xiaomei got an award for the drawing contest.' },
          },
        ],
        story: [
          { tw: '小明放學回家，對大家說：「你們猜猜看，今天發生了什麼事？」', en: 'Xiaoming comes home from school and says to everyone, "Guess what happened today?"' },
          { tw: '奶奶猜，你在路上看到導盲犬了嗎？', en: 'Grandma guesses, "Did you see a guide dog on the way?"' },
          { tw: '爸爸猜，你在學校看到大猩猩了嗎？', en: 'Dad guesses, "Did you see a gorilla at school?"' },
          { tw: '小明笑著拿出一張獎狀，原來他跑步得了第一名！', en: 'Xiaoming laughs and takes out an award: he came first in the running race!' },
        ],
      },
    ],
  },
  {
    radical: '羊',
    name: { tw: '羊部', en: 'the sheep radical' },
    meaning: {
      tw: '羊部就是一隻羊，有它的字有的和羊有關係，有的和美好的事情有關係。',
      en: 'This radical is a sheep; some characters with it are about sheep, and some are about good and lovely things.',
    },
    lessons: [
      {
        key: 'sheep-1',
        title: { tw: '咩咩叫的羊', en: 'Baa-baa sheep' },
        words: [
          {
            word: '羊',
            english: 'sheep',
            explain: 'A sheep is a gentle farm animal with a soft, curly coat, and it says baa.',
            examples: [
              { tw: '小羊', en: 'a lamb' },
              { tw: '白羊', en: 'a white sheep' },
            ],
            sentence: { tw: '草地上有一隻白白的羊。', en: 'There is a white sheep on the grass.' },
            picture: '🐑',
          },
          {
            word: '山羊',
            english: 'goat',
            explain: 'A goat is like a sheep with horns and a little beard, and it is very good at climbing.',
            examples: [
              { tw: '小山羊', en: 'a little goat' },
              { tw: '黑山羊', en: 'a black goat' },
            ],
            sentence: { tw: '山羊爬到高高的石頭上。', en: 'The goat climbed up onto a tall rock.' },
            picture: '🐐',
          },
          {
            word: '羊毛',
            english: 'wool',
            explain: 'Wool is the soft, warm coat of a sheep, and we can make sweaters and hats with it.',
            examples: [
              { tw: '羊毛襪', en: 'wool socks' },
              { tw: '剪羊毛', en: 'shear a sheep' },
            ],
            sentence: { tw: '奶奶用羊毛給我織了一頂帽子。', en: 'Grandma knitted me a hat out of wool.' },
            picture: '🧶',
          },
        ],
        story: [
          { tw: '爺爺的農場裡有很多羊。', en: "There are lots of sheep on Grandpa's farm." },
          { tw: '白白的羊咩咩叫，黑色的山羊在吃草。', en: 'The white sheep say baa, and the black goat is eating grass.' },
          { tw: '爺爺說：「羊的毛變得好長，可以剪羊毛了。」', en: 'Grandpa says, "The sheep\'s wool has grown long, so it\'s time to shear them."' },
          { tw: '奶奶用羊毛織了兩條圍巾，一條給小明，一條給小美。', en: 'Grandma knits two scarves from the wool, one for Xiaoming and one for Xiaomei.' },
          { tw: '山羊也走了過來，好像也想要一條。', en: 'The goat walks over too, as if it wants one as well.' },
        ],
      },
      {
        key: 'sheep-2',
        title: { tw: '美術課', en: 'Art class' },
        words: [
          {
            word: '美',
            english: 'beautiful',
            explain: 'Beautiful means something is so lovely that you want to keep looking at it.',
            examples: [
              { tw: '美麗', en: 'beautiful' },
              { tw: '很美', en: 'very beautiful' },
            ],
            sentence: { tw: '春天的花園好美啊！', en: 'The garden in spring is so beautiful!' },
          },
          {
            word: '美術',
            english: 'art',
            explain: 'Art is when we draw, paint and make lovely things with our hands.',
            examples: [
              { tw: '美術課', en: 'art class' },
              { tw: '美術館', en: 'an art museum' },
            ],
            sentence: { tw: '我最喜歡上美術課。', en: 'I love art class the most.' },
            picture: '🎨',
          },
          {
            word: '群',
            english: 'group',
            explain: 'A group is lots of people or animals together, like a flock of sheep.',
            examples: [
              { tw: '一群羊', en: 'a flock of sheep' },
              { tw: '一群小朋友', en: 'a group of children' },
            ],
            sentence: { tw: '一群小鳥飛過天空。', en: 'A flock of birds flies across the sky.' },
          },
          {
            word: '害羞',
            english: 'shy',
            explain: 'Being shy means feeling a little nervous and quiet, especially when you meet someone new.',
            examples: [
              { tw: '很害羞', en: 'very shy' },
              { tw: '害羞的小女孩', en: 'a shy little girl' },
            ],
            sentence: { tw: '小美很害羞，躲在媽媽後面。', en: 'Xiaomei feels very shy and hides behind Mom.' },
          },
        ],
        story: [
          { tw: '今天的美術課，老師請大家畫一群羊。', en: 'In art class today, the teacher asks everyone to draw a flock of sheep.' },
          { tw: '小美畫了好多白白的羊，還有一個紅紅的太陽。', en: 'Xiaomei draws lots of white sheep and a big red sun.' },
          { tw: '老師說：「這張畫好美啊！」', en: 'The teacher says, "This picture is so beautiful!"' },
          { tw: '小美聽了很害羞，臉都紅了。', en: 'Xiaomei feels shy, and her cheeks turn red.' },
        ],
      },
    ],
  },
  {
    radical: '牛',
    name: { tw: '牛字旁', en: 'the cow radical' },
    meaning: {
      tw: '牛字旁就是一頭牛，有它的字常常和牛或其他動物有關係。',
      en: 'This radical is a cow, and characters with it are often about cows and other animals.',
    },
    lessons: [
      {
        key: 'cow-1',
        title: { tw: '哞哞叫的牛', en: 'Moo, says the cow' },
        words: [
          {
            word: '牛',
            english: 'cow',
            explain: 'A cow is a big farm animal that eats grass all day and says moo.',
            examples: [
              { tw: '小牛', en: 'a calf' },
              { tw: '水牛', en: 'a water buffalo' },
            ],
            sentence: { tw: '牛在草地上慢慢吃草。', en: 'The cow slowly eats grass in the field.' },
            picture: '🐄',
          },
          {
            word: '牛奶',
            english: 'milk',
            explain: 'Milk is a white drink that comes from cows, and it helps you grow strong.',
            examples: [
              { tw: '一杯牛奶', en: 'a glass of milk' },
              { tw: '熱牛奶', en: 'warm milk' },
            ],
            sentence: { tw: '我每天早上喝一杯牛奶。', en: 'I drink a glass of milk every morning.' },
            picture: '🥛',
          },
          {
            word: '犀牛',
            english: 'rhino',
            explain: 'A rhino is a huge, heavy animal with thick skin and horns on its nose.',
            examples: [
              { tw: '小犀牛', en: 'a baby rhino' },
              { tw: '大犀牛', en: 'a big rhino' },
            ],
            sentence: { tw: '犀牛的鼻子上有角。', en: 'A rhino has horns on its nose.' },
            picture: '🦏',
          },
          {
            word: '牧場',
            english: 'ranch',
            explain: 'A ranch is a big farm with grassy fields where cows, sheep and horses live.',
            examples: [
              { tw: '大牧場', en: 'a big ranch' },
              { tw: '去牧場', en: 'go to a ranch' },
            ],
            sentence: { tw: '牧場裡有很多牛和羊。', en: 'There are lots of cows and sheep on the ranch.' },
          },
        ],
        story: [
          { tw: '放暑假了，小明一家去牧場玩。', en: "It is the summer holidays, and Xiaoming's family visits a ranch." },
          { tw: '一頭黑白色的牛哞哞叫，好像在說「歡迎」。', en: 'A black and white cow moos, as if it is saying welcome.' },
          { tw: '他們喝了新鮮的牛奶，又香又甜。', en: 'They drink fresh milk that smells good and tastes sweet.' },
          { tw: '小美問：「牧場裡有犀牛嗎？」', en: 'Xiaomei asks, "Are there rhinos on the ranch?"' },
          { tw: '爸爸笑著說：「犀牛住在很遠的草原上，不住在牧場裡。」', en: 'Dad laughs and says, "Rhinos live on grasslands far away, not on ranches."' },
        ],
      },
      {
        key: 'cow-2',
        title: { tw: '特別的禮物', en: 'A special gift' },
        words: [
          {
            word: '動物',
            english: 'animal',
            explain: 'An animal is a living thing that can move, eat and grow, like a dog, a fish or a bird.',
            examples: [
              { tw: '動物園', en: 'a zoo' },
              { tw: '小動物', en: 'little animals' },
            ],
            sentence: { tw: '我最喜歡的動物是熊貓。', en: 'My favorite animal is the panda.' },
          },
          {
            word: '禮物',
            english: 'gift',
            explain: 'A gift is something nice you give to someone to make them happy.',
            examples: [
              { tw: '生日禮物', en: 'a birthday gift' },
              { tw: '送禮物', en: 'give a gift' },
            ],
            sentence: { tw: '爺爺送我一份生日禮物。', en: 'Grandpa gave me a birthday gift.' },
            picture: '🎁',
          },
          {
            word: '特別',
            english: 'special',
            explain: 'Special means different from the others in a very nice way.',
            examples: [
              { tw: '很特別', en: 'very special' },
              { tw: '特別的日子', en: 'a special day' },
            ],
            sentence: { tw: '今天是很特別的一天。', en: 'Today is a very special day.' },
          },
          {
            word: '牽手',
            english: 'hold hands',
            explain: "To hold hands means to hold someone's hand in yours, like when we cross the road together.",
            examples: [
              { tw: '手牽手', en: 'hand in hand' },
              { tw: '牽手過馬路', en: 'hold hands to cross the road' },
            ],
            sentence: { tw: '小美和媽媽手牽手去散步。', en: 'Xiaomei and Mom go for a walk hand in hand.' },
          },
        ],
        story: [
          { tw: '今天是奶奶的生日，是一個特別的日子。', en: "Today is Grandma's birthday, a special day." },
          { tw: '小明和小美手牽手，走到奶奶面前。', en: 'Xiaoming and Xiaomei walk up to Grandma hand in hand.' },
          { tw: '他們送奶奶一份禮物，是一張畫滿了小動物的卡片。', en: 'They give Grandma a gift: a card covered with drawings of little animals.' },
          { tw: '奶奶說：「這是我收過最特別的禮物！」', en: 'Grandma says, "This is the most special gift I\'ve ever had!"' },
        ],
      },
    ],
  },
  {
    radical: '豕',
    name: { tw: '豕部', en: 'the pig radical' },
    meaning: {
      tw: '豕就是豬，有它的字常常和豬有關係，大象的象也有它。',
      en: 'This radical means pig; characters with it are often about pigs, and the character for elephant has it too.',
    },
    lessons: [
      {
        key: 'pig-1',
        title: { tw: '豬和大象', en: 'Pigs and elephants' },
        words: [
          {
            word: '豬',
            english: 'pig',
            explain: 'A pig is a pink farm animal with a round nose, and it says oink.',
            examples: [
              { tw: '小豬', en: 'a piglet' },
              { tw: '三隻小豬', en: 'the Three Little Pigs' },
            ],
            sentence: { tw: '小豬在泥巴裡滾來滾去。', en: 'The little pig rolls around in the mud.' },
            picture: '🐖',
          },
          {
            word: '大象',
            english: 'elephant',
            explain: 'An elephant is a huge gray animal with big ears and a long trunk for a nose.',
            examples: [
              { tw: '一頭大象', en: 'an elephant' },
              { tw: '大象的鼻子', en: "an elephant's trunk" },
            ],
            sentence: { tw: '大象用長長的鼻子喝水。', en: 'The elephant drinks water with its long trunk.' },
            picture: '🐘',
          },
          {
            word: '海豚',
            english: 'dolphin',
            explain: 'A dolphin is a friendly, clever sea animal that loves to jump and play in the waves.',
            examples: [
              { tw: '小海豚', en: 'a little dolphin' },
              { tw: '一群海豚', en: 'a group of dolphins' },
            ],
            sentence: { tw: '海豚從海裡高高跳起來。', en: 'The dolphin leaps high out of the sea.' },
            picture: '🐬',
          },
          {
            word: '象棋',
            english: 'Chinese chess',
            explain: "Chinese chess is a board game where two players take turns moving round pieces to trap the other side's general.",
            examples: [
              { tw: '下象棋', en: 'play Chinese chess' },
              { tw: '象棋比賽', en: 'a Chinese chess match' },
            ],
            sentence: { tw: '我和爺爺一起下象棋。', en: 'I play Chinese chess with Grandpa.' },
          },
        ],
        story: [
          { tw: '小美最喜歡三隻小豬的故事。', en: 'Xiaomei loves the story of the Three Little Pigs best.' },
          { tw: '小明更喜歡大象和海豚。', en: 'Xiaoming likes elephants and dolphins even more.' },
          { tw: '晚上，爺爺拿出象棋，說要和他們一起下棋。', en: 'In the evening, Grandpa takes out the Chinese chess set and says they can all play together.' },
          { tw: '小明一看，棋子上也有一個象字！', en: 'Xiaoming looks and sees that one of the pieces has the character for elephant on it too!' },
          { tw: '小美笑著說：「可惜沒有豬，也沒有海豚。」', en: 'Xiaomei laughs and says, "Too bad there is no pig and no dolphin."' },
        ],
      },
    ],
  },
  {
    radical: '艸',
    name: { tw: '草字頭', en: 'the grass radical' },
    meaning: {
      tw: '草字頭就像兩棵小草，有它的字常常和花草、蔬菜、水果這些植物有關係。',
      en: 'This radical looks like two little tufts of grass, and characters with it are often about plants like flowers, vegetables and fruit.',
    },
    lessons: [
      {
        key: 'grass-1',
        title: { tw: '奶奶的菜園', en: "Grandma's vegetable garden" },
        words: [
          {
            word: '草',
            english: 'grass',
            explain: 'Grass is the soft green plant that covers fields and parks.',
            examples: [
              { tw: '小草', en: 'little blades of grass' },
              { tw: '草地', en: 'a lawn' },
            ],
            sentence: { tw: '小狗在草地上跑來跑去。', en: 'The puppy runs around on the grass.' },
            picture: '🌿',
          },
          {
            word: '花',
            english: 'flower',
            explain: 'A flower is the pretty, colorful part of a plant, and many flowers smell sweet.',
            examples: [
              { tw: '一朵花', en: 'a flower' },
              { tw: '開花', en: 'to bloom' },
            ],
            sentence: { tw: '春天到了，花都開了。', en: 'Spring is here, and the flowers are all blooming.' },
            picture: '🌷',
          },
          {
            word: '蘑菇',
            english: 'mushroom',
            explain: 'A mushroom looks like a tiny umbrella and grows in damp, shady places.',
            examples: [
              { tw: '小蘑菇', en: 'a little mushroom' },
              { tw: '蘑菇湯', en: 'mushroom soup' },
            ],
            sentence: { tw: '下過雨以後，樹下冒出了小蘑菇。', en: 'After the rain, little mushrooms popped up under the tree.' },
            picture: '🍄',
          },
          {
            word: '蔬菜',
            english: 'vegetables',
            explain: 'Vegetables are plants we eat, like carrots, cabbage and peas, and they help us grow healthy.',
            examples: [
              { tw: '吃蔬菜', en: 'eat vegetables' },
              { tw: '綠色蔬菜', en: 'green vegetables' },
            ],
            sentence: { tw: '多吃蔬菜，身體才會健康。', en: 'Eat lots of vegetables to stay healthy.' },
            picture: '🥬',
          },
        ],
        story: [
          { tw: '奶奶家後面有一個小菜園。', en: "Behind Grandma's house there is a little vegetable garden." },
          { tw: '菜園裡有很多蔬菜，旁邊還開著紅色的花。', en: 'There are lots of vegetables in the garden, and red flowers bloom beside them.' },
          { tw: '小美躺在軟軟的草地上看白雲。', en: 'Xiaomei lies on the soft grass, watching the white clouds.' },
          { tw: '小明在大樹下發現了一朵小蘑菇，好像一把小雨傘。', en: 'Under a big tree, Xiaoming finds a little mushroom that looks like a tiny umbrella.' },
        ],
      },
      {
        key: 'grass-2',
        title: { tw: '好吃的水果', en: 'Yummy fruit' },
        words: [
          {
            word: '蘋果',
            english: 'apple',
            explain: 'An apple is a round, crunchy fruit that can be red, green or yellow.',
            examples: [
              { tw: '紅蘋果', en: 'a red apple' },
              { tw: '蘋果汁', en: 'apple juice' },
            ],
            sentence: { tw: '我每天吃一個蘋果。', en: 'I eat an apple every day.' },
            picture: '🍎',
          },
          {
            word: '香蕉',
            english: 'banana',
            explain: 'A banana is a long yellow fruit that you peel before you eat it.',
            examples: [
              { tw: '一根香蕉', en: 'a banana' },
              { tw: '香蕉皮', en: 'a banana peel' },
            ],
            sentence: { tw: '猴子最愛吃香蕉。', en: 'Monkeys love eating bananas best.' },
            picture: '🍌',
          },
          {
            word: '草莓',
            english: 'strawberry',
            explain: 'A strawberry is a small, sweet red fruit with tiny seeds on the outside.',
            examples: [
              { tw: '草莓蛋糕', en: 'strawberry cake' },
              { tw: '草莓醬', en: 'strawberry jam' },
            ],
            sentence: { tw: '媽媽買了一盒草莓。', en: 'Mom bought a box of strawberries.' },
            picture: '🍓',
          },
          {
            word: '葡萄',
            english: 'grapes',
            explain: 'Grapes are small, round, juicy fruits that grow together in bunches.',
            examples: [
              { tw: '一串葡萄', en: 'a bunch of grapes' },
              { tw: '葡萄汁', en: 'grape juice' },
            ],
            sentence: { tw: '葡萄有紫色的，也有綠色的。', en: 'Some grapes are purple, and some are green.' },
            picture: '🍇',
          },
        ],
        story: [
          { tw: '小明和小美要做一盤水果沙拉。', en: 'Xiaoming and Xiaomei are making a plate of fruit salad.' },
          { tw: '媽媽拿來了蘋果和香蕉。', en: 'Mom brings some apples and bananas.' },
          { tw: '小美洗了紅紅的草莓，還有一串紫色的葡萄。', en: 'Xiaomei washes the red strawberries and a bunch of purple grapes.' },
          { tw: '豆豆也跑過來，搖著尾巴想吃。', en: 'Doudou runs over too, wagging his tail because he wants some.' },
          { tw: '媽媽說：「狗不能吃葡萄，給豆豆一片蘋果吧。」', en: 'Mom says, "Dogs must not eat grapes. Let\'s give Doudou a slice of apple."' },
        ],
      },
    ],
  },
  {
    radical: '竹',
    name: { tw: '竹字頭', en: 'the bamboo radical' },
    meaning: {
      tw: '竹字頭就是竹子，有它的字常常和竹子或用竹子做的東西有關係，像筷子和籃子。',
      en: 'This radical means bamboo, and characters with it are often about bamboo or things made from it, like chopsticks and baskets.',
    },
    lessons: [
      {
        key: 'bamboo-1',
        title: { tw: '竹林裡野餐', en: 'A picnic in the bamboo forest' },
        words: [
          {
            word: '竹子',
            english: 'bamboo',
            explain: 'Bamboo is a tall, strong plant with a hollow stem, and pandas love to eat it.',
            examples: [
              { tw: '一根竹子', en: 'a bamboo stalk' },
              { tw: '高高的竹子', en: 'tall bamboo' },
            ],
            sentence: { tw: '熊貓最喜歡吃竹子。', en: 'Pandas love eating bamboo best.' },
            picture: '🎋',
          },
          {
            word: '筷子',
            english: 'chopsticks',
            explain: 'Chopsticks are two thin sticks that we hold in one hand to pick up food.',
            examples: [
              { tw: '一雙筷子', en: 'a pair of chopsticks' },
              { tw: '用筷子', en: 'use chopsticks' },
            ],
            sentence: { tw: '小明會用筷子吃麵了。', en: 'Xiaoming can eat noodles with chopsticks now.' },
            picture: '🥢',
          },
          {
            word: '籃子',
            english: 'basket',
            explain: 'A basket is a woven container with a handle that we carry things in, like fruit or eggs.',
            examples: [
              { tw: '小籃子', en: 'a little basket' },
              { tw: '菜籃子', en: 'a shopping basket' },
            ],
            sentence: { tw: '奶奶提著籃子去買菜。', en: 'Grandma carries a basket to go food shopping.' },
            picture: '🧺',
          },
          {
            word: '箱子',
            english: 'box',
            explain: 'A box has sides and a lid, and we keep or carry things inside it.',
            examples: [
              { tw: '大箱子', en: 'a big box' },
              { tw: '打開箱子', en: 'open the box' },
            ],
            sentence: { tw: '爸爸把玩具放進箱子裡。', en: 'Dad puts the toys into the box.' },
            picture: '📦',
          },
        ],
        story: [
          { tw: '星期六，全家人去竹林裡野餐。', en: 'On Saturday, the whole family goes for a picnic in the bamboo forest.' },
          { tw: '風一吹，高高的竹子就沙沙響。', en: 'When the wind blows, the tall bamboo rustles.' },
          { tw: '媽媽打開籃子，裡面有包子和水果。', en: 'Mom opens the basket, and inside there are steamed buns and fruit.' },
          { tw: '爸爸從箱子裡拿出每個人的筷子。', en: "Dad takes everyone's chopsticks out of the box." },
          { tw: '小美說：「我們在竹林裡，用竹子做的筷子吃飯！」', en: 'Xiaomei says, "We are in a bamboo forest, eating with chopsticks made of bamboo!"' },
        ],
      },
      {
        key: 'bamboo-2',
        title: { tw: '學校真好玩', en: 'School is fun' },
        words: [
          {
            word: '笑',
            english: 'laugh',
            explain: 'To laugh is to make happy sounds, like ha ha, when something is funny.',
            examples: [
              { tw: '大笑', en: 'laugh out loud' },
              { tw: '笑話', en: 'a joke' },
              { tw: '微笑', en: 'a smile' },
            ],
            sentence: { tw: '小美聽了笑話，哈哈大笑。', en: 'Xiaomei heard the joke and laughed out loud.' },
            picture: '😄',
          },
          {
            word: '筆',
            english: 'pen',
            explain: 'A pen is a thin tool that we hold in our hand to write and draw.',
            examples: [
              { tw: '鉛筆', en: 'a pencil' },
              { tw: '一支筆', en: 'a pen' },
              { tw: '毛筆', en: 'a writing brush' },
            ],
            sentence: { tw: '我用筆寫下自己的名字。', en: 'I write my name with a pen.' },
            picture: '🖊️',
          },
          {
            word: '籃球',
            english: 'basketball',
            explain: 'Basketball is a game where players bounce a ball and try to throw it through a high hoop.',
            examples: [
              { tw: '打籃球', en: 'play basketball' },
              { tw: '籃球場', en: 'a basketball court' },
            ],
            sentence: { tw: '小明放學後和同學打籃球。', en: 'After school, Xiaoming plays basketball with his classmates.' },
            picture: '🏀',
          },
          {
            word: '第一',
            english: 'first',
            explain: 'First means coming before all the others, like the winner of a race.',
            examples: [
              { tw: '第一名', en: 'first place' },
              { tw: '第一天', en: 'the first day' },
            ],
            sentence: { tw: '今天是小美上學的第一天。', en: "Today is Xiaomei's first day of school." },
            picture: '🥇',
          },
        ],
        story: [
          { tw: '今天學校有籃球比賽。', en: 'There is a basketball game at school today.' },
          { tw: '小明一下子就跑到前面，第一個把球投了進去。', en: 'Xiaoming dashes ahead in no time and is the first to get the ball in the hoop.' },
          { tw: '大家都拍手笑了。', en: 'Everyone claps and laughs.' },
          { tw: '回到教室，小明拿起筆，畫下了今天的比賽。', en: "Back in the classroom, Xiaoming picks up a pen and draws today's game." },
        ],
      },
    ],
  },
];
