import fallingData from '../../../data/falling.json';
import type { FallingFile } from '../data/falling';
import { healedNaturalTier, type NaturalGearSpecial } from '../combat/criticals';
import { MAX_FALL_TILES, fallingDamage, type FallBeyondTable } from '../combat/falling';
import { contestedOdds } from '../odds/contest';
import { choice, num, str, whole, type Calculator } from './types';

const FALLING = fallingData as unknown as FallingFile;
const percent = (p: number) => `${(p * 100).toFixed(1)} %`;

export const COMBAT_CALCULATORS: readonly Calculator[] = [
  {
    id: 'falling',
    group: 'combat',
    title: 'Falling damage',
    runs: ['fallingDamage', 'MAX_FALL_TILES'],
    quote: FALLING.quote,
    inputs: [
      whole('tiles', 'Tiles fallen (5 ft each)', 0, MAX_FALL_TILES, 5),
      choice(
        'beyond',
        'Past the printed 8 tiles (A-29)',
        [
          ['keep-doubling', 'keep doubling'],
          ['cap-at-table', 'stop at the table'],
        ],
        'keep-doubling',
      ),
    ],
    compute(v) {
      const tiles = num(v, 'tiles');
      const damage = fallingDamage(tiles, { beyondTable: str(v, 'beyond') as FallBeyondTable });
      const first = FALLING.firstDamagingTile;
      return {
        answer: `${damage} damage, ignoring armor and shields`,
        formula:
          tiles < first
            ? `${tiles} tiles: less than ${first} tiles deals 0`
            : `${FALLING.damageAtFirstDamagingTile} × ${FALLING.multiplierPerTile}^(${str(v, 'beyond') === 'cap-at-table' ? Math.min(tiles, 8) : tiles} − ${first}) = ${damage}`,
      };
    },
  },
  {
    id: 'contest-odds',
    group: 'combat',
    title: 'Odds of a contested roll',
    runs: ['contestedOdds'],
    quote:
      'Both players involved add 1d20 + reflex + skill, then declare totals. The player with the highest total adds the difference',
    inputs: [
      whole('attackerDice', 'Attacker’s d20s (keep the best)', 1, 3, 1),
      whole('attacker', 'Attacker’s Reflex + skill', 0, 60, 8),
      whole('defenderDice', 'Defender’s d20s (keep the best)', 1, 3, 1),
      whole('defender', 'Defender’s Reflex + skill', 0, 60, 6),
    ],
    compute(v) {
      const odds = contestedOdds({
        attacker: { dice: num(v, 'attackerDice'), modifier: num(v, 'attacker') },
        defender: { dice: num(v, 'defenderDice'), modifier: num(v, 'defender') },
      });
      return {
        answer: `Attacker wins ${percent(odds.pAttackerWins)}, tie ${percent(odds.pTie)}, defender ${percent(odds.pDefenderWins)}`,
        formula: `best of ${num(v, 'attackerDice')}d20 + ${num(v, 'attacker')} against best of ${num(v, 'defenderDice')}d20 + ${num(v, 'defender')}, all ${odds.outcomes.toLocaleString('en')} throws counted`,
      };
    },
  },
  {
    id: 'natural-gear-healing',
    group: 'combat',
    title: 'Natural armor and claws grow back',
    runs: ['healedNaturalTier'],
    quote: 'restore Natural Armor by 1 Tier value per week until it is fully restored',
    inputs: [
      choice(
        'special',
        'What',
        [
          ['stone-skin', 'Stone skin'],
          ['scaled-hide', 'Scaled hide'],
          ['claws', 'Claws'],
        ],
        'stone-skin',
      ),
      whole('current', 'Tier now', 0, 15, 2),
      whole('full', 'Full tier', 0, 15, 5),
      whole('weeks', 'Weeks since', 0, 1000, 2),
    ],
    compute(v) {
      const tier = healedNaturalTier({
        special: str(v, 'special') as NaturalGearSpecial,
        current: num(v, 'current'),
        full: num(v, 'full'),
        weeks: num(v, 'weeks'),
      });
      return {
        answer: `Tier ${tier}`,
        formula: `T${num(v, 'current')} + ${num(v, 'weeks')} weeks × 1 tier a week, at most T${num(v, 'full')} = T${tier}`,
      };
    },
  },
];
