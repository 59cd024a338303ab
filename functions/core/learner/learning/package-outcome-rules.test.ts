import { describe, expect, it } from 'vitest';
import { isItemDone, mergeItemState, packageVerdict, type TItemRule, type TItemState } from './package-outcome-rules';

const AT = '2026-11-26T10:00:00.000Z';
const rule = (id: string, extra: Partial<TItemRule> = {}): TItemRule => ({
  id,
  mastery_score: null,
  move_on: null,
  ...extra,
});
const state = (values: Partial<TItemState>): TItemState => ({ completed: false, at: AT, ...values });

describe('isItemDone', () => {
  it('without a mastery score: completed or passed', () => {
    expect(isItemDone(rule('a'), null, undefined)).toBe(false);
    expect(isItemDone(rule('a'), null, state({ completed: true }))).toBe(true);
    expect(isItemDone(rule('a'), null, state({ passed: true }))).toBe(true);
    expect(isItemDone(rule('a'), null, state({ passed: false }))).toBe(false);
  });

  it("with a mastery score (the item's or the package's): passed only", () => {
    expect(isItemDone(rule('a', { mastery_score: 80 }), null, state({ completed: true }))).toBe(false);
    expect(isItemDone(rule('a'), 80, state({ completed: true, passed: false }))).toBe(false);
    expect(isItemDone(rule('a'), 80, state({ completed: true, passed: true }))).toBe(true);
  });

  it('honours each cmi5 moveOn', () => {
    const completed = state({ completed: true });
    const passed = state({ passed: true });
    const both = state({ completed: true, passed: true });
    expect(isItemDone(rule('a', { move_on: 'NotApplicable' }), null, undefined)).toBe(true);
    expect([completed, passed, both].map((s) => isItemDone(rule('a', { move_on: 'Passed' }), null, s))).toEqual([
      false,
      true,
      true,
    ]);
    expect([completed, passed, both].map((s) => isItemDone(rule('a', { move_on: 'Completed' }), null, s))).toEqual([
      true,
      false,
      true,
    ]);
    expect(
      [completed, passed, both].map((s) => isItemDone(rule('a', { move_on: 'CompletedAndPassed' }), null, s)),
    ).toEqual([false, false, true]);
    expect(
      [completed, passed, both].map((s) => isItemDone(rule('a', { move_on: 'CompletedOrPassed' }), null, s)),
    ).toEqual([true, true, true]);
    // moveOn wins over a mastery score.
    expect(isItemDone(rule('a', { move_on: 'Completed', mastery_score: 90 }), null, completed)).toBe(true);
  });
});

describe('mergeItemState', () => {
  it('keeps completion once reached and a pass once made; a fail before a pass is replaced', () => {
    const first = mergeItemState(undefined, { completed: true, passed: false, scorePercent: 40 }, AT);
    expect(first).toEqual({ completed: true, passed: false, score: 40, at: AT });
    const second = mergeItemState(first, { completed: false, passed: true, scorePercent: 90 }, AT);
    expect(second).toEqual({ completed: true, passed: true, score: 90, at: AT });
    // A later failed retry keeps the pass and the best score.
    expect(mergeItemState(second, { completed: true, passed: false, scorePercent: 30 }, AT)).toEqual(second);
  });

  it('keeps the earlier verdict and score when a report has none', () => {
    const before = state({ completed: true, passed: false, score: 55 });
    expect(mergeItemState(before, { completed: false, passed: null, scorePercent: null }, AT)).toEqual(before);
  });
});

describe('packageVerdict', () => {
  const rules = [rule('one'), rule('two')];

  it('is done when every item is, passed when some item passed and none failed, scored by the mean', () => {
    expect(packageVerdict(rules, null, { one: state({ completed: true }) })).toEqual({
      done: false,
      passed: false,
      scorePercent: null,
    });
    expect(
      packageVerdict(rules, null, {
        one: state({ completed: true, score: 70 }),
        two: state({ passed: true, score: 91 }),
      }),
    ).toEqual({ done: true, passed: true, scorePercent: 81 });
    expect(
      packageVerdict(rules, null, { one: state({ completed: true, passed: false }), two: state({ passed: true }) }),
    ).toEqual({ done: true, passed: false, scorePercent: null });
  });

  it('is never done without items, and ignores states of items the package no longer has', () => {
    expect(packageVerdict([], null, {}).done).toBe(false);
    expect(packageVerdict([rule('one')], null, { gone: state({ completed: true }) }).done).toBe(false);
  });
});
