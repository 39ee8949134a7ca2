import { z } from 'zod';
import { MODIFIER_SOURCES, MODIFIER_TARGETS } from '../ids';
import {
  ABILITY_NAME_MAX,
  HIT_POINTS,
  MAX_MODIFIERS,
  MAX_SKILLS,
  MODIFIER_MAX,
  MODIFIER_MIN,
  NAME_MAX,
  RESISTANCE_MAX,
  RESISTANCE_MIN,
  SKILL_LEVEL_MAX,
  SKILL_LEVEL_MIN,
  nameKey,
} from '../limits';

/*
 * The pack's character payload: what a Wasteland Dice Combat fighter is, as stored inside the core's character record
 * (which owns the id, name and owner). The schema checks shape and range only and never changes a value (no defaults
 * or transforms); the rule functions refuse the same values with a RulesError (checkFighter).
 */

function wholeNumber(min: number, max: number) {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A name typed at the table ("Blades", "Small", "Bulletproof vest"): not blank, no control characters. */
function typedName(max: number, what: string) {
  return z
    .string({ error: `expected ${what} (text)` })
    .refine((value) => value.trim().length > 0, { error: `${what} cannot be blank` })
    .refine((value) => value.length <= max, { error: `${what} can be at most ${max} characters long` })
    .refine((value) => !/\p{Cc}/u.test(value), { error: `${what} cannot hold control characters` });
}

/** A starting skill level: "your starting skill level (from 0 to 3)". Never a level gained in game. */
const startingLevel = wholeNumber(SKILL_LEVEL_MIN, SKILL_LEVEL_MAX);

const NamedSkillSchema = z.strictObject({ name: typedName(NAME_MAX, 'a skill name'), level: startingLevel });

const percent = z
  .number({ error: `expected a percentage from ${RESISTANCE_MIN} to ${RESISTANCE_MAX}` })
  .min(RESISTANCE_MIN, { error: `expected a percentage from ${RESISTANCE_MIN} to ${RESISTANCE_MAX}` })
  .max(RESISTANCE_MAX, { error: `expected a percentage from ${RESISTANCE_MIN} to ${RESISTANCE_MAX}` });

/** A piece of armour as the game shows it: scratch, bite and bullet resistance in percent. */
export const ResistancesSchema = z.strictObject({
  name: typedName(NAME_MAX, 'an armour name'),
  scratch: percent,
  bite: percent,
  bullet: percent,
});

const modifierBase = {
  /** "Modifiers are affected by your chosen profession, traits, environment, and equipped gear." */
  source: z.enum(MODIFIER_SOURCES, { error: 'expected profession, trait, environment or gear' }),
  /** What the player calls it: "Small", "Survivalist in the forest", "Gas mask". */
  label: typedName(NAME_MAX, 'a modifier name'),
  value: wholeNumber(MODIFIER_MIN, MODIFIER_MAX),
};

/** One modifier: where it comes from, what it changes and by how much (−8 to +8). */
export const ModifierSchema = z.discriminatedUnion('applies', [
  z.strictObject({
    ...modifierBase,
    applies: z.enum(
      MODIFIER_TARGETS.filter((target) => target !== 'ability') as [
        Exclude<(typeof MODIFIER_TARGETS)[number], 'ability'>,
        ...Exclude<(typeof MODIFIER_TARGETS)[number], 'ability'>[],
      ],
      { error: 'expected what the modifier changes (initiative, an attack, a defence, movement or an ability)' },
    ),
  }),
  z.strictObject({
    ...modifierBase,
    applies: z.literal('ability'),
    /** The ability it changes, one of the Storyteller's list (M-01). */
    ability: typedName(ABILITY_NAME_MAX, 'an ability name'),
  }),
]);

export const WdcFighterSchema = z
  .strictObject({
    skills: z.strictObject({
      /** "For ranged attacks, Aim is used." */
      aim: startingLevel,
      /** "For unarmed attacks, Nimble is used." */
      nimble: startingLevel,
      /** "each starting point in Sprinting adding one extra tile" */
      sprinting: startingLevel,
      /** Melee weapon skills by the game's names. */
      melee: z.array(NamedSkillSchema).max(MAX_SKILLS, { error: `expected at most ${MAX_SKILLS} melee skills` }),
      /** Skills a Storyteller may ask to roll directly, "such as Farming or Mechanics". */
      other: z.array(NamedSkillSchema).max(MAX_SKILLS, { error: `expected at most ${MAX_SKILLS} other skills` }),
    }),
    modifiers: z.array(ModifierSchema).max(MAX_MODIFIERS, { error: `expected at most ${MAX_MODIFIERS} modifiers` }),
    /** "Armor comes from both your torso area and helmet." null: none worn. */
    armour: z.strictObject({ torso: ResistancesSchema.nullable(), helmet: ResistancesSchema.nullable() }),
    /** "a total of five hit points"; 0 is downed. */
    hp: wholeNumber(0, HIT_POINTS),
  })
  .superRefine((fighter, ctx) => {
    const seen = new Set(['aim', 'nimble', 'sprinting']);
    for (const [list, skills] of [
      ['melee', fighter.skills.melee],
      ['other', fighter.skills.other],
    ] as const) {
      skills.forEach((skill, index) => {
        const key = nameKey(skill.name);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['skills', list, index, 'name'],
            message: `the skill “${skill.name.trim()}” is listed twice`,
          });
        }
        seen.add(key);
      });
    }
  });

export type WdcFighter = z.infer<typeof WdcFighterSchema>;
export type Resistances = z.infer<typeof ResistancesSchema>;
export type Modifier = z.infer<typeof ModifierSchema>;
export type NamedSkill = z.infer<typeof NamedSkillSchema>;
