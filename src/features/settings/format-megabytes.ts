const BYTES_PER_MB = 1_000_000;

/**
 * Bytes as megabytes for people (1 MB = 1,000,000 bytes, as phones and tablets count them):
 * "0 MB", "less than 0.1 MB", "12.3 MB", "2,048 MB".
 */
export function formatMegabytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 MB';
  const mb = bytes / BYTES_PER_MB;
  if (mb < 0.1) return 'less than 0.1 MB';
  const digits = mb < 100 ? 1 : 0;
  return `${mb.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })} MB`;
}
