import {
  calendarProfile,
  ruleOptions,
  RulesError,
  validatePlan,
  type CalendarCharacter,
  type CalendarProfile,
  type CampaignDayState,
  type DayConditions,
  type DayPlan,
  type HouseRules,
  type PlanValidation,
} from '../../rules';

/**
 * What the planner's first screen asks of the rules, remembered between the party page (which works it out ahead, when
 * idle: see PlannerAhead) and the planner opened from it, and between one visit of the planner and the next.
 */

/** Each character's calendar profile, per house rules (compared by content) and stored character. */
const profiles = new Map<string, WeakMap<CalendarCharacter, CalendarProfile | null>>();

/** Each character's profile for the calendar (one that the rules cannot read is left out), worked out once. */
export function profilesOf(
  characters: readonly CalendarCharacter[],
  houseRules: HouseRules,
): ReadonlyMap<string, CalendarProfile> {
  const rulesKey = JSON.stringify(houseRules);
  let known = profiles.get(rulesKey);
  if (!known) profiles.set(rulesKey, (known = new WeakMap()));
  const options = ruleOptions(houseRules).character;
  const map = new Map<string, CalendarProfile>();
  for (const c of characters) {
    let profile = known.get(c);
    if (profile === undefined) {
      try {
        profile = calendarProfile(c, options);
      } catch (error) {
        if (!(error instanceof RulesError)) throw error;
        profile = null;
      }
      known.set(c, profile);
    }
    if (profile !== null) map.set(c.id, profile);
  }
  return map;
}

type PlanInputs = [CampaignDayState, readonly CalendarCharacter[], DayPlan, DayConditions, HouseRules];
let lastCheck: { inputs: PlanInputs; validation: PlanValidation } | null = null;

/** validatePlan (a rules error read as a refusal of the whole day), remembered for the last inputs it was asked. */
export function planCheck(...inputs: PlanInputs): PlanValidation {
  if (lastCheck && lastCheck.inputs.every((input, i) => input === inputs[i])) return lastCheck.validation;
  let validation: PlanValidation;
  try {
    validation = validatePlan(...inputs);
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    validation = { ok: false, characters: [], reasons: [error.message] };
  }
  lastCheck = { inputs, validation };
  return validation;
}
