/**
 * The large campaign's party and its routine day, shared by the generator (generate.ts) and the engine benchmark's
 * full-day case: twelve level-1 characters (the example party, then copies of it under other names) and a plan in
 * which every Daily Task of every character is filled with real work the rules accept.
 */
import type { NewCharacter } from '../../src/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { validatePlan } from '../../src/systems/eos/rules';
import type {
  CalendarCharacter,
  CampaignDayState,
  CharacterDayPlan,
  DayConditions,
  DayPlan,
  TaskSlot,
} from '../../src/systems/eos/rules/calendar/types';
import type { CharacterGear } from '../../src/systems/eos/rules/character/gear';

export const PARTY_SIZE = 12;

const EXTRA_NAMES = [
  'Tova Reed',
  'Nib Copperwhistle',
  'Hald Barkfoot',
  'Rime Silvermane',
  'Durra Flintback',
  'Osk Harrow',
  'Wren Tallow',
];

/** The gear with every item id suffixed, so two copies of one example character never share a gear id. */
function renameGear(gear: CharacterGear, suffix: string): CharacterGear {
  const rename = <T extends { id: string }>(items: readonly T[]): T[] =>
    items.map((i) => ({ ...i, id: i.id + suffix }));
  return {
    ...gear,
    weapons: rename(gear.weapons),
    armor: rename(gear.armor),
    clothing: rename(gear.clothing),
    containers: rename(gear.containers),
    toolkits: rename(gear.toolkits),
    shield: gear.shield === null ? null : { ...gear.shield, id: gear.shield.id + suffix },
  };
}

/** Twelve legal level-1 characters: the example party's five, then copies of them with other names. */
export function largeParty(): NewCharacter[] {
  return Array.from({ length: PARTY_SIZE }, (_, i) => {
    const base = EXAMPLE_PARTY[i % EXAMPLE_PARTY.length]!;
    if (i < EXAMPLE_PARTY.length) return structuredClone(base);
    const copy = structuredClone(base);
    return { ...copy, name: EXTRA_NAMES[i - EXAMPLE_PARTY.length]!, gear: renameGear(copy.gear!, `-${i}`) };
  });
}

/** The work each character may do, best first; the plan builder keeps the first slots the rules accept. */
function candidateSlots(character: CalendarCharacter): TaskSlot[] {
  const toolkit = (skill: string) => character.gear.toolkits.find((t) => t.skill === skill)?.level ?? ('none' as const);
  const skills = character.build.skills;
  const has = (id: string) => (skills[id as keyof typeof skills]?.time ?? 0) > 0;
  const slots: TaskSlot[] = [];
  if (has('logging')) slots.push({ kind: 'gathering', skill: 'logging', tools: toolkit('logging') });
  if (has('mining')) slots.push({ kind: 'gathering', skill: 'mining', tools: toolkit('mining') });
  if (has('hunting')) slots.push({ kind: 'gathering', skill: 'hunting', tools: 'none' });
  if (has('fishing')) slots.push({ kind: 'gathering', skill: 'fishing', tools: toolkit('fishing') });
  if (has('cooking')) {
    slots.push({
      kind: 'cooking',
      tools: toolkit('cooking'),
      choreDelegationFor: [],
      preservations: 1,
      candleBatches: 0,
    });
  }
  if (has('bushcraft')) slots.push({ kind: 'bushcraft', choices: [{ id: 'food' }, { id: 'cordage' }] });
  if (has('woodworks')) slots.push({ kind: 'processing', task: { process: 'lumber' }, tools: toolkit('woodworks') });
  if (has('tailor')) slots.push({ kind: 'processing', task: { process: 'cordage', clothFragments: 1 }, tools: 'none' });
  if (has('farming')) slots.push({ kind: 'farming', tools: toolkit('farming') });
  slots.push({ kind: 'gathering', skill: 'hunting', tools: 'none' });
  slots.push({ kind: 'free', text: 'Keeps watch and mends the camp.' });
  return slots;
}

/** Daily Tasks each character fills (the two every character has; a third needs a cook's Chore Delegation). */
export const TASKS_PER_CHARACTER = 2;

/**
 * A plan with every Daily Task of every character filled with work the rules accept today (validatePlan is the
 * judge), rotating through each character's skills from `day` so the log is not the same line every day.
 */
export function fullDayPlan(
  state: CampaignDayState,
  characters: readonly CalendarCharacter[],
  conditions: DayConditions,
  extra: Pick<DayPlan, 'foodBought'> = {},
): DayPlan {
  const plan: Record<string, CharacterDayPlan> = {};
  const current = (): DayPlan => ({ characters: { ...plan }, ...extra });
  for (const character of characters) {
    const candidates = candidateSlots(character);
    const offset = state.day % Math.max(1, candidates.length - 1);
    const ordered = [...candidates.slice(offset, -1), ...candidates.slice(0, offset), candidates.at(-1)!];
    const chosen: TaskSlot[] = [];
    for (let slot = 0; slot < TASKS_PER_CHARACTER; slot++) {
      for (const candidate of ordered) {
        plan[character.id] = { slots: [...chosen, candidate] };
        const check = validatePlan(state, characters, current(), conditions).characters.find(
          (c) => c.characterId === character.id,
        );
        if (check && check.reasons.length === 0 && check.slots[slot]?.reasons.length === 0) {
          chosen.push(candidate);
          break;
        }
      }
    }
    plan[character.id] = { slots: chosen };
  }
  return current();
}
