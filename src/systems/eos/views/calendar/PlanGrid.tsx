import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router';
import type { CharacterRecord } from '../../../../db';
import {
  fatStorageOutlook,
  RulesError,
  starvedMaxHp,
  type FatStorageOutlook,
  type CalendarProfile,
  type CampaignDayState,
  type CharacterDayPlan,
  type PartyStock,
  type CharacterPlanCheck,
  type DayPlan,
  type PlanValidation,
  type RollRecord,
  type TaskSlot,
  type RandomSource,
  type MissingToolkit,
  MAX_DAILY_TASKS,
  THIRD_TASK_LIGHT_HOURS,
} from '../../rules';
import { characterPlan, withCharacterFields, withSlot } from './plan-edits';
import { SlotEditor, type ProjectOption } from './SlotEditor';
import { eosPaths } from '../../paths';

const RATION_LABEL = { full: 'Full rations', half: 'Half rations', none: 'No food' } as const;

/** Three columns: a third task opens with a cook's Chore Delegation, a full day of meals and 5 hours of light. */

type DayState = CampaignDayState['characters'][string];

/** How the fat store fills over the days: the most food today and the days to a full store (nothing if unreadable). */
function FatOutlook({ profile, stored }: { profile: CalendarProfile; stored: number }) {
  let outlook: FatStorageOutlook;
  try {
    outlook = fatStorageOutlook({ ...profile.fatStorage!, stored, foodPerDay: profile.foodPerDay });
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
  return (
    <span className="plan-fat-outlook muted">
      Fat {stored}/{profile.fatStorage!.capacity}: up to {outlook.mostFoodToday} food today
      {outlook.daysToFill > 0 ? `, full in ${outlook.daysToFill} day${outlook.daysToFill === 1 ? '' : 's'}` : ', full'}
    </span>
  );
}
/** An edit of the plan as it is when the edit is made (see useSaved). */
export type PlanEdit = (edit: (plan: DayPlan) => DayPlan) => void;
const NO_ROLLS: readonly RollRecord[] = [];
/** Rows drawn with the page itself: a tablet's first screen holds the conditions and about one row (600 px tall). */
const FIRST_ROWS = 2;

/**
 * "Plan the day": a grid of characters × task slots. Each slot picks one task with its parameters; what the rules refuse
 * (validatePlan) is said in the slot, in plain words. A third slot opens when the character may take a third task.
 *
 * Each row is memoized: it renders again only when its character, its day state, its plan, its refusals or its rolls
 * change (the caller keeps unchanged parts the same objects), not when another row or the page around it does.
 */
export function PlanGrid({
  party,
  members,
  profiles,
  dayStates,
  plan,
  validation,
  rolls,
  projects,
  getStock,
  random,
  onEdit,
  onAddToolkit,
}: {
  party: readonly CharacterRecord[];
  /** Everyone's id and name (the same array while nobody is renamed, added or removed). */
  members: readonly { id: string; name: string }[];
  profiles: ReadonlyMap<string, CalendarProfile>;
  dayStates: CampaignDayState['characters'];
  plan: DayPlan;
  validation: PlanValidation;
  /** The preview's rolls of each character. */
  rolls: ReadonlyMap<string, readonly RollRecord[]>;
  projects: readonly ProjectOption[];
  getStock: () => PartyStock;
  random: RandomSource;
  onEdit: PlanEdit;
  /** Puts the toolkit a refused slot lacks on the character's sheet. */
  onAddToolkit: (characterId: string, toolkit: MissingToolkit) => void;
}) {
  // A party of twelve is thousands of elements: the first rows come with the page (and its End day button), the others
  // a moment later, without holding up the first paint.
  const rows = useDeferredValue(party.length, Math.min(party.length, FIRST_ROWS));
  return (
    <section className="plan-grid" aria-labelledby="plan-title">
      <h2 id="plan-title">Plan the day</h2>
      {validation.reasons.length > 0 && (
        <ul className="notice notice-error plan-day-reasons" role="alert" aria-label="The day as a whole">
          {validation.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <ul className="plan-rows" aria-label="Characters and their tasks">
        {party.slice(0, rows).map((character) => {
          const profile = profiles.get(character.id);
          if (!profile) {
            return (
              <li key={character.id} className="plan-row">
                <h3>{character.name}</h3>
                <p className="field-error">This character’s build cannot be read by the rules; fix it on the sheet.</p>
              </li>
            );
          }
          return (
            <PlanRow
              key={character.id}
              profile={profile}
              dayState={dayStates[character.id]}
              own={characterPlan(plan, character.id)}
              check={validation.characters.find((c) => c.characterId === character.id)}
              members={members}
              projects={projects}
              rolls={rolls.get(character.id) ?? NO_ROLLS}
              getStock={getStock}
              random={random}
              onEdit={onEdit}
              onAddToolkit={onAddToolkit}
            />
          );
        })}
      </ul>
    </section>
  );
}

const PlanRow = memo(function PlanRow({
  profile,
  dayState,
  own,
  check,
  members,
  projects,
  rolls,
  getStock,
  random,
  onEdit,
  onAddToolkit,
}: {
  profile: CalendarProfile;
  dayState: DayState | undefined;
  own: CharacterDayPlan;
  check: CharacterPlanCheck | undefined;
  members: readonly { id: string; name: string }[];
  projects: readonly ProjectOption[];
  rolls: readonly RollRecord[];
  getStock: () => PartyStock;
  random: RandomSource;
  onEdit: PlanEdit;
  onAddToolkit: (characterId: string, toolkit: MissingToolkit) => void;
}) {
  const allowed = check?.tasksAllowed ?? 2;
  const standing = dayState?.ration ?? 'full';
  const context = {
    profile,
    others: members.filter((m) => m.id !== profile.id),
    party: members,
    projects,
    getStock,
    random,
    onAddToolkit: (toolkit: MissingToolkit) => onAddToolkit(profile.id, toolkit),
  };
  const titleId = `plan-row-${profile.id}`;

  function setSlot(index: number, slot: TaskSlot | null) {
    onEdit((plan) => withSlot(plan, profile.id, index, slot));
  }

  return (
    <li className="plan-row" aria-labelledby={titleId}>
      <div className="plan-row-head">
        <h3 id={titleId}>{profile.name}</h3>
        <span className="badge plan-tasks-allowed">
          {allowed} task{allowed === 1 ? '' : 's'}
        </span>
        {dayState && (
          <span className="plan-row-hp">
            HP {dayState.currentHp} / {starvedMaxHp(profile, dayState).display}
          </span>
        )}
        <label className="plan-field plan-ration">
          <span aria-hidden="true">Ration</span>
          <select
            aria-label={`${profile.name}: ration today`}
            value={own.ration ?? standing}
            onChange={(e) => {
              const ration = e.target.value as keyof typeof RATION_LABEL;
              onEdit((plan) =>
                withCharacterFields(plan, profile.id, { ration: ration === standing ? undefined : ration }),
              );
            }}
          >
            {Object.entries(RATION_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {profile.fatStorage && (
          <label className="plan-check">
            <input
              type="checkbox"
              checked={own.eatFromFat === true}
              aria-label={`${profile.name}: live off stored fat today`}
              onChange={(e) =>
                onEdit((plan) =>
                  withCharacterFields(plan, profile.id, { eatFromFat: e.target.checked ? true : undefined }),
                )
              }
            />
            <span aria-hidden="true">Live off fat ({dayState?.fatStored ?? 0})</span>
          </label>
        )}
        {profile.fatStorage && <FatOutlook profile={profile} stored={dayState?.fatStored ?? 0} />}
        {own.slots.some((s) => s.kind === 'travel') ? (
          <label className="plan-check">
            <input
              type="checkbox"
              checked={own.carried === true}
              aria-label={`${profile.name}: carried while travelling`}
              onChange={(e) =>
                onEdit((plan) =>
                  withCharacterFields(plan, profile.id, { carried: e.target.checked ? true : undefined }),
                )
              }
            />
            <span aria-hidden="true">Carried</span>
          </label>
        ) : null}
      </div>
      {check?.sidelined && (
        <p className="plan-row-sidelined" role="note">
          {check.sidelined} <Link to={eosPaths.ruling('R-planner-4')}>Ruling R-planner-4</Link>
        </p>
      )}
      {check && check.reasons.length > 0 && (
        <ul className="plan-slot-reasons" role="alert" aria-label={`${profile.name}: refused`}>
          {check.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <div className="plan-slots">
        {Array.from({ length: MAX_DAILY_TASKS }, (_, index) => {
          const slot = own.slots[index] ?? null;
          // Out of the plan today: their tasks wait, shown as planned, and are not judged until they can act.
          const out = check?.sidelined != null;
          if (slot === null && index >= allowed) {
            return (
              <p key={index} className="plan-slot plan-slot-locked">
                Task {index + 1} needs a cook’s Chore Delegation, a full day of meals and {THIRD_TASK_LIGHT_HOURS} hours
                of light.
              </p>
            );
          }
          return (
            <SlotEditor
              key={index}
              index={index}
              slot={slot}
              onChange={(s) => setSlot(Math.min(index, own.slots.length), s)}
              context={context}
              reasons={out ? [] : (check?.slots.find((s) => s.slotIndex === index)?.reasons ?? [])}
              missingToolkit={out ? undefined : check?.slots.find((s) => s.slotIndex === index)?.missingToolkit}
              rolls={rolls.filter((r) => r.slotIndex === index)}
            />
          );
        })}
      </div>
    </li>
  );
});
