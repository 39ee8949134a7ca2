import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createCampaignWithCharacters,
  deleteBuilderDraft,
  deleteCampaign,
  deleteCharacter,
  exportCampaign,
  getBuilderDraft,
  listCharacters,
  saveBuilderDraft,
  type BuilderDraftRecord,
} from '../../src/db';
import { db } from '../../src/db/db';
import v2Dump from '../fixtures/db-v2/dump.json';
import { freshDatabaseEachTest, sampleCharacter } from './helpers';

freshDatabaseEachTest();

async function campaignWithAda() {
  const campaign = await createCampaignWithCharacters('Coast', [sampleCharacter('Ada')]);
  const [ada] = await listCharacters(campaign.id);
  return { campaign, ada: ada! };
}

function draftOf(campaignId: string, characterId: string | null): Omit<BuilderDraftRecord, 'updatedAt'> {
  const { name, build } = sampleCharacter('Ada');
  const fields = {
    name,
    notes: 'Half a thought',
    portrait: { kind: 'colour' as const, value: '#e8c46a' },
    build,
    gear: (v2Dump.tables.builderDrafts[0]!.draft.gear as BuilderDraftRecord['draft']['gear']) ?? null,
  };
  return {
    key: characterId === null ? `new:${campaignId}` : `edit:${characterId}`,
    campaignId,
    characterId,
    draft: fields,
    base: characterId === null ? null : { ...fields, notes: '' },
    step: 'review',
  };
}

describe('builder drafts (issue 16 item 7): stored on this device as the player goes', () => {
  it('stores, reads back and removes a draft, even one that breaks every rule (Body 40, no name)', async () => {
    const { campaign } = await campaignWithAda();
    const draft = draftOf(campaign.id, null);
    draft.draft.name = '';
    draft.draft.build = { ...draft.draft.build, creationStats: { ...draft.draft.build.creationStats, body: 40 } };
    const stored = await saveBuilderDraft(draft);
    expect(await getBuilderDraft(draft.key)).toEqual(stored);
    await deleteBuilderDraft(draft.key);
    expect(await getBuilderDraft(draft.key)).toBeUndefined();
  });

  it('drafts are not in a campaign’s backup or restore points: they are this device’s unfinished work', async () => {
    const { campaign, ada } = await campaignWithAda();
    await saveBuilderDraft(draftOf(campaign.id, ada.id));
    const file = JSON.parse((await exportCampaign(campaign.id, new Date(2026, 0, 5))).text) as {
      payload: Record<string, unknown>;
    };
    expect(JSON.stringify(file.payload)).not.toContain('Half a thought');
    expect(Object.keys(file.payload)).not.toContain('builderDrafts');
    // Deleting the campaign keeps it first as a restore point: the campaign is in it, the draft is not.
    await deleteCampaign(campaign.id);
    const points = JSON.stringify(await db.snapshots.toArray());
    expect(points).toContain('Coast');
    expect(points).not.toContain('Half a thought');
  });

  it('a damaged stored draft is left out rather than offered back', async () => {
    const { campaign } = await campaignWithAda();
    const draft = { ...draftOf(campaign.id, null), updatedAt: 1 };
    await db.builderDrafts.put({ ...draft, draft: { ...draft.draft, build: null } } as never);
    expect(await getBuilderDraft(draft.key)).toBeUndefined();
  });

  it('deleting a character removes its unsaved changes', async () => {
    const { campaign, ada } = await campaignWithAda();
    await saveBuilderDraft(draftOf(campaign.id, ada.id));
    await deleteCharacter(ada.id);
    expect(await getBuilderDraft(`edit:${ada.id}`)).toBeUndefined();
  });
});
