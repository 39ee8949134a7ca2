/**
 * A sentence for a player as a catalogue key and its values, carried by an error (a StorageError, a RulesError) whose
 * English `message` stays for logs and tests; the view translates it with `t` (core/ui/failure-message.ts). The key
 * names its namespace ("storage:quotaExceeded"), so any view can translate it.
 */
export interface PlayerText {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The player text an error carries, if any (a pack's error without one is shown by its message as it is). */
export function playerTextOf(error: unknown): PlayerText | undefined {
  const text = (error as { text?: unknown } | null | undefined)?.text;
  if (typeof text !== 'object' || text === null) return undefined;
  const { key, values } = text as { key?: unknown; values?: unknown };
  if (typeof key !== 'string') return undefined;
  return { key, values: typeof values === 'object' && values !== null ? (values as PlayerText['values']) : undefined };
}
