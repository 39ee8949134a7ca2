import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, startUpChunks } from '../../scripts/compile-hints';

const chunk = (fileName: string, more: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: more.isEntry ?? false,
  imports: more.imports ?? [],
  dynamicImports: more.dynamicImports ?? [],
  code: `/* ${fileName} */`,
});

describe('the compile hint on start-up chunks', () => {
  const bundle = [
    chunk('index.js', { isEntry: true, imports: ['runtime.js'], dynamicImports: ['client.js', 'App.js'] }),
    chunk('runtime.js'),
    chunk('client.js', { imports: ['react.js'] }),
    chunk('App.js', { imports: ['react.js', 'router.js'], dynamicImports: ['SheetPage.js'] }),
    chunk('react.js'),
    chunk('router.js'),
    chunk('SheetPage.js', { imports: ['rules.js'] }),
    chunk('rules.js'),
  ];

  it('takes the entry, what it loads at start and all they import, but no lazy route', () => {
    expect([...startUpChunks(bundle)].sort()).toEqual([
      'App.js',
      'client.js',
      'index.js',
      'react.js',
      'router.js',
      'runtime.js',
    ]);
  });

  it('prefixes exactly those chunks, once, and leaves assets alone', () => {
    const output = Object.fromEntries(
      [...bundle.map((c) => ({ ...c })), { type: 'asset', fileName: 'index.css', source: 'body{}' }].map((item) => [
        item.fileName,
        item,
      ]),
    );
    const plugin = compileHints() as unknown as { generateBundle: (options: unknown, bundle: unknown) => void };
    plugin.generateBundle({}, output);
    plugin.generateBundle({}, output);
    expect(output['index.js']!).toMatchObject({ code: `${COMPILE_HINT}/* index.js */` });
    expect(output['react.js']!).toMatchObject({ code: `${COMPILE_HINT}/* react.js */` });
    expect(output['SheetPage.js']!).toMatchObject({ code: '/* SheetPage.js */' });
    expect(output['rules.js']!).toMatchObject({ code: '/* rules.js */' });
    expect(output['index.css']!).toMatchObject({ source: 'body{}' });
  });
});
