import { describe, expect, it } from 'vitest';
import { EMPTY_GEAR, type CharacterGear } from '../../src/systems/eos/rules/character/gear';
import { finishedGearItem, withoutGearItem } from '../../src/systems/eos/rules/calendar/finished-gear';
import type { FinishedItem, ProjectSpec } from '../../src/systems/eos/rules/calendar/types';
import type { CraftedItemId } from '../../src/systems/eos/rules/schemas/crafting';

function finished(spec: ProjectSpec): FinishedItem {
  return { projectId: 'p1', makerId: 'maker', ownerId: 'owner', spec, day: 4 };
}
const item = (id: CraftedItemId, tier = 3): Extract<ProjectSpec, { kind: 'item' }> => ({
  kind: 'item',
  item: id,
  tier,
  size: 'small',
});
const made = { id: 'p1', tier: 3, fullTier: 3, sizeCategory: 'small' };

describe('finishedGearItem ("finishes the item into the owner\'s inventory")', () => {
  it.each([
    ['armor', (g: CharacterGear) => g.armor, made],
    ['clothing-set', (g: CharacterGear) => g.clothing, made],
    ['bow', (g: CharacterGear) => g.weapons, { ...made, kind: 'bow', slot: null }],
    ['hip-pouch', (g: CharacterGear) => g.containers, { ...made, kind: 'hip-pouch', slot: null }],
    ['item-backpack', (g: CharacterGear) => g.containers, { ...made, kind: 'item-backpack', slot: null }],
  ] as const)(
    'puts a %s in its gear list at the tier made, for the size made, in no carry slot',
    (id, list, expected) => {
      const gear = finishedGearItem(finished(item(id)), EMPTY_GEAR)!;
      expect(list(gear)).toEqual([expect.objectContaining(expected)]);
    },
  );

  it('makes a shield the one carried when there is none, and leaves a second one for the GM', () => {
    const gear = finishedGearItem(finished(item('wood-shield')), EMPTY_GEAR)!;
    expect(gear.shield).toMatchObject({ ...made, slot: null });
    expect(finishedGearItem({ ...finished(item('shield')), projectId: 'p2' }, gear)).toBeNull();
  });

  it.each(['weapon', 'crossbow', 'basic-toolkit', 'full-cloth', 'tent', 'lock'] as const)(
    'leaves a %s of no stated kind or skill, or that is not gear, to the GM',
    (id) => {
      expect(finishedGearItem(finished(item(id)), EMPTY_GEAR)).toBeNull();
    },
  );

  it('puts a weapon or crossbow of the stated kind with the weapons, and a toolkit for the stated skill with the kits', () => {
    const sword = finishedGearItem(finished({ ...item('weapon'), weaponKind: 'two-handed-melee' }), EMPTY_GEAR)!;
    expect(sword.weapons).toEqual([expect.objectContaining({ ...made, kind: 'two-handed-melee', slot: null })]);
    const crossbow = finishedGearItem(finished({ ...item('crossbow'), weaponKind: 'off-hand-crossbow' }), EMPTY_GEAR)!;
    expect(crossbow.weapons).toEqual([expect.objectContaining({ kind: 'off-hand-crossbow' })]);
    const kit = finishedGearItem(finished({ ...item('basic-toolkit'), toolkitSkill: 'logging' }), EMPTY_GEAR)!;
    expect(kit.toolkits).toEqual([expect.objectContaining({ ...made, skill: 'logging', level: 'basic', slot: null })]);
    // A kind the item cannot be is not put on the sheet (createProject refuses it up front).
    expect(finishedGearItem(finished({ ...item('weapon'), weaponKind: 'bow' }), EMPTY_GEAR)).toBeNull();
  });

  it('puts nothing on a sheet for ingots, repairs and structures', () => {
    expect(
      finishedGearItem(finished({ kind: 'ingot-upgrade', fromTier: 1, toTier: 2, ingots: 3 }), EMPTY_GEAR),
    ).toBeNull();
  });

  it('withoutGearItem takes the item off again, whatever list it joined', () => {
    for (const id of ['armor', 'clothing-set', 'bow', 'backpack', 'shield'] as const) {
      const gear = finishedGearItem(finished(item(id)), EMPTY_GEAR)!;
      expect(withoutGearItem(gear, 'p1')).toEqual(EMPTY_GEAR);
    }
  });
});
