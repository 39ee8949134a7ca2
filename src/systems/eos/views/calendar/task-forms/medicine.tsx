import { Params, Select } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a medicine slot. */
export function MedicineForm({ name, slot, onChange, context, tools }: TaskFormProps<'medicine'>) {
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
}
