import { RulesError } from '../../../core/rules';
import { requireResistance } from './checks';
import type { ArmourClass, HelmetBiteScratchBand, HelmetBulletBand, TorsoBand } from './ids';
import type { ArmourExample, ArmourTables, HelmetRow, TorsoRow } from './schemas/armour';
import type { Resistances, WdcFighter } from './schemas/fighter';
import { ARMOUR } from './tables';

interface Band<T extends string> {
  readonly id: T;
  readonly from: number;
  readonly below: number | null;
}

function bandOf<T extends string>(bands: readonly Band<T>[], percent: number): T {
  const found = bands.find((b) => percent >= b.from && (b.below === null || percent < b.below));
  if (found === undefined) throw new RulesError('invalid-number', `No band of the armour table holds ${percent}%.`);
  return found.id;
}

/**
 * The torso table's band of a resistance: "< 30%", "30 - 69%" or "≥ 70%", read as r < 30, 30 ≤ r < 70 and r ≥ 70
 * so 29.9 is under 30 and 69.9 is still 30-69.
 * @example resistanceBand(69.9) // '30-69'
 */
export function resistanceBand(percent: number): TorsoBand {
  return bandOf(ARMOUR.torso.bands, requireResistance('A resistance', percent));
}

/**
 * The tables' single "Bite/Scratch Resistance" column for gear that shows the two apart: the higher (A-02), so the
 * leather jacket's "40% scratch resistance and 20% bite resistance" reads 40%.
 * @example biteScratchResistance({ name: 'Leather jacket', scratch: 40, bite: 20, bullet: 0 }) // 40
 */
export function biteScratchResistance(piece: Resistances): number {
  const scratch = requireResistance(`${piece.name}'s scratch resistance`, piece.scratch);
  const bite = requireResistance(`${piece.name}'s bite resistance`, piece.bite);
  return Math.max(scratch, bite);
}

/** Torso armour in dice combat: the table's row, its bonuses and penalties, and the armour class it counts as. */
export interface TorsoArmour {
  readonly melee: number;
  readonly ranged: number;
  /** "-1 Movement", "-2 Movement"; 0 for "No Change". */
  readonly movement: number;
  /** "-1 Stealth", "-2 Stealth"; 0 for "No Change". */
  readonly stealth: number;
  readonly armourClass: ArmourClass;
  /** The printed row it comes from, or null when no torso armour is worn. */
  readonly row: TorsoRow | null;
}

function armourClassOf(movement: number): ArmourClass {
  const found = ARMOUR.classes.find((c) => c.movement === movement);
  if (found === undefined)
    throw new RulesError('invalid-number', `No armour class has a movement penalty of ${movement}.`);
  return found.id;
}

const NO_TORSO: TorsoArmour = { melee: 0, ranged: 0, movement: 0, stealth: 0, armourClass: 'light', row: null };

/**
 * The Torso Armor table: bite/scratch and bullet resistance → melee and ranged defence, movement and stealth
 * modifiers. "Torso armor can provide up to a theoretical +2 to both melee and ranged defense"; each +2 costs one
 * tile and one on stealth (T-01). No torso armour counts as light, with nothing added (M-05).
 * @example torsoArmour({ name: 'Bulletproof vest', scratch: 55, bite: 0, bullet: 100 }) // melee 1, ranged 2, medium
 */
export function torsoArmour(piece: Resistances | null): TorsoArmour {
  if (piece === null) return NO_TORSO;
  const biteScratch = resistanceBand(biteScratchResistance(piece));
  const bullet = resistanceBand(requireResistance(`${piece.name}'s bullet resistance`, piece.bullet));
  const row = ARMOUR.torso.rows.find((r) => r.biteScratch === biteScratch && r.bullet === bullet);
  if (row === undefined) {
    throw new RulesError('invalid-number', `The torso table has no row for ${biteScratch} and ${bullet} bullet.`);
  }
  return {
    melee: row.melee,
    ranged: row.ranged,
    movement: row.movement,
    stealth: row.stealth,
    armourClass: armourClassOf(row.movement),
    row,
  };
}

/** A helmet in dice combat: +1 melee or +1 ranged, "never both at once", and no penalty. */
export interface HelmetArmour {
  readonly melee: number;
  readonly ranged: number;
  /** The printed row it comes from, or null when no helmet is worn. */
  readonly row: HelmetRow | null;
}

function helmetRow(biteScratch: HelmetBiteScratchBand, bullet: HelmetBulletBand): HelmetRow {
  const row =
    ARMOUR.helmet.rows.find((r) => r.bullet === bullet && r.biteScratch === 'any') ??
    ARMOUR.helmet.rows.find((r) => r.bullet === bullet && r.biteScratch === biteScratch);
  if (row === undefined) throw new RulesError('invalid-number', `The helmet table has no row for ${biteScratch}.`);
  return row;
}

/**
 * The Helmet Armor table: any bullet resistance above 0 makes it a +1 ranged helmet ("Any | > 0"), which "loses
 * it's melee defense bonus"; otherwise ≥ 70% bite/scratch gives +1 melee.
 * @example helmetArmour({ name: 'Military helmet', scratch: 100, bite: 100, bullet: 10 }) // melee 0, ranged 1
 */
export function helmetArmour(piece: Resistances | null): HelmetArmour {
  if (piece === null) return { melee: 0, ranged: 0, row: null };
  const biteScratch = bandOf(ARMOUR.helmet.biteScratchBands, biteScratchResistance(piece));
  const bullet: HelmetBulletBand =
    requireResistance(`${piece.name}'s bullet resistance`, piece.bullet) > 0 ? 'some' : 'none';
  const row = helmetRow(biteScratch, bullet);
  return { melee: row.melee, ranged: row.ranged, row };
}

/** What a fighter's torso armour and helmet give together. */
export interface ArmourSummary {
  readonly torso: TorsoArmour;
  readonly helmet: HelmetArmour;
  /** Torso + helmet: "Armor can add up to 3 points". */
  readonly melee: number;
  readonly ranged: number;
  readonly movement: number;
  readonly stealth: number;
  readonly armourClass: ArmourClass;
}

/**
 * "Armor comes from both your torso area and helmet": the two tables added. Only the torso slows and is heard.
 * @example armourOf({ torso: vest, helmet: footballHelmet }).melee // 2
 */
export function armourOf(armour: WdcFighter['armour']): ArmourSummary {
  const torso = torsoArmour(armour.torso);
  const helmet = helmetArmour(armour.helmet);
  return {
    torso,
    helmet,
    melee: torso.melee + helmet.melee,
    ranged: torso.ranged + helmet.ranged,
    movement: torso.movement,
    stealth: torso.stealth,
    armourClass: torso.armourClass,
  };
}

/** The label of an armour class: "Light armour", "Medium armour", "Heavy armour". */
export function armourClassLabel(armourClass: ArmourClass): string {
  const found = ARMOUR.classes.find((c) => c.id === armourClass);
  if (found === undefined) throw new RulesError('unknown-option', `There is no armour class “${armourClass}”.`);
  return found.label;
}

/** The two armour tables as printed (bands, rows, classes), for a view that shows the row a piece falls in. */
export function armourTables(): Pick<ArmourTables, 'torso' | 'helmet' | 'classes'> {
  return ARMOUR;
}

/**
 * The text's named pieces ("A leather jacket has 40% scratch resistance and 20% bite resistance." …) for one slot, each
 * with its quote; `resistancesOf` turns one into the payload's armour piece.
 */
export function armourExamples(slot?: 'torso' | 'helmet'): readonly ArmourExample[] {
  return slot === undefined ? ARMOUR.examples : ARMOUR.examples.filter((example) => example.slot === slot);
}

/** A named example as the fighter payload's armour piece. */
export function resistancesOf(example: ArmourExample): Resistances {
  return { name: example.name, scratch: example.scratch, bite: example.bite, bullet: example.bullet };
}
