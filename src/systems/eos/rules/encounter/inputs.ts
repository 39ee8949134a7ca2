import { COMBAT_SPECIAL_IDS, SKILL_IDS } from '../schemas/ids';
import {
  RulesError,
  describeValue,
  requireInput,
  requireList,
  requireOneOf,
  requireStat,
  requireText,
  requireWhole,
} from '../../../../core/rules';
import { requireSizedCreature } from '../size';
import { TOOL_LEVELS } from '../tools';
import type {
  AttackDeclaration,
  Combatant,
  CombatantInput,
  CriticalChoice,
  Encounter,
  EncounterGear,
  EncounterTrap,
  PendingAttack,
  QuickCreature,
  TimedEffect,
  UndoStep,
} from './types';

/**
 * The records the encounter engine is given — a fight as stored, a combatant entering it, the GM's quick creature, an
 * attack as declared — checked once at a rule's entry, before any field is read, so a half-filled record is refused in
 * words instead of surfacing as a TypeError or NaN deep inside a transition. Each check is written once, here. They read
 * every field the engine reads and copy nothing; the relations between the parts (ids that exist, HP within maximum)
 * are encounterIntegrityProblems' and the transitions' business.
 */

const SIDES = ['party', 'foe'] as const;
const ORDER_MODES = ['clockwise', 'initiative'] as const;
const ACTION_TYPES = ['contested', 'non-contested'] as const;
const GEAR_SLOTS = ['weapon', 'armor', 'shield', 'natural-armor', 'natural-weapon'] as const;
const EFFECT_KINDS = ['immobilized', 'bleeding', 'custom', 'stealth-flag'] as const;
const TRAP_STATUSES = ['armed', 'discovered', 'sprung', 'disarmed'] as const;
const LOG_RESULTS = ['attacker', 'defender', 'tie', 'guaranteed-hit', 'free-hit'] as const;
const CRITICAL_KINDS = ['critical-hit', 'critical-failure'] as const;
const CRITICAL_CHOICE_KINDS = ['lower-tier', 'direct-damage'] as const;
const ROLES = ['attacker', 'defender'] as const;
const UNDO_KINDS = ['unchanged', 'patch', 'all'] as const;
/** Any whole number a fight produces: HP far below zero, roll differences. */
const ANY = Number.MIN_SAFE_INTEGER;

/** true or false. */
function requireFlag(label: string, value: boolean): boolean {
  if (typeof value !== 'boolean') {
    throw new RulesError('missing-input', `${label} must be true or false, not ${describeValue(value)}.`);
  }
  return value;
}

/** A list of texts (turn order, weapon references). */
function requireTexts(label: string, values: readonly string[]): readonly string[] {
  for (const value of requireList(label, values)) requireText(`An entry of ${label.toLowerCase()}`, value);
  return values;
}

/** A combatant's skill levels: a record of known skills with whole levels (a missing skill is level 0). */
function requireSkills(label: string, skills: Readonly<Partial<Record<string, number>>>): void {
  requireInput(`${label}’s skills`, skills);
  for (const [id, level] of Object.entries(skills)) {
    requireOneOf(`${label}’s skill`, id, SKILL_IDS);
    if (level !== undefined) requireWhole(`${label}: ${id} level`, level);
  }
}

function requireSpecials(label: string, specials: readonly string[]): void {
  for (const id of requireList(`${label}’s combat specials`, specials)) {
    requireOneOf(`${label}’s combat special`, id, COMBAT_SPECIAL_IDS);
  }
}

/**
 * A combatant as it enters a fight (createEncounter, addCombatant): the record and its parts, their kinds and texts.
 * The numbers (stats, tiers, HP) are checked where the combatant is built, in the words a GM reads there.
 */
export function requireCombatantInput(input: CombatantInput): CombatantInput {
  requireInput('A combatant', input);
  requireText('A combatant’s id', input.id);
  requireText('A combatant’s name', input.name);
  const name = input.name;
  requireOneOf(`${name}’s side`, input.side, SIDES);
  const source = requireInput(`${name}’s source`, input.source);
  switch (requireOneOf(`${name}’s source`, source.kind, ['character', 'creature'])) {
    case 'character':
      requireText(`${name}’s character id`, (source as { characterId: string }).characterId);
      break;
    case 'creature': {
      const templateId = (source as { templateId: string | null }).templateId;
      if (templateId !== null) requireText(`${name}’s template id`, templateId);
      break;
    }
  }
  const profile = requireInput(`${name}’s combat numbers`, input.profile);
  requireSizedCreature(profile.size);
  // Skill ids and levels are checked as the combatant is built (requireSkillId), in the words the builder shows.
  requireInput(`${name}’s skills`, profile.skills);
  requireSpecials(name, profile.specials);
  for (const gear of requireList(`${name}’s gear`, profile.gear)) {
    requireInput(`${name}’s gear`, gear);
    requireOneOf(`${name}’s gear slot`, gear.slot, GEAR_SLOTS);
    requireText(`${name}’s gear id`, gear.id);
    requireText(`${name}’s gear name`, gear.name);
    if (gear.slot === 'weapon' && gear.loaded !== undefined) requireFlag(`${name}: ${gear.name} loaded`, gear.loaded);
    if (gear.slot === 'shield' && gear.equipped !== undefined) {
      requireFlag(`${name}: ${gear.name} in hand`, gear.equipped);
    }
  }
  return input;
}

/** The GM's quick opponent (quickCreatureProfile, quickCreatureProblem): the record, its name and weapons. */
export function requireQuickCreature(creature: QuickCreature): QuickCreature {
  requireInput('The quick creature', creature);
  requireText('The creature’s name', creature.name);
  for (const weapon of requireList(`${creature.name}’s weapons`, creature.weapons)) {
    requireInput(`${creature.name}’s weapon`, weapon);
    if (weapon.name !== undefined) requireText(`${creature.name}’s weapon name`, weapon.name);
  }
  return creature;
}

function requireGear(owner: string, gear: EncounterGear): void {
  requireInput(`${owner}’s gear`, gear);
  requireText(`${owner}’s gear id`, gear.id);
  const name = requireText(`${owner}’s gear name`, gear.name);
  requireWhole(`${owner}: ${name} tier`, gear.tier);
  requireWhole(`${owner}: ${name} full tier`, gear.fullTier);
  switch (requireOneOf(`${owner}: ${name}’s slot`, gear.slot, GEAR_SLOTS)) {
    case 'weapon': {
      const weapon = gear as Extract<EncounterGear, { slot: 'weapon' }>;
      requireText(`${owner}: ${name}’s weapon kind`, weapon.kind);
      if (weapon.bulletTier !== null) requireWhole(`${owner}: ${name} bullet tier`, weapon.bulletTier);
      if (weapon.reload !== null) {
        requireInput(`${owner}: ${name}’s reload`, weapon.reload);
        requireFlag(`${owner}: ${name} loaded`, weapon.reload.loaded);
        requireWhole(`${owner}: ${name}’s reload actions done`, weapon.reload.actionsDone);
      }
      break;
    }
    case 'shield':
      requireFlag(`${owner}: ${name} in hand`, (gear as Extract<EncounterGear, { slot: 'shield' }>).equipped);
      break;
    case 'armor':
    case 'natural-armor':
    case 'natural-weapon':
      break;
  }
}

function requireEffect(owner: string, effect: TimedEffect): void {
  requireInput(`${owner}’s effect`, effect);
  requireText(`${owner}’s effect id`, effect.id);
  switch (requireOneOf(`${owner}’s effect`, effect.kind, EFFECT_KINDS)) {
    case 'immobilized': {
      const e = effect as Extract<TimedEffect, { kind: 'immobilized' }>;
      requireWhole(`${owner}: rounds immobilized`, e.rounds);
      if (e.trapDifficulty !== null) requireWhole(`${owner}: the trap’s difficulty`, e.trapDifficulty, ANY);
      break;
    }
    case 'bleeding': {
      const e = effect as Extract<TimedEffect, { kind: 'bleeding' }>;
      requireWhole(`${owner}: bleeding per round`, e.perRound);
      requireWhole(`${owner}: rounds of bleeding`, e.rounds);
      break;
    }
    case 'custom': {
      const e = effect as Extract<TimedEffect, { kind: 'custom' }>;
      requireText(`${owner}’s effect label`, e.label);
      requireWhole(`${owner}: rounds of ${e.label}`, e.rounds);
      break;
    }
    case 'stealth-flag':
      requireText(`${owner}’s stealth flag owner`, (effect as Extract<TimedEffect, { kind: 'stealth-flag' }>).ownerId);
      break;
  }
}

/** A fighter in a stored fight, with the live state of the fight (also checked alone by the queries that take one). */
export function requireCombatant(combatant: Combatant): void {
  requireInput('A combatant of the encounter', combatant);
  requireText('A combatant’s id', combatant.id);
  const name = requireText('A combatant’s name', combatant.name);
  requireOneOf(`${name}’s side`, combatant.side, SIDES);
  requireInput(`${name}’s source`, combatant.source);
  requireSizedCreature(combatant.size);
  requireWhole(`${name}: maximum HP`, combatant.maxHp);
  requireWhole(`${name}: HP`, combatant.hp, ANY);
  requireStat(`${name}: Body`, combatant.body);
  requireStat(`${name}: Reflex`, combatant.reflex);
  requireStat(`${name}: Presence`, combatant.presence);
  if (combatant.mind !== null) requireStat(`${name}: Mind`, combatant.mind);
  if (combatant.aura !== undefined) requireStat(`${name}: Aura`, combatant.aura);
  requireWhole(`${name}: combat level`, combatant.combatLevel, 1);
  requireWhole(`${name}: move`, combatant.move);
  requireWhole(`${name}: combat damage`, combatant.combatDamage);
  requireSkills(name, combatant.skills);
  requireSpecials(name, combatant.specials);
  for (const gear of requireList(`${name}’s gear`, combatant.gear)) requireGear(name, gear);
  for (const effect of requireList(`${name}’s effects`, combatant.effects)) requireEffect(name, effect);
  const setting = combatant.trapSetting;
  if (setting !== null) {
    requireInput(`${name}’s trap in the making`, setting);
    requireWhole(`${name}: trap steps done`, setting.stepsDone);
    requireOneOf(`${name}’s trap tools`, setting.tools, TOOL_LEVELS);
    requireText(`${name}’s trap name`, setting.name);
    if (setting.difficulty !== null) requireWhole(`${name}: trap difficulty`, setting.difficulty, ANY);
  }
}

/** An attack as declared (attackPreview, resolveAttack, a pending attack): who, with what, from where. */
export function requireDeclaration(declaration: AttackDeclaration): AttackDeclaration {
  requireInput('The attack', declaration);
  requireText('The attacker', declaration.attackerId);
  requireText('The defender', declaration.defenderId);
  requireTexts('The attacker’s weapons', declaration.weapons);
  const response = declaration.response;
  if (response !== undefined) {
    requireInput('The defence', response);
    switch (requireOneOf('The defence', response.kind, ['weapons', 'skill'])) {
      case 'weapons':
        requireTexts('The defender’s weapons', (response as { weapons: readonly string[] }).weapons);
        break;
      case 'skill':
        requireOneOf('The defender’s skill', (response as { skill: string }).skill, SKILL_IDS);
        break;
    }
  }
  requireWhole('Distance in tiles', declaration.distance, 1);
  requireOneOf('Where the attack comes from', declaration.from, ['front', 'rear']);
  if (declaration.stealth !== undefined) requireFlag('A stealth attack', declaration.stealth);
  return declaration;
}

function requireCriticalChoice(choice: CriticalChoice): void {
  requireInput('A critical choice', choice);
  requireText('A critical choice’s gear', choice.gearItemId);
  requireText('A critical choice’s owner', choice.ownerId);
  const label = requireText('A critical choice’s label', choice.label);
  switch (requireOneOf(`${label}: the critical’s effect`, choice.kind, CRITICAL_CHOICE_KINDS)) {
    case 'lower-tier': {
      const lower = choice as Extract<CriticalChoice, { kind: 'lower-tier' }>;
      requireWhole(`${label}: tier before`, lower.fromTier);
      requireWhole(`${label}: tier after`, lower.toTier);
      break;
    }
    case 'direct-damage':
      requireWhole(`${label}: damage`, (choice as Extract<CriticalChoice, { kind: 'direct-damage' }>).damage);
      break;
  }
}

function requireNatural(label: string, natural: number | null): void {
  if (natural !== null) requireWhole(label, natural, 1, 20);
}

function requirePending(pending: PendingAttack): void {
  requireInput('The attack waiting for a critical choice', pending);
  requireDeclaration(pending.declaration);
  requireWhole('The roll difference', pending.difference, ANY);
  requireOneOf('The roll’s result', pending.result, LOG_RESULTS);
  requireNatural('The attacker’s natural roll', pending.attackerNatural);
  requireNatural('The defender’s natural roll', pending.defenderNatural);
  requireFlag('Whether the defender rolled', pending.defenderRolled);
  const critical = requireInput('The critical waiting for a choice', pending.critical);
  requireText('The critical’s roller', critical.rollerId);
  requireOneOf('The critical', critical.kind, CRITICAL_KINDS);
  requireFlag('Whether the critical may be declined', critical.optional);
  for (const choice of requireList('The critical’s choices', critical.options)) requireCriticalChoice(choice);
  for (const role of requireList('The criticals still to choose', pending.queue)) {
    requireOneOf('A critical still to choose', role, ROLES);
  }
}

function requireTrap(trap: EncounterTrap): void {
  requireInput('A trap of the encounter', trap);
  requireText('A trap’s id', trap.id);
  const name = requireText('A trap’s name', trap.name);
  if (trap.ownerId !== null) requireText(`${name}’s trapper`, trap.ownerId);
  requireWhole(`${name}: difficulty`, trap.difficulty, ANY);
  requireWhole(`${name}: Traps level`, trap.trapsLevel);
  requireOneOf(`${name}’s tools`, trap.tools, TOOL_LEVELS);
  requireFlag(`${name} deals damage`, trap.dealsDamage);
  requireOneOf(`${name}’s status`, trap.status, TRAP_STATUSES);
}

/**
 * A fight as the engine and the app store it: every combatant with their gear and effects, the turn order and
 * initiative, the turn's state, a pending attack, the traps, and the log and undo history as lists (undo checks the
 * step it takes back). Refuses a half-filled record in words, naming the part that is missing.
 */
export function requireEncounter(label: string, encounter: Encounter): Encounter {
  requireInput(label, encounter);
  for (const combatant of requireList('The encounter’s combatants', encounter.combatants)) requireCombatant(combatant);
  requireOneOf('The turn order mode', encounter.orderMode, ORDER_MODES);
  requireTexts('The turn order', encounter.order);
  for (const entry of requireList('The initiative', encounter.initiative)) {
    requireInput('An initiative roll', entry);
    requireText('An initiative roll’s combatant', entry.id);
    requireWhole('An initiative roll’s Reflex', entry.reflex);
    for (const total of requireList('An initiative roll’s totals', entry.totals)) {
      requireWhole('An initiative total', total, ANY);
    }
  }
  requireWhole('The round', encounter.round);
  requireWhole('The current turn', encounter.turnIndex, -1);
  requireFlag('Whether a turn is running', encounter.turnActive);
  for (const used of requireList('The actions used this turn', encounter.actionsUsed)) {
    requireOneOf('An action used this turn', used, ACTION_TYPES);
  }
  if (encounter.pending !== null) requirePending(encounter.pending);
  for (const trap of requireList('The encounter’s traps', encounter.traps)) requireTrap(trap);
  requireWhole('The encounter’s next id', encounter.nextId, 1);
  requireList('The encounter’s log', encounter.log);
  requireList('The encounter’s undo history', encounter.undo);
  return encounter;
}

/** The undo step a fight takes back: where its log ends, the fields it restores and the combatants as they were. */
export function requireUndoStep(step: UndoStep, encounter: Encounter): UndoStep {
  requireInput('The step to undo', step);
  requireWhole('The log length before the step', step.logLength, 0, encounter.log.length);
  requireInput('The fields before the step', step.fields);
  const combatants = requireInput('The combatants before the step', step.combatants);
  switch (requireOneOf('The combatants before the step', combatants.kind, UNDO_KINDS)) {
    case 'unchanged':
      break;
    case 'all':
      for (const c of requireList(
        'The combatants before the step',
        (combatants as Extract<UndoStep['combatants'], { kind: 'all' }>).before,
      )) {
        requireCombatant(c);
      }
      break;
    case 'patch': {
      const before = (combatants as Extract<UndoStep['combatants'], { kind: 'patch' }>).before;
      for (const patch of requireList('The combatants before the step', before)) {
        requireInput('A combatant before the step', patch);
        requireWhole('A combatant’s place', patch.index, 0, encounter.combatants.length - 1);
        requireCombatant(patch.combatant);
      }
      break;
    }
  }
  return step;
}
