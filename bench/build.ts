/**
 * Builds the production app and the floor page into bench-only folders (never dist/, which the browser tests serve)
 * and serves both on loopback ports the browser tests do not use.
 */
import { resolve } from 'node:path';
import { build, preview, type PreviewServer } from 'vite';

export const ROOT = resolve(import.meta.dirname, '..');
export const OUT_DIR = resolve(ROOT, 'tmp/bench');
export const APP_OUT = resolve(OUT_DIR, 'app');
export const FLOOR_OUT = resolve(OUT_DIR, 'floor');
/** BENCH_PORT moves both ports (two checkouts benching at once); 4190 by default. */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4190);
export const APP_PORT = BASE_PORT;
export const FLOOR_PORT = BASE_PORT + 1;

/** The app exactly as `npm run build` makes it, plus the manifest the bundle figures are read from. */
export async function buildApp(): Promise<void> {
  await build({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: APP_OUT, emptyOutDir: true, manifest: true },
  });
}

export async function buildFloor(): Promise<void> {
  await build({
    configFile: resolve(ROOT, 'bench/floor/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: FLOOR_OUT, emptyOutDir: true, manifest: true },
  });
}

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** Serves a built folder as `vite preview` does (deep links fall back to index.html). */
export async function serve(outDir: string, port: number): Promise<Served> {
  const server: PreviewServer = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/u, '');
  if (!url) throw new Error(`vite preview did not report an address for ${outDir}`);
  return { url, close: () => server.close() };
}
