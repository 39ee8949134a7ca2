import type { TaskKind } from './kind';

/** Travel is done in the travel phase: the slot is queued for it. */
export const travelTask: TaskKind<'travel'> = {
  perform: (ctx, _profile, who, slot) => {
    ctx.travel.push({ characterId: who.characterId, slotIndex: who.slotIndex, slot });
    return slot;
  },
  toolSkills: () => null,
};
