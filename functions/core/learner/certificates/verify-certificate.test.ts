import { describe, expect, it } from 'vitest';
import { standingOf } from './verify-certificate';

describe("a certificate's standing on a day", () => {
  it('is valid before its expiry day, expired from it, and superseded once a newer cycle replaced it', () => {
    expect(standingOf({ expires_on: '2027-03-12' }, '2027-03-11')).toBe('valid');
    expect(standingOf({ expires_on: '2027-03-12' }, '2027-03-12')).toBe('expired');
    expect(standingOf({}, '2099-01-01')).toBe('valid');
    expect(standingOf({ expires_on: '2027-03-12', superseded_at: '2027-02-20T10:00:00Z' }, '2027-02-21')).toBe(
      'superseded',
    );
  });
});
