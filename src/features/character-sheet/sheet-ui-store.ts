import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

/** Which part of the sheet has the page: the sheet itself, or one of its short flows. */
export type SheetPanel = 'sheet' | 'level-up' | 'time-passes' | 'assign-points';

/**
 * UI state of the character sheet only: the open flow, experience typed that reaches a new level (saved by the level-up
 * wizard, not before), and the last outcome to announce. The character lives in IndexedDB (useCharacter).
 */
interface SheetUiState {
  panel: SheetPanel;
  /** Experience entered that crosses into a new combat level, waiting for the wizard. */
  pendingExp: number | null;
  /** The outcome of the last action, announced politely ("Took 5 damage: 21 of 26 HP."). */
  status: string | null;
}

interface SheetUiActions {
  /** Experience reaching a new level was entered: the "Level up" action appears. */
  expReachesLevel: (exp: number) => void;
  openPanel: (panel: SheetPanel) => void;
  /** Back to the sheet; `status` says what the flow did (or null when it was cancelled). */
  closePanel: (status?: string | null) => void;
  forgetPendingExp: () => void;
  succeeded: (status: string) => void;
  /** Back to the initial state: when the page is left, and between tests. */
  reset: () => void;
}

const initialState: SheetUiState = { panel: 'sheet', pendingExp: null, status: null };

export const useSheetUi = create<SheetUiState & SheetUiActions>()(
  immer((set) => ({
    ...initialState,
    expReachesLevel: (exp) =>
      set((s) => {
        s.pendingExp = exp;
        s.status = null;
      }),
    openPanel: (panel) =>
      set((s) => {
        s.panel = panel;
        s.status = null;
      }),
    closePanel: (status = null) =>
      set((s) => {
        s.panel = 'sheet';
        s.status = status;
      }),
    forgetPendingExp: () =>
      set((s) => {
        s.pendingExp = null;
      }),
    succeeded: (status) =>
      set((s) => {
        s.status = status;
      }),
    reset: () => set(initialState),
  })),
);
