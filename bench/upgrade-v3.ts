/**
 * How long the schema v3 upgrade (issue 18: envelopes) takes on the bench's large campaign, in Node on fake-indexeddb:
 * the campaign is generated (bench/large-campaign), written back in the v2 shape into a database that declares only
 * schema versions 1–2, and opened with the app's EosDB, which runs upgradeToV3. Prints the time and checks every
 * record came through.
 *
 *   npx tsx bench/upgrade-v3.ts [smoke]
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { FULL_SIZE, generateLargeCampaign, SMOKE_SIZE } from './large-campaign/generate';

const size = process.argv[2] === 'smoke' ? SMOKE_SIZE : FULL_SIZE;
const campaign = await generateLargeCampaign(size);
const { db, DB_NAME, EosDB, SCHEMA } = await import('../src/db/db');
const { toEosCharacter, toEosEncounter } = await import('../src/db/eos-records');
const tables = (
  JSON.parse(campaign.text) as { payload: { campaign: Record<string, unknown>; tables: Record<string, object[]> } }
).payload;
db.close();
await Dexie.delete(DB_NAME);

// The v2 shape: no systemId, flat characters and fights.
const v2Campaign = { ...tables.campaign };
delete v2Campaign.systemId;
const old = new Dexie(DB_NAME);
old.version(1).stores(SCHEMA[1]);
old.version(2).stores(SCHEMA[2]);
await old.open();
await old.transaction('rw', old.tables, async () => {
  await old.table('campaigns').add(v2Campaign);
  for (const [name, records] of Object.entries(tables.tables)) {
    const flat =
      name === 'characters'
        ? records.map((r) => toEosCharacter(r as never))
        : name === 'encounters'
          ? records.map((r) => toEosEncounter(r as never))
          : records;
    await old.table(name).bulkAdd(flat);
  }
});
old.close();

const upgraded = new EosDB(DB_NAME);
const started = performance.now();
await upgraded.open();
const ms = performance.now() - started;
const counts = Object.fromEntries(await Promise.all(upgraded.tables.map(async (t) => [t.name, await t.count()])));
const fights = await upgraded.encounters.toArray();
const whole = fights.every((f) => typeof (f.system as { state?: unknown }).state === 'object');
console.log(
  `schema v3 upgrade of “${campaign.campaignName}” (${(campaign.text.length / 1e6).toFixed(1)} MB file): ${ms.toFixed(0)} ms; ` +
    `records ${JSON.stringify(counts)}; every fight an envelope: ${whole}`,
);
upgraded.close();
process.exit(whole ? 0 : 1);
