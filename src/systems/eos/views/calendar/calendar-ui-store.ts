import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { cryptoRandom, type DayDanger, type RandomSource, type SkippedTask } from '../../rules';

/**
 * UI state of the calendar pages only: the messages above the planner and the confirmations of ending and undoing a
 * day. The calendar itself, with the seed of its dice (CalendarRecord.diceSeed), is read live with useCalendarData().
 * `random` draws a new seed when the GM rolls again, and a d20's "Roll" (cryptoRandom in the app; tests put a seeded
 * source here).
 */
interface CalendarUiState {
  random: RandomSource;
  status: string | null;
  error: string | null;
  confirmingUndo: boolean;
  /** The day that End day would end, with who it kills, knocks out or starves and the tasks it skips: asked first. */
  confirmingEnd: { day: number; dangers: readonly DayDanger[]; skipped: readonly SkippedTask[] } | null;
  busy: boolean;
}

interface CalendarUiActions {
  setRandom: (random: RandomSource) => void;
  /** A new seed for the calendar's dice (rollDiceAgain stores it). */
  drawSeed: () => number;
  askEnd: (confirming: NonNullable<CalendarUiState['confirmingEnd']>) => void;
  cancelEnd: () => void;
  succeeded: (status: string) => void;
  failed: (error: string) => void;
  setBusy: (busy: boolean) => void;
  askUndo: () => void;
  cancelUndo: () => void;
  /** Back to the initial state (keeps the random source): when the campaign changes, and between tests. */
  reset: () => void;
}

const TWO_POW_32 = 4294967296;

function drawSeed(random: RandomSource): number {
  return Math.floor(random() * TWO_POW_32);
}

const initialState = {
  status: null,
  error: null,
  confirmingUndo: false,
  confirmingEnd: null,
  busy: false,
} satisfies Omit<CalendarUiState, 'random'>;

export const useCalendarUi = create<CalendarUiState & CalendarUiActions>()(
  immer((set, get) => ({
    ...initialState,
    random: cryptoRandom,
    setRandom: (random) => set({ random }),
    drawSeed: () => drawSeed(get().random),
    askEnd: (confirming) => set({ confirmingEnd: confirming, confirmingUndo: false, error: null }),
    cancelEnd: () => set({ confirmingEnd: null }),
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
    setBusy: (busy) =>
      set((s) => {
        s.busy = busy;
      }),
    askUndo: () =>
      set((s) => {
        s.confirmingUndo = true;
        s.confirmingEnd = null;
        s.error = null;
      }),
    cancelUndo: () =>
      set((s) => {
        s.confirmingUndo = false;
      }),
    reset: () => set({ ...initialState }),
  })),
);
