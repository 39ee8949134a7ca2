import type * as Y from 'yjs';
import type { PartyRecord } from './access';
import { ROSTER_CHARACTERS, ROSTER_MEMBERS, type RosterCharacter, type RosterMember } from './protocol';

/**
 * Makes a roster document say what the registry says: the members not removed, and every character with its owner.
 * Only what differs is written, in one transaction, so clients receive one small update per change.
 */
export function writeRoster(doc: Y.Doc, party: PartyRecord): boolean {
  const members = new Map<string, RosterMember>(
    [...party.members.values()].filter((m) => !m.removed).map((m) => [m.id, { id: m.id, name: m.name, role: m.role }]),
  );
  const characters = new Map<string, RosterCharacter>(
    [...party.characters.values()].map((c) => [c.id, { id: c.id, ownerId: c.ownerId }]),
  );
  let changed = false;
  doc.transact(() => {
    changed = mirror(doc.getMap(ROSTER_MEMBERS), members) || changed;
    changed = mirror(doc.getMap(ROSTER_CHARACTERS), characters) || changed;
  });
  return changed;
}

function mirror<T extends object>(map: Y.Map<unknown>, wanted: ReadonlyMap<string, T>): boolean {
  let changed = false;
  for (const key of [...map.keys()]) {
    if (!wanted.has(key)) {
      map.delete(key);
      changed = true;
    }
  }
  for (const [key, value] of wanted) {
    if (JSON.stringify(map.get(key)) !== JSON.stringify(value)) {
      map.set(key, value);
      changed = true;
    }
  }
  return changed;
}
