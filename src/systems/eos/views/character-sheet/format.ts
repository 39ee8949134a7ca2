import type { TFunction } from 'i18next';
import { formatsOf, type Formats } from '../../../../core/i18n/format';
import type { HealthState, SizeCategoryId, TierShown } from '../../rules';

/** 2000 → "2,000" (en) or "2 000" (sv); 7.5 → "7.5" or "7,5"; −5 → "−5" (a real minus sign, as in the formulas). */
export function sheetNumber(formats: Formats, value: number): string {
  // Most numbers on a sheet are small whole ones: written directly, without the formatter (its calls were 2.5–3 ms of
  // a sheet's opening at 4× CPU). Below a thousand, whole numbers read the same in every language the app speaks.
  if (Number.isInteger(value) && value > -1000 && value < 1000 && !Object.is(value, -0)) {
    return value < 0 ? `−${-value}` : String(value);
  }
  return formats.number(value, { maximumFractionDigits: 2 }).replace('-', '−');
}

/** A number in English, for the views that do not pass the language yet (the calendar's). */
export function formatNumber(value: number): string {
  return sheetNumber(formatsOf('en'), value);
}

/** English labels, for the views that do not pass the language yet (combat's); the sheet uses healthLabel. */
export const HEALTH_LABEL: Record<HealthState, string> = {
  conscious: 'Conscious',
  unconscious: 'Unconscious',
  dead: 'Dead',
};

export function healthLabel(t: TFunction, state: HealthState): string {
  return t(`health.state.${state}`, { ns: 'eos-sheet' });
}

export function sizeLabel(t: TFunction, size: SizeCategoryId): string {
  return t(`size.${size}`, { ns: 'eos-sheet' });
}

/** "T3", or "T3 (full T5)" for damaged gear. */
export function tierText(t: TFunction, tier: TierShown): string {
  return tier.damaged
    ? t('tier.damaged', { ns: 'eos-sheet', tier: tier.tier, full: tier.fullTier })
    : t('tier.whole', { ns: 'eos-sheet', tier: tier.tier });
}

/**
 * The words of the rules' formulas ("Body 6 × level 3 + 20", "2 time + 1 combat") and their keys under `formula.` in
 * the eos-sheet catalogue. Only lowercase words are translated: capitalised ones are the game's own terms (Body,
 * Mind, Tier, Move, skill, race and item names), which stay as the rules text spells them. Longest first, so "from
 * levels" wins over "level".
 */
const FORMULA_WORDS: readonly (readonly [string, string])[] = (
  [
    ['holds nothing until repaired', 'holdsNothing'],
    ['to a space, rounded up', 'toASpace'],
    ['not below 0', 'notBelowZero'],
    ['ignores armor', 'ignoresArmor'],
    ['bullets up to', 'bulletsUpTo'],
    ['bullet tier', 'bulletTier'],
    ['minus max HP', 'minusMaxHp'],
    ['while resting', 'whileResting'],
    ['HP or less', 'hpOrLess'],
    ['at creation', 'atCreation'],
    ['from levels', 'fromLevels'],
    ['per person', 'perPerson'],
    ['person tent folded', 'personTentFolded'],
    ['cold armor', 'coldArmor'],
    ['assigned', 'assigned'],
    ['months', 'months'],
    ['month', 'month'],
    ['levels', 'levels'],
    ['level', 'level'],
    ['racial', 'racial'],
    ['combat', 'combat'],
    ['time', 'time'],
    ['damage', 'damage'],
    ['armor', 'armor'],
    ['cloaks', 'cloaks'],
    ['tiles', 'tiles'],
    ['tile', 'tile'],
    ['slots', 'slots'],
    ['places', 'places'],
    ['items', 'items'],
    ['item', 'item'],
    ['packed', 'packed'],
    ['empty', 'empty'],
    ['even', 'even'],
    ['full', 'full'],
    ['none', 'none'],
    ['exp', 'exp'],
  ] as const
)
  .slice()
  .sort((a, b) => b[0].length - a[0].length);

const WORD_KEY = new Map(FORMULA_WORDS);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORDS = new RegExp(`(?<![A-Za-z])(${FORMULA_WORDS.map(([w]) => escape(w)).join('|')})(?![A-Za-z])`, 'g');
// A number on its own (not the 3 of "T3" or the 20 of "1d20"), to write in the language's way.
const NUMBER = /(?<![\w.,])\d+(?:\.\d+)?(?![\w.,]?\d)/g;

/**
 * A formula of the rules in the language shown: its words from the catalogue, its numbers in the language's format.
 * English is the rules' own text and is shown as it is.
 */
export function formulaText(formula: string, t: TFunction, formats: Formats): string {
  if (formats.language === 'en') return formula;
  return formula
    .replace(NUMBER, (digits) => sheetNumber(formats, Number(digits)))
    .replace(WORDS, (word) => t(`formula.${WORD_KEY.get(word)!}`, { ns: 'eos-sheet' }));
}
