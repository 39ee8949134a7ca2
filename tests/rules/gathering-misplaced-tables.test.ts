import { describe, expect, it } from 'vitest';
import gathering from '../../data/eos/gathering.json';
import { FARMING_TABLE, LOGGING_TABLE, QUARRYING_TABLE } from './gathering-printed-tables';

const { medicine, lockpickingFarming, scholarGeneric, scholarQuarrying } = gathering.misplacedTables;

describe('tables printed in the wrong section are kept as printed and match the table they copy', () => {
  it.each(LOGGING_TABLE)(
    'C-02/T-03: the table under Medicine, row "%i": %i %i %i, is the Logging/Mining table',
    (level, crude, basic, workshop) => {
      expect(medicine.rows[level]).toEqual({ level, crude, basic, workshop });
    },
  );

  it.each(FARMING_TABLE)('T-01: the stray Farming table under Lockpicking, row "%i": %i %i %i', (l, n, c, b) => {
    expect(lockpickingFarming.rows[l - 1]).toEqual({ level: l, none: n, crude: c, basic: b });
  });

  it.each(LOGGING_TABLE)(
    'T-02: the generic table under Scholar, row "%i": %i %i %i',
    (level, crude, basic, workshop) => {
      expect(scholarGeneric.rows[level]).toEqual({ level, crude, basic, workshop });
    },
  );

  it.each(QUARRYING_TABLE)('T-02: the Quarrying table under Scholar, row "%i": %i %i', (level, crude, basic) => {
    expect(scholarQuarrying.rows[level - 1]).toEqual({ level, crude, basic });
  });

  it('each copy is identical to the table it names, so ignoring it loses nothing', () => {
    expect(medicine.rows).toEqual(gathering[medicine.sameAs as 'logging'].printedTable);
    expect(lockpickingFarming.rows).toEqual(gathering[lockpickingFarming.sameAs as 'farming'].printedTable);
    expect(scholarGeneric.rows).toEqual(gathering[scholarGeneric.sameAs as 'logging'].printedTable);
    expect(scholarQuarrying.rows).toEqual(gathering[scholarQuarrying.sameAs as 'quarrying'].printedTable);
  });

  it('C-02: the Medicine table contradicts the Medicine prose "Medicine: 5 with Crude tools will heal an additional 5HP"', () => {
    expect(medicine.ruling).toBe('C-02');
    expect(medicine.rows[5]?.crude).toBe(6);
  });

  it('T-02: the generic table under Scholar matches no Scholar rate ("1 page per Scholar level", "25 pages x Scholar level")', () => {
    for (const row of scholarGeneric.rows) {
      expect(row.crude).not.toBe(row.level);
      expect(row.crude).not.toBe(25 * row.level);
    }
  });
});
