import { useState } from 'react';
import { setHouseRule, StorageError, type CampaignRecord } from '../../../../db';
import { listHouseRules, type HouseRuleKey } from '../../rules';

/**
 * The campaign page's "House rules": every ruling a GM may switch to its other reading, with the rule's own words and
 * both readings, and a switch per campaign. Off is the app's reading. The rules functions get the switches through
 * ruleOptions(campaign.houseRules); nothing here decides a reading.
 */
export function HouseRulesPanel({ campaign }: { campaign: CampaignRecord }) {
  const [error, setError] = useState<string | null>(null);
  const rules = listHouseRules();
  const houseRules = campaign.houseRules ?? {};
  const onCount = rules.filter((r) => houseRules[r.houseRule.key as HouseRuleKey] === true).length;

  async function toggle(key: HouseRuleKey, on: boolean) {
    try {
      await setHouseRule(campaign.id, key, on);
      setError(null);
    } catch (e) {
      setError(e instanceof StorageError ? e.message : 'The house rule could not be saved; nothing was changed.');
    }
  }

  return (
    <section className="card house-rules" aria-labelledby="house-rules-title">
      <h2 id="house-rules-title">
        House rules <span className="badge">{onCount === 0 ? 'none on' : `${onCount} on`}</span>
      </h2>
      <p className="lede">
        Where the rules can be read two ways, the app follows the reading on the Rulings page. Switch one on to play
        this campaign with the other reading; every number the app computes for the campaign follows it.
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <details>
        <summary className="button">Show the {rules.length} switches and their rulings</summary>
        <ul className="stack house-rule-list" aria-label="House rules">
          {rules.map((ruling) => {
            const key = ruling.houseRule.key as HouseRuleKey;
            const on = houseRules[key] === true;
            const id = `house-rule-${key}`;
            return (
              <li key={key} className="house-rule">
                <label className="house-rule-switch" htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    checked={on}
                    aria-describedby={`${id}-reading`}
                    onChange={(e) => void toggle(key, e.target.checked)}
                  />
                  <span>{ruling.houseRule.label}</span>
                  <span className="badge">{ruling.id}</span>
                </label>
                <blockquote>{ruling.quote}</blockquote>
                <dl id={`${id}-reading`}>
                  <dt className={on ? undefined : 'house-rule-active'}>
                    Off — the app’s reading{on ? '' : ' (in use)'}
                  </dt>
                  <dd>{ruling.reading}</dd>
                  <dt className={on ? 'house-rule-active' : undefined}>
                    On — the other reading{on ? ' (in use)' : ''}
                  </dt>
                  <dd>{ruling.alternative}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
