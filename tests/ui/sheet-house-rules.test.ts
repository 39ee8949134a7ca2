import { describe, expect, it } from 'vitest';
import type { CharacterRecord } from '../../src/db';
import { EXAMPLE_PARTY } from '../../src/features/campaigns/example-campaign';
import { deriveSheet } from '../../src/systems/eos/views/character-sheet/derive-sheet';
import { ruleOptions } from '../../src/systems/eos/rules';

/** Maren Holt (Body 6) wearing armor made as T8 and lowered to T2 by criticals. */
function marenInDamagedArmor(): CharacterRecord {
  const maren = EXAMPLE_PARTY[0]!;
  const gear = maren.gear!;
  return {
    id: 'maren',
    campaignId: 'c',
    name: maren.name,
    notes: '',
    portrait: { kind: 'colour', value: '#e8c46a' },
    draft: false,
    createdAt: 0,
    updatedAt: 0,
    currentHp: null,
    build: maren.build,
    gear: { ...gear, armor: [{ ...gear.armor[0]!, tier: 2, fullTier: 8 }] },
  };
}

describe('the sheet follows the campaign’s house rules', () => {
  it('R-gear-1: damaged armor needs Body of its full tier, unless the switch says its current tier', () => {
    // "To equip armor, the character must have a Body stat higher or equal to the armor's Tier."
    const byDefault = deriveSheet(marenInDamagedArmor(), ruleOptions().character);
    const switched = deriveSheet(marenInDamagedArmor(), ruleOptions({ gearBodyTier: true }).character);
    if (byDefault.kind !== 'sheet' || switched.kind !== 'sheet') throw new Error('sheet not readable');
    expect(byDefault.sheet.violations.some((v) => v.code === 'armor-body-too-low')).toBe(true);
    expect(switched.sheet.violations.some((v) => v.code === 'armor-body-too-low')).toBe(false);
  });
});
