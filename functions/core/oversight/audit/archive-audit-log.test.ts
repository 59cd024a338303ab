import { describe, expect, it } from 'vitest';
import { AUDIT_ARCHIVE_YEARS } from '@skillway/shared';
import { archiveYears, auditArchiveKey, previousDay, retainUntil } from './archive-audit-log';

describe('the daily audit archive', () => {
  it("copies the previous UTC day, whatever the run's hour", () => {
    expect(previousDay(new Date('2027-03-01T00:30:00Z'))).toBe('2027-02-28');
    expect(previousDay(new Date('2028-03-01T23:59:59Z'))).toBe('2028-02-29');
    expect(previousDay(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12-31');
  });

  it("locks a day's copy until the day after it, the company's years later (leap days included)", () => {
    expect(retainUntil('2026-12-31', 7).toISOString()).toBe('2034-01-01T00:00:00.000Z');
    expect(retainUntil('2028-02-28', 1).toISOString()).toBe('2029-03-01T00:00:00.000Z');
    expect(retainUntil('2028-02-29', 4).toISOString()).toBe('2032-03-01T00:00:00.000Z');
  });

  it("keeps the company's years within the allowed range, the default when unset", () => {
    expect(archiveYears(undefined)).toBe(AUDIT_ARCHIVE_YEARS.DEFAULT);
    expect(archiveYears('3')).toBe(3);
    expect(archiveYears(0)).toBe(AUDIT_ARCHIVE_YEARS.MIN);
    expect(archiveYears(99)).toBe(AUDIT_ARCHIVE_YEARS.MAX);
    expect(archiveYears(2.5)).toBe(AUDIT_ARCHIVE_YEARS.DEFAULT);
  });

  it('names one object a company a day', () => {
    expect(auditArchiveKey('c1', '2027-06-09')).toBe('audit-archive/c1/2027-06-09.jsonl');
  });
});
