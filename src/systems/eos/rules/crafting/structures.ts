import { RulesError, requireInput, requireNumber, requireTier, requireWhole } from '../../../../core/rules';
import { CRAFTING } from './catalog';
import { craftingDays } from './crafting-days';
import type { MaterialNeed } from './materials';

export type StructureBuilder = 'woodworks' | 'architect';
/** Fortifications (walls, castles, heavy doors …) are always Architect work (ruling C-20). */
export type StructureKind = 'building' | 'fortification';

export interface StructureInput {
  builder: StructureBuilder;
  kind: StructureKind;
  /** Interior area in square feet (the text's own conversion: 5 sq ft per tile, ruling C-06). */
  squareFeet: number;
}

export interface StructureDaysInput extends StructureInput {
  tier: number;
  tools: string;
  /** Architect only: recruited helpers, at most 10; each cancels one 100 sq ft time extension (ruling A-14). */
  helpers?: number;
}

function requireBuilder(builder: string): StructureBuilder {
  if (builder !== 'woodworks' && builder !== 'architect') {
    throw new RulesError('unknown-skill', `Structures are built with Woodworks or Architect, not "${builder}".`);
  }
  return builder;
}

/**
 * Which skill may build it: Woodworks "simple structures up to 1,000 square feet", Architect "fortifications and
 * complex structures over 1,000 square feet" (ruling C-20: exactly 1,000 sq ft is Woodworks; fortifications always
 * Architect). Throws RulesError('not-allowed') otherwise.
 */
function requireStructureAllowed({ builder, kind, squareFeet }: StructureInput): void {
  requireBuilder(builder);
  requireNumber('Structure area (sq ft)', squareFeet, Number.MIN_VALUE);
  const { woodworks, architect } = CRAFTING.structures;
  switch (builder) {
    case 'woodworks':
      if (kind === 'fortification') {
        throw new RulesError('not-allowed', 'Fortifications are built with the Architect skill, not Woodworks.');
      }
      if (squareFeet > woodworks.maxSquareFeet) {
        throw new RulesError(
          'not-allowed',
          `Woodworks builds structures up to ${woodworks.maxSquareFeet.toLocaleString('en-US')} sq ft; ${squareFeet.toLocaleString('en-US')} sq ft needs Architect.`,
        );
      }
      return;
    case 'architect':
      if (kind === 'building' && squareFeet <= architect.buildingsAboveSquareFeet) {
        throw new RulesError(
          'not-allowed',
          `Architect builds structures over ${architect.buildingsAboveSquareFeet.toLocaleString('en-US')} sq ft (and fortifications); a ${squareFeet.toLocaleString('en-US')} sq ft building is Woodworks work.`,
        );
      }
      return;
  }
}

/** Whole 100 sq ft blocks an Architect structure counts ("roughly 100 square feet" each; a part block counts whole). */
function architectUnits(squareFeet: number): number {
  return Math.ceil(squareFeet / CRAFTING.structures.architect.squareFeetPerUnit);
}

/**
 * Days to build a structure. Woodworks: the chart time for the tier, whatever the area. Architect: "All times listed
 * are based on 100 square feet"; each further 100 sq ft adds one chart time unless a recruited helper (up to 10)
 * cancels it (ruling A-14).
 */
export function structureDays(input: StructureDaysInput): number {
  requireInput('Structure days', input);
  requireStructureAllowed(input);
  const { builder, tier, tools, squareFeet, helpers = 0 } = input;
  const base = craftingDays({ skill: builder, tier, tools });
  switch (builder) {
    case 'woodworks':
      if (helpers !== 0) {
        throw new RulesError('not-allowed', 'Only an Architect directs helpers to cancel time extensions.');
      }
      return base;
    case 'architect': {
      const { maxHelpers } = CRAFTING.structures.architect;
      requireWhole('Helpers', helpers, 0, maxHelpers);
      const extensions = architectUnits(squareFeet) - 1;
      return base * (1 + Math.max(0, extensions - helpers));
    }
  }
}

/**
 * Building materials: Woodworks "5 lumber needed … for each tile", i.e. 1 beam or lumber per sq ft; Architect "For
 * every 360 stones used, the architect may create a structure … of roughly 100 square feet".
 */
export function structureMaterials(input: StructureInput): MaterialNeed[] {
  requireInput('Structure materials', input);
  requireStructureAllowed(input);
  const { woodworks, architect } = CRAFTING.structures;
  switch (input.builder) {
    case 'woodworks':
      return [
        { material: 'beam-or-lumber', quantity: input.squareFeet * woodworks.lumberPerSquareFoot, minTier: null },
      ];
    case 'architect':
      return [
        { material: 'stone', quantity: architectUnits(input.squareFeet) * architect.stonesPerUnit, minTier: null },
      ];
  }
}

/** Repairing a structure (Woodworks 1+ or Architect 1+) takes "1/100th the original creation time". */
export function structureRepairDays(input: StructureDaysInput): number {
  requireInput('Structure repair days', input);
  return structureDays(input) * CRAFTING.repair.fractionOfCreationTime;
}

/** The text's own area conversion for construction: "100 square feet, or 20 tiles" (5 sq ft per tile, ruling C-06). */
export function tilesToSquareFeet(tiles: number): number {
  return requireNumber('Tiles', tiles, 0) * CRAFTING.structures.woodworks.squareFeetPerTile;
}

/** A wall's material and building time (Architect, in 100 sq ft blocks). */
export interface WallConstruction {
  /** "1 foot thick for each Tier value": tier × length. */
  readonly squareFeet: number;
  /** "For every 360 stones used … roughly 100 square feet" (a part block counts whole). */
  readonly stones: number;
  readonly days: number;
}

/**
 * A fortification wall: "it can be assumed that these structures are 1 foot thick for each Tier value … This would make
 * creating a T10 wall 10 feet long require 100 square feet of material (360 stones)". Built with Architect "of their
 * skill level in Architect or lower"; the time is structureDays' for that area with the tools and helpers. Its HP and
 * armour are fortificationStats(tier).
 * @example wallConstruction({ tier: 10, lengthFeet: 10, architectLevel: 10, tools: 'crude' }) // 100 sq ft, 360 stones, 100 days
 */
export function wallConstruction(input: {
  tier: number;
  lengthFeet: number;
  architectLevel: number;
  tools: string;
  helpers?: number;
}): WallConstruction {
  const { tier, lengthFeet, architectLevel, tools, helpers } = requireInput('A wall', input);
  requireTier(tier, 'Wall tier');
  requireWhole('Wall tier', tier, 1);
  const level = requireWhole('Architect level', architectLevel, 0, 15);
  if (tier > level) {
    throw new RulesError('not-allowed', `Architect ${level} builds walls up to Tier ${level}, not Tier ${tier}.`);
  }
  const squareFeet = tier * requireNumber('Wall length (feet)', lengthFeet, Number.MIN_VALUE);
  const structure = { builder: 'architect', kind: 'fortification', squareFeet } as const;
  const stones = structureMaterials(structure)[0]!.quantity;
  const days = structureDays({ ...structure, tier, tools, ...(helpers === undefined ? {} : { helpers }) });
  return { squareFeet, stones, days };
}
