/** True when every word of `query` appears (case-insensitively) in one of `fields`. */
export function matchesSearch(query: string, ...fields: string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}
