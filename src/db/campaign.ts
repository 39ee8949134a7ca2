import type { HouseRules } from '../systems/eos/rules';
import type { SystemId } from './envelope';

/** A campaign: the party's characters and, in later schema versions, its calendar and fights hang off its id. */
export interface CampaignRecord {
  /** crypto.randomUUID() */
  id: string;
  name: string;
  /** The game the campaign plays: which rules pack reads its characters, fights and house rules ('eos' …). */
  systemId: SystemId;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Milliseconds since the epoch; bumped by every change to the campaign or one of its characters. */
  updatedAt: number;
  /**
   * The GM's house rules of the campaign's pack, validated by that pack's house-rules schema (payload-schemas.ts). Typed
   * as Eos's here, for the Eos views, which only open Eos campaigns; another pack reads its own through
   * getPackHouseRules / setPackHouseRules (pack-records.ts).
   *
   * For Eos: the GM's house-rule switches (absent or {}: the app's readings everywhere). Every rule call of the campaign passes
   * ruleOptions(houseRules); setHouseRule changes one switch.
   */
  houseRules?: HouseRules;
}

/** A campaign as the campaign list shows it. */
export interface CampaignSummary extends CampaignRecord {
  characterCount: number;
  /** The party in creation order, without their builds. */
  party: { id: string; name: string; draft: boolean }[];
}
