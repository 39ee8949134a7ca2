import type { CharacterRecord } from '../../../../db';
import { ruleOptions, type HouseRules } from '../../rules';
import { deriveSheet, type SheetView } from './derive-sheet';

const worked = new WeakMap<CharacterRecord, { houseRules: HouseRules | undefined; view: SheetView }>();

/**
 * deriveSheet with the campaign's house rules, remembered for each stored record: the party page works its members'
 * sheets out ahead (see useSheetsAhead), and the sheet opened from it finds its own ready. A changed character is a new
 * record, worked out again.
 */
export function sheetOf(record: CharacterRecord, houseRules: HouseRules | undefined): SheetView {
  const known = worked.get(record);
  if (known && known.houseRules === houseRules) return known.view;
  const view = deriveSheet(record, ruleOptions(houseRules).character);
  worked.set(record, { houseRules, view });
  return view;
}
