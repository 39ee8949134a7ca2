import rulingsData from '../../../../data/eos/rulings.json';
import type { Ruling } from './schemas/rulings';

const rulings = rulingsData as unknown as readonly Ruling[];

/** Every reading the app chose where the rules text contradicts itself, has a typo or is silent. */
export function listRulings(): readonly Ruling[] {
  return rulings;
}

/** The rulings a GM can switch to the other reading. */
export function listHouseRules(): readonly (Ruling & { houseRule: NonNullable<Ruling['houseRule']> })[] {
  return rulings.filter((r): r is Ruling & { houseRule: NonNullable<Ruling['houseRule']> } => r.houseRule != null);
}
