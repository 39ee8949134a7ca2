import { Change, requireSettled } from './history';
import type { Encounter, Transition } from './types';
import { requireInput } from '../../../../core/rules';

/**
 * After the fight: gear a critical lowered is restored ("reduce it's Tier by 1 until it can be repaired after the
 * battle"). Natural armor and weapons are not repaired but heal ("until it is healed": 1 tier per week, see
 * healedNaturalTier), so they stay as they are.
 */
export function repairAfterBattle(encounter: Encounter): Transition {
  requireInput('Repair after battle', encounter);
  requireSettled(encounter);
  const change = new Change(encounter);
  let changed = false;
  for (const c of encounter.combatants) {
    const damaged = c.gear.filter((g) => g.tier < g.fullTier);
    const repairable = damaged.filter((g) => g.slot === 'weapon' || g.slot === 'armor' || g.slot === 'shield');
    if (repairable.length > 0) {
      changed = true;
      change.updateCombatant(c.id, (x) => ({
        ...x,
        gear: x.gear.map((g) => (repairable.some((r) => r.id === g.id) ? { ...g, tier: g.fullTier } : g)),
      }));
      change.log({
        actorId: null,
        targetId: c.id,
        kind: 'repair',
        text: `${c.name}'s gear is repaired: ${repairable.map((g) => `${g.name} T${g.tier} → T${g.fullTier}`).join(', ')}.`,
      });
    }
    const natural = damaged.filter((g) => g.slot === 'natural-armor' || g.slot === 'natural-weapon');
    if (natural.length > 0) {
      changed = true;
      change.log({
        actorId: null,
        targetId: c.id,
        kind: 'repair',
        text: `${c.name}'s ${natural.map((g) => `${g.name} (T${g.tier} of T${g.fullTier})`).join(', ')} heal${natural.length === 1 ? 's' : ''} 1 tier per week instead.`,
      });
    }
  }
  if (!changed) {
    change.log({ actorId: null, targetId: null, kind: 'repair', text: 'No gear needs repair.' });
  }
  return change.done();
}
