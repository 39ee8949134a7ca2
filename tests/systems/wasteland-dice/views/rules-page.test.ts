// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { houseRuleSettings, wdcRulings } from '../../../../src/systems/wasteland-dice/rules';
import { WDC_ROUTES, wdcPaths } from '../../../../src/systems/wasteland-dice/views';
import { CAMPAIGN_ID, memoryData, renderWdc } from './render-wdc';

describe('the rules page', () => {
  it('lists every ruling with its reading and saves the Storyteller’s switches', async () => {
    const data = memoryData();
    renderWdc('rules', data);
    await screen.findByRole('heading', { name: 'Rulings and house rules' });
    for (const ruling of wdcRulings()) {
      expect(screen.getByRole('heading', { name: `${ruling.id} ${ruling.topic}` })).toBeInTheDocument();
    }
    const user = userEvent.setup();
    const cover = houseRuleSettings().find((s) => s.key === 'cover');
    await user.click(screen.getByRole('checkbox', { name: cover?.label }));
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect((await data.getCampaign(CAMPAIGN_ID))?.houseRules).toEqual({ cover: true });
  });

  it('refuses settings that break a rule, in words, and keeps them', async () => {
    const data = memoryData();
    renderWdc('rules', data);
    const penalty = houseRuleSettings().find((s) => s.key === 'unarmedVsMeleePenalty');
    const box = await screen.findByLabelText(penalty?.label ?? '');
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, '7');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: /);
    expect(box).toHaveValue(7);
    expect((await data.getCampaign(CAMPAIGN_ID))?.houseRules).toEqual({});
  });
});

describe('the pack’s paths', () => {
  it('builds every link under the base the app passes in', () => {
    const paths = wdcPaths('/wasteland-dice/campaigns/:campaignId');
    expect(paths.campaign('c 1')).toBe('/wasteland-dice/campaigns/c%201');
    expect(paths.fighter('c1', 'f7')).toBe('/wasteland-dice/campaigns/c1/fighters/f7');
    expect(paths.newFight('c1')).toBe('/wasteland-dice/campaigns/c1/fights/new');
    expect(paths.rules('c1')).toBe('/wasteland-dice/campaigns/c1/rules');
    expect(wdcPaths((id) => `/x/${id}/`).fight('c1', 'f2')).toBe('/x/c1/fights/f2');
    expect(Object.values(WDC_ROUTES).every((route) => !route.startsWith('/'))).toBe(true);
  });
});
