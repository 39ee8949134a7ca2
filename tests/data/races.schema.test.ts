import { describe, expect, it } from 'vitest';
import races from '../../data/eos/races.json';
import skills from '../../data/eos/skills.json';
import { RACE_IDS, RACE_TRAIT_KEYS, RaceSchema, RacesFileSchema } from '../../src/systems/eos/rules/schemas/races';
import type { Race } from '../../src/systems/eos/rules/schemas/races';

const parsed = RacesFileSchema.parse(races);

/** Every skill id a race card names in its structured specials. */
function skillIdsNamed(race: Race): string[] {
  const { traits } = race;
  return [
    ...(traits.freeSkills ?? []).map((free) => free.skill),
    ...Object.keys(traits.skillCaps ?? {}),
    ...Object.keys(traits.timePointCapBonus ?? {}),
    ...(traits.naturalWeapons ? [traits.naturalWeapons.skill] : []),
    ...(traits.prehensileTail ? [traits.prehensileTail.tailSkill] : []),
  ];
}

describe('data/eos/races.json', () => {
  it('matches the schema, one card per race id, in RACE_IDS order', () => {
    expect(parsed.map((race) => race.id)).toEqual([...RACE_IDS]);
  });

  it('every skill id a race names exists in data/eos/skills.json', () => {
    const known = new Set(skills.map((skill) => skill.id));
    const named = parsed.flatMap(skillIdsNamed);
    expect(named.length).toBeGreaterThanOrEqual(9);
    for (const id of named) expect(known, id).toContain(id);
  });

  it('every structured trait is set by a special that names it, and every named field is set', () => {
    for (const race of parsed) {
      const set = Object.keys(race.traits);
      const named = new Set(race.specials.flatMap((special) => special.fields));
      for (const key of set) expect(named, `${race.id}.${key}`).toContain(key);
      for (const key of named) {
        if (key !== 'naturalArmor') expect(set, `${race.id} special names ${key}`).toContain(key);
      }
    }
  });

  it('every trait key of the schema is used by at least one race (no dead fields)', () => {
    const used = new Set(parsed.flatMap((race) => Object.keys(race.traits)));
    expect(RACE_TRAIT_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });

  it('each footnote marker in a special text has its footnote', () => {
    for (const race of parsed) {
      for (const special of race.specials) {
        const markers = [...special.text].filter((ch) => '¹²³⁴⁵'.includes(ch));
        expect(special.footnotes, `${race.id} ${special.name}`).toHaveLength(markers.length);
      }
    }
  });

  it('keeps the card text: Neo-Daemon "gain +3 to Mind Stat (for free, at game start) & have a maximum Mind of 15"', () => {
    const daemon = parsed.find((race) => race.id === 'neo-daemon');
    expect(daemon?.specials[0]?.text).toBe(
      'Neo-Daemons gain +3 to Mind Stat (for free, at game start) & have a maximum Mind of 15.¹',
    );
    expect(daemon?.traits).toMatchObject({ statBonus: { mind: 3 }, statCaps: { mind: 15 }, skillCapAll: 15 });
  });

  it('refuses a card whose tiles do not match its footprint, or an unknown trait', () => {
    const human = parsed.find((race) => race.id === 'human');
    expect(RaceSchema.safeParse({ ...human, tiles: 2 }).success).toBe(false);
    expect(RaceSchema.safeParse({ ...human, traits: { flight: true } }).success).toBe(false);
    expect(RaceSchema.safeParse({ ...human, id: 'elf' }).success).toBe(false);
    expect(RaceSchema.safeParse(human).success).toBe(true);
  });
});
