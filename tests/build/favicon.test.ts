import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineTabIcon } from '../../scripts/inline-tab-icon';

const root = resolve(import.meta.dirname, '../..');

describe('the tab icon', () => {
  // Chromium fetches and decodes the icon again at each in-app navigation; an SVG is decoded as a whole document on
  // the page's own thread, a PNG is a small image decode.
  it('is a PNG that the app ships', () => {
    const html = readFileSync(resolve(root, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="icon" href="\/([^"]+)"/gu)].map((m) => m[1]!);
    expect(icons).toEqual(['favicon-48.png']);
    const png = readFileSync(resolve(root, 'public', icons[0]!));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(existsSync(resolve(root, 'public/favicon.svg'))).toBe(true); // still the manifest's scalable icon
  });

  // …and fetches it through the page's own thread, 5–7 ms at 4× CPU: the build writes it into the page instead.
  it('is written into the built page as a data URL of the same PNG (scripts/inline-tab-icon.ts)', () => {
    const html = readFileSync(resolve(root, 'index.html'), 'utf8');
    const png = readFileSync(resolve(root, 'public/favicon-48.png'));
    const built = inlineTabIcon(html, png);
    const href = /<link rel="icon" href="data:image\/png;base64,([^"]+)"/u.exec(built)?.[1];
    expect(Buffer.from(href!, 'base64').equals(png)).toBe(true);
    expect(built).not.toContain('/favicon-48.png');
    expect(() => inlineTabIcon(html.replace('favicon-48.png', 'icon.png'), png)).toThrow(/no <link rel="icon"/u);
  });
});
