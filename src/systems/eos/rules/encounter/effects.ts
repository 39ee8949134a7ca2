import { healthState, isKnockedOut, regenerate, regenerationPerRound } from '../combat/health';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import { Change, requireSettled } from './history';
import { combatantInTrance } from './queries';
import type { Encounter, TimedEffect, TimedEffectInput, Transition } from './types';

/**
 * Regeneration at the start of the troll's turn: Cave Troll "[Body value] each round for any combat damage they have
 * received", Forest Troll "[Body value + Combat Level]"; never the dead, never damage from other sources.
 */
function regenerateAtTurnStart(change: Change, id: string): void {
  const c = change.combatant(id);
  const perRound = regenerationPerRound({ specials: c.specials, body: c.body, combatLevel: c.combatLevel });
  if (perRound === 0 || c.combatDamage === 0) return;
  const healed = regenerate({ hp: c.hp, maxHp: c.maxHp, combatDamage: c.combatDamage, perRound });
  if (healed.hp === c.hp) return;
  change.updateCombatant(id, (x) => ({ ...x, combatDamage: healed.combatDamage }));
  change.changeHp(
    id,
    healed.hp - c.hp,
    {
      actorId: id,
      kind: 'effect',
      text: `${c.name} regenerates ${healed.hp - c.hp} HP of combat damage (${perRound} per round): ${healed.hp}/${c.maxHp} HP.`,
    },
    true,
  );
}

/** Counts an effect down by one of the bearer's turns; null when it wears off. */
function countDown(effect: TimedEffect): TimedEffect | null {
  switch (effect.kind) {
    case 'immobilized':
    case 'bleeding':
    case 'custom':
      return effect.rounds <= 1 ? null : { ...effect, rounds: effect.rounds - 1 };
    case 'stealth-flag':
      return effect;
  }
}

function applyEffect(change: Change, id: string, effect: TimedEffect): void {
  const name = change.combatant(id).name;
  const next = countDown(effect);
  const left = next !== null && next.kind !== 'stealth-flag' ? next.rounds : 0;
  switch (effect.kind) {
    case 'bleeding': {
      const after = change.combatant(id).hp - effect.perRound;
      change.changeHp(
        id,
        -effect.perRound,
        {
          actorId: null,
          kind: 'effect',
          damage: effect.perRound,
          text: `${name} bleeds for ${effect.perRound}: ${after} HP${left > 0 ? ` (${left} more rounds)` : ', the bleeding stops'}.`,
        },
        true,
      );
      break;
    }
    case 'immobilized':
      change.log({
        actorId: null,
        targetId: id,
        kind: 'effect',
        text:
          next === null
            ? `${name} is no longer immobilized.`
            : `${name} is immobilized: they may attack and defend but not leave their tile (${left} more round${left === 1 ? '' : 's'} after this one).`,
      });
      break;
    case 'custom':
      change.log({
        actorId: null,
        targetId: id,
        kind: 'effect',
        text:
          next === null
            ? `${effect.label} on ${name} ends.`
            : `${effect.label} on ${name}: ${left} round${left === 1 ? '' : 's'} left.`,
      });
      break;
    case 'stealth-flag':
      return;
  }
  change.updateCombatant(id, (c) => ({
    ...c,
    effects: c.effects.flatMap((e) => (e.id !== effect.id ? [e] : next === null ? [] : [next])),
  }));
}

/**
 * "At the start of each character's turn, if any effect is in play attached to that character – apply those effects":
 * the stealth flags the combatant placed wear off ("until the start of the stealthed character's next turn"),
 * regeneration heals combat damage, then bleeding, immobilization and the GM's effects count down in the order they
 * were added. The dead have no effects. Returns whether the combatant can act (is still conscious).
 */
export function applyStartOfTurn(change: Change, id: string): boolean {
  requireInput('Apply start of turn', change);
  const start = change.combatant(id);
  if (healthState(start.hp, start.maxHp) === 'dead') return false;
  const flagged = change.state.combatants.filter((c) =>
    c.effects.some((e) => e.kind === 'stealth-flag' && e.ownerId === id),
  );
  for (const c of flagged) {
    change.updateCombatant(c.id, (x) => ({
      ...x,
      effects: x.effects.filter((e) => !(e.kind === 'stealth-flag' && e.ownerId === id)),
    }));
  }
  if (flagged.length > 0) {
    change.log({
      actorId: id,
      targetId: null,
      kind: 'effect',
      text: `${start.name}'s stealth flags on ${flagged.map((c) => c.name).join(', ')} wear off.`,
    });
  }
  regenerateAtTurnStart(change, id);
  for (const effect of start.effects) applyEffect(change, id, effect);
  const now = change.combatant(id);
  if (isKnockedOut(now.hp) && combatantInTrance(now)) {
    change.log({
      actorId: id,
      targetId: null,
      kind: 'effect',
      text: `${now.name} is in Undeath's trance: the GM controls them; no skill bonuses, they may move and use “Exsanguination”.`,
    });
    return true;
  }
  return !isKnockedOut(now.hp);
}

function effectLabel(effect: TimedEffectInput, encounter: Encounter): string {
  switch (effect.kind) {
    case 'immobilized':
      return `immobilized for ${effect.rounds} round${effect.rounds === 1 ? '' : 's'}`;
    case 'bleeding':
      return `bleeding ${effect.perRound} per round for ${effect.rounds} round${effect.rounds === 1 ? '' : 's'}`;
    case 'custom':
      return `${effect.label} for ${effect.rounds} round${effect.rounds === 1 ? '' : 's'}`;
    case 'stealth-flag':
      return `a stealth flag from ${encounter.combatants.find((c) => c.id === effect.ownerId)?.name ?? effect.ownerId}`;
  }
}

function checkedEffect(effect: TimedEffectInput, id: string, bearerId: string, encounter: Encounter): TimedEffect {
  switch (effect.kind) {
    case 'immobilized':
      return { id, kind: 'immobilized', rounds: requireWhole('Rounds', effect.rounds, 1), trapDifficulty: null };
    case 'bleeding':
      return {
        id,
        kind: 'bleeding',
        perRound: requireWhole('Bleeding per round', effect.perRound, 1),
        rounds: requireWhole('Rounds', effect.rounds, 1),
      };
    case 'custom': {
      const label = effect.label.trim();
      if (label === '') throw new RulesError('not-allowed', 'Give the effect a name the table will recognise.');
      return { id, kind: 'custom', label, rounds: requireWhole('Rounds', effect.rounds, 1) };
    }
    case 'stealth-flag':
      if (effect.ownerId === bearerId)
        throw new RulesError('not-allowed', 'Nobody holds a stealth flag on themselves.');
      if (!encounter.combatants.some((c) => c.id === effect.ownerId)) {
        throw new RulesError('not-allowed', `There is no combatant "${effect.ownerId}" to hold the stealth flag.`);
      }
      return { id, kind: 'stealth-flag', ownerId: effect.ownerId };
  }
}

/** The GM attaches an effect: immobilized, bleeding, a stealth flag, or any labelled effect for some rounds. */
export function addEffect(encounter: Encounter, input: { combatantId: string; effect: TimedEffectInput }): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireSettled(encounter);
  const change = new Change(encounter);
  const bearer = change.combatant(input.combatantId);
  const effect = checkedEffect(input.effect, change.newId('e'), bearer.id, encounter);
  change.updateCombatant(bearer.id, (c) => ({ ...c, effects: [...c.effects, effect] }));
  change.log({
    actorId: null,
    targetId: bearer.id,
    kind: 'gm',
    text: `GM: ${bearer.name} is ${effectLabel(input.effect, encounter)}.`,
  });
  return change.done();
}

/** The GM removes an effect before it wears off. */
export function removeEffect(encounter: Encounter, input: { combatantId: string; effectId: string }): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireSettled(encounter);
  const change = new Change(encounter);
  const bearer = change.combatant(input.combatantId);
  if (!bearer.effects.some((e) => e.id === input.effectId)) {
    throw new RulesError('not-allowed', `${bearer.name} has no effect "${input.effectId}".`);
  }
  change.updateCombatant(bearer.id, (c) => ({ ...c, effects: c.effects.filter((e) => e.id !== input.effectId) }));
  change.log({ actorId: null, targetId: bearer.id, kind: 'gm', text: `GM: an effect on ${bearer.name} is removed.` });
  return change.done();
}

/**
 * The GM changes HP by hand: negative for damage, positive for healing (never above max HP). Damage counts as combat
 * damage that regeneration can heal unless `combat: false` (environment, magic: "Regeneration does not effect damage
 * received from non-physical sources").
 */
export function adjustHp(
  encounter: Encounter,
  input: { combatantId: string; amount: number; reason?: string; combat?: boolean },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  requireSettled(encounter);
  const amount = requireWhole('HP change', input.amount, Number.MIN_SAFE_INTEGER);
  if (amount === 0) throw new RulesError('invalid-number', 'The HP change must not be 0.');
  const change = new Change(encounter);
  const target = change.combatant(input.combatantId);
  const reason = input.reason?.trim() ? ` (${input.reason.trim()})` : '';
  const preview = amount > 0 ? Math.min(amount, target.maxHp - target.hp) : amount;
  const after = target.hp + preview;
  change.changeHp(
    target.id,
    amount,
    {
      actorId: null,
      kind: 'gm',
      ...(amount < 0 ? { damage: -amount } : {}),
      text:
        amount < 0
          ? `GM: ${target.name} takes ${-amount} damage${reason}: ${after}/${target.maxHp} HP.`
          : `GM: ${target.name} heals ${preview}${reason}: ${after}/${target.maxHp} HP.`,
    },
    input.combat ?? true,
  );
  return change.done();
}
