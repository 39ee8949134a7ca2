import { useEffect, useId, useRef, useState } from 'react';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import type { CharacterRecord } from '../../../../db';
import {
  applyLevelUp,
  applyMindRiseSwap,
  characterStats,
  getRace,
  hpAfterMaxChange,
  listSkills,
  pendingLevelUp,
  listStats,
  mindRiseSwaps,
  RulesError,
  STAT_IDS,
  validateCharacter,
  type CharacterBuild,
  type Derived,
  type PendingLevelUp,
  type StatId,
} from '../../rules';
import { currentHpOf } from './derive-sheet';
import { DerivedNumber } from './Fact';
import { formatNumber } from './format';
import { saveLevelUp } from './sheet-writes';
import { useSheetUi } from './sheet-ui-store';
import { SkillPointsEditor } from './SkillPointsEditor';
import { pointsIn } from './skill-edits';
import { failureMessage } from '../../../../core/ui/failure-message';

/** The level-up the saved experience waits for, or why there is none (another tab took it meanwhile). */
function pendingFor(
  build: CharacterBuild,
): { kind: 'plan'; pending: PendingLevelUp } | { kind: 'error'; message: string } {
  try {
    const pending = pendingLevelUp(build);
    if (pending !== null) return { kind: 'plan', pending };
    return { kind: 'error', message: 'No level-up is waiting: every combat level reached has been taken.' };
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    return { kind: 'error', message: e.message };
  }
}

type Step = 'stats' | 'skills' | 'confirm';
const STEPS: { id: Step; title: string }[] = [
  { id: 'stats', title: 'Stat points' },
  { id: 'skills', title: 'Skills' },
  { id: 'confirm', title: 'Confirm' },
];

const NO_POINTS = Object.fromEntries(STAT_IDS.map((s) => [s, 0])) as Record<StatId, number>;

function BeforeAfter({
  label,
  before,
  after,
  unit,
}: {
  label: string;
  before: Derived;
  after: Derived;
  unit?: string;
}) {
  return (
    <div className="sheet-fact">
      <dt>{label}</dt>
      <dd>
        <DerivedNumber label={`${label} now`} derived={before} unit={unit} /> →{' '}
        <strong>
          <DerivedNumber label={`${label} at the new level`} derived={after} unit={unit} />
        </strong>
      </dd>
    </div>
  );
}

/**
 * The level-up wizard, opened from the sheet once saved experience reaches a combat level not taken yet (pendingLevelUp,
 * so it can wait for the player any length of time): assign the stat point(s)
 * (caps respected), see the new max HP and combat point pool, re-juggle skills as the rules allow ("Skill point
 * distribution can be recalculated each combat level … same total level or higher"; time points still ≤ Mind) with
 * the problems shown live, then confirm: the stats and skills are saved together.
 */
export function LevelUpWizard({ character }: { character: CharacterRecord }) {
  const closePanel = useSheetUi((s) => s.closePanel);
  // The build as the wizard opened it: the save refuses when another tab changed it meanwhile (saveLevelUp).
  const [opened] = useState(character.build);
  const [step, setStep] = useState<Step>('stats');
  const [statPoints, setStatPoints] = useState<Record<StatId, number>>(NO_POINTS);
  const [skills, setSkills] = useState<CharacterBuild['skills']>(character.build.skills);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const statPoolId = useId();
  const stepTitleId = useId();
  const swapsId = useId();

  useEffect(() => heading.current?.focus(), [step]);

  const build = character.build;
  const planned = pendingFor(build);
  if (planned.kind === 'error') {
    return (
      <section className="card level-up" aria-labelledby="level-up-title">
        <h2 id="level-up-title">Level up</h2>
        <p className="field-error">{planned.message}</p>
        <button type="button" className="button" onClick={() => closePanel()}>
          Back to the sheet
        </button>
      </section>
    );
  }
  const { plan, before: lastLevel } = planned.pending;
  const exp = build.exp;
  const race = getRace(build.raceId);
  const assigned = STAT_IDS.reduce((sum, stat) => sum + statPoints[stat], 0);
  const left = plan.statPointsToAssign - assigned;
  const candidate: CharacterBuild = {
    ...build,
    exp,
    levelStats: Object.fromEntries(STAT_IDS.map((s) => [s, build.levelStats[s] + statPoints[s]])) as Record<
      StatId,
      number
    >,
    skills,
  };
  const summary = characterStats(candidate);
  const before = characterStats(lastLevel);
  const stored = characterStats(build);
  const result = applyLevelUp(lastLevel, { newExp: exp, statPoints, skills });
  const violations = result.ok ? [] : result.violations;
  const stepIndex = STEPS.findIndex((s) => s.id === step);
  const hpNow = character.currentHp;
  const hpAfter =
    hpNow === null
      ? summary.maxHp.value
      : hpAfterMaxChange({
          currentHp: currentHpOf(character),
          maxHpBefore: stored.maxHp.value,
          maxHpAfter: summary.maxHp.value,
        });

  function statBlocked(stat: StatId): string | null {
    if (left <= 0)
      return `All ${plan.statPointsToAssign} stat point${plan.statPointsToAssign === 1 ? '' : 's'} assigned.`;
    const next = { ...candidate, levelStats: { ...candidate.levelStats, [stat]: candidate.levelStats[stat] + 1 } };
    const cap = validateCharacter(next).find((v) => v.code === 'stat-above-cap' && v.field === `levelStats.${stat}`);
    return cap ? `With one more: ${cap.message}` : null;
  }

  async function confirm() {
    setBusy(true);
    try {
      const saved = await saveLevelUp(character.id, opened, { statPoints, skills });
      const max = characterStats(saved.build).maxHp.value;
      closePanel(`${character.name} is now combat level ${plan.toLevel}: max HP ${max}.`);
    } catch (e) {
      setError(failureMessage(e));
      setBusy(false);
    }
  }

  const mindRise = mindRiseSwaps({ before: lastLevel, after: candidate });

  const changedSkills = listSkills().filter((skill) => {
    const a = pointsIn(build, skill.id);
    const b = pointsIn(candidate, skill.id);
    return a.time !== b.time || a.combat !== b.combat;
  });

  return (
    <section className="card level-up" aria-labelledby="level-up-title">
      <h2 id="level-up-title">
        Level up: {character.name}, combat level {plan.fromLevel} → {plan.toLevel}
      </h2>
      <ol className="wizard-steps" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={s.id === step ? 'step' : undefined}
            className={i < stepIndex ? 'done' : undefined}
          >
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
      <h3 id={stepTitleId} ref={heading} tabIndex={-1} className="wizard-step-title">
        Step {stepIndex + 1} of {STEPS.length}: {STEPS[stepIndex]!.title}
      </h3>

      <dl className="sheet-facts level-up-preview">
        <div className="sheet-fact">
          <dt>Experience</dt>
          <dd>
            <strong>{formatNumber(exp)}</strong> (saved)
          </dd>
        </div>
        <BeforeAfter label="Max HP" before={plan.maxHpBefore} after={summary.maxHp} />
        <BeforeAfter
          label="Combat skill points"
          before={plan.combatPointsBefore}
          after={summary.combatPoints.available}
        />
      </dl>

      {step === 'stats' && (
        <div className="level-up-stats">
          <p id={statPoolId} className={`sheet-pool${left === 0 ? '' : ' sheet-unspent'}`} aria-live="polite">
            “For each Combat Level gained, they will gain 1 bonus Stat point”: {plan.statPointsToAssign} to assign,{' '}
            {left} left.
          </p>
          <ul className="level-up-stat-list">
            {listStats().map((stat) => {
              const blocked = statBlocked(stat.id);
              return (
                <li key={stat.id} className="level-up-stat">
                  <span className="sheet-skill-name">
                    {stat.name}
                    {!stat.used && <span className="sheet-fact-note"> (not used by the rules)</span>}
                  </span>
                  <span>
                    {before.stats[stat.id].value} →{' '}
                    <strong>
                      <DerivedNumber label={`${stat.name} after`} derived={summary.stats[stat.id]} />
                    </strong>
                    <span className="sheet-fact-note"> max {summary.stats[stat.id].cap}</span>
                  </span>
                  <NumberStepper
                    label={`${stat.name} points at this level`}
                    value={statPoints[stat.id]}
                    min={0}
                    plusBlocked={blocked}
                    plusReasonId={left <= 0 ? statPoolId : undefined}
                    onChange={(value) => setStatPoints({ ...statPoints, [stat.id]: Math.max(0, value) })}
                  />
                </li>
              );
            })}
          </ul>
          <p className="sheet-hint">
            Each point of Body adds {plan.hpPerBodyPoint} max HP at level {plan.toLevel}; each point of Mind adds{' '}
            {plan.combatPointsPerMindPoint} combat skill points and lets one more time point into every skill.
          </p>
        </div>
      )}

      {step === 'skills' && (
        <div className="level-up-skills">
          <p className="sheet-hint">
            “Skill point distribution can be recalculated each combat level … keep the skills your swapping around have
            the same total level or higher.” Time points in one skill stay at most Mind {summary.stats.mind.value}.
          </p>
          {mindRise.mindAfter > mindRise.mindBefore && (
            <div className="level-up-swaps">
              <p id={swapsId} className="sheet-hint">
                Mind rises from {mindRise.mindBefore} to {mindRise.mindAfter}: “you may replace a combat skill point
                with a passive skill point” — the skill keeps its level and the combat point goes back to the pool.{' '}
                {mindRise.swaps.length === 0
                  ? mindRise.unspentTimePoints === 0
                    ? 'No time point is free to swap in.'
                    : 'No skill has a combat point below its new time cap.'
                  : `${mindRise.unspentTimePoints} time point${mindRise.unspentTimePoints === 1 ? '' : 's'} free.`}
              </p>
              {mindRise.swaps.length > 0 && (
                <ul className="level-up-swap-list">
                  {mindRise.swaps.map((swap) => (
                    <li key={swap.skillId}>
                      <button
                        type="button"
                        className="button"
                        onClick={() =>
                          setSkills(applyMindRiseSwap({ before: lastLevel, after: candidate, skillId: swap.skillId }))
                        }
                      >
                        {swap.skillName}: {swap.from.time} time + {swap.from.combat} combat → {swap.to.time} time +{' '}
                        {swap.to.combat} combat
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <SkillPointsEditor
            race={race}
            baseline={build}
            candidate={candidate}
            summary={summary}
            lowest="zero"
            onChange={setSkills}
          />
        </div>
      )}

      {step === 'confirm' && (
        <div className="level-up-confirm">
          <ul className="sheet-lines">
            {STAT_IDS.filter((s) => statPoints[s] > 0).map((s) => (
              <li key={s}>
                {listStats().find((x) => x.id === s)!.name}: {before.stats[s].value} → {summary.stats[s].value}
              </li>
            ))}
            <li>
              Max HP: {before.maxHp.value} → {summary.maxHp.value} ({summary.maxHp.formula})
            </li>
            <li>
              Current HP: {hpNow === null ? `${stored.maxHp.value} (full)` : hpNow} → {hpAfter}
              {hpNow === null ? ' (full)' : ' (the damage taken stays)'}
            </li>
            <li>
              Combat skill points: {summary.combatPoints.used} of {summary.combatPoints.available.value} spent
            </li>
            {changedSkills.map((skill) => {
              const a = pointsIn(build, skill.id);
              const b = pointsIn(candidate, skill.id);
              return (
                <li key={skill.id}>
                  {skill.name}: {a.time} time + {a.combat} combat → {b.time} time + {b.combat} combat
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="level-up-problems" aria-live="polite">
        {violations.length > 0 && step !== 'stats' && (
          <>
            <p className="field-error">Not yet: fix these first.</p>
            <ul className="field-problems">
              {violations.map((v) => (
                <li key={`${v.code}:${v.field}`}>{v.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}

      <div className="card-actions wizard-actions">
        <button type="button" className="button" onClick={() => closePanel()}>
          Cancel
        </button>
        {stepIndex > 0 && (
          <button type="button" className="button" onClick={() => setStep(STEPS[stepIndex - 1]!.id)}>
            Back
          </button>
        )}
        {step !== 'confirm' ? (
          <button
            type="button"
            className="button primary"
            disabled={step === 'stats' && left > 0}
            aria-describedby={step === 'stats' && left > 0 ? statPoolId : undefined}
            onClick={() => setStep(STEPS[stepIndex + 1]!.id)}
          >
            Next
          </button>
        ) : (
          <button type="button" className="button primary" disabled={!result.ok || busy} onClick={() => void confirm()}>
            Confirm level {plan.toLevel}
          </button>
        )}
      </div>
    </section>
  );
}
