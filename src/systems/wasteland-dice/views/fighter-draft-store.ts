import { createStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Modifier, ModifierSource, ModifierTarget, Resistances, WdcFighter } from '../rules';

/** The fighter being built or edited: what the player has typed, kept through a failed save. */
export interface FighterDraft {
  readonly name: string;
  readonly fighter: WdcFighter;
}

type SkillList = 'melee' | 'other';
type Slot = 'torso' | 'helmet';

export interface FighterDraftState extends FighterDraft {
  setName(name: string): void;
  setHp(hp: number): void;
  setLevel(skill: 'aim' | 'nimble' | 'sprinting', level: number): void;
  addSkill(list: SkillList): void;
  setSkill(list: SkillList, index: number, patch: { name?: string; level?: number }): void;
  removeSkill(list: SkillList, index: number): void;
  addModifier(ability: string): void;
  setModifier(
    index: number,
    patch: { label?: string; value?: number; source?: ModifierSource; ability?: string },
  ): void;
  setModifierTarget(index: number, applies: ModifierTarget, ability: string): void;
  removeModifier(index: number): void;
  wear(slot: Slot, piece: Resistances | null): void;
  setPiece(slot: Slot, patch: Partial<Resistances>): void;
}

/** A fighter with nothing yet: every starting skill 0, no modifiers, no armour, five hit points. */
export function blankFighter(): WdcFighter {
  return {
    skills: { aim: 0, nimble: 0, sprinting: 0, melee: [], other: [] },
    modifiers: [],
    armour: { torso: null, helmet: null },
    hp: 5,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A damaged stored fighter with its missing or wrongly kept parts filled from a blank one, and every part that is
 * there kept as it is (the builder then lists what still breaks a rule). Only when the Storyteller asks for it.
 */
export function mendedFighter(stored: unknown): WdcFighter {
  const blank = blankFighter();
  const had = isRecord(stored) ? stored : {};
  const skills = isRecord(had.skills) ? had.skills : {};
  const armour = isRecord(had.armour) ? had.armour : {};
  const level = (value: unknown) => (typeof value === 'number' ? value : 0);
  const named = (list: unknown) =>
    Array.isArray(list)
      ? list.filter(isRecord).map((s) => ({ name: typeof s.name === 'string' ? s.name : '', level: level(s.level) }))
      : [];
  const piece = (value: unknown): Resistances | null =>
    isRecord(value)
      ? {
          name: typeof value.name === 'string' ? value.name : '',
          scratch: level(value.scratch),
          bite: level(value.bite),
          bullet: level(value.bullet),
        }
      : null;
  return {
    skills: {
      aim: level(skills.aim),
      nimble: level(skills.nimble),
      sprinting: level(skills.sprinting),
      melee: named(skills.melee),
      other: named(skills.other),
    },
    modifiers: Array.isArray(had.modifiers)
      ? (had.modifiers.filter((m) => isRecord(m) && typeof m.label === 'string') as Modifier[])
      : blank.modifiers,
    armour: { torso: piece(armour.torso), helmet: piece(armour.helmet) },
    hp: typeof had.hp === 'number' ? had.hp : blank.hp,
  };
}

/** A store for one editor (one per mounted form), starting from the record or a blank fighter. */
export function createFighterDraftStore(initial: FighterDraft) {
  return createStore<FighterDraftState>()(
    immer((set) => ({
      name: initial.name,
      fighter: structuredClone(initial.fighter),
      setName: (name) => set((s) => void (s.name = name)),
      setHp: (hp) => set((s) => void (s.fighter.hp = hp)),
      setLevel: (skill, level) => set((s) => void (s.fighter.skills[skill] = level)),
      addSkill: (list) => set((s) => void s.fighter.skills[list].push({ name: '', level: 1 })),
      setSkill: (list, index, patch) =>
        set((s) => {
          const skill = s.fighter.skills[list][index];
          if (skill !== undefined) Object.assign(skill, patch);
        }),
      removeSkill: (list, index) => set((s) => void s.fighter.skills[list].splice(index, 1)),
      addModifier: () =>
        set((s) => void s.fighter.modifiers.push({ source: 'trait', label: '', value: 1, applies: 'initiative' })),
      setModifier: (index, patch) =>
        set((s) => {
          const modifier = s.fighter.modifiers[index];
          if (modifier === undefined) return;
          if (patch.label !== undefined) modifier.label = patch.label;
          if (patch.value !== undefined) modifier.value = patch.value;
          if (patch.source !== undefined) modifier.source = patch.source;
          if (patch.ability !== undefined && modifier.applies === 'ability') modifier.ability = patch.ability;
        }),
      setModifierTarget: (index, applies, ability) =>
        set((s) => {
          const before = s.fighter.modifiers[index];
          if (before === undefined) return;
          const { source, label, value } = before;
          const next: Modifier =
            applies === 'ability' ? { source, label, value, applies, ability } : { source, label, value, applies };
          s.fighter.modifiers[index] = next;
        }),
      removeModifier: (index) => set((s) => void s.fighter.modifiers.splice(index, 1)),
      wear: (slot, piece) => set((s) => void (s.fighter.armour[slot] = piece === null ? null : { ...piece })),
      setPiece: (slot, patch) =>
        set((s) => {
          const piece = s.fighter.armour[slot];
          if (piece !== null) Object.assign(piece, patch);
        }),
    })),
  );
}

export type FighterDraftStore = ReturnType<typeof createFighterDraftStore>;
