import { armourOf } from './armour';
import { requireBoolean } from './checks';
import { checkFighter } from './fighter';
import { modifiersFor, type ModifierPart } from './modifiers';
import type { WdcFighter } from './schemas/fighter';
import { COMBAT } from './tables';

/** What changes a fighter's tiles this turn. */
export interface MovementSituation {
  /** "By giving up your attack for this turn, you can focus purely on running". */
  readonly run?: boolean;
  /** Held by a grab (R-house-2): no movement at all. */
  readonly held?: boolean;
}

/** A turn's tiles and where each comes from. */
export interface MovementBreakdown {
  readonly base: number;
  readonly sprinting: number;
  /** The torso armour's movement modifier: 0, −1 or −2. */
  readonly armour: number;
  /** Trait, profession and gear movement modifiers ("Other factors such as traits can come into play"). */
  readonly traitParts: readonly ModifierPart[];
  /** +5 when the attack is given up, else 0. */
  readonly run: number;
  /** The sum before the floor at 0. */
  readonly sum: number;
  /** The tiles the fighter may move this turn. */
  readonly total: number;
  /** True when held (R-house-2): the total is 0 whatever the sum. */
  readonly held: boolean;
}

/**
 * Tiles a fighter can move in a turn: "Movement has a base of 6, with each starting point in Sprinting adding one
 * extra tile. Armor slows characters down by up to 2 tiles", "+5 (No attack)" when running. Never below 0.
 * @example movement(katniss, { run: true }).total // 11: 6 + 1 (Sprinting) + 5 (No attack) − 1 (Medium armor)
 */
export function movement(fighter: WdcFighter, situation: MovementSituation = {}): MovementBreakdown {
  checkFighter(fighter);
  const run = requireBoolean('Running', situation.run ?? false) ? COMBAT.run.extraTiles : 0;
  const held = requireBoolean('Held', situation.held ?? false);
  const base = COMBAT.movement.base;
  const sprinting = fighter.skills.sprinting * COMBAT.movement.perSprintingPoint;
  const armour = armourOf(fighter.armour).movement;
  const traitParts = modifiersFor(fighter, 'movement');
  const sum = base + sprinting + armour + traitParts.reduce((total, part) => total + part.value, 0) + run;
  return { base, sprinting, armour, traitParts, run, sum, total: held ? 0 : Math.max(0, sum), held };
}
