import { useState } from 'react';
import {
  houseRuleSettings,
  wdcHouseRules,
  wdcRulings,
  type HouseRuleSetting,
  type StoredHouseRules,
} from '../../rules';
import { BackToCampaign, CampaignGate } from '../components/CampaignGate';
import { PageTitle } from '../components/PageTitle';
import type { WdcCampaignView } from '../data/hooks';
import { useWdc } from '../data/wdc-data-context';
import { attempt, errorText } from '../format';
import '../wdc.css';

type Values = Record<string, unknown>;

function SettingField({
  setting,
  value,
  onChange,
}: {
  setting: HouseRuleSetting;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const controlId = `wdc-setting-${setting.key}`;
  const describedBy = `${controlId}-help`;
  const help = (
    <span id={describedBy} className="field-hint">
      {setting.description} <span className="muted">({setting.rulingId})</span>
    </span>
  );
  switch (setting.kind) {
    case 'switch':
      return (
        <div className="wdc-setting">
          <label className="check">
            <input
              type="checkbox"
              checked={value === true}
              aria-describedby={describedBy}
              onChange={(e) => onChange(e.target.checked)}
            />
            <span>{setting.label}</span>
          </label>
          {help}
        </div>
      );
    case 'number':
      return (
        <div className="field wdc-setting">
          <label htmlFor={controlId}>{setting.label}</label>
          <input
            id={controlId}
            type="number"
            min={setting.min}
            max={setting.max}
            aria-describedby={describedBy}
            value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          />
          {help}
        </div>
      );
    case 'choice':
      return (
        <div className="field wdc-setting">
          <label htmlFor={controlId}>{setting.label}</label>
          <select
            id={controlId}
            aria-describedby={describedBy}
            value={String(value)}
            onChange={(e) => onChange(e.target.value)}
          >
            {setting.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {help}
        </div>
      );
    case 'list':
      return (
        <div className="field wdc-setting">
          <label htmlFor={controlId}>{setting.label} (one a line)</label>
          <textarea
            id={controlId}
            rows={4}
            aria-describedby={describedBy}
            value={Array.isArray(value) ? value.join('\n') : ''}
            onChange={(e) =>
              onChange(
                e.target.value
                  .split('\n')
                  .map((line) => line.trim())
                  .filter((line) => line.length > 0),
              )
            }
          />
          {help}
        </div>
      );
    case 'text':
      return (
        <div className="field wdc-setting">
          <label htmlFor={controlId}>{setting.label}</label>
          <textarea
            rows={3}
            maxLength={setting.maxLength}
            aria-describedby={describedBy}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
          />
          {help}
        </div>
      );
  }
}

function Settings({ campaign }: { campaign: WdcCampaignView }) {
  const { data, campaignId } = useWdc();
  const settings = houseRuleSettings();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(settings.map((s) => [s.key, (campaign.houseRules as Values)[s.key] ?? s.default])),
  );
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    // Only what differs from the default is stored, so a later default change reaches tables that never set it.
    const stored = Object.fromEntries(
      settings
        .filter((s) => JSON.stringify(values[s.key]) !== JSON.stringify(s.default))
        .map((s) => [s.key, values[s.key]]),
    ) as StoredHouseRules;
    const checked = attempt(() => wdcHouseRules(stored));
    if (!checked.ok) return setMessage({ kind: 'error', text: `Not saved: ${checked.message}` });
    setSaving(true);
    try {
      await data.setHouseRules(campaignId, stored);
      setMessage({
        kind: 'ok',
        text: 'Saved. New fights use these settings; a fight keeps the ones it was made with.',
      });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="wdc-house-title" className="card wdc-panel">
      <h2 id="wdc-house-title">The Storyteller's settings</h2>
      <p className="muted">
        “The Storyteller may have house rules that are applied on top of these to add more options or flavor, such as
        mechanics for throwing, grappling or cover.”
      </p>
      <form
        className="wdc-settings"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {settings.map((setting) => (
          <SettingField
            key={setting.key}
            setting={setting}
            value={values[setting.key]}
            onChange={(v) => setValues({ ...values, [setting.key]: v })}
          />
        ))}
        <div aria-live="assertive">
          {message === null ? null : (
            <p
              className={message.kind === 'ok' ? 'status-line' : 'notice notice-error'}
              role={message.kind === 'ok' ? 'status' : 'alert'}
            >
              {message.text}
            </p>
          )}
        </div>
        <button type="submit" className="button primary" disabled={saving}>
          Save the settings
        </button>
      </form>
    </section>
  );
}

function Page({ campaign }: { campaign: WdcCampaignView }) {
  const settings = houseRuleSettings();
  return (
    <section className="page wdc-page" aria-labelledby="wdc-rules-title">
      <BackToCampaign name={campaign.name} />
      <PageTitle id="wdc-rules-title">Rulings and house rules</PageTitle>
      <p className="lede">
        Where the text is silent, contradicts itself or is garbled, the reading the app takes, and the Storyteller's
        switches.
      </p>
      <div className="wdc-rules-grid">
        <Settings campaign={campaign} />
        <section aria-labelledby="wdc-rulings-title">
          <h2 id="wdc-rulings-title">Rulings</h2>
          <ul className="wdc-rulings">
            {wdcRulings().map((ruling) => {
              const setting = settings.find((s) => s.key === ruling.houseRule?.key);
              return (
                <li key={ruling.id} className="ruling" aria-labelledby={`wdc-ruling-${ruling.id}`}>
                  <h3 id={`wdc-ruling-${ruling.id}`}>
                    <span className="badge">{ruling.id}</span> {ruling.topic}
                  </h3>
                  <blockquote className="wdc-quote">“{ruling.quote}”</blockquote>
                  <p>
                    <strong>The app's reading:</strong> {ruling.reading}
                  </p>
                  <p className="muted">
                    <strong>The other reading:</strong> {ruling.alternative}
                  </p>
                  {setting === undefined ? null : <p className="formula-text">Setting: {setting.label}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </section>
  );
}

/** rules: the pack's rulings and the Storyteller's house-rule switches. */
export function RulesPage() {
  return <CampaignGate>{(campaign) => <Page campaign={campaign} />}</CampaignGate>;
}
