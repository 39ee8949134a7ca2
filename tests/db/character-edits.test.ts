import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createCampaignWithCharacters,
  getCharacter,
  listCharacters,
  saveCharacterEdits,
  StorageError,
  type CharacterRecord,
} from '../../src/db';
import { mergeCharacterEdits, type CharacterFields } from '../../src/db/character-edits';
import {
  changeHp,
  saveLevelUp,
  saveNotes,
  saveSkills,
  setExp,
} from '../../src/systems/eos/views/character-sheet/sheet-writes';
import { dumpDatabase, freshDatabaseEachTest, sampleCharacter } from './helpers';

freshDatabaseEachTest();

async function oneCharacter(): Promise<CharacterRecord> {
  const campaign = await createCampaignWithCharacters('Test', [sampleCharacter('Ada')]);
  const [character] = await listCharacters(campaign.id);
  return character!;
}

/** What the builder holds of a character when it opens it. */
function fieldsOf(record: CharacterRecord): CharacterFields {
  const { name, notes, portrait, build, gear } = record;
  return structuredClone({ name, notes, portrait, build, gear });
}

describe('an editor that opened a character before another tab changed it (issue 16, item 8)', () => {
  it('tab B saves notes and 1,500 exp, tab A saves the builder: the notes and the exp survive', async () => {
    const ada = await oneCharacter();
    const opened = fieldsOf(ada); // tab A opens the editor
    const mine = structuredClone(opened);
    mine.build = { ...mine.build, creationStats: { ...mine.build.creationStats, body: 7, presence: 4 } };
    mine.name = 'Ada Vane';

    await saveNotes(ada.id, 'Owes the smith 3 beams.', ada.notes); // tab B
    await setExp(ada.id, 1500);

    const saved = await saveCharacterEdits(ada.id, opened, mine);
    expect(saved.notes).toBe('Owes the smith 3 beams.');
    expect(saved.build.exp).toBe(1500);
    expect(saved.name).toBe('Ada Vane');
    expect(saved.build.creationStats.body).toBe(7);
    expect(saved.build.creationStats.presence).toBe(4);
    expect(await getCharacter(ada.id)).toEqual(saved);
  });

  it('a field both tabs changed is not overwritten without asking: nothing is written and the fields are named', async () => {
    const ada = await oneCharacter();
    const opened = fieldsOf(ada);
    const mine = { ...structuredClone(opened), notes: 'Mine.' };
    await saveNotes(ada.id, 'Theirs.', ada.notes);
    const before = await dumpDatabase();

    const attempt = saveCharacterEdits(ada.id, opened, mine);
    await expect(attempt).rejects.toBeInstanceOf(StorageError);
    await expect(attempt).rejects.toMatchObject({ code: 'changed-elsewhere', fields: ['notes'] });
    expect(await dumpDatabase()).toEqual(before);

    expect((await saveCharacterEdits(ada.id, opened, mine, { resolve: 'theirs' })).notes).toBe('Theirs.');
    expect((await saveCharacterEdits(ada.id, opened, mine, { resolve: 'mine' })).notes).toBe('Mine.');
  });

  it('the sheet’s skill panel writes only the skills it changed; its notes editor only notes it began from', async () => {
    const ada = await oneCharacter();
    const openedBuild = structuredClone(ada.build); // the "Assign skill points" panel opens
    await setExp(ada.id, 1500); // another tab
    await changeHp(ada.id, -5);
    await saveSkills(ada.id, ada.build, { ...ada.build.skills, bow: { time: 0, combat: 9 } }); // another tab's panel

    const saved = await saveSkills(ada.id, openedBuild, { ...openedBuild.skills, cooking: { time: 7, combat: 0 } });
    expect(saved.build.exp).toBe(1500);
    expect(saved.currentHp).toBe(21);
    expect(saved.build.skills.bow).toEqual({ time: 0, combat: 9 });
    expect(saved.build.skills.cooking).toEqual({ time: 7, combat: 0 });

    await saveNotes(ada.id, 'First.', ada.notes);
    await expect(saveNotes(ada.id, 'Second.', ada.notes)).rejects.toMatchObject({ fields: ['notes'] });
    expect((await getCharacter(ada.id))?.notes).toBe('First.');
  });

  it('the level-up keeps what another tab saved meanwhile, and refuses when the level was taken there', async () => {
    const ada = await oneCharacter();
    const leveled = await setExp(ada.id, 2500); // saved at once; the wizard opens on it
    await saveNotes(ada.id, 'From tab B.', ada.notes);
    await saveSkills(ada.id, leveled.build, { ...leveled.build.skills, cooking: { time: 8, combat: 1 } });

    const saved = await saveLevelUp(ada.id, leveled.build, {
      statPoints: { body: 1 },
      skills: { ...leveled.build.skills, bow: { time: 0, combat: 12 } },
    });
    expect(saved.notes).toBe('From tab B.');
    expect(saved.build.skills.cooking).toEqual({ time: 8, combat: 1 });
    expect(saved.build.skills.bow).toEqual({ time: 0, combat: 12 });
    expect(saved.build.levelStats.body).toBe(1);

    // A second wizard, opened on the same build before the level was taken, finds it taken: nothing is written.
    const before = await dumpDatabase();
    await expect(saveLevelUp(ada.id, leveled.build, { statPoints: { mind: 1 } })).rejects.toMatchObject({
      code: 'changed-elsewhere',
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('merges skills one skill at a time, and keeps gear lists and the portrait whole', () => {
    const base = fieldsOf({ ...sampleRecord(), gear: { ...sampleRecord().gear, cloaks: 0 } });
    const mine = structuredClone(base);
    const theirs = { ...sampleRecord(), ...structuredClone(base) };
    mine.build = { ...mine.build, skills: { ...mine.build.skills, cooking: { time: 7, combat: 0 } } };
    mine.portrait = { kind: 'emoji', value: '🐺' };
    theirs.build = { ...theirs.build, skills: { ...theirs.build.skills, bow: { time: 0, combat: 9 } } };
    theirs.gear = { ...theirs.gear, cloaks: 1 };

    const { changes, conflicts } = mergeCharacterEdits(base, mine, theirs, 'ask');
    expect(conflicts).toEqual([]);
    expect(changes.build?.skills.cooking).toEqual({ time: 7, combat: 0 });
    expect(changes.build?.skills.bow).toEqual({ time: 0, combat: 9 });
    expect(changes.portrait).toEqual({ kind: 'emoji', value: '🐺' });
    // Only theirs changed the gear: nothing to write there, the stored cloak stays.
    expect(changes.gear).toBeUndefined();
    expect(changes.name).toBeUndefined();
  });

  it('names conflicting fields in a player’s words', () => {
    const base = fieldsOf(sampleRecord());
    const mine = structuredClone(base);
    const theirs = { ...sampleRecord(), ...structuredClone(base) };
    mine.build = { ...mine.build, exp: 100, skills: { ...mine.build.skills, bow: { time: 0, combat: 7 } } };
    theirs.build = { ...theirs.build, exp: 200, skills: { ...theirs.build.skills, bow: { time: 0, combat: 6 } } };
    expect(mergeCharacterEdits(base, mine, theirs, 'ask').conflicts).toEqual(['experience', 'Bow points']);
  });
});

function sampleRecord(): CharacterRecord {
  return {
    id: 'c1',
    campaignId: 'k1',
    name: 'Ada',
    notes: '',
    portrait: { kind: 'colour', value: '#e8c46a' },
    draft: false,
    createdAt: 1,
    updatedAt: 1,
    build: structuredClone(sampleCharacter('Ada').build),
    gear: {
      weapons: [],
      armor: [],
      shield: null,
      cloaks: 0,
      clothing: [],
      containers: [],
      toolkits: [],
      bedrollTier: null,
    },
    currentHp: null,
  };
}
