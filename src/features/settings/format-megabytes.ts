import type { TFunction } from 'i18next';
import type { Formats } from '../../core/i18n/format';

const BYTES_PER_MB = 1_000_000;

/**
 * Bytes as megabytes for people (1 MB = 1,000,000 bytes, as phones and tablets count them), in the language shown:
 * "0 MB", "less than 0.1 MB", "12.3 MB", "2,048 MB" ("2 048 MB", "12,3 MB" in Swedish).
 */
export function formatMegabytes(bytes: number, formats: Formats, t: TFunction<'settings'>): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return t('megabytes.none');
  const mb = bytes / BYTES_PER_MB;
  if (mb < 0.1) return t('megabytes.tiny', { amount: formats.number(0.1) });
  const digits = mb < 100 ? 1 : 0;
  return t('megabytes.amount', {
    amount: formats.number(mb, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  });
}
