import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { cryptoRandom, type RandomSource } from '../../rules';

/**
 * UI state of the calendar pages only: the dice, the messages above the planner and the undo confirmation. The
 * calendar itself is read live with useCalendarData().
 *
 * The dice: every roll the GM does not type comes from `diceSeed`, so the preview and "End the day" draw the same
 * numbers — what the preview shows is what happens. "Roll again" takes a new seed. The seeds come from `random`
 * (cryptoRandom in the app; tests put a seeded source here).
 */
interface CalendarUiState {
  random: RandomSource;
  /** The seed of today's app-rolled dice. */
  diceSeed: number;
  /**
   * The seed drawn for the next day when a day ends (see newDayDice): it takes over once the calendar shows that day,
   * so the planner computes the new day's preview once, with the new dice, rather than first with the old ones.
   */
  nextDice: { day: number; seed: number } | null;
  status: string | null;
  error: string | null;
  confirmingUndo: boolean;
  busy: boolean;
}

interface CalendarUiActions {
  /** New dice for every roll not typed. */
  rerollDice: () => void;
  /** Day `endedDay` has ended: new dice for day `endedDay + 1` (used from the moment the calendar is on that day). */
  newDayDice: (endedDay: number) => void;
  setRandom: (random: RandomSource) => void;
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
  busy: false,
  nextDice: null,
} satisfies Omit<CalendarUiState, 'random' | 'diceSeed'>;

export const useCalendarUi = create<CalendarUiState & CalendarUiActions>()(
  immer((set, get) => ({
    ...initialState,
    random: cryptoRandom,
    diceSeed: drawSeed(cryptoRandom),
    nextDice: null,
    rerollDice: () => set({ diceSeed: drawSeed(get().random), nextDice: null }),
    newDayDice: (endedDay) =>
      set({ diceSeed: daySeed(get(), endedDay), nextDice: { day: endedDay + 1, seed: drawSeed(get().random) } }),
    setRandom: (random) => set({ random, diceSeed: drawSeed(random), nextDice: null }),
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
        s.error = null;
      }),
    cancelUndo: () =>
      set((s) => {
        s.confirmingUndo = false;
      }),
    reset: () => set({ ...initialState, diceSeed: drawSeed(get().random), nextDice: null }),
  })),
);

/** The seed of the app-rolled dice of `day` (the preview and "End the day" both use it). */
export function daySeed(ui: Pick<CalendarUiState, 'diceSeed' | 'nextDice'>, day: number): number {
  return ui.nextDice !== null && ui.nextDice.day === day ? ui.nextDice.seed : ui.diceSeed;
}
