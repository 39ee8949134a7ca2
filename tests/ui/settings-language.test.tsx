import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, initialLanguage } from '../../src/core/i18n/languages';
import { testI18n } from '../i18n-setup';
import { renderApp } from './render-app';

afterEach(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));

describe('Settings → Language (issue 20)', () => {
  it('switches the app at once, keeps the choice on the device, and a reload starts in it', async () => {
    const user = userEvent.setup();
    renderApp('/settings');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('browser');
    expect(within(select).getByRole('option', { name: 'Follow the browser (English)' })).toBeInTheDocument();

    await user.selectOptions(select, 'sv');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(within(nav).getByRole('link', { name: 'Inställningar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');

    // A reload: the app starts in the stored choice, whatever the browser says.
    cleanup();
    expect(initialLanguage()).toBe('sv');
    await testI18n.changeLanguage(initialLanguage());
    renderApp('/settings');
    expect(await screen.findByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Språk' }), 'browser');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
