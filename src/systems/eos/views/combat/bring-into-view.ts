/** Where a box sits on screen: its top and bottom from the top of the window, in CSS pixels. */
export interface ScreenBox {
  top: number;
  bottom: number;
}

/**
 * How far to scroll (down positive) to bring `box` into sight as little as it takes, with `covered` pixels at the top
 * under the sticky header and turn banner: a box hidden above comes to just below them; one hanging off the bottom
 * comes up until it fits (so the button tapped above it stays in sight if it can), never past the banner. A box in
 * sight, or with its top in the upper 60% of the window, needs nothing.
 */
export function scrollToShow(box: ScreenBox, covered: number, windowHeight: number): number {
  const margin = 12;
  const fits = box.bottom + margin <= windowHeight;
  if (box.top >= covered && (fits || box.top < windowHeight * 0.6)) return 0;
  if (box.top < covered) return box.top - covered;
  return Math.min(box.top - covered, box.bottom + margin - windowHeight);
}

/**
 * Scrolls the window to show `element` (scrollToShow) below the sticky header and turn banner; with `last`, the stretch
 * from the top of `element` to the bottom of `last`.
 */
export function bringIntoView(element: HTMLElement, last: HTMLElement = element): void {
  const header = document.querySelector('.app-header')?.getBoundingClientRect().height ?? 0;
  const banner = document.querySelector('.turn-banner');
  const sticky = banner !== null && getComputedStyle(banner).position === 'sticky';
  const covered = header + (sticky ? banner.getBoundingClientRect().height : 0) + 12;
  const box = { top: element.getBoundingClientRect().top, bottom: last.getBoundingClientRect().bottom };
  // No box: nothing is laid out (a test DOM).
  if (box.bottom === box.top) return;
  const by = scrollToShow(box, covered, window.innerHeight);
  if (by === 0) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  window.scrollTo({ top: window.scrollY + by, behavior: still ? 'auto' : 'smooth' });
}
