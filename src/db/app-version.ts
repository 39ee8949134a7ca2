/** Replaced by the package.json version at build time (vite.config.ts `define`). */
declare const __APP_VERSION__: string;

/** The version of the app that wrote a backup file ("0.1.0"); "dev" where the build did not define it. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
