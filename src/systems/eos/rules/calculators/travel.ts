import travelData from '../../../../../data/eos/travel.json';
import type { TravelFile } from '../schemas/travel';
import { dailyTaskHours } from '../daily-tasks';
import {
  LIGHT_SOURCES,
  blindCollisionDamage,
  blindNpcMovement,
  hoursOfLight,
  lightAtDistance,
  lowLightIdentifyRange,
  lowLightRangedDefenseBonus,
  lowLightStealthBonus,
  lowLightUnpenalizedRange,
  type LightRadiusReading,
} from '../light';
import {
  SKID,
  WATERCRAFT,
  canPullSkid,
  dailyMiles,
  milesForTravelTasks,
  navigationBonus,
  openWaterMilesPerDay,
  raftCordageFeet,
  riverMilesPerDay,
  type RiverDirection,
  type Road,
} from '../travel';
import type { LightSourceId } from '../schemas/light';
import { CALENDAR_SHAPE, calendarDate, dayOfDate } from '../calendar/calendar';
import { choice, num, plural, str, whole, yesNo, type Calculator } from './types';

const TRAVEL = travelData as unknown as TravelFile;
const yes = (value: string) => value === 'yes';

const lightSourceInput = choice(
  'source',
  'Light source',
  LIGHT_SOURCES.map((s) => [s.id, s.name] as const),
  'torch',
);

export const TRAVEL_CALCULATORS: readonly Calculator[] = [
  {
    id: 'daily-miles',
    group: 'travel',
    title: 'Miles a day on foot',
    runs: ['dailyMiles', 'milesForTravelTasks'],
    quote: 'Generally, traveling off road or off trail will be considered half speed [Daily Miles= (Body+ Move) /2].',
    inputs: [
      whole('body', 'Body', 0, 15, 4),
      whole('move', 'Move', 0, 20, 3),
      choice(
        'road',
        'Where',
        [
          ['road', 'On a road or trail'],
          ['off-road', 'Off road'],
        ],
        'off-road',
      ),
      whole('bonus', 'Navigation bonus (off road)', 0, 15, 0),
      whole('tasks', 'Travel tasks today', 0, TRAVEL.maxTravelTasksPerDay, 1),
    ],
    compute(v) {
      const road = str(v, 'road') as Road;
      const perTask = dailyMiles({
        body: num(v, 'body'),
        move: num(v, 'move'),
        road,
        navigationBonus: num(v, 'bonus'),
      });
      const total = milesForTravelTasks({ milesPerTask: perTask, travelTasks: num(v, 'tasks') });
      const sum =
        road === 'road'
          ? `Body ${num(v, 'body')} + Move ${num(v, 'move')} = ${perTask}`
          : `(Body ${num(v, 'body')} + Move ${num(v, 'move')} + bonus ${num(v, 'bonus')}) ÷ ${TRAVEL.offRoadDivisor} = ${perTask}`;
      return { answer: `${total} miles`, formula: `${sum} per task × ${num(v, 'tasks')} = ${total}` };
    },
  },
  {
    id: 'navigation-bonus',
    group: 'travel',
    title: 'Navigation bonus',
    runs: ['navigationBonus'],
    quote: 'Navigation Bonus = [(Map Tier + Navigation skill) /2] (rounded up).',
    inputs: [
      whole('navigation', 'Navigation level', 0, 15, 3),
      whole('map', 'Map tier (0: no map)', 0, 15, 4),
      yesNo('toolkit', 'Navigation toolkit', 'yes'),
      yesNo('visited', 'Been there before'),
    ],
    compute(v) {
      const map = num(v, 'map');
      const bonus = navigationBonus({
        navigation: num(v, 'navigation'),
        mapTier: map === 0 ? null : map,
        hasToolkit: yes(str(v, 'toolkit')),
        visitedBefore: yes(str(v, 'visited')),
      });
      return {
        answer: `+${bonus}`,
        formula:
          bonus === 0
            ? 'no bonus: it needs Navigation 1+, the toolkit and a map (or a visited area)'
            : `⌈(map ${Math.max(map, yes(str(v, 'visited')) ? num(v, 'navigation') : 0)} + Navigation ${num(v, 'navigation')}) ÷ 2⌉ = ${bonus}`,
      };
    },
  },
  {
    id: 'river',
    group: 'travel',
    title: 'Miles a day on a river',
    runs: ['riverMilesPerDay', 'WATERCRAFT'],
    quote: '-For most watercraft traveling down river the speed is 25 miles per day',
    inputs: [
      choice(
        'craft',
        'Watercraft',
        WATERCRAFT.map((w) => [w.riverCraft, w.name] as const).filter(
          (w, i, all) => all.findIndex((x) => x[0] === w[0]) === i,
        ),
        'boat',
      ),
      choice(
        'direction',
        'Direction',
        [
          ['downstream', 'Down river'],
          ['upstream', 'Up river'],
        ],
        'downstream',
      ),
    ],
    compute(v) {
      const miles = riverMilesPerDay({
        craft: str(v, 'craft') as 'boat' | 'raft',
        direction: str(v, 'direction') as RiverDirection,
      });
      return {
        answer: `${miles} miles a day`,
        formula: `the printed speed (Navigation does not apply on rivers) = ${miles}`,
      };
    },
  },
  {
    id: 'open-water',
    group: 'travel',
    title: 'Miles a day on open water',
    runs: ['openWaterMilesPerDay'],
    quote: 'the speed these watercraft travel per day is [Move x Navigation bonus].',
    inputs: [whole('move', 'Watercraft Move', 1, 20, 2), whole('bonus', 'Best pilot’s Navigation bonus', 0, 15, 3)],
    compute(v) {
      const miles = openWaterMilesPerDay({ craftMove: num(v, 'move'), pilotNavigationBonuses: [num(v, 'bonus')] });
      return {
        answer: `${miles} miles a day`,
        formula: `Move ${num(v, 'move')} × bonus ${num(v, 'bonus')} = ${miles}`,
      };
    },
  },
  {
    id: 'raft',
    group: 'travel',
    title: 'Raft: cordage',
    runs: ['raftCordageFeet'],
    quote: 'Requires 5 feet of cordage per person in size.',
    inputs: [whole('persons', 'Persons carried', 1, 15, 3), whole('bushcraft', 'Bushcraft level', 0, 15, 3)],
    compute(v) {
      const feet = raftCordageFeet({ persons: num(v, 'persons'), bushcraft: num(v, 'bushcraft') });
      return {
        answer: `${feet} feet of cordage`,
        formula: `${TRAVEL.raft.cordageFeetPerPerson} ft × ${num(v, 'persons')} persons = ${feet}`,
      };
    },
  },
  {
    id: 'skid',
    group: 'travel',
    title: 'Pulling a skid',
    runs: ['canPullSkid', 'SKID'],
    quote:
      'Requires Body 2+ to move. A character pulling a Skid cannot take double-movement actions or enter a run state.',
    inputs: [whole('body', 'Body', 0, 15, 2)],
    compute(v) {
      const ok = canPullSkid(num(v, 'body'));
      return {
        answer: ok ? 'Can pull it (no double moves, no running)' : 'Too weak to pull it',
        formula: `Body ${num(v, 'body')} ${ok ? '≥' : '<'} ${SKID.minBody}`,
      };
    },
  },
  {
    id: 'task-hours',
    group: 'travel',
    title: 'Hours of daily tasks',
    runs: ['dailyTaskHours'],
    quote: 'Each task assumes a 5 hours dedicated to it.',
    inputs: [whole('tasks', 'Daily tasks', 0, 3, 2)],
    compute(v) {
      const hours = dailyTaskHours(num(v, 'tasks'));
      return { answer: plural(hours, 'hour'), formula: `${num(v, 'tasks')} × 5 hours = ${hours}` };
    },
  },
  {
    id: 'light-at-distance',
    group: 'travel',
    title: 'Light at a distance',
    runs: ['lightAtDistance', 'LIGHT_SOURCES'],
    quote:
      'A lit campfire, torch, or candle will project a 5-tile radius of bright light and a secondary 10-tile radius of Low Light 1.',
    inputs: [
      lightSourceInput,
      whole('distance', 'Distance (tiles)', 0, 1000, 8),
      choice(
        'reading',
        'The 10-tile radius (A-21)',
        [
          ['from-source', 'from the source'],
          ['beyond-bright', 'beyond the bright light'],
        ],
        'from-source',
      ),
    ],
    compute(v) {
      const source = LIGHT_SOURCES.find((s) => s.id === str(v, 'source'));
      const light = lightAtDistance(
        { sourceId: str(v, 'source') as LightSourceId, distance: num(v, 'distance') },
        { lightRadius: str(v, 'reading') as LightRadiusReading },
      );
      const answer =
        light.kind === 'bright' ? 'Bright light' : light.kind === 'low-light' ? `Low Light ${light.level}` : 'Darkness';
      const edge =
        str(v, 'reading') === 'from-source'
          ? source?.lowLightRadius
          : (source?.brightRadius ?? 0) + (source?.lowLightRadius ?? 0);
      return {
        answer,
        formula: `${num(v, 'distance')} tiles: bright to ${source?.brightRadius}, Low Light to ${edge}`,
      };
    },
  },
  {
    id: 'day-of-date',
    group: 'travel',
    title: 'Which campaign day is this date',
    runs: ['dayOfDate', 'calendarDate'],
    quote: '5 days to plant & 5 days to harvest, leaving the middle 20 days open for other tasks',
    inputs: [
      whole('year', 'Year', 1, 1000, 1),
      whole('month', 'Month (1 is the first of spring)', 1, CALENDAR_SHAPE.monthsPerYear, 4),
      whole('dayOfMonth', 'Day of the month', 1, CALENDAR_SHAPE.daysPerMonth, 10),
    ],
    compute(v) {
      const [year, month, dayOfMonth] = [num(v, 'year'), num(v, 'month'), num(v, 'dayOfMonth')];
      const day = dayOfDate({ year, month, dayOfMonth });
      const date = calendarDate(day);
      return {
        answer: `Campaign day ${day}: ${date.label}, day ${date.dayOfSeason} of the season`,
        formula: `1 + (${year} − 1) × ${CALENDAR_SHAPE.daysPerYear} + (${month} − 1) × ${CALENDAR_SHAPE.daysPerMonth} + (${dayOfMonth} − 1) = ${day}`,
      };
    },
  },
  {
    id: 'hours-of-light',
    group: 'travel',
    title: 'Hours of light',
    runs: ['hoursOfLight'],
    quote: 'Create a Torch – enough for a total of 5 hours of light.',
    inputs: [lightSourceInput, whole('count', 'How many', 0, 10_000, 3)],
    compute(v) {
      const hours = hoursOfLight([{ sourceId: str(v, 'source') as LightSourceId, count: num(v, 'count') }]);
      const each = LIGHT_SOURCES.find((s) => s.id === str(v, 'source'))?.hours;
      return { answer: plural(hours, 'hour'), formula: `${num(v, 'count')} × ${each} hours = ${hours}` };
    },
  },
  {
    id: 'low-light',
    group: 'travel',
    title: 'Low light: seeing and shooting',
    runs: ['lowLightIdentifyRange', 'lowLightUnpenalizedRange', 'lowLightRangedDefenseBonus'],
    quote: 'You can make range & projectile attacks at twice (2x) the declared Low Light level without penalty.',
    inputs: [
      whole('level', 'Low Light level', 1, 100, 3),
      whole('distance', 'Distance to the target (tiles)', 0, 1000, 9),
      yesNo('darkVision', 'Attacker has Dark Vision'),
    ],
    compute(v) {
      const level = num(v, 'level');
      const unpenalized = lowLightUnpenalizedRange(level);
      const bonus = lowLightRangedDefenseBonus({
        lowLight: level,
        distance: num(v, 'distance'),
        attackerHasDarkVision: yes(str(v, 'darkVision')),
      });
      return {
        answer: `Identify to ${lowLightIdentifyRange(level)} tiles; shoot unpenalized to ${unpenalized}; defender +${bonus}`,
        formula: yes(str(v, 'darkVision'))
          ? 'Dark Vision: immune to low light'
          : `2 × ${level} = ${unpenalized}; ${num(v, 'distance')} − ${unpenalized}, not below 0 = ${bonus}`,
      };
    },
  },
  {
    id: 'low-light-stealth',
    group: 'travel',
    title: 'Low light: stealth bonus',
    runs: ['lowLightStealthBonus'],
    quote: '+1 added to their roll for each tile beyond the Low Light value they are versus their target.',
    inputs: [
      whole('level', 'Low Light level', 1, 100, 3),
      whole('distance', 'Distance to the target (tiles)', 0, 1000, 7),
      yesNo('darkVision', 'Target has Dark Vision'),
    ],
    compute(v) {
      const bonus = lowLightStealthBonus({
        lowLight: num(v, 'level'),
        distance: num(v, 'distance'),
        targetHasDarkVision: yes(str(v, 'darkVision')),
      });
      return {
        answer: `+${bonus} to stealth`,
        formula: yes(str(v, 'darkVision'))
          ? 'Dark Vision: immune to low light'
          : `${num(v, 'distance')} − ${num(v, 'level')}, not below 0 = ${bonus}`,
      };
    },
  },
  {
    id: 'blind-npc',
    group: 'travel',
    title: 'A Blind NPC moves',
    runs: ['blindNpcMovement'],
    quote:
      'When a Blind NPC moves, unless they are moving toward a sound or other queue, the GM will roll 1d20 to determine their action.',
    inputs: [whole('roll', 'The GM’s d20', 1, 20, 12)],
    compute(v) {
      const row = blindNpcMovement(num(v, 'roll'));
      return { answer: `Moves ${row.label}`, formula: `d20 ${num(v, 'roll')}: the row ${row.from}–${row.to}` };
    },
  },
  {
    id: 'blind-collision',
    group: 'travel',
    title: 'A Blind character hits a wall',
    runs: ['blindCollisionDamage'],
    quote: 'they take damage equal to the total number of tiles they intended to move with that action',
    inputs: [
      whole('tiles', 'Tiles they meant to move', 0, 100, 4),
      whole('armor', 'Armor (worn + natural, no shield)', 0, 100, 1),
    ],
    compute(v) {
      const damage = blindCollisionDamage({ intendedTiles: num(v, 'tiles'), armor: num(v, 'armor') });
      return {
        answer: `${damage} damage`,
        formula: `${num(v, 'tiles')} tiles intended − armor ${num(v, 'armor')}, not below 0 = ${damage}`,
      };
    },
  },
];
