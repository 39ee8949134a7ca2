import type { Ruling } from '../../../core/rules';
import { RULINGS } from './tables';

/**
 * Every reading the pack chose where Wasteland Wolves is silent, ambiguous or misprinted (data/wasteland-wolves/
 * rulings.json, in the shape of the app's data/eos/rulings.json; ids are the pack's own).
 */
export function wwRulings(): readonly Ruling[] {
  return RULINGS;
}
