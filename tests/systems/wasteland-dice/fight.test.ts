import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  addFighter,
  attackPreview,
  breakFree,
  createFight,
  currentFighter,
  endFight,
  endTurn,
  fightNotice,
  fighterAfterFight,
  joinFight,
  letGo,
  moveFighter,
  noteOutcome,
  removeFighter,
  resolveAttack,
  runInstead,
  setArmed,
  setCover,
  setHp,
  standingSides,
  startFight,
  turnMovement,
  turnOrder,
  undoFight,
  wdcHouseRules,
  type Fight,
  type FightStep,
  type WdcHouseRules,
} from '../../../src/systems/wasteland-dice/rules';
import { AZULA, FRODO, KATNISS, entry, faces, fighter } from './fixtures';

const TYPED_INITIATIVE = { katniss: [12], frodo: [6, 18], azula: [6, 14] };

function fightOf(rules: Partial<WdcHouseRules> = {}, purpose: 'event' | 'pvp' = 'event'): Fight {
  return createFight({
    purpose,
    rules: wdcHouseRules(rules),
    fighters: [entry('katniss', KATNISS), entry('frodo', FRODO), entry('azula', AZULA)],
  });
}

/** The example's fight, begun: Katniss, Frodo, Azula. */
function begun(rules: Partial<WdcHouseRules> = {}): Fight {
  return startFight(fightOf(rules), TYPED_INITIATIVE).fight;
}

/** Runs steps one after the other. */
function steps(fight: Fight, ...actions: ((f: Fight) => FightStep)[]): Fight {
  return actions.reduce((current, action) => action(current).fight, fight);
}

const turnOf = (fight: Fight) => currentFighter(fight)?.id;

describe('a fight from the text’s examples', () => {
  it('"The turn order becomes: Katniss, Frodo, Azula" and round 1 begins with Katniss', () => {
    const { fight, entries } = startFight(fightOf(), TYPED_INITIATIVE);
    expect(fight.order).toEqual(['katniss', 'frodo', 'azula']);
    expect([fight.status, fight.round, turnOf(fight)]).toEqual(['running', 1, 'katniss']);
    expect(entries.map((e) => e.text)).toEqual([
      'Katniss has initiative 12: turn 1.',
      'Frodo has initiative 6, tie re-rolled 18: turn 2.',
      'Azula has initiative 6, tie re-rolled 14: turn 3.',
      "Round 1: Katniss's turn.",
    ]);
  });

  it('the same with the app’s dice: D20 10 + 2, 6 + 0, 6 + 0, then the re-rolls 18 and 14', () => {
    const { fight, entries } = startFight(fightOf(), faces(10, 6, 6, 18, 14));
    expect(fight.order).toEqual(['katniss', 'frodo', 'azula']);
    expect(entries[0]?.text).toBe('Katniss rolls initiative 12 (D20 10 + 2): turn 1.');
  });

  it('typed initiative with the tie not yet re-rolled is refused, saying who re-rolls', () => {
    expect(() => startFight(fightOf(), { katniss: [12], frodo: [6], azula: [6] })).toThrow(
      'Frodo and Azula tie at 6: they re-roll initiative to settle it.',
    );
    expect(() => startFight(fightOf(), { katniss: [12], frodo: [6, 18] })).toThrow('Type the initiative of Azula.');
  });

  it('"Katniss … chooses to give up her attack to run away from Azula … for a total of 11 tiles in her turn."', () => {
    const ran = runInstead(begun());
    expect(ran.entries[0]?.text).toBe('Katniss gives up the attack to run: 11 tiles this turn (+5).');
    expect(turnMovement(ran.fight)).toMatchObject({ total: 11, tilesLeft: 11 });
    const moved = steps(
      ran.fight,
      (f) => moveFighter(f, 4),
      (f) => moveFighter(f, 7),
    );
    expect(turnMovement(moved).tilesLeft).toBe(0);
    expect(() => moveFighter(moved, 1)).toThrow('Katniss has 0 of 11 tiles left this turn, not 1.');
    expect(() => resolveAttack(moved, { targetId: 'azula', with: { kind: 'ranged' } }, [20])).toThrow(
      'Katniss gave up the attack this turn to run.',
    );
  });

  it('without running Katniss has 6 tiles, and is told that giving up the attack adds 5', () => {
    expect(() => moveFighter(begun(), 7)).toThrow(
      'Katniss has 6 of 6 tiles left this turn, not 7. Giving up the attack adds 5.',
    );
  });

  it('"Azula attacks Frodo with a shotgun … Azula rolls a D20 for 10 and adds 4, a total of 14, which misses Frodo by 1 point."', () => {
    const azulasTurn = steps(begun(), endTurn, endTurn);
    expect(turnOf(azulasTurn)).toBe('azula');
    const preview = attackPreview(azulasTurn, { targetId: 'frodo', with: { kind: 'ranged' } });
    expect([preview.modifier.total, preview.defence.total, preview.chance.p]).toEqual([4, 15, 0.5]);
    const { fight, entries } = resolveAttack(azulasTurn, { targetId: 'frodo', with: { kind: 'ranged' } }, [10]);
    expect(entries.map((e) => e.text)).toEqual([
      'Azula shoots at Frodo: D20 10 + 4 = 14 against 15: misses by 1 point.',
    ]);
    expect(entries[0]?.roll).toEqual({
      mode: 'normal',
      dice: [10],
      kept: 10,
      modifier: 4,
      total: 14,
      defence: 15,
      hit: false,
    });
    expect(fight.fighters.find((f) => f.id === 'frodo')?.hp).toBe(5);
    expect(() => resolveAttack(fight, { targetId: 'frodo', with: { kind: 'ranged' } }, [20])).toThrow(
      'Azula has already attacked this turn.',
    );
  });
});

describe('hit points: "a total of five hit points and loses one from each successful attack … reduced to zero, they are considered downed"', () => {
  /** Round after round, Azula shoots Frodo with a 20 until he is downed; Katniss and Frodo pass. */
  function shootFrodo(fight: Fight, times: number): Fight {
    let current = fight;
    for (let i = 0; i < times; i++) {
      while (turnOf(current) !== 'azula') current = endTurn(current).fight;
      current = resolveAttack(current, { targetId: 'frodo', with: { kind: 'ranged' } }, [20]).fight;
      current = endTurn(current).fight;
    }
    return current;
  }

  it('each hit takes one hit point, and the log says how many are left', () => {
    const azulasTurn = steps(begun(), endTurn, endTurn);
    const { fight, entries } = resolveAttack(azulasTurn, { targetId: 'frodo', with: { kind: 'ranged' } }, [11]);
    expect(entries[0]?.text).toBe(
      'Azula shoots at Frodo: D20 11 + 4 = 15 against 15: hits. Frodo has 4 hit points left.',
    );
    expect(entries[0]?.hpAfter).toBe(4);
    expect(fight.fighters.find((f) => f.id === 'frodo')?.hp).toBe(4);
  });

  it('five hits down Frodo; a downed fighter is skipped in the order and cannot be attacked (A-12)', () => {
    const fight = shootFrodo(begun(), 5);
    const frodo = fight.fighters.find((f) => f.id === 'frodo');
    expect(frodo?.hp).toBe(0);
    const downed = fight.log.find((e) => e.kind === 'downed');
    expect(downed?.text).toMatch(/^Frodo is downed\. Roleplay being stunned on the ground/);
    expect(turnOrder(fight).map((f) => [f.id, f.downed])).toEqual([
      ['katniss', false],
      ['frodo', true],
      ['azula', false],
    ]);
    expect(turnOf(fight)).toBe('katniss');
    expect(turnOf(endTurn(fight).fight)).toBe('azula');
    const azula = endTurn(fight).fight;
    expect(() => resolveAttack(azula, { targetId: 'frodo', with: { kind: 'ranged' } }, [20])).toThrow(
      'Frodo is downed: there are no hit points left to take (A-12).',
    );
    expect(() => attackPreview(azula, { targetId: 'frodo', with: { kind: 'ranged' } })).toThrow(RulesError);
  });

  it('M-02: the Storyteller’s words for the downed, and an outcome noted for Frodo', () => {
    const rules = { downedConsequences: 'Downed fighters wake at the camp with 1 HP.' };
    const fight = shootFrodo(begun(rules), 5);
    expect(fight.log.find((e) => e.kind === 'downed')?.text).toBe(
      'Frodo is downed. Downed fighters wake at the camp with 1 HP.',
    );
    const noted = noteOutcome(fight, 'frodo', 'Loses his ring to Azula.').fight;
    expect(noted.fighters.find((f) => f.id === 'frodo')?.outcome).toBe('Loses his ring to Azula.');
    expect(() => noteOutcome(fight, 'katniss', 'Fine')).toThrow(
      'Katniss is not downed: an outcome is noted for the downed.',
    );
  });

  it('the sides still standing; no one standing ends the fight', () => {
    const fight = shootFrodo(begun(), 5);
    expect(standingSides(fight)).toEqual(['katniss', 'azula']);
    const alone = steps(
      fight,
      (f) => setHp(f, 'katniss', 0),
      (f) => setHp(f, 'azula', 0),
    );
    const { fight: over, entries } = endTurn(alone);
    expect([over.status, over.turn, entries[0]?.text]).toEqual([
      'over',
      null,
      'No one is left standing: the fight is over.',
    ]);
    expect(() => endTurn(over)).toThrow('The fight is over.');
  });

  it('A-12: the Storyteller sets hit points by hand, 0–5; a fighter set above 0 takes turns again', () => {
    const downed = setHp(begun(), 'frodo', 0).fight;
    expect(turnOf(endTurn(downed).fight)).toBe('azula');
    const back = setHp(downed, 'frodo', 2);
    expect(back.entries[0]?.text).toBe("The Storyteller sets Frodo's hit points from 0 to 2.");
    expect(turnOf(endTurn(back.fight).fight)).toBe('frodo');
    expect(() => setHp(back.fight, 'frodo', 6)).toThrow(
      "Frodo's hit points must be a whole number from 0 to 5, not 6.",
    );
  });

  it('the payload after the fight carries the hit points left, for the character record', () => {
    const fight = shootFrodo(begun(), 2);
    expect(fighterAfterFight(fight, 'frodo')).toEqual({ ...FRODO, hp: 3 });
  });
});

describe('turns and rounds: "It is not rerolled for the following rounds"', () => {
  it('after Azula comes Katniss again, in round 2; each turn starts fresh', () => {
    const fight = steps(begun(), runInstead, endTurn, endTurn, endTurn);
    expect([fight.round, turnOf(fight)]).toEqual([2, 'katniss']);
    expect(fight.turn).toEqual({ fighterId: 'katniss', tilesMoved: 0, attacked: false, ran: false });
    expect(fight.order).toEqual(['katniss', 'frodo', 'azula']);
    expect(fight.log.at(-1)?.text).toBe("Round 2: Katniss's turn.");
  });

  it('A-11: tiles are spent in steps before and after the attack, within the turn’s movement', () => {
    const fight = steps(
      begun(),
      (f) => moveFighter(f, 2),
      (f) => resolveAttack(f, { targetId: 'azula', with: { kind: 'ranged' } }, [1]),
      (f) => moveFighter(f, 4),
    );
    expect(fight.turn).toMatchObject({ tilesMoved: 6, attacked: true });
    expect(() => runInstead(fight)).toThrow('Katniss has already attacked this turn.');
  });

  it('A-13: a fighter who joins takes their place behind everyone with an equal or higher initiative', () => {
    const fight = begun();
    const tied = joinFight(fight, entry('gale', fighter()), 6);
    expect(tied.fight.order).toEqual(['katniss', 'frodo', 'azula', 'gale']);
    expect(tied.entries[0]?.text).toBe('Gale joins the fight with initiative 6: turn 4 of 4.');
    const first = joinFight(steps(fight, endTurn), entry('gale', fighter()), 15).fight;
    expect(first.order).toEqual(['gale', 'katniss', 'frodo', 'azula']);
    // It is still Frodo's turn; Gale's first turn opens round 2.
    expect(turnOf(first)).toBe('frodo');
    expect([endTurn(endTurn(first).fight).fight.round, turnOf(endTurn(endTurn(first).fight).fight)]).toEqual([
      2,
      'gale',
    ]);
  });

  it('setup: fighters join and leave before the start; two at least; no one downed; no one twice', () => {
    const empty = createFight();
    expect(() => startFight(empty, TYPED_INITIATIVE)).toThrow('A fight needs at least two fighters.');
    const two = steps(
      empty,
      (f) => addFighter(f, entry('katniss', KATNISS)),
      (f) => addFighter(f, entry('azula', AZULA)),
    );
    expect(two.fighters.map((f) => f.id)).toEqual(['katniss', 'azula']);
    expect(removeFighter(two, 'azula').fight.fighters.map((f) => f.id)).toEqual(['katniss']);
    expect(() => addFighter(two, entry('katniss', KATNISS))).toThrow('Katniss is in this fight already.');
    expect(() => addFighter(two, entry('frodo', { ...FRODO, hp: 0 }))).toThrow(
      "Frodo is downed (0 hit points) and can't take part in combat anymore.",
    );
    expect(() => addFighter(two, entry('frodo', { ...FRODO, skills: { ...FRODO.skills, aim: 4 } }))).toThrow(
      'Aim (a starting skill level) must be a whole number from 0 to 3, not 4.',
    );
    const started = startFight(two, { katniss: [3], azula: [9] }).fight;
    expect(() => addFighter(started, entry('frodo', FRODO))).toThrow(
      'The fight has begun: a newcomer joins with their own initiative (joinFight).',
    );
  });

  it('the Storyteller ends the fight; the log stays and nothing more can be done but undo and outcome notes', () => {
    const { fight, entries } = endFight(begun());
    expect([fight.status, entries[0]?.text]).toEqual(['over', 'The fight ends in round 1.']);
    expect(() => runInstead(fight)).toThrow('The fight is over.');
    expect(undoFight(fight).status).toBe('running');
  });
});

describe('A-01 in the fight: unarmed against a melee weapon', () => {
  it('a defender who holds no weapon loses 1 armour against a melee attack, not against a shot', () => {
    // Frodo wears the vest (+1 melee). Unarmed, his melee defence is 12 against Azula's knife.
    const fight = steps(begun(), (f) => setArmed(f, 'frodo', false), endTurn, endTurn);
    const knife = attackPreview(fight, { targetId: 'frodo', with: { kind: 'melee', skill: null } });
    expect([knife.defence.armourLost, knife.defence.total]).toEqual([1, 12]);
    expect(attackPreview(fight, { targetId: 'frodo', with: { kind: 'unarmed' } }).defence.total).toBe(13);
    expect(attackPreview(fight, { targetId: 'frodo', with: { kind: 'ranged' } }).defence.total).toBe(15);
  });
});

describe('the Storyteller’s house rules (R-house-1 … 3)', () => {
  it('R-house-1, throwing: off, a throw is refused; on, it is D20 + 2 × Aim against ranged defence', () => {
    expect(() => resolveAttack(begun(), { targetId: 'frodo', with: { kind: 'thrown' } }, [10])).toThrow(
      'Throwing is a Storyteller house rule, and it is off at this table.',
    );
    const { entries } = resolveAttack(begun({ throwing: true }), { targetId: 'frodo', with: { kind: 'thrown' } }, [9]);
    // Katniss has Aim 3: 9 + 6 = 15 against Frodo's ranged 15.
    expect(entries[0]?.text).toBe(
      'Katniss throws at Frodo: D20 9 + 6 = 15 against 15: hits. Frodo has 4 hit points left.',
    );
  });

  it('R-house-2, grappling: a grab holds without a hit point; the held cannot move; breaking free uses the attack', () => {
    expect(() => resolveAttack(begun(), { targetId: 'frodo', with: { kind: 'grab' } }, [10])).toThrow(
      'Grappling is a Storyteller house rule, and it is off at this table.',
    );
    // Katniss (Nimble 0) grabs Frodo (melee 13 with his vest): 13 + 0 = 13 hits.
    const grabbed = resolveAttack(begun({ grappling: true }), { targetId: 'frodo', with: { kind: 'grab' } }, [13]);
    expect(grabbed.entries.map((e) => e.text)).toEqual([
      'Katniss tries to grab Frodo: D20 13 + 0 = 13 against 13: hits.',
      'Katniss holds Frodo: no movement until they break free.',
    ]);
    const frodosTurn = endTurn(grabbed.fight).fight;
    expect(frodosTurn.fighters.find((f) => f.id === 'frodo')).toMatchObject({ hp: 5, heldBy: 'katniss' });
    expect(turnMovement(frodosTurn).total).toBe(0);
    expect(() => moveFighter(frodosTurn, 1)).toThrow('Frodo is held by Katniss: break free first.');
    expect(() => runInstead(frodosTurn)).toThrow('Frodo is held by Katniss and cannot run: break free first.');
    // Frodo (Nimble 1 → +2) against Katniss's melee defence 13 (vest +1): 11 + 2 = 13 breaks free.
    const free = breakFree(frodosTurn, [11]);
    expect(free.entries.map((e) => e.text)).toEqual([
      'Frodo tries to break free of Katniss: D20 11 + 2 = 13 against 13: hits.',
      'Frodo breaks free.',
    ]);
    expect(free.fight.fighters.find((f) => f.id === 'frodo')?.heldBy).toBeNull();
    expect(() => breakFree(free.fight, [20])).toThrow('Frodo has already attacked this turn.');
  });

  it('R-house-2: the holder lets go by choice or by moving', () => {
    const grabbed = resolveAttack(
      begun({ grappling: true }),
      { targetId: 'frodo', with: { kind: 'grab' } },
      [20],
    ).fight;
    expect(letGo(grabbed, 'frodo').entries[0]?.text).toBe('Katniss lets go of Frodo.');
    const moved = moveFighter(grabbed, 1);
    expect(moved.entries.map((e) => e.text)).toEqual([
      'Katniss moves 1 tile (5 left).',
      'Katniss no longer holds Frodo (Katniss moves away).',
    ]);
    expect(() => letGo(moved.fight, 'frodo')).toThrow('Katniss does not hold Frodo.');
  });

  it('R-house-3, cover: shots at a fighter in cover roll with disadvantage; melee does not; moving leaves cover', () => {
    expect(() => setCover(begun(), 'frodo', true)).toThrow(
      'Cover is a Storyteller house rule, and it is off at this table.',
    );
    const covered = setCover(begun({ cover: true }), 'frodo', true).fight;
    const shot = attackPreview(covered, { targetId: 'frodo', with: { kind: 'ranged' } });
    expect([shot.odds.mode, shot.reasons]).toEqual(['disadvantage', ['Frodo is in cover']]);
    // Katniss Aim 3 (+6) against 15: a D20 of 9 or more, 12 of 20; with disadvantage 12² = 144 of 400.
    expect(shot.chance).toEqual({ ways: 144, outcomes: 400, p: 0.36 });
    expect(attackPreview(covered, { targetId: 'frodo', with: { kind: 'unarmed' } }).odds.mode).toBe('normal');
    // the Storyteller's advantage cancels it.
    expect(attackPreview(covered, { targetId: 'frodo', with: { kind: 'ranged' }, advantage: true }).odds.mode).toBe(
      'normal',
    );
    const thrown = resolveAttack(covered, { targetId: 'frodo', with: { kind: 'ranged' } }, [20, 3]);
    expect(thrown.entries[0]?.text).toBe(
      'Katniss shoots at Frodo (Frodo is in cover): D20 [20, 3] keeps 3 + 6 = 9 against 15: misses by 6 points.',
    );
    const frodoMoves = steps(covered, endTurn, (f) => moveFighter(f, 2));
    expect(frodoMoves.fighters.find((f) => f.id === 'frodo')?.inCover).toBe(false);
    expect(frodoMoves.log.at(-1)?.text).toBe('Frodo leaves cover.');
  });
});

describe('attackPreview: the chance to hit and to down before the dice', () => {
  it('Azula against Frodo: ½ to hit; within 5 such shots Frodo (5 HP) is downed with 1/32', () => {
    const azula = steps(begun(), endTurn, endTurn);
    const preview = attackPreview(azula, { targetId: 'frodo', with: { kind: 'ranged' } }, 5);
    expect(preview.down.p).toBe(1 / 32);
    expect(preview.down.byAttack).toEqual([0, 0, 0, 0, 1 / 32]);
  });

  it('a grab never downs', () => {
    const katniss = setHp(begun({ grappling: true }), 'frodo', 1).fight;
    expect(attackPreview(katniss, { targetId: 'frodo', with: { kind: 'grab' } }).down.p).toBe(0);
    expect(attackPreview(katniss, { targetId: 'frodo', with: { kind: 'ranged' } }).down.p).toBe(0.6);
  });

  it('refuses attacking oneself, someone not in the fight, and attacks out of turn', () => {
    const fight = begun();
    expect(() => attackPreview(fight, { targetId: 'katniss', with: { kind: 'ranged' } })).toThrow(
      'Katniss cannot attack themselves.',
    );
    expect(() => attackPreview(fight, { targetId: 'gollum', with: { kind: 'ranged' } })).toThrow(
      'There is no fighter “gollum” in this fight.',
    );
    expect(() => attackPreview(fightOf(), { targetId: 'frodo', with: { kind: 'ranged' } })).toThrow(
      'The fight has not started: roll initiative first.',
    );
  });
});

describe('C-01: PvP', () => {
  it('a PvP fight opens with the header’s notice; a Storyteller event with none', () => {
    const pvp = fightOf({}, 'pvp');
    expect(pvp.log.map((e) => e.text)).toEqual([
      'These rules are not used for official PvP: the old rules on Discord still apply for Season 5 PvP. Use them here only if everyone agrees.',
    ]);
    expect(fightNotice(fightOf())).toBeNull();
    expect(fightOf().log).toEqual([]);
  });

  it('with the house rule, the body’s reading: "For PvP these are the only rules unless a unanimous agreement is made"', () => {
    expect(fightNotice(fightOf({ pvpUsesTheseRules: true }, 'pvp'))).toBe(
      'PvP: these are the only rules unless every participant agrees otherwise.',
    );
  });
});

describe('undo: each step can be taken back', () => {
  it('undoing every step of a fight walks back to the fight as it was made', () => {
    const made = fightOf({ grappling: true });
    const history: Fight[] = [made];
    const actions: ((f: Fight) => FightStep)[] = [
      (f) => startFight(f, TYPED_INITIATIVE),
      (f) => moveFighter(f, 3),
      (f) => resolveAttack(f, { targetId: 'frodo', with: { kind: 'grab' } }, [18]),
      endTurn,
      (f) => breakFree(f, [2]),
      endTurn,
      (f) => resolveAttack(f, { targetId: 'frodo', with: { kind: 'ranged' } }, [20]),
      (f) => setHp(f, 'katniss', 0),
      endTurn,
      endFight,
    ];
    for (const action of actions) history.push(action(history.at(-1) as Fight).fight);
    let current = history.at(-1) as Fight;
    for (let i = history.length - 2; i >= 0; i--) {
      current = undoFight(current);
      expect(current).toEqual(history[i]);
    }
    expect(() => undoFight(current)).toThrow('There is nothing to undo: this is how the fight began.');
  });

  it('no step changes the fight it is given', () => {
    const fight = begun();
    const copy = structuredClone(fight);
    resolveAttack(fight, { targetId: 'frodo', with: { kind: 'ranged' } }, [20]);
    moveFighter(fight, 2);
    expect(fight).toEqual(copy);
  });
});
