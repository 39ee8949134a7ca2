import { castDraft } from 'immer';
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { DiceTrayRoll } from '../../rules';

/** One throw of the tray, as the history lists it. */
export interface TrayThrow {
  id: number;
  /** What was asked: "d20 +3 with advantage", "2d6+3". */
  label: string;
  notation: string;
  roll: DiceTrayRoll;
}

/** The most throws the history keeps (the newest first). */
export const HISTORY_SIZE = 50;

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
 * The dice tray's session: the modifier and notation being built and the throws so far. It lasts while the app is
 * open, so the GM can leave the tray and come back to the history.
 */
export const useDiceTray = create<DiceTrayState & DiceTrayActions>()(
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
);
