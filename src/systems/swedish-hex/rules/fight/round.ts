import type { RandomSource } from '../../../../core/rules';
import { damageOf, hitChance } from '../attack';
import { drawIndex, drawOrder, drawRangeValue, drawWins, type DrawChance } from '../lottery';
import { hexMessage, refuse, term } from '../messages';
import { sumRanges } from '../ranges';
import { fatigueShare, fighterInRound, type RoundStats } from '../stats';
import { FightChange, findFighter } from './history';
import type { Fight, FightCore, FightFighter, FightStep, LoggedDrawing, TableAttack, TableOrder } from './types';

/** A fighter's numbers in the fight's current round, fatigue applied. */
export function roundStatsOf(fight: Pick<FightCore, 'rules' | 'round'>, fighter: FightFighter): RoundStats {
  return fighterInRound(fighter.stats, Math.max(1, fight.round), fight.rules);
}

const standing = (fight: Pick<FightCore, 'fighters'>): FightFighter[] => fight.fighters.filter((f) => !f.defeated);

/** The teams that still have fighters who are not defeated, by index. */
export function standingTeams(fight: Pick<FightCore, 'fighters'>): readonly number[] {
  return [...new Set(standing(fight).map((f) => f.team))].sort((x, y) => x - y);
}

/** The opponents a fighter may attack: standing fighters of the other teams. */
export function opponentsOf(fight: Pick<FightCore, 'fighters'>, fighter: FightFighter): readonly FightFighter[] {
  return standing(fight).filter((f) => f.team !== fighter.team);
}

function checkTableOrder(fight: FightCore, order: readonly string[]): readonly string[] {
  const ids = standing(fight).map((f) => f.id);
  if (order.length !== ids.length || new Set(order).size !== order.length || !order.every((id) => ids.includes(id))) {
    refuse('not-allowed', 'hex.fight.badOrder');
  }
  // R-order-1: a fighter with no initiativ ticket can only come after everyone who has one.
  const tickets = (id: string) => roundStatsOf(fight, findFighter(fight, id)).initiativ;
  order.forEach((id, i) => {
    const later = order.slice(i + 1).find((other) => tickets(other) > 0);
    if (tickets(id) === 0 && later !== undefined) {
      refuse('not-allowed', 'hex.fight.ticketlessFirst', {
        fighter: findFighter(fight, id).name,
        other: findFighter(fight, later).name,
      });
    }
  });
  return order;
}

/**
 * Starts the next round: "I varje runda lottas vilken ordning deltagarna anfaller i. Varje deltagare får en lott för
 * varje poäng i initiativ." The app draws it from `random`, or the table's drawn order is checked and taken. Logs who is
 * tired this round ("tappar 20% absorbering, initiativ, undvika och parera varje runda").
 */
export function startRound(fight: Fight, draw: RandomSource | TableOrder): FightStep {
  if (fight.status === 'over') refuse('not-allowed', 'hex.fight.over');
  if (fight.status === 'in-round') {
    const next = fight.order[fight.next] ?? '';
    refuse('not-allowed', 'hex.fight.roundUnderway', { round: fight.round, fighter: findFighter(fight, next).name });
  }
  const change = new FightChange(fight);
  change.set({ round: fight.round + 1 });
  const state = change.state;
  const entrants = standing(state).map((f) => ({ id: f.id, tickets: roundStatsOf(state, f).initiativ }));
  const order = typeof draw === 'function' ? drawOrder(entrants, draw) : checkTableOrder(state, draw.order);
  change.set({ status: 'in-round', order, next: 0 });
  change.log({
    kind: 'order',
    message: hexMessage('hex.log.order', {
      round: state.round,
      order: order.map((id) => findFighter(state, id).name).join(', '),
    }),
  });
  for (const f of standing(state)) {
    const { tired } = roundStatsOf(state, f);
    if (tired === 0) continue;
    const percent = Math.round(fatigueShare(tired, state.rules.fatigue) * 10) / 10;
    change.log({ kind: 'tired', actorId: f.id, message: hexMessage('hex.log.tired', { fighter: f.name, percent }) });
  }
  return change.done();
}

/** The fighter whose attack comes next, or null between rounds and after the fight. */
export function nextAttacker(fight: Fight): FightFighter | null {
  if (fight.status !== 'in-round') return null;
  const id = fight.order[fight.next];
  return id === undefined ? null : findFighter(fight, id);
}

function tableDrawing(
  outcome: 'attacker' | 'defender' | undefined,
  chance: DrawChance,
  name: 'undvika' | 'parera',
): boolean {
  if (outcome === undefined) refuse('not-allowed', 'hex.fight.drawMissing', { term: term(name) });
  const won = outcome === 'attacker';
  if ((won && chance.ways === 0) || (!won && chance.ways === chance.outcomes)) {
    refuse('not-allowed', 'hex.fight.drawNotPossible', {
      term: term(name),
      attackerTickets: chance.ways,
      defenderTickets: chance.outcomes - chance.ways,
    });
  }
  return won;
}

function tableValue(value: number | undefined, name: 'skadebonus' | 'absorbering', min: number, max: number): number {
  if (value === undefined || !Number.isInteger(value) || value < min || value > max) {
    refuse('not-allowed', 'hex.fight.valueOutOfRange', { term: term(name), min, max, value: String(value) });
  }
  return value;
}

/**
 * The next attack of the round. The attacker keeps the opponent chosen before the fight or drawn at their first attack
 * ("Deltagare fortsätter anfalla samma motståndare tills den besegras"; a new one is drawn, each standing opponent
 * equally likely, R-target-1). Then "varje poäng av anfallarens träffsäkerhet en lott först i en lottdragning mot
 * försvararens undvika och sedan mot försvararens parera", and on two wins the damage, skadebonus − absorbering, never
 * below one. HP at 0 or less defeats; when one team is left the fight ends at once (R-end-1). Draws come from `random`,
 * or from the table: each part is checked against what the lottery could give.
 */
export function attack(fight: Fight, draw: RandomSource | TableAttack): FightStep {
  if (fight.status === 'over') refuse('not-allowed', 'hex.fight.over');
  if (fight.status !== 'in-round') refuse('not-allowed', 'hex.fight.noRound');
  const byTable = typeof draw !== 'function';
  const change = new FightChange(fight);
  const attacker = change.fighter(fight.order[fight.next] ?? '');
  const opponents = opponentsOf(fight, attacker);
  let targetId = attacker.targetId !== null && !change.fighter(attacker.targetId).defeated ? attacker.targetId : null;
  if (byTable && draw.targetId !== undefined && targetId !== null && draw.targetId !== targetId) {
    refuse('not-allowed', 'hex.fight.targetKept', { fighter: attacker.name, target: change.fighter(targetId).name });
  }
  if (targetId === null) {
    if (byTable) {
      if (draw.targetId === undefined) refuse('not-allowed', 'hex.fight.targetNeeded', { fighter: attacker.name });
      const chosen = change.fighter(draw.targetId);
      if (chosen.team === attacker.team) {
        refuse('not-allowed', 'hex.fight.targetOwnTeam', { fighter: attacker.name, target: chosen.name });
      }
      if (chosen.defeated) refuse('not-allowed', 'hex.fight.targetDefeated', { target: chosen.name });
      targetId = chosen.id;
    } else {
      targetId = (opponents[drawIndex(draw, opponents.length)] as FightFighter).id;
    }
    change.updateFighter(attacker.id, (f) => ({ ...f, targetId }));
    const target = change.fighter(targetId);
    change.log({
      kind: 'target',
      actorId: attacker.id,
      targetId,
      message: hexMessage('hex.log.target', { fighter: attacker.name, target: target.name }),
    });
  }
  const defender = change.fighter(targetId);
  const a = roundStatsOf(fight, attacker);
  const d = roundStatsOf(fight, defender);
  const chance = hitChance(a, d, fight.rules);
  const drawn = (c: DrawChance, name: 'undvika' | 'parera'): LoggedDrawing => ({
    attackerTickets: c.ways,
    defenderTickets: c.outcomes - c.ways,
    attackerWon: byTable ? tableDrawing(draw[name], c, name) : drawWins(draw, c),
  });
  const undvika = drawn(chance.undvika, 'undvika');
  if (byTable && !undvika.attackerWon && draw.parera !== undefined) {
    refuse('not-allowed', 'hex.fight.drawNotNeeded', { term: term('parera') });
  }
  const parera = undvika.attackerWon ? drawn(chance.parera, 'parera') : null;
  const names = { fighter: attacker.name, target: defender.name };
  if (parera === null || !parera.attackerWon) {
    change.log({
      kind: 'attack',
      actorId: attacker.id,
      targetId: defender.id,
      message: hexMessage(parera === null ? 'hex.log.evaded' : 'hex.log.parried', names),
      attack: { by: byTable ? 'table' : 'app', undvika, parera, skadebonus: null, absorbering: null, damage: 0 },
    });
    return finishAttack(change);
  }
  const s = sumRanges(a.skadebonus);
  const ab = sumRanges(d.absorbering);
  const skadebonus = byTable
    ? tableValue(draw.skadebonus, 'skadebonus', s.min, s.max)
    : drawRangeValue(a.skadebonus, fight.rules.rangeDraw, draw);
  const absorbering = byTable
    ? tableValue(draw.absorbering, 'absorbering', ab.min, ab.max)
    : drawRangeValue(d.absorbering, fight.rules.rangeDraw, draw);
  const damage = damageOf(skadebonus, absorbering, fight.rules);
  const hit = change.updateFighter(defender.id, (f) => ({ ...f, hp: f.hp - damage }));
  change.log({
    kind: 'attack',
    actorId: attacker.id,
    targetId: defender.id,
    message: hexMessage('hex.log.hit', { ...names, skadebonus, absorbering, damage, hp: hit.hp }),
    attack: { by: byTable ? 'table' : 'app', undvika, parera, skadebonus, absorbering, damage },
    hpAfter: hit.hp,
  });
  // "Når försvararens HP noll eller mindre besegras försvararen, vilket innebär att den lämnar striden."
  if (hit.hp <= 0) {
    change.updateFighter(defender.id, (f) => ({ ...f, defeated: true }));
    for (const f of change.state.fighters) {
      if (f.targetId === defender.id) change.updateFighter(f.id, (g) => ({ ...g, targetId: null }));
    }
    change.log({
      kind: 'defeated',
      actorId: defender.id,
      message: hexMessage('hex.log.defeated', { fighter: defender.name }),
    });
  }
  return finishAttack(change);
}

/** Moves to the next standing attacker of the round, ends the round, or ends the fight when one team is left. */
function finishAttack(change: FightChange): FightStep {
  const state = change.state;
  const teams = standingTeams(state);
  if (teams.length === 1) {
    const winner = teams[0] ?? 0;
    change.set({ status: 'over', winner });
    change.log({ kind: 'end', message: hexMessage('hex.log.won', { team: state.teams[winner] ?? '' }) });
    return change.done();
  }
  let next = state.next + 1;
  while (next < state.order.length && findFighter(state, state.order[next] ?? '').defeated) next++;
  change.set(next < state.order.length ? { next } : { status: 'between-rounds', next: 0 });
  return change.done();
}

/** Plays the rest of the round (drawing its order first when between rounds) with the app's draws. */
export function playRound(fight: Fight, random: RandomSource): FightStep {
  let current = fight.status === 'between-rounds' ? startRound(fight, random).fight : fight;
  while (current.status === 'in-round') current = attack(current, random).fight;
  return { fight: current, entries: current.log.slice(fight.log.length) };
}
