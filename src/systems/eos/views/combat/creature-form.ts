import {
  listSkills,
  quickCreatureProblem,
  type CombatSpecialChoice,
  type HeldWeaponKindId,
  type QuickCreature,
  type SizeCategoryId,
  type SkillId,
} from '../../rules';

/** The skills a quick creature fights with: the combat skills, Stealth and Traps included. */
export const CREATURE_SKILLS = listSkills().filter((s) => s.category === 'combat' && s.id !== 'siege-weapon');

/** One weapon row of the form, as typed. */
export interface WeaponDraft {
  key: number;
  kind: HeldWeaponKindId;
  tier: string;
  name: string;
  bulletTier: string;
}

/** The quick-creature form as typed: text fields stay text until the creature is made. */
export interface CreatureDraft {
  name: string;
  sizeCategory: SizeCategoryId;
  tiles: string;
  maxHp: string;
  body: string;
  reflex: string;
  presence: string;
  mind: string;
  combatLevel: string;
  move: string;
  skills: Partial<Record<SkillId, string>>;
  weapons: WeaponDraft[];
  armorTier: string;
  /** '' for no shield. */
  shieldTier: string;
  naturalArmor: string;
  /** '' for no natural weapons. */
  naturalWeapon: string;
  specials: CombatSpecialChoice['id'][];
}

export const EMPTY_CREATURE: CreatureDraft = {
  name: '',
  sizeCategory: 'medium',
  tiles: '1',
  maxHp: '20',
  body: '3',
  reflex: '3',
  presence: '2',
  mind: '',
  combatLevel: '1',
  move: '5',
  skills: {},
  weapons: [],
  armorTier: '0',
  shieldTier: '',
  naturalArmor: '0',
  naturalWeapon: '',
  specials: [],
};

/** A saved creature back in the form, to change or add again. */
export function draftOf(creature: QuickCreature): CreatureDraft {
  return {
    name: creature.name,
    sizeCategory: creature.size.sizeCategory,
    tiles: String(creature.size.tiles),
    maxHp: String(creature.maxHp),
    body: String(creature.body),
    reflex: String(creature.reflex),
    presence: String(creature.presence),
    mind: creature.mind === undefined ? '' : String(creature.mind),
    combatLevel: String(creature.combatLevel ?? 1),
    move: String(creature.move),
    skills: Object.fromEntries(Object.entries(creature.skills).map(([id, v]) => [id, String(v)])),
    weapons: creature.weapons.map((w, i) => ({
      key: i + 1,
      kind: w.kind,
      tier: String(w.tier),
      name: w.name ?? '',
      bulletTier: w.bulletTier === undefined ? '' : String(w.bulletTier),
    })),
    armorTier: String(creature.armorTier),
    shieldTier: creature.shieldTier === null ? '' : String(creature.shieldTier),
    naturalArmor: String(creature.naturalArmor),
    naturalWeapon: creature.naturalWeapon === null ? '' : String(creature.naturalWeapon),
    specials: [...creature.specials],
  };
}

class FormProblem extends Error {}

function number(label: string, text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) throw new FormProblem(`${label}: enter a number.`);
  return value;
}

/**
 * The creature the form describes, or what is wrong with it: an empty or non-numeric field here, anything else as
 * the rules refuse it (quickCreatureProblem).
 */
export function creatureFromDraft(draft: CreatureDraft): { creature: QuickCreature } | { problem: string } {
  try {
    const skills: Partial<Record<SkillId, number>> = {};
    for (const skill of CREATURE_SKILLS) {
      const text = draft.skills[skill.id]?.trim() ?? '';
      if (text !== '' && text !== '0') skills[skill.id] = number(skill.name, text);
    }
    const creature: QuickCreature = {
      name: draft.name.trim(),
      size: { sizeCategory: draft.sizeCategory, tiles: number('Tiles', draft.tiles) },
      maxHp: number('Max HP', draft.maxHp),
      body: number('Body', draft.body),
      reflex: number('Reflex', draft.reflex),
      presence: number('Presence', draft.presence),
      ...(draft.mind.trim() === '' ? {} : { mind: number('Mind', draft.mind) }),
      combatLevel: number('Combat level', draft.combatLevel),
      move: number('Move', draft.move),
      skills,
      weapons: draft.weapons.map((w, i) => ({
        kind: w.kind,
        tier: number(`Weapon ${i + 1} tier`, w.tier),
        ...(w.name.trim() === '' ? {} : { name: w.name.trim() }),
        ...(w.bulletTier.trim() === '' ? {} : { bulletTier: number(`Weapon ${i + 1} bullet tier`, w.bulletTier) }),
      })),
      armorTier: number('Armor tier', draft.armorTier),
      shieldTier: draft.shieldTier.trim() === '' ? null : number('Shield tier', draft.shieldTier),
      naturalArmor: number('Natural armor', draft.naturalArmor),
      naturalWeapon: draft.naturalWeapon.trim() === '' ? null : number('Natural weapon tier', draft.naturalWeapon),
      specials: draft.specials,
    };
    if (creature.name === '') return { problem: 'Give the creature a name.' };
    const problem = quickCreatureProblem(creature);
    return problem === null ? { creature } : { problem };
  } catch (error) {
    if (error instanceof FormProblem) return { problem: error.message };
    throw error;
  }
}
