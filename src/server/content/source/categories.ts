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
      { key: 'family', name: { tw: '家人', en: 'Family' }, radicals: ['人', '女', '子', '老'] },
      { key: 'body', name: { tw: '身體', en: 'My body' }, radicals: ['口', '目', '耳', '手', '足', '心', '頁'] },
      { key: 's2-health', name: { tw: '身體和健康', en: 'Body and health' }, radicals: ['身', '皮', '欠', '疒'] },
    ],
  },
  {
    key: 'nature',
    name: { tw: '大自然', en: 'Nature' },
    children: [
      { key: 'sky', name: { tw: '天空', en: 'The sky' }, radicals: ['日', '月', '夕', '雨'] },
      { key: 'land', name: { tw: '大地', en: 'The land' }, radicals: ['山', '水', '火', '土', '石', '田'] },
    ],
  },
  {
    key: 'living',
    name: { tw: '動物和植物', en: 'Animals and plants' },
    children: [
      { key: 'animals', name: { tw: '動物', en: 'Animals' }, radicals: ['馬', '魚', '鳥', '虫', '犬', '羊', '牛', '豕', '鼠'] },
      { key: 'plants', name: { tw: '植物', en: 'Plants' }, radicals: ['艸', '竹', '木', '禾'] },
    ],
  },
  {
    key: 'life',
    name: { tw: '生活', en: 'Everyday life' },
    children: [
      { key: 'food-clothes', name: { tw: '吃的和穿的', en: 'Food and clothes' }, radicals: ['米', '食', '衣', '糸', '酉'] },
      { key: 'around', name: { tw: '家裡和外面', en: 'At home and outside' }, radicals: ['門', '車', '金', '玉', '貝', '邑'] },
    ],
  },
  {
    key: 'school',
    name: { tw: '上學去', en: 'Off to school' },
    children: [
      { key: 'numbers', name: { tw: '數字', en: 'Numbers' }, radicals: ['一', '二', '八', '十', '囗'] },
      { key: 'actions', name: { tw: '說說做做', en: 'Say and do' }, radicals: ['大', '力', '言', '走'] },
      { key: 's2-shapes', name: { tw: '長短和顏色', en: 'Sizes and colors' }, radicals: ['矢', '黑', '丶'] },
    ],
  },
];
