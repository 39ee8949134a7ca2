import { describe, expect, it } from 'vitest';
import combat from '../../data/eos/combat.json';
import { CombatFileSchema } from '../../src/systems/eos/rules/schemas/combat';

describe('data/eos/combat.json', () => {
  const file = CombatFileSchema.parse(combat);

  it('holds no racial numbers or race texts: those live on the race cards (data/eos/races.json)', () => {
    expect(CombatFileSchema.safeParse({ ...combat, racial: { stoneSkinArmorTier: 5 } }).success).toBe(false);
    expect(CombatFileSchema.safeParse({ ...combat, specials: [] }).success).toBe(false);
  });

  it('has the turn shape of the rules: 2 actions, 1 contested, a 3-action trap', () => {
    expect(file.actions.perTurn).toBe(2);
    expect(file.actions.contestedPerTurn).toBe(1);
    expect(file.actions.setTrapInCombat).toEqual(['non-contested', 'contested', 'non-contested']);
  });

  it('rejects a natural roll outside the d20', () => {
    const broken = structuredClone(combat);
    broken.criticals.hitRoll = 21;
    expect(CombatFileSchema.safeParse(broken).success).toBe(false);
  });
});
