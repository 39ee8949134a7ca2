import type { FolkslagTable, HexCharacter, ItemCatalogue } from '../../../src/systems/swedish-hex/rules';
import { exampleFolkslagTable, exampleItemCatalogue } from '../../../src/systems/swedish-hex/rules';

/** A folkslag with round numbers, so each expected value reads off the sum. */
export const TABLE: FolkslagTable = {
  folkslag: [
    {
      id: 'test',
      name: 'Testfolk',
      start: {
        skadebonus: 1,
        armstyrka: 2,
        vapenskicklighet: 1,
        initiativ: 3,
        träffsäkerhet: 4,
        undvika: 2,
        parera: 1,
        uthållighet: 2,
      },
      perPoint: {
        styrka: { skadebonus: 1, armstyrka: 2 },
        smidighet: { vapenskicklighet: 1, initiativ: 1, träffsäkerhet: 2, undvika: 1, parera: 0 },
        vitalitet: { uthållighet: 1 },
      },
    },
  ],
};

export const CATALOGUE: ItemCatalogue = exampleItemCatalogue();
export const EXAMPLE_TABLE: FolkslagTable = exampleFolkslagTable();

export function character(overrides: Partial<HexCharacter> = {}): HexCharacter {
  return {
    kind: 'rollperson',
    folkslagId: 'test',
    level: 1,
    points: { styrka: 0, smidighet: 0, vitalitet: 0 },
    equipped: {},
    ...overrides,
  };
}
