/**
 * Build step: the chunks the home page runs at start-up are marked for eager compilation (issue 7, total blocking time).
 *
 * V8 compiles a function lazily, on its first call, on the page's main thread, unless told otherwise. React's DOM code,
 * the router and the app's shell are almost all called while the page starts and hydrates, so each of those first calls
 * paid for a compile inside a start-up task. A chunk that begins with the magic comment below is compiled whole while it
 * streams in, on a background thread (Chromium 136+; other browsers ignore the comment): the main thread then only runs
 * the code. https://v8.dev/blog/explicit-compile-hints
 *
 * Which chunks: the entry, what it imports, and the chunks it imports dynamically at start (src/main.tsx loads
 * react-dom/client and the app's shell that way), with everything those import. Lazy routes are left to V8's usual
 * laziness: most of their code may never run.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  code: string;
}

/** The file names of the chunks loaded at start: the entries, their direct dynamic imports, and all their imports. */
export function startUpChunks(chunks: readonly ChunkLike[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName)) return;
    const chunk = byName.get(fileName);
    if (!chunk) return; // an asset, not a chunk
    found.add(fileName);
    for (const next of chunk.imports) visit(next);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    visit(entry.fileName);
    for (const next of entry.dynamicImports) visit(next);
  }
  return found;
}

/** The Vite plugin (build only): prefixes the start-up chunks with the compile hint, after minification. */
export function compileHints(): Plugin {
  return {
    name: 'eos:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & ChunkLike => item.type === 'chunk');
      for (const fileName of startUpChunks(chunks)) {
        const chunk = bundle[fileName] as ChunkLike;
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
