import { useCallback, useState } from 'react';
import {
  exportCampaign,
  exportCharacter,
  getBackupStatus,
  recordExport,
  StorageError,
  type BackupStatusRecord,
} from '../../db';
import { useLiveRead } from '../../db/react';
import { saveTextFile } from './download';
import { failureMessage } from '../../core/ui/failure-message';

/** When a campaign was last exported from this device, live. undefined while the first read runs. */
export function useBackupStatus(campaignId: string | undefined): BackupStatusRecord | undefined {
  return useLiveRead(async () => (campaignId ? getBackupStatus(campaignId) : undefined), [campaignId]);
}

/** What an export ended with, in a player's words. */
export interface ExportOutcome {
  ok: boolean;
  message: string;
}

/** Why the time of an export could not be noted, within a sentence: StorageError's own messages speak of the file. */
function whyNotNoted(error: unknown): string {
  if (error instanceof StorageError && error.code === 'quota-exceeded') return "this browser's storage is full";
  if (error instanceof StorageError && error.code === 'database-closed') return 'the app was updated in another tab';
  return 'saving failed';
}

/**
 * Export actions: build the file, hand it to the browser, and (for a campaign) note the time, which quiets the
 * reminder for a week. The clock is read here, at the edge; src/db takes the time as an argument.
 */
export function useExportActions() {
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (work: (now: Date) => Promise<string>): Promise<ExportOutcome> => {
    setBusy(true);
    try {
      return { ok: true, message: await work(new Date()) };
    } catch (error) {
      return { ok: false, message: `The backup file was not made: ${failureMessage(error)}` };
    } finally {
      setBusy(false);
    }
  }, []);

  const exportCampaignFile = useCallback(
    (campaignId: string) =>
      run(async (now) => {
        const file = await exportCampaign(campaignId, now);
        saveTextFile(file.fileName, file.text, file.parts);
        const exported = `Exported “${file.fileName}”. Keep it somewhere other than this device: another device, or cloud storage.`;
        try {
          await recordExport(campaignId, now);
        } catch (error) {
          // The file is the browser's already: only the note that quiets the reminder is missing.
          return `${exported} The time of this export was not noted on this device (${whyNotNoted(error)}), so the reminder may ask for a backup again.`;
        }
        return exported;
      }),
    [run],
  );

  const exportCharacterFile = useCallback(
    (characterId: string) =>
      run(async (now) => {
        const file = await exportCharacter(characterId, now);
        saveTextFile(file.fileName, file.text, file.parts);
        return `Exported “${file.fileName}”.`;
      }),
    [run],
  );

  return { busy, exportCampaignFile, exportCharacterFile };
}
