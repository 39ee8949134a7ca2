import { RulesError, requireWhole } from '../../../core/rules';
import { requireBoolean, requireId } from './checks';
import { Fraction } from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { ACTION_KINDS, type ActionKind, type ItemId } from './ids';
import { armourOf, itemOf, weaponOf } from './items';
import { energyText, percentFactor, roundWhole, type PercentPart } from './modifiers';
import { perkEffects, type PerkBuild } from './perks';
import { GAME } from './tables';

const MAX_STEPS = 10;

/** What the planner needs to know of the player this turn. */
export interface TurnSituation {
  /** Energy held once this turn's income is in (energyAtTurnStart). */
  readonly energy: number;
  readonly perks: PerkBuild;
  /** The equipped weapon and armour, or null (R-move-2: only equipped gear changes movement). */
  readonly weapon: ItemId | null;
  readonly armour: ItemId | null;
  /** Caught by a Snare or Snare Mine last turn: "Prevents the target from moving on the following turn and increases their action cost by 50%." */
  readonly snared: boolean;
}

/** A tile moved onto: `rubble` when it holds a Pile of Rubble. */
export interface MoveStep {
  readonly rubble?: boolean;
}

export interface TurnPlan {
  readonly moves: readonly MoveStep[];
  readonly actions: readonly ActionKind[];
}

/** One step of the plan with its cost and how it came about. */
export interface PlannedStep {
  readonly phase: 'move' | 'action';
  /** "Move 1", "Sprint", "Action 2", "Overwork". */
  readonly label: string;
  readonly action: ActionKind | null;
  /** The printed cost: 100 a tile, 200 the sprint, 150 an action, 300 the overwork. */
  readonly base: number;
  /** The percent changes that apply, each with its source. */
  readonly changes: readonly PercentPart[];
  /** Pile of Rubble: "must pay 200% of the normal movement energy cost". */
  readonly rubble: boolean;
  readonly cost: number;
  /** Energy spent up to and including this step. */
  readonly runningTotal: number;
  /** Whether the energy held still covers this step. */
  readonly affordable: boolean;
}

/** What one more move or action would cost, or why it cannot be taken. */
export type NextStep = { readonly cost: number; readonly affordable: boolean } | { readonly refusal: string };

export interface TurnPlanResult {
  readonly steps: readonly PlannedStep[];
  readonly total: number;
  readonly energy: number;
  /** Energy left after the plan; negative when it costs more than the player holds. */
  readonly left: number;
  /** Why the plan cannot be carried out as it stands, each with the sum ("costs 1,050 energy; this player has 1,000"). */
  readonly refusals: readonly string[];
  /** What the player should know but the planner cannot decide (R-attack-2: Quick Draw after a change of weapon). */
  readonly warnings: readonly string[];
  readonly nextMove: NextStep;
  readonly nextAction: NextStep;
  readonly nextAttack: NextStep;
}

/** Movement's percent changes: Traveller, the equipped weapon's and armour's "movement energy cost". */
function movementChanges(situation: TurnSituation, rules: WwHouseRules): PercentPart[] {
  const changes: PercentPart[] = [];
  const traveller = perkEffects(situation.perks, rules).movementCostPercent;
  if (traveller !== 0) changes.push({ source: 'Traveller', percent: traveller });
  if (situation.weapon !== null) {
    const weapon = itemOf(situation.weapon);
    if (weapon.weapon !== undefined && weapon.weapon.movementCost !== 0) {
      changes.push({ source: weapon.name, percent: weapon.weapon.movementCost });
    }
  }
  if (situation.armour !== null) {
    const armour = armourOf(situation.armour);
    if (armour.movementCost !== 0) changes.push({ source: armour.name, percent: armour.movementCost });
  }
  return changes;
}

/** Snares hold a player unless their armour gives "Immunity to snares". */
function isHeld(situation: TurnSituation): boolean {
  return situation.snared && (situation.armour === null || !armourOf(situation.armour).snareImmune);
}

function checkSituation(situation: TurnSituation): void {
  requireWhole('Energy', situation.energy, 0, GAME.energy.storage);
  requireBoolean('Snared', situation.snared);
  if (situation.weapon !== null) weaponOf(situation.weapon);
  if (situation.armour !== null) armourOf(situation.armour);
}

function cost(base: number, changes: readonly PercentPart[], rubble: boolean, rules: WwHouseRules): number {
  let value = Fraction.of(base).mul(percentFactor(changes, rules.energyCostStacking));
  if (rubble) value = value.mul(Fraction.of(2));
  return roundWhole(value, 'nearest');
}

function moveStep(index: number, situation: TurnSituation, rubble: boolean, rules: WwHouseRules) {
  const { normalMoves, moveCost, sprintCost } = GAME.movement;
  const sprint = index >= normalMoves;
  const base = sprint ? sprintCost : moveCost;
  const changes = movementChanges(situation, rules);
  return {
    label: index === normalMoves ? 'Sprint' : `Move ${index + 1}`,
    base,
    changes,
    rubble,
    cost: cost(base, changes, rubble, rules),
  };
}

function actionStep(
  index: number,
  kind: ActionKind,
  attacksBefore: number,
  situation: TurnSituation,
  rules: WwHouseRules,
) {
  const { normalActions, actionCost, overworkCost } = GAME.actions;
  const overwork = index >= normalActions;
  const base = overwork ? overworkCost : actionCost;
  const changes: PercentPart[] = [];
  if (isHeld(situation)) changes.push({ source: 'Snared', percent: 50 });
  const extra = perkEffects(situation.perks, rules).secondAttackExtraPercent;
  if (kind === 'attack' && attacksBefore === 1 && extra > 0)
    changes.push({ source: 'All In (second attack)', percent: extra });
  return {
    label: index === normalActions ? 'Overwork' : `Action ${index + 1}`,
    base,
    changes,
    rubble: false,
    cost: cost(base, changes, false, rules),
  };
}

function moveRefusal(moves: readonly MoveStep[], situation: TurnSituation): string | null {
  const { normalMoves, sprints } = GAME.movement;
  if (isHeld(situation)) return 'Snared: this player cannot move this turn.';
  if (moves.some((m) => m.rubble === true))
    return 'Rubble: a player who moves onto it cannot move any further this turn.';
  if (moves.length >= normalMoves + sprints) return 'A turn has three moves and a sprinted fourth tile, no more.';
  return null;
}

function actionRefusal(count: number): string | null {
  const { normalActions, overworkActions } = GAME.actions;
  if (count >= normalActions + overworkActions) return 'A turn has two actions and an overworked third, no more.';
  return null;
}

function attackRefusal(attacks: number, allowed: number): string | null {
  if (attacks < allowed) return null;
  return allowed === 1
    ? 'One attack a turn: All In allows a second.'
    : `All In allows ${allowed} attacks a turn, no more.`;
}

/**
 * A turn's plan, step by step: "three times … for 100 energy per tile … sprint a fourth tile for 200 energy", "act
 * twice … for 150 energy per action … a third action, costing 300 energy", with every change the text gives (Traveller,
 * machine guns and armour on moves, snares on actions, rubble's 200 % and stop, All In's second attack). Returns what
 * the plan costs, what is left, what one more move, action or attack would cost, and every refusal with its sum.
 * @example planTurn({ energy: 1000, perks: {}, weapon: null, armour: null, snared: false }, { moves: [{}, {}, {}, {}], actions: ['scavenge', 'craft', 'rest'] }).refusals // ['This plan costs 1,100 energy; this player has 1,000.']
 */
export function planTurn(
  situation: TurnSituation,
  plan: TurnPlan,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): TurnPlanResult {
  checkSituation(situation);
  requireWhole('The number of moves', plan.moves.length, 0, MAX_STEPS);
  requireWhole('The number of actions', plan.actions.length, 0, MAX_STEPS);
  const allowedAttacks = perkEffects(situation.perks, rules).attacksPerTurn;
  const refusals: string[] = [];
  const steps: PlannedStep[] = [];
  let total = 0;
  const push = (phase: 'move' | 'action', action: ActionKind | null, step: ReturnType<typeof moveStep>) => {
    total += step.cost;
    steps.push({ phase, action, ...step, runningTotal: total, affordable: total <= situation.energy });
  };
  plan.moves.forEach((move, i) => {
    const refusal = moveRefusal(plan.moves.slice(0, i), situation);
    if (refusal !== null) refusals.push(`Move ${i + 1}: ${refusal}`);
    push('move', null, moveStep(i, situation, move.rubble === true, rules));
  });
  let attacks = 0;
  plan.actions.forEach((kind, i) => {
    requireId('An action', kind, ACTION_KINDS);
    const refusal = actionRefusal(i) ?? (kind === 'attack' ? attackRefusal(attacks, allowedAttacks) : null);
    if (refusal !== null) refusals.push(`Action ${i + 1}: ${refusal}`);
    push('action', kind, actionStep(i, kind, attacks, situation, rules));
    if (kind === 'attack') attacks++;
  });
  const warnings: string[] = [];
  const changed = plan.actions.indexOf('change-equipment');
  const quickDraw = (situation.perks['quick-draw'] ?? 0) > 0;
  if (changed >= 0 && !quickDraw && plan.actions.slice(changed + 1).includes('attack')) {
    warnings.push(
      'Without Quick Draw a weapon equipped this turn can be used only from the next turn: attack with the weapon held before, a thrown weapon under Backup Weapon, or after an armour change only.',
    );
  }
  if (total > situation.energy) {
    refusals.push(`This plan costs ${energyText(total)} energy; this player has ${energyText(situation.energy)}.`);
  }
  const left = situation.energy - total;
  const next = (refusal: string | null, stepCost: () => number): NextStep => {
    if (refusal !== null) return { refusal };
    const c = stepCost();
    return { cost: c, affordable: c <= left };
  };
  const nextMove = next(
    moveRefusal(plan.moves, situation),
    () => moveStep(plan.moves.length, situation, false, rules).cost,
  );
  const actionLimit = actionRefusal(plan.actions.length);
  const nextAction = next(
    actionLimit,
    () => actionStep(plan.actions.length, 'scavenge', attacks, situation, rules).cost,
  );
  const nextAttack = next(
    actionLimit ?? attackRefusal(attacks, allowedAttacks),
    () => actionStep(plan.actions.length, 'attack', attacks, situation, rules).cost,
  );
  return { steps, total, energy: situation.energy, left, refusals, warnings, nextMove, nextAction, nextAttack };
}

/** The plan's refusals as one error, for a step that must not go ahead (the tracker's spend). */
export function requirePlan(result: TurnPlanResult): TurnPlanResult {
  if (result.refusals.length > 0) throw new RulesError('not-allowed', result.refusals.join(' '));
  return result;
}
