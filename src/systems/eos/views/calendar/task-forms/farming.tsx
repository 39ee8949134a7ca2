import { Params, NumberField, Check, D20Field, withOptional } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a farming slot. */
export function FarmingForm({ name, slot, onChange, tools, appRoll, context }: TaskFormProps<'farming'>) {
  const { random } = context;
  const harvest = slot.harvest;
  return (
    <Params>
      {tools}
      <Check
        label="Cloth-seed farm"
        name={name}
        checked={slot.clothSeed === true}
        onChange={(on) => onChange(withOptional(slot, 'clothSeed', on ? true : undefined))}
      />
      <Check
        label="Harvest the month’s crop today"
        name={name}
        checked={harvest !== undefined}
        onChange={(on) => onChange(withOptional(slot, 'harvest', on ? { clothShare: 0 } : undefined))}
      />
      {harvest && slot.clothSeed !== true && (
        <>
          <NumberField
            label={`${name}: share of the farm grown as cloth (%)`}
            text="Cloth share %"
            value={Math.round(harvest.clothShare * 100)}
            min={0}
            max={100}
            onChange={(v) => onChange({ ...slot, harvest: { ...harvest, clothShare: v / 100 } })}
          />
          <D20Field
            name={`${name}: Farm large animals d20`}
            value={harvest.largeAnimalRoll}
            appRoll={appRoll('Farm large animals')}
            random={random}
            onChange={(roll) => onChange({ ...slot, harvest: withOptional(harvest, 'largeAnimalRoll', roll) })}
          />
          <D20Field
            name={`${name}: Farm small animals d20`}
            value={harvest.smallAnimalRoll}
            appRoll={appRoll('Farm small animals')}
            random={random}
            onChange={(roll) => onChange({ ...slot, harvest: withOptional(harvest, 'smallAnimalRoll', roll) })}
          />
        </>
      )}
    </Params>
  );
}
