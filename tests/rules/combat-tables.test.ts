import { describe, expect, it } from 'vitest';
import falling from '../../data/eos/falling.json';
import fortifications from '../../data/eos/fortifications.json';
import siege from '../../data/eos/siege.json';
import { fallingDamage } from '../../src/systems/eos/rules/combat/falling';
import { fortificationHpLeft, fortificationStats } from '../../src/systems/eos/rules/combat/fortification';
import { siegeDamage } from '../../src/systems/eos/rules/combat/siege-damage';
import {
  canOperateSiege,
  siegeCrew,
  siegeRange,
  siegeReloadTurns,
  siegeTransportBody,
} from '../../src/systems/eos/rules/combat/siege';
import { weaponCheck } from '../../src/systems/eos/rules/combat/gear-limits';
import { RulesError } from '../../src/core/rules/errors';

describe('siege weapon tables, row by row', () => {
  const rangeCells = siege.range.rows.flatMap((row) =>
    row.rangeTiles.map((printed, i) => ({ tier: row.tier, scholar: siege.range.scholarLevels[i]!, printed })),
  );

  it.each(rangeCells)(
    'range: Tier $tier with Scholar $scholar prints $printed — "(Weapon Tier +Scholar Skill) x10"',
    ({ tier, scholar, printed }) => {
      expect(siegeRange({ tier, scholar })).toBe(printed);
    },
  );

  it.each(siege.reload.rows)('reload: Tier $tier prints $turns turns — "Tier x2"', ({ tier, turns }) => {
    expect(siegeReloadTurns(tier)).toBe(turns);
  });

  it.each(siege.crew.rows)(
    'crew: Tier $tier prints $people people — "Tier /2" rounded up (C-19)',
    ({ tier, people }) => {
      expect(siegeCrew(tier)).toBe(people);
    },
  );

  it.each(siege.transport.rows)('transport: Tier $tier prints Body $totalBody — "Tier x4"', ({ tier, totalBody }) => {
    expect(siegeTransportBody(tier)).toBe(totalBody);
  });

  it('"To move a T4 siege weapon can be done with 1 character with a Body of 10 & another with a Body of 6"', () => {
    expect(siegeTransportBody(4)).toBe(10 + 6);
  });

  it('needs Scholar 5 (the prerequisite) for any range', () => {
    expect(() => siegeRange({ tier: 3, scholar: 4 })).toThrow(/Scholar 5/);
  });

  it('"at least 1 player … must have a Siege Weapon Skill equal to or greater than the Tier value", with a full crew', () => {
    expect(canOperateSiege({ tier: 5, bestSiegeSkill: 5, crew: 3 })).toEqual({ ok: true });
    expect(canOperateSiege({ tier: 5, bestSiegeSkill: 4, crew: 3 }).ok).toBe(false);
    expect(canOperateSiege({ tier: 5, bestSiegeSkill: 9, crew: 2 }).ok).toBe(false);
  });

  it('damage "(Tier value of the weapon x10) +Roll Difference"; against a T4 wall the d20 alone, minus armor 40 (A-12)', () => {
    expect(siegeDamage({ tier: 3, targetArmor: 0 }, 7).total).toBe(37);
    expect(siegeDamage({ tier: 5, targetArmor: 40 }, 12).total).toBe(22);
    expect(siegeDamage({ tier: 1, targetArmor: 120 }, 20).total).toBe(0);
  });

  it('"a Tier 1 Siege weapon requires Body: 1, & a Tier 10 Siege weapon requires Body: 10" when mounted on an XL race', () => {
    expect(weaponCheck({ body: 1, weapon: 'siege-weapon', tier: 1, sizeCategory: 'xl' })).toEqual({ ok: true });
    expect(weaponCheck({ body: 9, weapon: 'siege-weapon', tier: 10, sizeCategory: 'xl' }).ok).toBe(false);
    expect(weaponCheck({ body: 12, weapon: 'siege-weapon', tier: 1, sizeCategory: 'large' }).ok).toBe(false);
  });

  it.each([0, 16, 2.5])('refuses siege tier %s', (tier) => {
    expect(() => siegeCrew(tier)).toThrow(RulesError);
  });
});

describe('fortification table, row by row', () => {
  it.each(fortifications.rows.filter((r) => r.tier !== 6))(
    'Tier $tier prints HP $hp and Armor $armor — "HP & Armor equal to 10 times it\'s Tier"',
    ({ tier, hp, armor }) => {
      expect(fortificationStats(tier)).toEqual({ hp, armor });
    },
  );

  it('Tier 6 prints HP 90 / Armor 60; the app reads HP 60 (C-01), the printed value behind a switch', () => {
    expect(fortificationStats(6)).toEqual({ hp: 60, armor: 60 });
    expect(fortificationStats(6, { table: 'as-printed' })).toEqual({ hp: 90, armor: 60 });
    expect(fortificationStats(7, { table: 'as-printed' })).toEqual({ hp: 70, armor: 70 });
  });

  it('a lowered tier keeps the damage already taken: T5 with 25 damage dropped to T4 has 15 HP left', () => {
    expect(fortificationHpLeft({ tier: 4, damageTaken: 25 })).toBe(15);
    expect(fortificationHpLeft({ tier: 2, damageTaken: 25 })).toBe(0);
  });

  it('refuses tier 16', () => {
    expect(() => fortificationStats(16)).toThrow(RulesError);
  });
});

describe('falling table, row by row', () => {
  it.each(falling.rows)('$tiles tiles ($feet feet) prints $damage damage', ({ tiles, damage }) => {
    expect(fallingDamage(tiles)).toBe(damage);
  });

  it('"Falling 5 feet (1 vertical tile) will deal 0 damage. Falling 10 feet will deal 1 damage."', () => {
    expect(fallingDamage(1)).toBe(0);
    expect(fallingDamage(2)).toBe(1);
    expect(fallingDamage(0)).toBe(0);
  });

  it('keeps doubling past the table (A-29: 9 tiles gives 128), or stops at 64 by house rule', () => {
    expect(fallingDamage(9)).toBe(128);
    expect(fallingDamage(10)).toBe(256);
    expect(fallingDamage(10, { beyondTable: 'cap-at-table' })).toBe(64);
  });

  it.each([-1, 1.5, 51])('refuses %s tiles', (tiles) => {
    expect(() => fallingDamage(tiles)).toThrow(RulesError);
  });
});
