/**
 * Generates the benchmark's large campaign as a real backup file: the app's own repository functions (src/db) run on
 * fake-indexeddb in Node and write everything a GM would — twelve characters, three in-game years of ended days with
 * every Daily Task filled (endDay, so each log entry holds its rolls, lines, summary and undo state), finished fights
 * with their combat logs (the combat engine's own transitions, then finishEncounter), a full stock — and exportCampaign
 * turns it into the file the browser imports. No record is written by hand, so the file always matches the schemas.
 *
 * Call generateLargeCampaign() once per process: it writes into the process's one (fake) app database.
 */
// The app's database code runs on fake-indexeddb here (it installs indexedDB before src/db is first imported).
import 'fake-indexeddb/auto';
import packageJson from '../../package.json' with { type: 'json' };
import { largeParty } from './party';

export interface LargeCampaignSize {
  days: number;
  finishedEncounters: number;
  logEntriesPerEncounter: number;
}

export const FULL_SIZE: LargeCampaignSize = { days: 1095, finishedEncounters: 200, logEntriesPerEncounter: 50 };
/** The smoke run's campaign: the same shape, small enough to build in seconds. */
export const SMOKE_SIZE: LargeCampaignSize = { days: 40, finishedEncounters: 10, logEntriesPerEncounter: 50 };

export interface LargeCampaign {
  /** The backup file's name and text, as Settings → Export would download it. */
  fileName: string;
  text: string;
  campaignId: string;
  campaignName: string;
  characterIds: string[];
  /** The one fight still running, for "resolve an attack". */
  activeEncounterId: string;
  activeEncounterName: string;
  /** What the file holds, counted from its records. */
  counts: {
    characters: number;
    dayLogs: number;
    tasksPerDay: number;
    finishedEncounters: number;
    combatLogEntries: number;
    stockMaterials: number;
    foodBatches: number;
  };
  generateMs: number;
}

export const LARGE_CAMPAIGN_NAME = 'Benchmark: Three Winters';

export async function generateLargeCampaign(size: LargeCampaignSize): Promise<LargeCampaign> {
  const started = performance.now();
  // The build defines __APP_VERSION__ (vite.config.ts); here the file must say the same version.
  (globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = packageJson.version;
  const dbApi = await import('../../src/db');
  const rules = await import('../../src/systems/eos/rules');
  const { heldOrFirst } = await import('../../src/systems/eos/views/combat/weapons');
  const { characterInput } = await import('../../src/systems/eos/views/combat/party-combatants');
  const { fullDayPlan } = await import('./party');

  const campaign = await dbApi.createCampaignWithCharacters(LARGE_CAMPAIGN_NAME, largeParty());
  const id = campaign.id;
  await dbApi.startCalendar(id, { day: 1 });

  // The zones the party works: town (the start), a road, and the wilderness with a mine and a quarry.
  await dbApi.addZone(id, { name: 'North road', kind: 'road', milesFromTown: 6, zonesFromRoadOrCity: 0 });
  const wildId = await dbApi.addZone(id, {
    name: 'Pinewood hollow',
    kind: 'wilderness',
    milesFromTown: 12,
    zonesFromRoadOrCity: 3,
    mine: true,
    quarry: true,
  });

  // Full stock: every counted material, cloth and ingots of every tier 1–10, preserved food.
  const stocked = await dbApi.getCalendar(id);
  for (const material of Object.keys(stocked!.state.stock.counts)) {
    await dbApi.changeStock(id, { material: material as never, quantity: 500 });
  }
  for (const material of ['cloth', 'ingots'] as const) {
    for (let tier = 1; tier <= 10; tier++) await dbApi.changeStock(id, { material, tier, quantity: 40 });
  }
  await dbApi.addFood(id, { units: 60, preserved: true });

  const party = await dbApi.listCharacters(id);
  const characters = party.map(dbApi.calendarCharacter);
  const conditionsOf = (day: number, zoneId: string) => {
    const winter = Math.floor(((day - 1) % 360) / 90) === 3;
    return {
      coldDay: 0,
      coldNight: winter ? 2 : 0,
      hoursExposedDay: 4,
      hoursExposedNight: 0,
      shelter: true,
      fire: true,
      zoneId,
      hoursOfLight: 5,
      snow: winter,
    };
  };
  const foodPerDay = characters.reduce((sum, c) => sum + rules.calendarProfile(c).foodPerDay, 0);

  let plan: import('../../src/systems/eos/rules/calendar/types').DayPlan | null = null;
  let zoneId = stocked!.conditions.zoneId;
  for (let n = 0; n < size.days; n++) {
    const calendar = (await dbApi.getCalendar(id))!;
    const day = calendar.state.day;
    // A month in town, a month in the wilderness.
    if (day % 30 === 1) zoneId = Math.floor(day / 30) % 2 === 0 ? stocked!.conditions.zoneId : wildId;
    const conditions = conditionsOf(day, zoneId);
    await dbApi.saveConditions(id, conditions);
    // Food is bought only when the stock runs low, as a GM would: two days' worth at most.
    const inStock = calendar.state.stock.food.reduce((sum, batch) => sum + batch.units, 0);
    const foodBought = Math.max(0, Math.ceil(2 * foodPerDay - inStock));
    const extra = foodBought > 0 ? { foodBought } : {};
    const candidate = plan && { ...plan, ...extra };
    const valid =
      candidate !== null && day % 30 !== 1 && rules.validatePlan(calendar.state, characters, candidate, conditions).ok;
    plan = valid ? candidate : fullDayPlan(calendar.state, characters, conditions, extra);
    await dbApi.savePlan(id, plan);
    const log = await dbApi.endDay(id, { day, random: rules.createSeededRandom(`day-${day}`) });
    plan = { characters: log.plan.characters };
  }

  // Finished fights: four party members at a time against two wolves, turn by turn until the log is long enough.
  const random = rules.createSeededRandom('fights');
  const wolf = (n: number) => ({
    id: `wolf-${n}`,
    name: `Ice wolf ${n}`,
    side: 'foe' as const,
    source: { kind: 'creature' as const, templateId: null },
    profile: rules.quickCreatureProfile({
      name: 'Ice wolf',
      size: { sizeCategory: 'medium', tiles: 1 },
      maxHp: 60,
      body: 4,
      reflex: 5,
      presence: 3,
      move: 6,
      skills: { 'unarmed-melee': 4 },
      weapons: [],
      armorTier: 0,
      shieldTier: null,
      naturalArmor: 1,
      naturalWeapon: 2,
      specials: [],
    }),
  });
  const fighters = (first: number, count: number) =>
    Array.from({ length: count }, (_, i) => party[(first + i) % party.length]!).map((c) => {
      const made = characterInput(c, campaign, 'party');
      if (!('input' in made)) throw new Error(made.problem);
      return made.input;
    });

  type Encounter = import('../../src/systems/eos/rules').Encounter;

  /**
   * The attack the attack panel declares by default, with `weapons` in the attacker's hands (their first weapon when
   * left out): the acting combatant on the first opponent standing, from the front at one tile. Null when the acting
   * combatant has no contested action left or nobody to attack.
   */
  function panelAttack(state: Encounter, weapons?: string[]) {
    const attacker = rules.currentCombatant(state);
    const defender = state.combatants.find(
      (c) => attacker && c.side !== attacker.side && rules.combatantHealth(c) !== 'dead',
    );
    if (!attacker || !defender || !rules.actionsLeft(state).contested) return null;
    return {
      attackerId: attacker.id,
      defenderId: defender.id,
      weapons: weapons ?? heldOrFirst(attacker, null).held,
      response: { kind: 'weapons' as const, weapons: heldOrFirst(defender, null).held },
      distance: 1,
      from: 'front' as const,
    };
  }

  /** One step of a fight as a player would take it: the acting combatant attacks the first opponent standing. */
  function step(state: Encounter): Encounter {
    if (state.pending !== null) {
      const option = state.pending.critical.options[0];
      return rules.chooseCriticalTarget(state, { gearItemId: option?.gearItemId ?? null }).encounter;
    }
    // Their own weapon, or bare hands when the rules refuse it (out of range, not loaded).
    for (const weapons of [undefined, [rules.UNARMED]]) {
      const attack = panelAttack(state, weapons);
      if (attack === null) break;
      try {
        return rules.resolveAttack(state, { ...attack, dice: random }).encounter;
      } catch (error) {
        if (!(error instanceof rules.RulesError)) throw error;
      }
    }
    return rules.nextTurn(state).encounter;
  }

  function fight(first: number, partySize: number, foes: number, entries: number) {
    let state = rules.createEncounter({
      combatants: [...fighters(first, partySize), ...Array.from({ length: foes }, (_, i) => wolf(i + 1))],
      orderMode: 'clockwise',
    }).encounter;
    state = rules.nextTurn(state).encounter;
    while (state.log.length < entries || state.pending !== null) state = step(state);
    return state;
  }

  let combatLogEntries = 0;
  for (let n = 0; n < size.finishedEncounters; n++) {
    const state = fight(n, 4, 2, size.logEntriesPerEncounter);
    combatLogEntries += state.log.length;
    const record = await dbApi.createEncounterRecord(id, { name: `Fight ${n + 1}`, state });
    await dbApi.finishEncounter(record.id);
  }
  // Everyone healed after the fights, so the planner can give each of them a full day again.
  for (const character of party) await dbApi.updateCharacter(character.id, { currentHp: null });

  /** The acting party member's attack as the attack panel declares it by default throws dice (not a guaranteed hit). */
  function throwsDice(state: Encounter): boolean {
    const attack = panelAttack(state);
    if (attack === null || rules.currentCombatant(state)?.side !== 'party') return false;
    try {
      const { encounter } = rules.resolveAttack(state, { ...attack, dice: rules.createSeededRandom('probe') });
      const thrown = encounter.log.slice(state.log.length).find((e) => e.kind === 'attack' && e.dice !== null);
      return thrown?.dice?.actor.natural != null;
    } catch (error) {
      if (error instanceof rules.RulesError) return false;
      throw error;
    }
  }

  // The fight at the table right now: the whole party against three wolves, some turns in, a party member to act
  // whose attack throws dice (the bench times a rolled attack, not a guaranteed hit).
  let active = fight(0, party.length, 3, 30);
  for (let steps = 0; !(active.turnActive && active.pending === null && throwsDice(active)); steps++) {
    if (steps > 500) throw new Error('The generated fight never came to a party member who throws dice.');
    active = step(active);
  }
  const activeEncounterName = 'The long night';
  const activeRecord = await dbApi.createEncounterRecord(id, { name: activeEncounterName, state: active });

  const file = await dbApi.exportCampaign(id, new Date());
  const data = JSON.parse(file.text) as { payload: { tables: Record<string, unknown[]> } };
  const calendar = (await dbApi.getCalendar(id))!;
  const tasksPerDay = Object.values(plan?.characters ?? {}).reduce((sum, c) => sum + c.slots.length, 0);
  return {
    fileName: file.fileName,
    text: file.text,
    campaignId: id,
    campaignName: LARGE_CAMPAIGN_NAME,
    characterIds: party.map((c) => c.id),
    activeEncounterId: activeRecord.id,
    activeEncounterName,
    counts: {
      characters: data.payload.tables.characters?.length ?? 0,
      dayLogs: data.payload.tables.dayLogs?.length ?? 0,
      tasksPerDay,
      finishedEncounters: size.finishedEncounters,
      combatLogEntries,
      stockMaterials:
        Object.values(calendar.state.stock.counts).filter((v) => v > 0).length +
        Object.values(calendar.state.stock.tiered).reduce((sum, tiers) => sum + Object.keys(tiers).length, 0),
      foodBatches: calendar.state.stock.food.length,
    },
    generateMs: performance.now() - started,
  };
}
