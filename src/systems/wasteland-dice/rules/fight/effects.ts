import { downedNotice } from '../hit-points';
import type { FightChange } from './history';
import type { FightFighter } from './types';

/** Lets go of every hold a fighter is part of, holding or held (R-house-2), logging each. */
export function releaseHolds(change: FightChange, fighterId: string, why: string): void {
  for (const other of change.state.fighters) {
    if (other.heldBy === fighterId || (other.id === fighterId && other.heldBy !== null)) {
      const holder = change.fighter(other.heldBy as string);
      change.updateFighter(other.id, (f) => ({ ...f, heldBy: null }));
      change.log({
        kind: 'hold',
        actorId: holder.id,
        targetId: other.id,
        text: `${holder.name} no longer holds ${other.name} (${why}).`,
      });
    }
  }
}

/**
 * Sets a fighter's hit points and what follows: reaching 0 is downed ("can't take part in combat anymore"), which
 * ends their holds and shows what being downed means (M-02). Returns the fighter after.
 */
export function changeHp(change: FightChange, fighterId: string, hp: number): FightFighter {
  const before = change.fighter(fighterId);
  const after = change.updateFighter(fighterId, (f) => ({ ...f, hp }));
  if (before.hp > 0 && hp === 0) {
    change.log({
      kind: 'downed',
      targetId: fighterId,
      hpAfter: 0,
      text: `${after.name} is downed. ${downedNotice(change.state.rules)}`,
    });
    releaseHolds(change, fighterId, `${after.name} is downed`);
  }
  return after;
}
