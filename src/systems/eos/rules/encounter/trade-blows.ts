import { hasSpecial } from '../combat/combatant';
import { describeDamage } from '../combat/damage-result';
import { isKnockedOut } from '../combat/health';
import { tradeBlowsOneDamage, tradeBlowsTwoShove } from '../combat/trade-blows';
import type { CombatSpecialId } from '../schemas/combat';
import type { SkillId } from '../schemas/skills';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import { reachOf, wield } from './attack-plan';
import { describeSide, throwContest, throwD20, type ContestDice } from './dice-input';
import { Change, requireSettled } from './history';
import { requireEncounter } from './inputs';
import { armorAgainst, skillLevel } from './queries';
import { UNARMED, type Combatant, type D20Input, type Encounter, type Transition } from './types';

/** Which Trade Blows a special gives: "Trade Blows 1" strikes, "Trade Blows 2" shoves. */
const TRADE_BLOWS: readonly { special: CombatSpecialId; kind: TradeBlowsOpening['kind'] }[] = [
  { special: 'trade-blows-1', kind: 'strike' },
  { special: 'trade-blows-2', kind: 'shove' },
];

/** The latest damage dealt to `bear` by another fighter, unless the bear has answered it already. */
function unansweredHit(encounter: Encounter, bear: Combatant): { dealerId: string | null; answered: boolean } {
  const log = encounter.log;
  const lastHit = log.findLastIndex((e) => e.targetId === bear.id && e.hpChange < 0);
  const dealerId = log[lastHit]?.actorId ?? null;
  const answered = log
    .slice(lastHit + 1)
    .some((e) => e.actorId === bear.id && e.targetId === dealerId && e.kind === 'attack');
  return { dealerId: lastHit === -1 ? null : dealerId, answered };
}

/** A Trade Blows answer open now: `bearId` was just damaged by `targetId` and may strike (1) or shove (2) back. */
export interface TradeBlowsOpening {
  readonly bearId: string;
  readonly targetId: string;
  readonly kind: 'strike' | 'shove';
  /** The bear's unarmed reach in tiles: the blow must have come from within it. */
  readonly reach: number;
}

/**
 * The Trade Blows answers open in the fight: "Whenever the character with this ability is dealt damage from within
 * their unarmed melee range … they get a free … attack against the character that dealt damage to them" — a conscious
 * Neo-Blackbear or Neo-Bear whose latest damage came from a fighter still in the fight, not answered yet. The distance
 * of that blow is the table's to say (tradeBlows and tradeBlowsShove check it against `reach`). None while a critical
 * choice waits: "Nothing can interrupt damage."
 */
export function tradeBlowsOpenings(encounter: Encounter): TradeBlowsOpening[] {
  requireEncounter('The encounter', encounter);
  if (encounter.pending !== null) return [];
  return encounter.combatants.flatMap((bear) => {
    const trade = TRADE_BLOWS.find((t) => hasSpecial(bear.specials, t.special));
    if (trade === undefined || isKnockedOut(bear.hp)) return [];
    const { dealerId, answered } = unansweredHit(encounter, bear);
    const target = encounter.combatants.find((c) => c.id === dealerId && c.id !== bear.id);
    if (target === undefined || answered) return [];
    return [
      { bearId: bear.id, targetId: target.id, kind: trade.kind, reach: reachOf(bear, wield(bear, UNARMED)).maxTiles },
    ];
  });
}

/**
 * Checks the trigger: "Whenever the character with this ability is dealt damage from within their unarmed melee range"
 * — the bear's latest damage came from `target`, within unarmed reach, and the bear has not answered it yet.
 */
function requireTrigger(
  change: Change,
  encounter: Encounter,
  input: { bearId: string; targetId: string; distance: number },
  special: CombatSpecialId,
): { bear: Combatant; target: Combatant } {
  const bear = change.combatant(input.bearId);
  const target = change.combatant(input.targetId);
  if (!hasSpecial(bear.specials, special)) {
    throw new RulesError(
      'not-allowed',
      `${bear.name} does not have “${special === 'trade-blows-1' ? 'Trade Blows 1' : 'Trade Blows 2'}”.`,
    );
  }
  if (isKnockedOut(bear.hp)) throw new RulesError('not-allowed', `${bear.name} is unconscious and may not act.`);
  const distance = requireWhole('Distance in tiles', input.distance, 1);
  const reach = reachOf(bear, wield(bear, UNARMED)).maxTiles;
  if (distance > reach)
    throw new RulesError('not-allowed', `${target.name} is beyond ${bear.name}'s unarmed reach of ${reach}.`);
  const { dealerId, answered } = unansweredHit(encounter, bear);
  if (dealerId !== target.id) {
    throw new RulesError(
      'not-allowed',
      `Trade Blows answers damage: ${target.name} has not just damaged ${bear.name}.`,
    );
  }
  if (answered) throw new RulesError('not-allowed', `${bear.name} has already answered that blow.`);
  return { bear, target };
}

/**
 * Neo-Blackbear “Trade Blows 1”: after being damaged from within unarmed reach, "a free unarmed attack against the
 * character that dealt damage to them. As a non-contested strike" — d20 + Reflex + Unarmed folded into damage like a
 * stealth attack, weapon tier 0; "The target … still gets to apply their shield bonus" (from the front).
 */
export function tradeBlows(
  encounter: Encounter,
  input: { bearId: string; targetId: string; distance: number; from: 'front' | 'rear'; dice: D20Input },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireSettled(encounter);
  const change = new Change(encounter);
  const { bear, target } = requireTrigger(change, encounter, input, 'trade-blows-1');
  const d20 = throwD20(input.dice, bear.name);
  const weaponSkill = skillLevel(bear, 'unarmed-melee');
  const damage = tradeBlowsOneDamage({
    bear: { body: bear.body, size: bear.size, specials: bear.specials },
    roll: { d20, reflex: bear.reflex, weaponSkill },
    targetArmor: armorAgainst(target, input.from).total,
  });
  const modifier = bear.reflex + weaponSkill;
  change.log({
    actorId: bear.id,
    targetId: target.id,
    kind: 'attack',
    dice: { actor: { rolls: [d20], natural: d20, modifier, total: d20 + modifier }, opponent: null },
    result: 'free-hit',
    text: `${bear.name} trades blows with ${target.name}: a free unarmed strike, d20 ${d20} + ${modifier} = ${d20 + modifier}.`,
  });
  change.changeHp(
    target.id,
    -damage.total,
    {
      actorId: bear.id,
      kind: 'damage',
      damage: damage.total,
      breakdown: describeDamage(damage),
      text: `${target.name} takes ${damage.total} (${describeDamage(damage)}), ${target.hp - damage.total}/${target.maxHp} HP.`,
    },
    true,
  );
  return change.done();
}

/**
 * Neo-Bear “Trade Blows 2”: a free unarmed contest with dual-wield dice ("functions with dual wielding mechanics even if
 * both hands are otherwise occupied"); "No damage occurs from the contested action regardless of who wins it". If the
 * bear wins, the target is shoved up to the bear's Body in tiles (an XL target shoves the bear); obstacle damage, if
 * any, goes in with adjustHp. The target rolls with the skill they choose.
 */
export function tradeBlowsShove(
  encounter: Encounter,
  input: { bearId: string; targetId: string; distance: number; defenceSkill: SkillId; dice: ContestDice },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireSettled(encounter);
  const change = new Change(encounter);
  const { bear, target } = requireTrigger(change, encounter, input, 'trade-blows-2');
  const thrown = throwContest(
    {
      attacker: { dice: 2, modifier: bear.reflex + skillLevel(bear, 'unarmed-melee') },
      defender: isKnockedOut(target.hp)
        ? { dice: 0, modifier: 0 }
        : { dice: 1, modifier: target.reflex + skillLevel(target, input.defenceSkill) },
    },
    input.dice,
    { attacker: bear.name, defender: target.name },
  );
  const shove = tradeBlowsTwoShove({ bearBody: bear.body, targetSize: target.size.sizeCategory });
  const outcome =
    thrown.winner !== 'attacker'
      ? `${target.name} holds: no shove`
      : shove.moved === 'target'
        ? `${bear.name} shoves ${target.name} up to ${shove.maxTiles} tiles (hitting an obstacle: ${shove.obstacleDamage} damage, ignoring armor)`
        : `${target.name} is too big: ${bear.name} is shoved up to ${shove.maxTiles} tiles instead`;
  change.log({
    actorId: bear.id,
    targetId: target.id,
    kind: 'attack',
    dice: { actor: thrown.attacker, opponent: thrown.defender },
    result: thrown.winner,
    text: `${bear.name} trades blows with ${target.name}: ${describeSide(thrown.attacker)} against ${describeSide(thrown.defender)} — ${outcome}.`,
  });
  return change.done();
}
