import { RulesError, requireOneOf, requireWhole, requireInput } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import { GATHERING } from './gathering-data';
import { gatheringMultiplier, requireSkillLevel, requireToolsAtLeast } from './inputs';

const AMMO = GATHERING.ammunition;

export type AmmunitionSkill = 'bowyer' | 'crossbow-smith';
const AMMUNITION_SKILLS: readonly AmmunitionSkill[] = ['bowyer', 'crossbow-smith'];

/**
 * Bowyer "may create arrows at the rate of 1 per skill point in Bowyer each day" and Crossbow Smith "bolts at the rate
 * of 1 per skill point", with "Basic tools will double output & a Workshop will quadruple output from baseline (even
 * for creating arrows)". Read per Daily Task: skill × tool. Both need Crude tools and at least 1 point.
 */
export function ammunitionPerTask(input: { skill: AmmunitionSkill; level: number; tools: ToolLevel }): number {
  const { skill, level, tools } = requireInput('Ammunition per task', input);
  const known = requireOneOf('Ammunition skill', skill, AMMUNITION_SKILLS);
  const name = skillName(known);
  requireSkillLevel(name, level);
  if (level < 1) throw new RulesError('not-allowed', `${name} is an advanced skill: it needs at least 1 point to use.`);
  const kit = requireToolsAtLeast(name, tools, AMMO.requiresTools);
  return level * AMMO.perLevel * gatheringMultiplier(kit);
}

/** Bowyer: wood shaft material "of either 1 beam or 1 lumber (each granting 100 arrow shafts)". */
export function arrowShafts(beamsOrLumber: number): number {
  return requireWhole('Beams or lumber', beamsOrLumber) * AMMO.shaftsPerBeamOrLumber;
}

/**
 * Arrowheads: Metalworks makes "30 per ingot used"; "breaking down 1 Bone Shard … creates 5 Bone arrowheads".
 */
export function arrowheads(input: { ingots?: number; boneShards?: number }): number {
  const { ingots = 0, boneShards = 0 } = requireInput('Arrowheads', input);
  requireWhole('Ingots', ingots);
  requireWhole('Bone shards', boneShards);
  return ingots * AMMO.arrowheadsPerIngot + boneShards * AMMO.arrowheadsPerBoneShard;
}

/** Crossbow Smith: "Each ingot can be used to create 10x 1h-c’bow bolts or 5x 2h-c’bow bolts." */
export function boltsFromIngots(input: { ingots: number; crossbow: 'one-handed' | 'two-handed' }): number {
  const { ingots, crossbow } = requireInput('Bolts from ingots', input);
  requireWhole('Ingots', ingots);
  const kind = requireOneOf('Crossbow', crossbow, ['one-handed', 'two-handed'] as const);
  switch (kind) {
    case 'one-handed':
      return ingots * AMMO.boltsPerIngot.oneHanded;
    case 'two-handed':
      return ingots * AMMO.boltsPerIngot.twoHanded;
  }
}

function skillName(skill: AmmunitionSkill): string {
  switch (skill) {
    case 'bowyer':
      return 'Bowyer';
    case 'crossbow-smith':
      return 'Crossbow Smith';
  }
}
