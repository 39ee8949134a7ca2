import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

/** Which part of the sheet has the page: the sheet itself, or one of its short flows. */
export type SheetPanel = 'sheet' | 'level-up' | 'time-passes' | 'assign-points';

/**
 * UI state of the character sheet only: the open flow, whether the player put the waiting level-up off for this visit,
 * and the last outcome to announce. The character lives in IndexedDB (useCharacter); its experience is saved at once and
 * the level-up it reaches is read from the stored build (pendingLevelUp).
 */
interface SheetUiState {
  panel: SheetPanel;
  /** "Not now" on the level-up offer: it shrinks to a button for the rest of this visit. */
  levelUpLater: boolean;
  /** The outcome of the last action, announced politely ("Took 5 damage: 21 of 26 HP."). */
  status: string | null;
}

interface SheetUiActions {
  openPanel: (panel: SheetPanel) => void;
  /** Back to the sheet; `status` says what the flow did (or null when it was cancelled). */
  closePanel: (status?: string | null) => void;
  putLevelUpOff: () => void;
  succeeded: (status: string) => void;
  /** Back to the initial state: when the page is left, and between tests. */
  reset: () => void;
}

const initialState: SheetUiState = { panel: 'sheet', levelUpLater: false, status: null };

export const useSheetUi = create<SheetUiState & SheetUiActions>()(
  immer((set) => ({
    ...initialState,
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
    putLevelUpOff: () =>
      set((s) => {
        s.levelUpLater = true;
      }),
    succeeded: (status) =>
      set((s) => {
        s.status = status;
      }),
    reset: () => set(initialState),
  })),
);
