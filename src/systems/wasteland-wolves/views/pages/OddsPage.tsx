export function OddsPage() {
  return null;
}
