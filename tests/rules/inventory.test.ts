import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContainerItem } from '../../src/systems/eos/rules/character/gear';
import { RulesError } from '../../src/core/rules/errors';
import {
  INVENTORY_ITEM_KINDS,
  carryPlaces,
  inventoryReport,
  inventorySlots,
  storedContainerSlots,
  type InventoryItem,
} from '../../src/systems/eos/rules/inventory';
import { container } from './character-fixtures';

let next = 0;
function item(kind: InventoryItem['kind'], count: number, into: string | null, extra: Partial<InventoryItem> = {}) {
  next += 1;
  return { id: `i${next}`, name: `${kind} ${next}`, kind, count, in: into, ...extra } satisfies InventoryItem;
}

function worn(kind: ContainerItem['kind'], tier: number, extra: Partial<ContainerItem> = {}): ContainerItem {
  return { ...container(kind, tier, 'back'), ...extra };
}

describe('inventorySlots: "Item Size Categories"', () => {
  it('"Extra-Small (XS): up to 10 may be stacked in 1 inventory space"', () => {
    expect(inventorySlots({ kind: 'xs', count: 1 }).slots).toBe(1);
    expect(inventorySlots({ kind: 'xs', count: 10 }).slots).toBe(1);
    // R-inventory-1: the 11th coin starts a second space.
    expect(inventorySlots({ kind: 'xs', count: 11 }).slots).toBe(2);
    expect(inventorySlots({ kind: 'xs', count: 25 })).toMatchObject({
      slots: 3,
      formula: '25 XS, 10 to a space, rounded up',
    });
  });

  it('"Small (S): takes up 1 inventory space" each', () => {
    expect(inventorySlots({ kind: 's', count: 20 }).slots).toBe(20);
  });

  it('"Medium (M): takes up to 10 inventory spaces", "Large (L) … up to 100", "Extra-Large (XL) … up to 1,000"', () => {
    expect(inventorySlots({ kind: 'm', count: 2 }).slots).toBe(20);
    expect(inventorySlots({ kind: 'l', count: 1 }).slots).toBe(100);
    expect(inventorySlots({ kind: 'xl', count: 1 }).slots).toBe(1000);
  });

  it('"work with your GM to determine the exact size … or use the highest amount of spaces listed" (R-inventory-2)', () => {
    expect(inventorySlots({ kind: 'm', count: 3, spaces: 4 })).toMatchObject({
      slots: 12,
      formula: '3 × 4 (M, as the GM sets it)',
    });
    expect(() => inventorySlots({ kind: 'm', count: 1, spaces: 11 })).toThrow('from 1 to 10');
    expect(() => inventorySlots({ kind: 's', count: 1, spaces: 1 })).toThrow(RulesError);
  });

  it('"Each torch takes up 5 inventory slots" (not the (M) category\'s 10)', () => {
    expect(inventorySlots({ kind: 'torch', count: 1 }).slots).toBe(5);
    expect(inventorySlots({ kind: 'torch', count: 3 })).toMatchObject({ slots: 15, formula: '3 × 5 (torch)' });
  });

  it('"Each container … is 12 slots in overall size when stored (even when empty)"', () => {
    expect(inventorySlots({ kind: 'bushcraft-container', count: 2 }).slots).toBe(24);
    expect(storedContainerSlots('bushcraft-container').slots).toBe(12);
  });

  it('a folded tent: "1-Person … 10", "12-Person … 120" (C-18)', () => {
    expect(inventorySlots({ kind: 'tent', count: 1, persons: 1 }).slots).toBe(10);
    expect(inventorySlots({ kind: 'tent', count: 1, persons: 12 }).slots).toBe(120);
    expect(() => inventorySlots({ kind: 'tent', count: 1 })).toThrow('how many persons');
  });

  it('a pouch packed away is (M) "some pouches designed for carrying on a hip", a backpack (L) "most backpacks"', () => {
    expect(storedContainerSlots('hip-pouch').slots).toBe(10);
    expect(storedContainerSlots('item-pouch').slots).toBe(10);
    expect(storedContainerSlots('backpack').slots).toBe(100);
    expect(storedContainerSlots('item-backpack').slots).toBe(100);
    expect(inventorySlots({ kind: 'backpack', count: 2 }).slots).toBe(200);
  });

  it('refuses nonsense in words', () => {
    expect(() => inventorySlots({ kind: 'xs', count: 0 })).toThrow('How many must be a whole number from 1');
    expect(() => inventorySlots({ kind: 'xs', count: 1.5 })).toThrow(RulesError);
    expect(() => inventorySlots({ kind: 'huge' as 'xs', count: 1 })).toThrow('What the item is must be one of');
    expect(() => storedContainerSlots('chest')).toThrow(RulesError);
  });

  it('never answers NaN: any kind and count give whole slots or a RulesError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INVENTORY_ITEM_KINDS),
        fc.integer({ min: -5, max: 200_000 }),
        fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
        (kind, count, persons) => {
          try {
            const { slots, formula } = inventorySlots({ kind, count, persons: kind === 'tent' ? persons : undefined });
            expect(Number.isInteger(slots) && slots > 0).toBe(true);
            expect(formula.length).toBeGreaterThan(0);
          } catch (error) {
            expect(error).toBeInstanceOf(RulesError);
          }
        },
      ),
    );
  });
});

describe('carryPlaces: "Each character has several available slots for carrying items"', () => {
  it('"Right hip …, Left hip …, Back …", three places each, "1 item assigned to each slot listed"', () => {
    expect(carryPlaces('human')).toMatchObject({ slots: 3, placesPerSlot: 3, itemsPerPlace: 1, items: 9 });
  });

  it('"Dwarves have the ability to carry an additional item in each worn slot"', () => {
    const dwarf = carryPlaces('dwarf');
    expect(dwarf).toMatchObject({ itemsPerPlace: 2, items: 18 });
    expect(dwarf.quote).toContain('carry an additional item in each worn slot');
  });
});

describe('inventoryReport: items placed in worn containers', () => {
  it('counts a T3 Backpack\'s "4x it’s tier value" = 12 slots against what is in it', () => {
    const pack = worn('backpack', 3);
    const report = inventoryReport('human', {
      containers: [pack],
      inventory: [item('torch', 2, pack.id), item('s', 1, pack.id)],
    });
    expect(report.containers).toHaveLength(1);
    expect(report.containers[0]).toMatchObject({ used: 11, capacity: { slots: 12, formula: '4 × T3' } });
    expect(report.problems).toEqual([]);
  });

  it('warns when something does not fit: three torches in a T3 Backpack take 15 of 12 slots', () => {
    const pack = worn('backpack', 3, { name: 'Pack' });
    const report = inventoryReport('human', {
      containers: [pack],
      inventory: [item('torch', 3, pack.id, { name: 'Torches' })],
    });
    expect(report.problems).toEqual([
      expect.objectContaining({
        severity: 'does-not-fit',
        containerId: pack.id,
        message: 'Pack holds 12 slots; what is in it takes 15 (3 too many): Torches.',
      }),
    ]);
  });

  it('containers hold "half (0.5x)" for a small race and "four times (4x)" for a large one', () => {
    const pack = worn('backpack', 3);
    expect(inventoryReport('gratchen', { containers: [pack] }).containers[0]?.capacity.slots).toBe(6);
    expect(inventoryReport('forest-troll', { containers: [pack] }).containers[0]?.capacity.slots).toBe(48);
  });

  it('an [Item] Pouch "can only hold that item type"', () => {
    const quiver = worn('item-pouch', 2, { name: 'Quiver', holds: 'arrows' });
    const ok = item('s', 6, quiver.id, { type: 'Arrows' });
    const wrong = item('m', 1, quiver.id, { name: 'Book', type: 'books' });
    const report = inventoryReport('human', { containers: [quiver], inventory: [ok, wrong] });
    expect(report.problems.map((p) => p.message)).toEqual([
      'Quiver holds only arrows; Book is books.',
      'Quiver holds 6 slots; what is in it takes 16 (10 too many): arrows 1, Book.'.replace('arrows 1', ok.name),
    ]);
  });

  it('a Bushcraft container "may hold up to 10 slots worth of objects" and is "12 slots … when stored"', () => {
    const pack = worn('backpack', 4);
    const basket = item('bushcraft-container', 1, pack.id, { name: 'Basket' });
    const seeds = item('xs', 95, basket.id);
    const report = inventoryReport('human', { containers: [pack], inventory: [basket, seeds] });
    const byId = Object.fromEntries(report.containers.map((c) => [c.id, c]));
    expect(byId[pack.id]?.used).toBe(12);
    expect(byId[basket.id]).toMatchObject({ used: 10, capacity: { slots: 10 } });
    expect(report.problems).toEqual([]);
    const more = inventoryReport('human', { containers: [pack], inventory: [basket, item('s', 11, basket.id)] });
    expect(more.problems[0]?.message).toMatch(/^Basket holds 10 slots; what is in it takes 11/);
  });

  it('a Bushcraft container never goes in another one, nor in itself', () => {
    const a = item('bushcraft-container', 1, null, { name: 'A' });
    const b = item('bushcraft-container', 1, a.id, { name: 'B' });
    const self = { ...item('bushcraft-container', 1, null, { name: 'C' }) };
    self.in = self.id;
    const report = inventoryReport('human', { containers: [], inventory: [a, b, self] });
    expect(report.inHand.map((l) => l.item.name)).toEqual(['A', 'B', 'C']);
    expect(report.problems.filter((p) => p.severity === 'does-not-fit')).toHaveLength(2);
  });

  it('what is in a pack worn in no carry slot, or in no container, counts as in hand with a note', () => {
    const packed = { ...container('backpack', 2, null), name: 'Spare pack' };
    const inPacked = item('s', 1, packed.id, { name: 'Rope' });
    const loose = item('m', 1, null, { name: 'Lamp' });
    const gone = item('s', 1, 'nowhere', { name: 'Ink' });
    const report = inventoryReport('human', { containers: [packed], inventory: [inPacked, loose, gone] });
    expect(report.containers).toEqual([]);
    expect(report.inHand.map((l) => l.item.name)).toEqual(['Rope', 'Lamp', 'Ink']);
    expect(report.problems.map((p) => p.message)).toEqual([
      'Rope is in the Spare pack, which is packed away in no carry slot: wear it to carry what is in it. Until then it counts as in hand.',
      'Ink is in a container this character no longer has. It counts as in hand until you put it somewhere.',
      "In hand, with the GM's leave: Rope, Lamp, Ink.",
    ]);
    expect(report.problems[2]?.severity).toBe('note');
  });

  it('a T0 container "holds nothing until repaired"', () => {
    const pack = worn('hip-pouch', 0);
    const report = inventoryReport('human', { containers: [pack], inventory: [item('xs', 1, pack.id)] });
    expect(report.containers[0]?.capacity).toMatchObject({ slots: 0, formula: 'T0: holds nothing until repaired' });
    expect(report.problems[0]?.severity).toBe('does-not-fit');
  });

  it('an old record without an inventory has empty containers and no problems', () => {
    const pack = worn('backpack', 1);
    expect(inventoryReport('dwarf', { containers: [pack] })).toMatchObject({
      inHand: [],
      problems: [],
      carry: { items: 18 },
    });
  });
});
