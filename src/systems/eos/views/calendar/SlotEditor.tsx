import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  rollD20,
  SIZE_CATEGORY_IDS,
  TOOL_LABEL,
  TOOL_LEVELS,
  type RandomSource,
  type ToolLevel,
  bushcraftSubTaskList,
  bushcraftSubTasks,
  cookingPoints,
  CRAFTING,
  type CalendarProfile,
  type BushcraftChoice,
  type CraftedItemId,
  type SizeCategoryId,
  type CampaignProject,
  type ProcessingTask,
  type RollRecord,
  type TaskSlot,
  type MissingToolkit,
  type ToolChoice,
  projectName,
  MAX_TIER,
  skillById,
  slotToolSkills,
  toolChoices,
} from '../../rules';
import { choiceOf, slotFor, TASK_CHOICES, TASK_GROUPS, type TaskChoiceId } from './task-choices';
import { WholeNumberInput } from '../../../../core/ui/WholeNumberInput';

export interface SlotContext {
  profile: CalendarProfile;
  /** The other party members (patients, chore delegation, navigators). */
  others: readonly { id: string; name: string }[];
  /** The campaign's projects as the project picker names them (projectOption). */
  projects: readonly ProjectOption[];
  party: readonly { id: string; name: string }[];
  /** The stock as it is now (read only when a task is picked: the best tools at hand). */
  getStock: () => Parameters<typeof slotFor>[1]['stock'];
  random: RandomSource;
  /** Puts a toolkit the character lacks on their sheet (from a refusal). */
  onAddToolkit: (toolkit: MissingToolkit) => void;
}

/** The task picker's entries: the same elements in every slot, so React does not compare them again on a render. */
const TASK_OPTIONS = (
  <>
    <option value="">— no task —</option>
    {TASK_GROUPS.map((group) => (
      <optgroup key={group} label={group}>
        {TASK_CHOICES.filter((c) => c.group === group).map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </optgroup>
    ))}
  </>
);

/**
 * One Daily Task of one character in the planner grid: what they do, with its parameters, the d20 for a task that rolls
 * (typed at the table, or rolled by the app), and the rules' refusals in plain words.
 */
export function SlotEditor({
  index,
  slot,
  onChange,
  context,
  reasons,
  missingToolkit,
  rolls,
}: {
  index: number;
  slot: TaskSlot | null;
  onChange: (slot: TaskSlot | null) => void;
  context: SlotContext;
  reasons: readonly string[];
  /** The toolkit a refusal says the character lacks: one tap puts it on their sheet. */
  missingToolkit?: MissingToolkit;
  /** The preview's rolls for this slot (the app's d20 where none was typed). */
  rolls: readonly RollRecord[];
}) {
  const { profile } = context;
  const reasonsId = useId();
  const name = `${profile.name}, task ${index + 1}`;
  const refused = reasons.length > 0;

  function pick(choice: TaskChoiceId | '') {
    if (choice === '') return onChange(null);
    onChange(
      slotFor(choice, {
        profile,
        stock: context.getStock(),
        projectIds: context.projects.map((p) => p.id),
        otherIds: context.others.map((o) => o.id),
      }),
    );
  }

  return (
    <div className={`plan-slot${refused ? ' plan-slot-refused' : ''}${slot ? '' : ' plan-slot-empty'}`}>
      <label className="plan-slot-task">
        <span className="plan-slot-number">Task {index + 1}</span>
        <select
          aria-label={`${name}: task`}
          value={slot ? choiceOf(slot) : ''}
          onChange={(e) => pick(e.target.value as TaskChoiceId | '')}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? reasonsId : undefined}
        >
          {TASK_OPTIONS}
        </select>
      </label>
      {slot && <SlotParameters name={name} slot={slot} onChange={onChange} context={context} rolls={rolls} />}
      {refused && (
        <ul className="plan-slot-reasons" id={reasonsId} role="alert" aria-label={`${name}: refused`}>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
          <li className="plan-slot-skip-note">Skipped if the day ends as planned.</li>
        </ul>
      )}
      {refused && missingToolkit && (
        <button
          type="button"
          className="button plan-slot-fix"
          onClick={() => {
            context.onAddToolkit(missingToolkit);
            // The slot then works with the kit added.
            if (slot && 'tools' in slot) onChange({ ...slot, tools: missingToolkit.level } as TaskSlot);
          }}
        >
          Add a {missingToolkit.level === 'crude' ? 'Crude' : 'Basic'} {skillById(missingToolkit.skill).name} toolkit to{' '}
          {profile.name}’s gear
        </button>
      )}
    </div>
  );
}

function SlotParameters({
  name,
  slot,
  onChange,
  context,
  rolls,
}: {
  name: string;
  slot: TaskSlot;
  onChange: (slot: TaskSlot) => void;
  context: SlotContext;
  rolls: readonly RollRecord[];
}) {
  const { profile, random } = context;
  const toolSkills = slotToolSkills(slot);
  const tools =
    'tools' in slot ? (
      <ToolsField
        name={name}
        value={slot.tools}
        choices={toolSkills === null ? null : toolChoices(profile, toolSkills.skills, context.getStock())}
        onChange={(tools) => onChange({ ...slot, tools } as TaskSlot)}
      />
    ) : null;
  const appRoll = (label: string) => rolls.find((r) => r.label === label && r.source === 'random')?.roll;

  switch (slot.kind) {
    case 'gathering': {
      const label = { fishing: 'Fishing', hunting: 'Hunting', trapping: 'Trapping' } as const;
      const rollLabel = slot.skill in label ? label[slot.skill as keyof typeof label] : null;
      return (
        <Params>
          {slot.skill !== 'hunting' && tools}
          {rollLabel && (
            <D20Field
              name={`${name}: ${rollLabel} d20`}
              value={slot.roll}
              appRoll={appRoll(rollLabel)}
              random={random}
              onChange={(roll) => onChange(withOptional(slot, 'roll', roll))}
            />
          )}
        </Params>
      );
    }
    case 'farming': {
      const harvest = slot.harvest;
      return (
        <Params>
          {tools}
          <Check
            label="Cloth-seed farm"
            name={name}
            checked={slot.clothSeed === true}
            onChange={(on) => onChange(withOptional(slot, 'clothSeed', on ? true : undefined))}
          />
          <Check
            label="Harvest the month’s crop today"
            name={name}
            checked={harvest !== undefined}
            onChange={(on) => onChange(withOptional(slot, 'harvest', on ? { clothShare: 0 } : undefined))}
          />
          {harvest && slot.clothSeed !== true && (
            <>
              <NumberField
                label={`${name}: share of the farm grown as cloth (%)`}
                text="Cloth share %"
                value={Math.round(harvest.clothShare * 100)}
                min={0}
                max={100}
                onChange={(v) => onChange({ ...slot, harvest: { ...harvest, clothShare: v / 100 } })}
              />
              <D20Field
                name={`${name}: Farm large animals d20`}
                value={harvest.largeAnimalRoll}
                appRoll={appRoll('Farm large animals')}
                random={random}
                onChange={(roll) => onChange({ ...slot, harvest: withOptional(harvest, 'largeAnimalRoll', roll) })}
              />
              <D20Field
                name={`${name}: Farm small animals d20`}
                value={harvest.smallAnimalRoll}
                appRoll={appRoll('Farm small animals')}
                random={random}
                onChange={(roll) => onChange({ ...slot, harvest: withOptional(harvest, 'smallAnimalRoll', roll) })}
              />
            </>
          )}
        </Params>
      );
    }
    case 'bushcraft':
      return <BushcraftFields name={name} slot={slot} onChange={onChange} level={profile.skill('bushcraft')} />;
    case 'cooking': {
      const level = profile.skill('cooking');
      const points = level > 0 ? safe(() => cookingPoints({ level, tools: slot.tools })) : null;
      return (
        <Params>
          {tools}
          {points !== null && <p className="plan-slot-note">{points} Cooking Points</p>}
          <NumberField
            label={`${name}: points spent preserving food`}
            text="Preserve"
            value={slot.preservations}
            min={0}
            onChange={(v) => onChange({ ...slot, preservations: v })}
          />
          <NumberField
            label={`${name}: batches of tallow candles`}
            text="Candles"
            value={slot.candleBatches}
            min={0}
            onChange={(v) => onChange({ ...slot, candleBatches: v })}
          />
          {context.others.length > 0 && (
            <fieldset className="plan-slot-choices">
              <legend>Chore Delegation (a 3rd task)</legend>
              {context.others.map((o) => (
                <Check
                  key={o.id}
                  label={o.name}
                  name={`${name}: Chore Delegation for`}
                  checked={slot.choreDelegationFor.includes(o.id)}
                  onChange={(on) =>
                    onChange({
                      ...slot,
                      choreDelegationFor: on
                        ? [...slot.choreDelegationFor, o.id]
                        : slot.choreDelegationFor.filter((id) => id !== o.id),
                    })
                  }
                />
              ))}
            </fieldset>
          )}
        </Params>
      );
    }
    case 'project':
      return (
        <Params>
          {context.projects.length === 0 ? (
            <p className="plan-slot-note">No project yet: start one on the Projects page.</p>
          ) : (
            <Select
              label={`${name}: project`}
              text="Project"
              value={slot.projectId}
              options={context.projects.map((p) => [p.id, p.label])}
              onChange={(projectId) => onChange({ ...slot, projectId })}
            />
          )}
        </Params>
      );
    case 'processing':
      return (
        <Params>
          {tools}
          <ProcessingFields name={name} task={slot.task} onChange={(task) => onChange({ ...slot, task })} />
        </Params>
      );
    case 'travel': {
      const navigator = slot.navigator;
      return (
        <Params>
          <Select
            label={`${name}: road or off road`}
            text="Way"
            value={slot.road}
            options={[
              ['road', 'On a road'],
              ['off-road', 'Off road'],
            ]}
            onChange={(road) => onChange({ ...slot, road: road as 'road' | 'off-road' })}
          />
          {slot.road === 'off-road' && (
            <>
              <Select
                label={`${name}: navigator`}
                text="Navigator"
                value={navigator?.characterId ?? ''}
                options={[['', 'Nobody'], ...context.party.map((p) => [p.id, p.name] as [string, string])]}
                onChange={(id) =>
                  onChange(
                    withOptional(
                      slot,
                      'navigator',
                      id === '' ? undefined : { characterId: id, mapTier: navigator?.mapTier ?? null },
                    ),
                  )
                }
              />
              {navigator && (
                <>
                  <NumberField
                    label={`${name}: map tier (0 for no map)`}
                    text="Map tier"
                    value={navigator.mapTier ?? 0}
                    min={0}
                    max={MAX_TIER}
                    onChange={(v) => onChange({ ...slot, navigator: { ...navigator, mapTier: v === 0 ? null : v } })}
                  />
                  <Check
                    label="Been here before"
                    name={name}
                    checked={navigator.visitedBefore === true}
                    onChange={(on) =>
                      onChange({ ...slot, navigator: withOptional(navigator, 'visitedBefore', on ? true : undefined) })
                    }
                  />
                </>
              )}
            </>
          )}
        </Params>
      );
    }
    case 'medicine':
      return (
        <Params>
          {tools}
          <Select
            label={`${name}: patient`}
            text="Patient"
            value={slot.patientId}
            options={context.others.map((o) => [o.id, o.name])}
            onChange={(patientId) => onChange({ ...slot, patientId })}
          />
        </Params>
      );
    case 'rest':
      return null;
    case 'lockpicking':
      return (
        <Params>
          {tools}
          <NumberField
            label={`${name}: lock tier`}
            text="Lock tier"
            value={slot.lockTier}
            min={0}
            max={MAX_TIER}
            onChange={(v) => onChange({ ...slot, lockTier: v })}
          />
          <NumberField
            label={`${name}: attempts (an hour each)`}
            text="Attempts"
            value={slot.attempts}
            min={1}
            max={10}
            onChange={(v) => onChange({ ...slot, attempts: v })}
          />
          <RollsField
            name={`${name}: lockpicking d20s`}
            value={slot.rolls}
            onChange={(rolls) => onChange(withOptional(slot, 'rolls', rolls))}
          />
        </Params>
      );
    case 'scholar':
      return (
        <Params>
          {slot.mode === 'write' && tools}
          <TextField
            label={`${name}: book`}
            text="Book"
            value={slot.title ?? ''}
            onChange={(title) => onChange(withOptional(slot, 'title', title === '' ? undefined : title))}
          />
        </Params>
      );
    case 'break-down':
      return (
        <Params>
          {tools}
          <Select
            label={`${name}: item taken apart`}
            text="Item"
            value={slot.item}
            options={CRAFTING.items.map((i) => [i.id, i.name])}
            onChange={(item) => onChange({ ...slot, item: item as CraftedItemId })}
          />
          <NumberField
            label={`${name}: its tier`}
            text="Tier"
            value={slot.tier}
            min={1}
            max={MAX_TIER}
            onChange={(tier) => onChange({ ...slot, tier })}
          />
          <Select
            label={`${name}: made for size`}
            text="Size"
            value={slot.size}
            options={SIZE_CATEGORY_IDS.map((s) => [s, s])}
            onChange={(size) => onChange({ ...slot, size: size as SizeCategoryId })}
          />
          <Select
            label={`${name}: from their gear`}
            text="Their gear"
            value={slot.itemId ?? ''}
            options={[['', 'Not from the sheet'], ...gearItems(profile).map((g) => [g.id, g.name] as [string, string])]}
            onChange={(itemId) => onChange(withOptional(slot, 'itemId', itemId === '' ? undefined : itemId))}
          />
        </Params>
      );
    case 'free':
      return (
        <Params>
          <TextField
            label={`${name}: what they do`}
            text="What"
            value={slot.text}
            onChange={(text) => onChange({ ...slot, text })}
          />
        </Params>
      );
  }
}

export interface ProjectOption {
  id: string;
  label: string;
}

/** A project as the picker names it: what is made, and by whom. */
export function projectOption(project: CampaignProject, party: readonly { id: string; name: string }[]): ProjectOption {
  const maker = party.find((p) => p.id === project.makerId)?.name ?? 'someone';
  return { id: project.id, label: `${projectName(project.spec)} (${maker})` };
}

function gearItems(profile: CalendarProfile): { id: string; name: string }[] {
  const gear = profile.character.gear;
  return [
    ...gear.weapons,
    ...gear.armor,
    ...(gear.shield ? [gear.shield] : []),
    ...gear.clothing,
    ...gear.containers,
    ...gear.toolkits,
  ].map((item) => ({ id: item.id, name: `${item.name} (T${item.tier})` }));
}

function safe<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch {
    return null;
  }
}

/** `object` with `key` set to `value`, or without `key` when value is undefined (optional fields stay absent). */
function withOptional<T extends object, K extends keyof T>(object: T, key: K, value: T[K] | undefined): T {
  const copy = { ...object };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

function Params({ children }: { children: ReactNode }) {
  return <div className="plan-slot-params">{children}</div>;
}

/**
 * The tools a slot works with: those the character carries and the camp has for the task (toolChoices), and the one
 * chosen even when it is not at hand (marked, and refused by the rules), so the select always shows what is planned.
 */
function ToolsField({
  name,
  value,
  choices,
  onChange,
}: {
  name: string;
  value: ToolLevel;
  /** null: the task takes any kit (break-down) and the rules say which serves. */
  choices: readonly ToolChoice[] | null;
  onChange: (t: ToolLevel) => void;
}) {
  const options: (readonly [string, string])[] =
    choices === null ? TOOL_LEVELS.map((t) => [t, TOOL_LABEL[t].name]) : choices.map((c) => [c.tools, c.label]);
  if (!options.some(([t]) => t === value)) options.push([value, `${TOOL_LABEL[value].name} (not at hand)`]);
  return (
    <Select
      label={`${name}: tools`}
      text="Tools"
      value={value}
      options={options}
      onChange={(t) => onChange(t as ToolLevel)}
    />
  );
}

function Select({
  label,
  text,
  value,
  options,
  onChange,
}: {
  label: string;
  text: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="plan-field">
      <span aria-hidden="true">{text}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberField({
  label,
  text,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  text: string;
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="plan-field plan-field-number">
      <span aria-hidden="true">{text}</span>
      <WholeNumberInput label={label} value={value} min={min} max={max} onChange={onChange} />
    </label>
  );
}

/** Text saved when the field is left (not on every key). */
function TextField({
  label,
  text,
  value,
  onChange,
}: {
  label: string;
  text: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <label className="plan-field plan-field-text">
      <span aria-hidden="true">{text}</span>
      <input
        type="text"
        aria-label={label}
        value={draft}
        maxLength={500}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => draft !== value && onChange(draft.trim())}
      />
    </label>
  );
}

function Check({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="plan-check">
      <input
        type="checkbox"
        aria-label={`${name}: ${label}`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span aria-hidden="true">{label}</span>
    </label>
  );
}

/**
 * The d20 of a task that rolls: type the number rolled at the table, or press Roll to let the app roll it now. Left
 * empty, the app's roll for the day is used (shown, and the same in the preview and when the day ends).
 */
function D20Field({
  name,
  value,
  appRoll,
  random,
  onChange,
}: {
  name: string;
  value: number | undefined;
  appRoll: number | undefined;
  random: RandomSource;
  onChange: (roll: number | undefined) => void;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  useEffect(() => setDraft(value === undefined ? '' : String(value)), [value]);
  const hintId = useId();
  const invalid = draft !== '' && !isD20(Number(draft));

  return (
    <div className="plan-d20">
      <label className="plan-field plan-field-number">
        <span aria-hidden="true">d20</span>
        <input
          type="number"
          inputMode="numeric"
          aria-label={name}
          min={1}
          max={20}
          value={draft}
          placeholder={appRoll === undefined ? '—' : String(appRoll)}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          onFocus={(e) => e.target.select()}
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value === '') onChange(undefined);
            else if (isD20(n)) onChange(n);
          }}
        />
      </label>
      <button
        type="button"
        className="button plan-roll"
        aria-label={`Roll ${name}`}
        onClick={() => onChange(rollD20(random))}
      >
        Roll
      </button>
      <span className="plan-d20-hint" id={hintId}>
        {invalid
          ? 'A d20 shows 1 to 20.'
          : value !== undefined
            ? 'rolled at the table'
            : appRoll !== undefined
              ? `app rolls ${appRoll}`
              : 'app rolls at the end of the day'}
      </span>
    </div>
  );
}

function isD20(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 20;
}

/** Typed d20s of several attempts, "12, 7, 19"; missing ones are rolled by the app. */
function RollsField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: readonly number[] | undefined;
  onChange: (rolls: number[] | undefined) => void;
}) {
  return (
    <TextField
      label={name}
      text="d20s typed"
      value={(value ?? []).join(', ')}
      onChange={(text) => {
        const rolls = text
          .split(/[\s,]+/u)
          .filter(Boolean)
          .map(Number)
          .filter(isD20);
        onChange(rolls.length > 0 ? rolls : undefined);
      }}
    />
  );
}

function BushcraftFields({
  name,
  slot,
  onChange,
  level,
}: {
  name: string;
  slot: Extract<TaskSlot, { kind: 'bushcraft' }>;
  onChange: (slot: TaskSlot) => void;
  level: number;
}) {
  const limit = level > 0 ? safe(() => bushcraftSubTasks(level)) : null;
  const subTasks = bushcraftSubTaskList();
  const count = (id: string) => slot.choices.filter((c) => c.id === id).length;
  const chosen = subTasks.filter((sub) => count(sub.id) > 0);
  const shelterTier = slot.choices.find((c) => c.id === 'shelter')?.tier ?? 1;
  const raftPersons = slot.choices.find((c) => c.id === 'raft')?.persons ?? 1;

  function setCount(id: BushcraftChoice['id'], n: number) {
    const others = slot.choices.filter((c) => c.id !== id);
    const one: BushcraftChoice =
      id === 'shelter' ? { id, tier: shelterTier } : id === 'raft' ? { id, persons: raftPersons } : { id };
    onChange({ ...slot, choices: [...others, ...Array.from({ length: n }, () => one)] });
  }

  return (
    <fieldset className="plan-slot-choices">
      <legend>
        Sub-tasks: {slot.choices.length}
        {limit !== null ? ` of ${limit}` : ''}
      </legend>
      {chosen.map((sub) => (
        <NumberField
          key={sub.id}
          label={`${name}: ${sub.name}`}
          text={sub.name}
          value={count(sub.id)}
          min={0}
          max={22}
          onChange={(n) => setCount(sub.id, n)}
        />
      ))}
      {count('shelter') > 0 && (
        <NumberField
          label={`${name}: shelter tier`}
          text="Shelter tier"
          value={shelterTier}
          min={1}
          max={MAX_TIER}
          onChange={(tier) =>
            onChange({ ...slot, choices: slot.choices.map((c) => (c.id === 'shelter' ? { id: 'shelter', tier } : c)) })
          }
        />
      )}
      {count('raft') > 0 && (
        <NumberField
          label={`${name}: raft persons`}
          text="Raft for"
          value={raftPersons}
          min={1}
          max={100}
          onChange={(persons) =>
            onChange({ ...slot, choices: slot.choices.map((c) => (c.id === 'raft' ? { id: 'raft', persons } : c)) })
          }
        />
      )}
      <Select
        label={`${name}: add a sub-task`}
        text="Add"
        value=""
        options={[['', 'Add a sub-task…'], ...subTasks.map((sub) => [sub.id, sub.name] as [string, string])]}
        onChange={(id) => id !== '' && setCount(id as BushcraftChoice['id'], count(id) + 1)}
      />
    </fieldset>
  );
}

function ProcessingFields({
  name,
  task,
  onChange,
}: {
  name: string;
  task: ProcessingTask;
  onChange: (task: ProcessingTask) => void;
}) {
  switch (task.process) {
    case 'cloth':
      return (
        <NumberField
          label={`${name}: cloth tier`}
          text="Cloth tier"
          value={task.tier}
          min={1}
          max={MAX_TIER}
          onChange={(tier) => onChange({ ...task, tier })}
        />
      );
    case 'cordage':
      return (
        <NumberField
          label={`${name}: cloth fragments used`}
          text="Fragments"
          value={task.clothFragments}
          min={1}
          max={10}
          onChange={(clothFragments) => onChange({ ...task, clothFragments })}
        />
      );
    case 'lumber':
      return null;
    case 'arrows':
      return (
        <>
          <Select
            label={`${name}: arrowheads`}
            text="Heads"
            value={task.heads}
            options={[
              ['bone', 'Bone shards'],
              ['metal', 'Ingots'],
            ]}
            onChange={(heads) =>
              onChange(
                heads === 'metal'
                  ? { process: 'arrows', heads: 'metal', ingotTier: task.ingotTier ?? 1 }
                  : { process: 'arrows', heads: 'bone' },
              )
            }
          />
          {task.heads === 'metal' && (
            <NumberField
              label={`${name}: ingot tier`}
              text="Ingot tier"
              value={task.ingotTier ?? 1}
              min={1}
              max={MAX_TIER}
              onChange={(ingotTier) => onChange({ ...task, ingotTier })}
            />
          )}
        </>
      );
    case 'bolts':
      return (
        <>
          <Select
            label={`${name}: crossbow`}
            text="For"
            value={task.crossbow}
            options={[
              ['one-handed', 'One-handed crossbows'],
              ['two-handed', 'Two-handed crossbows'],
            ]}
            onChange={(crossbow) => onChange({ ...task, crossbow: crossbow as 'one-handed' | 'two-handed' })}
          />
          <NumberField
            label={`${name}: ingot tier`}
            text="Ingot tier"
            value={task.ingotTier}
            min={1}
            max={MAX_TIER}
            onChange={(ingotTier) => onChange({ ...task, ingotTier })}
          />
        </>
      );
  }
}
