/**
 * The storage layer's public entry: record types and repository functions. Views and hooks import from here; only
 * src/db talks to Dexie, and the `db` instance itself is not exported here (tests import it from './db').
 */
export type { CampaignRecord, CampaignSummary } from './campaign';
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
