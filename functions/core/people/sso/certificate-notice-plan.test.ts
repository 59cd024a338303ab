import { describe, expect, it } from 'vitest';
import { certificateNoticeDue, daysBetween } from './certificate-notice-plan';

describe("a signing certificate's expiry notices", () => {
  it('gives the 30-day notice from 30 to 8 days left and the 7-day notice in the last 7 days', () => {
    expect(certificateNoticeDue(31)).toBeUndefined();
    expect(certificateNoticeDue(30)).toBe(30);
    expect(certificateNoticeDue(8)).toBe(30);
    expect(certificateNoticeDue(7)).toBe(7);
    expect(certificateNoticeDue(0)).toBe(7);
    expect(certificateNoticeDue(-1)).toBeUndefined();
  });

  it('counts calendar days across month ends, leap days and the clock change', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-30')).toBe(30);
    expect(daysBetween('2027-01-30', '2026-12-31')).toBe(-30);
  });
});
