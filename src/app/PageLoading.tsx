/** Shown while a page's code arrives on its first visit (a deep link, or a page not loaded ahead). */
export function PageLoading() {
  return <p className="empty">Loading…</p>;
}
