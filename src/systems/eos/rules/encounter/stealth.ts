import { isKnockedOut } from '../combat/health';
import { stealthCheckModifier } from '../combat/roll-modifiers';
import { contestWinner, type ContestSide } from '../../../../core/rules';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import type { RandomSource } from '../../../../core/rules';
import { describeSide, throwSide } from './dice-input';
import { turnStep } from './history';
import { actionsThatFit, skillLevel } from './queries';
import type { Encounter, Transition } from './types';

/** The dice of a stealth check: the stealthed character's d20 and each observer's, typed, or rolled by the app. */
export type StealthDice = RandomSource | { readonly attacker: number; readonly defenders: readonly number[] };

/**
 * Stealth In Combat: "[Stealth + Presence + 1d20] vs [Stealth + Presence + 1d20]. This skill check considered a
 * contested action." "Each character that rolls under the total rolled by the initiator will have a stealth flag
 * attached to them until the start of the stealthed character's next turn", which gives a free stealth attack on them.
 * An unconscious observer rolls nothing. `lowLight` is the GM's declared low-light level (Neo-Panther Blend in Shadow).
 */
export function stealthCheck(
  encounter: Encounter,
  input: { defenderIds: readonly string[]; dice: StealthDice; lowLight?: number },
): Transition {
  requireInput('The encounter', encounter);
  requireInput('The input', input);
  const { change, actor: sneak } = turnStep(encounter);
  if (isKnockedOut(sneak.hp)) throw new RulesError('not-allowed', `${sneak.name} is unconscious and may not act.`);
  if (actionsThatFit(encounter.actionsUsed, 'contested') === 0) {
    throw new RulesError('not-allowed', `${sneak.name} has no contested action left this turn.`);
  }
  if (input.defenderIds.length === 0) throw new RulesError('not-allowed', 'Choose whom the stealth check is against.');
  if (new Set(input.defenderIds).size !== input.defenderIds.length || input.defenderIds.includes(sneak.id)) {
    throw new RulesError('not-allowed', 'Name each opponent once, and not the stealthed character.');
  }
  const observers = input.defenderIds.map((d) => change.combatant(d));
  const { dice } = input;
  if (typeof dice !== 'function' && dice.defenders.length !== observers.length) {
    throw new RulesError('invalid-number', `Type one d20 for each of the ${observers.length} opponents.`);
  }
  const lowLight = requireWhole('Low-light level', input.lowLight ?? 0);
  const sneakSide: ContestSide = {
    dice: 1,
    modifier: stealthCheckModifier({
      presence: sneak.presence,
      stealth: skillLevel(sneak, 'stealth'),
      specials: sneak.specials,
      lowLight,
      role: 'stealthed',
    }),
  };
  const rolled = throwSide(sneakSide, typeof dice === 'function' ? dice : [dice.attacker], sneak.name);
  change.set({ actionsUsed: [...encounter.actionsUsed, 'contested'] });
  change.log({
    actorId: sneak.id,
    targetId: null,
    kind: 'stealth',
    dice: { actor: rolled, opponent: null },
    text: `${sneak.name} tries to slip out of sight: ${describeSide(rolled)}.`,
  });
  observers.forEach((o, i) => {
    const side: ContestSide = isKnockedOut(o.hp)
      ? { dice: 0, modifier: 0 }
      : {
          dice: 1,
          modifier: stealthCheckModifier({
            presence: o.presence,
            stealth: skillLevel(o, 'stealth'),
            specials: o.specials,
            role: 'observer',
          }),
        };
    const typed = typeof dice === 'function' ? dice : side.dice === 0 ? [] : [dice.defenders[i] as number];
    const seen = throwSide(side, typed, o.name);
    const winner = contestWinner(rolled.total - seen.total);
    const flagged = winner === 'attacker';
    if (flagged) {
      const effectId = change.newId('e');
      change.updateCombatant(o.id, (x) => ({
        ...x,
        effects: [
          ...x.effects.filter((e) => !(e.kind === 'stealth-flag' && e.ownerId === sneak.id)),
          { id: effectId, kind: 'stealth-flag', ownerId: sneak.id },
        ],
      }));
    }
    change.log({
      actorId: sneak.id,
      targetId: o.id,
      kind: 'stealth',
      dice: { actor: rolled, opponent: seen },
      result: winner,
      text: flagged
        ? `${o.name} (${describeSide(seen)}) loses track of ${sneak.name}: stealth flag, a free stealth attack until ${sneak.name}'s next turn.`
        : `${o.name} (${describeSide(seen)}) sees ${sneak.name}.`,
    });
  });
  return change.done();
}
