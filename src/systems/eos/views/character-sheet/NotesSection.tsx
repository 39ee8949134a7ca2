import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditConflictError, type CharacterRecord, type ConflictResolution } from '../../../../db';
import { ConflictChoice } from './ConflictChoice';
import { SheetSection } from './DerivedSections';
import { saveNotes } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';
import { failureMessage } from '../../../../core/ui/failure-message';

/** The player's notes, edited in place and saved with a button (typing never writes half a sentence to storage). */
export function NotesSection({ character }: { character: CharacterRecord }) {
  const { t } = useTranslation('eos-sheet');
  const mode = useSheetMode();
  const [draft, setDraft] = useState<string | null>(null);
  // The notes as they were when the player began typing: notes saved elsewhere since are not overwritten unasked.
  const [opened, setOpened] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const succeeded = useSheetUi((s) => s.succeeded);
  const errorId = useId();

  if (mode === 'print') {
    return (
      <SheetSection id="notes" title={t('notes.title')}>
        <p className="sheet-notes-text">{character.notes || '—'}</p>
      </SheetSection>
    );
  }

  function discard() {
    setDraft(null);
    setOpened(null);
    setConflict(null);
  }

  async function save(resolve: ConflictResolution) {
    if (draft === null) return;
    try {
      await saveNotes(character.id, draft, opened ?? character.notes, resolve);
      discard();
      setError(null);
      succeeded(resolve === 'theirs' ? t('notes.keptTheirs') : t('notes.saved'));
    } catch (e) {
      if (e instanceof EditConflictError) setConflict(e.message);
      else setError(failureMessage(e));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save('ask');
  }

  const changed = draft !== null && draft !== character.notes;
  return (
    <SheetSection id="notes" title={t('notes.title')}>
      <form className="sheet-notes" onSubmit={submit}>
        <label className="field">
          {t('notes.label', { name: character.name })}
          <textarea
            rows={5}
            value={draft ?? character.notes}
            onChange={(e) => {
              if (opened === null) setOpened(character.notes);
              setDraft(e.target.value);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        {conflict && (
          <ConflictChoice
            message={conflict}
            busy={false}
            onChoose={(resolve) => (resolve === 'theirs' ? discard() : void save('mine'))}
          />
        )}
        <div className="card-actions">
          <button type="submit" className="button" disabled={!changed}>
            {t('notes.save')}
          </button>
          {changed && (
            <button type="button" className="button" onClick={discard}>
              {t('notes.discard')}
            </button>
          )}
        </div>
      </form>
    </SheetSection>
  );
}
