import type { FighterEntry, Modifier, Resistances, WdcFighter } from '../../../src/systems/wasteland-dice/rules';

/** The text's armour examples, as the game shows them (a resistance the text does not state is 0). */
export const ARMOUR_EXAMPLES = {
  /** "A leather jacket has 40% scratch resistance and 20% bite resistance." */
  leatherJacket: { name: 'Leather jacket', scratch: 40, bite: 20, bullet: 0 },
  /** "A bulletproof vest has 100% bullet resistance and 55% scratch resistance." */
  bulletproofVest: { name: 'Bulletproof vest', scratch: 55, bite: 0, bullet: 100 },
  /** "A football helmet has 80% scratch resistance and no bullet resistance." */
  footballHelmet: { name: 'Football helmet', scratch: 80, bite: 0, bullet: 0 },
  /** "A military helmet has 100% scratch resistance, 100% bite resistance and 10% bullet resistance." */
  militaryHelmet: { name: 'Military helmet', scratch: 100, bite: 100, bullet: 10 },
} as const satisfies Record<string, Resistances>;

/** A fighter with nothing: every starting skill 0, no modifiers, no armour, five hit points. */
export function fighter(
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

export function trait(applies: Exclude<Modifier['applies'], 'ability'>, value: number, label = 'Trait'): Modifier {
  return { source: 'trait', label, value, applies };
}

/**
 * "Katniss has +1 point in Sprinting (+75% XP) … Katniss is wearing medium armor." Her initiative modifier is chosen
 * so that a D20 of 10 gives the example's 12.
 */
export const KATNISS = fighter({
  skills: { sprinting: 1, aim: 3 },
  armour: { torso: ARMOUR_EXAMPLES.bulletproofVest, helmet: null },
  modifiers: [{ source: 'profession', label: 'Hunter', value: 2, applies: 'initiative' }],
});

/**
 * "Frodo has a base ranged defense of 12 and a Small trait which gives him +1 ranged defense. He is also wearing a
 * bulletproof vest, giving him another +2. His total defense to beat is 15."
 */
export const FRODO = fighter({
  skills: { nimble: 1, melee: [{ name: 'Blades', level: 2 }] },
  armour: { torso: ARMOUR_EXAMPLES.bulletproofVest, helmet: null },
  modifiers: [{ source: 'trait', label: 'Small', value: 1, applies: 'ranged-defence' }],
});

/** "She doesn’t have any traits to increase her ranged attack, but her starting Aim skill was +2". */
export const AZULA = fighter({ skills: { aim: 2, nimble: 2 } });

export const entry = (id: string, payload: WdcFighter, extra: Partial<FighterEntry> = {}): FighterEntry => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  fighter: payload,
  ...extra,
});

/** A random source that gives these D20 faces in order, then fails loudly. */
export function faces(...dice: number[]): () => number {
  let next = 0;
  return () => {
    const face = dice[next++];
    if (face === undefined) throw new Error('The scripted dice ran out.');
    return (face - 1) / 20 + 0.01;
  };
}
