import { fromPromise } from 'xstate';
import type { BattleWord } from '../../../../machines/battle/battle.types';
import { api, unwrap } from '../../client';

/** GET interactive/words: the battle's question words (what the battle shows of each). */
export const loadBattleWords = fromPromise<BattleWord[], void>(async ({ signal }) => {
  const words = await unwrap(api.GET('/interactive/words', { signal }));
  return words.map(({ id, word, pinyin, zhuyin, english }) => ({ id, word, pinyin, zhuyin, english }));
});
