import { RACE_IDS } from '../schemas/ids';
import { exsanguinationDamage } from '../combat/exsanguination';
import { throwLimits, throwObjectProblem } from '../combat/throw-object';
import { getRace } from '../races';
import fallingData from '../../../../../data/eos/falling.json';
import type { FallingFile } from '../schemas/falling';
import { healedNaturalTier, type NaturalGearSpecial } from '../combat/criticals';
import { MAX_FALL_TILES, fallingDamage, type FallBeyondTable } from '../combat/falling';
import { contestedOdds } from '../odds/contest';
import { D20_SIDES, contestedRoll, type SideRoll } from '../../../../core/rules';
import type { RandomSource } from '../../../../core/rules';
import { choice, num, str, whole, type Calculator } from './types';

const FALLING = fallingData as unknown as FallingFile;
const percent = (p: number) => `${(p * 100).toFixed(1)} %`;

/** The dice the table threw, in the order contestedRoll draws them (the attacker's first), as a random source. */
function thrownDice(faces: readonly number[]): RandomSource {
  let next = 0;
  // The middle of each face's slice of [0, 1): rollD20 turns it back into that face.
  return () => ((faces[next++] ?? 1) - 0.5) / D20_SIDES;
}

/** "best of [14, 9] = 14 + 8 = 22", or "14 + 8 = 22" for one die. */
const sideText = (side: SideRoll, modifier: number) =>
  `${side.rolls.length > 1 ? `best of [${side.rolls.join(', ')}] = ` : ''}${side.natural} + ${modifier} = ${side.total}`;

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
    id: 'contested-roll',
    group: 'combat',
    title: 'Who wins a contested roll',
    runs: ['contestedRoll'],
    quote:
      'Both players involved add 1d20 + reflex + skill, then declare totals. The player with the highest total adds the difference between the two totals to their damage.',
    inputs: [
      whole('attackerDice', 'Attacker’s d20s (2 when dual wielding)', 1, 2, 1),
      whole('attackerRoll', 'Attacker’s d20', 1, D20_SIDES, 14),
      whole('attackerRoll2', 'Attacker’s second d20 (counts with 2 dice)', 1, D20_SIDES, 1),
      whole('attacker', 'Attacker’s Reflex + skill', 0, 60, 8),
      whole('defenderDice', 'Defender’s d20s (2 when dual wielding)', 1, 2, 1),
      whole('defenderRoll', 'Defender’s d20', 1, D20_SIDES, 12),
      whole('defenderRoll2', 'Defender’s second d20 (counts with 2 dice)', 1, D20_SIDES, 1),
      whole('defender', 'Defender’s Reflex + skill', 0, 60, 6),
    ],
    compute(v) {
      const faces = (side: 'attacker' | 'defender') =>
        [num(v, `${side}Roll`), num(v, `${side}Roll2`)].slice(0, num(v, `${side}Dice`));
      const roll = contestedRoll(
        {
          attacker: { dice: num(v, 'attackerDice'), modifier: num(v, 'attacker') },
          defender: { dice: num(v, 'defenderDice'), modifier: num(v, 'defender') },
        },
        thrownDice([...faces('attacker'), ...faces('defender')]),
      );
      const by = Math.abs(roll.difference);
      const verdict =
        roll.winner === 'tie'
          ? 'A tie: nobody wins and nobody adds damage'
          : `The ${roll.winner} wins by ${by}: they add ${by} to their damage`;
      const natural20 = (['attacker', 'defender'] as const).filter((side) => roll[side].natural20);
      return {
        answer:
          natural20.length === 0
            ? verdict
            : `${verdict}. A natural 20 for the ${natural20.join(' and the ')}: they may damage the opponent’s gear first`,
        formula: `${sideText(roll.attacker, num(v, 'attacker'))} against ${sideText(roll.defender, num(v, 'defender'))}: difference ${roll.difference}`,
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
  {
    id: 'throw-object',
    group: 'combat',
    title: 'Throwing an object',
    runs: ['throwLimits', 'throwObjectProblem'],
    quote: 'Objects may be thrown any distance up to the character’s Body stat value.',
    inputs: [
      choice(
        'race',
        'Race',
        RACE_IDS.map((id) => [id, getRace(id).name] as const),
        'gratchen',
      ),
      whole('body', 'Body', 0, 15, 4),
      choice(
        'size',
        'Object size',
        [
          ['xs', 'XS'],
          ['s', 'S'],
          ['m', 'M'],
          ['l', 'L'],
          ['xl', 'XL'],
        ],
        's',
      ),
      whole('distance', 'Distance (tiles)', 1, 100, 3),
    ],
    compute(v) {
      const input = { body: num(v, 'body'), creature: getRace(str(v, 'race')).id };
      const limits = throwLimits(input);
      const problem = throwObjectProblem({ ...input, itemSize: str(v, 'size'), distance: num(v, 'distance') });
      return {
        answer: problem ?? `Can throw it ${num(v, 'distance')} tiles`,
        formula: `Body ${limits.body} + range bonus ${limits.rangeBonus} = ${limits.maxTiles} tiles; sizes ${limits.itemSizes.map((s) => s.toUpperCase()).join(', ')}`,
      };
    },
  },
  {
    id: 'exsanguination',
    group: 'combat',
    title: 'Exsanguination (Daywalker)',
    runs: ['exsanguinationDamage'],
    quote: 'it heals the Daywalker by the same amount of damage they dealt with the ability that turn.',
    inputs: [
      whole('aura', 'Daywalker’s Aura', 0, 15, 6),
      whole('armor', 'Target’s armor', 0, 100, 2),
      whole('hp', 'Daywalker’s HP now', -1000, 1000, 10),
      whole('maxHp', 'Daywalker’s max HP', 1, 1000, 30),
    ],
    compute(v) {
      const result = exsanguinationDamage({
        aura: num(v, 'aura'),
        targetArmor: num(v, 'armor'),
        daywalkerHp: num(v, 'hp'),
        daywalkerMaxHp: num(v, 'maxHp'),
      });
      return {
        answer: `${result.damage} damage; heals ${result.healed} to ${result.daywalkerHpAfter} HP${result.leavesTrance ? ', out of the trance' : ''}`,
        formula: `Aura ${num(v, 'aura')} − armor ${num(v, 'armor')}, not below 0 = ${result.damage}; ${num(v, 'hp')} + ${result.healed}, at most ${num(v, 'maxHp')} = ${result.daywalkerHpAfter}`,
      };
    },
  },
];
