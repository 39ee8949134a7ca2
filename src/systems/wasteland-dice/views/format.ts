import {
  RulesError,
  currentFighter,
  fighterProblems,
  isDowned,
  turnOrder,
  type Fight,
  type WdcFighter,
} from '../rules';

/** An error's message for the player: the rules and the data layer speak in the player's words already. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim().length > 0) return error.message;
  return 'Something went wrong; nothing was changed.';
}

/** Runs a rule and gives its value, or the refusal in words (any other error is a bug and is thrown). */
export function attempt<T>(rule: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: rule() };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, message: error.message };
    throw error;
  }
}

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listShape(where: string, list: unknown, entry: (item: unknown, n: number) => string | null): string[] {
  if (!Array.isArray(list)) return [`${where} is missing.`];
  return list.flatMap((item, i) => entry(item, i + 1) ?? []);
}

function pieceShape(where: string, piece: unknown): string[] {
  if (piece === null) return [];
  if (!isRecord(piece)) return [`${where} is not an armour piece (it should be a piece or “none”).`];
  return (['name', 'scratch', 'bite', 'bullet'] as const).flatMap((key) =>
    piece[key] === undefined ? [`${where} has no ${key === 'name' ? 'name' : `${key} resistance`}.`] : [],
  );
}

/**
 * What is missing from a stored fighter's record or of the wrong kind, in words ("Its skills are missing."), before any
 * rule can read it: the parts the pack's fighter payload is made of. Empty when every part is there; the values are
 * then the rules' to check (fighterProblems).
 */
export function fighterShapeProblems(fighter: unknown): readonly string[] {
  if (!isRecord(fighter)) return ['The record holds no fighter at all.'];
  const problems: string[] = [];
  const { skills, modifiers, armour, hp } = fighter;
  if (!isRecord(skills)) problems.push('Its skills are missing.');
  else {
    for (const [key, label] of [
      ['aim', 'Aim'],
      ['nimble', 'Nimble'],
      ['sprinting', 'Sprinting'],
    ] as const) {
      if (typeof skills[key] !== 'number') problems.push(`Its ${label} level is missing.`);
    }
    const skillShape = (list: string) => (item: unknown, n: number) =>
      isRecord(item) && typeof item.name === 'string' && typeof item.level === 'number'
        ? null
        : `${list} skill ${n} has no name or no level.`;
    problems.push(...listShape('Its list of melee weapon skills', skills.melee, skillShape('Melee')));
    problems.push(...listShape('Its list of other skills', skills.other, skillShape('Other')));
  }
  problems.push(
    ...listShape('Its list of modifiers', modifiers, (item, n) =>
      isRecord(item) && typeof item.label === 'string' && typeof item.value === 'number'
        ? null
        : `Modifier ${n} has no name or no value.`,
    ),
  );
  if (!isRecord(armour)) problems.push('Its armour is missing (it should say the torso and helmet worn, or none).');
  else problems.push(...pieceShape('Its torso armour', armour.torso), ...pieceShape('Its helmet', armour.helmet));
  if (typeof hp !== 'number') problems.push('Its hit points are missing.');
  return problems;
}

/**
 * What is wrong with a stored or typed fighter, in words: the parts missing from its record, or else every rule it
 * breaks (fighterProblems), so a record of the wrong shape says what is wrong instead of breaking the page.
 */
export function problemsOf(fighter: WdcFighter): readonly string[] {
  const shape = fighterShapeProblems(fighter);
  if (shape.length > 0) return shape;
  try {
    return fighterProblems(fighter);
  } catch {
    return ['This fighter’s record is damaged: some of its parts are missing or of the wrong kind.'];
  }
}

/**
 * What is wrong with a stored fight before the tracker draws it: the parts missing, each fighter's payload
 * (problemsOf, by name), their hit points and the turn order (the rules' own checks: isDowned, turnOrder,
 * currentFighter). Empty when the tracker can draw it.
 */
export function fightProblems(fight: Fight): readonly string[] {
  const loose: unknown = fight;
  if (!isRecord(loose)) return ['The record holds no fight at all.'];
  const missing = (['fighters', 'order', 'initiative', 'log', 'undo'] as const).filter((k) => !Array.isArray(loose[k]));
  if (missing.length > 0) return [`Its ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`];
  if (!['setup', 'running', 'over'].includes(String(loose.status))) {
    return ['It does not say whether it is being set up, running or over.'];
  }
  const problems: string[] = [];
  for (const f of fight.fighters) {
    if (!isRecord(f) || typeof f.name !== 'string') {
      problems.push('One of its fighters has no name.');
      continue;
    }
    problems.push(...problemsOf(f.fighter).map((p) => `${f.name}: ${p}`));
    const hp = attempt(() => isDowned(f.hp));
    if (!hp.ok) problems.push(`${f.name}: ${hp.message}`);
  }
  if (problems.length > 0) return problems;
  try {
    turnOrder(fight);
    currentFighter(fight);
  } catch (error) {
    problems.push(error instanceof RulesError ? error.message : 'Its turn order or current turn is damaged.');
  }
  return problems;
}

/** A modifier as the table says it: +4, −1, +0. */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

/** A probability as a percentage a player reads: 50%, 3.1%, <0.1%, >99.9%. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.001) return '<0.1%';
  if (p > 0.999) return '>99.9%';
  const value = p * 100;
  return `${Number.isInteger(Math.round(value * 10) / 10) ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** "10 of 20 throws" / "279 of 400 throws". */
export function ways(hits: number, outcomes: number): string {
  return `${hits} of ${outcomes} throws`;
}

/** "Round 2", "turn 1 of 3" … the plural of a count: "1 tile", "3 tiles". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
