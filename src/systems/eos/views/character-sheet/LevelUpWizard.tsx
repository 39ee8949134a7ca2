import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../../core/i18n/format';
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
import { formulaText, sheetNumber } from './format';
import { saveLevelUp } from './sheet-writes';
import { useSheetUi } from './sheet-ui-store';
import { SkillPointsEditor } from './SkillPointsEditor';
import { pointsIn } from './skill-edits';
import { failureMessage } from '../../../../core/ui/failure-message';

/** The level-up the saved experience waits for, or why there is none (another tab took it meanwhile). */
function pendingFor(
  build: CharacterBuild,
): { kind: 'plan'; pending: PendingLevelUp } | { kind: 'none' } | { kind: 'error'; message: string } {
  try {
    const pending = pendingLevelUp(build);
    return pending !== null ? { kind: 'plan', pending } : { kind: 'none' };
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    return { kind: 'error', message: e.message };
  }
}

type Step = 'stats' | 'skills' | 'confirm';
const STEPS: readonly Step[] = ['stats', 'skills', 'confirm'];

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
  const { t } = useTranslation('eos-sheet');
  return (
    <div className="sheet-fact">
      <dt>{label}</dt>
      <dd>
        <DerivedNumber label={t('levelUp.now', { label })} derived={before} unit={unit} /> →{' '}
        <strong>
          <DerivedNumber label={t('levelUp.atNewLevel', { label })} derived={after} unit={unit} />
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
  const { t } = useTranslation('eos-sheet');
  const formats = useFormats();
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
  if (planned.kind !== 'plan') {
    return (
      <section className="card level-up" aria-labelledby="level-up-title">
        <h2 id="level-up-title">{t('progress.levelUp')}</h2>
        <p className="field-error">{planned.kind === 'none' ? t('levelUp.noneWaiting') : planned.message}</p>
        <button type="button" className="button" onClick={() => closePanel()}>
          {t('print.back')}
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
  const stepIndex = STEPS.indexOf(step);
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
    if (left <= 0) return t('levelUp.allAssigned', { count: plan.statPointsToAssign });
    const next = { ...candidate, levelStats: { ...candidate.levelStats, [stat]: candidate.levelStats[stat] + 1 } };
    const cap = validateCharacter(next).find((v) => v.code === 'stat-above-cap' && v.field === `levelStats.${stat}`);
    return cap ? t('editor.withOneMore', { rule: cap.message }) : null;
  }

  async function confirm() {
    setBusy(true);
    try {
      const saved = await saveLevelUp(character.id, opened, { statPoints, skills });
      const max = characterStats(saved.build).maxHp.value;
      closePanel(t('levelUp.done', { name: character.name, level: plan.toLevel, max }));
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
        {t('levelUp.title', { name: character.name, from: plan.fromLevel, to: plan.toLevel })}
      </h2>
      <ol className="wizard-steps" aria-label={t('levelUp.steps')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} className={i < stepIndex ? 'done' : undefined}>
            {i + 1}. {t(`levelUp.step.${s}`)}
          </li>
        ))}
      </ol>
      <h3 id={stepTitleId} ref={heading} tabIndex={-1} className="wizard-step-title">
        {t('levelUp.stepOf', { step: stepIndex + 1, of: STEPS.length, title: t(`levelUp.step.${step}`) })}
      </h3>

      <dl className="sheet-facts level-up-preview">
        <div className="sheet-fact">
          <dt>{t('progress.exp')}</dt>
          <dd>
            <strong>{sheetNumber(formats, exp)}</strong> {t('levelUp.saved')}
          </dd>
        </div>
        <BeforeAfter label={t('health.maxHp')} before={plan.maxHpBefore} after={summary.maxHp} />
        <BeforeAfter
          label={t('progress.combatPoints')}
          before={plan.combatPointsBefore}
          after={summary.combatPoints.available}
        />
      </dl>

      {step === 'stats' && (
        <div className="level-up-stats">
          <p id={statPoolId} className={`sheet-pool${left === 0 ? '' : ' sheet-unspent'}`} aria-live="polite">
            {t('levelUp.statQuote', { toAssign: plan.statPointsToAssign, left })}
          </p>
          <ul className="level-up-stat-list">
            {listStats().map((stat) => {
              const blocked = statBlocked(stat.id);
              return (
                <li key={stat.id} className="level-up-stat">
                  <span className="sheet-skill-name">
                    {stat.name}
                    {!stat.used && <span className="sheet-fact-note"> ({t('stats.notUsed')})</span>}
                  </span>
                  <span>
                    {before.stats[stat.id].value} →{' '}
                    <strong>
                      <DerivedNumber label={t('levelUp.after', { stat: stat.name })} derived={summary.stats[stat.id]} />
                    </strong>
                    <span className="sheet-fact-note"> {t('stats.max', { cap: summary.stats[stat.id].cap })}</span>
                  </span>
                  <NumberStepper
                    label={t('levelUp.statStepper', { stat: stat.name })}
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
            {t('levelUp.pointWorth', {
              hp: plan.hpPerBodyPoint,
              level: plan.toLevel,
              combat: plan.combatPointsPerMindPoint,
            })}
          </p>
        </div>
      )}

      {step === 'skills' && (
        <div className="level-up-skills">
          <p className="sheet-hint">
            {t('levelUp.rejuggleQuote')} {t('levelUp.timeCap', { mind: summary.stats.mind.value })}
          </p>
          {mindRise.mindAfter > mindRise.mindBefore && (
            <div className="level-up-swaps">
              <p id={swapsId} className="sheet-hint">
                {t('levelUp.mindRises', { from: mindRise.mindBefore, to: mindRise.mindAfter })}{' '}
                {mindRise.swaps.length === 0
                  ? mindRise.unspentTimePoints === 0
                    ? t('levelUp.noFreeTime')
                    : t('levelUp.noSwap')
                  : t('levelUp.freeTime', { count: mindRise.unspentTimePoints })}
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
                        {t('levelUp.change', {
                          skill: swap.skillName,
                          fromTime: swap.from.time,
                          fromCombat: swap.from.combat,
                          toTime: swap.to.time,
                          toCombat: swap.to.combat,
                        })}
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
              {t('levelUp.confirmMaxHp', {
                from: before.maxHp.value,
                to: summary.maxHp.value,
                formula: formulaText(summary.maxHp.formula, t, formats),
              })}
            </li>
            <li>
              {hpNow === null
                ? t('levelUp.confirmHpFull', { from: stored.maxHp.value, to: hpAfter })
                : t('levelUp.confirmHpDamaged', { from: hpNow, to: hpAfter })}
            </li>
            <li>
              {t('levelUp.confirmCombat', {
                used: summary.combatPoints.used,
                available: summary.combatPoints.available.value,
              })}
            </li>
            {changedSkills.map((skill) => {
              const a = pointsIn(build, skill.id);
              const b = pointsIn(candidate, skill.id);
              return (
                <li key={skill.id}>
                  {t('levelUp.change', {
                    skill: skill.name,
                    fromTime: a.time,
                    fromCombat: a.combat,
                    toTime: b.time,
                    toCombat: b.combat,
                  })}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <div className="level-up-problems" aria-live="polite">
        {violations.length > 0 && step !== 'stats' && (
          <>
            <p className="field-error">{t('levelUp.notYet')}</p>
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
          {t('action.cancel')}
        </button>
        {stepIndex > 0 && (
          <button type="button" className="button" onClick={() => setStep(STEPS[stepIndex - 1]!)}>
            {t('action.back')}
          </button>
        )}
        {step !== 'confirm' ? (
          <button
            type="button"
            className="button primary"
            disabled={step === 'stats' && left > 0}
            aria-describedby={step === 'stats' && left > 0 ? statPoolId : undefined}
            onClick={() => setStep(STEPS[stepIndex + 1]!)}
          >
            {t('action.next')}
          </button>
        ) : (
          <button type="button" className="button primary" disabled={!result.ok || busy} onClick={() => void confirm()}>
            {t('levelUp.confirm', { level: plan.toLevel })}
          </button>
        )}
      </div>
    </section>
  );
}
