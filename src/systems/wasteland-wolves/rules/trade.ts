import { requireBoolean } from './checks';
import type { StockId } from './ids';
import { perkEffects, type PerkBuild } from './perks';
import { GAME } from './tables';

/** What a trade costs: nothing, or one of the fee items per transaction. */
export interface TradeFee {
  readonly free: boolean;
  /** "a fee of one scrap OR one metal per transaction". */
  readonly oneOf: readonly StockId[];
  readonly reason: string;
}

/**
 * "Can trade freely with a player on the same tile. Can trade with players anywhere for a fee of one scrap OR one metal
 * per transaction via the Orphan Express." Friend of Orphans: "When other players send you items they no longer have
 * to pay a fee."
 */
export function tradeFee(sameTile: boolean, recipientPerks: PerkBuild): TradeFee {
  if (requireBoolean('On the same tile', sameTile)) return { free: true, oneOf: [], reason: 'On the same tile: free.' };
  perkEffects(recipientPerks);
  if ((recipientPerks['friend-of-orphans'] ?? 0) > 0) {
    return { free: true, oneOf: [], reason: 'The receiver is a Friend of Orphans: no fee.' };
  }
  return { free: false, oneOf: GAME.trade.feeItems, reason: 'Orphan Express: one scrap or one metal.' };
}
