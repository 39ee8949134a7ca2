import { describe, expect, it } from 'vitest';
import { firstDayConditions } from '../../src/systems/eos/rules/calendar/calendar-setup';
import { partyCoverage, type PartyMemberBuild } from '../../src/systems/eos/rules/character/party-coverage';
import { rollInitiative, type InitiativeParticipant } from '../../src/core/rules/dice';
import { shelterTierAfter } from '../../src/systems/eos/rules/environment/cold';
import type { ShelterKind } from '../../src/systems/eos/rules/schemas/environment';
import { hoursOfLight } from '../../src/systems/eos/rules/light';
import type { LightSourceId } from '../../src/systems/eos/rules/schemas/light';
import { refusal } from './refusal';

describe('rules refuse half-filled records in words', () => {
  it('hoursOfLight refuses a missing item of the stock', () => {
    const stock = [undefined] as unknown as { sourceId: LightSourceId; count: number }[];
    expect(refusal(() => hoursOfLight(stock))).toBe('Light source 1 needs its details, not nothing.');
  });

  it('rollInitiative refuses a missing combatant and one without an id', () => {
    const random = () => 0.5;
    expect(refusal(() => rollInitiative([undefined] as unknown as InitiativeParticipant[], random))).toBe(
      'Combatant 1 needs its details, not nothing.',
    );
    expect(refusal(() => rollInitiative([{ reflex: 2 }] as unknown as InitiativeParticipant[], random))).toBe(
      "Combatant 1's id must be text, not nothing.",
    );
  });

  it('partyCoverage refuses a missing member and one without a name', () => {
    expect(refusal(() => partyCoverage([undefined] as unknown as PartyMemberBuild[]))).toBe(
      'Member 1 needs its details, not nothing.',
    );
    expect(refusal(() => partyCoverage([{ build: {} }] as unknown as PartyMemberBuild[]))).toBe(
      "Member 1's name must be text, not nothing.",
    );
  });

  it('shelterTierAfter refuses a kind that is not a word', () => {
    const kind = {} as unknown as ShelterKind;
    expect(refusal(() => shelterTierAfter({ kind, tier: 1, elapsedDays: 1 }))).toBe(
      'Shelter kind must be one of bushcraft, tent, woodworks, architect, architect-stone, not a record.',
    );
  });

  it('firstDayConditions refuses a zone that is not text', () => {
    expect(refusal(() => firstDayConditions(Number.NaN as unknown as string))).toBe('The zone must be text, not NaN.');
  });
});
