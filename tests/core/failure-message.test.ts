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

describe('failureMessage: keyed player texts (issue 20)', () => {
  it('translates an error that carries a key into the language shown, and keeps the English message for logs', async () => {
    const { testI18n } = await import('../i18n-setup');
    const { toStorageError } = await import('../../src/db/errors');
    const full = toStorageError(Object.assign(new Error('x'), { name: 'QuotaExceededError' }));
    expect(full.message).toMatch(/storage is full/);
    expect(failureMessage(full, testI18n.getFixedT('sv'))).toBe(
      'Webbläsarens lagring är full, så ingenting sparades. Frigör utrymme eller exportera en säkerhetskopia och försök sedan igen.',
    );
    // A pack's RulesError without a key is shown by its message as it is, in any language.
    expect(failureMessage(new RulesError('not-allowed', 'Pip is downed.'), testI18n.getFixedT('sv'))).toBe(
      'Pip is downed.',
    );
    expect(failureMessage(new TypeError('x'), testI18n.getFixedT('sv'))).toBe('Något gick fel; ingenting ändrades.');
  });
});
