import { RulesError, type RulesErrorCode } from '../../../core/rules';
import type { Language } from './ids';

/*
 * Every sentence of the pack a player reads, as catalogue-ready pairs: a key, the Swedish text and the English text,
 * with i18next's `{{name}}` placeholders. The app's i18n issue turns `hexCatalogue('sv')` / `hexCatalogue('en')` into
 * i18next resources; until then `formatHexMessage` renders them. Rule functions never build a sentence themselves: they
 * return or throw a `HexMessage` (a key and its values), so the view picks the language.
 */

/** The names of the game's terms, each a message of its own so a sentence can name one in the reader's language. */
const TERMS = {
  'hex.term.styrka': { sv: 'styrka', en: 'strength' },
  'hex.term.smidighet': { sv: 'smidighet', en: 'agility' },
  'hex.term.vitalitet': { sv: 'vitalitet', en: 'vitality' },
  'hex.term.skadebonus': { sv: 'skadebonus', en: 'damage bonus' },
  'hex.term.armstyrka': { sv: 'armstyrka', en: 'arm strength' },
  'hex.term.vapenskicklighet': { sv: 'vapenskicklighet', en: 'weapon skill' },
  'hex.term.initiativ': { sv: 'initiativ', en: 'initiative' },
  'hex.term.träffsäkerhet': { sv: 'träffsäkerhet', en: 'accuracy' },
  'hex.term.undvika': { sv: 'undvika', en: 'evasion' },
  'hex.term.parera': { sv: 'parera', en: 'parry' },
  'hex.term.hp': { sv: 'HP', en: 'HP' },
  'hex.term.uthållighet': { sv: 'uthållighet', en: 'endurance' },
  'hex.term.absorbering': { sv: 'absorbering', en: 'absorption' },
  'hex.term.nivå': { sv: 'nivå', en: 'level' },
  'hex.term.runda': { sv: 'runda', en: 'round' },
  'hex.term.vapen': { sv: 'vapen', en: 'weapon' },
  'hex.term.sköld': { sv: 'sköld', en: 'shield' },
  'hex.term.hjälm': { sv: 'hjälm', en: 'helmet' },
  'hex.term.handskar': { sv: 'handskar', en: 'gloves' },
  'hex.term.harnesk': { sv: 'harnesk', en: 'breastplate' },
  'hex.term.benskydd': { sv: 'benskydd', en: 'leg guards' },
  'hex.term.skor': { sv: 'skor', en: 'shoes' },
  'hex.term.övrigt': { sv: 'övrigt', en: 'other' },
  'hex.term.rollperson': { sv: 'rollperson', en: 'character' },
  'hex.term.styggelse': { sv: 'styggelse', en: 'monster' },
} as const;

const SENTENCES = {
  // Input checks
  'hex.error.whole': {
    sv: '{{label}} måste vara ett heltal från {{min}} till {{max}}, inte {{value}}.',
    en: '{{label}} must be a whole number from {{min}} to {{max}}, not {{value}}.',
  },
  'hex.error.wholeAtLeast': {
    sv: '{{label}} måste vara ett heltal, {{min}} eller mer, inte {{value}}.',
    en: '{{label}} must be a whole number, {{min}} or more, not {{value}}.',
  },
  'hex.error.range': {
    sv: '{{label}} måste vara ett intervall som ”5-8”: två heltal från 0, det första högst lika stort som det andra, inte ”{{value}}”.',
    en: '{{label}} must be a range such as “5-8”: two whole numbers from 0, the first no larger than the second, not “{{value}}”.',
  },
  'hex.error.unknownSetting': {
    sv: 'Husregeln ”{{key}}” finns inte.',
    en: 'There is no house rule “{{key}}”.',
  },
  'hex.error.settingValue': {
    sv: 'Husregeln ”{{label}}” kan inte vara {{value}}.',
    en: 'The house rule “{{label}}” cannot be {{value}}.',
  },
  // Characters
  'hex.character.tooManyPoints': {
    sv: 'En rollperson på nivå {{level}} har {{total}} egenskapspoäng, men {{placed}} är placerade.',
    en: 'A character of level {{level}} has {{total}} attribute points, but {{placed}} are placed.',
  },
  'hex.character.unknownFolkslag': {
    sv: 'Folkslaget ”{{id}}” finns inte i kampanjens tabell.',
    en: 'The folk “{{id}}” is not in the campaign’s table.',
  },
  'hex.character.noHp': {
    sv: 'Rollpersonen har {{hp}} HP och kan inte delta i en strid.',
    en: 'The character has {{hp}} HP and cannot take part in a fight.',
  },
  // Items
  'hex.item.unknown': {
    sv: 'Föremålet ”{{id}}” finns inte i kampanjens katalog.',
    en: 'The item “{{id}}” is not in the campaign’s catalogue.',
  },
  'hex.item.ovrigt': {
    sv: '{{item}} är av typen övrigt och kan inte användas av rollpersoner.',
    en: '{{item}} is of the type other and cannot be used by characters.',
  },
  'hex.item.wrongSlot': {
    sv: '{{item}} är av typen {{type}} och kan inte användas som {{slot}}.',
    en: '{{item}} is of the type {{type}} and cannot be used as {{slot}}.',
  },
  'hex.item.slotTaken': {
    sv: 'Rollpersonen använder redan {{other}} som {{slot}}: ett föremål av varje typ åt gången.',
    en: 'The character already uses {{other}} as {{slot}}: one item of each type at a time.',
  },
  'hex.item.twoHandedWithShield': {
    sv: '{{item}} är ett tvåhandsvapen och kan inte användas samtidigt som skölden {{shield}}.',
    en: '{{item}} is a two-handed weapon and cannot be used together with the shield {{shield}}.',
  },
  'hex.item.shieldWithTwoHanded': {
    sv: 'Skölden {{item}} kan inte användas samtidigt som tvåhandsvapnet {{weapon}}.',
    en: 'The shield {{item}} cannot be used together with the two-handed weapon {{weapon}}.',
  },
  'hex.item.needsLevel': {
    sv: '{{item}} kräver nivå {{required}}; rollpersonen är på nivå {{has}}.',
    en: '{{item}} needs level {{required}}; the character is level {{has}}.',
  },
  'hex.item.needsArmstyrka': {
    sv: '{{item}} har armstyrkekrav {{required}}; rollpersonens armstyrka är {{has}}.',
    en: '{{item}} needs arm strength {{required}}; the character’s arm strength is {{has}}.',
  },
  'hex.item.needsVapenskicklighet': {
    sv: '{{item}} har skicklighetskrav {{required}}; rollpersonens vapenskicklighet är {{has}}.',
    en: '{{item}} needs weapon skill {{required}}; the character’s weapon skill is {{has}}.',
  },
  'hex.item.overWeight': {
    sv: 'Rollpersonen bär {{carried}} kg; gränsen är {{limit}} kg.',
    en: 'The character carries {{carried}} kg; the limit is {{limit}} kg.',
  },
  // Fights
  'hex.fight.fighterTwice': {
    sv: 'Deltagaren ”{{id}}” finns två gånger i striden.',
    en: 'The fighter “{{id}}” is in the fight twice.',
  },
  'hex.fight.needsTwoTeams': {
    sv: 'En strid behöver minst två lag med deltagare.',
    en: 'A fight needs at least two teams with fighters.',
  },
  'hex.fight.unknownFighter': {
    sv: 'Deltagaren ”{{id}}” finns inte i striden.',
    en: 'There is no fighter “{{id}}” in this fight.',
  },
  'hex.fight.targetOwnTeam': {
    sv: '{{fighter}} kan inte anfalla {{target}} i sitt eget lag.',
    en: '{{fighter}} cannot attack {{target}}, who is on the same team.',
  },
  'hex.fight.targetDefeated': {
    sv: '{{target}} är redan besegrad.',
    en: '{{target}} is already defeated.',
  },
  'hex.fight.over': {
    sv: 'Striden är slut.',
    en: 'The fight is over.',
  },
  'hex.fight.roundUnderway': {
    sv: 'Runda {{round}} pågår: {{fighter}} anfaller härnäst.',
    en: 'Round {{round}} is under way: {{fighter}} attacks next.',
  },
  'hex.fight.noRound': {
    sv: 'Ingen runda pågår: lotta ordningen för nästa runda först.',
    en: 'No round is under way: draw the order of the next round first.',
  },
  'hex.fight.badOrder': {
    sv: 'Ordningen måste nämna varje deltagare som inte är besegrad en gång.',
    en: 'The order must name each fighter who is not defeated exactly once.',
  },
  'hex.fight.ticketlessFirst': {
    sv: '{{fighter}} har ingen lott i initiativ och kan inte dras före {{other}}, som har lotter.',
    en: '{{fighter}} holds no initiative ticket and cannot be drawn before {{other}}, who does.',
  },
  'hex.fight.targetNeeded': {
    sv: '{{fighter}} har ingen motståndare: ange vem lotten föll på.',
    en: '{{fighter}} has no opponent yet: say whom the draw picked.',
  },
  'hex.fight.targetKept': {
    sv: '{{fighter}} fortsätter anfalla {{target}} tills den besegras.',
    en: '{{fighter}} keeps attacking {{target}} until they fall.',
  },
  'hex.fight.drawMissing': {
    sv: 'Ange utfallet av lottdragningen mot {{term}}.',
    en: 'Say how the drawing against {{term}} came out.',
  },
  'hex.fight.drawNotPossible': {
    sv: 'Lottdragningen mot {{term}} kan inte sluta så: {{attackerTickets}} lotter mot {{defenderTickets}}.',
    en: 'The drawing against {{term}} cannot end that way: {{attackerTickets}} tickets against {{defenderTickets}}.',
  },
  'hex.fight.drawNotNeeded': {
    sv: 'Anfallet avgjordes innan lottdragningen mot {{term}}.',
    en: 'The attack was decided before the drawing against {{term}}.',
  },
  'hex.fight.valueOutOfRange': {
    sv: '{{term}} måste vara ett heltal från {{min}} till {{max}}, inte {{value}}.',
    en: '{{term}} must be a whole number from {{min}} to {{max}}, not {{value}}.',
  },
  'hex.fight.nothingToUndo': {
    sv: 'Det finns inget att ångra: så här började striden.',
    en: 'There is nothing to undo: this is how the fight began.',
  },
  // The fight's log
  'hex.log.start': {
    sv: 'Striden börjar: {{teams}}.',
    en: 'The fight begins: {{teams}}.',
  },
  'hex.log.order': {
    sv: 'Runda {{round}}: ordningen blir {{order}}.',
    en: 'Round {{round}}: the order is {{order}}.',
  },
  'hex.log.tired': {
    sv: '{{fighter}} är trött ({{percent}} % kvar av absorbering, initiativ, undvika och parera).',
    en: '{{fighter}} is tired ({{percent}}% left of absorption, initiative, evasion and parry).',
  },
  'hex.log.target': {
    sv: '{{fighter}} väljer {{target}} som motståndare.',
    en: '{{fighter}} picks {{target}} as opponent.',
  },
  'hex.log.evaded': {
    sv: '{{fighter}} anfaller {{target}}, som undviker.',
    en: '{{fighter}} attacks {{target}}, who evades.',
  },
  'hex.log.parried': {
    sv: '{{fighter}} anfaller {{target}}, som parerar.',
    en: '{{fighter}} attacks {{target}}, who parries.',
  },
  'hex.log.hit': {
    sv: '{{fighter}} träffar {{target}}: skadebonus {{skadebonus}} − absorbering {{absorbering}} ger {{damage}} skada, {{hp}} HP kvar.',
    en: '{{fighter}} hits {{target}}: damage bonus {{skadebonus}} − absorption {{absorbering}} makes {{damage}} damage, {{hp}} HP left.',
  },
  'hex.log.defeated': {
    sv: '{{fighter}} besegras och lämnar striden.',
    en: '{{fighter}} is defeated and leaves the fight.',
  },
  'hex.log.won': {
    sv: 'Striden är slut: {{team}} vinner.',
    en: 'The fight is over: {{team}} wins.',
  },
} as const;

/** The whole catalogue: every key with its Swedish and English text. */
export const HEX_MESSAGES = { ...TERMS, ...SENTENCES } as const satisfies Record<
  string,
  Readonly<Record<Language, string>>
>;

export type HexMessageKey = keyof typeof HEX_MESSAGES;
export type HexTermKey = keyof typeof TERMS;

/**
 * A value in a message: a number, a name as typed, one of the game's terms or a text of the pack's data in both
 * languages (a setting's label), the last two shown in the reader's language.
 */
export type HexMessageValue = string | number | { readonly term: HexTermKey } | Readonly<Record<Language, string>>;

/** A sentence for a player, before a language is picked: its key and the values of its placeholders. */
export interface HexMessage {
  readonly key: HexMessageKey;
  readonly values: Readonly<Record<string, HexMessageValue>>;
}

export function hexMessage(key: HexMessageKey, values: Readonly<Record<string, HexMessageValue>> = {}): HexMessage {
  return { key, values };
}

/** The term key of a sub-attribute, attribute, item type or kind of creature ("träffsäkerhet" → hex.term.träffsäkerhet). */
export function term(name: string): { readonly term: HexTermKey } {
  const key = `hex.term.${name}`;
  if (!(key in TERMS)) throw new RulesError('unknown-option', `The pack has no term “${name}”.`);
  return { term: key as HexTermKey };
}

function valueText(value: HexMessageValue, language: Language): string {
  if (typeof value !== 'object') return String(value);
  return 'term' in value ? HEX_MESSAGES[value.term][language] : value[language];
}

/** A message in one language, placeholders filled (as i18next will once the app has it). */
export function formatHexMessage(message: HexMessage, language: Language): string {
  return HEX_MESSAGES[message.key][language].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = message.values[name];
    return value === undefined ? whole : valueText(value, language);
  });
}

/** One language's catalogue as i18next resources take it: key → text. */
export function hexCatalogue(language: Language): Readonly<Record<HexMessageKey, string>> {
  const entries = Object.entries(HEX_MESSAGES).map(([key, texts]) => [key, texts[language]] as const);
  return Object.fromEntries(entries) as Record<HexMessageKey, string>;
}

/**
 * The pack's RulesError: the app's `code` and English `message` (as every RulesError has), and the message's key and
 * values, so a view shows it in the player's language.
 */
export class HexRulesError extends RulesError {
  readonly hexMessage: HexMessage;

  constructor(code: RulesErrorCode, message: HexMessage) {
    super(code, formatHexMessage(message, 'en'));
    this.hexMessage = message;
  }
}

/** Throws a HexRulesError with the given key and values. */
export function refuse(code: RulesErrorCode, key: HexMessageKey, values: Record<string, HexMessageValue> = {}): never {
  throw new HexRulesError(code, hexMessage(key, values));
}
