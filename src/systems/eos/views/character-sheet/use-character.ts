import { useEffect } from 'react';
import { eachIdle } from '../../../../core/scheduling/idle';
import { useStableValue } from '../../../../core/ui/stable-value';
import { getCampaign, getCharacter, readAhead, type CampaignRecord, type CharacterRecord } from '../../../../db';
import { useLiveRead } from '../../../../db/react';

/** A character and its campaign as the sheet shows them; null when there is no such character. */
export interface SheetCharacter {
  character: CharacterRecord;
  campaign: CampaignRecord | undefined;
}

/**
 * What an open party page holds of each member, read live there: a sheet opened from it draws at once with it (no
 * "Loading…" first, no wait for the database), then its own live read takes over. Only while that page is open: a
 * record kept after it closes could be out of date.
 */
const fromParty = readAhead<SheetCharacter>('sheet');

/**
 * The character with `id` and its campaign, live: every tab shows the same HP after a write. undefined while the first
 * read runs (unless the party page had it), null when the character does not exist (deleted, or a mistyped link). A
 * read that finds what was already shown keeps the same objects, so nothing is worked out or drawn again.
 */
export function useCharacter(id: string | undefined): SheetCharacter | null | undefined {
  const known = id === undefined ? undefined : fromParty.get(id);
  return useStableValue(
    useLiveRead(
      async () => {
        if (!id) return null;
        const character = await getCharacter(id);
        if (!character) return null;
        return { character, campaign: await getCampaign(character.campaignId) };
      },
      [id],
      known,
    ),
  );
}

/**
 * For the party page: its members (read live) are handed to the sheets while it is open, and each sheet is worked out
 * ahead, one per idle moment, in the order of the party, so a tap on a name only has to draw.
 */
export function useSheetsAhead(
  party: readonly CharacterRecord[] | undefined,
  campaign: CampaignRecord | null | undefined,
): void {
  useEffect(() => {
    if (!party || !campaign) return;
    const withdraw = party.map((character) => fromParty.offer(character.id, { character, campaign }));
    let sheetOf: typeof import('./sheet-of').sheetOf | undefined;
    const cancel = eachIdle([
      async () => {
        sheetOf = (await import('./sheet-of')).sheetOf;
      },
      ...party.map((character) => () => sheetOf?.(character, campaign.houseRules)),
    ]);
    return () => {
      cancel();
      for (const take of withdraw) take();
    };
  }, [party, campaign]);
}
