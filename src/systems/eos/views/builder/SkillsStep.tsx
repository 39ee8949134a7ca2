import { useId, useMemo } from 'react';
import { NumberStepper } from '../../../../core/ui/NumberStepper';
import {
  listSkills,
  mindTooLowForSkills,
  prerequisitesMet,
  racialFreeSkillPoints,
  skillCap,
  type CharacterSummary,
  type Pool,
  type Race,
  type Skill,
  type SkillId,
  type Violation,
} from '../../rules';
import { useBuilder, type SkillKind } from './builder-store';
import { chosenRace, draftSummary, skillPlusBlocked, timeCapOf, withOneMore } from './derive';
import { FieldProblems } from './FieldProblems';
import { NeedsRace } from './NeedsRace';
import { BuilderPartyCoverage } from './BuilderPartyCoverage';
import { violationsAt } from './steps';
import type { StepProps } from './step-props';

const KINDS: readonly SkillKind[] = ['time', 'combat'];
const KIND_NAMES: Record<SkillKind, string> = { time: 'time points', combat: 'combat points' };
const GROUPS = [
  { category: 'combat', title: 'Combat skills' },
  { category: 'noncombat', title: 'Non-combat skills' },
] as const;

/** For each skill and kind, the rule one more point would break (or null). */
type Blocked = Partial<Record<SkillId, Record<SkillKind, Violation | null>>>;

/**
 * Step 3: time and combat points for every skill, grouped combat / non-combat. Each row shows the level, its cap, the
 * racial free points and why + is off; advanced skills say which prerequisites are missing. The points left of each kind
 * stay in view in a sticky bar.
 */
export function SkillsStep({ violations }: StepProps) {
  const build = useBuilder((s) => s.draft.build);
  const race = chosenRace(build);
  const summary = useMemo(() => draftSummary(build), [build]);
  const blocked = useMemo(() => {
    const result: Blocked = {};
    if (chosenRace(build) === null) return result;
    for (const skill of listSkills()) {
      result[skill.id] = {
        time: skillPlusBlocked(build, skill.id, 'time'),
        combat: skillPlusBlocked(build, skill.id, 'combat'),
      };
    }
    return result;
  }, [build]);
  const poolIds = { time: useId(), combat: useId() };
  const mindZeroId = useId();

  if (race === null) return <NeedsRace title="Skills" />;
  const poolBlocked = (kind: SkillKind) => Object.values(blocked).some((b) => b?.[kind]?.field === 'skills');

  return (
    <section className="builder-step" aria-labelledby="skills-step-title">
      <h2 id="skills-step-title">Skills</h2>
      <p className="step-hint">
        Time points (from two years of passive learning) are capped by Mind in each skill; combat points come from Mind
        × level and may go higher. A skill’s level is time + combat + racial points. The points left stay at the bottom
        of the screen.
      </p>
      {summary && mindTooLowForSkills(summary.stats.mind.value) && (
        <p id={mindZeroId} className="notice notice-warning">
          Mind {summary.stats.mind.value} cannot gain any skills: “No creatures with Mind less than 1 can gain any
          skills”. Raise Mind on the Stats step to put points into skills.
        </p>
      )}
      <BuilderPartyCoverage />
      {GROUPS.map((group) => (
        <section key={group.category} className="skill-group" aria-labelledby={`skills-${group.category}`}>
          <h3 id={`skills-${group.category}`}>{group.title}</h3>
          <ul className="skill-rows">
            {listSkills()
              .filter((skill) => skill.category === group.category)
              .map((skill) => (
                <SkillRow
                  key={skill.id}
                  skill={skill}
                  race={race}
                  summary={summary}
                  blocked={blocked[skill.id] ?? { time: null, combat: null }}
                  poolIds={poolIds}
                  mindZeroId={mindZeroId}
                  violations={violationsAt(
                    violations,
                    `skills.${skill.id}`,
                    `skills.${skill.id}.time`,
                    `skills.${skill.id}.combat`,
                  )}
                />
              ))}
          </ul>
        </section>
      ))}
      {summary && (
        <div className="points-bar sticky-points" role="group" aria-label="Skill points left">
          {KINDS.map((kind) => (
            <PoolLeft
              key={kind}
              id={poolIds[kind]}
              kind={kind}
              pool={kind === 'time' ? summary.timePoints : summary.combatPoints}
              spent={poolBlocked(kind)}
            />
          ))}
          <FieldProblems id={`${poolIds.time}-problems`} violations={violationsAt(violations, 'skills')} />
        </div>
      )}
    </section>
  );
}

function PoolLeft({ id, kind, pool, spent }: { id: string; kind: SkillKind; pool: Pool; spent: boolean }) {
  const left = pool.available.value - pool.used;
  return (
    <p className={`pool${left < 0 ? ' over' : ''}`}>
      <span className="pool-name">{kind === 'time' ? 'Time points left' : 'Combat points left'}</span>{' '}
      <strong className="points-left" aria-live="polite">
        {left} of {pool.available.value}
      </strong>{' '}
      <span className="formula-text">({pool.available.formula})</span>
      {spent && (
        <span id={id} className="points-note">
          {' '}
          All spent: + is off.
        </span>
      )}
    </p>
  );
}

function SkillRow({
  skill,
  race,
  summary,
  blocked,
  poolIds,
  mindZeroId,
  violations,
}: {
  skill: Skill;
  race: Race;
  summary: CharacterSummary | null;
  blocked: Record<SkillKind, Violation | null>;
  poolIds: Record<SkillKind, string>;
  mindZeroId: string;
  violations: Violation[];
}) {
  const points = useBuilder((s) => s.draft.build.skills[skill.id]) ?? { time: 0, combat: 0 };
  const setPoints = useBuilder((s) => s.setSkillPoints);
  const lockId = useId();
  const problemsId = useId();
  const freeId = useId();
  const reasonIds = { time: useId(), combat: useId() };
  const level = summary?.skills[skill.id];
  const free = racialFreeSkillPoints(race, skill.id);
  const freeSpecial = race.specials.find((s) => (s.fields as readonly string[]).includes('freeSkills'));
  const totals = Object.fromEntries(
    Object.entries(summary?.skills ?? {}).map(([id, l]) => [id, l?.total ?? 0]),
  ) as Partial<Record<SkillId, number>>;
  const { missing } = prerequisitesMet(totals, skill.id);
  const locked = skill.advanced && missing.length > 0;
  const timeCap = summary ? timeCapOf(race, skill.id, summary.stats.mind.value) : null;

  // Why + is off, said once where it belongs: the pool bar (all spent), the lock line (prerequisites), or a line of
  // this row (time points at Mind, the skill's cap) that spans the row instead of widening the stepper.
  function reasonFor(kind: SkillKind): { text: string | null; id: string | undefined; inRow: boolean } {
    const violation = blocked[kind];
    if (violation === null) return { text: null, id: undefined, inRow: false };
    const text = withOneMore(violation);
    if (violation.field === 'skills') return { text, id: poolIds[kind], inRow: false };
    // Said once, above the skills, not under each of them.
    if (violation.code === 'mind-too-low-for-skills') return { text, id: mindZeroId, inRow: false };
    if (violation.code === 'prerequisites-missing' && locked) return { text, id: lockId, inRow: false };
    return { text, id: reasonIds[kind], inRow: true };
  }
  const reasons = { time: reasonFor('time'), combat: reasonFor('combat') };
  const rowReasons = KINDS.filter((kind) => reasons[kind].inRow);

  return (
    <li className={`skill-row${violations.length > 0 ? ' has-problem' : ''}${locked ? ' locked' : ''}`}>
      <div className="skill-row-name">
        <h4>
          {skill.name}
          {skill.advanced && <span className="badge">Advanced</span>}
        </h4>
        <p className="skill-description">{skill.description}</p>
        {free > 0 && (
          <p id={freeId} className="skill-free">
            +{free} racial{freeSpecial ? ` (${freeSpecial.name})` : ''}
          </p>
        )}
        {locked && (
          <p id={lockId} className="skill-lock">
            <LockIcon />
            {free > 0 ? 'More points need ' : 'Locked: needs '}
            {missing.map((m) => `${m.name} ${m.level} (you have ${m.have})`).join(' and ')}
          </p>
        )}
      </div>
      <div className="skill-row-steppers">
        {KINDS.map((kind) => {
          const reason = reasons[kind];
          return (
            <div key={kind} className="skill-kind">
              <span className="skill-kind-label" aria-hidden="true">
                {kind === 'time' ? 'Time' : 'Combat'}
              </span>
              <NumberStepper
                label={`${skill.name} ${KIND_NAMES[kind]}`}
                value={points[kind]}
                // A locked skill takes no points, typed or stepped: the lock line says what it needs.
                onChange={(value) => (locked && value > points[kind] ? undefined : setPoints(skill.id, kind, value))}
                plusBlocked={reason.text}
                plusReasonId={reason.id}
                describedBy={[free > 0 ? freeId : '', violations.length > 0 ? problemsId : '']
                  .filter(Boolean)
                  .join(' ')}
                invalid={violations.some((v) => v.field === `skills.${skill.id}.${kind}`)}
              />
            </div>
          );
        })}
      </div>
      <p className="skill-level">
        Level <strong>{level?.total ?? free}</strong>
        <span className="skill-cap">
          {' '}
          / cap {skillCap(race, skill.id)}
          {timeCap !== null && ` · time ≤ ${timeCap}`}
        </span>
      </p>
      {rowReasons.length > 0 && (
        <div className="skill-reasons">
          {rowReasons.map((kind) => (
            <p key={kind} id={reasons[kind].id} className="stepper-reason">
              {kind === 'time' ? 'Time +' : 'Combat +'} is off. {reasons[kind].text}
            </p>
          ))}
        </div>
      )}
      <FieldProblems id={problemsId} violations={violations} />
    </li>
  );
}

function LockIcon() {
  return (
    <svg className="lock-icon" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
