// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  armourClassLabel,
  armourOf,
  attackModifier,
  defence,
  fighterProblems,
  movement,
} from '../../../../src/systems/wasteland-dice/rules';
import { ARMOUR_EXAMPLES as PIECES, fighter as payload } from '../fixtures';
import { fighterRecord, memoryData, renderWdc } from './render-wdc';

/** The number a breakdown shows next to its title ("Melee defence 14"). */
function shown(title: string, scope: HTMLElement = document.body): string {
  const head = within(scope).getByText(title, { selector: '.wdc-breakdown-head span' }).closest('p');
  return head?.querySelector('strong')?.textContent ?? '';
}

async function build(name: string, torso: string, helmet: string, aim: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Fighter name'), name);
  const aimBox = screen.getByLabelText('Aim');
  await user.clear(aimBox);
  await user.type(aimBox, aim);
  await user.selectOptions(screen.getByLabelText('Torso armour worn'), torso);
  await user.selectOptions(screen.getByLabelText('Helmet worn'), helmet);
  return user;
}

describe('the fighter builder', () => {
  it('builds two fighters from the text’s armour and shows the rules’ numbers, live and on the campaign page', async () => {
    const data = renderWdc('fighters/new');
    // Katniss: leather jacket + football helmet, Aim 2.
    let user = await build(
      'Katniss',
      "Leather jacket (the text's example)",
      "Football helmet (the text's example)",
      '2',
    );
    const katniss = payload({
      skills: { aim: 2 },
      armour: { torso: PIECES.leatherJacket, helmet: PIECES.footballHelmet },
    });
    const aside = screen.getByRole('complementary');
    // "it gives +1 to melee defense, 0 to ranged defense" + "+1 melee defense and 0 ranged defense": 12 + 2, 12.
    expect(shown('Melee defence', aside)).toBe(String(defence(katniss, 'melee').total));
    expect(shown('Melee defence', aside)).toBe('14');
    expect(shown('Ranged defence', aside)).toBe(String(defence(katniss, 'ranged').total));
    expect(shown('Ranged (Aim)', aside)).toBe(`+${attackModifier(katniss, { kind: 'ranged' }).total}`);
    expect(shown('Movement', aside)).toBe(`${movement(katniss).total} tiles`);
    expect(within(aside).getByText(armourClassLabel(armourOf(katniss.armour).armourClass))).toBeInTheDocument();
    // The matched row of the printed table is marked.
    const torsoRow = armourOf(katniss.armour).torso.row?.printed ?? '';
    const marked = document.querySelector('.wdc-row-match');
    expect(marked?.textContent?.replace(/\s/g, '')).toBe(torsoRow.replace(/[|\s]/g, ''));
    await user.click(screen.getByRole('button', { name: 'Save fighter' }));
    await screen.findByRole('heading', { name: 'The Ashlands' });

    // Frodo: bulletproof vest + military helmet, Aim 0.
    await user.click(screen.getByRole('link', { name: 'New fighter' }));
    user = await build('Frodo', "Bulletproof vest (the text's example)", "Military helmet (the text's example)", '0');
    const frodo = payload({ armour: { torso: PIECES.bulletproofVest, helmet: PIECES.militaryHelmet } });
    const frodoAside = screen.getByRole('complementary');
    // Vest "+2 to ranged defense and +1 to melee defense"; the military helmet "+1 ranged defense" and 0 melee.
    expect(shown('Melee defence', frodoAside)).toBe(String(defence(frodo, 'melee').total));
    expect(shown('Melee defence', frodoAside)).toBe('13');
    expect(shown('Ranged defence', frodoAside)).toBe('15');
    expect(shown('Movement', frodoAside)).toBe(`${movement(frodo).total} tiles`);
    expect(movement(frodo).total).toBe(5);
    expect(within(frodoAside).getByText('Medium armour')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save fighter' }));
    await screen.findByRole('heading', { name: 'The Ashlands' });

    const stored = await data.listFighters('camp-1');
    expect(stored.map((r) => r.name)).toEqual(['Frodo', 'Katniss']);
    expect(stored.find((r) => r.name === 'Katniss')?.system).toEqual(katniss);
    expect(stored.find((r) => r.name === 'Frodo')?.system).toEqual(frodo);
    for (const [name, fighter] of [
      ['Katniss', katniss],
      ['Frodo', frodo],
    ] as const) {
      const card = (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
      const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
      expect(value('Hit points')).toBe('5 / 5');
      expect(value('Melee def.')).toBe(String(defence(fighter, 'melee').total));
      expect(value('Ranged def.')).toBe(String(defence(fighter, 'ranged').total));
      expect(value('Movement')).toBe(`${movement(fighter).total} tiles`);
      expect(value('Armour')).toBe(armourClassLabel(armourOf(fighter.armour).armourClass));
    }
  }, 60_000);

  it('shows a failed write in the player’s words and keeps what was typed', async () => {
    const data = memoryData();
    data.failWrites('The fighter could not be saved: the device is out of space.');
    renderWdc('fighters/new', data);
    const user = await build('Azula', 'No torso armour', 'No helmet', '2');
    await user.click(screen.getByRole('button', { name: 'Save fighter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The fighter could not be saved: the device is out of space.',
    );
    expect(screen.getByLabelText('Fighter name')).toHaveValue('Azula');
    expect(screen.getByLabelText('Aim')).toHaveValue(2);
    expect(await data.listFighters('camp-1')).toEqual([]);
    // The next try goes through with the same input.
    await user.click(screen.getByRole('button', { name: 'Save fighter' }));
    await screen.findByRole('heading', { name: 'The Ashlands' });
    expect((await data.listFighters('camp-1'))[0]?.system.skills.aim).toBe(2);
  }, 30_000);

  it('refuses to save a fighter that breaks a rule, saying why', async () => {
    renderWdc('fighters/new');
    const user = await build('Bad', 'No torso armour', 'No helmet', '4');
    const problems = fighterProblems(payload({ skills: { aim: 4 } }));
    expect(problems.length).toBeGreaterThan(0);
    expect(screen.getByRole('complementary')).toHaveTextContent(problems[0] as string);
    await user.click(screen.getByRole('button', { name: 'Save fighter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Not saved: ${problems[0]}`);
  }, 30_000);

  it('a stored fighter that breaks a rule shows what is wrong, and the pages still work', async () => {
    const broken = payload({ skills: { aim: 5 }, hp: 7 });
    const problems = fighterProblems(broken);
    const data = memoryData([
      fighterRecord('broken', 'Glitch', broken),
      fighterRecord('fine', 'Frodo', payload({ armour: { torso: PIECES.bulletproofVest, helmet: null } })),
    ]);
    renderWdc('', data);
    await screen.findByRole('link', { name: 'Glitch' });
    const card = screen.getByRole('link', { name: 'Glitch' }).closest('li') as HTMLElement;
    for (const problem of problems) expect(within(card).getByText(problem)).toBeInTheDocument();
    const frodoCard = screen.getByRole('link', { name: 'Frodo' }).closest('li') as HTMLElement;
    expect(within(frodoCard).getByText('Ranged def.').nextElementSibling).toHaveTextContent('14');

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'New fight' }));
    const pick = await screen.findByRole('checkbox', { name: /Glitch/ });
    expect(pick).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Frodo/ })).toBeEnabled();

    await user.click(screen.getByRole('link', { name: '← The Ashlands' }));
    await user.click(await screen.findByRole('link', { name: 'Glitch' }));
    await screen.findByRole('heading', { name: 'Glitch' });
    expect(screen.getByRole('complementary')).toHaveTextContent(problems[0] as string);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Not saved: ${problems[0]}`);
    // Fixed, it saves.
    await user.clear(screen.getByLabelText('Aim'));
    await user.type(screen.getByLabelText('Aim'), '3');
    await user.clear(screen.getByLabelText('Hit points'));
    await user.type(screen.getByLabelText('Hit points'), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect((await data.getFighter('camp-1', 'broken'))?.system.skills.aim).toBe(3));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved Glitch.');
  }, 30_000);
});
