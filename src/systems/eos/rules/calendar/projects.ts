import { prerequisitesMet } from '../character/prerequisites';
import { canCraft, canCraftItem, type CraftCheck } from '../crafting/can-craft';
import { craftedItem } from '../crafting/catalog';
import { itemCraftingDays } from '../crafting/crafting-days';
import { ingotUpgradeDays } from '../crafting/ingot-upgrade';
import { materialsFor, type MaterialNeed } from '../crafting/materials';
import { canRepair, repairDays, repairRequirements } from '../crafting/repair';
import { structureDays, structureMaterials } from '../crafting/structures';
import type { CraftedItemId } from '../schemas/crafting';
import type { SkillId } from '../schemas/skills';
import type { WeaponKindId } from '../schemas/weapons';
import { RulesError, requireNumber, requireInput, requireList, requireText } from '../../../../core/rules';
import { ruleOptions, type HouseRules } from '../house-rules';
import { skillById } from '../skills';
import type { ToolLevel } from '../tools';
import { requireProjectSpec, requireProjectState, requireToolkits, requireTools } from './work-input';
import { calendarProfile, skillLevelRecord, toolsProblem, type CalendarProfile } from './party';
import { addCounted, addTiered, draftStock, finishStock, tieredCount, type DraftStock } from './stock';
import type {
  CalendarCharacter,
  CampaignDayState,
  CampaignProject,
  CountedMaterial,
  ProjectCreation,
  ProjectSpec,
  ReservedMaterial,
  TieredMaterial,
} from './types';

/** A project's name for the log: "T3 Bow (medium)", "Ingot upgrade T2 → T4 (×3)". */
export function projectName(spec: ProjectSpec): string {
  requireProjectSpec('The project', spec);
  switch (spec.kind) {
    case 'item':
      return `T${spec.tier} ${craftedItem(spec.item).name} (${spec.size})`;
    case 'ingot-upgrade':
      return `Ingot upgrade T${spec.fromTier} → T${spec.toTier} (×${spec.ingots})`;
    case 'repair':
      return `Repair of a ${craftedItem(spec.item).name} (T${spec.currentTier} → T${spec.tier})`;
    case 'structure':
      return `T${spec.tier} ${spec.name ?? (spec.structureKind === 'fortification' ? 'fortification' : 'building')} (${spec.squareFeet} sq ft, ${skillById(spec.builder).name})`;
  }
}

/** The skills whose toolkit (or Workshop) a project is worked with; the first is the one whose level limits the tier. */
export function projectSkills(spec: ProjectSpec): readonly SkillId[] {
  requireProjectSpec('The project', spec);
  switch (spec.kind) {
    case 'item': {
      const skill = craftedItem(spec.item).skill;
      return skill === 'map-making' ? ['map-making', 'art', 'navigation'] : [skill];
    }
    case 'ingot-upgrade':
      return ['metalworks'];
    case 'repair':
      return repairRequirements(spec.item).map((r) => r.skill);
    case 'structure':
      return [spec.builder];
  }
}

/**
 * Days of work a project needs with `tools`: the item's crafting days (T² ÷ tool divisor; cloth 1 per task), an ingot
 * upgrade "(to² − from²) ÷ tool divisor" per ingot, a repair "1/100th the creation time", a structure's chart time.
 */
export function projectTotalDays(spec: ProjectSpec, tools: ToolLevel): number {
  requireProjectSpec('The project', spec);
  switch (spec.kind) {
    case 'item':
      return itemCraftingDays({ item: spec.item, tier: spec.tier, tools });
    case 'ingot-upgrade':
      return ingotUpgradeDays({ fromTier: spec.fromTier, toTier: spec.toTier, tools }) * spec.ingots;
    case 'repair':
      return repairDays({ item: spec.item, tier: spec.tier, tools });
    case 'structure':
      return structureDays({
        builder: spec.builder,
        kind: spec.structureKind,
        squareFeet: spec.squareFeet,
        tier: spec.tier,
        tools,
        helpers: spec.helpers,
      });
  }
}

/** How much of the project is done, from 0 to 1. */
export function projectFraction(project: CampaignProject): number {
  requireInput('Project fraction', project);
  const total = projectTotalDays(project.spec, project.tools);
  requireNumber('Days done', project.daysDone, 0);
  return Math.min(1, project.daysDone / total);
}

/**
 * Days of work left with `tools` (default: the project's own). Progress is kept as a fraction of the whole, so with
 * other tools the remaining days scale: half of a T4 weapon (16 Crude days) is 8 Crude days or 4 with Basic tools.
 */
export function daysLeft(project: CampaignProject, tools?: ToolLevel): number {
  requireInput('Days left', project);
  return projectTotalDays(project.spec, tools ?? project.tools) * (1 - projectFraction(project));
}

/** The project worked with other tools from now on: the fraction done stays, the days done are rescaled (R-calendar-5). */
export function switchProjectTools(project: CampaignProject, tools: ToolLevel): CampaignProject {
  requireInput('Switch project tools', project);
  const fraction = projectFraction(project);
  return { ...project, tools, daysDone: fraction * projectTotalDays(project.spec, tools) };
}

/** One Daily Task on the project is one day of its crafting time (R-calendar-4). */
export const PROJECT_DAYS_PER_TASK = 1;

/** The project after one Daily Task of work, and whether it is finished. */
export function progressProject(project: CampaignProject): { project: CampaignProject; finished: boolean } {
  requireInput('Progress project', project);
  const total = projectTotalDays(project.spec, project.tools);
  const daysDone = Math.min(total, project.daysDone + PROJECT_DAYS_PER_TASK);
  return { project: { ...project, daysDone }, finished: daysDone >= total };
}

/** The materials a project consumes (before picking which stock tier pays for them). */
export function projectMaterials(spec: ProjectSpec): MaterialNeed[] {
  requireProjectSpec('The project', spec);
  switch (spec.kind) {
    case 'item':
      return materialsFor({
        item: spec.item,
        tier: spec.tier,
        size: spec.size,
        persons: spec.persons,
        pages: spec.pages,
      });
    case 'ingot-upgrade':
      return [{ material: 'metal-ingot', quantity: spec.ingots, minTier: spec.fromTier }];
    case 'repair':
      return [];
    case 'structure':
      return structureMaterials({ builder: spec.builder, kind: spec.structureKind, squareFeet: spec.squareFeet });
  }
}

function skillProblems(profile: CalendarProfile, spec: ProjectSpec, tools: ToolLevel): string[] {
  const levelOf = (skill: SkillId) => profile.skill(skill);
  const check = (c: CraftCheck) => (c.ok ? [] : c.reasons);
  switch (spec.kind) {
    case 'item': {
      const skill = craftedItem(spec.item).skill;
      return check(canCraftItem({ item: spec.item, skillLevel: levelOf(skill), tier: spec.tier, tools }));
    }
    case 'ingot-upgrade':
      return check(canCraft({ skill: 'metalworks', skillLevel: levelOf('metalworks'), tier: spec.toTier, tools }));
    case 'repair':
      return check(canRepair({ item: spec.item, currentTier: spec.currentTier, skills: skillLevelRecord(profile) }));
    case 'structure':
      return check(canCraft({ skill: spec.builder, skillLevel: levelOf(spec.builder), tier: spec.tier, tools }));
  }
}

/** Advanced skills need every prerequisite ("Advanced Skills may not be taken until …"), unless the race grants the use. */
export function advancedSkillProblem(profile: CalendarProfile, skill: SkillId): string | null {
  requireInput('Advanced skill problem', profile);
  const card = skillById(skill);
  if (!card.advanced) return null;
  const free = profile.race.traits.freeSkills?.find((f) => f.skill === skill && f.usableWithoutPrerequisites);
  if (free !== undefined) return null;
  const levels = Object.fromEntries(card.prerequisites.map((p) => [p.skill, profile.skill(p.skill)]));
  const { met, missing } = prerequisitesMet(levels, skill);
  if (met) return null;
  const list = missing.map((m) => `${m.name} ${m.level} (has ${m.have})`).join(', ');
  return `${profile.name} cannot use ${card.name} (an advanced skill) without its prerequisites: ${list}.`;
}

/** The weapon kinds an item project can make: melee and thrown weapons (Weaponsmith), or crossbows. */
export function madeWeaponKinds(item: CraftedItemId): readonly WeaponKindId[] {
  if (item === 'weapon') {
    return ['main-hand-melee', 'off-hand-melee', 'two-handed-melee', 'main-hand-thrown', 'off-hand-thrown'];
  }
  if (item === 'crossbow') return ['main-hand-crossbow', 'off-hand-crossbow', 'two-handed-crossbow'];
  return [];
}

/** A weapon kind or toolkit skill given to an item that has none, in words (null when the spec is consistent). */
function madeAsProblem(spec: ProjectSpec): string | null {
  if (spec.kind !== 'item') return null;
  const name = craftedItem(spec.item).name;
  if (spec.weaponKind !== undefined && !madeWeaponKinds(spec.item).includes(spec.weaponKind)) {
    return `A ${name} cannot be made as a ${spec.weaponKind.replaceAll('-', ' ')} weapon.`;
  }
  if (spec.toolkitSkill !== undefined && spec.item !== 'basic-toolkit') {
    return `Only a Basic toolkit is made for a skill; a ${name} is not.`;
  }
  return null;
}

/** Why the maker cannot work on this project with these tools now, in words (empty when they can). */
export function projectProblems(
  profile: CalendarProfile,
  spec: ProjectSpec,
  tools: ToolLevel,
  state: CampaignDayState,
): string[] {
  requireInput('The profile', profile);
  requireInput('The spec', spec);
  requireInput('The state', state);
  const reasons: string[] = [];
  const skills = projectSkills(spec);
  const madeAs = madeAsProblem(spec);
  if (madeAs !== null) reasons.push(madeAs);
  try {
    projectTotalDays(spec, tools);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    reasons.push(error.message);
  }
  reasons.push(...skillProblems(profile, spec, tools));
  for (const skill of spec.kind === 'repair' ? [] : skills.slice(0, 1)) {
    const problem = advancedSkillProblem(profile, skill);
    if (problem !== null) reasons.push(problem);
  }
  const toolProblem = toolsProblem(profile, skills, tools, state.stock, skillById(skills[0] ?? 'metalworks').name);
  if (toolProblem !== null) reasons.push(toolProblem);
  return [...new Set(reasons)];
}

type StockMaterial = { kind: 'counted'; material: CountedMaterial } | { kind: 'tiered'; material: TieredMaterial };

function stockSources(material: MaterialNeed['material']): StockMaterial[] {
  switch (material) {
    case 'metal-ingot':
      return [{ kind: 'tiered', material: 'ingots' }];
    case 'full-cloth':
      return [{ kind: 'tiered', material: 'cloth' }];
    case 'cloth-fragment':
      return [{ kind: 'counted', material: 'clothFragments' }];
    case 'beam-or-lumber':
      return [
        { kind: 'counted', material: 'lumber' },
        { kind: 'counted', material: 'beams' },
      ];
    case 'lumber':
      return [{ kind: 'counted', material: 'lumber' }];
    case 'cordage-feet':
      return [{ kind: 'counted', material: 'cordageFeet' }];
    case 'stone':
      return [{ kind: 'counted', material: 'stone' }];
  }
}

const MATERIAL_WORDS: Readonly<Record<MaterialNeed['material'], string>> = {
  'metal-ingot': 'metal ingots',
  'full-cloth': 'full cloth',
  'cloth-fragment': 'cloth fragments',
  'beam-or-lumber': 'beams or lumber',
  lumber: 'lumber',
  'cordage-feet': 'feet of cordage',
  stone: 'stones',
};

/**
 * Takes a project's materials from the stock (R-calendar-6): tiered materials from the lowest tier that is still at least
 * the tier needed (the best stays in stock), "beam or lumber" from lumber first. Returns what was taken and, when the
 * stock falls short, one line per missing material.
 */
export function reserveMaterials(
  stock: DraftStock,
  needs: readonly MaterialNeed[],
  exactTier = false,
): { reserved: ReservedMaterial[]; missing: string[] } {
  requireInput('The stock', stock);
  requireList('The needs', needs);
  const reserved: ReservedMaterial[] = [];
  const missing: string[] = [];
  for (const need of needs) {
    let left = need.quantity;
    for (const source of stockSources(need.material)) {
      if (left <= 0) break;
      switch (source.kind) {
        case 'counted': {
          const take = Math.min(left, stock.counts[source.material]);
          if (take > 0) {
            addCounted(stock, source.material, -take);
            reserved.push({ material: source.material, quantity: take, tier: null });
            left -= take;
          }
          break;
        }
        case 'tiered': {
          const tiers = Object.keys(stock.tiered[source.material])
            .map(Number)
            .filter((t) => (exactTier ? t === need.minTier : t >= (need.minTier ?? 0)))
            .sort((a, b) => a - b);
          for (const tier of tiers) {
            if (left <= 0) break;
            const take = Math.min(left, tieredCount(stock.tiered[source.material], tier));
            if (take > 0) {
              addTiered(stock, source.material, tier, -take);
              reserved.push({ material: source.material, quantity: take, tier });
              left -= take;
            }
          }
          break;
        }
      }
    }
    if (left > 1e-9) {
      const tierText =
        need.minTier === null ? '' : exactTier ? ` of Tier ${need.minTier}` : ` of Tier ${need.minTier} or higher`;
      missing.push(`${need.quantity} ${MATERIAL_WORDS[need.material]}${tierText} (${need.quantity - left} in stock)`);
    }
  }
  return { reserved, missing };
}

/** Puts reserved materials back into the stock (an abandoned project). */
export function returnMaterials(stock: DraftStock, reserved: readonly ReservedMaterial[]): void {
  requireInput('The stock', stock);
  requireList('The reserved', reserved);
  for (const r of reserved) {
    if (r.tier === null) addCounted(stock, r.material as CountedMaterial, r.quantity);
    else addTiered(stock, r.material as TieredMaterial, r.tier, r.quantity);
  }
}

/**
 * Starts a crafting project: checks the maker's skill level and tier limits (canCraftItem, canCraft, canRepair),
 * advanced-skill prerequisites, the tools they carry (or a party Workshop), and reserves the size-matched materials
 * (materialsFor, structureMaterials) from the stock, or says what is missing. The state returned has the materials
 * taken and the project added; the input state is unchanged.
 */
export function createProject(
  input: {
    state: CampaignDayState;
    characters: readonly CalendarCharacter[];
    id: string;
    makerId: string;
    ownerId: string;
    spec: ProjectSpec;
    tools: ToolLevel;
  },
  houseRules: HouseRules = {},
): ProjectCreation {
  const { state, characters, id, makerId, ownerId, spec, tools } = requireInput('Create project', input);
  requireProjectState('The state', state);
  requireList('The characters', characters);
  for (const c of characters) requireText("A character's id", requireInput('A character', c).id);
  requireText('The project id', id);
  requireText("The maker's id", makerId);
  requireText("The owner's id", ownerId);
  requireProjectSpec('The project', spec);
  requireTools("The project's tools", tools);
  requireInput('The house rules', houseRules);
  const maker = characters.find((c) => c.id === makerId);
  if (maker === undefined) return { ok: false, reasons: [`The maker "${makerId}" is not in the party.`] };
  if (!characters.some((c) => c.id === ownerId)) {
    return { ok: false, reasons: [`The owner "${ownerId}" is not in the party.`] };
  }
  if (state.projects.some((p) => p.id === id)) return { ok: false, reasons: [`A project "${id}" already exists.`] };
  requireToolkits('the maker', requireInput("The maker's gear", maker.gear).toolkits);
  const profile = calendarProfile(maker, ruleOptions(houseRules).character);
  const reasons = projectProblems(profile, spec, tools, state);
  if (reasons.length > 0) return { ok: false, reasons };
  const stock = draftStock(state.stock);
  const { reserved, missing } = reserveMaterials(stock, projectMaterials(spec), spec.kind === 'ingot-upgrade');
  if (missing.length > 0) {
    return { ok: false, reasons: missing.map((m) => `${projectName(spec)} needs ${m}.`) };
  }
  const project: CampaignProject = {
    id,
    makerId,
    ownerId,
    spec,
    tools,
    daysDone: 0,
    materialsReserved: reserved,
    startedDay: state.day,
  };
  return { ok: true, project, state: { ...state, stock: finishStock(stock), projects: [...state.projects, project] } };
}

/** Abandons a project: its reserved materials go back to the stock; the progress is lost. */
export function abandonProject(state: CampaignDayState, projectId: string): CampaignDayState {
  requireProjectState('The state', state);
  requireText('The project id', projectId);
  const project = state.projects.find((p) => p.id === projectId);
  if (project === undefined)
    throw new RulesError(
      'unknown-option',
      'This project is no longer in the camp: it was finished or abandoned, perhaps in another tab.',
    );
  const stock = draftStock(state.stock);
  returnMaterials(stock, project.materialsReserved);
  return { ...state, stock: finishStock(stock), projects: state.projects.filter((p) => p.id !== projectId) };
}
