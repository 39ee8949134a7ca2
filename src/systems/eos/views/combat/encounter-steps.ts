import { encounterAfterStep, modifyEncounter, type EncounterRecord } from '../../../../db';
import { undo, type Encounter, type LogEntry, type Transition } from '../../rules';

/** A step of the fight worked out on the fight as shown: the encounter after it and the log entries it added. */
export interface StepResult {
  record: EncounterRecord;
  entries: LogEntry[];
}

/**
 * Runs one engine transition on `base` (the fight as the page shows it) without writing: the rules refuse a step with
 * a StorageError whose message the view shows. Dice are thrown here, once; saveEncounterStep then stores this result.
 */
export function takeStep(base: EncounterRecord, step: (state: Encounter) => Transition): StepResult {
  const record = encounterAfterStep(base, (state) => step(state).encounter);
  return { record, entries: record.state.log.slice(base.state.log.length) };
}

/** Takes back the last step of the fight. */
export async function undoStep(id: string): Promise<EncounterRecord> {
  return modifyEncounter(id, (state) => undo(state));
}
