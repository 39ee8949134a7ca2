import { criticalOutcome, type CritGear, type CriticalOption } from '../combat/criticals';
import { gearOf, equippedShieldTier } from './queries';
import type { Wielded } from './attack-plan';
import { BODY_TARGET, type Combatant, type CriticalChoice, type EncounterGear, type PendingCritical } from './types';
import { requireInput } from '../../../../core/rules';

function madeWeapons(wielded: readonly Wielded[]): EncounterGear[] {
  return wielded.flatMap((w) => (w.item?.slot === 'weapon' ? [w.item] : []));
}

/** A combatant's gear as a critical sees it: the weapons of this exchange (or, when they used none, all they carry). */
function critGear(c: Combatant, wielded: readonly Wielded[]): { gear: CritGear; weapons: EncounterGear[] } {
  const used = madeWeapons(wielded);
  const weapons = wielded.length > 0 ? used : gearOf(c, 'weapon');
  const fighting: CritGear['fighting'] =
    used.length > 0 || wielded.length === 0
      ? 'weapon'
      : wielded.some((w) => w.kind === 'natural-weapon')
        ? 'natural'
        : 'unarmed';
  const naturalArmor = gearOf(c, 'natural-armor');
  const naturalWeapon = gearOf(c, 'natural-weapon');
  const shield = equippedShieldTier(c);
  const weaponTier = weapons.length === 0 ? undefined : Math.max(...weapons.map((w) => w.tier));
  return {
    weapons,
    gear: {
      fighting,
      ...(weaponTier === undefined ? {} : { weapon: weaponTier }),
      ...(shield === undefined ? {} : { shield }),
      armor: gearOf(c, 'armor').reduce((sum, a) => sum + a.tier, 0),
      ...(naturalArmor.length === 0 ? {} : { naturalArmor: naturalArmor.reduce((sum, a) => sum + a.tier, 0) }),
      ...(naturalWeapon.length === 0 ? {} : { naturalWeapon: Math.max(...naturalWeapon.map((w) => w.tier)) }),
    },
  };
}

function candidates(
  owner: Combatant,
  option: Extract<CriticalOption, { kind: 'lower-tier' }>,
  weapons: EncounterGear[],
) {
  switch (option.gear) {
    case 'weapon':
      return weapons;
    case 'shield':
      return gearOf(owner, 'shield').filter((s) => s.equipped);
    case 'armor':
      return gearOf(owner, 'armor');
    case 'natural-armor':
      return gearOf(owner, 'natural-armor');
    case 'natural-weapon':
      return gearOf(owner, 'natural-weapon');
  }
}

/**
 * The choices a natural 20 or 1 opens, one per piece of gear (criticalOutcome decides which kinds of gear qualify:
 * worn armor before natural armor, natural weapons only with bare hands, no weapon damage from an unarmed roller …).
 * Null when the roll is no critical or nothing can be struck. Internal on purpose (not in the encounter's index):
 * resolveAttack puts its answer in `pending.critical`, which is what a view shows and chooseCriticalTarget takes.
 */
export function criticalChoices(input: {
  natural: number;
  roller: Combatant;
  rollerWeapons: readonly Wielded[];
  opponent: Combatant;
  opponentWeapons: readonly Wielded[];
}): PendingCritical | null {
  requireInput('Critical choices', input);
  const own = critGear(input.roller, input.rollerWeapons);
  const opp = critGear(input.opponent, input.opponentWeapons);
  const outcome = criticalOutcome({ naturalRoll: input.natural, own: own.gear, opponent: opp.gear });
  if (outcome.kind === 'none') return null;
  const options = outcome.options.flatMap((option): CriticalChoice[] => {
    const owner = option.whose === 'own' ? input.roller : input.opponent;
    switch (option.kind) {
      case 'direct-damage':
        return [
          {
            gearItemId: BODY_TARGET,
            ownerId: owner.id,
            kind: 'direct-damage',
            damage: option.damage,
            label: `${option.damage} damage to ${owner.name}, ignoring armor — ${option.reason}`,
          },
        ];
      case 'lower-tier': {
        const loss = option.fromTier - option.toTier;
        // "Crit effects cannot reduce the natural armor or weapon bonus below T0", nor any other gear.
        return candidates(owner, option, option.whose === 'own' ? own.weapons : opp.weapons)
          .filter((g) => g.tier >= loss)
          .map((g) => ({
            gearItemId: g.id,
            ownerId: owner.id,
            kind: 'lower-tier',
            fromTier: g.tier,
            toTier: g.tier - loss,
            label: `${owner.name}'s ${g.name}: T${g.tier} → T${g.tier - loss}`,
          }));
      }
    }
  });
  return {
    rollerId: input.roller.id,
    kind: outcome.kind,
    optional: outcome.kind === 'critical-hit',
    options,
  };
}
