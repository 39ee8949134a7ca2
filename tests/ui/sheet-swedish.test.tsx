import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCampaignWithCharacters, listCharacters } from '../../src/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { useSheetUi } from '../../src/systems/eos/views/character-sheet/sheet-ui-store';
import { freshDatabaseEachTest } from '../db/helpers';
import { useLanguageForTest } from '../i18n-setup';
import { renderApp } from './render-app';

freshDatabaseEachTest();
beforeEach(() => act(() => useSheetUi.getState().reset()));

describe('the character sheet in Swedish (issue 20)', () => {
  it('shows Swedish labels, formula words and number formats, game terms as the rules spell them', async () => {
    await useLanguageForTest('sv');
    const maren = { ...EXAMPLE_PARTY[0]!, build: { ...EXAMPLE_PARTY[0]!.build, exp: 2500 } };
    const campaign = await createCampaignWithCharacters('Frusna kusten', [maren]);
    const [stored] = await listCharacters(campaign.id);
    renderApp(`/characters/${stored!.id}`);
    await screen.findByRole('region', { name: 'Anteckningar' });
    const health = screen.getByRole('region', { name: 'Hälsa' });
    // "Body 6 × level 3 + 20": the operator words in Swedish, Body as the rules name it.
    const maxHp = within(health).getByRole('button', { name: /^Max HP/ });
    expect(maxHp).toHaveAccessibleDescription(/^Max HP \d+ = Body \d+ × nivå \d+ \+ 20$/);
    // Experience 2 500 with a Swedish thousands separator, in the progress card's offer.
    expect(screen.getByRole('region', { name: 'Utveckling' })).toHaveTextContent(/2\s500 erf/);
    expect(screen.getByRole('region', { name: 'Egenskaper' })).toBeInTheDocument();
  });
});
