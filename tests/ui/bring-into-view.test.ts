import { describe, expect, it } from 'vitest';
import { scrollToShow } from '../../src/systems/eos/views/combat/bring-into-view';

// A tablet window 1,180 px high with 260 px under the sticky header and turn banner.
const covered = 260;
const height = 1180;

describe('bringing a result card into sight', () => {
  it('leaves a card alone that is in sight, or whose top (its dice) is in the upper 60% of the window', () => {
    expect(scrollToShow({ top: 600, bottom: 1000 }, covered, height)).toBe(0);
    expect(scrollToShow({ top: 700, bottom: 1400 }, covered, height)).toBe(0);
    expect(scrollToShow({ top: covered, bottom: 2000 }, covered, height)).toBe(0);
  });

  it('brings a card hidden above, or under the banner, to just below the banner', () => {
    expect(scrollToShow({ top: -500, bottom: -100 }, covered, height)).toBe(-760);
    expect(scrollToShow({ top: 200, bottom: 600 }, covered, height)).toBe(-60);
  });

  it('brings a card hanging off the bottom up until it fits, 12 px clear of the edge', () => {
    // Top at 900 (below 60% of 1,180 = 708), bottom at 1,300: 1,300 + 12 − 1,180 = 132.
    expect(scrollToShow({ top: 900, bottom: 1300 }, covered, height)).toBe(132);
  });

  it('never scrolls a card taller than the window past the banner', () => {
    expect(scrollToShow({ top: 1000, bottom: 2500 }, covered, height)).toBe(740);
  });
});
