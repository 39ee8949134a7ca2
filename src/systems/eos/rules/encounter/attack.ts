import { attackDamage } from '../combat/attack-damage';
import { describeDamage, type DamageResult } from '../combat/damage-result';
import { hasSpecial } from '../combat/combatant';
import { isKnockedOut } from '../combat/health';
import { stealthAttackDamage } from '../combat/stealth-attack';
import { weaponKind } from '../combat/weapon-kinds';
import { RulesError, requireInput, requireText } from '../../../../core/rules';
import { planAttack, reachOf, wield, type AttackPlan } from './attack-plan';
import { criticalChoices } from './critical-choices';
import { describeSide, throwContest, type ContestDice, type ThrownContest } from './dice-input';
import { Change, requireSettled } from './history';
import { requireEncounter } from './inputs';
import { actionsThatFit, combatantHealth, hasStealthFlag } from './queries';
import {
  UNARMED,
  type AttackDeclaration,
  type Combatant,
  type Encounter,
  type LogResult,
  type PendingAttack,
  type Transition,
} from './types';

export type Readiness = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Whether the attack can be made now: the attacker conscious, on their turn with the action it needs (a contested
 * roll, or a non-contested action for a guaranteed hit; a stealth attack is a free action), weapons loaded, a stealth
 * flag for a stealth attack, and no critical choice waiting.
 */
export function attackReadiness(encounter: Encounter, plan: AttackPlan): Readiness {
  requireInput('The encounter', encounter);
  requireInput('The plan', plan);
  const { attacker, defender } = plan;
  if (encounter.pending !== null) return { ok: false, reason: 'A critical choice is waiting: choose it first.' };
  if (isKnockedOut(attacker.hp)) {
    return { ok: false, reason: `${attacker.name} is unconscious and may not declare any actions.` };
  }
  if (combatantHealth(defender) === 'dead') return { ok: false, reason: `${defender.name} is already dead.` };
  if (plan.mode === 'stealth' && !hasStealthFlag(defender, attacker.id)) {
    return {
      ok: false,
      reason: `${attacker.name} holds no stealth flag on ${defender.name}: win a stealth check against them first.`,
    };
  }
  if (plan.action !== 'free') {
    const current = encounter.turnActive ? encounter.order[encounter.turnIndex] : undefined;
    if (current !== attacker.id) {
      return {
        ok: false,
        reason: `It is not ${attacker.name}'s turn: "Their contested action may only be used on their turn."`,
      };
    }
    if (actionsThatFit(encounter.actionsUsed, plan.action) === 0) {
      return { ok: false, reason: `${attacker.name} has no ${plan.action} action left this turn.` };
    }
  }
  for (const w of plan.weapons) {
    if (w.item?.slot === 'weapon' && w.item.reload !== null && !w.item.reload.loaded) {
      const actions = weaponKind(w.item.kind).reloadActions ?? 0;
      return {
        ok: false,
        reason: `${w.name} is not loaded: reloading takes ${actions} non-contested action${actions === 1 ? '' : 's'}.`,
      };
    }
  }
  return { ok: true };
}

function weaponNames(plan: AttackPlan): string {
  return plan.weapons.map((w) => w.name).join(' and ');
}

function rollText(plan: AttackPlan, thrown: ThrownContest, distance: number): string {
  const { attacker, defender } = plan;
  const opening = `${attacker.name} attacks ${defender.name} with ${weaponNames(plan)} from ${distance} tile${distance === 1 ? '' : 's'}`;
  const crits = [
    thrown.attacker.natural === 20 ? `${attacker.name} rolls a natural 20` : '',
    thrown.attacker.natural === 1 ? `${attacker.name} rolls a natural 1` : '',
    thrown.defender.natural === 20 ? `${defender.name} rolls a natural 20` : '',
    thrown.defender.natural === 1 ? `${defender.name} rolls a natural 1` : '',
  ].filter(Boolean);
  const critText = crits.length === 0 ? '' : ` (${crits.join(', ')})`;
  switch (plan.mode) {
    case 'guaranteed-hit':
      return `${opening}: a guaranteed hit within ${reachOf(attacker, plan.weapons[0]!).guaranteedHitTiles} tiles, no roll.`;
    case 'stealth':
      return thrown.attacker.natural === null
        ? `${opening} as a stealth attack; ${defender.name} cannot defend.`
        : `${opening} as a stealth attack: ${describeSide(thrown.attacker)}; ${defender.name} cannot defend.`;
    case 'contested': {
      const verdict =
        thrown.winner === 'attacker'
          ? `${attacker.name} wins by ${thrown.difference}`
          : thrown.winner === 'defender'
            ? `${defender.name} wins by ${-thrown.difference}`
            : 'a tie';
      return `${opening}: ${describeSide(thrown.attacker)} against ${describeSide(thrown.defender)} — ${verdict}${critText}.`;
    }
  }
}

type PendingBase = Omit<PendingAttack, 'critical' | 'queue'>;

/** Trade Blows: a Neo-Blackbear or Neo-Bear "dealt damage from within their unarmed melee range" may strike back. */
function tradeBlowsNote(victim: Combatant, dealer: Combatant, distance: number): string {
  if (!hasSpecial(victim.specials, 'trade-blows-1') && !hasSpecial(victim.specials, 'trade-blows-2')) return '';
  if (isKnockedOut(victim.hp) || distance > reachOf(victim, wield(victim, UNARMED)).maxTiles) return '';
  return ` ${victim.name} may trade blows with ${dealer.name}.`;
}

function dealDamage(
  change: Change,
  dealer: Combatant,
  target: Combatant,
  damage: DamageResult,
  distance: number,
  how: string,
): void {
  const after = change.combatant(target.id).hp - damage.total;
  const text =
    damage.total === 0
      ? `${how}, but nothing gets through ${target.name}'s armor (${describeDamage(damage)}).`
      : `${how}: ${target.name} takes ${damage.total} (${describeDamage(damage)}), ${after}/${target.maxHp} HP.`;
  change.changeHp(
    target.id,
    -damage.total,
    { actorId: dealer.id, kind: 'damage', damage: damage.total, breakdown: describeDamage(damage), text },
    true,
  );
  if (damage.total > 0) {
    const note = tradeBlowsNote(change.combatant(target.id), dealer, distance);
    if (note !== '') change.log({ actorId: target.id, targetId: dealer.id, kind: 'damage', text: note.trim() });
  }
}

/** Applies the damage of a thrown attack once every critical choice is made ("The damage to the gear happens before"). */
function applyDamage(change: Change, base: PendingBase): void {
  const plan = planAttack(change.state, base.declaration, { defenderRolls: base.defenderRolled });
  const { attacker, defender } = plan;
  const distance = base.declaration.distance;
  switch (plan.mode) {
    case 'guaranteed-hit':
      dealDamage(change, attacker, defender, attackDamage(plan.attack, 0), distance, `${attacker.name} hits`);
      return;
    case 'stealth': {
      const damage =
        plan.freeHit === null || base.attackerNatural === null
          ? attackDamage(plan.attack, 0)
          : stealthAttackDamage(plan.attack, { d20: base.attackerNatural, ...plan.freeHit });
      dealDamage(change, attacker, defender, damage, distance, `${attacker.name}'s stealth attack lands`);
      return;
    }
    case 'contested':
      break;
  }
  switch (base.result) {
    case 'attacker':
      dealDamage(
        change,
        attacker,
        defender,
        attackDamage(plan.attack, base.difference),
        distance,
        `${attacker.name} hits`,
      );
      return;
    case 'defender':
      if (plan.counter !== null) {
        dealDamage(
          change,
          defender,
          attacker,
          attackDamage(plan.counter, -base.difference),
          distance,
          `${defender.name} counterattacks`,
        );
      } else {
        change.log({
          actorId: defender.id,
          targetId: attacker.id,
          kind: 'damage',
          damage: 0,
          text: `${defender.name} evades the attack. ${plan.counterNote ?? ''}`.trim(),
        });
      }
      return;
    case 'tie':
    case 'guaranteed-hit':
    case 'free-hit':
      change.log({
        actorId: attacker.id,
        targetId: defender.id,
        kind: 'damage',
        damage: 0,
        text: 'A tie: the attacker does not win and nobody deals damage.',
      });
      return;
  }
}

/** Moves to the next critical with something to choose, or applies the damage when none is left. */
function advance(change: Change, base: PendingBase, queue: readonly ('attacker' | 'defender')[]): void {
  for (let i = 0; i < queue.length; i++) {
    const role = queue[i] as 'attacker' | 'defender';
    const plan = planAttack(change.state, base.declaration, { defenderRolls: base.defenderRolled });
    const natural = (role === 'attacker' ? base.attackerNatural : base.defenderNatural) as number;
    const [roller, opponent] = role === 'attacker' ? [plan.attacker, plan.defender] : [plan.defender, plan.attacker];
    const critical = criticalChoices({
      natural,
      roller,
      rollerWeapons: role === 'attacker' ? plan.weapons : plan.response,
      opponent,
      opponentWeapons: role === 'attacker' ? plan.response : plan.weapons,
    });
    if (critical === null) continue;
    if (critical.options.length > 0) {
      change.set({ pending: { ...base, critical, queue: queue.slice(i + 1) } });
      return;
    }
    change.log({
      actorId: roller.id,
      targetId: null,
      kind: 'critical',
      text: `${roller.name}'s natural ${natural} finds no gear to ${natural === 20 ? 'damage' : 'lower'}.`,
    });
  }
  change.set({ pending: null });
  applyDamage(change, base);
}

/**
 * Resolves an attack: spends the action, fires (a crossbow or firearm is then empty), throws the dice (typed or from a
 * RandomSource) and applies the weapon's rule — the winner's damage, the defender's melee counterattack, a dodge, a
 * guaranteed hit or a stealth attack. A natural 20 or 1 leaves a pending critical choice (chooseCriticalTarget) before
 * any damage: "The damage to the gear happens before the damage to the player is calculated."
 */
export function resolveAttack(encounter: Encounter, input: AttackDeclaration & { dice: ContestDice }): Transition {
  requireInput('Resolve attack', encounter);
  requireSettled(encounter);
  const { dice, ...declaration } = input;
  const plan = planAttack(encounter, declaration);
  const ready = attackReadiness(encounter, plan);
  if (!ready.ok) throw new RulesError('not-allowed', ready.reason);
  const { attacker, defender } = plan;
  const thrown = throwContest(plan.contest, dice, { attacker: attacker.name, defender: defender.name });
  const change = new Change(encounter);
  if (plan.action !== 'free') change.set({ actionsUsed: [...encounter.actionsUsed, plan.action] });
  const fired = new Set(
    plan.weapons.flatMap((w) => (w.item?.slot === 'weapon' && w.item.reload !== null ? [w.ref] : [])),
  );
  if (fired.size > 0) {
    change.updateCombatant(attacker.id, (c) => ({
      ...c,
      gear: c.gear.map((g) =>
        g.slot === 'weapon' && fired.has(g.id) ? { ...g, reload: { loaded: false, actionsDone: 0 } } : g,
      ),
    }));
  }
  if (plan.mode === 'stealth') {
    // "Once this attack is used; all opponents whose vision is not blocked … will lose their Stealth flag".
    change.set({
      combatants: change.state.combatants.map((c) =>
        hasStealthFlag(c, attacker.id)
          ? { ...c, effects: c.effects.filter((e) => !(e.kind === 'stealth-flag' && e.ownerId === attacker.id)) }
          : c,
      ),
    });
  }
  const result: LogResult =
    plan.mode === 'guaranteed-hit' ? 'guaranteed-hit' : plan.mode === 'stealth' ? 'free-hit' : thrown.winner;
  change.log({
    actorId: attacker.id,
    targetId: defender.id,
    kind: 'attack',
    dice: { actor: thrown.attacker, opponent: plan.mode === 'contested' ? thrown.defender : null },
    result,
    text: rollText(plan, thrown, declaration.distance),
  });
  const base: PendingBase = {
    declaration,
    difference: plan.mode === 'contested' ? thrown.difference : 0,
    result,
    attackerNatural: thrown.attacker.natural,
    defenderNatural: thrown.defender.natural,
    defenderRolled: plan.contest.defender.dice > 0,
  };
  // Criticals come from "a d20 for a contested roll in combat": not from a stealth attack's free roll.
  const isCrit = (n: number | null): boolean => n === 20 || n === 1;
  const queue =
    plan.mode === 'contested'
      ? [
          ...(isCrit(thrown.attacker.natural) ? (['attacker'] as const) : []),
          ...(isCrit(thrown.defender.natural) ? (['defender'] as const) : []),
        ]
      : [];
  advance(change, base, queue);
  return change.done();
}

/**
 * Resolves the waiting critical choice with a gear id from its options (or BODY_TARGET for the 10-damage option): a
 * natural 20 lowers the opponent's chosen gear one tier "until it can be repaired after the battle" (null declines it,
 * "may"); a natural 1 lowers the roller's own weapon or shield, or with bare hands deals 10 damage ignoring armor
 * ("must"). Then the next critical, or the attack's damage.
 */
export function chooseCriticalTarget(encounter: Encounter, input: { gearItemId: string | null }): Transition {
  requireEncounter('The encounter', encounter);
  requireInput('The critical choice', input);
  if (input.gearItemId !== null) requireText('The gear chosen', input.gearItemId);
  const pending = encounter.pending;
  if (pending === null) throw new RulesError('not-allowed', 'No critical roll is waiting for a choice.');
  const { critical, queue, ...base } = pending;
  const change = new Change(encounter);
  const roller = change.combatant(critical.rollerId);
  const verb = critical.kind === 'critical-hit' ? 'natural 20' : 'natural 1';
  if (input.gearItemId === null) {
    if (!critical.optional) {
      throw new RulesError(
        'not-allowed',
        `A natural 1 must be paid: choose one of ${critical.options.map((o) => o.label).join('; ')}.`,
      );
    }
    change.log({ actorId: roller.id, targetId: null, kind: 'critical', text: `${roller.name} lets the ${verb} pass.` });
  } else {
    const choice = critical.options.find((o) => o.gearItemId === input.gearItemId);
    if (choice === undefined) {
      throw new RulesError('not-allowed', `Choose one of: ${critical.options.map((o) => o.label).join('; ')}.`);
    }
    const owner = change.combatant(choice.ownerId);
    switch (choice.kind) {
      case 'lower-tier':
        change.updateCombatant(owner.id, (c) => ({
          ...c,
          gear: c.gear.map((g) => (g.id === choice.gearItemId ? { ...g, tier: choice.toTier } : g)),
        }));
        change.log({
          actorId: roller.id,
          targetId: owner.id,
          kind: 'critical',
          text: `${roller.name}'s ${verb} lowers ${choice.label} for the rest of the fight.`,
        });
        break;
      case 'direct-damage':
        change.changeHp(
          owner.id,
          -choice.damage,
          {
            actorId: roller.id,
            kind: 'critical',
            damage: choice.damage,
            text: `${roller.name}'s ${verb}: ${owner.name} takes ${choice.damage}, ignoring armor, ${owner.hp - choice.damage}/${owner.maxHp} HP.`,
          },
          true,
        );
        break;
    }
  }
  change.set({ pending: null });
  advance(change, base, queue);
  return change.done();
}
