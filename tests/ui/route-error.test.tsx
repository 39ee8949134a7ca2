import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError, routeErrorText } from '../../src/app/RouteError';
import { routes } from '../../src/app/router';
import { DATABASE_CLOSED_MESSAGE, StorageError } from '../../src/db/errors';
import { reloadPage } from '../../src/features/app-update/page-control';

// jsdom cannot reload.
vi.mock('../../src/features/app-update/page-control', () => ({ reloadPage: vi.fn() }));

/** A router whose only page throws `error` while it renders, shown by the app's error screen. */
function failingWith(error: unknown) {
  function Broken(): never {
    throw error;
  }
  return createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
}

describe('the error screen of a page that cannot be shown (src/app/RouteError.tsx)', () => {
  it('is every route’s error element, the app’s pages and the print view', () => {
    expect(routes.every((route) => route.errorElement)).toBe(true);
  });

  it('says a page’s code could not load, that nothing stored changed, and offers a reload and the home page', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/RulingsPage-x.js');
    render(<RouterProvider router={failingWith(failed)} />);
    expect(await screen.findByRole('heading', { name: 'This page could not be opened' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('could not load this page’s code');
    expect(alert).toHaveTextContent('Nothing stored on this device was changed. Reload the app to try again.');
    expect(alert).not.toHaveTextContent('Hey developer');
    await userEvent.click(screen.getByRole('button', { name: 'Reload the app' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the races' })).toHaveAttribute('href', '/');
    report.mockRestore();
  });

  it('gives a storage error its own words, and anything else with what the browser said', () => {
    expect(routeErrorText(new StorageError('database-closed', DATABASE_CLOSED_MESSAGE))).toBe(DATABASE_CLOSED_MESSAGE);
    expect(routeErrorText(new Error('x is undefined'))).toBe(
      'Something went wrong while showing this page (the browser said: x is undefined). Nothing stored on this device was changed.',
    );
    expect(routeErrorText('odd')).toBe(
      'Something went wrong while showing this page. Nothing stored on this device was changed.',
    );
  });
});
