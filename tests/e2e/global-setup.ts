import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build (dist/, built by `npm run test:e2e`) on a loopback port for the browser tests. */
export default async function setup(project: TestProject) {
  const server = await preview({ preview: { host: '127.0.0.1', port: 4179, strictPort: true, open: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a local address');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
