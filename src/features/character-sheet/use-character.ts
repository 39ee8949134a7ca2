import { useLiveQuery } from 'dexie-react-hooks';
import { getCampaign, getCharacter, type CampaignRecord, type CharacterRecord } from '../../db';

/** A character and its campaign as the sheet shows them; null when there is no such character. */
export interface SheetCharacter {
  character: CharacterRecord;
  campaign: CampaignRecord | undefined;
}

/**
 * The character with `id` and its campaign, live: every tab shows the same HP after a write. undefined while the first
 * read runs, null when the character does not exist (deleted, or a mistyped link).
 */
export function useCharacter(id: string | undefined): SheetCharacter | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    const character = await getCharacter(id);
    if (!character) return null;
    return { character, campaign: await getCampaign(character.campaignId) };
  }, [id]);
}
