import { MAX_TIER, type ProcessingTask } from '../../../rules';
import { Params, Select, NumberField } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a processing slot. */
export function ProcessingForm({ name, slot, onChange, tools }: TaskFormProps<'processing'>) {
  return (
    <Params>
      {tools}
      <ProcessingFields name={name} task={slot.task} onChange={(task) => onChange({ ...slot, task })} />
    </Params>
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
