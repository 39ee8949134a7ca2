import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  MODIFIER_SOURCES,
  MODIFIER_TARGETS,
  checkFighter,
  fighterProblems,
  skillLevel,
  type WdcFighter,
} from '../../../src/systems/wasteland-dice/rules';
import { WdcFighterSchema } from '../../../src/systems/wasteland-dice/rules/schemas/fighter';
import { AZULA, FRODO, KATNISS, fighter, trait } from './fixtures';

const issues = (candidate: unknown): string[] => {
  const result = WdcFighterSchema.safeParse(candidate);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the fighter payload (WdcFighterSchema)', () => {
  it.each([
    ['Katniss', KATNISS],
    ['Frodo', FRODO],
    ['Azula', AZULA],
  ])('%s is a valid fighter, and the schema gives back exactly what it was given', (_name, payload) => {
    expect(issues(payload)).toEqual([]);
    expect(WdcFighterSchema.parse(payload)).toEqual(payload);
  });

  it('"your starting skill level (from 0 to 3)": 0 and 3 pass, 4, −1 and 1.5 do not', () => {
    expect(issues(fighter({ skills: { aim: 0, nimble: 3 } }))).toEqual([]);
    expect(issues(fighter({ skills: { aim: 4 } }))).toEqual(['skills.aim: expected a whole number from 0 to 3']);
    expect(issues(fighter({ skills: { sprinting: -1 } }))).toEqual([
      'skills.sprinting: expected a whole number from 0 to 3',
    ]);
    expect(issues(fighter({ skills: { melee: [{ name: 'Blades', level: 1.5 }] } }))).toEqual([
      'skills.melee.0.level: expected a whole number from 0 to 3',
    ]);
  });

  it('"a modifier bonus (from -8 to +8)": each modifier entry is −8 to +8', () => {
    expect(issues(fighter({ modifiers: [trait('initiative', -8), trait('movement', 8)] }))).toEqual([]);
    expect(issues(fighter({ modifiers: [trait('initiative', 9)] }))).toEqual([
      'modifiers.0.value: expected a whole number from -8 to 8',
    ]);
  });

  it('"Modifiers are affected by your chosen profession, traits, environment, and equipped gear": those four sources only', () => {
    const bad = { ...fighter(), modifiers: [{ source: 'luck', label: 'Lucky', value: 1, applies: 'initiative' }] };
    expect(issues(bad)).toEqual(['modifiers.0.source: expected profession, trait, environment or gear']);
  });

  it('an ability modifier names its ability; other modifiers do not carry one', () => {
    const awareness = { source: 'trait', label: 'Keen Hearing', value: 2, applies: 'ability', ability: 'Awareness' };
    expect(issues(fighter({ modifiers: [awareness as WdcFighter['modifiers'][number]] }))).toEqual([]);
    expect(issues({ ...fighter(), modifiers: [{ ...awareness, ability: undefined }] })).not.toEqual([]);
    expect(issues({ ...fighter(), modifiers: [{ ...trait('initiative', 1), ability: 'Awareness' }] })).not.toEqual([]);
  });

  it('resistances are percentages from 0 to 100', () => {
    const torso = { name: 'Plate', scratch: 100.5, bite: 0, bullet: 0 };
    expect(issues(fighter({ armour: { torso, helmet: null } }))).toEqual([
      'armour.torso.scratch: expected a percentage from 0 to 100',
    ]);
  });

  it('"a total of five hit points": 0 (downed) to 5', () => {
    expect(issues(fighter({ hp: 0 }))).toEqual([]);
    expect(issues(fighter({ hp: 6 }))).toEqual(['hp: expected a whole number from 0 to 5']);
  });

  it('a skill may be listed once (Aim, Nimble and Sprinting included), whatever its case', () => {
    expect(
      issues(fighter({ skills: { melee: [{ name: 'Blades', level: 1 }], other: [{ name: ' blades', level: 2 }] } })),
    ).toEqual(['skills.other.0.name: the skill “blades” is listed twice']);
    expect(issues(fighter({ skills: { other: [{ name: 'Aim', level: 2 }] } }))).toEqual([
      'skills.other.0.name: the skill “Aim” is listed twice',
    ]);
  });

  it('refuses unknown fields (they would be lost) and blank or control-character names', () => {
    expect(issues({ ...fighter(), level: 3 })).not.toEqual([]);
    expect(issues(fighter({ skills: { other: [{ name: '  ', level: 1 }] } }))).toEqual([
      'skills.other.0.name: a skill name cannot be blank',
    ]);
    expect(issues(fighter({ skills: { other: [{ name: 'Farm\u0007ing', level: 1 }] } }))).toEqual([
      'skills.other.0.name: a skill name cannot hold control characters',
    ]);
  });
});

describe('checkFighter and fighterProblems refuse what the schema refuses, in a player’s words', () => {
  it('lists every problem of a fighter, so a sheet can show them', () => {
    const bad = fighter({ skills: { aim: 5, nimble: -1 }, modifiers: [trait('movement', 12, 'Long legs')], hp: 7 });
    expect(fighterProblems(bad)).toEqual([
      'Aim (a starting skill level) must be a whole number from 0 to 3, not 5.',
      'Nimble (a starting skill level) must be a whole number from 0 to 3, not -1.',
      'The modifier “Long legs” must be a whole number from -8 to 8, not 12.',
      "The fighter's hit points must be a whole number from 0 to 5, not 7.",
    ]);
    expect(() => checkFighter(bad)).toThrow(RulesError);
    expect(() => checkFighter(bad)).toThrow('Aim (a starting skill level) must be a whole number from 0 to 3, not 5.');
  });

  it('a valid fighter has no problems', () => {
    expect(fighterProblems(KATNISS)).toEqual([]);
    expect(checkFighter(FRODO)).toBe(FRODO);
  });

  const level = fc.integer({ min: -2, max: 5 });
  it('agrees with the schema on skills, modifiers, resistances and hit points (fast-check)', () => {
    fc.assert(
      fc.property(
        level,
        level,
        fc.integer({ min: -10, max: 10 }),
        fc.double({ min: -5, max: 105, noNaN: true }),
        fc.integer({ min: -1, max: 6 }),
        (aim, blades, modifier, scratch, hp) => {
          const candidate = fighter({
            skills: { aim, melee: [{ name: 'Blades', level: blades }] },
            modifiers: [trait('ranged-attack', modifier)],
            armour: { torso: { name: 'Coat', scratch, bite: 0, bullet: 0 }, helmet: null },
            hp,
          });
          expect(fighterProblems(candidate).length === 0).toBe(WdcFighterSchema.safeParse(candidate).success);
        },
      ),
    );
  });
});

const level03 = fc.integer({ min: 0, max: 3 });
const skillName = fc.constantFrom('Blades', 'Clubs', 'Farming', 'Mechanics', 'Spears', 'Medicine');
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));
const resistances = fc.option(
  fc.record({ name: fc.constantFrom('Coat', 'Helmet'), scratch: percent, bite: percent, bullet: percent }),
  { nil: null },
);
const modifier = fc.oneof(
  fc.record({
    source: fc.constantFrom(...MODIFIER_SOURCES),
    label: fc.constantFrom('Small', 'Gas mask', 'Hunter'),
    value: fc.integer({ min: -8, max: 8 }),
    applies: fc.constantFrom(...MODIFIER_TARGETS.filter((target) => target !== 'ability')),
  }),
  fc.record({
    source: fc.constantFrom(...MODIFIER_SOURCES),
    label: fc.constantFrom('Keen Hearing', 'Deaf'),
    value: fc.integer({ min: -8, max: 8 }),
    applies: fc.constant('ability'),
    ability: fc.constantFrom('Awareness', 'Stealth'),
  }),
);
/** Any valid fighter. */
const validFighter: fc.Arbitrary<WdcFighter> = fc
  .record({
    aim: level03,
    nimble: level03,
    sprinting: level03,
    named: fc.uniqueArray(fc.record({ name: skillName, level: level03 }), { selector: (s) => s.name, maxLength: 5 }),
    split: fc.nat(5),
    modifiers: fc.array(modifier, { maxLength: 6 }),
    torso: resistances,
    helmet: resistances,
    hp: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ aim, nimble, sprinting, named, split, modifiers, torso, helmet, hp }) => ({
    skills: { aim, nimble, sprinting, melee: named.slice(0, split), other: named.slice(split) },
    modifiers: modifiers as WdcFighter['modifiers'],
    armour: { torso, helmet },
    hp,
  }));

describe('the schema only checks: a valid fighter comes back exactly as given (fast-check)', () => {
  it('no default, transform or trim changes a stored fighter', () => {
    fc.assert(
      fc.property(validFighter, (payload) => {
        // fast-check's records have no prototype, so toEqual: a default or transform still shows as a changed value.
        expect(WdcFighterSchema.parse(payload)).toEqual(payload);
        expect(fighterProblems(payload)).toEqual([]);
      }),
    );
  });
});

describe('skillLevel: a starting level by name', () => {
  it('"Katniss has +1 point in Sprinting"; names are read without case', () => {
    expect(skillLevel(KATNISS, 'Sprinting')).toBe(1);
    expect(skillLevel(FRODO, 'blades')).toBe(2);
  });

  it('a skill the fighter does not list is refused, with the ones they have', () => {
    expect(() => skillLevel(FRODO, 'Farming')).toThrow(
      'This fighter has no skill “Farming”. Their skills: Aim, Nimble, Sprinting, Blades.',
    );
  });
});
