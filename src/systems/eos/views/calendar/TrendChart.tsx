import { useId } from 'react';
import type { ForecastPoint } from '../../rules';
import { formatNumber } from '../character-sheet/format';

export interface TrendSeries {
  name: string;
  points: readonly ForecastPoint[];
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { top: 8, right: 8, bottom: 18, left: 30 };
const COLOURS = ['#e8c46a', '#8fdca0', '#7fb7ff', '#ff8f8f', '#d7a6ff', '#f0f0f0', '#ffb36b'];

/**
 * A small line chart in inline SVG (no chart library): one line per series over the forecast's days, the y axis from 0
 * to the highest value. `extra` is drawn in its own little chart below (food in stock has other units than HP). The
 * numbers are the forecast's; the chart only draws them, and says the first and last value of each line in words.
 */
export function TrendChart({
  title,
  series,
  extra,
}: {
  title: string;
  series: readonly TrendSeries[];
  extra?: TrendSeries;
}) {
  return (
    <figure className="trend-chart">
      <Chart title={title} series={series} />
      {extra && <Chart title={extra.name} series={[extra]} />}
    </figure>
  );
}

function Chart({ title, series }: { title: string; series: readonly TrendSeries[] }) {
  const titleId = useId();
  const descId = useId();
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return null;
  const firstDay = Math.min(...all.map((p) => p.day));
  const lastDay = Math.max(...all.map((p) => p.day));
  const top = Math.max(1, ...all.map((p) => p.value));
  const x = (day: number) =>
    PAD.left + (lastDay === firstDay ? 0 : ((day - firstDay) / (lastDay - firstDay)) * (WIDTH - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + (1 - value / top) * (HEIGHT - PAD.top - PAD.bottom);
  const words = series
    .map((s) => {
      const first = s.points[0];
      const last = s.points[s.points.length - 1];
      return first && last
        ? `${s.name}: ${formatNumber(first.value)} on day ${first.day}, ${formatNumber(last.value)} on day ${last.day}`
        : '';
    })
    .filter(Boolean)
    .join('; ');

  return (
    <div className="trend">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="trend-svg">
        <title id={titleId}>{title}</title>
        <desc id={descId}>{words}</desc>
        <line className="trend-axis" x1={PAD.left} y1={y(0)} x2={WIDTH - PAD.right} y2={y(0)} />
        <line className="trend-axis" x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={y(0)} />
        <text className="trend-label" x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
          {formatNumber(top)}
        </text>
        <text className="trend-label" x={PAD.left - 4} y={y(0)} textAnchor="end">
          0
        </text>
        <text className="trend-label" x={PAD.left} y={HEIGHT - 4}>
          day {firstDay}
        </text>
        <text className="trend-label" x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end">
          day {lastDay}
        </text>
        {series.map((s, i) => (
          <polyline
            key={s.name}
            className="trend-line"
            fill="none"
            stroke={COLOURS[i % COLOURS.length]}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            points={s.points.map((p) => `${x(p.day).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <ul className="trend-legend" aria-hidden="true">
        <li className="trend-legend-title">{title}</li>
        {series.map((s, i) => (
          <li key={s.name}>
            <span className="trend-swatch" style={{ background: COLOURS[i % COLOURS.length] }} />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
