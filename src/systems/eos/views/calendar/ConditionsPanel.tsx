import { memo } from 'react';
import {
  coldNote,
  type CampaignZone,
  type ConditionPreset,
  type DayConditions,
  zoneHuntingTargetNumber,
  zoneTrappingTargetNumber,
} from '../../rules';
import { ConditionExceptions } from './ConditionExceptions';
import { ConditionPresets } from './ConditionPresets';
import { WholeNumberInput } from '../../../../core/ui/WholeNumberInput';

const ZONE_KIND_LABEL = { town: 'Town', road: 'Road', wilderness: 'Wilderness' } as const;

/**
 * The day's conditions in one compact block: cold by day and night (0 a warm day, 12 a winter night, 20–30 or more a
 * blizzard), hours exposed, shelter and fire, the zone (with its distance from town), hours of light and snow. They
 * carry over to the next day until the GM changes them. One character may have other hours exposed, shelter or fire.
 */
export const ConditionsPanel = memo(function ConditionsPanel({
  campaignId,
  conditions,
  presets,
  zones,
  party,
  onChange,
}: {
  campaignId: string;
  conditions: DayConditions;
  /** The GM's named conditions (CalendarRecord.conditionPresets). */
  presets: readonly ConditionPreset[];
  zones: readonly CampaignZone[];
  party: readonly { id: string; name: string }[];
  onChange: (conditions: DayConditions) => void;
}) {
  const zone = zones.find((z) => z.id === conditions.zoneId);
  const cold = coldNote(conditions);
  const set = <K extends keyof DayConditions>(key: K, value: DayConditions[K]) =>
    onChange({ ...conditions, [key]: value });

  return (
    <section className="card conditions" aria-labelledby="conditions-title">
      <h2 id="conditions-title">Conditions</h2>
      <div className="conditions-fields">
        <label className="plan-field conditions-zone">
          <span>Zone</span>
          <select aria-label="Zone" value={conditions.zoneId} onChange={(e) => set('zoneId', e.target.value)}>
            {zones.map((z) => (
              <option key={z.id} value={z.id}>
                {z.name} ({ZONE_KIND_LABEL[z.kind]})
              </option>
            ))}
          </select>
        </label>
        <Whole label="Cold by day" value={conditions.coldDay} max={100} onChange={(v) => set('coldDay', v)} />
        <Whole label="Cold at night" value={conditions.coldNight} max={100} onChange={(v) => set('coldNight', v)} />
        <Whole
          label="Hours out by day"
          value={conditions.hoursExposedDay}
          max={24 - conditions.hoursExposedNight}
          onChange={(v) => set('hoursExposedDay', v)}
        />
        <Whole
          label="Hours out at night"
          value={conditions.hoursExposedNight}
          max={24 - conditions.hoursExposedDay}
          onChange={(v) => set('hoursExposedNight', v)}
        />
        <Whole
          label="Hours of light"
          value={conditions.hoursOfLight}
          max={24}
          onChange={(v) => set('hoursOfLight', v)}
        />
        <Toggle label="Shelter" checked={conditions.shelter} onChange={(v) => set('shelter', v)} />
        <Toggle label="Fire" checked={conditions.fire} onChange={(v) => set('fire', v)} />
        <Toggle label="Snow" checked={conditions.snow} onChange={(v) => set('snow', v)} />
      </div>
      {cold && (
        <p className="conditions-cold-note" aria-label="Why the cold costs what it does">
          {cold.formula} <q>{cold.quote}</q>
        </p>
      )}
      {zone && (
        <p className="conditions-zone-facts">
          {zone.name}: {zone.milesFromTown} miles from town
          {zone.kind === 'wilderness' ? `, ${zone.zonesFromRoadOrCity} zones from a road or city` : ''} · hunting TN{' '}
          {zoneHuntingTargetNumber(zone)} · trapping TN {zoneTrappingTargetNumber(zone)}
        </p>
      )}
      <ConditionExceptions conditions={conditions} party={party} onChange={onChange} />
      <ConditionPresets campaignId={campaignId} presets={presets} conditions={conditions} onChange={onChange} />
    </section>
  );
});

function Whole({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="plan-field plan-field-number">
      <span>{label}</span>
      <WholeNumberInput value={value} min={0} max={max} onChange={onChange} />
    </label>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="plan-check conditions-toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
