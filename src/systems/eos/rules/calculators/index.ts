import { RulesError, requireNumber, requireOneOf, requireWhole, requireInput } from '../../../../core/rules';
import { CHARACTER_CALCULATORS } from './character';
import { COMBAT_CALCULATORS } from './combat';
import { CRAFTING_CALCULATORS } from './crafting';
import { GATHERING_CALCULATORS } from './gathering';
import { LOCK_CALCULATORS, SIEGE_BUILD_CALCULATORS, SIEGE_CALCULATORS } from './siege-and-locks';
import { FOOD_AND_COLD_CALCULATORS } from './food-and-cold';
import { TRAVEL_CALCULATORS } from './travel';
import { skillById, skillIdFromName } from '../skills';
import { CALCULATOR_GROUPS, type Calculator, type CalculatorInput, type CalculatorValues } from './types';

export { CALCULATOR_GROUPS };
export type { Calculator, CalculatorGroupId, CalculatorInput, CalculatorAnswer } from './types';

/** Every calculator of the Calculators page, one module per chapter of the book. */
export const CALCULATORS: readonly Calculator[] = [
  ...CHARACTER_CALCULATORS,
  ...CRAFTING_CALCULATORS,
  ...GATHERING_CALCULATORS,
  ...FOOD_AND_COLD_CALCULATORS,
  ...TRAVEL_CALCULATORS,
  ...COMBAT_CALCULATORS,
  ...SIEGE_CALCULATORS,
  ...SIEGE_BUILD_CALCULATORS,
  ...LOCK_CALCULATORS,
];

/** What running a calculator gives: its answer and filled-in formula, or the rules' refusal in words. */
export type CalculatorRun = { ok: true; answer: string; formula: string } | { ok: false; message: string };

function readInput(input: CalculatorInput, raw: string | undefined): number | string {
  const text = (raw ?? '').trim();
  switch (input.kind) {
    case 'choice':
      return requireOneOf(
        input.label,
        text,
        input.options.map((option) => option.value),
      );
    case 'whole':
    case 'number': {
      if (text === '') {
        throw new RulesError('invalid-number', `${input.label}: enter a number from ${input.min} to ${input.max}.`);
      }
      const value = Number(text);
      return input.kind === 'whole'
        ? requireWhole(input.label, value, input.min, input.max)
        : requireNumber(input.label, value, input.min, input.max);
    }
  }
}

/**
 * Runs a calculator on what the player typed: each input is checked against its range or list, then the rule
 * functions run. A RulesError (from an input or from the rules) becomes its message; anything else is a bug and is
 * thrown.
 */
export function runCalculator(calculator: Calculator, raw: Readonly<Record<string, string>>): CalculatorRun {
  requireInput('The calculator', calculator);
  requireInput('The raw', raw);
  try {
    const values: Record<string, number | string> = {};
    for (const input of calculator.inputs) values[input.key] = readInput(input, raw[input.key]);
    const { answer, formula } = calculator.compute(values as CalculatorValues);
    return { ok: true, answer, formula };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The inputs' starting values, as the page's fields hold them. */
export function calculatorDefaults(calculator: Calculator): Record<string, string> {
  requireInput('Calculator defaults', calculator);
  return Object.fromEntries(calculator.inputs.map((input) => [input.key, String(input.initial)]));
}

/**
 * The skill's name, lower-cased, when `word` is one of the text's other spellings of it (ruling C-15: "Quarrying" is
 * Mining; M-03: "Gardening" is Farming; T-09: "Taylor" is Tailor …); null for any other word (M-02: "Jewelry" is none).
 */
function skillSpelling(word: string): string | null {
  try {
    return skillById(skillIdFromName(word)).name.toLowerCase();
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
}

/**
 * True when every word of the query is in the calculator's title, group, quote, inputs or the rules it runs; a word
 * that is the text's other spelling of a skill finds that skill's calculators ("quarrying" finds Mining's).
 */
export function calculatorMatches(calculator: Calculator, query: string): boolean {
  requireInput('Calculator matches', calculator);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const group = CALCULATOR_GROUPS.find((g) => g.id === calculator.group)?.title ?? '';
  const haystack = [
    calculator.title,
    group,
    calculator.quote,
    ...calculator.runs,
    ...calculator.inputs.flatMap((i) =>
      i.kind === 'choice' ? [i.label, ...i.options.map((o) => o.label)] : [i.label],
    ),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => {
    if (haystack.includes(word)) return true;
    const skill = skillSpelling(word);
    return skill !== null && haystack.includes(skill);
  });
}
