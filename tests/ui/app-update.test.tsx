import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READY_MS } from '../../src/features/app-update/AppUpdateBanner';
import { onControllerChange, reloadPage } from '../../src/features/app-update/page-control';
import { renderApp } from './render-app';

/** The service worker as vite-plugin-pwa's useRegisterSW reports it, driven by the test. */
const sw = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  setNeedRefresh: (_: boolean) => {},
  setOfflineReady: (_: boolean) => {},
  updateServiceWorker: vi.fn(async () => {}),
}));

vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW(options: RegisterSWOptions) {
      sw.options = options;
      const needRefresh = useState(false);
      const offlineReady = useState(false);
      sw.setNeedRefresh = needRefresh[1];
      sw.setOfflineReady = offlineReady[1];
      return { needRefresh, offlineReady, updateServiceWorker: sw.updateServiceWorker };
    },
  };
});
vi.mock('../../src/features/app-update/page-control', () => ({
  reloadPage: vi.fn(),
  onControllerChange: vi.fn(() => () => {}),
}));

beforeEach(() => {
  sw.updateServiceWorker.mockClear();
  vi.mocked(reloadPage).mockClear();
  vi.mocked(onControllerChange).mockClear();
});
afterEach(() => vi.useRealTimers());

async function openApp() {
  const user = userEvent.setup();
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Which game tonight?' });
  return user;
}

const notice = () => screen.queryByRole('region', { name: 'App version' });

/** The service worker found a new version installed and waiting. */
const newVersionWaits = () => act(() => sw.setNeedRefresh(true));
/** A service worker took control of this tab: a new version replacing the old one, or the first one on a first visit. */
const controllerChanged = (replaced: boolean) =>
  act(() => {
    for (const [listener] of vi.mocked(onControllerChange).mock.calls) listener(replaced);
  });
const newVersionTookOver = () => controllerChanged(true);

describe('App update notice', () => {
  it('shows nothing while no new version waits', async () => {
    await openApp();
    expect(notice()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('appears when a new version waits, without taking the focus or updating on its own', async () => {
    await openApp();
    await newVersionWaits();
    expect(notice()).toHaveTextContent('A new version is ready.');
    expect(screen.getByRole('button', { name: 'Update' })).not.toHaveFocus();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('updates on Update, and reloads once the new version has taken over this tab', async () => {
    const user = await openApp();
    await newVersionWaits();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(sw.updateServiceWorker).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
    expect(reloadPage).not.toHaveBeenCalled();
    await newVersionTookOver();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the first service worker takes charge on a first visit', async () => {
    await openApp();
    await controllerChanged(false);
    expect(notice()).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('never lets the plugin reload by itself', async () => {
    await openApp();
    await newVersionWaits();
    expect(sw.options?.onNeedReload).toBeTypeOf('function'); // without it the plugin calls location.reload()
    act(() => sw.options?.onNeedReload?.());
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('goes away on Later and leaves the running version alone', async () => {
    const user = await openApp();
    await newVersionWaits();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(notice()).not.toBeInTheDocument();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('never reloads a tab because another tab updated: it offers a Reload instead', async () => {
    const user = await openApp();
    await newVersionWaits();
    await newVersionTookOver();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(notice()).toHaveTextContent('The app was updated in another tab.');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says once that the app is ready offline, then hides by itself', async () => {
    await openApp();
    vi.useFakeTimers();
    act(() => sw.setOfflineReady(true));
    expect(notice()).toHaveTextContent('Ready to work offline');
    act(() => vi.advanceTimersByTime(OFFLINE_READY_MS - 1));
    expect(notice()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(notice()).not.toBeInTheDocument();
  });

  it('the offline notice can be closed at once with OK', async () => {
    const user = await openApp();
    act(() => sw.setOfflineReady(true));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(notice()).not.toBeInTheDocument();
  });
});

describe('onControllerChange', () => {
  it('tells a first takeover from a replacement, and stops listening when asked', async () => {
    const actual = await vi.importActual<typeof import('../../src/features/app-update/page-control')>(
      '../../src/features/app-update/page-control',
    );
    const container = Object.assign(new EventTarget(), { controller: null });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
    try {
      const seen: boolean[] = [];
      const stop = actual.onControllerChange((replaced) => seen.push(replaced));
      container.dispatchEvent(new Event('controllerchange'));
      container.dispatchEvent(new Event('controllerchange'));
      stop();
      container.dispatchEvent(new Event('controllerchange'));
      expect(seen).toEqual([false, true]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does nothing where the browser has no service workers', async () => {
    const actual = await vi.importActual<typeof import('../../src/features/app-update/page-control')>(
      '../../src/features/app-update/page-control',
    );
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => actual.onControllerChange(() => {})()).not.toThrow();
  });
});
