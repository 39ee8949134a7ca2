import type { TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { currentFormats, type Formats } from '../../core/i18n/format';

/** "1 character", "5 characters" in the language shown; a game's own word comes from its catalogue (gameText). */
export function characterCountLabel(count: number, t: TFunction = getI18n().t): string {
  return t('core:characters', { count });
}

/** When a campaign last changed, in the language shown ("30 Nov 2025, 14:05", "30 nov. 2025 14:05"). */
export function formatChanged(ms: number, formats: Formats = currentFormats()): string {
  return formats.date(ms, { dateStyle: 'medium', timeStyle: 'short' });
}
