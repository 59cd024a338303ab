import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '@skillway/shared';
import {
  CATCH_UP_DAYS,
  EXPIRED_NOTICE_DAYS,
  certificateNoticeKey,
  expiringDayCounts,
  expiryNotices,
  expiryReadRange,
  awaitsItsCertificate,
  isRenewalDue,
  isRenewalOpen,
  renewalDeadline,
  renewalSources,
} from './renew-certifications-plan';

const course = { windowDays: 30, deadlineDaysAfter: 14 };
const defaults = { days: { ...NOTIFICATION_DEFAULTS.days } };

describe('isRenewalDue: the window opens window_days before the expiry', () => {
  const expiring = { expires_on: '2027-03-12' };

  it('not the day before the window opens; on the day it opens; the day after and on the expiry (a missed run)', () => {
    expect(isRenewalDue(expiring, course, '2027-02-09')).toBe(false);
    expect(isRenewalDue(expiring, course, '2027-02-10')).toBe(true);
    expect(isRenewalDue(expiring, course, '2027-02-11')).toBe(true);
    expect(isRenewalDue(expiring, course, '2027-03-12')).toBe(true);
    expect(isRenewalDue(expiring, course, '2027-03-13')).toBe(true);
  });

  it('once per expiry: a renewal opened for it is not due again; a renewed certificate opens the next one', () => {
    expect(isRenewalDue({ ...expiring, renewal_for: '2027-03-12' }, course, '2027-02-10')).toBe(false);
    expect(isRenewalDue({ ...expiring, renewal_for: '2027-03-12' }, course, '2027-03-20')).toBe(false);
    // Renewed: the next certificate expires a year on; the last renewal was for the old expiry.
    const renewed = { expires_on: '2028-03-12', renewal_for: '2027-03-12' };
    expect(isRenewalDue(renewed, course, '2027-03-20')).toBe(false);
    expect(isRenewalDue(renewed, course, '2028-02-11')).toBe(true);
  });

  it('a certificate that never expires (no expiry day) is never due', () => {
    expect(isRenewalDue({}, course, '2027-03-12')).toBe(false);
    expect(isRenewalOpen({})).toBe(false);
  });

  it('leap years: 30 days before 29 March 2028 is 28 February; before 30 March 2028 the leap day', () => {
    expect(isRenewalDue({ expires_on: '2028-03-29' }, course, '2028-02-27')).toBe(false);
    expect(isRenewalDue({ expires_on: '2028-03-29' }, course, '2028-02-28')).toBe(true);
    expect(isRenewalDue({ expires_on: '2028-03-30' }, course, '2028-02-28')).toBe(false);
    expect(isRenewalDue({ expires_on: '2028-03-30' }, course, '2028-02-29')).toBe(true);
    // The same expiry in a common year: 30 days before 30 March 2027 is 28 February.
    expect(isRenewalDue({ expires_on: '2027-03-30' }, course, '2027-02-27')).toBe(false);
    expect(isRenewalDue({ expires_on: '2027-03-30' }, course, '2027-02-28')).toBe(true);
  });

  it('across the year end', () => {
    const january = { expires_on: '2027-01-15' };
    expect(isRenewalDue(january, course, '2026-12-15')).toBe(false);
    expect(isRenewalDue(january, course, '2026-12-16')).toBe(true);
  });
});

describe('isRenewalOpen, renewalDeadline and renewalSources', () => {
  it('open while renewal_for is the current expiry', () => {
    expect(isRenewalOpen({ expires_on: '2027-03-12', renewal_for: '2027-03-12' })).toBe(true);
    expect(isRenewalOpen({ expires_on: '2028-03-12', renewal_for: '2027-03-12' })).toBe(false);
  });

  it('the deadline the completion worked out, else the course’s days after the expiry', () => {
    expect(renewalDeadline({ expires_on: '2027-03-12', renewal_due: '2027-03-20' }, course)).toBe('2027-03-20');
    expect(renewalDeadline({ expires_on: '2027-03-12' }, course)).toBe('2027-03-26');
    expect(renewalDeadline({ expires_on: '2028-02-20' }, course)).toBe('2028-03-05');
    expect(renewalDeadline({ expires_on: '2027-03-12' }, { ...course, deadlineDaysAfter: 0 })).toBe('2027-03-12');
  });

  it('every source takes the renewal deadline', () => {
    expect(renewalSources({ individual: '', 'group:g1': '2026-01-01', 'channel:p1': '' }, '2027-03-26')).toEqual({
      individual: '2027-03-26',
      'group:g1': '2027-03-26',
      'channel:p1': '2027-03-26',
    });
  });
});

describe('expiryNotices', () => {
  const expires = '2027-03-12';

  it('expiring on the first and second day counts only (30 and 7 by default), with the days left', () => {
    expect(expiryNotices(expires, '2027-02-09', defaults)).toEqual([]);
    expect(expiryNotices(expires, '2027-02-10', defaults)).toEqual([{ kind: 'certificate_expiring', days: 30 }]);
    expect(expiryNotices(expires, '2027-02-11', defaults)).toEqual([]);
    expect(expiryNotices(expires, '2027-03-04', defaults)).toEqual([]);
    expect(expiryNotices(expires, '2027-03-05', defaults)).toEqual([{ kind: 'certificate_expiring', days: 7 }]);
    expect(expiryNotices(expires, '2027-03-06', defaults)).toEqual([]);
    expect(expiryNotices(expires, '2027-03-11', defaults)).toEqual([]);
  });

  it('expired on the expiry day, and on the days after while a missed run is caught up, never later', () => {
    expect(expiryNotices(expires, '2027-03-12', defaults)).toEqual([{ kind: 'certificate_expired', days: 0 }]);
    expect(expiryNotices(expires, '2027-03-13', defaults)).toEqual([{ kind: 'certificate_expired', days: 1 }]);
    const last = `2027-03-${12 + EXPIRED_NOTICE_DAYS - 1}`;
    expect(expiryNotices(expires, last, defaults)).toEqual([
      { kind: 'certificate_expired', days: EXPIRED_NOTICE_DAYS - 1 },
    ]);
    expect(expiryNotices(expires, `2027-03-${12 + EXPIRED_NOTICE_DAYS}`, defaults)).toEqual([]);
  });

  it('follows the course’s or company’s day counts; an off count sends nothing; equal counts send one', () => {
    const own = { days: { ...defaults.days, certificate_expiring_first: 45, certificate_expiring_second: 0 } };
    expect(expiryNotices(expires, '2027-01-26', own)).toEqual([{ kind: 'certificate_expiring', days: 45 }]);
    expect(expiryNotices(expires, '2027-03-05', own)).toEqual([]);
    const same = { days: { ...defaults.days, certificate_expiring_first: 7, certificate_expiring_second: 7 } };
    expect(expiringDayCounts(same)).toEqual([7]);
    expect(expiryNotices(expires, '2027-03-05', same)).toEqual([{ kind: 'certificate_expiring', days: 7 }]);
  });

  it('across the leap day: 7 days before 3 March 2028 is 25 February; 29 February counts', () => {
    expect(expiryNotices('2028-03-03', '2028-02-25', defaults)).toEqual([{ kind: 'certificate_expiring', days: 7 }]);
    expect(expiryNotices('2028-03-07', '2028-02-29', defaults)).toEqual([{ kind: 'certificate_expiring', days: 7 }]);
    expect(expiryNotices('2028-02-29', '2028-02-29', defaults)).toEqual([{ kind: 'certificate_expired', days: 0 }]);
    expect(expiryNotices('2028-02-29', '2028-03-01', defaults)).toEqual([{ kind: 'certificate_expired', days: 1 }]);
  });
});

describe('expiryReadRange', () => {
  it('reads CATCH_UP_DAYS back to the furthest window or reminder ahead', () => {
    expect(CATCH_UP_DAYS).toBe(30);
    expect(expiryReadRange('2027-03-12', [course, { windowDays: 60, deadlineDaysAfter: 0 }], [defaults])).toEqual({
      from: '2027-02-10',
      to: '2027-05-11',
    });
    const later = { days: { ...defaults.days, certificate_expiring_first: 90 } };
    expect(expiryReadRange('2027-03-12', [course], [defaults, later])).toEqual({
      from: '2027-02-10',
      to: '2027-06-10',
    });
  });

  it('reads nothing for a company without a course whose certificates expire', () => {
    expect(expiryReadRange('2027-03-12', [], [defaults])).toBeUndefined();
  });
});

describe('certificateNoticeKey', () => {
  it('is (type, user, course, expiry day), with the day count for the expiring reminders', () => {
    expect(certificateNoticeKey('renewal_enrolled', 'u1', 'c1', '2027-03-12')).toBe('13#u1#c1#2027-03-12');
    expect(certificateNoticeKey('certificate_expired', 'u1', 'c1', '2027-03-12')).toBe('12#u1#c1#2027-03-12');
    expect(certificateNoticeKey('certificate_expiring', 'u1', 'c1', '2027-03-12', 30)).toBe('11#u1#c1#2027-03-12#30');
    expect(certificateNoticeKey('certificate_expiring', 'u1', 'c1', '2027-03-12', 7)).toBe('11#u1#c1#2027-03-12#7');
  });
});

describe('awaitsItsCertificate: a certified run is archived only once its certificate is made', () => {
  it('waits while a finished run that earned a certificate has none; not for one made, unfinished or failed', () => {
    expect(awaitsItsCertificate({ state: 3, test_passed: 1 }, true)).toBe(true);
    expect(awaitsItsCertificate({ state: 3 }, false)).toBe(true);
    expect(awaitsItsCertificate({ state: 3, test_passed: 1, certificate_id: 'CERT-1' }, true)).toBe(false);
    expect(awaitsItsCertificate({ state: 2 }, false)).toBe(false);
    // The test not passed: no certificate is due, so nothing is waited for.
    expect(awaitsItsCertificate({ state: 3, test_passed: 0 }, true)).toBe(false);
  });
});
