import { requireInput } from '../../../../core/rules'; /** The chapters of the book the Calculators page groups its calculators by, in the book's order. */
export const CALCULATOR_GROUPS = [
  { id: 'character', title: 'Character' },
  { id: 'crafting', title: 'Crafting' },
  { id: 'gathering', title: 'Gathering' },
  { id: 'food-and-cold', title: 'Food and cold' },
  { id: 'travel', title: 'Travel' },
  { id: 'combat', title: 'Combat' },
  { id: 'siege-and-fortification', title: 'Siege and fortification' },
  { id: 'locks', title: 'Locks' },
] as const;

export type CalculatorGroupId = (typeof CALCULATOR_GROUPS)[number]['id'];

interface InputBase {
  /** The key of the value in `compute`'s values. */
  key: string;
  /** What the player types or picks, in their words ("Tiles fallen"). */
  label: string;
}

/** A whole number from `min` to `max`, or a number with halves (`kind: 'number'`). */
export interface NumberInput extends InputBase {
  kind: 'whole' | 'number';
  min: number;
  max: number;
  initial: number;
}

/** One of a list: a race, a tool level, a reading of the text. */
export interface ChoiceInput extends InputBase {
  kind: 'choice';
  options: readonly { value: string; label: string }[];
  initial: string;
}

export type CalculatorInput = NumberInput | ChoiceInput;

/** The values `compute` receives: each input checked against its range or list. */
export type CalculatorValues = Readonly<Record<string, number | string>>;

/** What a calculator answers: the result and the formula with this run's numbers filled in. */
export interface CalculatorAnswer {
  answer: string;
  formula: string;
}

/** One rule the player can run on the Calculators page. */
export interface Calculator {
  id: string;
  group: CalculatorGroupId;
  title: string;
  /** The exports of src/systems/eos/rules/index.ts it runs (the completeness test counts these as reachable). */
  runs: readonly string[];
  /** The rule's line, word for word from the rules text. */
  quote: string;
  inputs: readonly CalculatorInput[];
  /** Runs the rule functions; throws their RulesError on input the rules refuse. */
  compute(values: CalculatorValues): CalculatorAnswer;
}

/** Reads a number input's value (compute only ever sees checked values). */
export function num(values: CalculatorValues, key: string): number {
  requireInput('Num', values);
  return values[key] as number;
}

/** Reads a choice input's value. */
export function str(values: CalculatorValues, key: string): string {
  requireInput('Str', values);
  return values[key] as string;
}

export const whole = (key: string, label: string, min: number, max: number, initial: number): NumberInput => ({
  kind: 'whole',
  key,
  label,
  min,
  max,
  initial,
});

export const halves = (key: string, label: string, min: number, max: number, initial: number): NumberInput => ({
  kind: 'number',
  key,
  label,
  min,
  max,
  initial,
});

export const choice = (
  key: string,
  label: string,
  options: readonly (readonly [value: string, label: string])[],
  initial: string,
): ChoiceInput => ({
  kind: 'choice',
  key,
  label,
  options: options.map(([value, text]) => ({ value, label: text })),
  initial,
});

export const yesNo = (key: string, label: string, initial: 'yes' | 'no' = 'no'): ChoiceInput =>
  choice(
    key,
    label,
    [
      ['no', 'No'],
      ['yes', 'Yes'],
    ],
    initial,
  );

/** "s" after a count that is not 1. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
