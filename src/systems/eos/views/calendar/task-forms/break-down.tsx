import {
  SIZE_CATEGORY_IDS,
  CRAFTING,
  MAX_TIER,
  type CraftedItemId,
  type SizeCategoryId,
  type CalendarProfile,
} from '../../../rules';
import { Params, Select, NumberField, withOptional } from './fields';
import type { TaskFormProps } from './types';

/** The parameters of a break-down slot. */
export function BreakDownForm({ name, slot, onChange, tools, context }: TaskFormProps<'break-down'>) {
  const { profile } = context;
  return (
    <Params>
      {tools}
      <Select
        label={`${name}: item taken apart`}
        text="Item"
        value={slot.item}
        options={CRAFTING.items.map((i) => [i.id, i.name])}
        onChange={(item) => onChange({ ...slot, item: item as CraftedItemId })}
      />
      <NumberField
        label={`${name}: its tier`}
        text="Tier"
        value={slot.tier}
        min={1}
        max={MAX_TIER}
        onChange={(tier) => onChange({ ...slot, tier })}
      />
      <Select
        label={`${name}: made for size`}
        text="Size"
        value={slot.size}
        options={SIZE_CATEGORY_IDS.map((s) => [s, s])}
        onChange={(size) => onChange({ ...slot, size: size as SizeCategoryId })}
      />
      <Select
        label={`${name}: from their gear`}
        text="Their gear"
        value={slot.itemId ?? ''}
        options={[['', 'Not from the sheet'], ...gearItems(profile).map((g) => [g.id, g.name] as [string, string])]}
        onChange={(itemId) => onChange(withOptional(slot, 'itemId', itemId === '' ? undefined : itemId))}
      />
    </Params>
  );
}

function gearItems(profile: CalendarProfile): { id: string; name: string }[] {
  const gear = profile.character.gear;
  return [
    ...gear.weapons,
    ...gear.armor,
    ...(gear.shield ? [gear.shield] : []),
    ...gear.clothing,
    ...gear.containers,
    ...gear.toolkits,
  ].map((item) => ({ id: item.id, name: `${item.name} (T${item.tier})` }));
}
