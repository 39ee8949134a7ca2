import type { Resistances, WdcFighter } from '../../../../src/systems/wasteland-dice/rules';

/** The text's four pieces, each from its line of wasteland-dice-combat.txt (a resistance it does not state is 0). */
export const PIECES = {
  /** "A leather jacket has 40% scratch resistance and 20% bite resistance." */
  leatherJacket: { name: 'Leather jacket', scratch: 40, bite: 20, bullet: 0 },
  /** "A bulletproof vest has 100% bullet resistance and 55% scratch resistance." */
  bulletproofVest: { name: 'Bulletproof vest', scratch: 55, bite: 0, bullet: 100 },
  /** "A football helmet has 80% scratch resistance and no bullet resistance." */
  footballHelmet: { name: 'Football helmet', scratch: 80, bite: 0, bullet: 0 },
  /** "A military helmet has 100% scratch resistance, 100% bite resistance and 10% bullet resistance." */
  militaryHelmet: { name: 'Military helmet', scratch: 100, bite: 100, bullet: 10 },
} as const satisfies Record<string, Resistances>;

export function payload(
  overrides: Omit<Partial<WdcFighter>, 'skills'> & { skills?: Partial<WdcFighter['skills']> } = {},
): WdcFighter {
  const { skills, ...rest } = overrides;
  return {
    skills: { aim: 0, nimble: 0, sprinting: 0, melee: [], other: [], ...skills },
    modifiers: [],
    armour: { torso: null, helmet: null },
    hp: 5,
    ...rest,
  };
}
