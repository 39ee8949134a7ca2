import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createCampaign, readAhead, renameCampaign } from '../../src/db';
import { freshDatabaseEachTest } from './helpers';

freshDatabaseEachTest();

describe('the read-ahead cache (issue 18: one explicit read cache)', () => {
  it('holds what a page offered until that page takes it back, and not another page’s offer', () => {
    const shelf = readAhead<{ hp: number }>('test-shelf');
    const first = { hp: 10 };
    const takeBack = shelf.offer('pip', first);
    expect(shelf.get('pip')).toBe(first);
    const second = { hp: 7 };
    const takeBackSecond = shelf.offer('pip', second);
    // The first page leaving takes back only its own offer.
    takeBack();
    expect(shelf.get('pip')).toBe(second);
    takeBackSecond();
    expect(shelf.get('pip')).toBeUndefined();
  });

  it('forgets everything at a write: the written records may be among it', async () => {
    const campaign = await createCampaign('The Frozen Coast');
    const shelf = readAhead<string>('test-shelf');
    shelf.offer(campaign.id, 'read before the write');
    expect(shelf.get(campaign.id)).toBe('read before the write');
    await renameCampaign(campaign.id, 'The Thawed Coast');
    expect(shelf.get(campaign.id)).toBeUndefined();
  });
});
