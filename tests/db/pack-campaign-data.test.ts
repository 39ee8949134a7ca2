import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, PackCampaignData, type PackChange } from '../../src/db';
import { registerPayloadSchemas } from '../../src/db/payload-schemas';
import type { Fight, StoredHouseRules, WdcFighter } from '../../src/systems/wasteland-dice/rules';
import { wdcSystem } from '../../src/systems/wasteland-dice/system';
import { fighter } from '../systems/wasteland-dice/fixtures';
import { freshDatabaseEachTest } from './helpers';

freshDatabaseEachTest();
beforeAll(() => registerPayloadSchemas('wasteland-dice', wdcSystem.schemas));

type Data = PackCampaignData<{ characters: WdcFighter; encounters: Fight }, StoredHouseRules>;

/** Resolves once `listener` has been called `count` times. */
function changes(data: Data, count: number): { seen: PackChange[]; done: Promise<void>; stop: () => void } {
  const seen: PackChange[] = [];
  let stop = () => {};
  const done = new Promise<void>((resolve) => {
    stop = data.subscribe((what) => {
      seen.push(what);
      if (seen.length === count) resolve();
    });
  });
  return { seen, done, stop };
}

describe('PackCampaignData: one campaign of one pack, for a pack’s data seam (issue 18)', () => {
  it('reads a campaign of its own game only, and a record of its own campaign only', async () => {
    const ashlands = await createCampaign('The Ashlands', 'wasteland-dice');
    const coast = await createCampaign('The Frozen Coast');
    const data: Data = new PackCampaignData('wasteland-dice', ashlands.id);
    expect(await data.campaign(ashlands.id)).toEqual({ id: ashlands.id, name: 'The Ashlands', houseRules: {} });
    expect(await data.campaign(coast.id)).toBeNull();
    const katniss = await data.create('characters', ashlands.id, { name: 'Katniss', system: fighter() });
    expect(await data.get('characters', ashlands.id, katniss.id)).toEqual(katniss);
    expect(await data.get('characters', coast.id, katniss.id)).toBeNull();
    await expect(data.remove('characters', coast.id, katniss.id)).rejects.toThrow(/no longer exists/u);
    expect(await data.list('characters', ashlands.id)).toEqual([katniss]);
  });

  it('refuses a payload its pack’s schema refuses, storing nothing', async () => {
    const ashlands = await createCampaign('The Ashlands', 'wasteland-dice');
    const data: Data = new PackCampaignData('wasteland-dice', ashlands.id);
    const katniss = await data.create('characters', ashlands.id, { name: 'Katniss', system: fighter() });
    const broken = { ...katniss, system: { ...katniss.system, hp: 'five' } } as unknown as typeof katniss;
    await expect(data.update('characters', broken)).rejects.toThrow(/could not be saved.*Nothing was changed/u);
    expect(await data.get('characters', ashlands.id, katniss.id)).toEqual(katniss);
  });

  it('tells its subscribers of house rules set here and of records written, not of the first reading', async () => {
    const ashlands = await createCampaign('The Ashlands', 'wasteland-dice');
    const data: Data = new PackCampaignData('wasteland-dice', ashlands.id);
    const watched = changes(data, 2);
    // Let the live queries give their first answers, which are not changes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched.seen).toEqual([]);
    await data.setHouseRules(ashlands.id, {});
    await data.create('characters', ashlands.id, { name: 'Katniss', system: fighter() });
    await watched.done;
    watched.stop();
    expect(watched.seen).toEqual(['campaign', 'characters']);
  });
});
