/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { compileHints } from './scripts/compile-hints.ts';
import { inlineTabIconPlugin } from './scripts/inline-tab-icon.ts';
import { prerenderHome } from './scripts/prerender-home.ts';

// The app's version, written into every backup file (src/db/app-version.ts).
const define = { __APP_VERSION__: JSON.stringify(packageJson.version) };

export default defineConfig({
  define,
  plugins: [
    react(),
    // The home page's HTML in index.html, painted before any script runs (scripts/prerender-home.ts).
    prerenderHome({ define }),
    // Every chunk compiles on a background thread as it streams in, not on first call (scripts/compile-hints.ts).
    compileHints(),
    // The tab's icon as a data URL: Chromium asks for it again at every in-app navigation (scripts/inline-tab-icon.ts).
    inlineTabIconPlugin(),
    // Offline and installable (issue 6): a Workbox service worker precaches the whole build, so after one visit the app
    // loads with no network. registerType 'prompt': a new version waits until the player presses Update
    // (src/features/app-update), never replacing the page mid-combat.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // registered by useAppUpdate() through virtual:pwa-register/react
      includeManifestIcons: false, // the glob below already finds them; listing them twice would double the entries
      manifest: {
        id: '/',
        name: 'Eos Table Companion',
        short_name: 'Eos',
        description:
          'Companion app for the Eos survival RPG: characters, campaign calendar and combat helper, offline at the table.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // --surface, the colour of the sticky header, so the system bar and the header read as one; --bg behind the
        // splash screen.
        theme_color: '#1b2630',
        background_color: '#121a21',
        categories: ['games', 'utilities'],
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every route's chunk, the CSS and every icon: the app must work offline on pages not yet visited.
        globPatterns: ['**/*.{js,css,html,svg,png}'], // + manifest.webmanifest, which the plugin adds itself
        // Deep links (/campaigns, /rulings …) are SPA routes: serve the cached index.html for any navigation.
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first service worker takes charge of the page that installed it, so a player who opens the app once and
        // then loses the network can still open pages not visited yet. An update still waits for Update (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: [
            'tests/rules/**/*.test.ts',
            'tests/data/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/systems/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/db/**/*.test.{ts,tsx}', 'tests/core/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The party server (server/, issue 19), against real WebSocket clients, SQLite files and a redis-server.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
    ],
  },
});
