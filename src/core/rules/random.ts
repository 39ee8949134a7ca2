import { RulesError, requireText, requireWhole } from './errors';

/**
 * A source of uniform random numbers in [0, 1). Every roll takes one as a parameter, so the rules stay pure: the app
 * injects `cryptoRandom`, a replayable game injects `createSeededRandom(seed)`, and tests script the dice.
 */
export type RandomSource = () => number;

const TWO_POW_32 = 4294967296;
/** sfc32's authors recommend discarding the first outputs so that similar seeds diverge. */
const WARM_UP_DRAWS = 15;

/** FNV-1a over UTF-16 code units: turns a text seed ("campaign-7 round 3") into 32 bits. */
export function textSeed(text: string): number {
  requireText('The seed text', text);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/** splitmix32: spreads one 32-bit seed over the four words of sfc32's state. */
function splitMix32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let t = state ^ (state >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
}

/**
 * A seeded generator (sfc32, 128-bit state) that gives the same sequence for the same seed on every platform: only
 * 32-bit integer arithmetic (`Math.imul`, shifts), no floating-point state. Seed with a whole number from 0 to
 * 4294967295 or with any text.
 */
export function createSeededRandom(seed: number | string): RandomSource {
  const seedWord = typeof seed === 'string' ? textSeed(seed) : requireWhole('Seed', seed, 0, TWO_POW_32 - 1);
  const next = splitMix32(seedWord);
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  const sfc32: RandomSource = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / TWO_POW_32;
  };
  for (let i = 0; i < WARM_UP_DRAWS; i++) sfc32();
  return sfc32;
}

/** The app's everyday dice: the browser's cryptographic generator (`crypto.getRandomValues`), 32 bits per draw. */
export const cryptoRandom: RandomSource = () => {
  if (globalThis.crypto === undefined) {
    throw new RulesError('not-allowed', 'This browser has no secure random generator (crypto.getRandomValues).');
  }
  const [word = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return word / TWO_POW_32;
};
