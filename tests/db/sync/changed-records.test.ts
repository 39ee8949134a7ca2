import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { changedRecords, readDocument, type RecordKeys } from '../../../src/db/sync/read-document';
import { deleteRecord, writeRecord } from '../../../src/db/sync/write-record';
import { CAMPAIGN_ID, copyOf, fixture } from './helpers';

const GM = { deviceId: 'gm-tablet' };
const context = { kind: 'campaign', campaignId: CAMPAIGN_ID } as const;

/** What `apply` changes on a device that receives it from the GM, as the receiving device's transaction reports it. */
function changedOnReceipt(gm: Y.Doc, apply: () => void): { keys: RecordKeys; receiver: Y.Doc } {
  const receiver = copyOf(gm);
  const before = Y.encodeStateVector(gm);
  apply();
  let keys: RecordKeys = new Map();
  receiver.on('afterTransaction', (transaction: Y.Transaction) => (keys = changedRecords(receiver, transaction)));
  Y.applyUpdate(receiver, Y.encodeStateAsUpdate(gm, before));
  return { keys, receiver };
}

function campaignWithTwoFights(): Y.Doc {
  const gm = new Y.Doc();
  writeRecord(gm, 'calendars', fixture('calendars'), GM);
  for (const log of [fixture('dayLogs', 0), fixture('dayLogs', 1)]) writeRecord(gm, 'dayLogs', log, GM);
  writeRecord(gm, 'encounters', fixture('encounters', 0), GM);
  writeRecord(gm, 'encounters', fixture('encounters', 1), GM);
  return gm;
}

describe('reading only what an update changed', () => {
  it('a field of one fight changed: that fight alone is named and read', () => {
    const gm = campaignWithTwoFights();
    const fight = fixture('encounters', 1);
    const { keys, receiver } = changedOnReceipt(gm, () =>
      writeRecord(gm, 'encounters', { ...fight, name: 'Bandits at dusk' }, GM),
    );
    expect(keys).toEqual(new Map([['encounters', new Set([fight.id])]]));
    const read = readDocument(receiver, context, keys);
    expect(read.records).toEqual({ encounters: [{ ...fight, name: 'Bandits at dusk' }] });
  });

  it('a counter changed (stock used): its calendar is named', () => {
    const gm = campaignWithTwoFights();
    const calendar = fixture('calendars');
    const counts = { ...calendar.state.stock.counts, beams: 2 };
    const { keys } = changedOnReceipt(gm, () =>
      writeRecord(
        gm,
        'calendars',
        { ...calendar, state: { ...calendar.state, stock: { ...calendar.state.stock, counts } } },
        GM,
      ),
    );
    expect(keys).toEqual(new Map([['calendars', new Set([CAMPAIGN_ID])]]));
  });

  it('a deleted fight is named, read as gone, and listed with who deleted it', () => {
    const gm = campaignWithTwoFights();
    const fight = fixture('encounters', 0);
    const { keys, receiver } = changedOnReceipt(gm, () =>
      deleteRecord(gm, 'encounters', fight.id, { by: 'Ada (GM)', at: 5 }),
    );
    expect(keys).toEqual(new Map([['encounters', new Set([fight.id])]]));
    const read = readDocument(receiver, context, keys);
    expect(read.records).toEqual({});
    expect(read.deleted).toEqual([{ table: 'encounters', key: fight.id, name: fight.name, by: 'Ada (GM)', at: 5 }]);
  });

  it("a day log read alone is still checked against the calendar and the campaign's other logs", () => {
    const gm = campaignWithTwoFights();
    const older = fixture('dayLogs', 0);
    const { keys, receiver } = changedOnReceipt(gm, () =>
      writeRecord(gm, 'dayLogs', { ...older, endedAt: older.endedAt + 1 }, GM),
    );
    expect(readDocument(receiver, context, keys)).toMatchObject({
      records: { dayLogs: [{ ...older, endedAt: older.endedAt + 1 }] },
      refusals: [],
    });
    const { keys: tampered, receiver: other } = changedOnReceipt(gm, () =>
      writeRecord(gm, 'dayLogs', { ...older, id: 'log-13', day: 13, summary: { ...older.summary, day: 13 } }, GM),
    );
    expect(readDocument(other, context, tampered).refusals.map((r) => r.message)).toEqual([
      expect.stringContaining('Day 13 is logged as ended, but the calendar is only on day 12'),
    ]);
  });
});
