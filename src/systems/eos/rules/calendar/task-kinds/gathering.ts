import { RulesError, requireOneOf } from '../../../../../core/rules';
import { fishingYield } from '../../gathering/fishing';
import { GATHERING } from '../../gathering/gathering-data';
import { huntingYield } from '../../gathering/hunting';
import { loggingYield } from '../../gathering/logging';
import { miningYield } from '../../gathering/mining';
import { quarryingYield } from '../../gathering/quarrying';
import { trappingYield } from '../../gathering/trapping';
import { racialFishingMultiplier } from '../../races';
import { logLine, taskD20, type DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import { addCounted } from '../stock';
import { foodBatch, toolkitOf, toolsText, type Slot, type SlotTools, type TaskKind, type Who } from './kind';
import { huntingTnText, trappingTnText, zoneHuntingTargetNumber, zoneTrappingTargetNumber } from './zone-targets';

function gathering(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'gathering'>): Slot<'gathering'> {
  const zone = ctx.zone;
  const presence = p.stats.presence;
  switch (slot.skill) {
    case 'logging': {
      const level = p.skill('logging');
      const felled = loggingYield({ level, tools: slot.tools });
      const left = zone.treeBeamsLeft;
      if (left === 0) {
        throw new RulesError('not-allowed', `The trees of ${zone.name} are all felled: there is nothing left to log.`);
      }
      const beams = left === undefined ? felled : Math.min(felled, left);
      addCounted(ctx.stock, 'beams', beams);
      let text = `${p.name} — Logging: (1 + Logging ${level})${toolsText(slot.tools)} = ${felled} beams`;
      if (left !== undefined) {
        zone.treeBeamsLeft = left - beams;
        text += beams < felled ? `, but only ${beams} were left standing` : '';
        text += `; the trees hold ${zone.treeBeamsLeft} more`;
      }
      logLine(ctx, 'tasks', who.characterId, `${text}.`);
      return slot;
    }
    case 'mining': {
      if (zone.mineOreLeft === null) {
        throw new RulesError('not-allowed', `There is no mine in ${zone.name}: mark one on the zone before mining.`);
      }
      const level = p.skill('mining');
      const ore = miningYield({ level, tools: slot.tools, oreLeftInMine: zone.mineOreLeft });
      zone.mineOreLeft -= ore;
      addCounted(ctx.stock, 'ore', ore);
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Mining: (1 + Mining ${level})${toolsText(slot.tools)} = ${ore} ore; the mine holds ${zone.mineOreLeft} more.`,
      );
      return slot;
    }
    case 'quarrying': {
      if (zone.quarryStoneLeft === null) {
        throw new RulesError(
          'not-allowed',
          `There is no quarry in ${zone.name}: mark one on the zone before quarrying.`,
        );
      }
      const level = p.skill('mining');
      const stones = quarryingYield({
        miningLevel: level,
        tools: slot.tools,
        stonesLeftInQuarry: zone.quarryStoneLeft,
      });
      zone.quarryStoneLeft -= stones;
      addCounted(ctx.stock, 'stone', stones);
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Quarrying: 2 × Mining ${level}${toolsText(slot.tools)} = ${stones} stones; the quarry holds ${zone.quarryStoneLeft} more.`,
      );
      return slot;
    }
    case 'fishing': {
      const roll = taskD20(ctx, who, 'Fishing', slot.roll);
      const level = p.skill('fishing');
      const race = racialFishingMultiplier(p.race);
      const r = fishingYield({ level, presence, roll, tools: slot.tools, raceToolMultiplier: race });
      foodBatch(ctx, who, 'fishing', r.food);
      const tn = GATHERING.fishing.baseTargetNumber;
      const raceText = race > 1 ? ` × ${p.race.name} ×${race}` : '';
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Fishing: 1d20 ${roll} + Fishing ${level} + Presence ${presence} = ${r.total} − ${tn} = ${r.pointsOver} points${toolsText(slot.tools)}${raceText} = ${r.food} food.`,
      );
      return { ...slot, roll };
    }
    case 'hunting': {
      const roll = taskD20(ctx, who, 'Hunting', slot.roll);
      const level = p.skill('hunting');
      const weaponTier = slot.weaponTier ?? p.bestWeaponTier;
      const targetNumber = zoneHuntingTargetNumber(zone);
      const r = huntingYield({ level, presence, roll, targetNumber, weaponTier });
      foodBatch(ctx, who, 'hunting', r.food);
      addCounted(ctx.stock, 'animalFat', r.animalFat);
      addCounted(ctx.stock, 'boneShards', r.boneShards);
      addCounted(ctx.stock, 'clothFragments', r.clothFragments);
      if (r.pointsOver > 0) ctx.huntingSuccess = true;
      const haul =
        r.pointsOver > 0
          ? `${r.food} food, ${r.animalFat} animal fat, ${r.boneShards} bone shards, ${r.clothFragments} cloth fragments`
          : 'nothing';
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Hunting in ${zone.name} (${huntingTnText(zone)}): 1d20 ${roll} + Hunting ${level} + Presence ${presence} = ${r.total} − ${targetNumber} = ${r.pointsOver} points: ${haul}.${r.encounterPossible ? ' A total over 30 may become an encounter (GM).' : ''}`,
      );
      return { ...slot, roll };
    }
    case 'trapping': {
      const roll = taskD20(ctx, who, 'Trapping', slot.roll);
      const level = p.skill('traps');
      const targetNumber = zoneTrappingTargetNumber(zone);
      const r = trappingYield({ level, presence, roll, targetNumber, tools: slot.tools });
      foodBatch(ctx, who, 'trapping', r.food);
      addCounted(ctx.stock, 'feathers', r.feathers);
      addCounted(ctx.stock, 'clothFragments', r.clothFragments);
      if (r.pointsOver > 0 && zone.kind === 'wilderness') ctx.trappingSuccess = true;
      const doubled = slot.tools === 'crude' ? '' : ' (food and fragments ×2 with Basic tools)';
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Trapping in ${zone.name} (${trappingTnText(zone)}): 1d20 ${roll} + Traps ${level} + Presence ${presence} = ${r.total} − ${targetNumber} = ${r.pointsOver} points: ${r.food} food, ${r.feathers} feathers, ${r.clothFragments} cloth fragments${doubled}.`,
      );
      return { ...slot, roll };
    }
  }
}

/** Every gathering skill a slot may name, kept as a record so that a skill added to the slot fails to compile here. */
const GATHERING_SLOT_SKILLS = Object.keys({
  logging: true,
  mining: true,
  quarrying: true,
  fishing: true,
  hunting: true,
  trapping: true,
} satisfies Record<Slot<'gathering'>['skill'], true>) as readonly Slot<'gathering'>['skill'][];

function gatheringTools(slot: Slot<'gathering'>): SlotTools | null {
  requireOneOf('The gathering skill', slot.skill, GATHERING_SLOT_SKILLS);
  switch (slot.skill) {
    case 'logging':
      return toolkitOf('logging', slot.tools);
    case 'mining':
    case 'quarrying':
      return toolkitOf('mining', slot.tools);
    case 'fishing':
      return toolkitOf('fishing', slot.tools);
    case 'hunting':
      return null;
    case 'trapping':
      return toolkitOf('traps', slot.tools);
  }
}

export const gatheringTask: TaskKind<'gathering'> = {
  perform: gathering,
  toolSkills: gatheringTools,
};
