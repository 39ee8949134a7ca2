import { useId, useState, type FormEvent } from 'react';
import type { CharacterRecord } from '../../db';
import { SheetSection } from './DerivedSections';
import { saveFailure } from './format';
import { saveNotes } from './sheet-writes';
import { useSheetMode } from './sheet-mode';
import { useSheetUi } from './sheet-ui-store';

/** The player's notes, edited in place and saved with a button (typing never writes half a sentence to storage). */
export function NotesSection({ character }: { character: CharacterRecord }) {
  const mode = useSheetMode();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const succeeded = useSheetUi((s) => s.succeeded);
  const errorId = useId();

  if (mode === 'print') {
    return (
      <SheetSection id="notes" title="Notes">
        <p className="sheet-notes-text">{character.notes || '—'}</p>
      </SheetSection>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    try {
      await saveNotes(character.id, draft);
      setDraft(null);
      setError(null);
      succeeded('Notes saved.');
    } catch (e) {
      setError(saveFailure(e));
    }
  }

  const changed = draft !== null && draft !== character.notes;
  return (
    <SheetSection id="notes" title="Notes">
      <form className="sheet-notes" onSubmit={submit}>
        <label className="field">
          Notes for {character.name}
          <textarea
            rows={5}
            value={draft ?? character.notes}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="card-actions">
          <button type="submit" className="button" disabled={!changed}>
            Save notes
          </button>
          {changed && (
            <button type="button" className="button" onClick={() => setDraft(null)}>
              Discard changes
            </button>
          )}
        </div>
      </form>
    </SheetSection>
  );
}
