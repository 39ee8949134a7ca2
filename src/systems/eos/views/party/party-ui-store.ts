import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { CharacterRecord } from '../../../../db';

/**
 * UI state of the campaign page only: which character awaits a delete confirmation, the last deleted character that can
 * still be put back, and the messages above the party. The party itself is read live with useCharacters().
 */
interface PartyUiState {
  confirmingDeleteId: string | null;
  /** The character the last delete removed, exactly as stored; "Undo" restores it. Cleared when the page is left. */
  pendingUndo: CharacterRecord | null;
  error: string | null;
  status: string | null;
}

interface PartyUiActions {
  askDelete: (id: string) => void;
  cancelDelete: () => void;
  deleted: (record: CharacterRecord) => void;
  clearUndo: () => void;
  succeeded: (status: string) => void;
  failed: (error: string) => void;
  /** Back to the initial state: when the page is left, and between tests. */
  reset: () => void;
}

const initialState: PartyUiState = { confirmingDeleteId: null, pendingUndo: null, error: null, status: null };

export const usePartyUi = create<PartyUiState & PartyUiActions>()(
  immer((set) => ({
    ...initialState,
    askDelete: (id) =>
      set((s) => {
        s.confirmingDeleteId = id;
        s.error = null;
      }),
    cancelDelete: () =>
      set((s) => {
        s.confirmingDeleteId = null;
      }),
    deleted: (record) =>
      set((s) => {
        s.pendingUndo = record;
        s.confirmingDeleteId = null;
        s.error = null;
        s.status = null;
      }),
    clearUndo: () =>
      set((s) => {
        s.pendingUndo = null;
      }),
    succeeded: (status) =>
      set((s) => {
        s.status = status;
        s.error = null;
      }),
    failed: (error) =>
      set((s) => {
        s.error = error;
        s.status = null;
      }),
    reset: () => set(initialState),
  })),
);
