import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { DEFAULT_PORTRAIT, type Portrait } from '../../../../db';
import {
  EMPTY_GEAR,
  type CharacterBuild,
  type CharacterGear,
  type SizeCategoryId,
  type SkillPoints,
  type StatId,
} from '../../rules';
import { STEPS, type StepId } from './steps';

/** The character being built or edited: what the player has entered so far, not yet saved. */
export interface BuilderDraft {
  name: string;
  notes: string;
  portrait: Portrait;
  build: CharacterBuild;
  gear: CharacterGear;
}

export type SkillKind = keyof SkillPoints;

/**
 * UI state of the character builder: the draft being edited, the step on screen and the race filter. The draft is
 * stored as the player goes (draft-autosave.ts) and offered back when the builder opens again; the character itself is
 * written only when the player saves on the review step.
 */
interface BuilderState {
  /** Which character the draft belongs to ("new:<campaignId>" or "edit:<characterId>"); null when no draft is open. */
  key: string | null;
  /** The campaign the character belongs to (its party feeds the coverage hint). */
  campaignId: string | null;
  /** The character being edited; null for a new one. */
  characterId: string | null;
  draft: BuilderDraft;
  /**
   * The character as it was when the editor opened it (null for a new one): a save writes only what changed since, so
   * what another tab saved meanwhile stays (saveCharacterEdits).
   */
  base: BuilderDraft | null;
  step: StepId;
  sizeFilter: SizeCategoryId | 'all';
  saving: boolean;
  /** Why the last save failed (a StorageError's message); the stored data is unchanged. */
  saveError: string | null;
  /** Fields this editor and another tab both changed since it opened: the save waits for the player's choice. */
  conflict: readonly string[] | null;
}

interface BuilderActions {
  /**
   * Opens the draft of a new character of a campaign, or of the character being edited; does nothing when that draft is
   * already open (a live query re-rendering the page must not wipe the player's changes).
   */
  open: (
    target: { campaignId: string; characterId: string | null },
    draft: BuilderDraft,
    resumed?: { base: BuilderDraft | null; step: string },
  ) => void;
  goTo: (step: StepId) => void;
  setSizeFilter: (filter: SizeCategoryId | 'all') => void;
  chooseRace: (raceId: string) => void;
  setCreationStat: (stat: StatId, value: number) => void;
  setSkillPoints: (skill: string, kind: SkillKind, value: number) => void;
  /** Applies a change to the gear (an immer recipe). */
  editGear: (recipe: (gear: CharacterGear) => void) => void;
  setName: (name: string) => void;
  setNotes: (notes: string) => void;
  setPortrait: (portrait: Portrait) => void;
  saveStarted: () => void;
  saveFailed: (message: string) => void;
  /** The save found fields changed elsewhere too: nothing was written, the player chooses. */
  saveConflicted: (fields: readonly string[]) => void;
  /** Drops the draft: when the builder is left, after a save, and between tests. */
  reset: () => void;
}

const noStats = { body: 0, mind: 0, reflex: 0, presence: 0, aura: 0 } as const;

/** A level-1 character with no race chosen, no points assigned and nothing carried. */
export function blankDraft(): BuilderDraft {
  return {
    name: '',
    notes: '',
    portrait: DEFAULT_PORTRAIT,
    build: {
      raceId: '',
      exp: 0,
      creationStats: { ...noStats },
      levelStats: { ...noStats },
      monthsElapsed: 0,
      skills: {},
    },
    gear: structuredClone(EMPTY_GEAR),
  };
}

const initialState: BuilderState = {
  key: null,
  campaignId: null,
  characterId: null,
  draft: blankDraft(),
  base: null,
  step: 'race',
  sizeFilter: 'all',
  saving: false,
  saveError: null,
  conflict: null,
};

export const useBuilder = create<BuilderState & BuilderActions>()(
  immer((set) => ({
    ...initialState,
    open: ({ campaignId, characterId }, draft, resumed) =>
      set((s) => {
        const key = characterId === null ? `new:${campaignId}` : `edit:${characterId}`;
        if (s.key === key) return;
        Object.assign(s, initialState);
        s.key = key;
        s.campaignId = campaignId;
        s.characterId = characterId;
        s.draft = draft;
        s.base = resumed ? resumed.base : characterId === null ? null : structuredClone(draft);
        const step = STEPS.find((x) => x.id === resumed?.step)?.id;
        s.step = step ?? (draft.build.raceId === '' ? 'race' : 'stats');
      }),
    goTo: (step) =>
      set((s) => {
        s.step = step;
      }),
    setSizeFilter: (filter) =>
      set((s) => {
        s.sizeFilter = filter;
      }),
    chooseRace: (raceId) =>
      set((s) => {
        s.draft.build.raceId = raceId;
      }),
    setCreationStat: (stat, value) =>
      set((s) => {
        (s.draft.build.creationStats as Record<StatId, number>)[stat] = value;
      }),
    setSkillPoints: (skill, kind, value) =>
      set((s) => {
        const skills = s.draft.build.skills as Record<string, SkillPoints>;
        const points = { ...(skills[skill] ?? { time: 0, combat: 0 }), [kind]: value };
        // A skill with no points is left out of the build, as the engine's example builds do.
        if (points.time === 0 && points.combat === 0) delete skills[skill];
        else skills[skill] = points;
      }),
    editGear: (recipe) =>
      set((s) => {
        recipe(s.draft.gear);
      }),
    setName: (name) =>
      set((s) => {
        s.draft.name = name;
      }),
    setNotes: (notes) =>
      set((s) => {
        s.draft.notes = notes;
      }),
    setPortrait: (portrait) =>
      set((s) => {
        s.draft.portrait = portrait;
      }),
    saveStarted: () =>
      set((s) => {
        s.saving = true;
        s.saveError = null;
        s.conflict = null;
      }),
    saveFailed: (message) =>
      set((s) => {
        s.saving = false;
        s.saveError = message;
      }),
    saveConflicted: (fields) =>
      set((s) => {
        s.saving = false;
        s.conflict = [...fields];
      }),
    reset: () => set({ ...initialState, draft: blankDraft() }),
  })),
);
