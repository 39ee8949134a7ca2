// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';

/** The rules packs (src/systems/<id>): each is a zone no other pack may import from. */
const packs = readdirSync('./src/systems', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noStateOrStorage = [
  { name: 'react', message: 'Rules are pure: no React.' },
  { name: 'react-dom', message: 'Rules are pure: no React.' },
  { name: 'dexie', message: 'Rules are pure: no storage.' },
  { name: 'zustand', message: 'Rules are pure: no UI state.' },
  { name: 'immer', message: 'Rules are pure: no UI state.' },
];

/** Code outside a rules folder asks its public index (src/core/rules, src/systems/<id>/rules), never a module inside. */
const rulesPublicEntry = {
  group: ['**/rules/*'],
  message: 'Import from the rules folder itself (its public index), not from a module inside it.',
};

/** Rules are pure functions over plain data: no React, storage, UI state, zod (schemas are apart) or Math.random. */
function pureRules(schemaFolders) {
  return {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          ...noStateOrStorage,
          { name: 'zod', message: 'Schemas live in rules/schemas; rule modules stay zod-free.' },
        ],
        patterns: [
          rulesPublicEntry,
          {
            group: schemaFolders,
            allowTypeImports: true,
            message:
              'Import only types from the zod schema files (zod stays out of the app bundle); ids come from schemas/ids.',
          },
        ],
      },
    ],
    'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Inject a random source.' }],
  };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'tmp', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // A live read takes a dependency list as useEffect does.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLiveRead$' }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Layers import in one direction: data → rules → db → views → app; the core never imports a game.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The core knows no game: packs register with the app (src/app/systems.ts), and the core asks them.
            { target: './src/core', from: ['./src/systems', './src/features', './src/db'] },
            { target: './src/core', from: ['./src/app'], except: ['./paths.ts'] },
            {
              target: './src/systems/*/rules/**',
              from: ['./src/db', './src/features', './src/app', './src/core/ui', './src/core/systems'],
            },
            { target: './src/db', from: ['./src/features', './src/app', './src/core/ui'] },
            // Route strings are written once, in src/app/paths.ts, which imports nothing: every layer may link with it.
            { target: './src/features', from: ['./src/app'], except: ['./paths.ts'] },
            { target: './src/systems', from: ['./src/app'], except: ['./paths.ts'] },
            // A pack imports the core, never another pack.
            ...packs.map((pack) => ({
              target: `./src/systems/${pack}`,
              from: packs.filter((other) => other !== pack).map((other) => `./src/systems/${other}`),
            })),
            // The party server's contract is the one part of server/ the app may import.
            { target: './src', from: './server', except: ['./protocol.ts'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/rules/**/*.ts'],
    rules: pureRules(['**/schemas/*']),
  },
  {
    // A game pack's rules are as pure as the core's; its zod schemas live in rules/schemas (types only from there).
    files: ['src/systems/*/rules/**/*.ts'],
    ignores: ['src/systems/*/rules/schemas/**'],
    rules: pureRules(['**/schemas/*', '!**/schemas/ids', '!**/*.json']),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/**', 'src/core/rules/**', 'src/systems/*/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dexie', message: 'Only src/db talks to Dexie; use its repository functions.' }],
          patterns: [rulesPublicEntry],
        },
      ],
    },
  },
  {
    // A pack's manifest hands the core its payload schemas: the one module outside rules/ that imports rules/schemas.
    files: ['src/systems/*/system.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'dexie', message: 'Only src/db talks to Dexie; use its repository functions.' }] },
      ],
    },
  },
  {
    files: ['src/db/**/*.{ts,tsx}'],
    ignores: ['src/db/react.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Node scripts (the bench's campaign) and the restore-point worker load src/db: React stays in src/db/react.ts.
          paths: [{ name: 'react', message: 'React belongs in src/db/react.ts only.' }],
          patterns: [rulesPublicEntry],
        },
      ],
    },
  },
  {
    // The browser client imports this file: no Node, no server library, nothing at all.
    files: ['server/protocol.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*'], message: 'server/protocol.ts is imported by the browser: it imports nothing.' }] },
      ],
    },
  },
  {
    files: ['src/db/react.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rulesPublicEntry] }] },
  },
  {
    // Every string a player reads comes from a catalogue (docs/i18n.md): JSX text and the attributes a player reads or
    // hears (a screen reader's label, a tooltip, a placeholder) may not be literal. Numbers and punctuation may.
    files: ['src/**/*.tsx'],
    // Views whose strings are still being moved into catalogues (issue 20); each leaves this list when it is done.
    ignores: [
      'src/features/backup/**',
      'src/systems/eos/views/combat/**',
      'src/systems/eos/views/calculators/**',
      'src/systems/eos/views/components/**',
      'src/systems/eos/views/house-rules/**',
      'src/systems/eos/views/races/**',
      'src/systems/eos/views/calendar/**',
      'src/systems/eos/views/party/**',
      'src/systems/eos/views/builder/**',
      'src/systems/wasteland-dice/views/**',
      'src/systems/wasteland-wolves/views/**',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^aria-label$',
              '^aria-description$',
              '^aria-roledescription$',
              '^aria-valuetext$',
              '^title$',
              '^placeholder$',
              '^alt$',
              '^label$',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·–—−×÷…±≤≥→←↑↓✓✗★☆▲▼•]+'] },
        },
      ],
    },
  },
);
