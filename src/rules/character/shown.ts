import { describeValue } from '../errors';

/** A value as a message shows it: a number or text as it is, anything else in words ("a record", "a list"). */
export function shownValue(value: unknown): string {
  return typeof value === 'object' || typeof value === 'function' || typeof value === 'symbol'
    ? describeValue(value)
    : String(value);
}
