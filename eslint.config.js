// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The rules packs (src/systems/<id>): each is a zone no other pack may import from. */
const packs = readdirSync('./src/systems', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noStateOrStorage = [
  { name: 'react', message: 'src/rules is pure: no React.' },
  { name: 'react-dom', message: 'src/rules is pure: no React.' },
  { name: 'dexie', message: 'src/rules is pure: no storage.' },
  { name: 'zustand', message: 'src/rules is pure: no UI state.' },
  { name: 'immer', message: 'src/rules is pure: no UI state.' },
];

/** Code outside the engine asks src/rules/index.ts, never an internal module of it. */
const rulesPublicEntry = {
  group: ['**/rules/*'],
  message: 'Import from src/rules (its public index), not from a module inside it.',
};

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
      // Layers import in one direction: data → rules → db → features → app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/rules', from: ['./src/db', './src/features', './src/app', './src/components'] },
            {
              target: './src/systems/*/rules/**',
              from: ['./src/db', './src/features', './src/app', './src/components'],
            },
            { target: './src/db', from: ['./src/features', './src/app', './src/components'] },
            { target: './src/components', from: ['./src/features', './src/app', './src/db'] },
            // Route strings are written once, in src/app/paths.ts, which imports nothing: every layer may link with it.
            { target: './src/features', from: ['./src/app'], except: ['./paths.ts'] },
            // The core knows no game: packs register with the app, and the core asks their descriptors.
            { target: './src/core', from: ['./src/systems', './src/features', './src/db'] },
            { target: './src/core', from: ['./src/app'], except: ['./paths.ts'] },
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
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/data/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...noStateOrStorage,
            { name: 'zod', message: 'Schemas live in src/rules/data; rule modules stay zod-free.' },
          ],
          patterns: [
            {
              group: ['**/data/*', '!**/data/ids', '!**/*.json'],
              allowTypeImports: true,
              message:
                'Import only types from the zod schema files (zod stays out of the app bundle); ids come from data/ids.',
            },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Inject a random source.' }],
    },
  },
  {
    // A game pack's rules are as pure as src/rules: no React, storage, UI state or zod (schemas live in rules/schemas),
    // no Math.random; the app's shared rules come through src/rules' public index.
    files: ['src/systems/*/rules/**/*.ts'],
    ignores: ['src/systems/*/rules/schemas/**'],
    rules: {
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
              group: ['**/schemas/*'],
              allowTypeImports: true,
              message: 'Import only types from the zod schema files (zod stays out of the app bundle).',
            },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Inject a random source.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/**', 'src/rules/**', 'src/systems/*/rules/**'],
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
);
