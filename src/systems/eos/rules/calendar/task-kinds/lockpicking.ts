import { lockTargetNumber, lockpickAttempt } from '../../gathering/lockpicking';
import { logLine, taskD20, type DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import { toolkitOf, type Slot, type TaskKind, type Who } from './kind';

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

export const lockpickingTask: TaskKind<'lockpicking'> = {
  perform: lockpicking,
  toolSkills: (slot) => toolkitOf('lockpicking', slot.tools),
};
