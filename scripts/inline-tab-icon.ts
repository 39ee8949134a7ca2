/**
 * Build step: the tab's icon is written into index.html as a data URL (issue 7).
 *
 * Chromium fetches the tab's icon again at each in-app navigation, through the page's own thread: asking for it and
 * taking the answer cost 5–7 ms at 4× CPU in the middle of opening a sheet or the planner. An icon given as a data URL
 * is decoded where it is, with no request (1.6 KB of PNG, 2.2 KB in the page).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The tab icon's link as index.html writes it (the dev server serves the file from public/). */
export const TAB_ICON_HREF = 'href="/favicon-48.png"';

/** `html` with the tab icon's file replaced by the same PNG as a data URL. */
export function inlineTabIcon(html: string, png: Buffer): string {
  if (!html.includes(TAB_ICON_HREF)) throw new Error(`index.html has no <link rel="icon" ${TAB_ICON_HREF}>`);
  return html.replace(TAB_ICON_HREF, `href="data:image/png;base64,${png.toString('base64')}"`);
}

/** The Vite plugin (build only). */
export function inlineTabIconPlugin(): Plugin {
  return {
    name: 'eos:inline-tab-icon',
    apply: 'build',
    transformIndexHtml: (html) =>
      inlineTabIcon(html, readFileSync(fileURLToPath(new URL('../public/favicon-48.png', import.meta.url)))),
  };
}
