import { requireOneOf } from '../../../core/rules';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
import { FIGHT_PURPOSES, type FightPurpose } from './ids';

/**
 * The notice a PvP fight carries (C-01). The header says "THESE RULES ARE CURRENTLY NOT USED FOR ANY OFFICIAL PVP. The
 * old rules detailed on discord still apply for Season 5 PvP."; the body says "For PvP these are the only rules unless
 * a unanimous agreement is made by all participants to the contrary". A Storyteller event carries none.
 */
export function pvpNotice(
  purpose: FightPurpose,
  rules: Pick<WdcHouseRules, 'pvpUsesTheseRules'> = DEFAULT_HOUSE_RULES,
): string | null {
  switch (requireOneOf('What the fight is for', purpose, FIGHT_PURPOSES)) {
    case 'event':
      return null;
    case 'pvp':
      return rules.pvpUsesTheseRules
        ? 'PvP: these are the only rules unless every participant agrees otherwise.'
        : 'These rules are not used for official PvP: the old rules on Discord still apply for Season 5 PvP. Use them here only if everyone agrees.';
  }
}
