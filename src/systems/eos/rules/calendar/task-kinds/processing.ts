import { RulesError, requireInput, requireOneOf } from '../../../../../core/rules';
import { ammunitionPerTask, arrowShafts, arrowheads, boltsFromIngots } from '../../gathering/ammunition';
import { tailorClothPerTask, tailorCordagePerTask } from '../../gathering/tailor';
import { woodworksLumber } from '../../gathering/woodworks';
import type { SkillId } from '../../schemas/skills';
import { logLine, type DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import { addCounted, addTiered, takeCounted, takeTiered } from '../stock';
import type { ProcessingTask } from '../types';
import { num, toolkitOf, toolsText, type Slot, type SlotTools, type TaskKind, type Who } from './kind';

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

/** Every processing task a slot may name, kept as a record so that one added fails to compile here. */
const PROCESSES = Object.keys({
  cloth: true,
  cordage: true,
  lumber: true,
  arrows: true,
  bolts: true,
} satisfies Record<ProcessingTask['process'], true>) as readonly ProcessingTask['process'][];

function processingTools(slot: Slot<'processing'>): SlotTools | null {
  requireOneOf('The processing task', requireInput('The processing task', slot.task).process, PROCESSES);
  switch (slot.task.process) {
    case 'cloth':
    case 'cordage':
      return toolkitOf('tailor', slot.tools);
    case 'lumber':
      return toolkitOf('woodworks', slot.tools);
    case 'arrows':
      return toolkitOf('bowyer', slot.tools);
    case 'bolts':
      return toolkitOf('crossbow-smith', slot.tools);
  }
}

function processingAdvancedSkill(slot: Slot<'processing'>): SkillId | null {
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

export const processingTask: TaskKind<'processing'> = {
  perform: processing,
  toolSkills: processingTools,
  advancedSkill: processingAdvancedSkill,
};
