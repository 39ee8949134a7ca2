import tools from '../../../../data/eos/tools.json';

/** The four tool levels the rules name: no tools, a Crude toolkit, a Basic toolkit, a Workshop. */
export type ToolLevel = 'none' | 'crude' | 'basic' | 'workshop';
export const TOOL_LEVELS = tools.levels as readonly ToolLevel[];

/** "Basic tools double output & a Workshop quadruples output" — the common gathering multiplier (Logging, Mining …). */
export const GATHERING_MULTIPLIER: Readonly<Record<Exclude<ToolLevel, 'none'>, number>> = tools.gatheringMultiplier;

/** Crafting takes Tier² days with Crude tools, half with Basic, a quarter in a Workshop. */
export const CRAFTING_DAYS_DIVISOR: Readonly<Record<Exclude<ToolLevel, 'none'>, number>> = tools.craftingDaysDivisor;

/**
 * What each tool level is called, the pack's one tool-label map: `name` where the level stands alone (a picker, a
 * list: "Crude"), `phrase` inside a sentence ("cannot be done with Crude tools", "needs at least a Workshop").
 */
export const TOOL_LABEL: Readonly<Record<ToolLevel, { readonly name: string; readonly phrase: string }>> = {
  none: { name: 'No tools', phrase: 'no tools' },
  crude: { name: 'Crude', phrase: 'Crude tools' },
  basic: { name: 'Basic', phrase: 'Basic tools' },
  workshop: { name: 'Workshop', phrase: 'a Workshop' },
};
