import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createCampaignWithCharacters, exportCampaign, getCharacter, importBackup, listCharacters } from '../../src/db';
import { decodeBackupText } from '../../src/db/backup-validate';
import { db } from '../../src/db/db';
import { CharacterGearSchema } from '../../src/db/schemas/character';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { EMPTY_GEAR } from '../../src/systems/eos/rules/character/gear';
import type { InventoryItem } from '../../src/systems/eos/rules/inventory';
import { freshDatabaseEachTest } from './helpers';

freshDatabaseEachTest();

const JAN_5 = new Date('2026-01-05T12:00:00Z');
const pack = {
  id: 'pack',
  name: 'Pack',
  tier: 3,
  fullTier: 3,
  sizeCategory: 'medium',
  kind: 'backpack',
  slot: 'back',
} as const;
const torches: InventoryItem = { id: 'torches', name: 'Torches', kind: 'torch', count: 3, in: 'pack' };

describe('the inventory in stored records and backups', () => {
  it('gear without an inventory (every record made before it) still matches the schema', () => {
    expect(CharacterGearSchema.safeParse(EMPTY_GEAR).success).toBe(true);
    for (const character of EXAMPLE_PARTY) expect(CharacterGearSchema.safeParse(character.gear).success).toBe(true);
  });

  it('refuses a stack the rules cannot count: no count, 0 of them, an unknown size, a tent of 13', () => {
    const gearWith = (item: unknown) => ({ ...EMPTY_GEAR, containers: [pack], inventory: [item] });
    expect(CharacterGearSchema.safeParse(gearWith(torches)).success).toBe(true);
    for (const bad of [
      { ...torches, count: 0 },
      { ...torches, count: undefined },
      { ...torches, kind: 'huge' },
      { ...torches, kind: 'tent', persons: 13 },
      { ...torches, in: 7 },
      { ...torches, extra: true },
    ]) {
      expect(CharacterGearSchema.safeParse(gearWith(bad)).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('a campaign exported with an inventory imports back with it, as a copy too', async () => {
    const maren = EXAMPLE_PARTY.find((c) => c.name === 'Maren Holt')!;
    const campaign = await createCampaignWithCharacters('Frozen Coast', [
      { ...maren, gear: { ...(maren.gear ?? EMPTY_GEAR), containers: [pack], inventory: [torches] } },
      { ...maren, name: 'Old Maren', gear: EMPTY_GEAR },
    ]);
    const file = await exportCampaign(campaign.id, JAN_5);
    const backup = await decodeBackupText(file.text);
    await importBackup(backup, { choice: 'keep-both' }, JAN_5);
    const copies = (await db.campaigns.toArray()).filter((c) => c.id !== campaign.id);
    expect(copies).toHaveLength(1);
    const imported = await listCharacters(copies[0]!.id);
    const withInventory = imported.find((c) => c.name === 'Maren Holt')!;
    expect((await getCharacter(withInventory.id))?.gear.inventory).toEqual([torches]);
    expect(imported.find((c) => c.name === 'Old Maren')?.gear.inventory).toBeUndefined();
  });
});
