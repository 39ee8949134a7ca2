import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules';
import { failureMessage, SOMETHING_WENT_WRONG } from '../../src/core/ui/failure-message';
import { BackupError, StorageError } from '../../src/db';

const WRITE_FAILED_MESSAGE = 'Saving failed; nothing was changed.';

describe('failureMessage: one helper for every failed action', () => {
  it('shows the words of an error written for a player', () => {
    expect(failureMessage(new StorageError('write-failed', WRITE_FAILED_MESSAGE))).toBe(WRITE_FAILED_MESSAGE);
    expect(failureMessage(new BackupError('This file is not a backup.'))).toBe('This file is not a backup.');
    expect(failureMessage(new RulesError('not-allowed', 'Pip is downed and cannot act.'))).toBe(
      'Pip is downed and cannot act.',
    );
  });

  it('never shows a programmer’s message, or what was thrown that is not an error', () => {
    expect(failureMessage(new TypeError('x is undefined'))).toBe(SOMETHING_WENT_WRONG);
    expect(failureMessage('a string')).toBe(SOMETHING_WENT_WRONG);
    expect(failureMessage({ playerFacing: true, message: 'forged' })).toBe(SOMETHING_WENT_WRONG);
    expect(failureMessage(undefined)).toBe('Something went wrong; nothing was changed.');
  });
});
