import { ruleOptions, type HouseRules } from '../house-rules';
import { requireDayResult } from './calendar-input';
import { calendarHealth, requireCharacterState } from './health';
import { calendarProfiles } from './party';
import type { CalendarCharacter, CampaignDayState, DayDanger, DayLogLine, DayPhase, DayResult } from './types';
import { requireInput, requireList } from '../../../../core/rules';
import { entryOf } from '../../../../core/rules';

/** The phases whose lines say why someone falls or dies (the cold, the starvation, what healing there was), or starves. */
const WHY_HURT: ReadonlySet<DayPhase> = new Set(['cold', 'starvation', 'healing']);
const WHY_STARVING: ReadonlySet<DayPhase> = new Set(['food', 'starvation']);

/**
 * Who the day kills, knocks out or starves, with the day's own log lines that say why (cold, hunger, starvation): what
 * the GM must see before ending such a day. Only what the day changes: someone already unconscious at dawn who stays so
 * is not "knocked out" again; someone whose starvation reduction grows "starves".
 */
export function dayDangers(
  before: CampaignDayState,
  characters: readonly CalendarCharacter[],
  result: DayResult,
  houseRules: HouseRules = {},
): DayDanger[] {
  requireInput('The before', before);
  requireList('The characters', characters);
  requireDayResult('The result', result);
  requireInput('The house rules', houseRules);
  const profiles = calendarProfiles(characters, before.characters, ruleOptions(houseRules).character);
  const dangers: DayDanger[] = [];
  for (const p of profiles.values()) {
    const today = entryOf(before.characters, p.id);
    const tomorrow = entryOf(result.state.characters, p.id);
    if (today === undefined || tomorrow === undefined) continue;
    const was = calendarHealth(p, requireCharacterState(p, today));
    const is = calendarHealth(p, requireCharacterState(p, tomorrow));
    const outcome: DayDanger['outcome'] | null =
      is === 'dead' && was !== 'dead'
        ? 'dies'
        : is === 'unconscious' && was === 'conscious'
          ? 'falls unconscious'
          : is !== 'dead' && tomorrow.starvationReductionPercent > today.starvationReductionPercent
            ? 'starves'
            : null;
    if (outcome === null) continue;
    dangers.push({ characterId: p.id, name: p.name, outcome, why: whyLines(result.log, p.id, outcome) });
  }
  return dangers;
}

function whyLines(log: readonly DayLogLine[], id: string, outcome: DayDanger['outcome']): string[] {
  const phases = outcome === 'starves' ? WHY_STARVING : WHY_HURT;
  return log
    .filter((line) => line.characterId === id && phases.has(line.phase) && !line.text.endsWith(' dies.'))
    .map((line) => line.text);
}
