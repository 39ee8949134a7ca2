import { attackLock, lockCombatStats } from '../combat/lock-combat';
import { describeDamage } from '../combat/damage-result';
import { wallConstruction } from '../crafting/structures';
import {
  canOperateSiege,
  siegeCrew,
  siegeRange,
  siegeReloadTurns,
  siegeTransport,
  siegeTransportBody,
} from '../combat/siege';
import { fortificationHpLeft, fortificationStats, type FortificationTableReading } from '../combat/fortification';
import {
  lockTargetNumber,
  lockTargetNumberWitnessed,
  lockpickAttempt,
  lockpickingTasksLost,
  type LockpickingTaskRounding,
} from '../gathering/lockpicking';
import { choice, halves, num, plural, str, whole, type Calculator } from './types';

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

/** Moving siege weapons and building walls (Siege Weapons, Architect). */
export const SIEGE_BUILD_CALCULATORS: readonly Calculator[] = [
  {
    id: 'siege-transport',
    group: 'siege-and-fortification',
    title: 'Who can move a siege weapon',
    runs: ['siegeTransport'],
    quote: 'Total Body Stat Value to Transport a Siege Weapon is: Tier x4',
    inputs: [
      whole('tier', 'Siege weapon tier', 1, 15, 5),
      whole('a', 'Carrier 1 Body', 0, 15, 8),
      whole('b', 'Carrier 2 Body', 0, 15, 6),
      whole('c', 'Carrier 3 Body', 0, 15, 4),
      whole('d', 'Carrier 4 Body', 0, 15, 0),
    ],
    compute(v) {
      const carriers = ['a', 'b', 'c', 'd'].map((key, i) => ({ name: `Carrier ${i + 1}`, body: num(v, key) }));
      const result = siegeTransport({ tier: num(v, 'tier'), carriers });
      return {
        answer: result.enough
          ? `Enough: ${result.fewestCarriers.join(', ')} suffice`
          : `Not enough: ${result.shortBy} Body short`,
        formula: `T${num(v, 'tier')} × 4 = ${result.bodyNeeded} Body needed; ${carriers.map((c) => c.body).join(' + ')} = ${result.bodyAvailable}`,
      };
    },
  },
  {
    id: 'wall',
    group: 'siege-and-fortification',
    title: 'Building a wall',
    runs: ['wallConstruction'],
    quote:
      'This would make creating a T10 wall 10 feet long require 100 square feet of material (360 stones) & a T1 wall 100 feet long also 100 square feet of material (360 stones).',
    inputs: [
      whole('tier', 'Wall tier', 1, 15, 10),
      halves('length', 'Length (feet)', 0.5, 100_000, 10),
      whole('architect', 'Architect level', 0, 15, 10),
      choice(
        'tools',
        'Tools',
        [
          ['crude', 'Crude tools'],
          ['basic', 'Basic tools'],
          ['workshop', 'Workshop'],
        ],
        'basic',
      ),
      whole('helpers', 'Recruited helpers', 0, 10, 0),
    ],
    compute(v) {
      const wall = wallConstruction({
        tier: num(v, 'tier'),
        lengthFeet: num(v, 'length'),
        architectLevel: num(v, 'architect'),
        tools: str(v, 'tools'),
        helpers: num(v, 'helpers'),
      });
      const stats = fortificationStats(num(v, 'tier'));
      return {
        answer: `${wall.stones} stones, ${plural(wall.days, 'day')}; HP ${stats.hp}, armor ${stats.armor}`,
        formula: `T${num(v, 'tier')} ft thick × ${num(v, 'length')} ft = ${wall.squareFeet} sq ft; ⌈${wall.squareFeet} ÷ 100⌉ × 360 = ${wall.stones} stones`,
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
  {
    id: 'lock-in-combat',
    group: 'locks',
    title: 'Breaking a lock by force',
    runs: ['lockCombatStats', 'attackLock', 'describeDamage'],
    quote: 'The Lock will have an Armor rating & HP equal to it’s target number.',
    inputs: [
      whole('tier', 'Lock tier', 0, 15, 7),
      whole('target', 'Lock target number', 0, 100, 27),
      whole('damage', 'Damage it has taken', 0, 1000, 0),
      choice(
        'weapon',
        'Weapon',
        [
          ['two-handed-melee', 'Two-handed melee'],
          ['main-hand-melee', 'Main-hand melee'],
        ],
        'two-handed-melee',
      ),
      whole('weaponTier', 'Weapon tier', 0, 15, 5),
      whole('body', 'Attacker’s Body', 0, 15, 6),
      whole('d20', 'The d20', 1, 20, 15),
      whole('reflex', 'Reflex', 0, 15, 4),
      whole('skill', 'Weapon skill', 0, 15, 3),
    ],
    compute(v) {
      const lock = { tier: num(v, 'tier'), targetNumber: num(v, 'target'), damageTaken: num(v, 'damage') };
      const before = lockCombatStats(lock);
      const hit = attackLock({
        lock,
        attack: {
          kind: 'melee',
          attacker: { body: num(v, 'body'), size: { sizeCategory: 'medium', tiles: 1 }, specials: [] },
          weapons: [{ kind: str(v, 'weapon') as 'two-handed-melee' | 'main-hand-melee', tier: num(v, 'weaponTier') }],
          targetArmor: 0,
        },
        roll: { d20: num(v, 'd20'), reflex: num(v, 'reflex'), weaponSkill: num(v, 'skill') },
      });
      const notes = [
        hit.tierLost ? 'a natural 20 lowers its tier first' : '',
        hit.weaponDamaged ? 'a natural 1 damages the weapon' : '',
      ]
        .filter(Boolean)
        .join('; ');
      return {
        answer: `${hit.damage.total} damage; lock HP ${hit.stats.hp} of ${hit.stats.maxHp}${hit.stats.broken ? ', broken' : ''}${notes ? ` (${notes})` : ''}`,
        formula: `armor and HP ${before.armor} (its target number); ${describeDamage(hit.damage)}`,
      };
    },
  },
];
