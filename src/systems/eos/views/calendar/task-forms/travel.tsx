import { MAX_TIER } from '../../../rules';
import { Params, Select, NumberField, Check, withOptional } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a travel slot. */
export function TravelForm({ name, slot, onChange, context }: TaskFormProps<'travel'>) {
  const navigator = slot.navigator;
  return (
    <Params>
      <Select
        label={`${name}: road or off road`}
        text="Way"
        value={slot.road}
        options={[
          ['road', 'On a road'],
          ['off-road', 'Off road'],
        ]}
        onChange={(road) => onChange({ ...slot, road: road as 'road' | 'off-road' })}
      />
      {slot.road === 'off-road' && (
        <>
          <Select
            label={`${name}: navigator`}
            text="Navigator"
            value={navigator?.characterId ?? ''}
            options={[['', 'Nobody'], ...context.party.map((p) => [p.id, p.name] as [string, string])]}
            onChange={(id) =>
              onChange(
                withOptional(
                  slot,
                  'navigator',
                  id === '' ? undefined : { characterId: id, mapTier: navigator?.mapTier ?? null },
                ),
              )
            }
          />
          {navigator && (
            <>
              <NumberField
                label={`${name}: map tier (0 for no map)`}
                text="Map tier"
                value={navigator.mapTier ?? 0}
                min={0}
                max={MAX_TIER}
                onChange={(v) => onChange({ ...slot, navigator: { ...navigator, mapTier: v === 0 ? null : v } })}
              />
              <Check
                label="Been here before"
                name={name}
                checked={navigator.visitedBefore === true}
                onChange={(on) =>
                  onChange({ ...slot, navigator: withOptional(navigator, 'visitedBefore', on ? true : undefined) })
                }
              />
            </>
          )}
        </>
      )}
    </Params>
  );
}
