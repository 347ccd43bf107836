/**
 * The animals the stories, sentences and books name, so the build can see that an animal
 * is 牠 (build/conventions.ts). A name here is matched at the start of a clause, also
 * with 小 before it (小狗, 小熊) and after 一隻/這隻 …; 豆豆 is the family's dog.
 */
export const ANIMAL_NAMES: readonly string[] = [
  '豆豆',
  // the curriculum's animals
  '斑馬', '河馬', '毛驢', '驢', '駱駝', '馬',
  '鯨魚', '章魚', '鯊魚', '鱷魚', '鯉魚', '小丑魚', '魚',
  '鴨子', '企鵝', '鵝', '鴿子', '鸚鵡', '貓頭鷹', '鳥',
  '毛毛蟲', '蝴蝶', '蜜蜂', '螞蟻', '青蛙', '蝸牛', '螃蟹', '蝌蚪',
  '導盲犬', '狗', '獅子', '猴子', '狐狸', '大猩猩',
  '山羊', '羊', '犀牛', '牛', '豬', '大象', '海豚',
  // animals the stories name without teaching them as words yet
  '貓咪', '貓', '熊', '兔子', '公雞', '母雞', '雞', '恐龍', '老虎', '松鼠',
];
