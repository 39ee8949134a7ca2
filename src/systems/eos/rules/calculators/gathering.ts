import { farmingNetOutput } from '../gathering/farming';
import gatheringData from '../../../../../data/eos/gathering.json';
import type { GatheringFile } from '../schemas/gathering';
import { arrowShafts, arrowheads, boltsFromIngots } from '../gathering/ammunition';
import { cookingPoints, tasteMealsPerTask, tasteTier } from '../gathering/cooking';
import { farmingMonthlyOutput } from '../gathering/farming';
import { fishingYield } from '../gathering/fishing';
import { huntingBaseTargetNumber, trackingRoll } from '../gathering/hunting';
import { firewoodDays, loggingYield } from '../gathering/logging';
import { mineOreLeft, miningYield, oreToIngots } from '../gathering/mining';
import { GATHERING_MULTIPLIER, type ToolLevel } from '../tools';
import { choice, halves, num, plural, str, whole, yesNo, type Calculator } from './types';

const yes = (value: string) => value === 'yes';
const GATHERING = gatheringData as unknown as GatheringFile;
const toolsInput = (
  initial: ToolLevel = 'basic',
  levels: readonly ToolLevel[] = ['none', 'crude', 'basic', 'workshop'],
) =>
  choice(
    'tools',
    'Tools',
    levels.map(
      (level) =>
        [
          level,
          level === 'none'
            ? 'No tools'
            : level === 'workshop'
              ? 'Workshop'
              : `${level[0]?.toUpperCase()}${level.slice(1)} tools`,
        ] as const,
    ),
    initial,
  );
const multiplier = (tools: string) => GATHERING_MULTIPLIER[tools as keyof typeof GATHERING_MULTIPLIER] ?? 1;

export const GATHERING_CALCULATORS: readonly Calculator[] = [
  {
    id: 'logging',
    group: 'gathering',
    title: 'Logging: beams and firewood',
    runs: ['loggingYield', 'firewoodDays', 'GATHERING_MULTIPLIER'],
    quote: 'If the character wishes to use a beam for firewood, each beam will last 7 days.',
    inputs: [whole('level', 'Logging level', 0, 15, 3), toolsInput()],
    compute(v) {
      const beams = loggingYield({ level: num(v, 'level'), tools: str(v, 'tools') as ToolLevel });
      return {
        answer: `${plural(beams, 'beam')}, firewood for ${plural(firewoodDays(beams), 'day')}`,
        formula: `(1 + ${num(v, 'level')}) × ${multiplier(str(v, 'tools'))} (${str(v, 'tools')}) = ${beams}; ${beams} × 7 days = ${firewoodDays(beams)}`,
      };
    },
  },
  {
    id: 'mining',
    group: 'gathering',
    title: 'Mining: ore and ingots',
    runs: ['miningYield', 'mineOreLeft', 'oreToIngots'],
    quote: 'A mine becomes depleted after 1,000 ore are removed.',
    inputs: [
      whole('level', 'Mining level', 0, 15, 4),
      toolsInput(),
      whole('removed', 'Ore already taken from the mine', 0, 1000, 0),
    ],
    compute(v) {
      const left = mineOreLeft(num(v, 'removed'));
      const ore = miningYield({ level: num(v, 'level'), tools: str(v, 'tools') as ToolLevel, oreLeftInMine: left });
      const ingots = oreToIngots({ ore, hasFire: true });
      return {
        answer: `${ore} ore (${ingots.ingots} T${ingots.ingotTier} ingots by a fire, ${ingots.oreLeft} ore over); ${left - ore} left in the mine`,
        formula: `(1 + ${num(v, 'level')}) × ${multiplier(str(v, 'tools'))}, at most the ${left} left = ${ore}; ${ore} ÷ 10 = ${ingots.ingots} ingots`,
      };
    },
  },
  {
    id: 'ammunition',
    group: 'gathering',
    title: 'Arrows and bolts from materials',
    runs: ['arrowShafts', 'arrowheads', 'boltsFromIngots'],
    quote: 'Each ingot can be used to create 10x 1h-c’bow bolts or 5x 2h-c’bow bolts.',
    inputs: [
      whole('lumber', 'Beams or lumber', 0, 10_000, 1),
      whole('ingots', 'Ingots', 0, 10_000, 1),
      whole('shards', 'Bone shards', 0, 10_000, 2),
      choice(
        'crossbow',
        'Bolts for',
        [
          ['one-handed', '1h crossbows'],
          ['two-handed', '2h crossbows'],
        ],
        'one-handed',
      ),
    ],
    compute(v) {
      const shafts = arrowShafts(num(v, 'lumber'));
      const heads = arrowheads({ ingots: num(v, 'ingots'), boneShards: num(v, 'shards') });
      const bolts = boltsFromIngots({
        ingots: num(v, 'ingots'),
        crossbow: str(v, 'crossbow') as 'one-handed' | 'two-handed',
      });
      return {
        answer: `${shafts} shafts, ${heads} arrowheads, or ${bolts} bolts`,
        formula: `${num(v, 'lumber')} lumber × ${arrowShafts(1)} = ${shafts} shafts; ${num(v, 'ingots')} ingots × 30 + ${num(v, 'shards')} shards × 5 = ${heads}; ${num(v, 'ingots')} ingots × ${bolts / Math.max(1, num(v, 'ingots'))} = ${bolts} bolts`,
      };
    },
  },
  {
    id: 'cooking',
    group: 'gathering',
    title: 'Cooking points and taste',
    runs: ['cookingPoints', 'tasteTier', 'tasteMealsPerTask'],
    quote:
      'If it is not declared as a task for the day, then the Taste Tier of each meal is half of the characters Cooking skill level.',
    inputs: [
      whole('level', 'Cooking level', 0, 15, 5),
      toolsInput('crude', ['crude', 'basic', 'workshop']),
      yesNo('declared', 'Cooking is a declared task', 'no'),
    ],
    compute(v) {
      const tools = str(v, 'tools') as ToolLevel;
      const points = cookingPoints({ level: num(v, 'level'), tools });
      const taste = tasteTier({ level: num(v, 'level'), declaredTask: yes(str(v, 'declared')) });
      return {
        answer: `${points} cooking points; taste T${taste}; ${tasteMealsPerTask(tools)} taste meals a task`,
        formula: yes(str(v, 'declared'))
          ? `taste = Cooking ${num(v, 'level')} = T${taste}`
          : `taste = ⌊Cooking ${num(v, 'level')} ÷ 2⌋ = T${taste}`,
      };
    },
  },
  {
    id: 'farming',
    group: 'gathering',
    title: 'Farming: a month’s output',
    runs: ['farmingMonthlyOutput'],
    quote: 'Farming uses tool modifiers for outputs as: No tools = x1 Crude tools = x2 Basic tools = x4',
    inputs: [
      whole('level', 'Farming level', 0, 15, 3),
      toolsInput('crude', ['none', 'crude', 'basic']),
      yesNo('snow', 'Snow on the ground'),
    ],
    compute(v) {
      const output = farmingMonthlyOutput({
        level: num(v, 'level'),
        tools: str(v, 'tools') as ToolLevel,
        snow: yes(str(v, 'snow')),
      });
      return {
        answer: `${output} units of food or cloth fragments (before animals)`,
        formula: `(${num(v, 'level')} × ${GATHERING.farming.outputPerLevel}) × ${GATHERING.farming.toolMultiplier[str(v, 'tools') as keyof typeof GATHERING.farming.toolMultiplier]} (${str(v, 'tools')}) = ${output}`,
      };
    },
  },
  {
    id: 'fishing',
    group: 'gathering',
    title: 'Fishing: a day’s catch',
    runs: ['fishingYield'],
    quote: 'For each number rolled over the target number the fisherman gains 1 unit of food',
    inputs: [
      whole('level', 'Fishing level', 0, 15, 3),
      whole('presence', 'Presence', 0, 15, 3),
      whole('roll', 'The d20', 1, 20, 14),
      toolsInput('crude', ['crude', 'basic', 'workshop']),
      whole('race', 'Race tool multiplier (Shore Troll 2)', 1, 4, 1),
      whole('target', 'Target number', 0, 100, 15),
    ],
    compute(v) {
      const result = fishingYield({
        level: num(v, 'level'),
        presence: num(v, 'presence'),
        roll: num(v, 'roll'),
        tools: str(v, 'tools') as ToolLevel,
        raceToolMultiplier: num(v, 'race'),
        targetNumber: num(v, 'target'),
      });
      return {
        answer: `${result.food} units of food`,
        formula: `Fishing ${num(v, 'level')} + Presence ${num(v, 'presence')} + d20 ${num(v, 'roll')} = ${result.total} vs ${num(v, 'target')}: ${result.pointsOver} over × ${multiplier(str(v, 'tools'))} × ${num(v, 'race')} = ${result.food}`,
      };
    },
  },
  {
    id: 'hunting-target',
    group: 'gathering',
    title: 'Hunting: target number by distance',
    runs: ['huntingBaseTargetNumber'],
    quote:
      'The Baseline difficulty for hunting is 30 in and around any town. For every 5 miles outside that town, the difficulty will lower by 5, to a minimum of 5.',
    inputs: [halves('miles', 'Miles from the nearest town', 0, 10_000, 12)],
    compute(v) {
      const target = huntingBaseTargetNumber(num(v, 'miles'));
      return {
        answer: `Target number ${target}`,
        formula: `${GATHERING.hunting.townTargetNumber} − ${GATHERING.hunting.targetNumberDropPerStep} × ⌊${num(v, 'miles')} ÷ ${GATHERING.hunting.milesPerStep}⌋, not below ${GATHERING.hunting.minimumTargetNumber} = ${target}`,
      };
    },
  },
  {
    id: 'tracking',
    group: 'gathering',
    title: 'Tracking a trail for a day',
    runs: ['trackingRoll'],
    quote: 'It is a simple “Pass or Fail” roll.',
    inputs: [
      whole('level', 'Tracker’s Hunting', 0, 22, 4),
      whole('presence', 'Tracker’s Presence', 0, 15, 3),
      whole('roll', 'Tracker’s d20', 1, 20, 12),
      whole('targetLevel', 'Target’s Hunting', 0, 22, 2),
      whole('targetPresence', 'Target’s Presence', 0, 15, 2),
      whole('targetRoll', 'Target’s d20', 1, 20, 9),
      whole('cold', 'Days the trail went cold (+2 each)', 0, 100, 0),
    ],
    compute(v) {
      const result = trackingRoll({
        tracker: { level: num(v, 'level'), presence: num(v, 'presence'), roll: num(v, 'roll') },
        target: { level: num(v, 'targetLevel'), presence: num(v, 'targetPresence'), roll: num(v, 'targetRoll') },
        daysCold: num(v, 'cold'),
      });
      return {
        answer: result.followed ? 'The trail is followed' : 'The trail is lost (a tie fails)',
        formula: `${num(v, 'level')} + ${num(v, 'presence')} + ${num(v, 'roll')} = ${result.trackerTotal} vs ${num(v, 'targetLevel')} + ${num(v, 'targetPresence')} + ${num(v, 'targetRoll')} + 2 × ${num(v, 'cold')} = ${result.targetTotal}`,
      };
    },
  },
  {
    id: 'farming-net',
    group: 'gathering',
    title: 'Farming: net output after animals',
    runs: ['farmingNetOutput'],
    quote: '*Ignore any negative numbers when rolling under these target numbers',
    inputs: [
      whole('food', 'Gross days of food', 0, 100_000, 30),
      whole('cloth', 'Gross cloth fragments', 0, 100_000, 0),
      whole('large', 'Large-animal d20', 1, 20, 17),
      whole('small', 'Small-animal d20', 1, 20, 12),
      whole('hunting', 'Hunting target number', 0, 100, 15),
      whole('trapping', 'Trapping target number', 0, 100, 10),
    ],
    compute(v) {
      const net = farmingNetOutput({
        grossFood: num(v, 'food'),
        grossCloth: num(v, 'cloth'),
        largeAnimalRoll: num(v, 'large'),
        smallAnimalRoll: num(v, 'small'),
        huntingTargetNumber: num(v, 'hunting'),
        trappingTargetNumber: num(v, 'trapping'),
      });
      return {
        answer: `${net.netFood} days of food, ${net.netCloth} cloth fragments`,
        formula: `${num(v, 'cloth')} − (${num(v, 'large')} − ${num(v, 'hunting')}, not below 0) = ${net.netCloth} cloth; ${num(v, 'food')} − (${num(v, 'small')} − ${num(v, 'trapping')}, not below 0) = ${net.netFood} food`,
      };
    },
  },
];
