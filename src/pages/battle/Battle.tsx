import { BattleRoom } from './BattleRoom';

/** /battle: the ready screen (two players, the VS badge, a ready button per side). */
export default function BattlePage() {
  return <BattleRoom />;
}
