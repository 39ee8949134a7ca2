import { cookingPoints } from '../../../rules';
import { Params, NumberField, Check, safe } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a cooking slot. */
export function CookingForm({ name, slot, onChange, context, tools }: TaskFormProps<'cooking'>) {
  const { profile } = context;
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
