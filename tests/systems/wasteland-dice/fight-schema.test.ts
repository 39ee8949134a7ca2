import { describe, expect, it } from 'vitest';
import {
  armourExamples,
  armourOf,
  createFight,
  endTurn,
  resistancesOf,
  resolveAttack,
  startFight,
  undoFight,
} from '../../../src/systems/wasteland-dice/rules';
import { WdcFightSchema } from '../../../src/systems/wasteland-dice/rules/schemas/fight';
import { AZULA, FRODO, KATNISS, entry } from './fixtures';

describe('the stored fight (WdcFightSchema)', () => {
  const played = () => {
    let fight = createFight({
      purpose: 'pvp',
      fighters: [entry('katniss', KATNISS), entry('frodo', FRODO), entry('azula', AZULA)],
    });
    fight = startFight(fight, { katniss: [12], frodo: [6, 18], azula: [6, 14] }).fight;
    fight = resolveAttack(fight, { targetId: 'frodo', with: { kind: 'ranged' } }, [20]).fight;
    return endTurn(fight).fight;
  };

  it('reads back every step of a played fight exactly, log and undo history included', () => {
    let fight = played();
    for (;;) {
      expect(WdcFightSchema.parse(JSON.parse(JSON.stringify(fight)))).toEqual(fight);
      if (fight.undo.length === 0) break;
      fight = undoFight(fight);
    }
  });

  it('refuses a fight whose order names a fighter it does not have, or whose hit points break the rules', () => {
    const fight = played();
    expect(WdcFightSchema.safeParse({ ...fight, order: [...fight.order, 'ghost'] }).success).toBe(false);
    const [first, ...rest] = fight.fighters;
    expect(WdcFightSchema.safeParse({ ...fight, fighters: [{ ...first, hp: 6 }, ...rest] }).success).toBe(false);
    expect(WdcFightSchema.safeParse({ ...fight, rules: { ...fight.rules, cover: 'yes' } }).success).toBe(false);
  });
});

describe('the text’s armour examples (armour.json "examples")', () => {
  const piece = (id: string) => {
    const found = armourExamples().find((e) => e.id === id);
    if (found === undefined) throw new Error(id);
    return resistancesOf(found);
  };

  it('give what the text says each gives', () => {
    // "it gives +1 to melee defense, 0 to ranged defense, and counts as light armor"
    const jacket = armourOf({ torso: piece('leather-jacket'), helmet: null });
    expect([jacket.melee, jacket.ranged, jacket.armourClass]).toEqual([1, 0, 'light']);
    // "it gives +2 to ranged defense and +1 to melee defense … it counts as medium armor"
    const vest = armourOf({ torso: piece('bulletproof-vest'), helmet: null });
    expect([vest.melee, vest.ranged, vest.armourClass, vest.movement]).toEqual([1, 2, 'medium', -1]);
    // "This translates into +1 melee defense and 0 ranged defense."
    const football = armourOf({ torso: null, helmet: piece('football-helmet') });
    expect([football.melee, football.ranged]).toEqual([1, 0]);
    // "it becomes a +1 ranged defense helmet, and therefore loses it's melee defense bonus"
    const military = armourOf({ torso: null, helmet: piece('military-helmet') });
    expect([military.melee, military.ranged]).toEqual([0, 1]);
  });

  it('are offered per slot', () => {
    expect(armourExamples('torso').map((e) => e.name)).toEqual(['Leather jacket', 'Bulletproof vest']);
    expect(armourExamples('helmet').map((e) => e.name)).toEqual(['Football helmet', 'Military helmet']);
  });
});
