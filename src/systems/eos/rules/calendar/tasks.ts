import { canBreakDown, breakDown } from '../crafting/break-down';
import { craftedItem } from '../crafting/catalog';
import type { SkillId } from '../schemas/skills';
import { SKILL_IDS } from '../schemas/ids';
import { RulesError, requireInput, requireOneOf } from '../../../../core/rules';
import { ammunitionPerTask, arrowShafts, arrowheads, boltsFromIngots } from '../gathering/ammunition';
import { bushcraftDailyTask } from '../gathering/bushcraft';
import { cookingSpend } from '../gathering/cooking';
import { clothSeedHarvest, farmingHarvest } from '../gathering/farming';
import { fishingYield } from '../gathering/fishing';
import { GATHERING } from '../gathering/gathering-data';
import { huntingBaseTargetNumber, huntingTargetNumber, huntingYield } from '../gathering/hunting';
import { lockTargetNumber, lockpickAttempt } from '../gathering/lockpicking';
import { loggingYield } from '../gathering/logging';
import { miningYield } from '../gathering/mining';
import { quarryingYield } from '../gathering/quarrying';
import { pagesReadPerTask, pagesWrittenPerDay } from '../gathering/scholar';
import { tailorClothPerTask, tailorCordagePerTask } from '../gathering/tailor';
import { trappingTargetNumber, trappingYield } from '../gathering/trapping';
import { woodworksLumber } from '../gathering/woodworks';
import { medicineHealing } from '../environment/healing';
import { racialFishingMultiplier } from '../races';
import { skillById } from '../skills';
import { GATHERING_MULTIPLIER, TOOL_LABEL, TOOL_LEVELS, type ToolLevel } from '../tools';
import { logLine, taskD20, type DayContext, type DraftZone } from './day-context';
import { preserveOldest } from './eating';
import { skillLevelRecord, type CalendarProfile } from './party';
import { addCounted, addFood, addTiered, takeCounted, takeTiered } from './stock';
import type { CampaignZone, ProcessingTask, StockFoodBatch, TaskSlot } from './types';

type Slot<K extends TaskSlot['kind']> = Extract<TaskSlot, { kind: K }>;

interface Who {
  characterId: string;
  name: string;
  slotIndex: number;
}

function num(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

function toolsText(tools: ToolLevel): string {
  return tools === 'none' || tools === 'crude' ? '' : ` × ${TOOL_LABEL[tools].phrase} ×${GATHERING_MULTIPLIER[tools]}`;
}

function foodBatch(ctx: DayContext, who: Who, source: string, units: number): void {
  const batch: StockFoodBatch = {
    id: `d${ctx.day}-${who.characterId}-${who.slotIndex}-${source}`,
    units,
    harvestedDay: ctx.day,
    preserved: false,
  };
  addFood(ctx.stock, batch);
  ctx.foodGained += units;
}

/** The zone's hunting TN today: baseline by miles from town + 1 per successful day not yet regenerated. */
export function zoneHuntingTargetNumber(zone: CampaignZone): number {
  requireInput('Zone hunting target number', zone);
  return huntingTargetNumber({ milesFromTown: zone.milesFromTown, zoneSuccessfulDays: zone.huntingSuccessDays });
}

/** The zone's trapping TN today: 20 on a road or in town ("will not change"), lower per zone away, + pressure. */
export function zoneTrappingTargetNumber(zone: CampaignZone): number {
  requireInput('Zone trapping target number', zone);
  const zonesAway = zone.kind === 'wilderness' ? zone.zonesFromRoadOrCity : 0;
  return trappingTargetNumber({ zonesFromRoadOrCity: zonesAway, zoneSuccessfulDays: zone.trappingSuccessDays });
}

function huntingTnText(zone: DraftZone): string {
  const base = huntingBaseTargetNumber(zone.milesFromTown);
  return zone.huntingSuccessDays > 0
    ? `TN ${zoneHuntingTargetNumber(zone)} = baseline ${base} + ${zone.huntingSuccessDays} successful days`
    : `TN ${base}, the baseline ${zone.milesFromTown} miles from town`;
}

function trappingTnText(zone: DraftZone): string {
  const zonesAway = zone.kind === 'wilderness' ? zone.zonesFromRoadOrCity : 0;
  const base = trappingTargetNumber({ zonesFromRoadOrCity: zonesAway });
  return zone.trappingSuccessDays > 0 && zonesAway > 0
    ? `TN ${zoneTrappingTargetNumber(zone)} = baseline ${base} + ${zone.trappingSuccessDays} successful days`
    : `TN ${base}`;
}

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

function farming(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'farming'>): Slot<'farming'> {
  const level = p.skill('farming');
  const snow = ctx.conditions.snow;
  if (slot.harvest === undefined) {
    if (snow) throw new RulesError('not-allowed', 'You cannot farm in snow.');
    logLine(
      ctx,
      'tasks',
      who.characterId,
      `${p.name} — Farming: tends the farm (one Daily Task a day for the month, A-17).`,
    );
    return slot;
  }
  if (slot.clothSeed === true) {
    const r = clothSeedHarvest({ level, tools: slot.tools, snow });
    addCounted(ctx.stock, 'clothFragments', r.clothFragments);
    logLine(
      ctx,
      'tasks',
      who.characterId,
      `${p.name} — Cloth-seed harvest: Farming ${level} × 10 × ${TOOL_LABEL[slot.tools].phrase} = ${r.clothFragments} cloth fragments (no animal roll).`,
    );
    return slot;
  }
  const large = taskD20(ctx, who, 'Farm large animals', slot.harvest.largeAnimalRoll);
  const small = taskD20(ctx, who, 'Farm small animals', slot.harvest.smallAnimalRoll);
  const huntingTn = zoneHuntingTargetNumber(ctx.zone);
  const trappingTn = zoneTrappingTargetNumber(ctx.zone);
  const r = farmingHarvest({
    level,
    tools: slot.tools,
    clothShare: slot.harvest.clothShare,
    largeAnimalRoll: large,
    smallAnimalRoll: small,
    huntingTargetNumber: huntingTn,
    trappingTargetNumber: trappingTn,
    snow,
  });
  foodBatch(ctx, who, 'farm', r.netFood);
  addCounted(ctx.stock, 'clothFragments', r.netCloth);
  const bow = [r.losses.readyYourBow.hunt ? 'a hunt' : '', r.losses.readyYourBow.trap ? 'a trap' : '']
    .filter(Boolean)
    .join(' and ');
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — Farm harvest: ${r.grossFood} food and ${r.grossCloth} cloth fragments grown; large animals d20 ${large} vs hunting TN ${huntingTn} take ${r.losses.clothLost} cloth, small animals d20 ${small} vs trapping TN ${trappingTn} take ${r.losses.foodLost} food: ${r.netFood} food and ${r.netCloth} cloth fragments stored.${bow ? ` Ready Your Bow: ${bow} against TN ${r.losses.readyYourBow.targetNumber} within ${r.losses.readyYourBow.days} days.` : ''}`,
  );
  return { ...slot, harvest: { ...slot.harvest, largeAnimalRoll: large, smallAnimalRoll: small } };
}

function bushcraft(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'bushcraft'>): Slot<'bushcraft'> {
  const level = p.skill('bushcraft');
  const r = bushcraftDailyTask({ level, choices: slot.choices });
  const parts: string[] = [];
  let food = 0;
  for (const out of r.outputs) {
    switch (out.id) {
      case 'cordage':
        addCounted(ctx.stock, 'cordageFeet', out.quantity);
        break;
      case 'food':
        food += out.quantity;
        break;
      case 'torch':
        addCounted(ctx.stock, 'torches', out.quantity);
        break;
      case 'fire':
        addCounted(ctx.stock, 'firewoodDays', out.quantity);
        break;
      case 'cloak':
      case 'spear':
      case 'crude-toolkit':
      case 'shelter':
      case 'raft':
      case 'skid':
      case 'container': {
        const what = out.tier
          ? `${out.unit} (T${out.tier})`
          : out.persons
            ? `${out.unit} for ${out.persons}`
            : out.unit;
        if (!ctx.check) ctx.made.push({ characterId: who.characterId, what, quantity: out.quantity });
        break;
      }
    }
    parts.push(
      `${out.quantity} ${out.unit}${out.tier ? ` T${out.tier}` : ''}${out.persons ? ` for ${out.persons}` : ''}`,
    );
  }
  foodBatch(ctx, who, 'bushcraft', food);
  if (r.cordageFeetNeeded > 0) takeCounted(ctx.stock, 'cordageFeet', r.cordageFeetNeeded, `${p.name}'s Bushcraft`);
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — Bushcraft ${level} (${slot.choices.length} of ${level} sub-tasks): ${parts.join(', ') || 'nothing chosen'}${r.cordageFeetNeeded > 0 ? `; ${r.cordageFeetNeeded} feet of cordage used` : ''}.`,
  );
  return slot;
}

function cooking(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'cooking'>): Slot<'cooking'> {
  const level = p.skill('cooking');
  if (level < 1) throw new RulesError('not-allowed', `${p.name} has no Cooking: Cooking 0 gives 0 Cooking Points.`);
  const spend = cookingSpend({
    level,
    tools: slot.tools,
    size: p.race.sizeCategory,
    choreDelegations: slot.choreDelegationFor.length,
    preservations: slot.preservations,
    candleBatches: slot.candleBatches,
  });
  for (const id of slot.choreDelegationFor) {
    const ally = ctx.profiles.get(id);
    if (ally === undefined)
      throw new RulesError('unknown-option', `Chore Delegation names "${id}", who is not in the party.`);
    if (id === who.characterId)
      throw new RulesError('not-allowed', 'Chore Delegation is given to an ally, not to the cook.');
    if (ctx.choreDelegated.has(id)) {
      throw new RulesError(
        'not-allowed',
        `Chore Delegation "may not be applied to any character more than once each day" (${ally.name}).`,
      );
    }
    ctx.choreDelegated.add(id);
  }
  if (spend.animalFatNeeded > 0) takeCounted(ctx.stock, 'animalFat', spend.animalFatNeeded, `${p.name}'s candles`);
  addCounted(ctx.stock, 'candles', spend.candles);
  const preserved = spend.foodPreserved;
  ctx.stock.food = preserveOldest(ctx.stock.food, ctx.day, preserved, `${p.name}'s preserving`);
  ctx.foodPreserved += preserved;
  const names = slot.choreDelegationFor.map((id) => ctx.profiles.get(id)?.name ?? id);
  const parts = [
    names.length > 0 ? `Chore Delegation for ${names.join(', ')}` : '',
    slot.preservations > 0 ? `${slot.preservations} points preserve ${num(preserved)} food` : '',
    slot.candleBatches > 0 ? `${spend.candles} candles from ${spend.animalFatNeeded} animal fat` : '',
  ].filter(Boolean);
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — Cooking ${level}${toolsText(slot.tools)}: ${spend.pointsUsed} of ${spend.pointsUsed + spend.pointsLeft} points used${parts.length ? `: ${parts.join('; ')}` : ''}.`,
  );
  return slot;
}

function processing(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'processing'>): Slot<'processing'> {
  const task: ProcessingTask = slot.task;
  const tools = slot.tools;
  switch (task.process) {
    case 'cloth': {
      const level = p.skill('tailor');
      const r = tailorClothPerTask({ level, tier: task.tier, tools });
      takeCounted(ctx.stock, 'clothFragments', r.fragmentsNeeded, `${p.name}'s T${task.tier} cloth`);
      addTiered(ctx.stock, 'cloth', task.tier, r.cloths);
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Tailor: ${r.cloths} T${task.tier} cloth from ${r.fragmentsNeeded} fragments (5 × T${task.tier} each).`,
      );
      return slot;
    }
    case 'cordage': {
      const r = tailorCordagePerTask({ clothFragments: task.clothFragments, tools });
      takeCounted(ctx.stock, 'clothFragments', r.fragmentsUsed, `${p.name}'s cordage`);
      addCounted(ctx.stock, 'cordageFeet', r.feet);
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Tailor: ${r.feet} feet of cordage from ${r.fragmentsUsed} cloth fragments (10 feet each, up to 100).`,
      );
      return slot;
    }
    case 'lumber': {
      const r = woodworksLumber({ level: p.skill('woodworks'), tools });
      takeCounted(ctx.stock, 'beams', r.beamsSplit, `${p.name}'s lumber`);
      addCounted(ctx.stock, 'lumber', r.lumber);
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Woodworks: ${r.beamsSplit} beams split into ${r.lumber} lumber.`,
      );
      return slot;
    }
    case 'arrows': {
      const level = p.skill('bowyer');
      const count = ammunitionPerTask({ skill: 'bowyer', level, tools });
      const wood = count / arrowShafts(1);
      if (ctx.stock.counts.lumber >= wood) takeCounted(ctx.stock, 'lumber', wood, `${p.name}'s arrow shafts`);
      else takeCounted(ctx.stock, 'beams', wood, `${p.name}'s arrow shafts`);
      let heads: string;
      switch (task.heads) {
        case 'bone': {
          const shards = count / arrowheads({ boneShards: 1 });
          takeCounted(ctx.stock, 'boneShards', shards, `${p.name}'s bone arrowheads`);
          heads = `${num(shards)} bone shards`;
          break;
        }
        case 'metal': {
          if (task.ingotTier === undefined) {
            throw new RulesError('invalid-number', 'Metal arrowheads need the tier of the ingots used.');
          }
          const ingots = count / arrowheads({ ingots: 1 });
          takeTiered(ctx.stock, 'ingots', task.ingotTier, ingots, `${p.name}'s metal arrowheads`);
          heads = `${num(ingots)} T${task.ingotTier} ingots`;
          break;
        }
      }
      addCounted(ctx.stock, 'arrows', count);
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Bowyer ${level}${toolsText(tools)}: ${count} arrows (shafts ${num(wood)} lumber, heads ${heads}).`,
      );
      return slot;
    }
    case 'bolts': {
      const level = p.skill('crossbow-smith');
      const count = ammunitionPerTask({ skill: 'crossbow-smith', level, tools });
      const ingots = count / boltsFromIngots({ ingots: 1, crossbow: task.crossbow });
      takeTiered(ctx.stock, 'ingots', task.ingotTier, ingots, `${p.name}'s bolts`);
      addCounted(ctx.stock, task.crossbow === 'one-handed' ? 'boltsOneHanded' : 'boltsTwoHanded', count);
      logLine(
        ctx,
        'tasks',
        who.characterId,
        `${p.name} — Crossbow Smith ${level}${toolsText(tools)}: ${count} ${task.crossbow} bolts from ${num(ingots)} T${task.ingotTier} ingots.`,
      );
      return slot;
    }
  }
}

function lockpicking(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'lockpicking'>): Slot<'lockpicking'> {
  const level = p.skill('lockpicking');
  const target = lockTargetNumber({ tier: slot.lockTier, smithLevel: slot.smithLevel }, ctx.options.lockTarget);
  const rolls: number[] = [];
  const lines: string[] = [];
  for (let i = 0; i < slot.attempts; i++) {
    const before = ctx.lockpickingAttempts.get(who.characterId) ?? 0;
    const roll = taskD20(ctx, who, `Lockpicking attempt ${i + 1}`, slot.rolls?.[i]);
    const r = lockpickAttempt({
      level,
      presence: p.stats.presence,
      roll,
      lockTargetNumber: target,
      tools: slot.tools,
      attemptsToday: before,
    });
    ctx.lockpickingAttempts.set(who.characterId, before + 1);
    rolls.push(roll);
    lines.push(
      `1d20 ${roll} + ${level + p.stats.presence} = ${r.total}: ${r.success ? `opens (${r.minutes} minutes)` : 'fails (the hour is wasted)'}`,
    );
    if (r.success) break;
  }
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — Lockpicking a T${slot.lockTier} lock (TN ${target}): ${lines.join('; ')}.`,
  );
  return { ...slot, rolls };
}

function scholar(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'scholar'>): Slot<'scholar'> {
  const level = p.skill('scholar');
  const title = slot.title ? ` "${slot.title}"` : '';
  switch (slot.mode) {
    case 'read': {
      const pages = pagesReadPerTask(level);
      logLine(ctx, 'tasks', who.characterId, `${p.name} — reads${title}: 25 × Scholar ${level} = ${pages} pages.`);
      return slot;
    }
    case 'write': {
      const pages = pagesWrittenPerDay({ level, tools: slot.tools });
      logLine(ctx, 'tasks', who.characterId, `${p.name} — writes${title}: Scholar ${level} × 1 = ${pages} pages.`);
      return slot;
    }
  }
}

function breakDownSlot(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'break-down'>): Slot<'break-down'> {
  const check = canBreakDown({ item: slot.item, tools: slot.tools, skills: skillLevelRecord(p) });
  if (!check.ok) throw new RulesError('not-allowed', check.reasons.join(' '));
  const r = breakDown({ item: slot.item, tier: slot.tier, size: slot.size });
  const parts: string[] = [];
  for (const m of r.materials) {
    switch (m.material) {
      case 'metal-ingot':
        addTiered(ctx.stock, 'ingots', m.tier ?? slot.tier, m.quantity);
        parts.push(`${m.quantity} T${m.tier ?? slot.tier} ingots`);
        break;
      case 'full-cloth':
        addTiered(ctx.stock, 'cloth', m.tier ?? slot.tier, m.quantity);
        parts.push(`${m.quantity} T${m.tier ?? slot.tier} cloth`);
        break;
      case 'cloth-fragment':
        addCounted(ctx.stock, 'clothFragments', m.quantity);
        parts.push(`${m.quantity} cloth fragments`);
        break;
      case 'beam-or-lumber':
      case 'lumber':
        addCounted(ctx.stock, 'lumber', m.quantity);
        parts.push(`${m.quantity} lumber`);
        break;
      case 'cordage-feet':
        addCounted(ctx.stock, 'cordageFeet', m.quantity);
        parts.push(`${m.quantity} feet of cordage`);
        break;
      case 'stone':
        addCounted(ctx.stock, 'stone', m.quantity);
        parts.push(`${m.quantity} stones`);
        break;
    }
  }
  if (!ctx.check) ctx.brokenDown.push({ characterId: who.characterId, itemId: slot.itemId ?? null, item: slot.item });
  logLine(
    ctx,
    'tasks',
    who.characterId,
    `${p.name} — breaks down a T${slot.tier} ${craftedItem(slot.item).name} (${slot.size}): ${parts.join(', ')}.`,
  );
  return slot;
}

function projectStep(ctx: DayContext, who: Who, slot: Slot<'project'>): Slot<'project'> {
  const project = ctx.projects.find((pr) => pr.id === slot.projectId);
  if (project === undefined) {
    // An empty id is a "Work on a project" chosen by someone who has none; another is a project finished or abandoned.
    throw new RulesError(
      'unknown-option',
      slot.projectId === ''
        ? `${who.name} has no project to work on: start one on the Projects tab, or choose another task.`
        : 'The project this task named is no longer in the camp (finished or abandoned): choose another task.',
    );
  }
  if (project.makerId !== who.characterId) {
    const maker = ctx.profiles.get(project.makerId)?.name ?? project.makerId;
    throw new RulesError('not-allowed', `Only its maker (${maker}) works on this project.`);
  }
  ctx.projectSteps.push({ characterId: who.characterId, slotIndex: who.slotIndex, projectId: project.id });
  return slot;
}

function medicine(ctx: DayContext, p: CalendarProfile, who: Who, slot: Slot<'medicine'>): Slot<'medicine'> {
  const level = p.skill('medicine');
  if (level < 1) throw new RulesError('not-allowed', `${p.name} has no Medicine: Medicine 0 heals 0 HP.`);
  medicineHealing({ level, tools: slot.tools });
  const patient = ctx.profiles.get(slot.patientId);
  if (patient === undefined)
    throw new RulesError('unknown-option', `The patient "${slot.patientId}" is not in the party.`);
  if (slot.patientId === who.characterId) {
    throw new RulesError(
      'not-allowed',
      'Medicine needs the patient to rest, so a healer cannot treat themselves while working.',
    );
  }
  ctx.medicine.push({ healerId: who.characterId, patientId: slot.patientId, level, tools: slot.tools });
  return slot;
}

/**
 * Does one Daily Task: applies its yield to the stock (or queues it for the projects, travel or healing phase) and
 * logs it. Throws RulesError when the rules refuse it. Returns the slot with its rolls filled in.
 */
export function performSlot(ctx: DayContext, profile: CalendarProfile, slotIndex: number, slot: TaskSlot): TaskSlot {
  requireInput('The ctx', ctx);
  requireInput('The profile', profile);
  requireInput('The slot', slot);
  const who: Who = { characterId: profile.id, name: profile.name, slotIndex };
  switch (slot.kind) {
    case 'gathering':
      return gathering(ctx, profile, who, slot);
    case 'farming':
      return farming(ctx, profile, who, slot);
    case 'bushcraft':
      return bushcraft(ctx, profile, who, slot);
    case 'cooking':
      return cooking(ctx, profile, who, slot);
    case 'project':
      return projectStep(ctx, who, slot);
    case 'processing':
      return processing(ctx, profile, who, slot);
    case 'travel':
      ctx.travel.push({ characterId: profile.id, slotIndex, slot });
      return slot;
    case 'medicine':
      return medicine(ctx, profile, who, slot);
    case 'rest':
      logLine(ctx, 'tasks', profile.id, `${profile.name} rests.`);
      return slot;
    case 'lockpicking':
      return lockpicking(ctx, profile, who, slot);
    case 'scholar':
      return scholar(ctx, profile, who, slot);
    case 'break-down':
      return breakDownSlot(ctx, profile, who, slot);
    case 'free':
      logLine(ctx, 'tasks', profile.id, `${profile.name}: ${slot.text}`);
      return slot;
  }
}

/**
 * Every kind of task slot, gathering skill and processing task a slot may name (slotToolSkills refuses others), kept as
 * records so that a kind added to TaskSlot fails to compile until it is listed here.
 */
const SLOT_KINDS = Object.keys({
  gathering: true,
  farming: true,
  bushcraft: true,
  cooking: true,
  project: true,
  processing: true,
  travel: true,
  medicine: true,
  rest: true,
  lockpicking: true,
  scholar: true,
  'break-down': true,
  free: true,
} satisfies Record<TaskSlot['kind'], true>) as readonly TaskSlot['kind'][];
const GATHERING_SLOT_SKILLS = Object.keys({
  logging: true,
  mining: true,
  quarrying: true,
  fishing: true,
  hunting: true,
  trapping: true,
} satisfies Record<Extract<TaskSlot, { kind: 'gathering' }>['skill'], true>) as readonly Extract<
  TaskSlot,
  { kind: 'gathering' }
>['skill'][];
const PROCESSES = Object.keys({
  cloth: true,
  cordage: true,
  lumber: true,
  arrows: true,
  bolts: true,
} satisfies Record<ProcessingTask['process'], true>) as readonly ProcessingTask['process'][];

/** The skill whose toolkit a slot uses (null: no toolkit involved), for the "carries no toolkit" check. */
export function slotToolSkills(slot: TaskSlot): { skills: readonly SkillId[]; tools: ToolLevel; name: string } | null {
  requireInput('Slot tool skills', slot);
  const one = (skill: SkillId, tools: ToolLevel) => ({
    skills: [skill],
    tools: requireOneOf('The tools', tools, TOOL_LEVELS),
    name: skillById(skill).name,
  });
  requireOneOf('The task', slot.kind, SLOT_KINDS);
  switch (slot.kind) {
    case 'gathering':
      requireOneOf('The gathering skill', slot.skill, GATHERING_SLOT_SKILLS);
      switch (slot.skill) {
        case 'logging':
          return one('logging', slot.tools);
        case 'mining':
        case 'quarrying':
          return one('mining', slot.tools);
        case 'fishing':
          return one('fishing', slot.tools);
        case 'hunting':
          return null;
        case 'trapping':
          return one('traps', slot.tools);
      }
      break;
    case 'farming':
      return one('farming', slot.tools);
    case 'cooking':
      return one('cooking', slot.tools);
    case 'processing':
      requireOneOf('The processing task', requireInput('The processing task', slot.task).process, PROCESSES);
      switch (slot.task.process) {
        case 'cloth':
        case 'cordage':
          return one('tailor', slot.tools);
        case 'lumber':
          return one('woodworks', slot.tools);
        case 'arrows':
          return one('bowyer', slot.tools);
        case 'bolts':
          return one('crossbow-smith', slot.tools);
      }
      break;
    case 'medicine':
      return one('medicine', slot.tools);
    case 'lockpicking':
      return one('lockpicking', slot.tools);
    case 'scholar':
      return slot.mode === 'write' ? one('scholar', slot.tools) : null;
    case 'break-down':
      return { skills: SKILL_IDS, tools: requireOneOf('The tools', slot.tools, TOOL_LEVELS), name: 'any' };
    case 'bushcraft':
    case 'project':
    case 'travel':
    case 'rest':
    case 'free':
      return null;
  }
}

/** The advanced skill a slot uses (its prerequisites must be met), or null. */
export function slotAdvancedSkill(slot: TaskSlot): SkillId | null {
  requireInput('Slot advanced skill', slot);
  if (slot.kind !== 'processing') return null;
  switch (slot.task.process) {
    case 'arrows':
      return 'bowyer';
    case 'bolts':
      return 'crossbow-smith';
    case 'cloth':
    case 'cordage':
    case 'lumber':
      return null;
  }
}
