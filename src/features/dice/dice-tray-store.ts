import { castDraft } from 'immer';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { DiceTrayRoll } from '../../systems/eos/rules';

/** One throw of the tray, as the history lists it. */
export interface TrayThrow {
  id: number;
  /** What was asked: "d20 +3 with advantage", "2d6+3". */
  label: string;
  notation: string;
  roll: DiceTrayRoll;
}

/** The most throws the history keeps (the newest first), on the page and on the device. */
export const HISTORY_SIZE = 50;

/** Where the device keeps the history (localStorage): a few kilobytes of this device's own, never in a backup. */
export const DICE_HISTORY_KEY = 'eos-dice-tray-history';

const whole = z.number().int().safe();
const keptHistory = z
  .array(
    z.object({
      id: whole,
      label: z.string().max(200),
      notation: z.string().max(200),
      roll: z.object({
        expression: z.object({
          count: whole,
          sides: whole,
          keep: z.object({ which: z.enum(['highest', 'lowest']), count: whole }).nullable(),
          modifier: whole,
        }),
        rolls: z.array(whole).max(100),
        kept: z.array(whole).max(100),
        total: whole,
      }),
    }),
  )
  .max(HISTORY_SIZE);

/** The history the device kept, or none when what is stored is not one (another version, a hand edit). */
function keptThrows(stored: unknown): TrayThrow[] {
  const parsed = z.object({ history: keptHistory }).safeParse(stored);
  return parsed.success ? parsed.data.history : [];
}

interface DiceTrayState {
  modifier: number;
  keepCount: number;
  notation: string;
  history: TrayThrow[];
  error: string | null;
}

interface DiceTrayActions {
  setModifier: (value: number) => void;
  setKeepCount: (value: number) => void;
  setNotation: (value: string) => void;
  rolled: (label: string, notation: string, roll: DiceTrayRoll) => void;
  failed: (error: string) => void;
  clearHistory: () => void;
  reset: () => void;
}

const initialState: DiceTrayState = { modifier: 0, keepCount: 2, notation: '', history: [], error: null };

/**
 * The dice tray: the modifier and notation being built, and the throws so far. The history is kept on the device
 * (localStorage, the newest HISTORY_SIZE), so a reload or the next evening finds the throws the table saw.
 */
export const useDiceTray = create<DiceTrayState & DiceTrayActions>()(
  persist(
    immer((set) => ({
      ...initialState,
      setModifier: (value) =>
        set((s) => {
          s.modifier = value;
        }),
      setKeepCount: (value) =>
        set((s) => {
          s.keepCount = value;
        }),
      setNotation: (value) =>
        set((s) => {
          s.notation = value;
          s.error = null;
        }),
      rolled: (label, notation, roll) =>
        set((s) => {
          const id = (s.history[0]?.id ?? 0) + 1;
          s.history = castDraft([{ id, label, notation, roll }, ...s.history.slice(0, HISTORY_SIZE - 1)]);
          s.error = null;
        }),
      failed: (error) =>
        set((s) => {
          s.error = error;
        }),
      clearHistory: () =>
        set((s) => {
          s.history = [];
        }),
      reset: () => set(initialState),
    })),
    {
      name: DICE_HISTORY_KEY,
      version: 1,
      // Where the browser refuses storage (a private window's quota), the history lasts while the page does.
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ history: s.history }),
      merge: (stored, current) => ({ ...current, history: keptThrows(stored) }),
    },
  ),
);
