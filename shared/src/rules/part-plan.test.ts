import { describe, expect, it } from 'vitest';
import { MB } from '../constants/limits';
import { MAX_PARTS, MIN_PART_BYTES, partLength, planParts } from './part-plan';

describe('planParts', () => {
  it('cuts a small file into one part of the preferred size', () => {
    expect(planParts(3 * MB)).toEqual({ partSize: 16 * MB, partCount: 1 });
    expect(partLength(planParts(3 * MB), 3 * MB, 1)).toBe(3 * MB);
  });

  it('cuts a 300 MB file into 19 parts, the last one short', () => {
    const size = 300 * MB;
    const plan = planParts(size);
    expect(plan).toEqual({ partSize: 16 * MB, partCount: 19 });
    expect(partLength(plan, size, 1)).toBe(16 * MB);
    expect(partLength(plan, size, 19)).toBe(300 * MB - 18 * 16 * MB);
  });

  it('cuts an exact multiple into whole parts', () => {
    const plan = planParts(64 * MB);
    expect(plan.partCount).toBe(4);
    expect(partLength(plan, 64 * MB, 4)).toBe(16 * MB);
  });

  it('keeps 5 GB within S3 limits (at least 5 MB a part, at most 10,000 parts)', () => {
    const size = 5 * 1024 * MB;
    const plan = planParts(size);
    expect(plan.partSize).toBeGreaterThanOrEqual(MIN_PART_BYTES);
    expect(plan.partCount).toBeLessThanOrEqual(MAX_PARTS);
    expect(plan).toEqual({ partSize: 16 * MB, partCount: 320 });
  });

  it('grows the part size in whole megabytes past 10,000 preferred parts', () => {
    const size = 200 * 1024 * MB;
    const plan = planParts(size);
    expect(plan.partCount).toBeLessThanOrEqual(MAX_PARTS);
    expect(plan.partSize % MB).toBe(0);
    expect(plan.partSize).toBe(21 * MB);
  });

  it('adds every part back up to the size', () => {
    for (const size of [1, 16 * MB - 1, 16 * MB, 16 * MB + 1, 999_999_999]) {
      const plan = planParts(size);
      let total = 0;
      for (let part = 1; part <= plan.partCount; part += 1) total += partLength(plan, size, part);
      expect(total).toBe(size);
    }
  });

  it('refuses an empty or fractional size', () => {
    expect(() => planParts(0)).toThrow(RangeError);
    expect(() => planParts(1.5)).toThrow(RangeError);
  });
});
