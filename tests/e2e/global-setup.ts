import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build (dist/, built by `npm run test:e2e`) on a loopback port for the browser tests. */
export default async function setup(project: TestProject) {
  // E2E_PORT lets two checkouts run their browser tests at once on one machine.
  const port = Number(process.env.E2E_PORT ?? 4179);
  const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a local address');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
