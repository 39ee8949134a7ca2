import type { Attack, MeleeAttack, MeleeWeapon } from '../combat/attack';
import type { ArmorTotal } from '../combat/armor';
import type { CombatActionType } from '../combat/actions';
import type { Attacker } from '../combat/combatant';
import { counterDamage } from '../combat/counterattack';
import { isKnockedOut } from '../combat/health';
import { attackMode, weaponRange, type RangedWeaponKindId, type WeaponRange } from '../combat/ranges';
import { attackModifier, d20Count, defenceModifier } from '../combat/roll-modifiers';
import { weaponKind } from '../combat/weapon-kinds';
import type { WeaponFamily } from '../schemas/weapons';
import type { Contest } from '../../../../core/rules';
import { RulesError, requireWhole, requireInput } from '../../../../core/rules';
import { findCombatant } from './history';
import { armorAgainst, combatantInTrance, skillLevel } from './queries';
import { UNARMED, type AttackDeclaration, type Combatant, type Encounter, type EncounterGear } from './types';

/** A weapon in use in one exchange: a gear item, bare hands or natural weapons, at its current tier. */
export interface Wielded {
  /** The gear id, or UNARMED. */
  readonly ref: string;
  readonly name: string;
  readonly kind: RangedWeaponKindId;
  readonly family: WeaponFamily;
  /** Current tier; bare hands are T0. */
  readonly tier: number;
  /** The level of the skill it rolls (natural weapons roll Unarmed Melee). */
  readonly skill: number;
  readonly item: EncounterGear | null;
}

/** Everything an attack's numbers depend on, computed from the encounter as it stands (current gear tiers). */
export interface AttackPlan {
  /** Contested roll, a guaranteed hit (no roll), or a stealth attack (free action, the defender rolls nothing). */
  readonly mode: 'contested' | 'guaranteed-hit' | 'stealth';
  readonly action: CombatActionType | 'free';
  readonly attacker: Combatant;
  readonly defender: Combatant;
  readonly weapons: readonly Wielded[];
  /** The defender's weapons in this exchange; empty for a skill-only dodge or when the defender rolls nothing. */
  readonly response: readonly Wielded[];
  /** Dice and modifiers; a side with 0 dice throws nothing (the attacker too, for a hit without a roll). */
  readonly contest: Contest;
  readonly attack: Attack;
  readonly targetArmor: ArmorTotal;
  /** A stealth attack's roll folded into damage: "you may add the “to hit” to the “bonus damage”". */
  readonly freeHit: { readonly reflex: number; readonly weaponSkill: number } | null;
  /** The defender's melee counterattack when they win, or null. */
  readonly counter: MeleeAttack | null;
  /** Why the defender cannot deal damage back, when they cannot. */
  readonly counterNote: string | null;
}

/** Resolves a weapon reference of a combatant: a weapon or natural-weapon gear id, or UNARMED. */
export function wield(combatant: Combatant, ref: string): Wielded {
  requireInput('Wield', combatant);
  if (ref === UNARMED) {
    return {
      ref,
      name: 'bare hands',
      kind: 'unarmed-melee',
      family: 'melee',
      tier: 0,
      skill: skillLevel(combatant, 'unarmed-melee'),
      item: null,
    };
  }
  const item = combatant.gear.find((g) => g.id === ref);
  if (item === undefined) throw new RulesError('not-allowed', `${combatant.name} has no gear "${ref}".`);
  const kind = ((): RangedWeaponKindId => {
    switch (item.slot) {
      case 'weapon':
        return item.kind;
      case 'natural-weapon':
        return 'natural-weapon';
      case 'armor':
      case 'shield':
      case 'natural-armor':
        throw new RulesError('not-allowed', `${combatant.name}'s ${item.name} is not a weapon.`);
    }
  })();
  const data = weaponKind(kind);
  return {
    ref,
    name: item.name,
    kind,
    family: data.family,
    tier: item.tier,
    skill: skillLevel(combatant, data.skill),
    item,
  };
}

/** A weapon's reach for this combatant (size bonus and race specials included). */
export function reachOf(combatant: Combatant, weapon: Wielded): WeaponRange {
  requireInput('The combatant', combatant);
  requireInput('The weapon', weapon);
  return weaponRange({ weapon: weapon.kind, size: combatant.size, specials: combatant.specials, skill: weapon.skill });
}

function wieldAll(combatant: Combatant, refs: readonly string[], role: string): Wielded[] {
  if (refs.length === 0) throw new RulesError('not-allowed', `Choose the weapon ${combatant.name} ${role} with.`);
  const items = refs.filter((r) => r !== UNARMED);
  if (new Set(items).size !== items.length)
    throw new RulesError('not-allowed', 'A weapon can be used only once in an exchange.');
  const weapons = refs.map((r) => wield(combatant, r));
  if (weapons.length > 1 && weapons.some((w) => w.family !== 'melee')) {
    throw new RulesError(
      'not-allowed',
      'Only melee weapons are wielded together ("When 2 Melee weapons are used, the character may throw 2d20").',
    );
  }
  return weapons;
}

function attackerOf(c: Combatant): Attacker {
  return { body: c.body, size: c.size, specials: c.specials };
}

function meleeWeapon(w: Wielded): MeleeWeapon {
  switch (w.kind) {
    case 'unarmed-melee':
      return { kind: 'unarmed-melee' };
    case 'natural-weapon':
    case 'main-hand-melee':
    case 'off-hand-melee':
    case 'two-handed-melee':
      return { kind: w.kind, tier: w.tier };
    case 'main-hand-thrown':
    case 'off-hand-thrown':
    case 'bow':
    case 'main-hand-crossbow':
    case 'off-hand-crossbow':
    case 'two-handed-crossbow':
    case 'main-hand-firearm':
    case 'off-hand-firearm':
    case 'two-handed-firearm':
      throw new RulesError('not-allowed', `A ${weaponKind(w.kind).name} is not a melee weapon.`);
  }
}

/** The damage rule of the weapon used (Damage Cheatsheet), at current tiers, against `targetArmor`. */
function attackFor(attacker: Combatant, weapons: readonly Wielded[], targetArmor: number): Attack {
  const [first] = weapons as [Wielded];
  switch (first.kind) {
    case 'unarmed-melee':
    case 'natural-weapon':
    case 'main-hand-melee':
    case 'off-hand-melee':
    case 'two-handed-melee':
      return { kind: 'melee', attacker: attackerOf(attacker), weapons: weapons.map(meleeWeapon), targetArmor };
    case 'main-hand-thrown':
    case 'off-hand-thrown':
      return { kind: 'thrown', attacker: attackerOf(attacker), weapon: first.kind, tier: first.tier, targetArmor };
    case 'bow':
      return { kind: 'bow', attacker: attackerOf(attacker), tier: first.tier, targetArmor };
    case 'main-hand-crossbow':
    case 'off-hand-crossbow':
    case 'two-handed-crossbow':
      return { kind: 'crossbow', weapon: first.kind, tier: first.tier, targetArmor };
    case 'main-hand-firearm':
    case 'off-hand-firearm':
    case 'two-handed-firearm': {
      const item = first.item;
      const bulletTier = item?.slot === 'weapon' ? item.bulletTier : null;
      if (item === null || bulletTier === null) throw new RulesError('invalid-number', `${first.name} has no bullets.`);
      return { kind: 'firearm', weapon: first.kind, tier: first.tier, repairedTier: item.fullTier, bulletTier };
    }
  }
}

interface DefenderSide {
  readonly dice: number;
  readonly modifier: number;
  readonly response: readonly Wielded[];
  readonly counter: MeleeAttack | null;
  readonly counterNote: string | null;
}

/** The defender's roll and counterattack for a contested attack they answer. */
function defenderSide(plan: {
  attacker: Combatant;
  defender: Combatant;
  decl: AttackDeclaration;
  distance: number;
}): DefenderSide {
  const { attacker, defender, decl, distance } = plan;
  const response = decl.response;
  if (response === undefined) {
    throw new RulesError('not-allowed', `Choose how ${defender.name} defends: a weapon in hand or any weapon skill.`);
  }
  switch (response.kind) {
    case 'skill': {
      const skill = skillLevel(defender, response.skill);
      return {
        dice: 1,
        modifier: defenceModifier({ reflex: defender.reflex, response: { kind: 'weapon-skill', skill } }),
        response: [],
        counter: null,
        counterNote: `${defender.name} answers with a skill, not a weapon in hand: they only dodge.`,
      };
    }
    case 'weapons': {
      const weapons = wieldAll(defender, response.weapons, 'defends');
      const modifier = defenceModifier({
        reflex: defender.reflex,
        response:
          weapons.length > 1
            ? { kind: 'multi-wield', skills: weapons.map((w) => w.skill) }
            : { kind: 'weapon-skill', skill: (weapons[0] as Wielded).skill },
      });
      const meleeDistance = distance <= reachOf(defender, wield(defender, UNARMED)).maxTiles;
      const inReach = weapons.filter((w) => w.family === 'melee' && reachOf(defender, w).maxTiles >= distance);
      const dice =
        weapons.length > 1
          ? d20Count({ meleeWeaponsInRange: inReach.length, attackFromMeleeDistance: meleeDistance })
          : 1;
      const answers = weapons.map((w) => ({
        w,
        counter: counterDamage({
          attack: 'contested',
          defenderWeapon: w.kind,
          defenderSize: defender.size,
          defenderSpecials: defender.specials,
          distanceTiles: distance,
        }),
      }));
      const striking = answers.filter((a) => a.counter.dealsDamage).map((a) => a.w);
      const refusal = answers.map((a) => a.counter).find((c) => !c.dealsDamage);
      return {
        dice,
        modifier,
        response: weapons,
        counter:
          striking.length === 0
            ? null
            : {
                kind: 'melee',
                attacker: attackerOf(defender),
                weapons: striking.map(meleeWeapon),
                // The attacker faces the defender they attack, so their shield counts against the counterattack.
                targetArmor: armorAgainst(attacker, 'front').total,
              },
        counterNote: striking.length === 0 && refusal !== undefined && !refusal.dealsDamage ? refusal.reason : null,
      };
    }
  }
}

/**
 * Works out an attack from the encounter: the weapons' rule (Damage Cheatsheet), range and guaranteed-hit zone,
 * modifiers and dice (dual wielding), the armor that applies (shields only from the front), and the defender's
 * counterattack. `defenderRolls: false` replays an attack whose defender threw nothing. Refuses attacks the rules do not
 * allow (out of range, weapons that cannot be wielded together).
 */
export function planAttack(
  encounter: Pick<Encounter, 'combatants'>,
  decl: AttackDeclaration,
  options: { defenderRolls?: boolean } = {},
): AttackPlan {
  requireInput('The encounter', encounter);
  requireInput('The decl', decl);
  requireInput('The options', options);
  const attacker = findCombatant(encounter, decl.attackerId);
  const defender = findCombatant(encounter, decl.defenderId);
  if (attacker.id === defender.id) throw new RulesError('not-allowed', 'A combatant cannot attack themselves.');
  const distance = requireWhole('Distance in tiles', decl.distance, 1);
  const weapons = wieldAll(attacker, decl.weapons, 'attacks');
  for (const w of weapons) {
    const reach = reachOf(attacker, w).maxTiles;
    if (distance > reach) {
      throw new RulesError(
        'not-allowed',
        `${attacker.name}'s ${w.name} reaches ${reach} tile${reach === 1 ? '' : 's'}; ${defender.name} is ${distance} away.`,
      );
    }
  }
  const first = weapons[0] as Wielded;
  const targetArmor = armorAgainst(defender, decl.from);
  const attack = attackFor(attacker, weapons, targetArmor.total);
  const flat = first.family === 'crossbow' || first.family === 'firearm';
  const attackerDice =
    first.family === 'melee' ? d20Count({ meleeWeaponsInRange: weapons.length, attackFromMeleeDistance: true }) : 1;
  const modifier = attackModifier({ reflex: attacker.reflex, skills: weapons.map((w) => w.skill) });
  const silent = (attack: 'guaranteed-hit' | 'stealth'): string => {
    const answer = counterDamage({
      attack,
      defenderWeapon: 'unarmed-melee',
      defenderSize: defender.size,
      distanceTiles: distance,
    });
    return answer.dealsDamage ? '' : answer.reason;
  };
  const base = { attacker, defender, weapons, attack, targetArmor };
  if (decl.stealth === true) {
    return {
      ...base,
      mode: 'stealth',
      action: 'free',
      response: [],
      contest: {
        attacker: flat ? { dice: 0, modifier: 0 } : { dice: attackerDice, modifier },
        defender: { dice: 0, modifier: 0 },
      },
      freeHit: flat ? null : { reflex: attacker.reflex, weaponSkill: Math.min(...weapons.map((w) => w.skill)) },
      counter: null,
      counterNote: silent('stealth'),
    };
  }
  if (flat && attackMode(reachOf(attacker, first), distance) === 'guaranteed-hit') {
    return {
      ...base,
      mode: 'guaranteed-hit',
      action: 'non-contested',
      response: [],
      contest: { attacker: { dice: 0, modifier: 0 }, defender: { dice: 0, modifier: 0 } },
      freeHit: null,
      counter: null,
      counterNote: silent('guaranteed-hit'),
    };
  }
  const trance = combatantInTrance(defender);
  const rolls = options.defenderRolls ?? (!isKnockedOut(defender.hp) || trance);
  const side: DefenderSide = !rolls
    ? {
        dice: 0,
        modifier: 0,
        response: [],
        counter: null,
        counterNote: `${defender.name} is unconscious: they "may not use any dice, stats or skills in defense".`,
      }
    : trance
      ? {
          dice: 1,
          modifier: defender.reflex,
          response: [],
          counter: null,
          counterNote: `${defender.name} defends in Undeath's trance: d20 + Reflex, "they will lose their skill bonuses".`,
        }
      : defenderSide({ attacker, defender, decl, distance });
  return {
    ...base,
    mode: 'contested',
    action: 'contested',
    response: side.response,
    contest: { attacker: { dice: attackerDice, modifier }, defender: { dice: side.dice, modifier: side.modifier } },
    freeHit: null,
    counter: side.counter,
    counterNote: side.counterNote,
  };
}
