import { createContext, useContext } from 'react';
import { cryptoRandom, type RandomSource } from '../../rules';

/**
 * The dice the app throws: the browser's cryptographic generator. A provider can inject another source (a seeded one
 * to replay a fight); the rules never draw on their own.
 */
export const RandomSourceContext = createContext<RandomSource>(cryptoRandom);

export function useRandomSource(): RandomSource {
  return useContext(RandomSourceContext);
}
