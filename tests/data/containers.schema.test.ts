import { describe, expect, it } from 'vitest';
import containers from '../../data/eos/containers.json';
import {
  ContainersFileSchema,
  ITEM_SIZE_IDS,
  TIERED_CONTAINER_IDS,
} from '../../src/systems/eos/rules/schemas/containers';

const data = ContainersFileSchema.parse(containers);

describe('data/eos/containers.json', () => {
  it('has the four tiered containers, each row equal to slotsPerTier × tier', () => {
    expect(data.tieredContainers.map((container) => container.id)).toEqual([...TIERED_CONTAINER_IDS]);
    for (const container of data.tieredContainers) {
      expect(container.rows.map((row) => row.tier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (const row of container.rows) expect(row.slots).toBe(container.slotsPerTier * row.tier);
    }
  });

  it('only [Item] containers round up for small creatures (A-07)', () => {
    for (const container of data.tieredContainers) {
      expect(container.smallCreatureRounding === 'up', container.id).toBe(container.itemSpecific);
    }
  });

  it('bedroll and tent rows follow their per-tier and per-person rates', () => {
    for (const row of data.bedroll.rows) expect(row.coldArmor).toBe(data.bedroll.coldArmorPerTier * row.tier);
    data.tent.rows.forEach((row, index) => {
      expect(row.persons).toBe(index + 1);
      expect(row.cloth).toBe(data.tent.clothPerPerson * row.persons);
      expect(row.foldedSlots).toBe(data.tent.foldedSlotsPerPerson * row.persons);
    });
  });

  it('item sizes run XS to XL, each at most ten times the one before', () => {
    expect(data.itemSizes.map((size) => size.id)).toEqual([...ITEM_SIZE_IDS]);
    for (let i = 1; i < data.itemSizes.length; i += 1) {
      expect(data.itemSizes[i]?.slots).toBeCloseTo((data.itemSizes[i - 1]?.slots ?? 0) * 10, 10);
    }
  });
});
