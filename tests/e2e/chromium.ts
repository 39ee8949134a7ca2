/**
 * Debian's chromium as the browser tests and the benchmark launch it: headless, no sandbox (these machines run as root),
 * no background network. Kept apart from browser.ts so `npm run bench` can use it outside vitest.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
