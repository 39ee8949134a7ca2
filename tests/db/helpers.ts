import { afterAll, beforeEach, vi } from 'vitest';
import { db } from '../../src/db/db';
import type { NewCharacter } from '../../src/db';
import type { CharacterBuild } from '../../src/systems/eos/rules/character/build';

/**
 * Every db test file imports 'fake-indexeddb/auto' first, then calls freshDatabaseEachTest(): each test starts from an empty,
 * freshly opened database at the latest schema version.
 */
export function freshDatabaseEachTest() {
  beforeEach(async () => {
    vi.useRealTimers();
    await db.delete({ disableAutoOpen: false });
    await db.open();
  });
  afterAll(() => db.close());
}

/** Freezes Date.now() at `ms` (only Date: fake-indexeddb needs real timers). */
export function setNow(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}

/**
 * Holds every read-write transaction back until the returned function is called: what a page shows before its save has
 * begun can be looked at. (Holding a transaction open instead would not do: IndexedDB commits one that waits on nothing.)
 */
export function holdWrites(): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(db, 'transaction').mockImplementation(((mode: string, ...rest: unknown[]) =>
    mode === 'rw' ? gate.then(() => transaction(mode, ...rest)) : transaction(mode, ...rest)) as never);
  return release;
}

/** A level-1 human with a legal creation: 25 stat points, 48 time points at most Mind (8) per skill. */
export const sampleBuild: CharacterBuild = {
  raceId: 'human',
  exp: 0,
  creationStats: { body: 6, mind: 8, reflex: 6, presence: 5, aura: 0 },
  levelStats: { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 },
  monthsElapsed: 0,
  skills: {
    bushcraft: { time: 8, combat: 0 },
    cooking: { time: 8, combat: 0 },
    medicine: { time: 8, combat: 0 },
    fishing: { time: 8, combat: 0 },
    scholar: { time: 8, combat: 0 },
    tailor: { time: 8, combat: 0 },
    bow: { time: 0, combat: 8 },
  },
};

export function sampleCharacter(name: string): NewCharacter {
  return { name, build: structuredClone(sampleBuild) };
}

/** Every row of both tables, sorted by id: "the database" as one value to compare before and after. */
export async function dumpDatabase() {
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    campaigns: (await db.campaigns.toArray()).sort(byId),
    characters: (await db.characters.toArray()).sort(byId),
  };
}
