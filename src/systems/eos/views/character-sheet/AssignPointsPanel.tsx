import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictError, type CharacterRecord, type ConflictResolution } from '../../../../db';
import { ConflictChoice } from './ConflictChoice';
import { characterStats, getRace, validateCharacter, type CharacterBuild } from '../../rules';
import { saveSkills } from './sheet-writes';
import { useSheetUi } from './sheet-ui-store';
import { SkillPointsEditor } from './SkillPointsEditor';
import { failureMessage } from '../../../../core/ui/failure-message';

/**
 * Assign unspent skill points (after time passes, or combat points left from a level): points may only be added here —
 * moving points between skills waits for the next combat level. "If all skills are maxed, then these skills points will
 * be able to be used when the character next raises their Mind stat."
 */
export function AssignPointsPanel({ character }: { character: CharacterRecord }) {
  const { t } = useTranslation('eos-sheet');
  // The build as the panel opened it: the save writes only the skills changed since (another tab's stay).
  const [opened] = useState(character.build);
  const [skills, setSkills] = useState<CharacterBuild['skills']>(character.build.skills);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closePanel = useSheetUi((s) => s.closePanel);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const build = character.build;
  const candidate: CharacterBuild = { ...build, skills };
  const summary = characterStats(candidate);
  const violations = validateCharacter(candidate);
  // A draft may break rules already; only what these points break holds the save back.
  const already = new Set(validateCharacter(build).map((v) => `${v.code}|${v.field}`));
  const newProblems = violations.filter((v) => !already.has(`${v.code}|${v.field}`));
  const changed = JSON.stringify(skills) !== JSON.stringify(build.skills);

  async function save(resolve: ConflictResolution = 'ask') {
    setBusy(true);
    setConflict(null);
    try {
      await saveSkills(character.id, opened, skills, resolve);
      closePanel(t('assign.saved'));
    } catch (e) {
      if (e instanceof EditConflictError) setConflict(e.message);
      else setError(failureMessage(e));
      setBusy(false);
    }
  }

  return (
    <section className="card assign-points" aria-labelledby="assign-points-title">
      <h2 id="assign-points-title" ref={heading} tabIndex={-1}>
        {t('assign.title', { name: character.name })}
      </h2>
      <p className="sheet-hint">
        {t('skills.timeCap', { mind: summary.stats.mind.value })} {t('assign.hint')}
      </p>
      <SkillPointsEditor
        race={getRace(build.raceId)}
        baseline={build}
        candidate={candidate}
        summary={summary}
        lowest="baseline"
        onChange={setSkills}
      />
      <div aria-live="polite">
        {violations.length > 0 && (
          <ul className="field-problems">
            {violations.map((v) => (
              <li key={`${v.code}:${v.field}`}>{v.message}</li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {conflict && <ConflictChoice message={conflict} busy={busy} onChoose={(resolve) => void save(resolve)} />}
      <div className="card-actions">
        <button type="button" className="button" onClick={() => closePanel()}>
          {changed ? t('action.cancel') : t('action.done')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={!changed || newProblems.length > 0 || busy}
          onClick={() => void save()}
        >
          {t('assign.save')}
        </button>
      </div>
    </section>
  );
}
