import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

/** How the dice of a roll are thrown: by the app, or typed from the table's dice. */
export type DiceMode = 'app' | 'typed';

/** The fight tracker's UI: what is picked and typed, kept through a failed save, and the last step's result. */
export interface FightUiState {
  fightId: string | null;
  targetId: string;
  withKey: string;
  advantage: boolean;
  disadvantage: boolean;
  /** N in "the chance to down the target within N attacks". */
  attacks: number;
  diceMode: DiceMode;
  typedDice: string[];
  tiles: number;
  typedInitiative: Record<string, string>;
  /** The log lines of the last step, read out by the live region. */
  result: readonly string[];
  /** Counts the steps that threw dice (initiative, an attack, breaking free, a newcomer): each takes the focus to its result. */
  rolled: number;
  error: string | null;
  busy: boolean;
  open(fightId: string): void;
  set(patch: Partial<Omit<FightUiState, 'open' | 'set' | 'setDie' | 'setInitiative' | 'afterStep'>>): void;
  setDie(index: number, value: string): void;
  setInitiative(fighterId: string, value: string): void;
  /** A step was stored: show its lines, clear the typed dice (the next roll is a new throw). */
  afterStep(lines: readonly string[], rolled?: boolean): void;
}

const FRESH = {
  targetId: '',
  withKey: 'ranged',
  advantage: false,
  disadvantage: false,
  attacks: 5,
  diceMode: 'app' as DiceMode,
  typedDice: ['', ''],
  tiles: 1,
  typedInitiative: {},
  result: [],
  rolled: 0,
  error: null,
  busy: false,
};

export const useFightUi = create<FightUiState>()(
  immer((set, get) => ({
    fightId: null,
    ...FRESH,
    open: (fightId) => {
      if (get().fightId !== fightId) set(() => ({ fightId, ...FRESH, typedDice: ['', ''], typedInitiative: {} }));
    },
    set: (patch) => set((s) => void Object.assign(s, patch)),
    setDie: (index, value) => set((s) => void (s.typedDice[index] = value)),
    setInitiative: (fighterId, value) => set((s) => void (s.typedInitiative[fighterId] = value)),
    afterStep: (lines, rolled = false) =>
      set((s) => {
        s.result = [...lines];
        if (rolled) s.rolled += 1;
        s.error = null;
        s.typedDice = ['', ''];
        s.advantage = false;
        s.disadvantage = false;
      }),
  })),
);
