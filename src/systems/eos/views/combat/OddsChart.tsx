import type { DamageOdds } from '../../rules';
import { formatPercent } from './format';

const WIDTH = 320;
const HEIGHT = 96;
const BASE = 80;

/**
 * The exact damage distribution as a small bar chart in inline SVG: one bar per damage value, its height the chance
 * of that damage; "0" (a miss, a tie, or nothing through the armor) in grey. Screen readers get the summary.
 */
export function OddsChart({ damage, label }: { damage: readonly DamageOdds[]; label: string }) {
  if (damage.length === 0) return null;
  const top = Math.max(...damage.map((d) => d.p));
  const hits = damage.filter((d) => d.damage > 0 && d.p > 0);
  const likeliest = hits.reduce<DamageOdds | null>((best, d) => (best === null || d.p > best.p ? d : best), null);
  const zero = damage.find((d) => d.damage === 0)?.p ?? 0;
  const summary =
    hits.length === 0
      ? `${label}: no damage whatever the dice.`
      : `${label}: ${hits[0]!.damage} to ${hits.at(-1)!.damage}, most likely ${likeliest!.damage} (${formatPercent(
          likeliest!.p,
        )}); no damage ${formatPercent(zero)}.`;
  const slot = WIDTH / damage.length;
  const bar = Math.max(1, slot * 0.8);
  return (
    <figure className="odds-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <line x1="0" x2={WIDTH} y1={BASE} y2={BASE} className="odds-axis" />
        {damage.map((d, i) => {
          const h = top === 0 ? 0 : (d.p / top) * (BASE - 4);
          return (
            <rect
              key={d.damage}
              x={i * slot + (slot - bar) / 2}
              y={BASE - h}
              width={bar}
              height={h}
              className={d.damage === 0 ? 'odds-bar-zero' : 'odds-bar'}
            >
              <title>
                {d.damage} damage: {formatPercent(d.p)}
              </title>
            </rect>
          );
        })}
        <text x="0" y={HEIGHT - 2} className="odds-tick">
          {damage[0]!.damage}
        </text>
        <text x={WIDTH} y={HEIGHT - 2} className="odds-tick" textAnchor="end">
          {damage.at(-1)!.damage}
        </text>
      </svg>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
