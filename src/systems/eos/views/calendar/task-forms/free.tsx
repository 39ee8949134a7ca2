import { Params, TextField } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a free slot. */
export function FreeForm({ name, slot, onChange }: TaskFormProps<'free'>) {
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
