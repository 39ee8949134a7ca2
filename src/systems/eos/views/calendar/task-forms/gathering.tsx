import { Params, D20Field, withOptional } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a gathering slot. */
export function GatheringForm({ name, slot, onChange, tools, appRoll, context }: TaskFormProps<'gathering'>) {
  const { random } = context;
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
