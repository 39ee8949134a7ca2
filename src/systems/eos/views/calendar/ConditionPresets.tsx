import { useId, useState } from 'react';
import { deleteConditionPreset, PRESET_NAME, renameConditionPreset, saveConditionPreset } from '../../../../db';
import { withPreset, type ConditionPreset, type DayConditions } from '../../rules';
import { failureMessage } from '../../../../core/ui/failure-message';

/**
 * The GM's named conditions: apply one to today (the zone and the exceptions stay), save today's as one, rename or
 * delete one. The app invents none — the text leaves the cold "to be assigned by GM … may change from season to
 * season" — so the list starts empty.
 */
export function ConditionPresets({
  campaignId,
  presets,
  conditions,
  onChange,
}: {
  campaignId: string;
  presets: readonly ConditionPreset[];
  conditions: DayConditions;
  onChange: (conditions: DayConditions) => void;
}) {
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const errorId = useId();
  const preset = presets.find((p) => p.id === chosen) ?? presets[0];

  async function run(write: () => Promise<unknown>, done: string) {
    try {
      await write();
      setError(null);
      setStatus(done);
      return true;
    } catch (e) {
      setError(failureMessage(e));
      setStatus(null);
      return false;
    }
  }

  return (
    <div className="condition-presets" role="group" aria-labelledby="condition-presets-title">
      <h3 id="condition-presets-title">Presets</h3>
      {presets.length === 0 ? (
        <p className="condition-presets-empty">
          None yet: the GM sets the cold (“to be assigned by GM … may change from season to season”). Save today’s
          conditions under a name to use them again.
        </p>
      ) : (
        <div className="inline-form">
          <label className="plan-field">
            <span>Preset</span>
            <select aria-label="Preset" value={preset?.id ?? ''} onChange={(e) => setChosen(e.target.value)}>
              {presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          {preset && (
            <>
              <button
                type="button"
                className="button"
                onClick={() => {
                  onChange(withPreset(conditions, preset));
                  setStatus(`${preset.name} applied to today.`);
                }}
              >
                Apply
              </button>
              <button type="button" className="button" onClick={() => setRenaming(preset.name)}>
                Rename
              </button>
              <button
                type="button"
                className="button"
                onClick={() => void run(() => deleteConditionPreset(campaignId, preset.id), `${preset.name} deleted.`)}
              >
                Delete
              </button>
            </>
          )}
        </div>
      )}
      {preset && renaming !== null && (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => renameConditionPreset(campaignId, preset.id, renaming), 'Preset renamed.').then(
              (ok) => ok && setRenaming(null),
            );
          }}
        >
          <label className="plan-field plan-field-text">
            <span>New name</span>
            <input
              type="text"
              aria-label={`New name for ${preset.name}`}
              value={renaming}
              maxLength={200}
              onChange={(e) => setRenaming(e.target.value)}
            />
          </label>
          <button type="submit" className="button">
            Save name
          </button>
          <button type="button" className="button" onClick={() => setRenaming(null)}>
            Cancel
          </button>
        </form>
      )}
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => saveConditionPreset(campaignId, name), `Saved as ${name.trim()}.`).then(
            (ok) => ok && setName(''),
          );
        }}
      >
        <label className="plan-field plan-field-text">
          <span>{PRESET_NAME}</span>
          <input
            type="text"
            aria-label="Name for today’s conditions"
            placeholder="Midwinter storm"
            value={name}
            maxLength={200}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          Save today’s conditions
        </button>
      </form>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {/* Announced, but not a second status line of the page (the planner's own says what a day did). */}
      <p className="condition-presets-status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
