import { BattleRoom } from './BattleRoom';

/** /battle/finish: score, winner or loser (a tie: both win), play again and finish. */
export default function BattleFinishPage() {
  return <BattleRoom />;
}
