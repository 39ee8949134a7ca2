import type { Violation } from '../../rules';

export const STEPS = [
  { id: 'race', label: 'Race' },
  { id: 'stats', label: 'Stats' },
  { id: 'skills', label: 'Skills' },
  { id: 'gear', label: 'Gear' },
  { id: 'review', label: 'Review' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

/**
 * The step whose controls a violation concerns, from its `field` ("creationStats.body" → stats, "skills.tailor.time" →
 * skills, "gear.armor.0" → gear). Fields no step edits (exp, months) are listed on the review step.
 */
export function stepOfField(field: string): StepId {
  const root = field.split('.')[0];
  switch (root) {
    case 'raceId':
      return 'race';
    case 'creationStats':
    case 'levelStats':
      return 'stats';
    case 'skills':
      return 'skills';
    case 'gear':
      return 'gear';
    default:
      return 'review';
  }
}

/** The violations a step shows next to its controls. */
export function violationsOfStep(violations: readonly Violation[], step: StepId): Violation[] {
  return violations.filter((v) => stepOfField(v.field) === step);
}

/** Violations about exactly these fields (e.g. 'skills.tailor', 'skills.tailor.time'). */
export function violationsAt(violations: readonly Violation[], ...fields: string[]): Violation[] {
  return violations.filter((v) => fields.includes(v.field));
}
