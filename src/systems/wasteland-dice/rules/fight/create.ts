import { RulesError, requireOneOf, requireWhole } from '../../../../core/rules';
import { requireBoolean, requireTypedName } from '../checks';
import { checkFighter } from '../fighter';
import { isDowned } from '../hit-points';
import { DEFAULT_HOUSE_RULES, wdcHouseRules, type WdcHouseRules } from '../house-rules';
import { FIGHT_PURPOSES, type FightPurpose } from '../ids';
import { MAX_FIGHTERS, NAME_MAX, nameKey } from '../limits';
import { pvpNotice } from '../pvp';
import { FightChange, findFighter } from './history';
import type { Fight, FightFighter, FighterEntry, FightStep } from './types';

const ID = /^[A-Za-z0-9_-]{1,64}$/u;

/** Checks a fighter entering a fight and gives their fight state: full of the hit points they come with. */
export function fighterFromEntry(fight: Pick<Fight, 'fighters'>, entry: FighterEntry): FightFighter {
  if (typeof entry.id !== 'string' || !ID.test(entry.id)) {
    throw new RulesError('not-allowed', 'A fighter needs an id of 1 to 64 letters, digits, “-” or “_”.');
  }
  const name = requireTypedName('A fighter', entry.name, NAME_MAX);
  if (fight.fighters.some((f) => f.id === entry.id)) {
    throw new RulesError('not-allowed', `${name} is in this fight already.`);
  }
  if (fight.fighters.some((f) => nameKey(f.name) === nameKey(name))) {
    throw new RulesError(
      'not-allowed',
      `There is a fighter called ${name} in this fight already; give them another name.`,
    );
  }
  requireWhole('The number of fighters', fight.fighters.length + 1, 1, MAX_FIGHTERS);
  const fighter = checkFighter(entry.fighter);
  if (isDowned(fighter.hp)) {
    throw new RulesError('not-allowed', `${name} is downed (0 hit points) and can't take part in combat anymore.`);
  }
  const side = entry.side === undefined ? entry.id : requireTypedName(`${name}'s side`, entry.side, NAME_MAX);
  return {
    id: entry.id,
    name,
    side,
    fighter,
    hp: fighter.hp,
    armed: requireBoolean(`Whether ${name} holds a weapon`, entry.armed ?? true),
    inCover: false,
    heldBy: null,
    outcome: null,
  };
}

/** What a fight is made from. */
export interface FightSetup {
  readonly purpose?: FightPurpose;
  /** The campaign's settings (wdcHouseRules); the recommended readings by default. */
  readonly rules?: WdcHouseRules;
  readonly fighters?: readonly FighterEntry[];
}

/**
 * A new fight, not started: "Dice Combat in Wasteland is used for both Storyteller events and PvP." A PvP fight's
 * first log line is the notice of C-01. Nothing is rolled yet; startFight rolls initiative.
 */
export function createFight(setup: FightSetup = {}): Fight {
  const purpose = requireOneOf('What the fight is for', setup.purpose ?? 'event', FIGHT_PURPOSES);
  const rules = wdcHouseRules(setup.rules ?? DEFAULT_HOUSE_RULES);
  const empty: Fight = {
    purpose,
    rules,
    status: 'setup',
    fighters: [],
    initiative: [],
    order: [],
    round: 0,
    turnIndex: -1,
    turn: null,
    log: [],
    undo: [],
  };
  const fighters: FightFighter[] = [];
  for (const entry of setup.fighters ?? []) fighters.push(fighterFromEntry({ fighters }, entry));
  const notice = pvpNotice(purpose, rules);
  return {
    ...empty,
    fighters,
    log:
      notice === null
        ? []
        : [{ id: 1, round: 0, kind: 'setup', actorId: null, targetId: null, roll: null, hpAfter: null, text: notice }],
  };
}

function requireSetup(fight: Fight): void {
  if (fight.status !== 'setup') {
    throw new RulesError('not-allowed', 'The fight has begun: a newcomer joins with their own initiative (joinFight).');
  }
}

/** Adds a fighter before the fight starts. */
export function addFighter(fight: Fight, entry: FighterEntry): FightStep {
  requireSetup(fight);
  const change = new FightChange(fight);
  const fighter = fighterFromEntry(change.state, entry);
  change.set({ fighters: [...change.state.fighters, fighter] });
  change.log({ kind: 'setup', actorId: fighter.id, text: `${fighter.name} joins the fight.` });
  return change.done();
}

/** Takes a fighter out before the fight starts. */
export function removeFighter(fight: Fight, fighterId: string): FightStep {
  requireSetup(fight);
  const change = new FightChange(fight);
  const fighter = findFighter(fight, fighterId);
  change.set({ fighters: change.state.fighters.filter((f) => f.id !== fighterId) });
  change.log({ kind: 'setup', actorId: fighter.id, text: `${fighter.name} leaves the fight.` });
  return change.done();
}
