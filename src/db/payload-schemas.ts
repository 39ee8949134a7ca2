import type { z } from 'zod';
import { DEFAULT_SYSTEM_ID, type SystemId } from './envelope';

/**
 * The payload schemas of each rules pack, keyed by its systemId: what the core validates a character's or fight's
 * `system` payload and a campaign's house rules with (backups, restore points, sync, pack-records.ts). The core's own
 * schemas (the envelope, the campaign) are in record-schemas.ts; a pack brings these.
 *
 * A pack may register its schemas themselves or a loader (`() => import('./schemas')`): the first route never imports
 * zod, so Eos registers a loader, and the schemas load with the first check that needs them.
 */
export interface PayloadSchemas {
  /** A character's `system` payload. */
  character: z.ZodType;
  /** A fight's `system` payload. */
  encounter: z.ZodType;
  /** The campaign's `houseRules`; without one, a campaign of the pack holds none (an empty object or nothing). */
  houseRules?: z.ZodType;
}

type Entry = PayloadSchemas | (() => Promise<PayloadSchemas>);

const registry = new Map<SystemId, Entry>();

/** Registers (or replaces) the payload schemas of `systemId`'s pack. */
export function registerPayloadSchemas(systemId: SystemId, schemas: Entry): void {
  registry.set(systemId, schemas);
}

/** Takes a pack's schemas out of the registry (tests). */
export function unregisterPayloadSchemas(systemId: SystemId): void {
  registry.delete(systemId);
}

/** The packs with registered schemas. */
export function registeredSystems(): SystemId[] {
  return [...registry.keys()];
}

/** The schemas of `systemId`'s pack (loaded on first use), or undefined when no pack of that id registered any. */
export async function payloadSchemasOf(systemId: SystemId): Promise<PayloadSchemas | undefined> {
  const entry = registry.get(systemId);
  if (entry === undefined) return undefined;
  if (typeof entry !== 'function') return entry;
  const loaded = await entry();
  // Loaded once: later checks (every step of a fight) find the schemas themselves.
  if (registry.get(systemId) === entry) registry.set(systemId, loaded);
  return loaded;
}

/** The schemas of `systemId` when already loaded (synchronous callers: the sync mapping), else undefined. */
export function loadedPayloadSchemasOf(systemId: SystemId): PayloadSchemas | undefined {
  const entry = registry.get(systemId);
  return typeof entry === 'function' ? undefined : entry;
}

/** Why records of a campaign playing `systemId` cannot be checked, in a player's words. */
export function unknownSystemMessage(systemId: unknown): string {
  const shownId = typeof systemId === 'string' ? `“${systemId.slice(0, 64)}”` : 'a game it does not name';
  return `the campaign plays ${shownId}, a game this version of the app does not know, so its records cannot be checked`;
}

// Eos, the first pack: its schemas load with the first check (record-schemas.ts, and zod with them).
registerPayloadSchemas(DEFAULT_SYSTEM_ID, () => import('./eos-payload-schemas').then((m) => m.EOS_PAYLOAD_SCHEMAS));
