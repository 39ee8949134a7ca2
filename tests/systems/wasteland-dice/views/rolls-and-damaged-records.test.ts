// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  RulesError,
  abilityRollModifier,
  createFight,
  createSeededRandom,
  defence,
  fighterSkillRollModifier,
  throwD20,
  type Fight,
  type WdcFighter,
} from '../../../../src/systems/wasteland-dice/rules';
import { RecordBoundary } from '../../../../src/systems/wasteland-dice/views/components/RecordBoundary';
import { signed } from '../../../../src/systems/wasteland-dice/views/format';
import { ARMOUR_EXAMPLES as PIECES, fighter as payload } from '../fixtures';
import { CAMPAIGN_ID, fighterRecord, memoryData, renderWdc } from './render-wdc';

/** Keen Hearing +2 on Awareness, a bulletproof vest (medium: −1 Stealth), Farming 2. */
const SCOUT: WdcFighter = payload({
  skills: { other: [{ name: 'Farming', level: 2 }] },
  modifiers: [{ source: 'trait', label: 'Keen Hearing', value: 2, applies: 'ability', ability: 'Awareness' }],
  armour: { torso: PIECES.bulletproofVest, helmet: null },
});

function rollsPanel(): HTMLElement {
  return screen.getByRole('region', { name: 'Ability and skill rolls' });
}

/** The modifier a breakdown shows next to its title. */
function shownModifier(title: string): string {
  const head = within(rollsPanel()).getByText(title, { selector: '.wdc-breakdown-head span' }).closest('p');
  return head?.querySelector('strong')?.textContent ?? '';
}

describe('ability and skill rolls on the fighter page', () => {
  it('shows each modifier with its breakdown from the rules, and rolls typed dice with advantage', async () => {
    const data = memoryData([fighterRecord('scout', 'Scout', SCOUT)]);
    renderWdc('fighters/scout', data);
    const user = userEvent.setup();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Scout' });
    await waitFor(() => expect(heading).toHaveFocus());

    const awareness = abilityRollModifier(SCOUT, 'Awareness');
    expect(awareness.total).toBe(2);
    expect(shownModifier("Scout's Awareness modifier")).toBe(signed(awareness.total));
    expect(within(rollsPanel()).getByText('Keen Hearing')).toBeInTheDocument();

    await user.selectOptions(within(rollsPanel()).getByLabelText('Roll'), 'ability:Stealth');
    const stealth = abilityRollModifier(SCOUT, 'Stealth');
    expect(stealth.total).toBe(-1);
    expect(shownModifier("Scout's Stealth modifier")).toBe(signed(stealth.total));
    expect(within(rollsPanel()).getByText(stealth.parts[0]?.label ?? '—')).toBeInTheDocument();

    await user.selectOptions(within(rollsPanel()).getByLabelText('Roll'), 'skill:Farming');
    expect(shownModifier("Scout's Farming modifier")).toBe(signed(fighterSkillRollModifier(SCOUT, 'Farming')));
    expect(within(rollsPanel()).getByText('Farming, starting level 2')).toBeInTheDocument();

    await user.click(within(rollsPanel()).getByRole('checkbox', { name: 'Advantage on the Farming roll' }));
    expect(within(rollsPanel()).getByText('Two D20, keep the higher (advantage).')).toBeInTheDocument();
    await user.click(within(rollsPanel()).getByRole('radio', { name: 'Type the dice thrown for the Farming roll' }));
    // A face beyond 20 is refused in the rules' words and what was typed stays.
    await user.type(within(rollsPanel()).getByLabelText('Farming: D20 1'), '7');
    await user.type(within(rollsPanel()).getByLabelText('Farming: D20 2'), '25');
    await user.click(within(rollsPanel()).getByRole('button', { name: 'Farming with these dice' }));
    let refusal = '';
    try {
      throwD20([7, 25], 'advantage', 'The Farming roll');
    } catch (error) {
      if (error instanceof RulesError) refusal = error.message;
    }
    expect(refusal).not.toBe('');
    expect(await within(rollsPanel()).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(rollsPanel()).getByLabelText('Farming: D20 2')).toHaveValue(25);

    const second = within(rollsPanel()).getByLabelText('Farming: D20 2');
    await user.clear(second);
    await user.type(second, '15');
    await user.click(within(rollsPanel()).getByRole('button', { name: 'Farming with these dice' }));
    const kept = throwD20([7, 15], 'advantage').kept;
    const result = within(rollsPanel()).getByLabelText('Last ability or skill roll');
    expect(result).toHaveTextContent(
      `Scout rolls Farming: D20 ${kept} (two D20: 7 and 15, advantage: the higher kept), modifier +4.`,
    );
    await waitFor(() => expect(result).toHaveFocus());
    expect(within(rollsPanel()).queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('rolls with the app’s injected dice: the roll the seeded source gives', async () => {
    const data = memoryData([fighterRecord('scout', 'Scout', SCOUT)]);
    renderWdc('fighters/scout', data, createSeededRandom('awareness'));
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Ability and skill rolls' })).findByRole('button', {
        name: 'Roll Awareness',
      }),
    );
    const kept = throwD20(createSeededRandom('awareness'), 'normal').kept;
    expect(within(rollsPanel()).getByLabelText('Last ability or skill roll')).toHaveTextContent(
      `Scout rolls Awareness: D20 ${kept}, modifier +2.`,
    );
  }, 30_000);
});

describe('records that cannot be read as stored', () => {
  function damagedData() {
    const broken = { modifiers: [], armour: { torso: null, helmet: null }, hp: 5 } as unknown as WdcFighter;
    const data = memoryData([
      fighterRecord('katniss', 'Katniss', payload({ skills: { aim: 2 } })),
      fighterRecord('broken', 'Mangled', broken),
    ]);
    return data;
  }

  async function brokenFight(data: ReturnType<typeof memoryData>) {
    const fight = createFight({
      fighters: [
        { id: 'katniss', name: 'Katniss', fighter: payload() },
        { id: 'frodo', name: 'Frodo', fighter: payload() },
      ],
    });
    // A running fight whose turn order names a fighter who is not in it.
    const bad: Fight = { ...fight, status: 'running', round: 1, order: ['katniss', 'ghost'], turnIndex: 0 };
    return data.createFight(CAMPAIGN_ID, { name: 'Haunted', system: bad });
  }

  it('the campaign page names the damaged fighter and fight and says what is wrong; the rest works', async () => {
    const data = damagedData();
    await brokenFight(data);
    renderWdc('', data);
    const card = (await screen.findByRole('link', { name: 'Mangled' })).closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Its skills are missing.')).toBeInTheDocument();
    // Katniss's card still shows her numbers.
    const katniss = screen.getByRole('link', { name: 'Katniss' }).closest('li') as HTMLElement;
    const melee = within(katniss).getByText('Melee def.').nextElementSibling;
    expect(melee).toHaveTextContent(String(defence(payload({ skills: { aim: 2 } }), 'melee').total));
    expect(screen.getByText('Damaged: There is no fighter “ghost” in this fight.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New fight' })).toBeInTheDocument();
  }, 30_000);

  it('the damaged fighter’s page says what is missing, changes nothing, and can fill the gaps to edit', async () => {
    const data = damagedData();
    renderWdc('fighters/broken', data);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The fighter “Mangled” cannot be edited as stored');
    expect(alert).toHaveTextContent('Its skills are missing.');
    expect((await data.getFighter(CAMPAIGN_ID, 'broken'))?.system).not.toHaveProperty('skills');
    await user.click(screen.getByRole('button', { name: 'Fill the missing parts with blanks and edit' }));
    expect(await screen.findByLabelText('Aim')).toHaveValue(0);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect((await data.getFighter(CAMPAIGN_ID, 'broken'))?.system.skills).toEqual({
        aim: 0,
        nimble: 0,
        sprinting: 0,
        melee: [],
        other: [],
      }),
    );
  }, 30_000);

  it('a fight that breaks a rule is named on its page with the broken rule, and can still be deleted', async () => {
    const data = damagedData();
    const record = await brokenFight(data);
    renderWdc(`fights/${record.id}`, data);
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The fight “Haunted” cannot be run');
    expect(alert).toHaveTextContent('There is no fighter “ghost” in this fight.');
    await user.click(screen.getByRole('button', { name: 'Delete the fight' }));
    await user.click(screen.getByRole('button', { name: 'Delete “Haunted” and its log for good' }));
    await screen.findByRole('heading', { level: 1, name: 'The Ashlands' });
    expect(await data.listFights(CAMPAIGN_ID)).toEqual([]);
  }, 30_000);

  it('a record that throws while drawing is named by its boundary; its neighbours still draw', () => {
    // React reports the caught errors on the console; the boundary's own warning names the record.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken({ error }: { error: unknown }): never {
      throw error;
    }
    const boundary = (what: string, error: unknown) =>
      createElement('li', null, createElement(RecordBoundary, { what }, createElement(Broken, { error })));
    render(
      createElement(
        'ul',
        null,
        boundary(
          'The fighter “Rule-breaker”',
          new RulesError('invalid-number', 'Aim must be a whole number from 0 to 3, not 5.'),
        ),
        boundary('The fighter “Odd”', new TypeError("Cannot read properties of undefined (reading 'aim')")),
        createElement('li', null, 'Still here'),
      ),
    );
    const [first, second] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent(
      'The fighter “Rule-breaker” cannot be shown, because it breaks a rule: Aim must be a whole number from 0 to 3, not 5.',
    );
    expect(second).toHaveTextContent('The fighter “Odd” cannot be shown, because its record is damaged');
    expect(second).not.toHaveTextContent('undefined');
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'The fighter “Odd” could not be drawn.',
      expect.any(TypeError),
      expect.anything(),
    );
    quiet.mockRestore();
    warn.mockRestore();
  });
});

describe('focus after navigating', () => {
  it('a pack page’s heading takes the focus when a link opens it', async () => {
    renderWdc('');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'New fight' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'New fight' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('link', { name: '← The Ashlands' }));
    const back = await screen.findByRole('heading', { level: 1, name: 'The Ashlands' });
    await waitFor(() => expect(back).toHaveFocus());
  }, 30_000);
});
