import { listSkills, listStats } from '../systems/eos/rules';
import type { CharacterChanges, CharacterRecord } from './character';
import { StorageError } from './errors';
import { modifyCharacter } from './modify-character';

/** The fields of a character an editor holds and may write back (the builder holds all of them, a panel a few). */
export type CharacterFields = Pick<CharacterRecord, 'name' | 'notes' | 'portrait' | 'build' | 'gear'>;

/** What to do with a field this editor and another tab both changed: refuse and ask, or keep one side. */
export type ConflictResolution = 'ask' | 'mine' | 'theirs';

/**
 * Nothing was written: since the editor opened, another tab (or the calendar, or a fight) changed fields this editor
 * changed too. `fields` names them in a player's words ("notes", "experience", "Bow points").
 */
export class EditConflictError extends StorageError {
  constructor(readonly fields: readonly string[]) {
    super(
      'changed-elsewhere',
      `Changed in another tab since you opened this: ${fields.join(', ')}. Nothing is saved yet: keep your version or the other one.`,
    );
  }
}

/**
 * Where the merge looks inside: these objects are merged key by key (one stat, one skill, one gear list at a time);
 * every other value is taken whole (a portrait's kind and colour, a gear list, a skill's time and combat points).
 */
const MERGED_BY_KEY = new Set(['', 'build', 'build.creationStats', 'build.levelStats', 'build.skills', 'gear']);

const FIELD_WORDS: Record<string, string> = {
  name: 'name',
  notes: 'notes',
  portrait: 'portrait',
  'build.raceId': 'race',
  'build.exp': 'experience',
  'build.monthsElapsed': 'months of play',
  'gear.weapons': 'weapons',
  'gear.armor': 'armor',
  'gear.shield': 'shield',
  'gear.cloaks': 'cloaks',
  'gear.clothing': 'clothing',
  'gear.containers': 'pouches and backpacks',
  'gear.toolkits': 'toolkits',
  'gear.bedrollTier': 'bedroll',
};

/** "build.skills.bow" → "Bow points", "build.levelStats.body" → "Body points from levels". */
function fieldWords(path: string): string {
  const [root, group, key = ''] = path.split('.');
  if (root === 'build' && group === 'skills') return `${listSkills().find((s) => s.id === key)?.name ?? key} points`;
  if (root === 'build' && (group === 'creationStats' || group === 'levelStats')) {
    const stat = listStats().find((s) => s.id === key)?.name ?? key;
    return group === 'creationStats' ? `${stat} creation points` : `${stat} points from levels`;
  }
  return FIELD_WORDS[path] ?? path;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A three-way merge of one value: what the editor opened (`base`), what it holds now (`mine`) and what is stored now
 * (`theirs`). A value only one side changed takes that side; one both changed alike is kept; one both changed apart is a
 * conflict, settled by `resolve` (with 'ask' the stored value stays and the path is listed).
 */
function mergeValue(
  path: string,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  resolve: ConflictResolution,
  conflicts: string[],
): unknown {
  if (MERGED_BY_KEY.has(path) && isObject(base) && isObject(mine) && isObject(theirs)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])) {
      const own = (o: Record<string, unknown>) => (Object.hasOwn(o, key) ? o[key] : undefined);
      const value = mergeValue(
        path === '' ? key : `${path}.${key}`,
        own(base),
        own(mine),
        own(theirs),
        resolve,
        conflicts,
      );
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (same(mine, base) || same(mine, theirs)) return theirs;
  if (same(theirs, base)) return mine;
  conflicts.push(fieldWords(path));
  return resolve === 'mine' ? mine : theirs;
}

/**
 * What an editor may write on top of the stored record: only the fields it changed since it opened (`base` → `mine`),
 * so a change made elsewhere meanwhile (notes, exp, HP, a fight's damage to a weapon) survives. Fields both changed are
 * `conflicts`; with 'ask' they keep the stored value. Only the fields the editor holds (the keys of `base`) are looked at.
 */
export function mergeCharacterEdits(
  base: Partial<CharacterFields>,
  mine: Partial<CharacterFields>,
  stored: CharacterRecord,
  resolve: ConflictResolution,
): { changes: CharacterChanges; conflicts: string[] } {
  const held = Object.keys(base) as (keyof CharacterFields)[];
  const pick = (from: Partial<CharacterFields>) => Object.fromEntries(held.map((key) => [key, from[key]]));
  const conflicts: string[] = [];
  const merged = mergeValue('', pick(base), pick(mine), pick(stored), resolve, conflicts) as Partial<CharacterFields>;
  const changes: CharacterChanges = {};
  for (const key of held) {
    if (!same(merged[key], stored[key])) Object.assign(changes, { [key]: merged[key] });
  }
  return { changes, conflicts };
}

/**
 * Saves what an editor changed since it opened (`base`) onto the character as stored now, in one transaction (see
 * mergeCharacterEdits). Throws EditConflictError, with nothing written, when a field it changed was also changed
 * elsewhere and `resolve` is 'ask' (the default). `finish` adds fields worked out from the merged record (the builder's
 * draft flag, from the rules the merged build breaks); it must be synchronous and pure.
 */
export function saveCharacterEdits(
  id: string,
  base: Partial<CharacterFields>,
  mine: Partial<CharacterFields>,
  options: { resolve?: ConflictResolution; finish?: (merged: CharacterRecord) => CharacterChanges } = {},
): Promise<CharacterRecord> {
  const resolve = options.resolve ?? 'ask';
  return modifyCharacter(id, (stored) => {
    const { changes, conflicts } = mergeCharacterEdits(base, mine, stored, resolve);
    if (resolve === 'ask' && conflicts.length > 0) throw new EditConflictError(conflicts);
    return { ...changes, ...options.finish?.({ ...stored, ...changes }) };
  });
}
