import { MAX_TIER } from '../../../rules';
import { Params, NumberField, RollsField, withOptional } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a lockpicking slot. */
export function LockpickingForm({ name, slot, onChange, tools }: TaskFormProps<'lockpicking'>) {
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
}
