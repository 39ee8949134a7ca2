import type { Ruling } from '../../../core/rules';
import { RULINGS } from './tables';

/**
 * Every reading the pack chose where Wasteland Dice Combat contradicts itself, misprints a word or is silent
 * (data/wasteland-dice/rulings.json, in the shape of the app's data/eos/rulings.json; ids are the pack's own).
 */
export function wdcRulings(): readonly Ruling[] {
  return RULINGS;
}
