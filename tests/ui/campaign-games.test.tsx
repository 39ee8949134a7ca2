import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCampaign, listCampaigns } from '../../src/db';
import { useCampaignsUi } from '../../src/features/campaigns/campaigns-ui-store';
import { freshDatabaseEachTest } from '../db/helpers';
import { renderApp } from './render-app';

freshDatabaseEachTest();
beforeEach(() => act(() => useCampaignsUi.getState().reset()));

describe('campaigns of each game (issue 18)', () => {
  it('starts the new campaign on the game the home page came from, and the card names its game and opens its pages', async () => {
    const user = userEvent.setup();
    renderApp('/campaigns?game=wasteland-dice');
    const game = await screen.findByLabelText('Game');
    expect(game).toHaveValue('wasteland-dice');
    await user.type(screen.getByLabelText('New campaign name'), 'The Ashlands');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Created “The Ashlands”, a Wasteland Dice Combat campaign.')).toBeInTheDocument();
    const [stored] = await listCampaigns();
    expect(stored?.systemId).toBe('wasteland-dice');
    const card = (await screen.findByRole('link', { name: 'The Ashlands' })).closest('li')!;
    expect(within(card).getByText('Wasteland Dice Combat')).toBeInTheDocument();
    expect(within(card).getByText('0 fighters')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'The Ashlands' })).toHaveAttribute(
      'href',
      `/wasteland-dice/campaigns/${stored!.id}`,
    );
  });

  it('makes an Eos campaign by default', async () => {
    const user = userEvent.setup();
    renderApp('/campaigns');
    expect(await screen.findByLabelText('Game')).toHaveValue('eos');
    await user.type(screen.getByLabelText('New campaign name'), 'The Frozen Coast');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await screen.findByText('Created “The Frozen Coast”, an Eos campaign.');
    expect((await listCampaigns())[0]?.systemId).toBe('eos');
  });

  it('an Eos page asked for a campaign of another game says which game it plays and links there', async () => {
    const campaign = await createCampaign('The Ashlands', 'wasteland-dice');
    renderApp(`/campaigns/${campaign.id}/calendar`);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Ashlands' })).toBeInTheDocument();
    expect(
      screen.getByText(/This campaign plays Wasteland Dice Combat, so this page cannot show it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it as a Wasteland Dice Combat campaign' })).toHaveAttribute(
      'href',
      `/wasteland-dice/campaigns/${campaign.id}`,
    );
  });
});
