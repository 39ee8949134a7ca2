import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useNavigation,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../src/app/lazy-page';

/** A promise resolved or rejected from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Target() {
  return <h1>The sheet</h1>;
}

function Failed() {
  return <p>Failed: {(useRouteError() as Error).message}</p>;
}

/** The app's shape: a layout with a <Suspense> around the page, a start page linking to the lazily loaded one. */
function appWith(page: Omit<RouteObject, 'path' | 'index' | 'children'>, seen: string[], initialPath = '/') {
  function Layout() {
    seen.push(useNavigation().state);
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
      </Suspense>
    );
  }
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Layout />,
      errorElement: <Failed />,
      children: [
        {
          index: true,
          element: (
            <>
              <h1>The party</h1>
              <Link to="/sheet">Open the sheet</Link>
            </>
          ),
        },
        { path: 'sheet', ...page },
      ],
    },
  ];
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}

describe('pages loaded lazily, and ahead (src/app/lazy-page.tsx)', () => {
  it('draws a page loaded ahead in the tap’s own navigation: the router never enters its “loading” state', async () => {
    const Sheet = lazyPage(async () => Target);
    await Sheet.preload();
    const seen: string[] = [];
    render(<RouterProvider router={appWith({ Component: Sheet }, seen)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the sheet' }));
    expect(screen.getByRole('heading', { name: 'The sheet' })).toBeInTheDocument();
    expect(seen).not.toContain('loading');
  });

  it('(the router’s own `lazy`, for comparison, renders the page being left again in a “loading” state)', async () => {
    const seen: string[] = [];
    render(<RouterProvider router={appWith({ lazy: async () => ({ Component: Target }) }, seen)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the sheet' }));
    await screen.findByRole('heading', { name: 'The sheet' });
    expect(seen).toContain('loading');
  });

  it('keeps the page being left on screen while the code of one not loaded ahead arrives, and loads it once', async () => {
    const code = deferred<typeof Target>();
    const load = vi.fn(() => code.promise);
    const Sheet = lazyPage(load);
    render(<RouterProvider router={appWith({ Component: Sheet }, [])} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the sheet' }));
    expect(screen.getByRole('heading', { name: 'The party' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    void Sheet.preload();
    await act(async () => code.resolve(Target));
    expect(await screen.findByRole('heading', { name: 'The sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The party' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says “Loading…” on a link opened directly, until the code is there', async () => {
    const code = deferred<typeof Target>();
    const Sheet = lazyPage(() => code.promise);
    render(<RouterProvider router={appWith({ Component: Sheet }, [], '/sheet')} />);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await act(async () => code.resolve(Target));
    expect(await screen.findByRole('heading', { name: 'The sheet' })).toBeInTheDocument();
  });

  it('tries a failed load ahead again when the page is opened', async () => {
    const load = vi
      .fn<() => Promise<typeof Target>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Target);
    const Sheet = lazyPage(load);
    await expect(Sheet.preload()).rejects.toThrow('offline');
    render(<RouterProvider router={appWith({ Component: Sheet }, [])} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the sheet' }));
    expect(await screen.findByRole('heading', { name: 'The sheet' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a load that fails while the page is opened on the error screen, once', async () => {
    const load = vi.fn<() => Promise<typeof Target>>().mockRejectedValue(new Error('offline'));
    // React and the router report the error they show.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Sheet = lazyPage(load);
    render(<RouterProvider router={appWith({ Component: Sheet }, [])} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the sheet' }));
    expect(await screen.findByText('Failed: offline')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    report.mockRestore();
  });
});
