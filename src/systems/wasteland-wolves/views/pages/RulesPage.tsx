import { useState } from 'react';
import { houseRuleSettings, wwHouseRules, wwRulings, type HouseRuleSetting, type StoredHouseRules } from '../../rules';
import { GameGate, WwNav } from '../components/GameGate';
import type { WwGameView } from '../data/hooks';
import { useWw } from '../data/ww-data-context';
import { attempt, errorText } from '../format';
import '../ww.css';

type Values = Record<string, unknown>;

export function RulesPage() {
  return <GameGate>{(game) => <Rules game={game} />}</GameGate>;
}

function SettingField({
  setting,
  value,
  onChange,
}: {
  setting: HouseRuleSetting;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const controlId = `ww-setting-${setting.key}`;
  const helpId = `${controlId}-help`;
  const help = (
    <span id={helpId} className="field-hint">
      {setting.description} <span className="muted">(ruling {setting.rulingId})</span>
    </span>
  );
  if (setting.kind === 'number') {
    return (
      <div className="field ww-field">
        <label htmlFor={controlId}>{setting.label}</label>
        <input
          id={controlId}
          type="number"
          inputMode="numeric"
          min={setting.min}
          max={setting.max}
          aria-describedby={helpId}
          value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
        {help}
      </div>
    );
  }
  return (
    <div className="field ww-field">
      <label htmlFor={controlId}>{setting.label}</label>
      <select id={controlId} aria-describedby={helpId} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        {setting.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {help}
    </div>
  );
}

function Rules({ game }: { game: WwGameView }) {
  const { data, campaignId } = useWw();
  const settings = houseRuleSettings();
  const initial = (): Values =>
    Object.fromEntries(settings.map((s) => [s.key, (game.houseRules as Values)[s.key] ?? s.default]));
  const [values, setValues] = useState<Values>(initial);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [saving, setSaving] = useState(false);
  const checked = attempt(() => wwHouseRules(values as StoredHouseRules));

  const save = async () => {
    if (!checked.ok) return setError(checked.message);
    // Store only what differs from the default, so a later default change reaches untouched settings.
    const stored = Object.fromEntries(
      settings.filter((s) => values[s.key] !== s.default).map((s) => [s.key, values[s.key]]),
    ) as StoredHouseRules;
    setSaving(true);
    try {
      await data.setHouseRules(campaignId, stored);
      setError(null);
      setSaid('The house rules are saved; every page now counts with them.');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="page ww-page">
      <WwNav />
      <h1>Rules of this game</h1>
      <h2>House rules</h2>
      <p>Where the text is silent or slips, the table chooses. Every page counts with these.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="ww-settings">
          {settings.map((s) => (
            <SettingField
              key={s.key}
              setting={s}
              value={values[s.key]}
              onChange={(v) => setValues({ ...values, [s.key]: v })}
            />
          ))}
        </div>
        {checked.ok ? null : (
          <p className="field-error" role="alert">
            {checked.message}
          </p>
        )}
        <div className="ww-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save house rules'}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setValues(Object.fromEntries(settings.map((s) => [s.key, s.default])))}
          >
            Back to the recommended readings
          </button>
        </div>
        {error === null ? null : (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        <p role="status" aria-live="polite" className="ww-message">
          {said}
        </p>
      </form>
      <h2>Rulings</h2>
      <p>What the text leaves open, and the reading the app takes.</p>
      {wwRulings().map((r) => (
        <article key={r.id} className="ruling" aria-labelledby={`ww-ruling-${r.id}`}>
          <h3 id={`ww-ruling-${r.id}`}>
            {r.id}: {r.topic}
          </h3>
          <blockquote>{r.quote}</blockquote>
          <dl>
            <dt>Reading</dt>
            <dd>{r.reading}</dd>
            {r.alternative ? (
              <>
                <dt>Otherwise</dt>
                <dd>{r.alternative}</dd>
              </>
            ) : null}
            {r.houseRule ? (
              <>
                <dt>Setting</dt>
                <dd>{r.houseRule.label}</dd>
              </>
            ) : null}
          </dl>
        </article>
      ))}
    </section>
  );
}
