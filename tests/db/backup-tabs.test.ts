import 'fake-indexeddb/auto';
import { Dexie, liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectionStatus,
  createCampaign,
  listCampaigns,
  subscribeConnectionStatus,
  type CampaignRecord,
} from '../../src/db';
import { db, DB_NAME, EosDB, LATEST_VERSION } from '../../src/db/db';
import { DATABASE_CLOSED_MESSAGE, toStorageError } from '../../src/db/errors';
import { freshDatabaseEachTest } from './helpers';

/**
 * Two tabs are two connections to the same database: here two EosDB instances on one name (fake-indexeddb shares the
 * database between them as a browser shares it between tabs).
 */
freshDatabaseEachTest();

const opened: Dexie[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) d.close();
  vi.restoreAllMocks();
});

let names = 0;
function tab(name: string): EosDB {
  const instance = new EosDB(name);
  opened.push(instance);
  return instance;
}

/** The next version of the app: its schema has one more version (here an index more). */
class NextVersionDB extends EosDB {
  constructor(name: string) {
    super(name);
    this.version(LATEST_VERSION + 1).stores({ campaigns: 'id, updatedAt, name' });
  }
}

function campaign(name: string): CampaignRecord {
  return { id: crypto.randomUUID(), name, systemId: 'eos', createdAt: 1, updatedAt: 1 };
}

function quiet() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('two tabs on the same database', () => {
  it('a write in one is read in the other, and reaches the other’s live query', async () => {
    const name = `tabs-${++names}`;
    const a = tab(name);
    const b = tab(name);
    await Promise.all([a.open(), b.open()]);

    const seen: string[][] = [];
    const subscription = liveQuery(() => b.campaigns.toArray()).subscribe((rows) => seen.push(rows.map((r) => r.name)));
    await vi.waitFor(() => expect(seen).toEqual([[]]));

    await a.campaigns.add(campaign('Written in tab A'));

    expect((await b.campaigns.toArray()).map((c) => c.name)).toEqual(['Written in tab A']);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Written in tab A']));
    subscription.unsubscribe();
  });

  it('a newer version opened in another tab closes this one, which says so and keeps its last data', async () => {
    const warn = quiet();
    const name = `tabs-${++names}`;
    const old = tab(name);
    await old.open();
    await old.campaigns.add(campaign('Before the upgrade'));
    const statuses: string[] = [];
    old.connection.subscribe(() => statuses.push(old.connection.status()));
    const seen: string[][] = [];
    const errors: unknown[] = [];
    const subscription = liveQuery(() => old.campaigns.toArray()).subscribe({
      next: (rows) => seen.push(rows.map((r) => r.name)),
      error: (e) => errors.push(e),
    });
    await vi.waitFor(() => expect(seen).toEqual([['Before the upgrade']]));

    const next = new NextVersionDB(name);
    opened.push(next);
    await next.open(); // not blocked: the old tab let go at once

    expect(next.verno).toBe(LATEST_VERSION + 1);
    expect(old.connection.status()).toBe('upgraded-elsewhere');
    expect(statuses).toEqual(['upgraded-elsewhere']);
    expect(old.isOpen()).toBe(false);
    // The old tab never re-opens the database with its old schema, and its writes fail with a message to reload.
    const write = await old.campaigns.add(campaign('After')).catch((e: unknown) => e);
    expect(toStorageError(write)).toMatchObject({ code: 'database-closed', message: DATABASE_CLOSED_MESSAGE });
    expect(old.isOpen()).toBe(false);
    // A write in the new tab reaches the old tab's live query as a change, but the query keeps what it showed.
    await next.campaigns.add(campaign('After the upgrade'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([['Before the upgrade']]);
    expect(errors).toEqual([]);
    expect((await next.campaigns.toArray()).map((c) => c.name).sort()).toEqual([
      'After the upgrade',
      'Before the upgrade',
    ]);
    subscription.unsubscribe();
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/SchemaDiff/));
  });

  it('an old tab that holds on blocks the upgrade: the new tab says so until the old one lets go', async () => {
    quiet();
    const name = `tabs-${++names}`;
    // An old app version that ignores versionchange (as a busy or frozen tab would).
    const stubborn = new Dexie(name);
    stubborn.version(1).stores({ campaigns: 'id, updatedAt' });
    stubborn.on('versionchange', () => false);
    opened.push(stubborn);
    await stubborn.open();

    const next = new NextVersionDB(name);
    opened.push(next);
    const opening = next.open();
    await vi.waitFor(() => expect(next.connection.status()).toBe('blocked'));
    expect(next.isOpen()).toBe(false);

    stubborn.close();
    await opening;
    expect(next.connection.status()).toBe('open');
    expect(next.verno).toBe(LATEST_VERSION + 1);
  });

  it('a database deleted from another tab (or by clearing site data) is reported too', async () => {
    quiet();
    const name = `tabs-${++names}`;
    const a = tab(name);
    await a.open();
    await Dexie.delete(name);
    expect(a.connection.status()).toBe('deleted-elsewhere');
    expect(a.isOpen()).toBe(false);
  });
});

describe('the app’s own database', () => {
  it('tells subscribers, and every repository write then fails with “reload this tab”', async () => {
    quiet();
    await createCampaign('Frozen Coast');
    const listener = vi.fn();
    const stop = subscribeConnectionStatus(listener);
    expect(connectionStatus()).toBe('open');

    const next = new NextVersionDB(DB_NAME);
    opened.push(next);
    await next.open();

    expect(connectionStatus()).toBe('upgraded-elsewhere');
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(createCampaign('After')).rejects.toMatchObject({
      code: 'database-closed',
      message:
        'The app was updated in another tab, so this tab can no longer save. Reload this tab to go on; nothing was changed.',
    });
    stop();
    next.close();
    // freshDatabaseEachTest re-opens the app's database for the next test: "reload".
    await db.delete({ disableAutoOpen: false });
    await db.open();
    expect(connectionStatus()).toBe('open');
    expect(await listCampaigns()).toEqual([]);
  });
});
