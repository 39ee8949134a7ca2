import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { EncounterRecord } from '../../../../db';
import type { LogEntry, SkillId } from '../../rules';

/** The attack being declared: who, with what, how the defender answers, from where. Empty fields take defaults. */
export interface AttackDraft {
  attackerId: string | null;
  defenderId: string | null;
  /** What the attacker holds (gear ids or 'unarmed', one of heldChoices); several are dual wielding. null: their first. */
  weapons: string[] | null;
  responseKind: 'weapons' | 'skill';
  /** What the defender holds (one of heldChoices); null: their first weapon. */
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
 * UI state of the encounter page only: the attack being declared and the dice typed for it, the last result shown
 * (held in useShownResult), and the messages announced. The fight itself is stored (useEncounterRecord) and changed
 * through encounter-steps.
 */
interface CombatUiState {
  draft: AttackDraft;
  diceMode: 'app' | 'typed';
  typedAttacker: string[];
  typedDefender: string[];
  /** The odds' charts and details, opened on demand; they stay open for the next attacks until closed. */
  oddsOpen: boolean;
  status: string | null;
  error: string | null;
}

interface CombatUiActions {
  editDraft: (change: Partial<AttackDraft>) => void;
  setDiceMode: (mode: 'app' | 'typed') => void;
  typeDie: (side: 'attacker' | 'defender', index: number, value: string) => void;
  setOddsOpen: (open: boolean) => void;
  /** A new turn: the next fighter declares their own attack (the defaults: their weapon, a foe who can still fight). */
  newTurn: () => void;
  /** A step shown: its words announced and, for a step that rolled dice or dealt damage, its result card. */
  stepShown: (status: string, result?: { title: string; entries: LogEntry[] }) => void;
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
  oddsOpen: false,
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
    setOddsOpen: (open) =>
      set((s) => {
        s.oddsOpen = open;
      }),
    newTurn: () =>
      set((s) => {
        s.draft = EMPTY_DRAFT;
        s.typedAttacker = [];
        s.typedDefender = [];
      }),
    stepShown: (status, result) => {
      if (result) useShownResult.setState((s) => ({ result: { ...result, rolled: (s.result?.rolled ?? 0) + 1 } }));
      set((s) => {
        s.status = status;
        s.error = null;
        // The dice typed were thrown. Left as they are when nothing was typed: the attack panel then waits for the
        // fight's next frame to redraw.
        if (result && s.typedAttacker.length > 0) s.typedAttacker = [];
        if (result && s.typedDefender.length > 0) s.typedDefender = [];
      });
    },
    clearResult: () => useShownResult.setState({ result: null }),
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
      useShownResult.setState({ result: null });
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

/**
 * The last step that rolled dice or dealt damage, shown as the result card (useCombatUi's `stepShown` sets it,
 * `clearResult` and `reset` clear it); `rolled` counts the results shown, so each new one is told apart. A plain store
 * like useWrittenEncounter: its log entries carry the undo history, which an immer store would walk and freeze.
 */
export const useShownResult = create<{ result: { title: string; entries: LogEntry[]; rolled: number } | null }>()(
  () => ({ result: null }),
);
