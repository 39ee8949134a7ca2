import { describe, expect, it } from 'vitest';
import { findRoute, NEXT_PAGES } from '../../src/app/prefetch';
import type { LazyPage } from '../../src/app/lazy-page';
import { routes } from '../../src/app/router';

describe('the pages warmed ahead of a tap (src/app/prefetch.ts)', () => {
  it('names only lazily loaded routes that exist', () => {
    const named = NEXT_PAGES.flatMap((p) => p.next);
    expect(named.length).toBeGreaterThan(0);
    for (const path of named) {
      const page = findRoute(routes, path)?.Component as Partial<LazyPage> | undefined;
      expect(typeof page?.preload, path).toBe('function');
    }
  });

  it('tells the calendar itself from its index page', () => {
    expect(findRoute(routes, 'campaigns/:campaignId/calendar')?.children?.length).toBeGreaterThan(0);
    expect(findRoute(routes, 'campaigns/:campaignId/calendar/')?.index).toBe(true);
    expect(findRoute(routes, 'campaigns/:campaignId/nowhere')).toBeUndefined();
  });
});
