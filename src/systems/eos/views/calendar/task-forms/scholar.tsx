import { Params, TextField, withOptional } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a scholar slot. */
export function ScholarForm({ name, slot, onChange, tools }: TaskFormProps<'scholar'>) {
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
}
