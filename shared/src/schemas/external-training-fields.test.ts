import { describe, expect, it } from 'vitest';
import { isCalendarDate, normaliseDate } from './external-training-fields';

describe('external training fields', () => {
  it('knows calendar days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(normaliseDate('29/02/2024')).toBe('2024-02-29');
    expect(normaliseDate('29-02-2024')).toBe('2024-02-29');
  });
});
