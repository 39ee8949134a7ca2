import { canOperateSiege, siegeCrew, siegeRange, siegeReloadTurns, siegeTransportBody } from '../combat/siege';
import { fortificationHpLeft, fortificationStats, type FortificationTableReading } from '../combat/fortification';
import {
  lockTargetNumber,
  lockTargetNumberWitnessed,
  lockpickAttempt,
  lockpickingTasksLost,
  type LockpickingTaskRounding,
} from '../gathering/lockpicking';
import { choice, num, plural, str, whole, type Calculator } from './types';

const tableReading = choice(
  'table',
  'Tier 6 row (C-01)',
  [
    ['prose', '10 × Tier (the prose)'],
    ['as-printed', 'as printed (T6 HP 90)'],
  ],
  'prose',
);

export const SIEGE_CALCULATORS: readonly Calculator[] = [
  {
    id: 'siege-weapon',
    group: 'siege-and-fortification',
    title: 'A siege weapon: range, reload, crew, transport',
    runs: ['siegeRange', 'siegeReloadTurns', 'siegeCrew', 'siegeTransportBody', 'canOperateSiege'],
    quote: 'Total Body Stat Value to Transport a Siege Weapon is: Tier x4',
    inputs: [
      whole('tier', 'Siege weapon tier', 1, 15, 4),
      whole('scholar', 'Scholar level of the aimer', 5, 15, 7),
      whole('skill', 'Best Siege Weapon skill in the crew', 0, 15, 4),
      whole('crew', 'People operating it', 1, 100, 2),
    ],
    compute(v) {
      const tier = num(v, 'tier');
      const range = siegeRange({ tier, scholar: num(v, 'scholar') });
      const crew = siegeCrew(tier);
      const operate = canOperateSiege({ tier, bestSiegeSkill: num(v, 'skill'), crew: num(v, 'crew') });
      return {
        answer: `${range} tiles, reload ${plural(siegeReloadTurns(tier), 'turn')}, crew ${crew}, Body ${siegeTransportBody(tier)} to move; ${operate.ok ? 'this crew can fire it' : operate.reason}`,
        formula: `(T${tier} + Scholar ${num(v, 'scholar')}) × 10 = ${range}; T${tier} × 2 = ${siegeReloadTurns(tier)} turns; ⌈T${tier} ÷ 2⌉ = ${crew}; T${tier} × 4 = ${siegeTransportBody(tier)}`,
      };
    },
  },
  {
    id: 'fortification',
    group: 'siege-and-fortification',
    title: 'A fortification’s HP and armor',
    runs: ['fortificationStats', 'fortificationHpLeft'],
    quote: 'For each Tier value that the wall is, it will have HP & Armor equal to 10 times it’s Tier.',
    inputs: [whole('tier', 'Tier', 0, 15, 6), whole('damage', 'Damage taken so far', 0, 100_000, 25), tableReading],
    compute(v) {
      const options = { table: str(v, 'table') as FortificationTableReading };
      const stats = fortificationStats(num(v, 'tier'), options);
      const left = fortificationHpLeft({ tier: num(v, 'tier'), damageTaken: num(v, 'damage'), options });
      return {
        answer: `HP ${stats.hp}, armor ${stats.armor}; ${left} HP left`,
        formula: `10 × T${num(v, 'tier')}${options.table === 'as-printed' ? ' (printed row where there is one)' : ''} = ${stats.hp}; ${stats.hp} − ${num(v, 'damage')}, not below 0 = ${left}`,
      };
    },
  },
];

export const LOCK_CALCULATORS: readonly Calculator[] = [
  {
    id: 'lock-target',
    group: 'locks',
    title: 'A lock’s target number',
    runs: ['lockTargetNumber', 'lockTargetNumberWitnessed'],
    quote: '(ie: a T7 Lock has a target number of 27 to unlock it)',
    inputs: [
      whole('tier', 'Lock tier', 1, 15, 7),
      whole('presence', 'Smith’s Presence (witnessed roll)', 0, 15, 5),
      whole('roll', 'Smith’s d20 the GM witnessed', 1, 20, 18),
    ],
    compute(v) {
      const tier = num(v, 'tier');
      const standard = lockTargetNumber({ tier });
      const witnessed = lockTargetNumberWitnessed({ tier, presence: num(v, 'presence'), roll: num(v, 'roll') });
      return {
        answer: `${standard}, or ${witnessed} with the witnessed roll`,
        formula: `T${tier} + 20 = ${standard}; T${tier} + Presence ${num(v, 'presence')} + d20 ${num(v, 'roll')} = ${witnessed}`,
      };
    },
  },
  {
    id: 'lockpick',
    group: 'locks',
    title: 'Picking a lock',
    runs: ['lockpickAttempt', 'lockpickingTasksLost'],
    quote: 'Every 5 hours that character loses the ability to do a Daily Task for that day',
    inputs: [
      whole('level', 'Lockpicking level', 0, 15, 5),
      whole('presence', 'Presence', 0, 15, 4),
      whole('roll', 'The d20', 1, 20, 15),
      whole('target', 'Lock target number', 1, 100, 27),
      whole('hours', 'Hours spent today', 0, 10, 5),
      choice(
        'rounding',
        'Part of 5 hours (A-16)',
        [
          ['floor', 'costs no task'],
          ['ceil', 'costs a task'],
        ],
        'floor',
      ),
    ],
    compute(v) {
      const attempt = lockpickAttempt({
        level: num(v, 'level'),
        presence: num(v, 'presence'),
        roll: num(v, 'roll'),
        lockTargetNumber: num(v, 'target'),
        tools: 'basic',
      });
      const lost = lockpickingTasksLost(num(v, 'hours'), { rounding: str(v, 'rounding') as LockpickingTaskRounding });
      return {
        answer: `${attempt.success ? `Success: ${attempt.minutes} minutes` : 'Fails: the hour is wasted'}; ${plural(lost, 'daily task')} lost`,
        formula: `Lockpicking ${num(v, 'level')} + Presence ${num(v, 'presence')} + d20 ${num(v, 'roll')} = ${attempt.total} vs ${num(v, 'target')} (margin ${attempt.margin}); ${num(v, 'hours')} hours ÷ 5 = ${lost}`,
      };
    },
  },
];
