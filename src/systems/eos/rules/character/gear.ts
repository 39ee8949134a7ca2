/* The gear of a character: its model (gear-model.ts) and the rules' checks of it (gear-checks.ts). */
export * from './gear-model';
export * from './gear-checks';
