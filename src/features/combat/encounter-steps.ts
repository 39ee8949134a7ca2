import { modifyEncounter, type EncounterRecord } from '../../db';
import { undo, type Encounter, type LogEntry, type Transition } from '../../rules';

/** A stored step of the fight: the encounter as saved and the log entries the step added. */
export interface StepResult {
  record: EncounterRecord;
  entries: LogEntry[];
}

/**
 * Runs one engine transition on the encounter as stored right now and saves it (modifyEncounter): the rules refuse a
 * step with a StorageError whose message the view shows, and nothing is written.
 */
export async function runStep(id: string, step: (state: Encounter) => Transition): Promise<StepResult> {
  let logLength = 0;
  const record = await modifyEncounter(id, (state) => {
    logLength = state.log.length;
    return step(state).encounter;
  });
  return { record, entries: record.state.log.slice(logLength) };
}

/** Takes back the last step of the fight. */
export async function undoStep(id: string): Promise<EncounterRecord> {
  return modifyEncounter(id, (state) => undo(state));
}
