import { useId, useMemo } from 'react';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import { listStats, racialStatBonus, statCap, type Race } from '../../rules';
import { useBuilder } from './builder-store';
import { chosenRace, draftSummary, nextPointEffects, statPlusBlocked, withOneMore } from './derive';
import { FieldProblems } from './FieldProblems';
import { NeedsRace } from './NeedsRace';
import { violationsAt } from './steps';
import type { StepProps } from './step-props';

type Stat = ReturnType<typeof listStats>[number];

/** "Body – Determines weight lifted …" → "Determines weight lifted …". */
function description(stat: Stat): string {
  return stat.text.replace(/^[^–]*–\s*/, '');
}

/**
 * Step 2: the 25 creation points. Each stat shows its assigned points (stepper and field), the racial bonus and cap,
 * the final value and what one more point would change; the points left stay in view.
 */
export function StatsStep({ violations }: StepProps) {
  const build = useBuilder((s) => s.draft.build);
  const race = chosenRace(build);
  const summary = useMemo(() => draftSummary(build), [build]);
  const poolReasonId = useId();
  const poolProblemsId = useId();

  if (race === null) return <NeedsRace title="Stats" />;
  const blocked = listStats().map((stat) => statPlusBlocked(build, stat.id));
  const poolBlocked = blocked.find((v) => v?.field === 'creationStats') ?? null;
  const poolProblems = violationsAt(violations, 'creationStats', 'levelStats');
  const points = summary?.creationPoints;

  return (
    <section className="builder-step" aria-labelledby="stats-step-title">
      <h2 id="stats-step-title">Stats</h2>
      <p className="step-hint">
        Assign 25 points, at most 10 in one stat. The {race.name} bonus is added afterwards, up to the stat’s cap.
      </p>
      <ul className="stat-rows">
        {listStats().map((stat, i) => (
          <StatRow
            key={stat.id}
            stat={stat}
            race={race}
            plusBlocked={blocked[i] ?? null}
            poolReasonId={poolBlocked && blocked[i]?.field === 'creationStats' ? poolReasonId : undefined}
            violations={violationsAt(violations, `creationStats.${stat.id}`, `levelStats.${stat.id}`)}
            finalValue={summary?.stats[stat.id]}
          />
        ))}
      </ul>
      <div className="points-bar sticky-points" aria-live="polite">
        {points && (
          <p>
            Stat points left:{' '}
            <strong className="points-left">
              {points.available.value - points.used} of {points.available.value}
            </strong>
          </p>
        )}
        {poolBlocked && (
          <p id={poolReasonId} className="points-note">
            Every creation point is spent: lower a stat to raise another.
          </p>
        )}
        <FieldProblems id={poolProblemsId} violations={poolProblems} />
      </div>
    </section>
  );
}

function StatRow({
  stat,
  race,
  plusBlocked,
  poolReasonId,
  violations,
  finalValue,
}: {
  stat: Stat;
  race: Race;
  plusBlocked: ReturnType<typeof statPlusBlocked>;
  poolReasonId: string | undefined;
  violations: ReturnType<typeof violationsAt>;
  finalValue: { value: number; formula: string; cap: number } | undefined;
}) {
  const build = useBuilder((s) => s.draft.build);
  const setStat = useBuilder((s) => s.setCreationStat);
  const problemsId = useId();
  const bonusId = useId();
  const bonus = racialStatBonus(race, stat.id);
  const cap = statCap(race, stat.id);
  const effects = nextPointEffects(build, stat.id);

  return (
    <li className={`stat-row${violations.length > 0 ? ' has-problem' : ''}`}>
      <div className="stat-row-name">
        <h3>{stat.name}</h3>
        {stat.used ? (
          <p className="stat-description">{description(stat)}</p>
        ) : (
          <p className="stat-unused">Not used by the rules except Daywalker Exsanguination.</p>
        )}
      </div>
      <NumberStepper
        label={stat.name}
        value={build.creationStats[stat.id]}
        onChange={(value) => setStat(stat.id, value)}
        plusBlocked={plusBlocked ? withOneMore(plusBlocked) : null}
        plusReasonId={poolReasonId}
        describedBy={[bonusId, violations.length > 0 ? problemsId : ''].filter(Boolean).join(' ')}
        invalid={violations.length > 0}
      />
      <div className="stat-row-result">
        <p id={bonusId} className="stat-bonus">
          {bonus > 0 ? `+${bonus} ${stat.name} (${race.name}), cap ${cap}` : `cap ${cap}`}
        </p>
        {finalValue && (
          <p className="stat-final">
            = <strong>{finalValue.value}</strong> <span className="formula-text">({finalValue.formula})</span>
          </p>
        )}
        {effects.length > 0 && (
          <p className="stat-effects">
            Next point:{' '}
            {effects.map((e, i) => (
              <span key={e.label}>
                {i > 0 && ', '}
                {e.label} {e.from} → <strong>{e.to}</strong>
              </span>
            ))}
          </p>
        )}
      </div>
      <FieldProblems id={problemsId} violations={violations} />
    </li>
  );
}
