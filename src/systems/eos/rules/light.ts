import light from '../../../../data/eos/light.json';
import { RulesError, requireInput, requireOneOf, requireWhole, requireList } from '../../../core/rules';
import type { LightFile, LightSource, LightSourceId } from './schemas/light';

const LIGHT = light as unknown as LightFile;
const LOW_LIGHT = LIGHT.lowLight;

/** "A lit campfire, torch, or candle": radii, low-light level and hours of light. */
export const LIGHT_SOURCES: readonly LightSource[] = LIGHT.sources;

/** the 10-tile Low Light 1 radius is measured from the source (recommended) or added beyond the bright radius. */
export type LightRadiusReading = 'from-source' | 'beyond-bright';
const LIGHT_RADIUS_READINGS: readonly LightRadiusReading[] = ['from-source', 'beyond-bright'];

export type LightLevel = { kind: 'bright' } | { kind: 'low-light'; level: number } | { kind: 'darkness' };

function findSource(sourceId: LightSourceId): LightSource {
  const id = requireOneOf(
    'Light source',
    sourceId,
    LIGHT_SOURCES.map((s) => s.id),
  );
  const source = LIGHT_SOURCES.find((s) => s.id === id);
  if (source === undefined) throw new RulesError('unknown-option', `No light source "${id}".`);
  return source;
}

/**
 * Light Sources: the light a lone source gives `distance` tiles away — "a 5-tile radius of bright light and a secondary
 * 10-tile radius of Low Light 1"; beyond that, darkness.
 */
export function lightAtDistance(
  input: { sourceId: LightSourceId; distance: number },
  options: { lightRadius?: LightRadiusReading } = {},
): LightLevel {
  const { sourceId, distance } = requireInput('Light at distance', input);
  const { lightRadius = 'from-source' } = requireInput('Light at distance options', options);
  const source = findSource(sourceId);
  const d = requireWhole('Distance (tiles)', distance);
  if (d <= source.brightRadius) return { kind: 'bright' };
  let lowLightEdge: number;
  switch (requireOneOf('Light radius reading', lightRadius, LIGHT_RADIUS_READINGS)) {
    case 'from-source':
      lowLightEdge = source.lowLightRadius;
      break;
    case 'beyond-bright':
      lowLightEdge = source.brightRadius + source.lowLightRadius;
      break;
  }
  return d <= lowLightEdge ? { kind: 'low-light', level: source.lowLightLevel } : { kind: 'darkness' };
}

/** Light Sources and Bushcraft: the hours of light a stock of torches ("5 hours of light"), candles (1 hour) or fires gives. */
export function hoursOfLight(stock: readonly { sourceId: LightSourceId; count: number }[]): number {
  requireList('Hours of light', stock);
  let hours = 0;
  for (const [index, item] of stock.entries()) {
    const { sourceId, count } = requireInput(`Light source ${index + 1}`, item);
    hours += findSource(sourceId).hours * requireWhole('Count', count);
  }
  return hours;
}

function requireLowLight(level: number): number {
  return requireWhole('Low Light level', level, LOW_LIGHT.darkness, LOW_LIGHT.max);
}

function refuseDarkness(level: number): void {
  if (level === LOW_LIGHT.darkness) {
    throw new RulesError('not-allowed', '"Low Light 0" is total darkness: the Blind rules apply instead.');
  }
}

/** Low Light Conditions: "These numbers reflect how far you can identify a target in tiles." */
export function lowLightIdentifyRange(level: number): number {
  return requireLowLight(level);
}

/** Low Light Conditions: "range & projectile attacks at twice (2x) the declared Low Light level without penalty". */
export function lowLightUnpenalizedRange(level: number): number {
  return requireLowLight(level) * LOW_LIGHT.rangedUnpenalizedMultiplier;
}

/**
 * Low Light Conditions: the defender's bonus against a ranged or projectile attack — "1 for each tile past the threshold"
 * of 2 × the Low Light level. An attacker with Dark Vision is immune to low light.
 */
export function lowLightRangedDefenseBonus(input: {
  lowLight: number;
  distance: number;
  attackerHasDarkVision?: boolean;
}): number {
  const { lowLight, distance, attackerHasDarkVision = false } = requireInput('Low light ranged defense bonus', input);
  const level = requireLowLight(lowLight);
  const d = requireWhole('Distance (tiles)', distance);
  if (attackerHasDarkVision) return 0;
  refuseDarkness(level);
  return Math.max(0, d - lowLightUnpenalizedRange(level));
}

/**
 * Low Light Conditions: the stealth roller's bonus — "+1 added to their roll for each tile beyond the Low Light value
 * they are versus their target". A target with Dark Vision is immune to low light.
 */
export function lowLightStealthBonus(input: {
  lowLight: number;
  distance: number;
  targetHasDarkVision?: boolean;
}): number {
  const { lowLight, distance, targetHasDarkVision = false } = requireInput('Low light stealth bonus', input);
  const level = requireLowLight(lowLight);
  const d = requireWhole('Distance (tiles)', distance);
  if (targetHasDarkVision) return 0;
  refuseDarkness(level);
  return Math.max(0, d - level);
}

/** Let the Chaos Begin: the GM's 1d20 roll for a Blind NPC that is not moving toward a sound. */
export function blindNpcMovement(d20: number): LightFile['blindNpcMovement'][number] {
  const roll = requireWhole('d20 roll', d20, 1, 20);
  const row = LIGHT.blindNpcMovement.find((r) => roll >= r.from && roll <= r.to);
  if (row === undefined)
    throw new RulesError('invalid-number', `No Blind NPC movement is printed for a roll of ${roll}.`);
  return row;
}

/**
 * Be Afraid of the Dark: a Blind character who hits an obstacle takes "damage equal to the total number of tiles they
 * intended to move with that action … This damage does not ignore armor": the tiles less the armour, never below 0.
 * `armor` is worn + natural armour; a shield does not count (R-light-3: a collision is not an attack from the front).
 * @example blindCollisionDamage({ intendedTiles: 5, armor: 3 }) // 2
 */
export function blindCollisionDamage(input: { intendedTiles: number; armor: number }): number {
  const { intendedTiles, armor } = requireInput('A blind collision', input);
  const tiles = requireWhole('Intended tiles', intendedTiles);
  return Math.max(0, tiles - requireWhole('Armor', armor));
}
