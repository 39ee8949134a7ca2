import { readFileSync } from 'node:fs';

/** The rule text, as printed, for tests that quote it. */
export const RAW = readFileSync(new URL('../../../data/source/wasteland-wolves.txt', import.meta.url), 'utf8');
export const LINES = RAW.split('\n');
export const fold = (text: string): string => text.replace(/\s+/g, ' ').trim();
export const TEXT = fold(RAW);

/** The text contains these lines one after another, exactly. */
export function hasBlock(block: readonly string[]): boolean {
  for (let i = 0; i + block.length <= LINES.length; i++) {
    if (block.every((line, j) => LINES[i + j] === line)) return true;
  }
  return false;
}
