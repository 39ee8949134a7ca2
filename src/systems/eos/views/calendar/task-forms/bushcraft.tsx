import { bushcraftSubTaskList, bushcraftSubTasks, MAX_TIER, type BushcraftChoice, type TaskSlot } from '../../../rules';
import { Select, NumberField, safe } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a bushcraft slot. */
export function BushcraftForm({ name, slot, onChange, context }: TaskFormProps<'bushcraft'>) {
  const { profile } = context;
  return <BushcraftFields name={name} slot={slot} onChange={onChange} level={profile.skill('bushcraft')} />;
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
