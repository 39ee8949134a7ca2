import { describe, expect, it } from 'vitest';
import gathering from '../../data/eos/gathering.json';
import { BUSHCRAFT_SUB_TASK_IDS, GatheringFileSchema } from '../../src/systems/eos/rules/schemas/gathering';
import {
  FARMING_TABLE,
  HUNTING_STEPS,
  LOGGING_TABLE,
  MINING_TABLE,
  QUARRYING_TABLE,
} from '../rules/gathering-printed-tables';

describe('data/eos/gathering.json', () => {
  it('matches GatheringFileSchema', () => {
    const parsed = GatheringFileSchema.safeParse(gathering);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('refuses a negative yield in a table row', () => {
    const broken = structuredClone(gathering);
    broken.logging.printedTable[3] = { level: 3, crude: -4, basic: 8, workshop: 16 };
    expect(GatheringFileSchema.safeParse(broken).success).toBe(false);
  });

  it('lists every Bushcraft sub-task of the registry exactly once', () => {
    expect(gathering.bushcraft.subTasks.map((t) => t.id)).toEqual([...BUSHCRAFT_SUB_TASK_IDS]);
  });
});

describe('printed tables kept exactly as printed', () => {
  it.each(LOGGING_TABLE)('Logging "Level Crude Tools Basic Tools Workshop" row %i: %i %i %i', (l, c, b, w) => {
    expect(gathering.logging.printedTable[l]).toEqual({ level: l, crude: c, basic: b, workshop: w });
  });

  it.each(MINING_TABLE)('Mining "Level Crude Tools Basic Tools Workshop" row %i: %i %i %i', (l, c, b, w) => {
    expect(gathering.mining.printedTable[l]).toEqual({ level: l, crude: c, basic: b, workshop: w });
  });

  it.each(QUARRYING_TABLE)('Quarrying "Stone Gathered" row %i: Crude %i, Basic %i', (l, c, b) => {
    expect(gathering.quarrying.printedTable[l - 1]).toEqual({ level: l, crude: c, basic: b });
  });

  it.each(FARMING_TABLE)('Farming "Farming Level No Tools Crude Tools Basic Tools" row %i: %i %i %i', (l, n, c, b) => {
    expect(gathering.farming.printedTable[l - 1]).toEqual({ level: l, none: n, crude: c, basic: b });
  });

  it.each(HUNTING_STEPS)('Hunting list: %i miles gives TN %i ("%s")', (miles, targetNumber) => {
    expect(gathering.hunting.printedSteps.find((s) => s.miles === miles)?.targetNumber).toBe(targetNumber);
  });

  it('has no extra rows beyond the printed ones', () => {
    expect(gathering.logging.printedTable).toHaveLength(LOGGING_TABLE.length);
    expect(gathering.mining.printedTable).toHaveLength(MINING_TABLE.length);
    expect(gathering.quarrying.printedTable).toHaveLength(QUARRYING_TABLE.length);
    expect(gathering.farming.printedTable).toHaveLength(FARMING_TABLE.length);
  });
});
