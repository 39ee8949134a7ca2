import { RulesError, requireWhole } from '../../../core/rules';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { GAME } from './tables';

/** A setup of the map list: teams × players per team → an n×n map. */
export interface MapSetup {
  readonly teams: number;
  readonly teamSize: number;
  /** The map is side × side tiles. */
  readonly side: number;
  readonly tiles: number;
  /** The line of the text, as printed ("2v2v2: 5x5 map", "5x5x5: 8x8 map"). */
  readonly quote: string;
}

/** The setups the text lists ("2v2v2: 5x5 map" … "4v4v4v4: 8x8 map"); T-02 says what "5x5x5" is. */
export function mapSetups(rules: Pick<WwHouseRules, 'row5x5x5'> = DEFAULT_HOUSE_RULES): readonly MapSetup[] {
  return GAME.maps
    .filter((m) => rules.row5x5x5 === 'three-teams-of-five' || !m.quote.startsWith('5x5x5'))
    .map((m) => ({ ...m, tiles: m.side * m.side }));
}

/**
 * The map for a game of `teams` teams of `teamSize` players.
 * @example mapSize(3, 2).side // 5: "2v2v2: 5x5 map"
 */
export function mapSize(
  teams: number,
  teamSize: number,
  rules: Pick<WwHouseRules, 'row5x5x5'> = DEFAULT_HOUSE_RULES,
): MapSetup {
  requireWhole('The number of teams', teams, 1, 20);
  requireWhole('Players per team', teamSize, 1, 20);
  const setups = mapSetups(rules);
  const setup = setups.find((m) => m.teams === teams && m.teamSize === teamSize);
  if (setup === undefined) {
    const name = Array.from({ length: teams }, () => teamSize).join('v');
    throw new RulesError(
      'not-allowed',
      `The text gives no map for ${name}. It lists ${setups.map((m) => Array.from({ length: m.teams }, () => m.teamSize).join('v')).join(', ')}.`,
    );
  }
  return setup;
}
