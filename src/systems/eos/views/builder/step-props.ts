import type { Violation } from '../../rules';

/** What every builder step receives: the rules the whole draft breaks right now (validateCharacter with the gear). */
export interface StepProps {
  violations: readonly Violation[];
}
