import siegeJson from '../../../../../data/eos/siege.json';
import type { SiegeFile } from '../schemas/siege';
import { RulesError, requireInput, requireStat, requireTier, requireWhole } from '../../../../core/rules';

const siege = siegeJson as unknown as SiegeFile;

function requireSiegeTier(tier: number): number {
  requireTier(tier, 'Siege weapon tier');
  return requireWhole('Siege weapon tier', tier, 1);
}

/**
 * "The Maximum effective range in tiles is: (Weapon Tier +Scholar Skill) x10", with the Scholar level of the character
 * who applies the skills and rolls; Siege Weapon needs Scholar 5.
 * @example siegeRange({ tier: 4, scholar: 7 }) // 110
 */
export function siegeRange(input: { tier: number; scholar: number }): number {
  requireInput('Siege range', input);
  const tier = requireSiegeTier(input.tier);
  const scholar = requireWhole('Scholar level', input.scholar, 0, 15);
  if (scholar < siege.minimumScholar) {
    throw new RulesError(
      'not-allowed',
      `Siege weapons need Scholar ${siege.minimumScholar}; this character has ${scholar}.`,
    );
  }
  return (tier + scholar) * siege.rangeTilesPerPoint;
}

/** "The Number of Turns to Reload is: Tier x2". */
export function siegeReloadTurns(tier: number): number {
  return requireSiegeTier(tier) * siege.reloadTurnsPerTier;
}

/** "The Number of People to Operate is: Tier /2", rounded up as the table prints it (C-19: T1 1, T5 3, T11 6). */
export function siegeCrew(tier: number): number {
  return Math.ceil(requireSiegeTier(tier) / siege.crewTiersPerPerson);
}

/** "Total Body Stat Value to Transport a Siege Weapon is: Tier x4" — summed over everyone pulling. */
export function siegeTransportBody(tier: number): number {
  return requireSiegeTier(tier) * siege.transportBodyPerTier;
}

/**
 * "To operate a Siege Weapon, at least 1 player using the weapon must have a Siege Weapon Skill equal to or greater
 * than the Tier value of the weapon being fired", and enough people: crew = siegeCrew(tier).
 * @example canOperateSiege({ tier: 5, bestSiegeSkill: 5, crew: 3 }) // { ok: true }
 */
export function canOperateSiege(input: {
  tier: number;
  bestSiegeSkill: number;
  crew: number;
}): { ok: true } | { ok: false; reason: string } {
  requireInput('Can operate siege', input);
  const tier = requireSiegeTier(input.tier);
  const skill = requireWhole('Siege Weapon skill', input.bestSiegeSkill, 0, 15);
  const crew = requireWhole('Crew', input.crew, 1);
  if (skill < tier)
    return { ok: false, reason: `Someone needs Siege Weapon ${tier} to fire a Tier ${tier} siege weapon.` };
  const needed = siegeCrew(tier);
  if (crew < needed) return { ok: false, reason: `A Tier ${tier} siege weapon needs ${needed} people to operate.` };
  return { ok: true };
}

/** Whether the party can move a siege weapon, and the fewest of the carriers (strongest first) that suffice. */
export interface SiegeTransport {
  readonly bodyNeeded: number;
  readonly bodyAvailable: number;
  readonly enough: boolean;
  /** Names of the fewest carriers whose Body adds up to bodyNeeded, strongest first; empty when not enough. */
  readonly fewestCarriers: readonly string[];
  /** Body still missing (0 when enough). */
  readonly shortBy: number;
}

/**
 * "Total Body Stat Value to Transport a Siege Weapon is: Tier x4": whether these carriers' Body adds up to it, and
 * which of them suffice.
 * @example siegeTransport({ tier: 5, carriers: [{ name: 'Ayla', body: 8 }, { name: 'Grok', body: 14 }] }) // enough: true, fewestCarriers ['Grok', 'Ayla']
 */
export function siegeTransport(input: {
  tier: number;
  carriers: readonly { readonly name: string; readonly body: number }[];
}): SiegeTransport {
  const { tier, carriers } = requireInput('Moving a siege weapon', input);
  const bodyNeeded = siegeTransportBody(tier);
  if (!Array.isArray(carriers)) {
    throw new RulesError(
      'missing-input',
      'Moving a siege weapon needs the list of its carriers (each a name and Body).',
    );
  }
  const checked = carriers.map((c, i) => {
    const carrier = requireInput(`Carrier ${i + 1}`, c);
    if (typeof carrier.name !== 'string' || carrier.name.trim() === '') {
      throw new RulesError('missing-input', `Carrier ${i + 1} needs a name.`);
    }
    return { name: carrier.name, body: requireStat(`${carrier.name}'s Body`, carrier.body) };
  });
  const bodyAvailable = checked.reduce((sum, c) => sum + c.body, 0);
  const fewestCarriers: string[] = [];
  let carried = 0;
  for (const c of [...checked].sort((a, b) => b.body - a.body)) {
    if (carried >= bodyNeeded) break;
    fewestCarriers.push(c.name);
    carried += c.body;
  }
  const enough = bodyAvailable >= bodyNeeded;
  return {
    bodyNeeded,
    bodyAvailable,
    enough,
    fewestCarriers: enough ? fewestCarriers : [],
    shortBy: Math.max(0, bodyNeeded - bodyAvailable),
  };
}
