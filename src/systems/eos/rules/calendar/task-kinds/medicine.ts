import { RulesError } from '../../../../../core/rules';
import { medicineHealing } from '../../environment/healing';
import type { DayContext } from '../day-context';
import type { CalendarProfile } from '../party';
import { toolkitOf, type Slot, type TaskKind, type Who } from './kind';

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

export const medicineTask: TaskKind<'medicine'> = {
  perform: medicine,
  toolSkills: (slot) => toolkitOf('medicine', slot.tools),
};
