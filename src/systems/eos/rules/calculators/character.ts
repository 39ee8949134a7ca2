import containersData from '../../../../../data/eos/containers.json';
import sizesData from '../../../../../data/eos/sizes.json';
import type { ContainersFile } from '../schemas/containers';
import type { SizesFile } from '../schemas/sizes';
import { RACE_IDS, SIZE_CATEGORY_IDS, TIERED_CONTAINER_IDS } from '../schemas/ids';
import { maxCloaks } from '../combat/gear-limits';
import { raceCombatSpecials } from '../combat/race-specials';
import { deathHp, maxHp } from '../character/hp';
import { combatLevel, expToNextLevel, statPointsFromLevels } from '../character/level';
import { combatSkillPoints, timeSkillPoints } from '../character/skill-points';
import { clothingSetsAllowed } from '../character/gear';
import {
  bedrollColdArmor,
  containerBodyRequirement,
  containerSlots,
  fixedContainerCapacity,
  tentNeeds,
} from '../containers';
import {
  INVENTORY_ITEM_KINDS,
  carryPlaces,
  inventorySlots,
  storedContainerSlots,
  type InventoryItemKind,
} from '../inventory';
import { getRace } from '../races';
import { baseHp, materialCost } from '../size';
import { choice, halves, num, plural, str, whole, type Calculator } from './types';

const CONTAINERS = containersData as unknown as ContainersFile;
const SIZES = sizesData as unknown as SizesFile;

const raceInput = (initial = 'human') =>
  choice(
    'race',
    'Race',
    RACE_IDS.map((id) => [id, getRace(id).name] as const),
    initial,
  );
const sizeInput = choice(
  'size',
  'Creature size',
  SIZE_CATEGORY_IDS.map((id) => [id, SIZES.categories.find((c) => c.id === id)?.name ?? id] as const),
  'medium',
);
const tieredInput = choice(
  'kind',
  'Container',
  TIERED_CONTAINER_IDS.map((id) => [id, CONTAINERS.tieredContainers.find((c) => c.id === id)?.name ?? id] as const),
  'backpack',
);
const KIND_NAMES: Record<InventoryItemKind, string> = {
  xs: 'Extra-Small (XS) items',
  s: 'Small (S) items',
  m: 'Medium (M) items',
  l: 'Large (L) items',
  xl: 'Extra-Large (XL) items',
  torch: 'Torches',
  'bushcraft-container': 'Bushcraft containers',
  tent: 'Tents (folded, 1 person)',
  'hip-pouch': 'Hip pouches (packed)',
  'item-pouch': '[Item] pouches (packed)',
  backpack: 'Backpacks (packed)',
  'item-backpack': '[Item] backpacks (packed)',
};
const multiplierOf = (size: string) => SIZES.categories.find((c) => c.id === size)?.containerMultiplier ?? 1;

export const CHARACTER_CALCULATORS: readonly Calculator[] = [
  {
    id: 'inventory-slots',
    group: 'character',
    title: 'Inventory slots a stack takes',
    runs: ['inventorySlots'],
    quote: 'Extra-Small (XS): up to 10 may be stacked in 1 inventory space',
    inputs: [
      choice(
        'kind',
        'What',
        INVENTORY_ITEM_KINDS.map((kind) => [kind, KIND_NAMES[kind]] as const),
        'xs',
      ),
      whole('count', 'How many', 1, 100_000, 25),
    ],
    compute(v) {
      const kind = str(v, 'kind') as InventoryItemKind;
      const counted = inventorySlots({ kind, count: num(v, 'count'), persons: kind === 'tent' ? 1 : undefined });
      return { answer: plural(counted.slots, 'slot'), formula: `${counted.formula} = ${counted.slots}` };
    },
  },
  {
    id: 'stored-container',
    group: 'character',
    title: 'A container packed away',
    runs: ['storedContainerSlots'],
    quote:
      'Each container may hold up to 10 slots worth of objects & is 12 slots in overall size when stored (even when empty).',
    inputs: [
      choice(
        'kind',
        'Container',
        [...TIERED_CONTAINER_IDS, 'bushcraft-container'].map(
          (id) => [id, CONTAINERS.tieredContainers.find((c) => c.id === id)?.name ?? 'Bushcraft container'] as const,
        ),
        'bushcraft-container',
      ),
    ],
    compute(v) {
      const counted = storedContainerSlots(str(v, 'kind'));
      return { answer: `${plural(counted.slots, 'slot')} when stored`, formula: counted.formula };
    },
  },
  {
    id: 'carry-places',
    group: 'character',
    title: 'Carry slots and their places',
    runs: ['carryPlaces'],
    quote: 'Each character may have 1 item assigned to each slot listed.',
    inputs: [raceInput('dwarf')],
    compute(v) {
      const places = carryPlaces(getRace(str(v, 'race')));
      return { answer: `${plural(places.items, 'item')} worn`, formula: `${places.formula} = ${places.items}` };
    },
  },
  {
    id: 'container-slots',
    group: 'character',
    title: 'Pouch and backpack slots',
    runs: ['containerSlots', 'containerBodyRequirement'],
    quote: 'A Backpack has carry slots equal to 4x it’s tier value. They follow the same rules as Pouches.',
    inputs: [tieredInput, whole('tier', 'Tier', 1, 15, 3), sizeInput],
    compute(v) {
      const kind = str(v, 'kind');
      const tier = num(v, 'tier');
      const size = str(v, 'size');
      const slots = containerSlots({ kind, tier, size });
      const body = containerBodyRequirement({ kind, tier });
      const data = CONTAINERS.tieredContainers.find((c) => c.id === kind);
      const perTier = data?.slotsPerTier ?? 0;
      const scaled = multiplierOf(size) === 1 ? '' : ` × ${multiplierOf(size)} (${size})`;
      const roundUp = multiplierOf(size) < 1 && data?.smallCreatureRounding === 'up' ? ', rounded up' : '';
      return {
        answer: `${plural(slots, 'slot')}; needs Body ${body} to wear`,
        formula: `${perTier} × T${tier}${scaled}${roundUp} = ${slots}`,
      };
    },
  },
  {
    id: 'tent',
    group: 'character',
    title: 'Tent: cloth and folded size',
    runs: ['tentNeeds'],
    quote: 'Tents require 2 cloth (of Tier 2 or higher) to create for each creature it can house.',
    inputs: [whole('persons', 'Medium-sized creatures housed', 1, 12, 4)],
    compute(v) {
      const persons = num(v, 'persons');
      const needs = tentNeeds(persons);
      return {
        answer: `${needs.cloth} cloth (T${needs.minClothTier}+), ${needs.foldedSlots} slots folded`,
        formula: `${CONTAINERS.tent.clothPerPerson} × ${persons} = ${needs.cloth} cloth; ${CONTAINERS.tent.foldedSlotsPerPerson} × ${persons} = ${needs.foldedSlots} slots`,
      };
    },
  },
  {
    id: 'bedroll',
    group: 'character',
    title: 'Bedroll cold armor',
    runs: ['bedrollColdArmor'],
    quote: 'They have the same effect against cold as wearing two sets of clothing of the same tier.',
    inputs: [whole('tier', 'Bedroll tier', 1, 15, 4)],
    compute(v) {
      const tier = num(v, 'tier');
      const armor = bedrollColdArmor(tier);
      return {
        answer: `+${armor} cold armor`,
        formula: `${CONTAINERS.bedroll.coldArmorPerTier} × T${tier} = ${armor}`,
      };
    },
  },
  {
    id: 'fixed-container',
    group: 'character',
    title: 'Chests, barrels, baskets and skids',
    runs: ['fixedContainerCapacity'],
    quote: 'Misc Chest – Has 200 carry slots.',
    inputs: [
      choice(
        'id',
        'Container',
        CONTAINERS.fixedContainers.map((c) => [c.id, c.name] as const),
        'misc-chest',
      ),
    ],
    compute(v) {
      const id = str(v, 'id');
      const { holds, unit } = fixedContainerCapacity(id);
      const quote = CONTAINERS.fixedContainers.find((c) => c.id === id)?.quote ?? '';
      return { answer: `${holds} ${unit}`, formula: `as printed: “${quote}”` };
    },
  },
  {
    id: 'combat-level',
    group: 'character',
    title: 'Combat level from experience',
    runs: ['combatLevel', 'expToNextLevel', 'statPointsFromLevels'],
    quote: 'A character starts at Combat Level 1, & for every 2,000 exp gained they add another Combat Level.',
    inputs: [whole('exp', 'Experience', 0, 1_000_000_000, 4500)],
    compute(v) {
      const exp = num(v, 'exp');
      const level = combatLevel(exp);
      const points = statPointsFromLevels(level);
      return {
        answer: `Combat level ${level}; ${expToNextLevel(exp)} exp to the next; ${plural(points, 'bonus stat point')}`,
        formula: `1 + ⌊${exp} ÷ 2000⌋ = ${level}; stat points (${level} − 1) × 1 = ${points}`,
      };
    },
  },
  {
    id: 'max-hp',
    group: 'character',
    title: 'Maximum HP and death',
    runs: ['maxHp', 'baseHp', 'deathHp'],
    quote: 'a character with 20HP total will be out of combat at 0HP & dead at -20HP',
    inputs: [raceInput(), whole('body', 'Body', 0, 15, 5), whole('level', 'Combat level', 1, 1000, 3)],
    compute(v) {
      const race = getRace(str(v, 'race'));
      const body = num(v, 'body');
      const level = num(v, 'level');
      const hp = maxHp({ body, level, race });
      const base = baseHp(race);
      return {
        answer: `${hp} HP; dead at ${deathHp(hp)}`,
        formula: `Body ${body} × level ${level} + base ${base} = ${hp}`,
      };
    },
  },
  {
    id: 'skill-points',
    group: 'character',
    title: 'Time and combat skill points',
    runs: ['timeSkillPoints', 'combatSkillPoints'],
    quote: 'Skill points from Time may not be higher than the Mind stat in any skill',
    inputs: [
      raceInput(),
      whole('months', 'Months played', 0, 100_000, 6),
      whole('mind', 'Mind', 0, 15, 4),
      whole('level', 'Combat level', 1, 1000, 2),
    ],
    compute(v) {
      const race = getRace(str(v, 'race'));
      const months = num(v, 'months');
      const time = timeSkillPoints({ race, monthsElapsed: months });
      const atCreation = timeSkillPoints({ race, monthsElapsed: 0 });
      const perMonth = timeSkillPoints({ race, monthsElapsed: 1 }) - atCreation;
      const combat = combatSkillPoints(num(v, 'mind'), num(v, 'level'));
      return {
        answer: `${time} time points, ${combat} combat points`,
        formula: `${atCreation} at creation + ${months} months × ${perMonth} = ${time}; Mind ${num(v, 'mind')} × level ${num(v, 'level')} = ${combat}`,
      };
    },
  },
  {
    id: 'material-cost',
    group: 'character',
    title: 'Materials for a creature size',
    runs: ['materialCost'],
    quote:
      'The material cost of all gear including clothing, weapons, armor, tool kits, pouches, etc. will be tied to the creature’s general size category as:',
    inputs: [halves('amount', 'Materials for a medium creature', 0, 100_000, 5), sizeInput],
    compute(v) {
      const size = str(v, 'size');
      const cost = materialCost(num(v, 'amount'), size as (typeof SIZE_CATEGORY_IDS)[number]);
      const multiplier = SIZES.categories.find((c) => c.id === size)?.materialMultiplier ?? 1;
      return { answer: `${cost} materials`, formula: `${num(v, 'amount')} × ${multiplier} (${size}) = ${cost}` };
    },
  },
  {
    id: 'cloaks',
    group: 'character',
    title: 'Cloaks over armor',
    runs: ['maxCloaks', 'clothingSetsAllowed'],
    quote: 'Multiple Cloaks may be worn, resulting additive bonuses vs environmental damage.',
    inputs: [raceInput(), whole('body', 'Body', 0, 15, 4), whole('armor', 'Armor tier worn (0: none)', 0, 15, 2)],
    compute(v) {
      const race = getRace(str(v, 'race'));
      const body = num(v, 'body');
      const armor = num(v, 'armor');
      const cloaks = maxCloaks({ body, armorTiers: armor === 0 ? [] : [armor], specials: raceCombatSpecials(race) });
      const sets = clothingSetsAllowed(race.id);
      return {
        answer: `${plural(cloaks, 'cloak')}; ${plural(sets, 'set')} of clothing`,
        formula:
          race.traits.wornSlotMultiplier === undefined
            ? `Body ${body} − armor T${armor} = ${cloaks}`
            : `${race.name}: (2 × Body ${body}) − armor T${armor} = ${cloaks}`,
      };
    },
  },
];
