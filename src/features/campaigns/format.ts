/** "1 character", "5 characters" — or the game's own word ("2 fighters"). */
export function characterCountLabel(
  count: number,
  noun: { one: string; many: string } = { one: 'character', many: 'characters' },
): string {
  return `${count} ${count === 1 ? noun.one : noun.many}`;
}

const changedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a campaign last changed, in the reader's locale ("30 Nov 2025, 14:05"). */
export function formatChanged(ms: number): string {
  return changedFormat.format(ms);
}
