import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/core/i18n/languages';

/*
 * The catalogues (src/<anywhere>/locales/<language>/<namespace>.json, docs/i18n.md): every language holds every key of
 * every namespace with the same placeholders, and every key a view asks for by name is in its catalogue.
 */
const SRC = join(import.meta.dirname, '../../src');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep);
}

type Catalogue = Record<string, unknown>;

const catalogueFiles = filesUnder(SRC, (path) => /\/locales\/[a-z]{2}\/[a-z0-9-]+\.json$/.test(path));
const catalogues = new Map<string, Map<string, Catalogue>>(); // namespace → language → catalogue
const namespaceHome = new Map<string, string>();
const duplicates: string[] = [];
for (const path of catalogueFiles) {
  const [, folder, language, namespace] = /^(.*)\/locales\/([a-z]{2})\/([a-z0-9-]+)\.json$/.exec(path)! as unknown as [
    string,
    string,
    string,
    string,
  ];
  const home = namespaceHome.get(namespace);
  if (home && home !== folder) duplicates.push(`${namespace}: ${relative(SRC, home)} and ${relative(SRC, folder)}`);
  namespaceHome.set(namespace, folder);
  if (!catalogues.has(namespace)) catalogues.set(namespace, new Map());
  catalogues.get(namespace)!.set(language, JSON.parse(readFileSync(path, 'utf8')) as Catalogue);
}

/** Every leaf of a catalogue as "a.b.c" → text. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of leaves(value as Catalogue, path)) out.set(leaf, text);
    } else out.set(path, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
// Plural forms differ by language only in which suffixes exist; both of ours use _one and _other.
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('catalogues', () => {
  it('exist, each namespace in one folder', () => {
    expect(catalogues.has('core')).toBe(true);
    expect(duplicates).toEqual([]);
  });

  for (const [namespace, byLanguage] of catalogues) {
    it(`${namespace}: every language has every key, with the same placeholders and no empty text`, () => {
      const english = leaves(byLanguage.get('en') ?? {});
      for (const language of LANGUAGES) {
        const catalogue = byLanguage.get(language);
        expect(catalogue, `${namespace} has no ${language} catalogue`).toBeDefined();
        const texts = leaves(catalogue!);
        expect([...texts.keys()].sort(), `${language} keys of ${namespace}`).toEqual([...english.keys()].sort());
        for (const [key, text] of texts) {
          expect(typeof text === 'string' && text.trim() !== '', `${language} ${namespace}:${key} is empty`).toBe(true);
          expect(placeholders(String(text)), `${language} ${namespace}:${key}`).toEqual(
            placeholders(String(english.get(key))),
          );
        }
      }
    });
  }

  it('hold every key a view names: t("key") in a module that uses one namespace', () => {
    const known = new Map(
      [...catalogues].map(([ns, byLanguage]) => [
        ns,
        new Set([...leaves(byLanguage.get('en') ?? {}).keys()].map(baseKey)),
      ]),
    );
    const missing: string[] = [];
    const sources = filesUnder(SRC, (path) => /\.tsx?$/.test(path));
    for (const path of sources) {
      const text = readFileSync(path, 'utf8');
      const namespaces = [...text.matchAll(/useTranslation\(\s*(?:'([a-z0-9-]+)'|\[\s*'([a-z0-9-]+)')/g)].map(
        (m) => m[1] ?? m[2],
      );
      const usesDefault = /useTranslation\(\s*\)/.test(text);
      if (usesDefault) namespaces.push('core');
      if (new Set(namespaces).size !== 1) continue; // several hooks in one file: the runtime check covers them
      for (const match of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) {
        const written = match[1]!;
        const [ns, key] = written.includes(':') ? written.split(':') : [namespaces[0], written];
        if (!known.get(ns ?? '')?.has(key ?? '')) missing.push(`${relative(SRC, path)}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
