import { readFileSync } from 'node:fs';

/** The rule text, read as the tests quote it (whitespace folded). */
const RAW = readFileSync(new URL('../../../data/source/swedish-hex-rpg-sv.txt', import.meta.url), 'utf8');
export const fold = (text: string): string => text.replace(/\s+/g, ' ').trim();
export const TEXT = fold(RAW);

/** Fails the test when a quote is not word for word in the text; returns it for use as a test name. */
export function quote(text: string): string {
  if (!TEXT.includes(fold(text))) throw new Error(`Not in the text: “${text}”`);
  return `“${text}”`;
}
