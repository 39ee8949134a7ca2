/**
 * Bundle figures from the bench build's Vite manifest: the JS and CSS the first route loads (the entry, every chunk it
 * imports statically and the start-up stages it imports dynamically), and what each lazily loaded route adds on top
 * (its chunk and static imports not already loaded by the first route), all gzipped at level 9 as a server would send
 * them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigure {
  /** "first route", or the lazily loaded module ("features/calendar/CalendarLayout"). */
  name: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
}

export interface BundleReport {
  firstRoute: BundleFigure;
  lazyRoutes: BundleFigure[];
}

function gzipSize(outDir: string, file: string, cache: Map<string, number>): number {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(resolve(outDir, file)), { level: 9 }).length;
    cache.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

function figure(
  outDir: string,
  manifest: Manifest,
  name: string,
  keys: Iterable<string>,
  cache: Map<string, number>,
): BundleFigure {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, f) => total + gzipSize(outDir, f, cache), 0);
  return { name, jsGzipBytes: sum(js), cssGzipBytes: sum(css), files: [...js, ...css] };
}

export function bundleReport(outDir: string): BundleReport {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (entry === undefined) throw new Error('The build manifest names no entry.');
  // src/main.tsx loads the app in stages (React's DOM code, then the app) with import(): the entry's own dynamic imports
  // are start-up code, part of the first route like its static imports. The lazy routes are what the first route's
  // chunks import dynamically beyond that.
  const first = closure(manifest, entry);
  for (const key of manifest[entry]!.dynamicImports ?? []) closure(manifest, key, first);
  // The catalogues loaded before the first paint (src/app/i18n.ts: the core's and the games' names) are first-route
  // code too: counted in the language whose files weigh more.
  const startCatalogues = (language: string) =>
    Object.keys(manifest).filter((key) => new RegExp(`/locales/${language}/(core|[a-z0-9-]+-game)\\.json$`).test(key));
  const [heavier] = ['en', 'sv']
    .map((language) => startCatalogues(language))
    .sort(
      (a, b) => figure(outDir, manifest, '', b, cache).jsGzipBytes - figure(outDir, manifest, '', a, cache).jsGzipBytes,
    );
  for (const key of heavier ?? []) closure(manifest, key, first);
  const firstRoute = figure(outDir, manifest, 'first route', first, cache);
  const firstCss = new Set([...first].flatMap((key) => manifest[key]!.css ?? []));
  const lazyRoutes = [...new Set([...first].flatMap((key) => manifest[key]!.dynamicImports ?? []))]
    .filter((key) => manifest[key] !== undefined && !first.has(key))
    .map((key) => {
      const extra = [...closure(manifest, key)].filter((k) => !first.has(k));
      const fig = figure(outDir, manifest, routeName(key), extra, cache);
      const css = fig.files.filter((f) => f.endsWith('.css') && !firstCss.has(f));
      return {
        ...fig,
        cssGzipBytes: css.reduce((total, f) => total + gzipSize(outDir, f, cache), 0),
        files: fig.files.filter((f) => !firstCss.has(f)),
      };
    })
    .sort((a, b) => b.jsGzipBytes - a.jsGzipBytes);
  return { firstRoute, lazyRoutes };
}

/**
 * "src/systems/eos/views/calendar/CalendarLayout.tsx" → "calendar/CalendarLayout"; a module other chunks also import becomes a
 * shared chunk ("_CalendarLayout-a1b2c3.js") → "CalendarLayout".
 */
function routeName(key: string): string {
  return key
    .replace(/^src\/features\//u, '')
    .replace(/^node_modules\/(?:.*\/)?/u, '')
    .replace(/^_(.+)-[\w-]{8}\.js$/u, '$1')
    .replace(/\.(?:tsx?|mjs)$/u, '');
}
