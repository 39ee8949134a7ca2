import type { z } from 'zod';
import type { Ruling } from '../rules';

/** The id of a rules pack ('eos', 'wasteland-dice', …): the folder name under src/systems and data/. */
export type SystemId = string;

/**
 * The contract between the core and a rules pack. A pack gives two things:
 * - a `GameDescriptor`, tiny and loaded with the first page (the home page lists the games from it), and
 * - a `GameSystem` manifest behind `descriptor.load()`, loaded only when a page of that game opens, with everything
 *   heavy: its rulings, its house rules and the checks of its stored records.
 * The core never imports a pack: src/app/systems.ts lists the descriptors, and the core asks them.
 */
export interface GameDescriptor {
  /** The pack's folder under src/systems and data/ ('eos', 'wasteland-dice'). */
  id: SystemId;
  /** The game's name in English, for engineers' messages and logs; a player reads it from `namespace` (gameText). */
  name: string;
  /**
   * The pack's tiny catalogue of what the home page, the campaign list and the nav say about the game, `<id>-game`
   * (src/systems/<id>/locales/<language>/<id>-game.json): `name`, `summary`, `aCampaign` ("an Eos campaign"),
   * `characters_one` / `characters_other` ("{{count}} fighter"), and `reference.<key>` for each reference page. It is
   * loaded before the first page is drawn (src/app/i18n.ts), so these strings never wait.
   */
  namespace: string;
  /** The rule text the pack follows, a file of ../shared/rules/. */
  ruleText: string;
  /** The page a campaign of this game opens on. */
  campaignPath(campaignId: string): string;
  /** The pack's reference pages (Eos's races …), shown on the home page under the game; `key` names its label. */
  reference: readonly { key: string; path: string }[];
  /** The manifest, loaded on first use. */
  load(): Promise<GameSystem>;
}

/** One step of a pack's stored payloads from version `from` to `from + 1`, for records written by an older app. */
export interface PayloadMigration {
  from: number;
  /** What changed, for the next engineer and the import's report. */
  name: string;
  migrate(payload: unknown): unknown;
}

/** What a pack brings to the core once loaded. */
export interface GameSystem {
  id: SystemId;
  /** Every reading the pack took; a pack with none has not read its text closely enough. */
  rulings: readonly Ruling[];
  /**
   * The zod schemas of the pack's payloads in the core's envelopes — a character's, a fight's — and of a campaign's
   * house rules: the core checks every write, import and synced change with them (src/db/payload-schemas.ts).
   */
  schemas: { character: z.ZodType; encounter: z.ZodType; houseRules: z.ZodType };
  /** The version of the payloads this app writes, and the steps up to it from every older one (none at version 1). */
  payloadVersion: number;
  migrations: readonly PayloadMigration[];
}

/**
 * What is wrong with a pack's manifest, in words for the engineer who registered it: empty when it can be used. The
 * registry test runs it on every registered pack, so a pack registered without its schemas, migrations or rulings
 * fails the build's tests.
 */
export function systemProblems(descriptor: GameDescriptor, system: GameSystem): string[] {
  const problems: string[] = [];
  const pack = `Pack “${descriptor.id}”`;
  if (system.id !== descriptor.id) problems.push(`${pack} loads the manifest of “${system.id}”.`);
  if (!Array.isArray(system.rulings) || system.rulings.length === 0) problems.push(`${pack} has no rulings.`);
  else {
    const seen = new Set<string>();
    for (const ruling of system.rulings) {
      if (seen.has(ruling.id)) problems.push(`${pack} lists ruling ${ruling.id} twice.`);
      seen.add(ruling.id);
      for (const field of ['topic', 'quote', 'reading', 'alternative'] as const)
        if (typeof ruling[field] !== 'string' || ruling[field].trim() === '')
          problems.push(`${pack}'s ruling ${ruling.id} has no ${field}.`);
    }
  }
  for (const kind of ['character', 'encounter', 'houseRules'] as const) {
    if (typeof system.schemas?.[kind]?.safeParse !== 'function') problems.push(`${pack} has no ${kind} schema.`);
  }
  if (!Number.isInteger(system.payloadVersion) || system.payloadVersion < 1)
    problems.push(`${pack}'s payload version must be a whole number from 1.`);
  else if (!Array.isArray(system.migrations)) problems.push(`${pack} has no migrations list.`);
  else {
    const froms = system.migrations.map((m) => m.from).sort((a, b) => a - b);
    const expected = Array.from({ length: system.payloadVersion - 1 }, (_, i) => i + 1);
    if (froms.join() !== expected.join())
      problems.push(
        `${pack} writes payload version ${system.payloadVersion}, so it needs one migration from each of ` +
          `${expected.length === 0 ? 'no older version' : expected.join(', ')}; it has ${froms.length === 0 ? 'none' : froms.join(', ')}.`,
      );
  }
  return problems;
}
