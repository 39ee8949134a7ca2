import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/compile-hints';

describe('the compile hint', () => {
  it('begins every JS chunk, once, and leaves other files alone', () => {
    const chunk = (fileName: string) => ({ type: 'chunk', fileName, code: `/* ${fileName} */` });
    const output: Record<string, { type: string; code?: string; source?: string }> = {
      'index.js': chunk('index.js'),
      'SheetPage.js': chunk('SheetPage.js'),
      'index.css': { type: 'asset', source: 'body{}' },
    };
    const plugin = compileHints() as unknown as { generateBundle: (options: unknown, bundle: unknown) => void };
    plugin.generateBundle({}, output);
    plugin.generateBundle({}, output);
    expect(output['index.js']!.code).toBe(`${COMPILE_HINT}/* index.js */`);
    expect(output['SheetPage.js']!.code).toBe(`${COMPILE_HINT}/* SheetPage.js */`);
    expect(output['index.css']!.source).toBe('body{}');
  });
});
