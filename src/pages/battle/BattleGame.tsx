import { BattleRoom } from './BattleRoom';

/** /battle/game: the question, answer boxes, a countdown bar and crowns per side. */
export default function BattleGamePage() {
  return <BattleRoom />;
}
