/**
 * The storage layer's public entry: record types and repository functions. Views and hooks import from here (and
 * their live reads from './react', which keeps React out of this entry: Node scripts and the worker use it too); only
 * src/db talks to Dexie, and the `db` instance itself is not exported here (tests import it from './db').
 */
export type { CampaignRecord, CampaignSummary } from './campaign';
// The core/packs seam (issue 18): every pack's characters and fights are envelopes around the pack's payload.
export { DEFAULT_SYSTEM_ID, type RecordEnvelope, type StoredRecord, type SystemId } from './envelope';
export { fromEosCharacter, fromEosEncounter, toEosCharacter, toEosEncounter } from './eos-records';
export {
  payloadSchemasOf,
  registeredSystems,
  registerPayloadSchemas,
  unregisterPayloadSchemas,
  type PayloadSchemas,
} from './payload-schemas';
export {
  createPackRecord,
  deletePackRecord,
  getPackHouseRules,
  getPackRecord,
  listPackRecords,
  restorePackRecord,
  setPackHouseRules,
  subscribePackRecords,
  updatePackRecord,
  type NewPackRecord,
  type PackRecordChanges,
  type PackRecordKind,
} from './pack-records';
export { readAhead, type ReadAhead } from './read-ahead';
export { PackCampaignData, type PackCampaign, type PackChange, type PackPayloads } from './pack-campaign-data';
export type { CharacterChanges, CharacterRecord, NewCharacter, Portrait } from './character';
export { DEFAULT_PORTRAIT } from './character';
export { StorageError, type StorageErrorCode } from './errors';
export { MAX_NAME_LENGTH, validateName } from './names';
export {
  copyName,
  createCampaign,
  createCampaignWithCharacters,
  deleteCampaign,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  renameCampaign,
  restoreCampaign,
  type CampaignSnapshot,
} from './campaigns-repo';
export {
  createCharacter,
  deleteCharacter,
  getCharacter,
  listCharacters,
  restoreCharacter,
  updateCharacter,
} from './characters-repo';
export { modifyCharacter } from './modify-character';
export type { EncounterPage, EncounterRecord, EncounterStatus, EncounterSummary } from './encounter';
export type { CreatureTemplateRecord } from './creature-template';
export {
  createEncounterRecord,
  deleteEncounter,
  ENCOUNTER_PAGE_SIZE,
  encounterAfterStep,
  finishEncounter,
  getEncounter,
  listActiveEncounters,
  listEncounters,
  modifyEncounter,
  renameEncounter,
  restoreEncounter,
  saveEncounterStep,
  type HpWrittenBack,
} from './encounters-repo';
export {
  createCreatureTemplate,
  deleteCreatureTemplate,
  getCreatureTemplate,
  listCreatureTemplates,
  restoreCreatureTemplate,
  updateCreatureTemplate,
} from './creature-templates-repo';
export {
  UNDO_DAYS,
  type CalendarRecord,
  type DayLogEntry,
  type DayLogPage,
  type DayLogPrevious,
  type DayLogRecord,
  type LastDayLog,
  calendarDiceSeed,
} from './calendar';
export {
  abandonProjectIn,
  addFood,
  addMissingToolkit,
  grantTimeMonths,
  monthsCountedByCalendar,
  deleteConditionPreset,
  renameConditionPreset,
  rollDiceAgain,
  saveConditionPreset,
  PRESET_NAME,
  addZone,
  calendarCharacter,
  calendarMembers,
  calendarParty,
  changeStock,
  DAY_LOG_PAGE_SIZE,
  dayLogEntry,
  endDay,
  getCalendar,
  handOverItem,
  lastDayLog,
  listDayLogs,
  modifyCalendar,
  renameZone,
  setZoneTrees,
  saveConditions,
  savePlan,
  startCalendar,
  startProject,
  switchTools,
  undoLastDay,
  workOutDay,
  ZONE_NAME,
  type CalendarChanges,
  type DayEnding,
  type DayEndingOptions,
} from './calendar-repo';
export { setHouseRule } from './house-rules-repo';
export { characterRecordProblems, dayLogProblems, encounterRecordProblems } from './record-relations';
// Backup and restore (issue 6): backup files, restore points, the export reminder, the connection between tabs.
export { BackupError } from './errors';
export type { ConnectionStatus } from './connection';
export { connectionStatus, subscribeConnectionStatus } from './connection-status';
export { MAX_BACKUP_BYTES, type BackupKind } from './backup-format';
export {
  dismissExportReminder,
  exportCampaign,
  exportCharacter,
  exportReminderDue,
  getBackupStatus,
  recordExport,
  REMINDER_AFTER_DAYS,
  type BackupDownload,
} from './backup-export';
export { readBackupFile, type BackupInfo, type DecodedBackup } from './backup-validate';
export {
  findImportConflict,
  importBackup,
  importedName,
  type ImportChoice,
  type ImportConflict,
  type ImportResult,
} from './backup-import';
export type { BackupStatusRecord, SnapshotKind } from './snapshot';
export {
  listRestorePointCampaigns,
  listRestorePoints,
  restoreRestorePoint,
  type RestorePointCampaign,
  type RestorePointSummary,
} from './restore-points-repo';
export { startRestorePointSession } from './restore-points';
export {
  EditConflictError,
  mergeCharacterEdits,
  saveCharacterEdits,
  type CharacterFields,
  type ConflictResolution,
} from './character-edits';
export { builderDraftKey, type BuilderDraftRecord } from './builder-draft';
export { deleteBuilderDraft, getBuilderDraft, saveBuilderDraft } from './builder-drafts-repo';
