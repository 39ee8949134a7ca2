import { useId } from 'react';
import {
  TOOL_LABEL,
  TOOL_LEVELS,
  type ToolLevel,
  type CampaignProject,
  type RollRecord,
  type TaskSlot,
  type TaskSlotKind,
  type MissingToolkit,
  type ToolChoice,
  projectName,
  skillById,
  slotToolSkills,
  toolChoices,
} from '../../rules';
import { choiceOf, slotFor, TASK_CHOICES, TASK_GROUPS, type TaskChoiceId } from './task-choices';
import { Select } from './task-forms/fields';
import { TASK_FORMS } from './task-forms/registry';
import type { ProjectOption, SlotContext, TaskForm } from './task-forms/types';

export type { ProjectOption, SlotContext } from './task-forms/types';

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
  const { profile } = context;
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

  // The form of the slot's kind (task-forms/): TASK_FORMS[k] takes the slot of kind k, and this slot is of its own kind.
  const Form = TASK_FORMS[slot.kind] as TaskForm<TaskSlotKind>;
  return <Form name={name} slot={slot} onChange={onChange} context={context} tools={tools} appRoll={appRoll} />;
}

/** A project as the picker names it: what is made, and by whom. */
export function projectOption(project: CampaignProject, party: readonly { id: string; name: string }[]): ProjectOption {
  const maker = party.find((p) => p.id === project.makerId)?.name ?? 'someone';
  return { id: project.id, label: `${projectName(project.spec)} (${maker})` };
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
