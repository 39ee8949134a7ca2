import { useState } from 'react';
import type { CharacterConditions, DayConditions } from '../../rules';

type Exception = CharacterConditions;
type HoursKey = 'hoursExposedDay' | 'hoursExposedNight';
type FlagKey = 'shelter' | 'fire';

const HOURS: readonly { key: HoursKey; label: string }[] = [
  { key: 'hoursExposedDay', label: 'Hours out by day' },
  { key: 'hoursExposedNight', label: 'Hours out at night' },
];
const FLAGS: readonly { key: FlagKey; label: string }[] = [
  { key: 'shelter', label: 'Shelter' },
  { key: 'fire', label: 'Fire' },
];

/**
 * One character's exceptions to the day's conditions (the one on watch is out all night, the one who stays by the fire
 * …): hours exposed by day and at night, shelter and fire. A field left empty follows the party's conditions.
 */
export function ConditionExceptions({
  conditions,
  party,
  onChange,
}: {
  conditions: DayConditions;
  party: readonly { id: string; name: string }[];
  onChange: (conditions: DayConditions) => void;
}) {
  const exceptions = conditions.perCharacter ?? {};
  const withException = party.filter((c) => exceptions[c.id] !== undefined);
  const without = party.filter((c) => exceptions[c.id] === undefined);
  const [adding, setAdding] = useState('');
  const chosen = without.some((c) => c.id === adding) ? adding : (without[0]?.id ?? '');

  const save = (next: Readonly<Record<string, Exception>>) => {
    const rest: DayConditions = { ...conditions };
    delete rest.perCharacter;
    onChange(Object.keys(next).length === 0 ? rest : { ...rest, perCharacter: next });
  };
  const setException = (id: string, exception: Exception) => save({ ...exceptions, [id]: exception });
  const remove = (id: string) => {
    const next = { ...exceptions };
    delete next[id];
    save(next);
  };
  const setField = <K extends keyof Exception>(id: string, key: K, value: Exception[K] | undefined) => {
    const next: Exception = { ...exceptions[id] };
    if (value === undefined) delete next[key];
    else next[key] = value;
    setException(id, next);
  };

  if (party.length === 0) return null;
  return (
    <div className="condition-exceptions" role="group" aria-labelledby="condition-exceptions-title">
      <h3 id="condition-exceptions-title">Exceptions for one character</h3>
      {withException.length > 0 && (
        <ul className="condition-exception-list" aria-label="Exceptions">
          {withException.map((c) => {
            const own = exceptions[c.id] ?? {};
            return (
              <li key={c.id} className="condition-exception" aria-label={c.name}>
                <span className="condition-exception-name">{c.name}</span>
                {HOURS.map(({ key, label }) => (
                  <label key={key} className="plan-field plan-field-number">
                    <span>{label}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={24}
                      step={1}
                      aria-label={`${c.name}: ${label.toLowerCase()}`}
                      placeholder={String(conditions[key])}
                      value={own[key] ?? ''}
                      onChange={(e) => {
                        if (e.target.value === '') return setField(c.id, key, undefined);
                        const n = Number(e.target.value);
                        if (Number.isSafeInteger(n) && n >= 0 && n <= 24) setField(c.id, key, n);
                      }}
                    />
                  </label>
                ))}
                {FLAGS.map(({ key, label }) => (
                  <label key={key} className="plan-field">
                    <span>{label}</span>
                    <select
                      aria-label={`${c.name}: ${label.toLowerCase()}`}
                      value={own[key] === undefined ? 'party' : own[key] ? 'yes' : 'no'}
                      onChange={(e) =>
                        setField(c.id, key, e.target.value === 'party' ? undefined : e.target.value === 'yes')
                      }
                    >
                      <option value="party">As the party ({conditions[key] ? 'yes' : 'no'})</option>
                      <option value="yes">Yes</option>
                      <option value="no">No</option>
                    </select>
                  </label>
                ))}
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${c.name}’s exception`}
                  onClick={() => remove(c.id)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {without.length > 0 && (
        <div className="inline-form">
          <label className="plan-field">
            <span>Character</span>
            <select aria-label="Character for an exception" value={chosen} onChange={(e) => setAdding(e.target.value)}>
              {without.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={() => setException(chosen, {})}>
            Add exception
          </button>
        </div>
      )}
    </div>
  );
}
