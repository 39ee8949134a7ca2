import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { replaceEqualDeep, useStableValue } from '../../src/core/ui/stable-value';

describe('replaceEqualDeep: a fresh copy keeps the identity of every unchanged part', () => {
  const before = {
    round: 2,
    combatants: [
      { id: 'a', hp: 20, gear: [{ id: 'axe', tier: 3 }] },
      { id: 'b', hp: 14, gear: [] },
    ],
    log: [{ id: 1, text: 'The fight begins.' }],
  };

  it('gives back the previous value itself when nothing changed', () => {
    expect(replaceEqualDeep(before, structuredClone(before))).toBe(before);
  });

  it('shares the unchanged fighters and log lines, and not what changed', () => {
    const next = structuredClone(before);
    next.combatants[1]!.hp = 9;
    next.log.push({ id: 2, text: 'The wolf bites.' });
    const kept = replaceEqualDeep(before, next);
    expect(kept).not.toBe(before);
    expect(kept).toEqual(next);
    expect(kept.combatants[0]).toBe(before.combatants[0]);
    expect(kept.combatants[1]).not.toBe(before.combatants[1]);
    expect(kept.combatants[1]!.gear).toBe(before.combatants[1]!.gear);
    expect(kept.log[0]).toBe(before.log[0]);
    expect(kept.log).not.toBe(before.log);
  });

  it('notices a field removed, a field added and a value of another type', () => {
    expect(replaceEqualDeep({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(replaceEqualDeep({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(replaceEqualDeep({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(replaceEqualDeep(null, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('useStableValue', () => {
  const first = { log: [{ id: 1, text: 'The fight begins.' }] };

  it('shares the unchanged parts of a fresh copy with the previous render', () => {
    const { result, rerender } = renderHook(({ value }) => useStableValue(value), { initialProps: { value: first } });
    rerender({ value: structuredClone(first) });
    expect(result.current).toBe(first);
  });

  it('takes a value derived from the previous one as it is, without comparing it', () => {
    const { result, rerender } = renderHook(({ value, derived }) => useStableValue(value, derived), {
      initialProps: { value: first, derived: false },
    });
    const step = { log: [...first.log, { id: 2, text: 'The wolf bites.' }] };
    rerender({ value: step, derived: true });
    expect(result.current).toBe(step);
    expect(result.current.log[0]).toBe(first.log[0]);
  });
});
