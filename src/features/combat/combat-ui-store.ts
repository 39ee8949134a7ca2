import { castDraft } from 'immer';
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { EncounterRecord } from '../../db';
import type { LogEntry, SkillId } from '../../rules';

/** The attack being declared: who, with what, how the defender answers, from where. Empty fields take defaults. */
export interface AttackDraft {
  attackerId: string | null;
  defenderId: string | null;
  /** Gear ids or 'unarmed'; several melee weapons are dual wielding. null: the attacker's first weapon. */
  weapons: string[] | null;
  responseKind: 'weapons' | 'skill';
  /** The defender's weapons in hand; null: their first weapon. */
  responseWeapons: string[] | null;
  responseSkill: SkillId;
  from: 'front' | 'rear';
  distance: number;
  stealth: boolean;
}

export const EMPTY_DRAFT: AttackDraft = {
  attackerId: null,
  defenderId: null,
  weapons: null,
  responseKind: 'weapons',
  responseWeapons: null,
  responseSkill: 'unarmed-melee',
  from: 'front',
  distance: 1,
  stealth: false,
};

/**
 * UI state of the encounter page only: the attack being declared and the dice typed for it, the last result shown,
 * and the messages announced. The fight itself is stored (useEncounterRecord) and changed through encounter-steps.
 */
interface CombatUiState {
  draft: AttackDraft;
  diceMode: 'app' | 'typed';
  typedAttacker: string[];
  typedDefender: string[];
  /** The entries of the last step that rolled dice or dealt damage, shown as the result. */
  lastResult: { title: string; entries: LogEntry[]; rolled: number } | null;
  status: string | null;
  error: string | null;
}

interface CombatUiActions {
  editDraft: (change: Partial<AttackDraft>) => void;
  setDiceMode: (mode: 'app' | 'typed') => void;
  typeDie: (side: 'attacker' | 'defender', index: number, value: string) => void;
  showResult: (title: string, entries: LogEntry[]) => void;
  clearResult: () => void;
  succeeded: (status: string) => void;
  failed: (error: string) => void;
  saved: (record: EncounterRecord) => void;
  /** A step shown before it was saved could not be saved: the page goes back to the fight as stored. */
  unsaved: () => void;
  reset: () => void;
}

const initialState: CombatUiState = {
  draft: EMPTY_DRAFT,
  diceMode: 'app',
  typedAttacker: [],
  typedDefender: [],
  lastResult: null,
  status: null,
  error: null,
};

export const useCombatUi = create<CombatUiState & CombatUiActions>()(
  immer((set) => ({
    ...initialState,
    editDraft: (change) =>
      set((s) => {
        Object.assign(s.draft, change);
        s.error = null;
      }),
    setDiceMode: (mode) =>
      set((s) => {
        s.diceMode = mode;
      }),
    typeDie: (side, index, value) =>
      set((s) => {
        const dice = side === 'attacker' ? s.typedAttacker : s.typedDefender;
        dice[index] = value;
      }),
    showResult: (title, entries) =>
      set((s) => {
        s.lastResult = castDraft({ title, entries, rolled: (s.lastResult?.rolled ?? 0) + 1 });
        // Left as they are when nothing was typed: the attack panel then waits for the fight's next frame to redraw.
        if (s.typedAttacker.length > 0) s.typedAttacker = [];
        if (s.typedDefender.length > 0) s.typedDefender = [];
        s.error = null;
      }),
    clearResult: () =>
      set((s) => {
        s.lastResult = null;
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
    saved: (record) => useWrittenEncounter.setState({ written: record }),
    unsaved: () => useWrittenEncounter.setState({ written: null }),
    reset: () => {
      set(initialState);
      useWrittenEncounter.setState({ written: null });
    },
  })),
);

/**
 * The fight as the last step on this page saved it (useCombatUi's `saved` sets it, `reset` clears it): shown at once,
 * in the same render as the result, instead of waiting for the live query to read it back (useEncounterRecord takes
 * whichever is newer). A plain store, not immer: an immer store walks and freezes every unfrozen object it holds on each
 * change, which for a whole fight (its log and undo history) costs more than the rest of a step's work.
 */
export const useWrittenEncounter = create<{ written: EncounterRecord | null }>()(() => ({ written: null }));
