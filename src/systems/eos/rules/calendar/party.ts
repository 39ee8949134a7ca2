import type { CharacterOptions } from '../character/build';
import { requireCalendarCharacter } from './calendar-input';
import { clothingSetsAllowed, type ToolkitItem } from '../character/gear';
import { characterStats } from '../character/summary';
import { naturalEnvironmentArmor, naturalWeaponTier } from '../combat/armor';
import { raceCombatSpecials } from '../combat/race-specials';
import { SKILL_IDS } from '../schemas/ids';
import type { Race } from '../schemas/races';
import type { SkillId } from '../schemas/skills';
import type { StatId } from '../schemas/stats';
import { spoiledFoodExtraWeeks, type ColdGear, type FatStorageLimits } from '../environment';
import { RulesError, requireInput, requireList, requireOneOf, requireText } from '../../../../core/rules';
import { getRace, resolveRace } from '../races';
import { requireSkillId, skillById } from '../skills';
import { foodPerDay } from '../size';
import { TOOL_LABEL, type ToolLevel } from '../tools';
import type { CalendarCharacter, CharacterDayState, PartyStock } from './types';
import { entryOf } from '../../../../core/rules';
import { requireToolkits } from './work-input';

/** What the calendar needs to know about one character, derived once from the build and gear. */
export interface CalendarProfile {
  id: string;
  name: string;
  character: CalendarCharacter;
  race: Race;
  stats: Readonly<Record<StatId, number>>;
  level: number;
  /** Unstarved max HP (the sheet's). */
  maxHp: number;
  /** Total level per skill (0 when absent). */
  skill: (id: SkillId) => number;
  foodPerDay: number;
  spoiledExtraWeeks: number;
  fatStorage: FatStorageLimits | null;
  hibernates: boolean;
  selfFeedsInWilderness: boolean;
  coldGear: ColdGear;
  bedrollTier: number | null;
  /** The best weapon tier for hunting (carried weapons, or Neo-Tiger claws); 0 when unarmed. */
  bestWeaponTier: number;
}

/** The profile of a character (throws RulesError for an unknown race or malformed build). */
export function calendarProfile(character: CalendarCharacter, options: CharacterOptions = {}): CalendarProfile {
  requireCalendarCharacter('The character', character);
  requireInput('The options', options);
  const race = getRace(character.build.raceId);
  const summary = characterStats(character.build, options);
  const stats = Object.fromEntries(Object.entries(summary.stats).map(([id, d]) => [id, d.value])) as Record<
    StatId,
    number
  >;
  const specials = raceCombatSpecials(race);
  const allowedSets = clothingSetsAllowed(race);
  const carriedTier = Math.max(0, ...character.gear.weapons.map((w) => w.tier));
  const claws = naturalWeaponTier({ specials, body: stats.body, combatLevel: summary.level.value }) ?? 0;
  return {
    id: character.id,
    name: character.name,
    character,
    race,
    stats,
    level: summary.level.value,
    maxHp: summary.maxHp.value,
    skill: (id) => summary.skills[id]?.total ?? 0,
    foodPerDay: foodPerDay(race),
    spoiledExtraWeeks: spoiledFoodExtraWeeks({
      mind: stats.mind,
      eatsSpoiledFood: (race.traits.spoilageExtraWeeks ?? 0) > 0,
    }),
    fatStorage: race.traits.fatStorage
      ? { capacity: race.traits.fatStorage.max, maxPerDay: race.traits.fatStorage.perDay }
      : null,
    hibernates: race.traits.overnightHibernation !== undefined,
    selfFeedsInWilderness: race.traits.wildernessSelfFeeding === true,
    coldGear: {
      clothingTiers: character.gear.clothing.slice(0, allowedSets).map((set) => set.tier),
      clothingSetsAllowed: allowedSets,
      cloaks: character.gear.cloaks,
      naturalEnvironmentArmor: naturalEnvironmentArmor(specials),
    },
    bedrollTier: character.gear.bedrollTier,
    bestWeaponTier: Math.max(carriedTier, claws),
  };
}

/** Profiles for every character, checking that the state knows each of them and that ids are unique. */
export function calendarProfiles(
  characters: readonly CalendarCharacter[],
  states: Readonly<Record<string, CharacterDayState>>,
  options: CharacterOptions = {},
): Map<string, CalendarProfile> {
  requireList('The characters', characters);
  requireInput('The states', states);
  requireInput('The options', options);
  const profiles = new Map<string, CalendarProfile>();
  for (const character of characters) {
    if (profiles.has(character.id)) {
      throw new RulesError('invalid-number', `Two characters share the id "${character.id}".`);
    }
    if (entryOf(states, character.id) === undefined) {
      throw new RulesError('invalid-number', `${character.name} has no calendar state yet: add them to the campaign.`);
    }
    profiles.set(character.id, calendarProfile(character, options));
  }
  return profiles;
}

/** A profile as the tool rules read it: the toolkits the character carries and the size they are made for. */
function requireToolProfile(profile: CalendarProfile): void {
  requireInput('The profile', profile);
  const gear = requireInput("The character's gear", requireInput('The character', profile.character).gear);
  requireToolkits('the character', gear.toolkits);
  requireText("The character's size", requireInput("The character's race", profile.race).sizeCategory);
}

const TOOL_RANK: Readonly<Record<ToolLevel, number>> = { none: 0, crude: 1, basic: 2, workshop: 3 };

/** Whether `have` is at least `want` (none < crude < basic < workshop). */
export function toolsAtLeast(have: ToolLevel, want: ToolLevel): boolean {
  return TOOL_RANK[have] >= TOOL_RANK[want];
}

/** The best tools a character can use for a skill: their own toolkits for it, or a party Workshop for it. */
export function bestToolsFor(profile: CalendarProfile, skills: readonly SkillId[], stock: PartyStock): ToolLevel {
  requireToolProfile(profile);
  requireList('The skills', skills);
  requireInput('The stock', stock);
  requireList("The stock's workshops", stock.workshops);
  if (skills.some((s) => stock.workshops.includes(s))) return 'workshop';
  // "A creature may not use the gear from another size category. Not even the tools."
  const kits = profile.character.gear.toolkits.filter(
    (kit) => skills.includes(kit.skill) && kit.sizeCategory === profile.race.sizeCategory,
  );
  if (kits.some((kit) => kit.level === 'basic')) return 'basic';
  return kits.length > 0 ? 'crude' : 'none';
}

/**
 * Why the character cannot work with `tools` for these skills, or null: the toolkit must be carried (Crude or Basic for
 * that skill) or the party must have a Workshop for it. A better kit serves for a lesser level.
 */
export function toolsProblem(
  profile: CalendarProfile,
  skills: readonly SkillId[],
  tools: ToolLevel,
  stock: PartyStock,
  skillName: string,
): string | null {
  requireInput('The profile', profile);
  requireList('The skills', skills);
  requireInput('The stock', stock);
  if (tools === 'none') return null;
  const best = bestToolsFor(profile, skills, stock);
  if (toolsAtLeast(best, tools)) return null;
  if (tools === 'workshop') return `The party has no ${skillName} Workshop here.`;
  return best === 'none'
    ? `${profile.name} carries no ${skillName} toolkit (${TOOL_LABEL[tools].phrase} chosen).`
    : `${profile.name} has only ${TOOL_LABEL[best].phrase} for ${skillName}, not ${TOOL_LABEL[tools].phrase}.`;
}

/** What the character and the camp have for a skill's tools: each level they can work with, and where it comes from. */
export interface ToolChoice {
  tools: ToolLevel;
  /** "No tools", "Pip's Crude Traps toolkit", "the camp's Cooking Workshop". */
  label: string;
}

/**
 * The tools a slot may choose for these skills: no tools, each toolkit the character carries for them (made for their
 * size: "A creature may not use the gear from another size category. Not even the tools."), and a Workshop the party
 * has for them. A Basic kit serves for Crude work too, but is offered as what it is.
 */
export function toolChoices(profile: CalendarProfile, skills: readonly SkillId[], stock: PartyStock): ToolChoice[] {
  requireToolProfile(profile);
  requireList('The skills', skills);
  requireInput('The stock', stock);
  requireList("The stock's workshops", stock.workshops);
  const choices: ToolChoice[] = [{ tools: 'none', label: 'No tools' }];
  const kits = profile.character.gear.toolkits.filter(
    (kit) => skills.includes(kit.skill) && kit.sizeCategory === profile.race.sizeCategory,
  );
  for (const level of ['crude', 'basic'] as const) {
    const kit = kits.find((k) => k.level === level);
    if (kit !== undefined)
      choices.push({ tools: level, label: `${TOOL_LABEL[level].phrase}: ${kit.name} (T${kit.tier})` });
  }
  const workshop = skills.find((s) => stock.workshops.includes(s));
  if (workshop !== undefined) {
    choices.push({ tools: 'workshop', label: `Workshop: the camp's ${skillById(workshop).name} Workshop` });
  }
  return choices;
}

const TOOLKIT_LEVELS: readonly ToolkitItem['level'][] = ['crude', 'basic'];

/**
 * A toolkit to put on a character's sheet when the GM says they have one (the planner's "Add … toolkit" on a refusal):
 * tier 1, made for the character's size, in no carry slot (R-planner-3); the sheet edits it like any other.
 */
export function newToolkit(
  profile: Pick<CalendarProfile, 'race'>,
  input: { id: string; skill: SkillId; skillName: string; level: 'crude' | 'basic' },
): ToolkitItem {
  requireInput('The profile', profile);
  const { sizeCategory } = resolveRace(profile.race);
  const { id, skill, skillName, level } = requireInput('New toolkit', input);
  requireText('The toolkit’s id', id);
  requireSkillId(skill);
  requireText('The skill’s name', skillName);
  requireOneOf('The toolkit', level, TOOLKIT_LEVELS);
  const name = `${level === 'crude' ? 'Crude' : 'Basic'} ${skillName} toolkit`;
  return { id, name, tier: 1, fullTier: 1, sizeCategory, skill, level, slot: null };
}

/** Every skill's total level, for the crafting checks that take a skills record (canRepair, canBreakDown). */
export function skillLevelRecord(profile: CalendarProfile): Partial<Record<SkillId, number>> {
  requireInput('Skill level record', profile);
  return Object.fromEntries(SKILL_IDS.map((id) => [id, profile.skill(id)]));
}
