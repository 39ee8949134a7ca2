import { clothingSetTier } from '../crafting/clothing-set';
import { CRAFTING, craftingTimeFor } from '../crafting/catalog';
import { craftingDays, itemCraftingDays } from '../crafting/crafting-days';
import { canFit, fittingRequirement } from '../crafting/fitting';
import { ingotUpgradeDays } from '../crafting/ingot-upgrade';
import { mapCopyDays, mergedMapTier } from '../crafting/map-making';
import { repairDays } from '../crafting/repair';
import {
  structureDays,
  structureMaterials,
  structureRepairDays,
  tilesToSquareFeet,
  type StructureBuilder,
  type StructureKind,
} from '../crafting/structures';
import { skillById } from '../skills';
import { CRAFTING_DAYS_DIVISOR } from '../tools';
import { choice, halves, num, plural, str, whole, type Calculator } from './types';

const TOOL_CHOICES = [
  ['crude', 'Crude tools'],
  ['basic', 'Basic tools'],
  ['workshop', 'Workshop'],
] as const;
const toolsInput = choice('tools', 'Tools', TOOL_CHOICES, 'basic');
const itemInput = (initial: string) =>
  choice(
    'item',
    'Item',
    CRAFTING.items.map((item) => [item.id, item.name] as const),
    initial,
  );
const days = (n: number) => plural(n, 'day');

/** "T × T ÷ 2 (basic)" for the days a skill's table gives. */
function craftingFormula(skill: string, tier: number, tools: string, result: number): string {
  const time = craftingTimeFor(skill);
  const base = time.formula === 'tier-squared' ? `${tier} × ${tier}` : `${tier}`;
  const baseDays = time.formula === 'tier-squared' ? tier * tier : tier;
  return `${base} days ÷ ${baseDays / result} (${tools}) = ${result}`;
}

export const CRAFTING_CALCULATORS: readonly Calculator[] = [
  {
    id: 'item-crafting-days',
    group: 'crafting',
    title: 'Days to craft an item',
    runs: ['itemCraftingDays', 'craftingDays', 'craftingTimeFor', 'CRAFTING_DAYS_DIVISOR'],
    quote:
      'The time it takes to create a weapon is: the desired Tier value multiplied by itself [Tier value x Tier value].',
    inputs: [itemInput('weapon'), whole('tier', 'Tier', 1, 15, 5), toolsInput],
    compute(v) {
      const item = CRAFTING.items.find((entry) => entry.id === str(v, 'item'));
      const result = itemCraftingDays({ item: str(v, 'item'), tier: num(v, 'tier'), tools: str(v, 'tools') });
      const formula =
        item?.timing === 'one-per-daily-task'
          ? `one per Daily Task ÷ ${1 / result} (${str(v, 'tools')}) = ${result}`
          : craftingFormula(item?.skill ?? '', num(v, 'tier'), str(v, 'tools'), result);
      return { answer: `${days(result)} (${skillById(item?.skill ?? '').name})`, formula };
    },
  },
  {
    id: 'ingot-upgrade',
    group: 'crafting',
    title: 'Upgrading an ingot',
    runs: ['ingotUpgradeDays'],
    quote: 'upgrading a T9 ingot to a T10 ingot with Basic tools only requires (50 days- 40.5 days) 9.5 days.',
    inputs: [whole('from', 'From tier', 0, 14, 9), whole('to', 'To tier', 1, 15, 10), toolsInput],
    compute(v) {
      const tools = str(v, 'tools') as keyof typeof CRAFTING_DAYS_DIVISOR;
      const result = ingotUpgradeDays({ fromTier: num(v, 'from'), toTier: num(v, 'to'), tools });
      return {
        answer: days(result),
        formula: `(${num(v, 'to')}² − ${num(v, 'from')}²) ÷ ${CRAFTING_DAYS_DIVISOR[tools]} (${tools}) = ${result}`,
      };
    },
  },
  {
    id: 'repair-days',
    group: 'crafting',
    title: 'Days to repair an item',
    runs: ['repairDays'],
    quote: 'Upon repair, requiring 1/100th the creation time, the original Tier value is completely restored.',
    inputs: [itemInput('armor'), whole('tier', 'Original tier', 1, 15, 8), toolsInput],
    compute(v) {
      const input = { item: str(v, 'item'), tier: num(v, 'tier'), tools: str(v, 'tools') };
      const result = repairDays(input);
      return {
        answer: days(result),
        formula: `${itemCraftingDays(input)} days to make × ${CRAFTING.repair.fractionOfCreationTime} = ${result}`,
      };
    },
  },
  {
    id: 'structure',
    group: 'crafting',
    title: 'Building a structure',
    runs: ['structureDays', 'structureMaterials', 'structureRepairDays', 'tilesToSquareFeet'],
    quote:
      'For every 360 stones used, the architect may create a structure (building, bridge, wall, dam, etc. but especially fortification) of roughly 100 square feet.',
    inputs: [
      choice(
        'builder',
        'Builder',
        [
          ['woodworks', 'Woodworks'],
          ['architect', 'Architect'],
        ],
        'architect',
      ),
      choice(
        'kind',
        'Structure',
        [
          ['building', 'Building'],
          ['fortification', 'Fortification (Architect)'],
        ],
        'fortification',
      ),
      halves('tiles', 'Area (tiles)', 1, 100_000, 40),
      whole('tier', 'Tier', 1, 15, 4),
      toolsInput,
      whole('helpers', 'Recruited helpers (Architect)', 0, 10, 0),
    ],
    compute(v) {
      const squareFeet = tilesToSquareFeet(num(v, 'tiles'));
      const input = {
        builder: str(v, 'builder') as StructureBuilder,
        kind: str(v, 'kind') as StructureKind,
        squareFeet,
        tier: num(v, 'tier'),
        tools: str(v, 'tools'),
        helpers: num(v, 'helpers'),
      };
      const result = structureDays(input);
      const materials = structureMaterials(input)
        .map((m) => `${m.quantity} ${m.material === 'stone' ? 'stones' : 'beams or lumber'}`)
        .join(', ');
      const base = craftingDays({ skill: input.builder, tier: input.tier, tools: input.tools });
      return {
        answer: `${days(result)}; ${materials}; repair ${days(structureRepairDays(input))}`,
        formula: `${num(v, 'tiles')} tiles × ${CRAFTING.structures.woodworks.squareFeetPerTile} = ${squareFeet} sq ft; ${craftingFormula(input.builder, input.tier, input.tools, base)} × ${result / base} = ${result}`,
      };
    },
  },
  {
    id: 'map-copy',
    group: 'crafting',
    title: 'Copying and merging maps',
    runs: ['mapCopyDays', 'mergedMapTier'],
    quote: 'a Tier value equal to the lowest Tier value of each map being assembled this way.',
    inputs: [
      whole('level', 'Map Making level', 0, 15, 2),
      whole('a', 'First map tier', 0, 15, 6),
      whole('b', 'Second map tier', 0, 15, 4),
    ],
    compute(v) {
      const copy = mapCopyDays(num(v, 'level'));
      const merged = mergedMapTier([num(v, 'a'), num(v, 'b')]);
      return {
        answer: `A copy takes ${copy.minDays}–${copy.maxDays} days; merged map T${merged}`,
        formula: `lowest of T${num(v, 'a')} and T${num(v, 'b')} = T${merged}`,
      };
    },
  },
  {
    id: 'fitting',
    group: 'crafting',
    title: 'Fitting armor and clothing',
    runs: ['fittingRequirement', 'canFit'],
    quote:
      'Worn gear, such as armor & clothing, would need to be fitted by a character that has a skill level equal to that item’s tier value or higher.',
    inputs: [
      itemInput('armor'),
      whole('tier', 'Item tier', 1, 15, 6),
      whole('level', 'Fitter’s skill level', 0, 15, 5),
    ],
    compute(v) {
      const input = { item: str(v, 'item'), tier: num(v, 'tier') };
      const needed = fittingRequirement(input);
      if (needed === null) return { answer: 'Needs no fitting', formula: 'only worn gear (armor, clothing) is fitted' };
      const ok = canFit({ ...input, skillLevel: num(v, 'level') });
      const skill = skillById(needed.skill).name;
      return {
        answer: ok ? `This fitter can fit it` : `Needs ${skill} ${needed.level}`,
        formula: `${skill} ${num(v, 'level')} ${ok ? '≥' : '<'} tier ${needed.level}`,
      };
    },
  },
  {
    id: 'clothing-set-tier',
    group: 'crafting',
    title: 'A clothing set’s tier',
    runs: ['clothingSetTier'],
    quote: 'If multiple Tier materials are used: use the lowest Tier among them.',
    inputs: [
      whole('a', 'First cloth tier', 0, 15, 8),
      whole('b', 'Second cloth tier', 0, 15, 6),
      whole('desired', 'Tier wanted', 0, 15, 6),
    ],
    compute(v) {
      const tier = clothingSetTier({ materialTiers: [num(v, 'a'), num(v, 'b')], desiredTier: num(v, 'desired') });
      return { answer: `A T${tier} clothing set`, formula: `lowest of T${num(v, 'a')} and T${num(v, 'b')} = T${tier}` };
    },
  },
];
