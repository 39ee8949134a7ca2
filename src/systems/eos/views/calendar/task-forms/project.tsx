import { Params, Select } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a project slot. */
export function ProjectForm({ name, slot, onChange, context }: TaskFormProps<'project'>) {
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
}
