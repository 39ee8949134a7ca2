/**
 * The rules every game shares: refusals in a player's words (RulesError and the checks that throw it), random sources
 * that replay, dice and the exact odds of keeping the best of n d20s, initiative ties, lookups by id. Pure: no React,
 * no storage, no Math.random. Packs import these from here, never from another pack.
 */
export * from './errors';
export * from './random';
export * from './dice';
export * from './keyed';
export * from './keep-best';
export * from './initiative-ties';
export type { Ruling } from './ruling';
