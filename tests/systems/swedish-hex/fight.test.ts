import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/systems/eos/rules';
import {
  DEFAULT_HOUSE_RULES,
  attack,
  attackPreview,
  characterSheet,
  createFight,
  duelOdds,
  fighterEntryOf,
  fightOdds,
  formatHexMessage,
  hexHouseRules,
  hpAfterFight,
  nextAttacker,
  playRound,
  startRound,
  undoFight,
  type Fight,
  type FighterStats,
  type TeamEntry,
} from '../../../src/systems/swedish-hex/rules';
import { CATALOGUE, EXAMPLE_TABLE, character } from './fixtures';
import { quote } from './text';

const base: FighterStats = {
  hp: 5,
  skadebonus: [{ min: 2, max: 3 }],
  absorbering: [{ min: 0, max: 1 }],
  initiativ: 2,
  träffsäkerhet: 2,
  undvika: 1,
  parera: 1,
  uthållighet: 2,
};

const duelTeams = (a: Partial<FighterStats> = {}, b: Partial<FighterStats> = {}): TeamEntry[] => [
  { name: 'Hjältarna', fighters: [{ id: 'alva', name: 'Alva', stats: { ...base, ...a } }] },
  { name: 'Styggelserna', fighters: [{ id: 'varg', name: 'Varg', stats: { ...base, ...b } }] },
];

const sv = (fight: Fight) => fight.log.map((e) => formatHexMessage(e.message, 'sv'));

describe(`a fight: ${quote('Rollpersoner och styggelser kan delta i strider, där de grupperas i lag och anfaller deltagare ur motståndarlagen tills bara ett lag återstår som vinnare.')}`, () => {
  it('needs two teams with fighters, each fighter once, and a chosen opponent on another team', () => {
    expect(() => createFight([duelTeams()[0]!], DEFAULT_HOUSE_RULES)).toThrow('A fight needs at least two teams');
    const [heroes, monsters] = duelTeams();
    expect(() => createFight([heroes!, { ...monsters!, fighters: heroes!.fighters }], DEFAULT_HOUSE_RULES)).toThrow(
      'The fighter “alva” is in the fight twice.',
    );
    const own = [
      { ...heroes!, fighters: [...heroes!.fighters, { id: 'bo', name: 'Bo', stats: base, targetId: 'alva' }] },
      monsters!,
    ];
    expect(() => createFight(own, DEFAULT_HOUSE_RULES)).toThrow('Bo cannot attack Alva, who is on the same team.');
    expect(() => createFight(duelTeams({ hp: 0 }), DEFAULT_HOUSE_RULES)).toThrow(/HP must be a whole number from 1/);
  });

  it('played with the table’s draws, in Swedish, to the end; every wrong draw refused and nothing changed', () => {
    const made = createFight(duelTeams({}, { hp: 3, initiativ: 0 }), DEFAULT_HOUSE_RULES);
    expect(() => attack(made, {})).toThrow('No round is under way');
    // Varg has no initiativ ticket: it cannot come first (R-order-1)
    expect(() => startRound(made, { order: ['varg', 'alva'] })).toThrow(
      'Varg holds no initiative ticket and cannot be drawn before Alva, who does.',
    );
    expect(() => startRound(made, { order: ['alva'] })).toThrow('The order must name each fighter');
    let fight = startRound(made, { order: ['alva', 'varg'] }).fight;
    expect(nextAttacker(fight)?.id).toBe('alva');
    expect(() => attack(fight, { undvika: 'attacker', parera: 'attacker', skadebonus: 3, absorbering: 0 })).toThrow(
      'Alva has no opponent yet',
    );
    expect(() =>
      attack(fight, { targetId: 'varg', undvika: 'attacker', parera: 'attacker', skadebonus: 4, absorbering: 0 }),
    ).toThrow('damage bonus must be a whole number from 2 to 3, not 4.');
    expect(() => attack(fight, { targetId: 'varg', undvika: 'defender', parera: 'attacker' })).toThrow(
      'The attack was decided before the drawing against parry.',
    );
    expect(() => attack(fight, { targetId: 'varg', undvika: 'attacker' })).toThrow(
      'Say how the drawing against parry came out.',
    );
    const before = fight;
    const snapshot = structuredClone(fight);
    fight = attack(fight, {
      targetId: 'varg',
      undvika: 'attacker',
      parera: 'attacker',
      skadebonus: 3,
      absorbering: 1,
    }).fight;
    expect(fight.fighters.find((f) => f.id === 'varg')?.hp).toBe(1);
    // Varg keeps attacking the only opponent; then round 2
    fight = attack(fight, { targetId: 'alva', undvika: 'defender' }).fight;
    expect(fight.status).toBe('between-rounds');
    expect(() => attack(fight, { targetId: 'alva', undvika: 'defender' })).toThrow('No round is under way');
    fight = startRound(fight, { order: ['alva', 'varg'] }).fight;
    expect(() => attack(fight, { targetId: 'varg', undvika: 'attacker', parera: 'defender' })).not.toThrow();
    // Alva's opponent is kept: naming another is refused
    fight = attack(fight, { undvika: 'attacker', parera: 'attacker', skadebonus: 2, absorbering: 1 }).fight;
    expect(fight.status).toBe('over');
    expect(fight.winner).toBe(0);
    expect(() => startRound(fight, { order: [] })).toThrow('The fight is over.');
    expect(sv(fight)).toEqual([
      'Striden börjar: Hjältarna (Alva) – Styggelserna (Varg).',
      'Runda 1: ordningen blir Alva, Varg.',
      'Alva väljer Varg som motståndare.',
      'Alva träffar Varg: skadebonus 3 − absorbering 1 ger 2 skada, 1 HP kvar.',
      'Varg väljer Alva som motståndare.',
      'Varg anfaller Alva, som undviker.',
      'Runda 2: ordningen blir Alva, Varg.',
      'Alva träffar Varg: skadebonus 2 − absorbering 1 ger 1 skada, 0 HP kvar.',
      'Varg besegras och lämnar striden.',
      'Striden är slut: Hjältarna vinner.',
    ]);
    expect(before).toEqual(snapshot); // a step never changes the fight it is given
  });

  it(`${quote('Når försvararens HP noll eller mindre besegras försvararen, vilket innebär att den lämnar striden.')} A fighter defeated before their turn does not attack (R-end-1)`, () => {
    const teams: TeamEntry[] = [
      {
        name: 'X',
        fighters: [
          { id: 'a', name: 'A', stats: base, targetId: 'c' },
          { id: 'b', name: 'B', stats: base, targetId: 'd' },
        ],
      },
      {
        name: 'Y',
        fighters: [
          { id: 'c', name: 'C', stats: base, hp: 1 },
          { id: 'd', name: 'D', stats: base },
        ],
      },
    ];
    let fight = startRound(createFight(teams, DEFAULT_HOUSE_RULES), { order: ['a', 'c', 'b', 'd'] }).fight;
    fight = attack(fight, { undvika: 'attacker', parera: 'attacker', skadebonus: 2, absorbering: 0 }).fight;
    expect(fight.fighters.find((f) => f.id === 'c')?.defeated).toBe(true);
    expect(nextAttacker(fight)?.id).toBe('b');
    // B keeps D; D has no opponent chosen and draws one of those standing
    fight = attack(fight, { undvika: 'defender' }).fight;
    expect(() => attack(fight, { targetId: 'c', undvika: 'defender' })).toThrow(
      'D cannot attack C, who is on the same team.',
    );
    fight = attack(fight, { targetId: 'a', undvika: 'defender' }).fight;
    expect(fight.status).toBe('between-rounds');
  });

  it(`${quote('Deltagare fortsätter anfalla samma motståndare tills den besegras.')} After it falls a new one is drawn (R-target-1)`, () => {
    const teams: TeamEntry[] = [
      { name: 'X', fighters: [{ id: 'a', name: 'A', stats: { ...base, initiativ: 5 }, targetId: 'c' }] },
      {
        name: 'Y',
        fighters: [
          { id: 'c', name: 'C', stats: { ...base, initiativ: 0 }, hp: 2 },
          { id: 'd', name: 'D', stats: { ...base, initiativ: 0 } },
        ],
      },
    ];
    let fight = startRound(createFight(teams, DEFAULT_HOUSE_RULES), { order: ['a', 'c', 'd'] }).fight;
    expect(() => attack(fight, { targetId: 'd', undvika: 'defender' })).toThrow('A keeps attacking C until they fall.');
    fight = attack(fight, { undvika: 'attacker', parera: 'attacker', skadebonus: 2, absorbering: 0 }).fight;
    expect(fight.fighters.find((f) => f.id === 'a')?.targetId).toBeNull();
    fight = attack(fight, { targetId: 'a', undvika: 'defender' }).fight;
    fight = startRound(fight, { order: ['a', 'd'] }).fight;
    expect(() => attack(fight, { undvika: 'defender' })).toThrow('A has no opponent yet');
    expect(() => attack(fight, { targetId: 'c', undvika: 'defender' })).toThrow('C is already defeated.');
    expect(attackPreview(fight).map((p) => [p.targetId, p.pTarget])).toEqual([['d', 1]]);
  });

  it('undo takes back one step at a time, to the fight as it was made', () => {
    const made = createFight(duelTeams(), DEFAULT_HOUSE_RULES);
    let fight = made;
    const random = createSeededRandom('undo');
    const seen: Fight[] = [];
    while (fight.status !== 'over') {
      seen.push(fight);
      fight = (fight.status === 'between-rounds' ? startRound(fight, random) : attack(fight, random)).fight;
    }
    for (let i = seen.length - 1; i >= 0; i--) {
      fight = undoFight(fight);
      expect(fight).toEqual(seen[i]);
    }
    expect(() => undoFight(fight)).toThrow('There is nothing to undo: this is how the fight began.');
    expect(JSON.parse(JSON.stringify(made))).toEqual(made);
  });

  it('the tired are logged: uthållighet 0 is tired from round 1 at 80 %', () => {
    const fight = startRound(createFight(duelTeams({ uthållighet: 0 }), DEFAULT_HOUSE_RULES), {
      order: ['alva', 'varg'],
    }).fight;
    expect(sv(fight).at(-1)).toBe('Alva är trött (80 % kvar av absorbering, initiativ, undvika och parera).');
  });
});

describe('the tracker and the exact odds agree', () => {
  it('played with the app’s seeded draws, a duel’s outcomes follow duelOdds within a 99.9 % band', () => {
    const teams = duelTeams({ träffsäkerhet: 3, hp: 6 }, { undvika: 2, uthållighet: 1 });
    const exact = duelOdds(teams[0]!.fighters[0]!.stats, teams[1]!.fighters[0]!.stats, DEFAULT_HOUSE_RULES);
    const random = createSeededRandom('duel');
    const n = 3000;
    let aWins = 0;
    for (let i = 0; i < n; i++) {
      let fight = createFight(teams, DEFAULT_HOUSE_RULES);
      while (fight.status !== 'over') fight = playRound(fight, random).fight;
      if (fight.winner === 0) aWins++;
    }
    const margin = 3.3 * Math.sqrt((exact.pAWins * (1 - exact.pAWins)) / n);
    expect(Math.abs(aWins / n - exact.pAWins)).toBeLessThan(margin);
  });

  it('fightOdds before a duel is duelOdds; after the fight it is the result', () => {
    const teams = duelTeams({}, { hp: 7 });
    const fight = createFight(teams, DEFAULT_HOUSE_RULES);
    const odds = fightOdds(fight);
    const exact = duelOdds(teams[0]!.fighters[0]!.stats, teams[1]!.fighters[0]!.stats, DEFAULT_HOUSE_RULES);
    expect(odds.pWins).toEqual([exact.pAWins, exact.pBWins]);
    expect(odds.duel?.byRound).toEqual(exact.byRound);
    let played = fight;
    const random = createSeededRandom(4);
    while (played.status !== 'over') played = playRound(played, random).fight;
    expect(fightOdds(played).pWins[played.winner ?? -1]).toBe(1);
  });

  it('the next attack’s preview: chance to hit, damage distribution and chance to defeat', () => {
    const fight = startRound(createFight(duelTeams({}, { hp: 3 }), DEFAULT_HOUSE_RULES), {
      order: ['alva', 'varg'],
    }).fight;
    const [preview] = attackPreview(fight);
    expect(preview?.hit.p).toBeCloseTo((2 / 3) * (2 / 3), 15);
    // skadebonus 2-3 against absorbering 0-1: 1, 2, 2, 3
    expect(preview?.damage.values.map((v) => [v.value, v.p])).toEqual([
      [1, 0.25],
      [2, 0.5],
      [3, 0.25],
    ]);
    expect(preview?.pDefeats).toBeCloseTo((4 / 9) * 0.25, 15);
  });
});

describe(`after the fight: ${quote('tappar försvararen för resten av striden så mycket HP')}`, () => {
  const played = () => {
    let fight = createFight(duelTeams(), DEFAULT_HOUSE_RULES);
    const random = createSeededRandom('after');
    while (fight.status !== 'over') fight = playRound(fight, random).fight;
    return fight;
  };

  it('R-hp-2: HP comes back by default; under the other reading it stays lost', () => {
    const fight = played();
    expect(hpAfterFight(fight).every((f) => f.hpLost === 0 && f.hp === 5)).toBe(true);
    const kept = hpAfterFight({ ...fight, rules: hexHouseRules({ hpAfterFight: 'kept' }) });
    const loser = fight.fighters.find((f) => f.defeated);
    expect(kept.find((f) => f.id === loser?.id)).toEqual({ id: loser?.id, hp: 0, hpLost: 5 });
  });

  it('a character built from the example tables enters at the HP it has now, and not at all with none left', () => {
    const sheet = characterSheet(
      character({
        folkslagId: 'människa',
        level: 2,
        points: { styrka: 1, smidighet: 0, vitalitet: 1 },
        equipped: { vapen: 'kortsvärd' },
        hpLost: 5,
      }),
      EXAMPLE_TABLE,
      CATALOGUE,
      hexHouseRules({ hpAfterFight: 'kept' }),
    );
    expect(sheet.currentHp).toBe(16);
    const entry = fighterEntryOf({ id: 'alva', name: 'Alva', sheet });
    expect(entry.hp).toBe(16);
    expect(entry.stats.skadebonus).toEqual([
      { min: 2, max: 2 },
      { min: 3, max: 5 },
    ]);
    expect(() => fighterEntryOf({ id: 'alva', name: 'Alva', sheet: { ...sheet, currentHp: 0 } })).toThrow(
      'The character has 0 HP and cannot take part in a fight.',
    );
  });
});
