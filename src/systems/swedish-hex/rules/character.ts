import { requireWholeIn } from './checks';
import type { HexHouseRules } from './house-rules';
import { EGENSKAPER, UNDEREGENSKAPER_AV, type Egenskap, type FixedBonus } from './ids';
import { fixedBonus, rangeBonus, usedItems, carriedWeight, type CarriedWeight, type UsableItem } from './items';
import { FIRST_LEVEL, HP_AT_FIRST_LEVEL, HP_PER_VITALITET, MAX_LEVEL, POINTS_PER_LEVEL } from './limits';
import { HexRulesError, hexMessage, refuse, term, type HexMessage } from './messages';
import { sumRanges, type HexRange } from './ranges';
import type { HexCharacter } from './schemas/character';
import type { Folkslag, FolkslagTable } from './schemas/folkslag';
import type { ItemCatalogue } from './schemas/items';

/**
 * "Rollpersoner börjar med noll poäng i varje av de tre egenskaperna, och får varje gång de går upp i nivå två
 * egenskapspoäng": 2 × (level − 1), or 2 × level under R-level-1's other reading.
 * @example attributePoints(3, DEFAULT_HOUSE_RULES) // 4
 */
export function attributePoints(level: number, rules: Pick<HexHouseRules, 'firstLevelPoints'>): number {
  requireWholeIn(term('nivå'), level, FIRST_LEVEL, MAX_LEVEL);
  const levelsGained = rules.firstLevelPoints === 'two' ? level : level - FIRST_LEVEL;
  return POINTS_PER_LEVEL * levelsGained;
}

/** One part of a sub-attribute's total, for the sheet's breakdown. */
export interface ValuePart {
  readonly source: 'folkslag' | 'points' | 'item' | 'text';
  /** The attribute whose points gave it, or the item's id; null for the folkslag's start and the text's base. */
  readonly from: string | null;
  readonly value: number;
}

export interface SheetValue {
  /** May be below zero when items reduce it (R-item-3); a fight counts it as zero. */
  readonly total: number;
  readonly parts: readonly ValuePart[];
}

/** A range-valued sub-attribute: the ranges drawn at each attack and the interval they make. */
export interface SheetRange {
  /** The ranges drawn at each attack: the character's own number as a range, then each item's (R-skada-1). */
  readonly ranges: readonly HexRange[];
  /** All of them as one interval (R-range-1): what the sheet shows, "7-10". */
  readonly interval: HexRange;
  readonly parts: readonly { readonly from: string | null; readonly range: HexRange }[];
}

export interface CharacterSheet {
  readonly kind: HexCharacter['kind'];
  readonly folkslag: Folkslag;
  readonly level: number;
  readonly points: { readonly total: number; readonly placed: number; readonly unplaced: number };
  readonly attributes: Readonly<Record<Egenskap, number>>;
  /** HP now: the full HP less what was lost and has not come back (R-hp-2), never below 0. */
  readonly currentHp: number;
  /** Every whole-number sub-attribute, HP included (the full HP), with its breakdown. */
  readonly values: Readonly<Record<FixedBonus, SheetValue>>;
  readonly skadebonus: SheetRange;
  readonly absorbering: SheetRange;
  /** The items counted, slot by slot. */
  readonly items: readonly UsableItem[];
  /** What is wrong with the stored character (points past the level, items that cannot be used), in a player's words. */
  readonly problems: readonly HexMessage[];
  /** Only under the not-current weight rule (R-weight-1); null when it is off. */
  readonly weight: CarriedWeight | null;
}

function findFolkslag(table: FolkslagTable, id: string): Folkslag {
  const folkslag = table.folkslag.find((f) => f.id === id);
  if (folkslag === undefined) refuse('not-allowed', 'hex.character.unknownFolkslag', { id });
  return folkslag;
}

/** The attribute whose points raise a sub-attribute ("Egenskaper och tillhörande underegenskaper"). */
function attributeOf(key: string): Egenskap | null {
  return EGENSKAPER.find((e) => (UNDEREGENSKAPER_AV[e] as readonly string[]).includes(key)) ?? null;
}

/** The folkslag's start plus its gain per point of the owning attribute, times the points placed there. */
function ownParts(folkslag: Folkslag, key: Exclude<FixedBonus, 'hp'> | 'skadebonus', points: HexCharacter['points']) {
  const attribute = attributeOf(key);
  const parts: ValuePart[] = [{ source: 'folkslag', from: null, value: folkslag.start[key] }];
  if (attribute !== null) {
    const perPoint = (folkslag.perPoint[attribute] as Partial<Record<string, number>>)[key] ?? 0;
    parts.push({ source: 'points', from: attribute, value: perPoint * points[attribute] });
  }
  return parts;
}

const total = (parts: readonly ValuePart[]): number => parts.reduce((sum, p) => sum + p.value, 0);

/**
 * A character's sheet from the campaign's folkslag table and item catalogue: points from the level, every
 * sub-attribute from the folkslag's start and gains ("Poäng i en egenskap ger poäng i dess underegenskaper"), HP as
 * "20 HP på nivå 1 och … 1 HP för varje poäng i vitalitet" (R-hp-1), and the bonuses of the items that can be used.
 * Throws only when the folkslag is unknown or a number is not whole; everything else it reports in `problems`.
 */
export function characterSheet(
  character: HexCharacter,
  folkslagTable: FolkslagTable,
  catalogue: ItemCatalogue,
  rules: HexHouseRules,
): CharacterSheet {
  const folkslag = findFolkslag(folkslagTable, character.folkslagId);
  const totalPoints = attributePoints(character.level, rules);
  for (const e of EGENSKAPER) requireWholeIn(term(e), character.points[e], 0);
  const placed = EGENSKAPER.reduce((sum, e) => sum + character.points[e], 0);
  const problems: HexMessage[] = [];
  if (placed > totalPoints) {
    problems.push(hexMessage('hex.character.tooManyPoints', { level: character.level, total: totalPoints, placed }));
  }
  const basis = {
    level: character.level,
    armstyrka: total(ownParts(folkslag, 'armstyrka', character.points)),
    vapenskicklighet: total(ownParts(folkslag, 'vapenskicklighet', character.points)),
  };
  const used = usedItems(character.equipped, catalogue, basis);
  problems.push(...used.problems);
  const itemParts = (key: FixedBonus): ValuePart[] =>
    used.items.flatMap((item) => {
      const value = fixedBonus(item.bonuses, key);
      return value === 0 ? [] : [{ source: 'item' as const, from: item.id, value }];
    });
  const value = (key: FixedBonus): SheetValue => {
    const own: ValuePart[] =
      key === 'hp'
        ? [
            { source: 'text', from: null, value: HP_AT_FIRST_LEVEL },
            { source: 'points', from: 'vitalitet', value: HP_PER_VITALITET * character.points.vitalitet },
          ]
        : ownParts(folkslag, key, character.points);
    const parts = [...own, ...itemParts(key)];
    return { total: total(parts), parts };
  };
  const values = {
    armstyrka: value('armstyrka'),
    vapenskicklighet: value('vapenskicklighet'),
    initiativ: value('initiativ'),
    träffsäkerhet: value('träffsäkerhet'),
    undvika: value('undvika'),
    parera: value('parera'),
    hp: value('hp'),
    uthållighet: value('uthållighet'),
  };
  const itemRanges = (key: 'skadebonus' | 'absorbering') =>
    used.items.flatMap((item) => {
      const range = rangeBonus(item, key);
      return range === null ? [] : [{ from: item.id, range }];
    });
  const sheetRange = (parts: { from: string | null; range: HexRange }[]): SheetRange => ({
    ranges: parts.map((p) => p.range),
    interval: sumRanges(parts.map((p) => p.range)),
    parts,
  });
  const own = total(ownParts(folkslag, 'skadebonus', character.points));
  const weaponRanges = itemRanges('skadebonus');
  // R-skada-1: the own number is added to the items' range, or counts only when no item gives one.
  const skadebonus =
    rules.skadebonusWithItem === 'item-replaces' && weaponRanges.length > 0
      ? weaponRanges
      : [{ from: null, range: { min: own, max: own } }, ...weaponRanges];
  const weight = carriedWeight(character, catalogue, rules.weightLimit);
  if (weight?.problem) problems.push(weight.problem);
  return {
    kind: character.kind,
    folkslag,
    level: character.level,
    points: { total: totalPoints, placed, unplaced: Math.max(0, totalPoints - placed) },
    attributes: character.points,
    currentHp: Math.max(0, values.hp.total - (character.hpLost ?? 0)),
    values,
    skadebonus: sheetRange(skadebonus),
    absorbering: sheetRange(itemRanges('absorbering')),
    items: used.items,
    problems,
    weight,
  };
}

/** What is wrong with a stored character, in a player's words (empty when nothing is); never throws. */
export function characterProblems(
  character: HexCharacter,
  folkslagTable: FolkslagTable,
  catalogue: ItemCatalogue,
  rules: HexHouseRules,
): readonly HexMessage[] {
  try {
    return characterSheet(character, folkslagTable, catalogue, rules).problems;
  } catch (error) {
    if (error instanceof HexRulesError) return [error.hexMessage];
    throw error;
  }
}
