import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDescriptor } from './game-system';
import { useGames } from './games-context';

/** What the app says about a game, in the language shown, from the game's own `<id>-game` catalogue. */
export interface GameText {
  /** "Eos", "Wasteland Dice Combat". */
  name: string;
  /** The home page's line about the game. */
  summary: string;
  /** "an Eos campaign", "en Eos-kampanj": a campaign of the game, with its article. */
  aCampaign: string;
  /** "1 fighter", "5 fighters": the party counted in the game's own word. */
  characters(count: number): string;
  /** The label of a reference page (`GameDescriptor.reference[i].key`). */
  reference(key: string): string;
}

/** The texts of `game`, read with `t` (any namespace: each key names the game's). */
export function gameText(t: TFunction, game: GameDescriptor): GameText {
  const ns = game.namespace;
  return {
    name: t('name', { ns }),
    summary: t('summary', { ns }),
    aCampaign: t('aCampaign', { ns }),
    characters: (count) => t('characters', { ns, count }),
    reference: (key) => t(`reference.${key}`, { ns }),
  };
}

/** `gameText` for every game of the app; the catalogues are loaded before the first page (src/app/i18n.ts). */
export function useGameText(): (game: GameDescriptor) => GameText {
  const games = useGames();
  const { t } = useTranslation(games.map((game) => game.namespace));
  return useCallback((game: GameDescriptor) => gameText(t, game), [t]);
}
