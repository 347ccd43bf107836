import type { CategorySource } from './types';

/**
 * The home page's navigation (SPEC §2): parent categories → categories → radicals.
 * Order here is the order a child sees.
 */
export const categories: CategorySource[] = [
  {
    key: 'me',
    name: { tw: '我和家人', en: 'Me and my family' },
    children: [
      { key: 'family', name: { tw: '家人', en: 'Family' }, radicals: ['人', '女', '子', '父', '自', '老'] },
      { key: 'body', name: { tw: '身體', en: 'My body' }, radicals: ['口', '目', '耳', '手', '足', '心', '頁'] },
      { key: 'health', name: { tw: '身體和健康', en: 'Body and health' }, radicals: ['身', '皮', '欠', '疒'] },
    ],
  },
  {
    key: 'nature',
    name: { tw: '大自然', en: 'Nature' },
    children: [
      { key: 'sky', name: { tw: '天空', en: 'The sky' }, radicals: ['日', '月', '夕', '雨', '冫', '气', '風'] },
      { key: 'land', name: { tw: '大地', en: 'The land' }, radicals: ['山', '水', '火', '土', '石', '田', '厂'] },
      { key: 'places', name: { tw: '山坡和村子', en: 'Hills and villages' }, radicals: ['阜', '里'] },
    ],
  },
  {
    key: 'living',
    name: { tw: '動物和植物', en: 'Animals and plants' },
    children: [
      { key: 'animals', name: { tw: '動物', en: 'Animals' }, radicals: ['馬', '魚', '鳥', '虫', '犬', '羊', '牛', '豕', '鹿', '虍', '鼠'] },
      { key: 'plants', name: { tw: '植物', en: 'Plants' }, radicals: ['艸', '竹', '木', '禾', '瓜'] },
      { key: 'wings', name: { tw: '翅膀和羽毛', en: 'Wings and feathers' }, radicals: ['隹', '羽'] },
    ],
  },
  {
    key: 'life',
    name: { tw: '生活', en: 'Everyday life' },
    children: [
      { key: 'food-clothes', name: { tw: '吃的和穿的', en: 'Food and clothes' }, radicals: ['米', '食', '衣', '糸', '巾', '毛', '甘', '辛', '酉'] },
      { key: 'home-things', name: { tw: '家裡的用具', en: 'Things at home' }, radicals: ['刀', '皿'] },
      { key: 'holidays', name: { tw: '過年和祝福', en: 'Holidays and wishes' }, radicals: ['示', '干'] },
      { key: 'around', name: { tw: '家裡和外面', en: 'At home and outside' }, radicals: ['門', '車', '金', '玉', '貝', '至', '邑'] },
      { key: 'houses', name: { tw: '房子和街道', en: 'Houses and streets' }, radicals: ['穴', '行', '戶', '宀', '广', '尸'] },
    ],
  },
  {
    key: 'school',
    name: { tw: '上學去', en: 'Off to school' },
    children: [
      { key: 'numbers', name: { tw: '數字', en: 'Numbers' }, radicals: ['一', '二', '八', '十', '囗'] },
      { key: 'actions', name: { tw: '說說做做', en: 'Say and do' }, radicals: ['大', '力', '言', '走', '止', '曰', '辵', '見', '立'] },
      { key: 'moves', name: { tw: '動手做，走一走', en: 'Hands and steps' }, radicals: ['攴', '又', '彳'] },
      { key: 'shapes', name: { tw: '顏色和形狀', en: 'Colors and shapes' }, radicals: ['白', '方', '小', '彡', '矢', '黑'] },
      { key: 'handy', name: { tw: '好用的字', en: 'Handy words' }, radicals: ['高', '工', '戈', '非', '己', '幺', '入', '弓', '冂', '亠', '寸'] },
      { key: 'strokes', name: { tw: '筆畫和部首', en: 'Strokes and radicals' }, radicals: ['乙', '儿', '丨', '丿', '匕', '卩', '襾', '丶'] },
    ],
  },
];
