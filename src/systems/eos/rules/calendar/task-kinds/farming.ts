import { RulesError } from '../../../../../core/rules';
import { clothSeedHarvest, farmingHarvest } from '../../gathering/farming';
import { logLine, taskD20, type DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import { TOOL_LABEL } from '../../tools';
import { addCounted } from '../stock';
import { foodBatch, toolkitOf, type Slot, type TaskKind, type Who } from './kind';
import { zoneHuntingTargetNumber, zoneTrappingTargetNumber } from './zone-targets';

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

export const farmingTask: TaskKind<'farming'> = {
  perform: farming,
  toolSkills: (slot) => toolkitOf('farming', slot.tools),
};
