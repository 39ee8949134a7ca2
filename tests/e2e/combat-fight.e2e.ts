import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, overflowsHorizontally, pageErrors, screenshot } from './browser';

/**
 * The fight the issue asks for, on a tablet: the whole example party against two wolves (quick creatures), initiative
 * typed from the table, three attacks with typed dice, one wolf knocked out, one step undone, and a reload that finds the
 * fight where it was.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The example party in the initiative order typed below: the three who attack first all throw dice (Pip's hand
 * crossbow is a guaranteed hit at one tile, so he goes last). */
const PARTY = ['Grund Mossback', 'Maren Holt', 'Brakka Stonehide', 'Ash Greyfang', 'Pip Kettleburr'];
const WOLF_1 = 'Grey wolf 1';
const WOLF_2 = 'Grey wolf 2';
const WOLF_HP = 12;

async function acting(page: Page): Promise<string> {
  const text = (await page.locator('#turn-headline').textContent()) ?? '';
  return text.replace('Now acting: ', '').trim();
}

async function logLines(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Combat log, newest first' }).getByRole('listitem').allTextContents();
}

/** A fighter's HP as their bar reports it to a screen reader. */
async function hp(page: Page, name: string): Promise<number> {
  return Number(await page.getByRole('meter', { name: `${name}'s hit points` }).getAttribute('aria-valuenow'));
}

/** The fighter's card in the list of fighters. */
function card(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Fighters in turn order' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(name) }) });
}

/**
 * Resolves the acting fighter's attack on `defender` with dice typed from the table: every attacker d20 shows
 * `attackerDie`, every defender d20 `defenderDie`. Returns the attack's new log lines.
 */
async function typedAttack(page: Page, attacker: string, defender: string, attackerDie: number, defenderDie: number) {
  expect(await acting(page)).toBe(attacker);
  const before = (await logLines(page)).length;
  const attack = page.getByRole('region', { name: 'Attack', exact: true });
  await attack.getByRole('combobox', { name: /^Defender/ }).selectOption({ label: defender });
  await attack.getByRole('region', { name: 'Before the dice' }).waitFor();
  await attack.getByRole('radio', { name: 'Type the table’s dice' }).check();
  const attackerDice = attack.getByLabel(new RegExp(`^${attacker}’s d20`));
  const defenderDice = attack.getByLabel(new RegExp(`^${defender}’s d20`));
  expect(await attackerDice.count()).toBeGreaterThanOrEqual(1);
  expect(await defenderDice.count()).toBeGreaterThanOrEqual(1);
  for (let i = 0; i < (await attackerDice.count()); i++) await attackerDice.nth(i).fill(String(attackerDie));
  for (let i = 0; i < (await defenderDice.count()); i++) await defenderDice.nth(i).fill(String(defenderDie));
  await attack.getByRole('button', { name: 'Resolve the attack' }).click();
  await page.locator('#result-title', { hasText: new RegExp(`^${attacker} attacks ${defender}`) }).waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.log-list > li').length > n, before);
  const after = await logLines(page);
  // The attack's new lines (newest first) show the dice that were typed.
  const added = after.slice(0, after.length - before).join(' | ');
  expect(added).toContain(String(attackerDie));
  expect(added).toContain(String(defenderDie));
  return added;
}

describe('a whole fight on a tablet', () => {
  it('runs the example party against two wolves: typed initiative and dice, a knock-out, an undo, a reload', async () => {
    const page = await openPage(browser, '/campaigns', 'tablet');
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.getByRole('button', { name: 'Load the example campaign' }).click();
    await page.getByRole('link', { name: 'Example: The Frozen Coast' }).first().click();
    await page.getByRole('link', { name: 'Start a fight' }).click();
    await page.getByRole('heading', { level: 1, name: 'New encounter' }).waitFor();

    // The whole example party fights.
    for (const name of PARTY) {
      expect(await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).isChecked()).toBe(true);
    }
    // Two medium wolves with few HP, added at once.
    const form = page.getByRole('form', { name: 'Quick creature' });
    await form.getByLabel('Name', { exact: true }).fill('Grey wolf');
    await form.getByRole('combobox', { name: /^Size/ }).selectOption({ label: 'Medium' });
    await form.getByLabel('Max HP', { exact: true }).fill(String(WOLF_HP));
    await form.getByLabel('Body', { exact: true }).fill('2');
    await form.getByLabel('Reflex', { exact: true }).fill('3');
    await form.getByLabel('Unarmed Melee', { exact: true }).fill('2');
    await form.getByLabel('Natural armor', { exact: true }).fill('0');
    await form.getByLabel('Natural weapons (claws) tier').fill('1');
    await form.getByLabel('How many', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Add to the fight' }).click();
    await page.getByText('Added 2 × Grey wolf to the fight.').waitFor();
    await page.getByRole('radio', { name: /^Initiative/ }).check();
    await page.getByRole('button', { name: 'Start the fight' }).click();
    await page.getByRole('heading', { level: 1, name: /Fight 1/ }).waitFor();

    // Initiative typed from the table (d20 + Reflex): the party first, in the order typed, then the wolves.
    const initiative: [string, number][] = [
      ...PARTY.map((n, i): [string, number] => [n, 25 - i]),
      [WOLF_1, 12],
      [WOLF_2, 8],
    ];
    await page.getByText('Type the table’s initiative rolls').click();
    for (const [name, total] of initiative) {
      await page.getByLabel(`${name}: total (d20 + Reflex`, { exact: false }).fill(String(total));
    }
    await page.getByRole('button', { name: 'Use these initiative rolls' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.order-list .order-total').length === 7);
    expect(await page.getByRole('list', { name: 'Turn order' }).locator('.order-name').allTextContents()).toEqual(
      initiative.map(([n]) => n),
    );
    await page.getByRole('button', { name: 'Start round 1' }).click();
    await page.getByText(/^Round 1 · turn 1 of 7/).waitFor();
    expect(await hp(page, WOLF_1)).toBe(WOLF_HP);
    expect(await hp(page, WOLF_2)).toBe(WOLF_HP);

    // Attack 1: Grund swings at the second wolf and loses (3 against 18): the wolf takes nothing, and answers in melee.
    const grundBefore = await hp(page, PARTY[0]!);
    const first = await typedAttack(page, PARTY[0]!, WOLF_2, 3, 18);
    expect(first).toMatch(new RegExp(`${WOLF_2} wins by \\d+`));
    expect(await hp(page, WOLF_2)).toBe(WOLF_HP);
    // Melee counter-damage: roll difference + Body + tier − armor = 9 + 2 + 1 − 4 (Grund's armor) = 8.
    expect(first).toContain('Grund Mossback takes 8 (8 = diff 9 + Body 2 + T1 − armor 4)');
    expect(await hp(page, PARTY[0]!)).toBe(grundBefore - 8);

    // Attack 2: Maren's longbow, 15 against the wolf's 5, knocks the first wolf out.
    await page.locator('.turn-banner').getByRole('button', { name: 'Next turn' }).click();
    await page.getByText(/^Round 1 · turn 2 of 7/).waitFor();
    const second = await typedAttack(page, PARTY[1]!, WOLF_1, 15, 5);
    expect(second).toMatch(new RegExp(`${PARTY[1]} wins by \\d+`));
    // "Unconsciousness occurs whenever a character’s HP becomes 0 or lower."
    // A bow: roll difference + tier − armor = 15 + 3 − 0 = 18, so 12 − 18 = −6.
    const wolf1Down = await hp(page, WOLF_1);
    expect(wolf1Down).toBe(WOLF_HP - 18);
    expect(wolf1Down).toBeLessThanOrEqual(0);
    // Not dead: "Death occurs when a character reaches their HP total in negative numbers".
    expect(wolf1Down).toBeGreaterThan(-WOLF_HP);
    expect(await card(page, WOLF_1).locator('.hp-state').textContent()).toBe('Unconscious');
    expect(await page.getByRole('meter', { name: `${WOLF_1}'s hit points` }).getAttribute('aria-valuetext')).toMatch(
      /unconscious$/,
    );
    expect(second).toContain(`${WOLF_1}: ${wolf1Down} HP, unconscious`);
    await screenshot(page, 'combat-fight-knockout-tablet');

    // Attack 3: Brakka's war pick on the other wolf.
    await page.locator('.turn-banner').getByRole('button', { name: 'Next turn' }).click();
    await page.getByText(/^Round 1 · turn 3 of 7/).waitFor();
    const beforeThird = await logLines(page);
    const third = await typedAttack(page, PARTY[2]!, WOLF_2, 15, 5);
    expect(third).toMatch(new RegExp(`${PARTY[2]} wins by \\d+`));
    // 17 + Body 8 + T4 = 29 kills the second wolf outright: 12 − 29 = −17, past −12.
    expect(await hp(page, WOLF_2)).toBe(WOLF_HP - 29);
    expect(await card(page, WOLF_2).locator('.hp-state').textContent()).toBe('Dead');
    expect((await logLines(page)).length).toBeGreaterThan(beforeThird.length);
    await screenshot(page, 'combat-fight-three-attacks-tablet');

    // Undo one step: the third attack goes: the log, the wolf's HP and Brakka's contested action are as before it.
    await page.getByRole('button', { name: new RegExp(`^Undo: ${PARTY[2]} attacks`) }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.log-list > li').length === n, beforeThird.length);
    const afterUndo = await logLines(page);
    expect(afterUndo).toEqual(beforeThird);
    expect(await hp(page, WOLF_2)).toBe(WOLF_HP);
    expect(await card(page, WOLF_2).locator('.hp-state').textContent()).toBe('Conscious');
    expect(await hp(page, WOLF_1)).toBe(wolf1Down);
    expect(await hp(page, PARTY[0]!)).toBe(grundBefore - 8);
    expect(await acting(page)).toBe(PARTY[2]);
    expect(await page.getByText('Contested: 1 left').count()).toBe(1);
    await screenshot(page, 'combat-fight-undo-tablet');

    // Reload: same round and turn, same HP, same log.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Fight 1/ }).waitFor();
    await page.getByText(/^Round 1 · turn 3 of 7/).waitFor();
    expect(await acting(page)).toBe(PARTY[2]);
    expect(await logLines(page)).toEqual(afterUndo);
    expect(await page.getByRole('heading', { level: 2, name: `Combat log (${afterUndo.length})` }).count()).toBe(1);
    expect(await hp(page, WOLF_1)).toBe(wolf1Down);
    expect(await hp(page, WOLF_2)).toBe(WOLF_HP);
    expect(await hp(page, PARTY[0]!)).toBe(grundBefore - 8);
    expect(await card(page, WOLF_1).locator('.hp-state').textContent()).toBe('Unconscious');
    expect(await overflowsHorizontally(page)).toBe(false);
    await screenshot(page, 'combat-fight-reload-tablet');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
