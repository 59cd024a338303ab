import { describe, expect, it } from 'vitest';
import {
  applySourceChange,
  applySourceChanges,
  counterDelta,
  effectiveDeadline,
  groupSource,
  INDIVIDUAL,
  isDerivedOnly,
  sameSources,
} from './enrolment-rules';

const G1 = groupSource('g1');
const G2 = groupSource('g2');

describe('enrolment sources', () => {
  it('creates an enrolment with its first source and deadline', () => {
    expect(applySourceChange(undefined, { op: 'add', source: G1, deadline: '2030-01-31' })).toEqual({
      [G1]: '2030-01-31',
    });
  });

  it('returns the same object when a source is added again unchanged (idempotent)', () => {
    const before = { [G1]: '' };
    expect(applySourceChange(before, { op: 'add', source: G1 })).toBe(before);
    expect(applySourceChange(before, { op: 'add', source: G1, deadline: null })).toBe(before);
  });

  it('updates the deadline of an existing source', () => {
    expect(applySourceChange({ [G1]: '' }, { op: 'add', source: G1, deadline: '2030-02-01' })).toEqual({
      [G1]: '2030-02-01',
    });
  });

  it('removing one group source keeps the individual one', () => {
    const after = applySourceChange({ [INDIVIDUAL]: '', [G1]: '' }, { op: 'remove', source: G1 });
    expect(after).toEqual({ [INDIVIDUAL]: '' });
  });

  it('removing the last source ends the enrolment', () => {
    expect(applySourceChange({ [G1]: '' }, { op: 'remove', source: G1 })).toBeUndefined();
  });

  it('removing a source the enrolment does not have changes nothing', () => {
    const before = { [G2]: '' };
    expect(applySourceChange(before, { op: 'remove', source: G1 })).toBe(before);
    expect(applySourceChange(undefined, { op: 'remove', source: G1 })).toBeUndefined();
  });

  it('refuses unknown sources', () => {
    expect(() => applySourceChange(undefined, { op: 'add', source: 'group:' as never })).toThrow();
    expect(() => applySourceChange(undefined, { op: 'add', source: 'everyone' as never })).toThrow();
  });

  it('folds several changes in order', () => {
    const after = applySourceChanges(undefined, [
      { op: 'add', source: G1, deadline: '2030-05-01' },
      { op: 'add', source: G2, deadline: '2030-03-01' },
      { op: 'remove', source: G1 },
    ]);
    expect(after).toEqual({ [G2]: '2030-03-01' });
  });

  it('the deadline is the earliest among the sources', () => {
    expect(effectiveDeadline({ [G1]: '2030-05-01', [G2]: '2030-03-01', [INDIVIDUAL]: '' })).toBe('2030-03-01');
    expect(effectiveDeadline({ [G1]: '' })).toBe('');
    expect(effectiveDeadline(undefined)).toBe('');
  });

  it('marks group-only enrolments as derived (shown disabled)', () => {
    expect(isDerivedOnly({ [G1]: '' })).toBe(true);
    expect(isDerivedOnly({ [G1]: '', [INDIVIDUAL]: '' })).toBe(false);
    expect(isDerivedOnly(undefined)).toBe(false);
  });

  it('compares sources by content', () => {
    expect(sameSources({ [G1]: '' }, { [G1]: '' })).toBe(true);
    expect(sameSources({ [G1]: '' }, { [G1]: '2030-01-01' })).toBe(false);
    expect(sameSources(undefined, undefined)).toBe(true);
    expect(sameSources({ [G1]: '' }, undefined)).toBe(false);
  });
});

describe('counter deltas', () => {
  it('counts a new enrolment once, with its kind', () => {
    expect(counterDelta(undefined, { [G1]: '' })).toEqual({ enrolled: 1, individual: 0, group: 1, channel: 0 });
  });

  it('a second group source moves no counter', () => {
    expect(counterDelta({ [G1]: '' }, { [G1]: '', [G2]: '' })).toEqual({
      enrolled: 0,
      individual: 0,
      group: 0,
      channel: 0,
    });
  });

  it('losing the group source of an individual enrolment moves only the group kind', () => {
    expect(counterDelta({ [G1]: '', [INDIVIDUAL]: '' }, { [INDIVIDUAL]: '' })).toEqual({
      enrolled: 0,
      individual: 0,
      group: -1,
      channel: 0,
    });
  });

  it('removing the enrolment takes back everything it counted', () => {
    expect(counterDelta({ [INDIVIDUAL]: '', 'channel:c1': '' }, undefined)).toEqual({
      enrolled: -1,
      individual: -1,
      group: 0,
      channel: -1,
    });
  });
});
