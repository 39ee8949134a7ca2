import { useMemo, useState, type FormEvent } from 'react';
import { addFood, changeStock } from '../../../../db';
import {
  foodSpoilsOnDay,
  RulesError,
  stockMaterialLabel,
  totalFood,
  forecast,
  COUNTED_MATERIALS,
  TIERED_MATERIALS,
  type CountedMaterial,
  type Forecast,
  type TieredMaterial,
  MAX_TIER,
} from '../../rules';
import { formatNumber } from '../character-sheet/format';

import { useStartedCalendar } from './CalendarLayout';
import { TrendChart } from './TrendChart';
import { WholeField } from './WholeField';
import { failureMessage } from '../../../../core/ui/failure-message';

/**
 * Stock and food (/campaigns/:campaignId/calendar/stock): food batches with their harvest and spoil days, preserved
 * food, materials by kind and tier, a form for what the party buys, finds or loses outside the day's tasks, and the
 * forecast — days of food left, the first hungry day, each character's max-HP trend, and what preserving some units
 * today would change.
 */
export function StockPage() {
  const { calendar } = useStartedCalendar();
  const { stock, day } = calendar.state;
  const fresh = stock.food.filter((b) => !b.preserved);
  const preserved = stock.food.filter((b) => b.preserved);
  const counted = COUNTED_MATERIALS.filter((m) => stock.counts[m] !== 0);
  const tiered = TIERED_MATERIALS.flatMap((m) =>
    Object.entries(stock.tiered[m]).map(([tier, count]) => ({ material: m, tier, count })),
  );

  return (
    <section className="stock" aria-labelledby="stock-title">
      <h2 id="stock-title">Stock and food</h2>
      <ForecastPanel />
      <div className="card-grid stock-grid">
        <section className="card" aria-labelledby="food-title">
          <h3 id="food-title">
            Food <span className="badge stock-total">{formatNumber(totalFood(stock.food))} units</span>
          </h3>
          {fresh.length === 0 ? (
            <p className="empty">No fresh food.</p>
          ) : (
            <div className="table-scroll">
              <table className="stock-table">
                <caption className="visually-hidden">Fresh food batches, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Units</th>
                    <th scope="col">Harvested</th>
                    <th scope="col">Spoils on</th>
                  </tr>
                </thead>
                <tbody>
                  {[...fresh]
                    .sort((a, b) => a.harvestedDay - b.harvestedDay)
                    .map((batch) => {
                      const spoils = foodSpoilsOnDay({ harvestDay: batch.harvestedDay, preserved: false });
                      const soon = spoils !== null && spoils - day <= 1;
                      return (
                        <tr key={batch.id} className={soon ? 'stock-spoils-soon' : undefined}>
                          <td>{formatNumber(batch.units)}</td>
                          <td>day {batch.harvestedDay}</td>
                          <td>
                            day {spoils}
                            {spoils !== null && spoils <= day ? ' (spoiled)' : soon ? ' (tomorrow)' : ''}
                          </td>
                        </tr>
                      );
                    })}
                </tbody>
              </table>
            </div>
          )}
          <p>
            Preserved (never spoils):{' '}
            <strong>{formatNumber(preserved.reduce((sum, b) => sum + b.units, 0))} units</strong>
          </p>
          <AddFoodForm day={day} />
        </section>
        <section className="card" aria-labelledby="materials-title">
          <h3 id="materials-title">Materials</h3>
          {counted.length === 0 && tiered.length === 0 ? (
            <p className="empty">No materials yet.</p>
          ) : (
            <dl className="stock-materials">
              {counted.map((m) => (
                <div key={m}>
                  <dt>{stockMaterialLabel(m)}</dt>
                  <dd>{formatNumber(stock.counts[m])}</dd>
                </div>
              ))}
              {tiered.map(({ material, tier, count }) => (
                <div key={`${material}-${tier}`}>
                  <dt>
                    {stockMaterialLabel(material)} T{tier}
                  </dt>
                  <dd>{formatNumber(count)}</dd>
                </div>
              ))}
            </dl>
          )}
          {stock.workshops.length > 0 && <p>Workshops: {stock.workshops.join(', ')}</p>}
          <AdjustStockForm />
        </section>
      </div>
    </section>
  );
}

function ForecastPanel() {
  const { calendar, characters, houseRules } = useStartedCalendar();
  const [days, setDays] = useState(30);
  const [gain, setGain] = useState(0);
  const [preserve, setPreserve] = useState(0);

  const result = useMemo((): { forecast: Forecast } | { problem: string } => {
    try {
      return {
        forecast: forecast(
          calendar.state,
          characters,
          { days, dailyFoodGain: gain, preserveUnits: preserve, zoneId: calendar.conditions.zoneId },
          houseRules,
        ),
      };
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      return { problem: e.message };
    }
  }, [calendar.state, calendar.conditions.zoneId, characters, days, gain, preserve, houseRules]);

  return (
    <section className="card forecast" aria-labelledby="forecast-title">
      <h3 id="forecast-title">Forecast</h3>
      <div className="inline-form forecast-assumptions">
        <WholeField label="Days ahead" value={days} min={1} max={365} onChange={setDays} />
        <WholeField label="Food gained a day" value={gain} min={0} max={1000} onChange={setGain} />
        <WholeField label="Preserve today (units)" value={preserve} min={0} max={10000} onChange={setPreserve} />
      </div>
      {'problem' in result ? (
        <p className="field-error" role="alert">
          {result.problem}
        </p>
      ) : (
        <ForecastBody forecast={result.forecast} />
      )}
    </section>
  );
}

function ForecastBody({ forecast: f }: { forecast: Forecast }) {
  return (
    <>
      <dl className="forecast-facts">
        <div>
          <dt>Days of food left</dt>
          <dd>{f.foodDaysLeft === null ? 'enough' : formatNumber(f.foodDaysLeft)}</dd>
        </div>
        <div>
          <dt>First hungry day</dt>
          <dd>{f.firstStarvation === null ? 'none' : `day ${f.firstStarvation.day}`}</dd>
        </div>
      </dl>
      <ul className="forecast-lines" aria-live="polite">
        {f.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {f.preserving?.lines.map((line) => (
          <li key={line} className="forecast-preserving">
            {line}
          </li>
        ))}
      </ul>
      <TrendChart
        title="Max HP by day"
        series={f.characters.map((c) => ({ name: c.name, points: c.maxHp }))}
        extra={{ name: 'Food in stock', points: f.food }}
      />
    </>
  );
}

const MATERIAL_OPTIONS = [...COUNTED_MATERIALS, ...TIERED_MATERIALS] as const;

function AdjustStockForm() {
  const { campaign } = useStartedCalendar();
  const [material, setMaterial] = useState<CountedMaterial | TieredMaterial>('beams');
  const [tier, setTier] = useState(1);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const isTiered = (TIERED_MATERIALS as readonly string[]).includes(material);

  async function apply(sign: 1 | -1) {
    try {
      await changeStock(campaign.id, {
        material,
        quantity: sign * quantity,
        ...(isTiered ? { tier } : {}),
      });
      setError(null);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <div className="stock-adjust" role="group" aria-label="Add or take materials">
      <div className="inline-form">
        <label className="field">
          Material
          <select
            aria-label="Material"
            value={material}
            onChange={(e) => setMaterial(e.target.value as CountedMaterial | TieredMaterial)}
          >
            {MATERIAL_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {stockMaterialLabel(m)}
              </option>
            ))}
          </select>
        </label>
        {isTiered && <WholeField label="Tier" value={tier} min={0} max={MAX_TIER} onChange={setTier} />}
        <WholeField label="How many" value={quantity} min={1} max={1_000_000} onChange={setQuantity} />
        <button type="button" className="button" onClick={() => void apply(1)}>
          Add
        </button>
        <button type="button" className="button" onClick={() => void apply(-1)}>
          Take
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function AddFoodForm({ day }: { day: number }) {
  const { campaign } = useStartedCalendar();
  const [units, setUnits] = useState(10);
  const [preserved, setPreserved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await addFood(campaign.id, { units, preserved });
      setError(null);
    } catch (e) {
      setError(failureMessage(e));
    }
  }

  return (
    <form className="inline-form stock-add-food" onSubmit={(e) => void submit(e)}>
      <WholeField label="Food bought or found (units)" value={units} min={1} max={100_000} onChange={setUnits} />
      <label className="plan-check">
        <input type="checkbox" checked={preserved} onChange={(e) => setPreserved(e.target.checked)} />
        <span>Preserved</span>
      </label>
      <button type="submit" className="button">
        Add food harvested day {day}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
