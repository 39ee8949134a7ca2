import { describe, expect, it } from 'vitest';
import firearms from '../../data/eos/firearms.json';
import { firearmDamage } from '../../src/systems/eos/rules/combat/firearm-damage';
import { RulesError } from '../../src/core/rules/errors';

// Both "Arm vs Ammo" tables (under Main-Hand Firearm and Two-Handed Firearm), transcribed cell by cell in data/eos/firearms.json.
const cells = firearms.tables.flatMap((table) =>
  table.rows.flatMap((row) =>
    row.damage.map((printed, i) => ({
      section: table.section,
      arm: row.firearmTier,
      ammo: table.bulletTiers[i]!,
      printed,
    })),
  ),
);

describe('firearm damage against the printed "Arm vs Ammo" tables', () => {
  it('covers 2 tables × 144 cells', () => {
    expect(cells).toHaveLength(288);
  });

  it.each(cells.filter((c) => c.ammo <= c.arm))(
    '$section: Arm T$arm vs Ammo T$ammo prints $printed — "Damage = (Firearm Tier x2) + (Bullet Tier x2)"',
    ({ arm, ammo, printed }) => {
      const result = firearmDamage({ weapon: 'main-hand-firearm', tier: arm, bulletTier: ammo });
      expect(result.total).toBe(printed);
      expect(result.ignoresArmor).toBe(true);
    },
  );

  // C-07: "Firearms may use any Tier of bullets equal or less than the firearm's Tier value." The printed cell still
  // equals the formula: it is what a firearm repaired to that bullet tier deals after crits lowered it to the arm tier.
  it.each(cells.filter((c) => c.ammo > c.arm))(
    '$section: Arm T$arm vs Ammo T$ammo ($printed) is refused; the formula still matches the cell',
    ({ arm, ammo, printed }) => {
      expect(() => firearmDamage({ weapon: 'two-handed-firearm', tier: arm, bulletTier: ammo })).toThrow(RulesError);
      expect(
        firearmDamage({ weapon: 'two-handed-firearm', tier: arm, repairedTier: ammo, bulletTier: ammo }).total,
      ).toBe(printed);
    },
  );
});
