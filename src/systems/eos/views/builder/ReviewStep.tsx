import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormulaValue } from '../components/FormulaValue';
import { PortraitBadge } from '../components/PortraitBadge';
import {
  createCharacter,
  EditConflictError,
  validateName,
  saveCharacterEdits,
  StorageError,
  type CharacterRecord,
  type ConflictResolution,
  type NewCharacter,
  type Portrait,
} from '../../../../db';
import { foodPerDay, listStats, skillById, type SkillId, type Violation } from '../../rules';
import type { CampaignPageState } from '../party/CampaignPage';
import { food } from '../components/race-format';

import { useBuilder } from './builder-store';
import { chosenRace, draftSummary, draftViolations } from './derive';
import { forgetDraft } from './draft-autosave';
import { STEPS, stepOfField } from './steps';
import type { StepProps } from './step-props';
import { failureMessage } from '../../../../core/ui/failure-message';
import { eosPaths } from '../../paths';

const EMOJIS = ['🧝', '🧭', '🔧', '🌲', '🐺', '🪨', '🐻', '🐗', '🐈', '🐀', '🦊', '🏹', '🛡️', '⚒️', '🗡️', '🔥'];

/**
 * Step 5: name, notes and portrait, the derived summary (characterStats) and Save. A build that breaks a rule can be
 * saved only as a draft: the list says what is wrong, with the rule, and leads to the step that fixes it.
 */
export function ReviewStep({ violations }: StepProps) {
  const draft = useBuilder((s) => s.draft);
  const setName = useBuilder((s) => s.setName);
  const setNotes = useBuilder((s) => s.setNotes);
  const nameId = useId();
  const nameErrorId = useId();
  const [nameError, setNameError] = useState<string | null>(null);

  return (
    <section className="builder-step review-step" aria-labelledby="review-step-title">
      <h2 id="review-step-title">Review and save</h2>
      <div className="review-identity">
        <div className="field">
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            value={draft.name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
            autoComplete="off"
            placeholder="The character’s name"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? nameErrorId : undefined}
          />
          {nameError && (
            <span id={nameErrorId} className="field-error">
              {nameError}
            </span>
          )}
        </div>
        <label className="field notes-field">
          Notes
          <textarea value={draft.notes} rows={3} onChange={(e) => setNotes(e.target.value)} />
        </label>
        <PortraitPicker />
      </div>
      <Summary />
      <GearSummary />
      <Problems violations={violations} named={validNameOrNull(draft.name) !== null} />
      <SaveBar violations={violations} onNameError={setNameError} />
    </section>
  );
}

function PortraitPicker() {
  const portrait = useBuilder((s) => s.draft.portrait);
  const name = useBuilder((s) => s.draft.name);
  const setPortrait = useBuilder((s) => s.setPortrait);
  const group = useId();
  const [lastColour, setLastColour] = useState(portrait.kind === 'colour' ? portrait.value : '#e8c46a');
  const [lastEmoji, setLastEmoji] = useState(portrait.kind === 'emoji' ? portrait.value : '🧝');

  function choose(next: Portrait) {
    if (next.kind === 'colour') setLastColour(next.value);
    else setLastEmoji(next.value);
    setPortrait(next);
  }

  return (
    <fieldset className="portrait-picker">
      <legend>Portrait</legend>
      <PortraitBadge portrait={portrait} name={name} size="large" />
      <div className="portrait-kinds">
        <label>
          <input
            type="radio"
            name={group}
            checked={portrait.kind === 'emoji'}
            onChange={() => choose({ kind: 'emoji', value: lastEmoji })}
          />
          Emoji
        </label>
        <label>
          <input
            type="radio"
            name={group}
            checked={portrait.kind === 'colour'}
            onChange={() => choose({ kind: 'colour', value: lastColour })}
          />
          Colour
        </label>
      </div>
      {portrait.kind === 'colour' ? (
        <label className="field">
          Portrait colour
          <input
            type="color"
            value={portrait.value}
            onChange={(e) => choose({ kind: 'colour', value: e.target.value })}
          />
        </label>
      ) : (
        <div className="emoji-choices" role="group" aria-label="Portrait emoji">
          {EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={`button emoji-choice${portrait.value === emoji ? ' primary' : ''}`}
              aria-pressed={portrait.value === emoji}
              onClick={() => choose({ kind: 'emoji', value: emoji })}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The derived numbers, each with its formula on hover or tap. */
function Summary() {
  const build = useBuilder((s) => s.draft.build);
  const summary = useMemo(() => draftSummary(build), [build]);
  const race = chosenRace(build);
  if (race === null || summary === null) {
    return <p className="empty">Choose a race to see the character’s numbers.</p>;
  }
  const skills = (Object.entries(summary.skills) as [SkillId, NonNullable<(typeof summary.skills)[SkillId]>][])
    .filter(([, level]) => level.total > 0)
    .sort((a, b) => b[1].total - a[1].total);

  return (
    <section className="review-summary" aria-labelledby="summary-title">
      <h3 id="summary-title">
        {race.name}, level {summary.level.value}
      </h3>
      <dl className="stat-list">
        <div>
          <dt>Max HP</dt>
          <dd>
            <FormulaValue label="Max HP" value={summary.maxHp.value} formula={summary.maxHp.formula} />
          </dd>
        </div>
        <div>
          <dt>Dead at</dt>
          <dd>
            <FormulaValue label="Dead at HP" value={summary.deadAtHp.value} formula={summary.deadAtHp.formula} />
          </dd>
        </div>
        <div>
          <dt>Food/day</dt>
          <dd>{food(foodPerDay(race.id))}</dd>
        </div>
        {listStats().map((stat) => (
          <div key={stat.id}>
            <dt>{stat.name}</dt>
            <dd>
              <FormulaValue
                label={stat.name}
                value={summary.stats[stat.id].value}
                formula={summary.stats[stat.id].formula}
              />
            </dd>
          </div>
        ))}
        <div>
          <dt>Time points</dt>
          <dd>
            {summary.timePoints.used} / {summary.timePoints.available.value}
          </dd>
        </div>
        <div>
          <dt>Combat points</dt>
          <dd>
            {summary.combatPoints.used} / {summary.combatPoints.available.value}
          </dd>
        </div>
      </dl>
      {skills.length > 0 ? (
        <ul className="review-skills" aria-label="Skills">
          {skills.map(([id, level]) => (
            <li key={id}>
              {skillById(id).name}{' '}
              <FormulaValue label={skillById(id).name} value={level.total} formula={level.formula} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="step-hint">No skills yet.</p>
      )}
    </section>
  );
}

/** The name as it would be stored, or null when it would be refused (empty, nothing visible, too long). */
function validNameOrNull(name: string): string | null {
  try {
    return validateName('Name', name);
  } catch {
    return null;
  }
}

/** What the character wears and carries, from the gear step, each item with its tier. */
function GearSummary() {
  const gear = useBuilder((s) => s.draft.gear);
  const items = [
    ...gear.weapons.map((w) => ({ id: w.id, what: 'Weapon', item: w })),
    ...gear.armor.map((a) => ({ id: a.id, what: 'Armor', item: a })),
    ...(gear.shield ? [{ id: gear.shield.id, what: 'Shield', item: gear.shield }] : []),
    ...gear.clothing.map((c) => ({ id: c.id, what: 'Clothing', item: c })),
    ...gear.containers.map((c) => ({ id: c.id, what: 'Container', item: c })),
    ...gear.toolkits.map((t) => ({ id: t.id, what: 'Toolkit', item: t })),
  ];
  const extras = [
    gear.cloaks > 0 ? `${gear.cloaks} Bushcrafter’s Cloak${gear.cloaks === 1 ? '' : 's'}` : null,
    gear.bedrollTier !== null ? `Bedroll T${gear.bedrollTier}` : null,
  ].filter((x): x is string => x !== null);
  return (
    <section className="review-gear" aria-labelledby="review-gear-title">
      <h3 id="review-gear-title">Gear</h3>
      {items.length + extras.length === 0 ? (
        <p className="step-hint">Nothing worn or carried yet.</p>
      ) : (
        <ul aria-label="Gear">
          {items.map(({ id, what, item }) => (
            <li key={id}>
              {item.name.trim() || what} ({what.toLowerCase()}, T{item.fullTier})
            </li>
          ))}
          {extras.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Problems({ violations, named }: { violations: readonly Violation[]; named: boolean }) {
  const goTo = useBuilder((s) => s.goTo);
  const noRace = useBuilder((s) => s.draft.build.raceId === '');
  if (violations.length === 0) {
    // Green only when nothing at all is missing: a build without a name cannot be saved yet.
    return named ? (
      <p className="notice notice-ok" role="status">
        This build follows every rule checked: it will be saved as a ready character.
      </p>
    ) : (
      <p className="notice notice-warning" role="status">
        This build follows every rule checked. It still needs a name before it can be saved.
      </p>
    );
  }
  return (
    <section className="review-problems" aria-labelledby="problems-title">
      <h3 id="problems-title">
        {violations.length === 1 ? 'One rule is broken' : `${violations.length} rules are broken`}: this build can be
        saved only as a draft
      </h3>
      <ol>
        {violations.map((v, i) => {
          const step = STEPS.find((s) => s.id === stepOfField(v.field));
          return (
            <li key={i}>
              <p>{noRace && v.code === 'unknown-race' ? 'No race is chosen yet.' : v.message}</p>
              <blockquote>{v.ruleQuote}</blockquote>
              {step && step.id !== 'review' && (
                <button type="button" className="button" onClick={() => goTo(step.id)}>
                  Fix in {step.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function SaveBar({
  violations,
  onNameError,
}: {
  violations: readonly Violation[];
  onNameError: (message: string | null) => void;
}) {
  const draft = useBuilder((s) => s.draft);
  const base = useBuilder((s) => s.base);
  const campaignId = useBuilder((s) => s.campaignId);
  const characterId = useBuilder((s) => s.characterId);
  const saving = useBuilder((s) => s.saving);
  const saveError = useBuilder((s) => s.saveError);
  const conflict = useBuilder((s) => s.conflict);
  const saveStarted = useBuilder((s) => s.saveStarted);
  const saveFailed = useBuilder((s) => s.saveFailed);
  const saveConflicted = useBuilder((s) => s.saveConflicted);
  const reset = useBuilder((s) => s.reset);
  const key = useBuilder((s) => s.key);
  const navigate = useNavigate();
  const asDraft = violations.length > 0;

  /** An edit writes only what changed since the builder opened it; the draft flag follows the build as merged. */
  function saveEdit(id: string, resolve: ConflictResolution): Promise<CharacterRecord> {
    return saveCharacterEdits(id, base ?? draft, draft, {
      resolve,
      finish: (merged) => ({ draft: draftViolations(merged.build, merged.gear).length > 0 }),
    });
  }

  async function save(resolve: ConflictResolution = 'ask') {
    if (campaignId === null) return;
    saveStarted();
    onNameError(null);
    const input: NewCharacter = { ...draft, draft: asDraft };
    try {
      const saved =
        characterId === null ? await createCharacter(campaignId, input) : await saveEdit(characterId, resolve);
      // Saved: the stored draft has nothing left to offer back.
      if (key !== null) void forgetDraft(key);
      const state: CampaignPageState = {
        saved: `Saved “${saved.name}”${saved.draft ? ' as a draft: it still breaks a rule.' : '.'}`,
      };
      await navigate(eosPaths.campaign(campaignId), { state });
      reset();
    } catch (error) {
      const message = failureMessage(error);
      if (error instanceof EditConflictError) {
        saveConflicted(error.fields);
      } else if (error instanceof StorageError && error.code === 'invalid-name') {
        onNameError(message);
        saveFailed('The character needs a name before it can be saved.');
      } else {
        saveFailed(message);
      }
    }
  }

  return (
    <div className="save-bar">
      {saveError && (
        <p className="notice notice-error" role="alert">
          {saveError}
        </p>
      )}
      {conflict && (
        <div className="notice notice-error edit-conflict" role="alert">
          <p>{new EditConflictError(conflict).message}</p>
          <div className="notice-actions">
            <button type="button" className="button" onClick={() => void save('theirs')} disabled={saving}>
              Keep theirs, save the rest
            </button>
            <button type="button" className="button" onClick={() => void save('mine')} disabled={saving}>
              Save mine over theirs
            </button>
          </div>
        </div>
      )}
      <button type="button" className="button primary" onClick={() => void save()} disabled={saving}>
        {asDraft ? 'Save as draft' : 'Save character'}
      </button>
    </div>
  );
}
