import { castDraft } from 'immer';
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { CampaignSnapshot } from '../../db';

/**
 * UI state of the campaign list only: which card is being renamed or asked to confirm a delete, the last deletion that
 * can still be undone, and the messages shown above the list. The campaigns themselves live in IndexedDB and are read
 * with useCampaigns().
 */
interface CampaignsUiState {
  /** The campaign whose name is being edited in place. */
  renamingId: string | null;
  /** The campaign whose delete button was pressed and awaits confirmation. */
  confirmingDeleteId: string | null;
  /** What the last delete removed; "Undo" puts it back. Cleared when the page is left. */
  pendingUndo: CampaignSnapshot | null;
  /** A failure to show (a StorageError's message). */
  error: string | null;
  /** The outcome of the last action, announced politely ("Created “Frozen Coast”."). */
  status: string | null;
}

interface CampaignsUiActions {
  startRename: (id: string) => void;
  askDelete: (id: string) => void;
  /** Closes the rename form and the delete confirmation. */
  closeInlineForms: () => void;
  /** The banner says what was deleted, so the status line is cleared. */
  deleted: (snapshot: CampaignSnapshot) => void;
  clearUndo: () => void;
  succeeded: (status: string) => void;
  failed: (error: string) => void;
  clearMessages: () => void;
  /** Back to the initial state: when the page is left, and between tests. */
  reset: () => void;
}

const initialState: CampaignsUiState = {
  renamingId: null,
  confirmingDeleteId: null,
  pendingUndo: null,
  error: null,
  status: null,
};

export const useCampaignsUi = create<CampaignsUiState & CampaignsUiActions>()(
  immer((set) => ({
    ...initialState,
    startRename: (id) =>
      set((s) => {
        s.renamingId = id;
        s.confirmingDeleteId = null;
        s.error = null;
      }),
    askDelete: (id) =>
      set((s) => {
        s.confirmingDeleteId = id;
        s.renamingId = null;
        s.error = null;
      }),
    closeInlineForms: () =>
      set((s) => {
        s.renamingId = null;
        s.confirmingDeleteId = null;
      }),
    deleted: (snapshot) =>
      set((s) => {
        // The snapshot holds the engine's readonly encounter state; the store never changes it, only keeps it.
        s.pendingUndo = castDraft(snapshot);
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
    clearMessages: () =>
      set((s) => {
        s.error = null;
        s.status = null;
      }),
    reset: () => set(initialState),
  })),
);
