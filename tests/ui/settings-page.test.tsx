import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../src/app/router';
import { formatMegabytes } from '../../src/features/settings/format-megabytes';
import { formatsOf } from '../../src/core/i18n/format';
import { testI18n } from '../i18n-setup';
import { createStorageAccess, type StorageAccess } from '../../src/features/settings/storage-access';
import { StorageAccessContext } from '../../src/features/settings/storage-access-context';
import { renderApp } from './render-app';

const MB = 1_000_000;

/** A browser whose storage manager answers as told; persist and estimate are spies. */
function fakeStorage(overrides: Partial<StorageAccess> = {}) {
  return {
    persisted: vi.fn<StorageAccess['persisted']>(async () => false),
    persist: vi.fn<StorageAccess['persist']>(async () => true),
    estimate: vi.fn<StorageAccess['estimate']>(async () => ({ usedBytes: 1_234_567, quotaBytes: 2_048 * MB })),
    ...overrides,
  };
}

async function openSettings(storage: StorageAccess) {
  const user = userEvent.setup();
  render(
    <StorageAccessContext value={storage}>
      <RouterProvider router={createTestRouter('/settings')} />
    </StorageAccessContext>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { user, section: screen.getByRole('region', { name: 'Storage' }) };
}

function spaceShown(section: HTMLElement) {
  return Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
}

describe('Settings page, storage section', () => {
  it('is a page of its own in the main navigation', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveClass('active');
  });

  it('says what it cannot show where the browser has no storage manager (jsdom, like older Safari)', async () => {
    expect('storage' in navigator).toBe(false);
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Storage' });
    expect(await within(section).findByText(/cannot say whether it keeps the app’s data/)).toBeInTheDocument();
    expect(within(section).getByText(/does not say how much space the app uses/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    // The reason to export is there whatever the browser supports.
    expect(within(section).getByRole('heading', { level: 3, name: 'Why a backup file still matters' })).toBeVisible();
    expect(section).toHaveTextContent(/Safari, for example, after a week or more without a visit/);
    expect(section).toHaveTextContent(/Export a backup file regularly/);
  });

  it('shows the space used and still available in MB', async () => {
    const { section } = await openSettings(fakeStorage());
    await within(section).findByText('Used by this app');
    // 2,048,000,000 − 1,234,567 bytes = 2,046.8 MB, shown whole above 100 MB.
    expect(spaceShown(section)).toEqual({ 'Used by this app': '1.2 MB', 'Still available': '2,047 MB' });
  });

  it('says when the browser already keeps the data, and offers no button then', async () => {
    const storage = fakeStorage({ persisted: vi.fn(async () => true) });
    const { section } = await openSettings(storage);
    expect(await within(section).findByText(/has agreed to keep the app’s data/)).toBeInTheDocument();
    expect(within(section).getByText('Kept')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('asks the browser to keep the data on the player’s word; granted, it says so and measures again', async () => {
    let answer!: (granted: boolean) => void;
    const storage = fakeStorage({ persist: vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve))) });
    const { user, section } = await openSettings(storage);
    expect(await within(section).findByText(/may delete the app’s data on its own/)).toBeInTheDocument();
    expect(storage.persist).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: 'Ask the browser to keep the data' }));
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('button', { name: 'Asking the browser…' })).toBeDisabled();

    answer(true);
    expect(await within(section).findByText(/has agreed to keep the app’s data/)).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(storage.estimate).toHaveBeenCalledTimes(2);
  });

  it('explains a refusal and lets the player ask again', async () => {
    const storage = fakeStorage({ persist: vi.fn(async () => false) });
    const { user, section } = await openSettings(storage);
    await user.click(await within(section).findByRole('button', { name: 'Ask the browser to keep the data' }));

    expect(await within(section).findByText(/The browser said no for now/)).toBeInTheDocument();
    expect(within(section).getByText('Declined')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ask again' }));
    expect(storage.persist).toHaveBeenCalledTimes(2);
    expect(within(section).queryByText(/has agreed/)).not.toBeInTheDocument();
  });

  it('says so when the browser throws instead of answering', async () => {
    const storage = fakeStorage({
      persist: vi.fn(async () => Promise.reject(new DOMException('no', 'InvalidStateError'))),
      estimate: vi.fn(async () => Promise.reject(new TypeError('failed'))),
    });
    const { user, section } = await openSettings(storage);
    expect(await within(section).findByText(/did not say how much space the app uses/)).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Ask the browser to keep the data' }));
    expect(await within(section).findByText(/did not answer whether it keeps the app’s data/)).toBeInTheDocument();
  });
});

describe('createStorageAccess (navigator.storage behind three functions)', () => {
  it('passes the browser’s answers through', async () => {
    const access = createStorageAccess({
      persisted: async () => true,
      persist: async () => false,
      estimate: async () => ({ usage: 10, quota: 500 }),
    });
    expect(await access.persisted()).toBe(true);
    expect(await access.persist()).toBe(false);
    expect(await access.estimate()).toEqual({ usedBytes: 10, quotaBytes: 500 });
  });

  it('reports each missing function, or an estimate without numbers, as unsupported', async () => {
    const none = createStorageAccess(undefined);
    expect([await none.persisted(), await none.persist(), await none.estimate()]).toEqual([
      'unsupported',
      'unsupported',
      'unsupported',
    ]);
    const partial = createStorageAccess({ persisted: async () => false, estimate: async () => ({ quota: 500 }) });
    expect(await partial.persisted()).toBe(false);
    expect(await partial.persist()).toBe('unsupported');
    expect(await partial.estimate()).toBe('unsupported');
  });
});

describe('formatMegabytes', () => {
  it.each([
    [0, '0 MB'],
    [-5, '0 MB'],
    [Number.NaN, '0 MB'],
    [50_000, 'less than 0.1 MB'],
    [100_000, '0.1 MB'],
    [1_234_567, '1.2 MB'],
    [99_900_000, '99.9 MB'],
    [150_400_000, '150 MB'],
    [2_048_000_000, '2,048 MB'],
  ])('%d bytes → %s', (bytes, shown) => {
    expect(formatMegabytes(bytes, formatsOf('en'), testI18n.getFixedT('en', 'settings'))).toBe(shown);
  });

  it.each([
    [50_000, 'mindre än 0,1 MB'],
    [1_234_567, '1,2 MB'],
    [2_048_000_000, '2\u00a0048 MB'],
  ])('in Swedish: %d bytes → %s', (bytes, shown) => {
    expect(formatMegabytes(bytes, formatsOf('sv'), testI18n.getFixedT('sv', 'settings'))).toBe(shown);
  });
});
