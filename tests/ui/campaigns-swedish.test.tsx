import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCampaignWithCharacters } from '../../src/db';
import { formatsOf } from '../../src/core/i18n/format';
import { freshDatabaseEachTest, sampleCharacter } from '../db/helpers';
import { useLanguageForTest } from '../i18n-setup';
import { renderApp } from './render-app';

freshDatabaseEachTest();

describe('Campaigns page in Swedish (issue 20)', () => {
  it('says everything in Swedish, counts the party in the game’s word and writes dates the Swedish way', async () => {
    const campaign = await createCampaignWithCharacters('Kusten', [sampleCharacter('Ada'), sampleCharacter('Bo')]);
    await useLanguageForTest('sv');
    renderApp('/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampanjer' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: 'Kusten' })).closest('li')!;
    expect(within(card).getByText('2 rollpersoner')).toBeInTheDocument();
    const when = formatsOf('sv').date(campaign.updatedAt, { dateStyle: 'medium', timeStyle: 'short' });
    // "2 dec. 2026 20:08": day before month, Swedish month names, 24-hour clock.
    expect(when).toMatch(/^\d{1,2} [a-zåäö]+\.? \d{4} \d{2}:\d{2}$/u);
    expect(within(card).getByText(when).closest('p')).toHaveTextContent(`Senast ändrad ${when}`);
    expect(within(card).getByRole('button', { name: 'Byt namn på Kusten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skapa kampanj' })).toBeInTheDocument();
  });
});
