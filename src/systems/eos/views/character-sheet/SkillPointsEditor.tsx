import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import {
  listSkills,
  skillCap,
  type CharacterBuild,
  type CharacterOptions,
  type CharacterSummary,
  type Pool,
  type Race,
} from '../../rules';
import { DerivedNumber } from './Fact';
import { oneMoreBlocked, pointsIn, withSkillPoints, type PointKind } from './skill-edits';

const POINT_KINDS: readonly PointKind[] = ['time', 'combat'];

function PoolLine({ label, pool }: { label: string; pool: Pool }) {
  const { t } = useTranslation('eos-sheet');
  const left = pool.available.value - pool.used;
  return (
    <p className={`sheet-pool${left < 0 ? ' sheet-pool-over' : ''}`}>
      <span className="sheet-pool-label">{t('pool.label', { label })}</span> {t('pool.usedOf', { used: pool.used })}{' '}
      <DerivedNumber label={t('pool.available', { label })} derived={pool.available} /> {t('pool.used')}
      {' · '}
      {left > 0 ? t('pool.left', { count: left }) : left < 0 ? t('pool.tooMany', { count: -left }) : t('pool.allSpent')}
    </p>
  );
}

/**
 * The skill table of a level-up re-juggle or of assigning new points: time and combat points per skill with steppers,
 * the total and cap from the rules, and the pools left. Each + is disabled with the rule's reason when one more point
 * would break a rule; `lowest` says how far each − may go (0 at a level-up, the saved points when only assigning).
 */
export function SkillPointsEditor({
  race,
  baseline,
  candidate,
  summary,
  lowest,
  onChange,
  options = {},
}: {
  race: Race;
  /** The build as saved. */
  baseline: CharacterBuild;
  /** The build being edited. */
  candidate: CharacterBuild;
  /** characterStats(candidate): totals and pools. */
  summary: CharacterSummary;
  lowest: 'zero' | 'baseline';
  onChange: (skills: CharacterBuild['skills']) => void;
  options?: CharacterOptions;
}) {
  const { t } = useTranslation('eos-sheet');
  const [showAll, setShowAll] = useState(false);
  const poolsId = useId();
  const skills = listSkills().filter(
    (skill) =>
      showAll ||
      candidate.skills[skill.id] !== undefined ||
      baseline.skills[skill.id] !== undefined ||
      summary.skills[skill.id] !== undefined,
  );

  function stepper(skillId: string, skillName: string, kind: PointKind) {
    const value = pointsIn(candidate, skillId)[kind];
    const min = lowest === 'baseline' ? pointsIn(baseline, skillId)[kind] : 0;
    const blocked = oneMoreBlocked(candidate, skillId, kind, options);
    return (
      <NumberStepper
        label={t(kind === 'time' ? 'editor.timeStepper' : 'editor.combatStepper', { skill: skillName })}
        value={value}
        min={min}
        plusBlocked={blocked ? t('editor.withOneMore', { rule: blocked.rule }) : null}
        plusReasonId={blocked?.poolSpent ? poolsId : undefined}
        onChange={(next) => onChange(withSkillPoints(candidate.skills, skillId, kind, Math.max(min, next)))}
        describedBy={poolsId}
      />
    );
  }

  return (
    <div className="sheet-skill-editor">
      <div id={poolsId} className="sheet-skill-pools" aria-live="polite">
        <PoolLine label={t('editor.timePoints')} pool={summary.timePoints} />
        <PoolLine label={t('editor.combatPoints')} pool={summary.combatPoints} />
      </div>
      <ul className="sheet-skill-rows">
        {skills.map((skill) => {
          const level = summary.skills[skill.id];
          return (
            <li key={skill.id} className="sheet-skill-row">
              <span className="sheet-skill-name">
                {skill.name}
                {skill.advanced && <span className="sheet-fact-note"> {t('editor.advanced')}</span>}
              </span>
              <span className="sheet-skill-total">
                {level ? (
                  <DerivedNumber
                    label={t('editor.total', { skill: skill.name })}
                    derived={{ value: level.total, formula: level.formula }}
                  />
                ) : (
                  0
                )}{' '}
                <span className="sheet-fact-note">/ {level?.cap ?? skillCap(race, skill.id)}</span>
              </span>
              <span className="sheet-skill-steppers">
                {POINT_KINDS.map((kind) => (
                  <span key={kind} className="sheet-skill-kind">
                    <span aria-hidden="true">{t(kind === 'time' ? 'skills.timeShort' : 'skills.combatShort')}</span>
                    {stepper(skill.id, skill.name, kind)}
                  </span>
                ))}
              </span>
              {level && level.free > 0 && (
                <span className="sheet-fact-note">{t('editor.racial', { count: level.free })}</span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" aria-pressed={showAll} onClick={() => setShowAll(!showAll)}>
        {showAll ? t('editor.showSome') : t('editor.showAll', { count: listSkills().length })}
      </button>
    </div>
  );
}
