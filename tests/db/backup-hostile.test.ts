import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { importBackup, MAX_BACKUP_BYTES, readBackupFile } from '../../src/db';
import { scheduledRestorePointsSettled } from '../../src/db/restore-points';
import cases from '../fixtures/bad-imports/cases.json';
import { dumpAllTables, loadV1Fixture, refusal } from './backup-helpers';
import { freshDatabaseEachTest } from './helpers';

/**
 * The hostile corpus (tests/fixtures/bad-imports/, written by tests/fixtures/make-backup-fixtures.ts): malformed,
 * truncated, oversized and hostile files. Each is refused with the message cases.json gives, naming what is wrong and
 * where, and the whole database — every table, restore points included — is the same afterwards.
 */
freshDatabaseEachTest();

function fixtureFile(name: string): File {
  return new File([readFileSync(`tests/fixtures/bad-imports/${name}`)], name, { type: 'application/json' });
}

/** A database with something in every table, and the good example campaign whose id every bad file reuses. */
beforeEach(async () => {
  await loadV1Fixture();
  const good = new File([readFileSync('tests/fixtures/backups/example-campaign-v1.json')], 'good.json');
  await importBackup(await readBackupFile(good), {}, new Date(2026, 0, 6));
  await scheduledRestorePointsSettled();
});

describe('every file of the hostile corpus is refused, and nothing is written', () => {
  it('has a case for every file in the folder, and a varied corpus', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    expect(new Set(cases.map((c) => c.file)).size).toBe(cases.length);
  });

  it.each(cases)('$file ($what)', async ({ file, message, problems }) => {
    const before = await dumpAllTables();
    expect(before.campaigns!.length).toBe(3);

    const error = await refusal(
      readBackupFile(fixtureFile(file)).then((decoded) => importBackup(decoded, { choice: 'replace' }, new Date())),
    );
    expect(error.message).toContain(message);
    for (const problem of problems ?? []) {
      expect(error.problems.join('\n'), `problems of ${file}`).toContain(problem);
    }
    expect(await dumpAllTables()).toEqual(before);
  });

  it('refuses a file over 64 MB before reading a byte of it', async () => {
    const before = await dumpAllTables();
    const file = new File([new Uint8Array(MAX_BACKUP_BYTES + 1)], 'huge.json');
    let read = false;
    const watched = new Proxy(file, {
      get(target, key) {
        if (key === 'text' || key === 'arrayBuffer' || key === 'stream') read = true;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const error = await refusal(readBackupFile(watched));
    expect(error.message).toBe(
      'This file is 64 MB; a backup can be at most 64 MB. Choose the backup file the app exported (years of play stay well under that).',
    );
    expect(read).toBe(false);
    expect(await dumpAllTables()).toEqual(before);

    const bigger = await refusal(readBackupFile(new File([new Uint8Array(65_300_000)], 'x.json')));
    expect(bigger.message).toMatch(/^This file is 65\.3 MB; a backup can be at most 64 MB\./);
  });

  it('never lets a "__proto__" key reach a prototype', async () => {
    await refusal(readBackupFile(fixtureFile('prototype-pollution.json')));
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
