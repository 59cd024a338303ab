import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE } from '@skillway/shared';
import type { TStoredRecertification } from '../../content/courses/recertification-settings';
import { externalRenewalPatch, type TRenewedEnrolment, type TRenewingRecord } from './external-training-renewal';

const FIRST_AID = 353362;

/** 12 months from completion, renewal due 14 days after the expiry. */
const YEARLY: TStoredRecertification = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: 30,
  deadline_days_after: 14,
  renewal_external_type: FIRST_AID,
};

const NEVER_CERTIFIED: TRenewedEnrolment = { state: USER_COURSE_STATE.NOT_STARTED };

function record(overrides: Partial<TRenewingRecord> = {}): TRenewingRecord {
  return { user_id: 'u1', type: FIRST_AID, completed: '2026-03-10', result: 'passed', ...overrides };
}

describe('externalRenewalPatch', () => {
  it("certifies a learner never certified with the record's own expiry, at midday of its completion day", () => {
    expect(externalRenewalPatch(NEVER_CERTIFIED, record({ deadline: '2028-03-10' }), YEARLY)).toEqual({
      cycle: 1,
      certified_at: '2026-03-10T12:00:00.000Z',
      expires_on: '2028-03-10',
      renewal_due: '2028-03-24',
    });
  });

  it("takes the course's validity from the completion day when the record has no expiry", () => {
    expect(externalRenewalPatch(NEVER_CERTIFIED, record(), YEARLY)).toMatchObject({
      cycle: 1,
      expires_on: '2027-03-10',
      renewal_due: '2027-03-24',
    });
  });

  it('starts the next cycle on a certificate that expires earlier, and leaves the progress state alone', () => {
    const current = {
      state: USER_COURSE_STATE.COMPLETE,
      cycle: 2,
      certified_at: '2025-04-01T09:00:00.000Z',
      expires_on: '2026-04-01',
    };
    const patch = externalRenewalPatch(current, record(), YEARLY);
    expect(patch).toEqual({
      cycle: 3,
      certified_at: '2026-03-10T12:00:00.000Z',
      expires_on: '2027-03-10',
      renewal_due: '2027-03-24',
    });
    expect(patch).not.toHaveProperty('state');
  });

  it('renews early from the previous expiry on that base, as a completion does', () => {
    const current = {
      state: USER_COURSE_STATE.NOT_STARTED,
      cycle: 1,
      certified_at: '2025-04-01T09:00:00.000Z',
      expires_on: '2026-04-01',
    };
    expect(externalRenewalPatch(current, record(), { ...YEARLY, base: 'previous_expiry' })?.expires_on).toBe(
      '2027-04-01',
    );
  });

  it('skips when the current certificate expires on the same day or later (a repeat save changes nothing)', () => {
    const same = {
      state: USER_COURSE_STATE.NOT_STARTED,
      cycle: 1,
      certified_at: '2026-03-10T12:00:00.000Z',
      expires_on: '2028-03-10',
    };
    expect(externalRenewalPatch(same, record({ deadline: '2028-03-10' }), YEARLY)).toBeNull();
    const later = { ...same, expires_on: '2028-06-01' };
    expect(externalRenewalPatch(later, record({ deadline: '2028-03-10' }), YEARLY)).toBeNull();
    // Once certified from the record, the same record again is not newer either.
    const renewed = { ...same, expires_on: '2027-03-10' };
    expect(externalRenewalPatch(renewed, record(), YEARLY)).toBeNull();
  });

  it('never stretches a certificate by saving the same record again on the previous-expiry base', () => {
    const base = { ...YEARLY, base: 'previous_expiry' as const };
    const first = externalRenewalPatch(NEVER_CERTIFIED, record(), base);
    expect(first?.expires_on).toBe('2027-03-10');
    const after = {
      state: USER_COURSE_STATE.NOT_STARTED,
      cycle: 1,
      certified_at: first?.certified_at ?? undefined,
      expires_on: '2027-03-10',
    };
    expect(externalRenewalPatch(after, record(), base)).toBeNull();
    // A record older than the current certificate stands alone: it does not count from the current expiry.
    expect(externalRenewalPatch(after, record({ completed: '2025-12-01' }), base)).toBeNull();
  });

  it('skips a failed record', () => {
    expect(
      externalRenewalPatch(NEVER_CERTIFIED, record({ result: 'failed', deadline: '2028-03-10' }), YEARLY),
    ).toBeNull();
  });

  it('skips when there is no expiry to give: a course that never expires and a record without one', () => {
    const never: TStoredRecertification = { ...YEARLY, validity: 'never', months: undefined };
    expect(externalRenewalPatch(NEVER_CERTIFIED, record(), never)).toBeNull();
    // With an expiry of its own, the record keeps the learner in date until it.
    expect(externalRenewalPatch(NEVER_CERTIFIED, record({ deadline: '2028-03-10' }), never)?.expires_on).toBe(
      '2028-03-10',
    );
  });

  it('skips a learner holding a certificate that never expires', () => {
    const completed = { state: USER_COURSE_STATE.COMPLETE, completed_at: '2025-01-01T10:00:00.000Z' };
    expect(externalRenewalPatch(completed, record({ deadline: '2028-03-10' }), YEARLY)).toBeNull();
    const archived = { state: USER_COURSE_STATE.NOT_STARTED, cycle: 1, certified_at: '2025-01-01T10:00:00.000Z' };
    expect(externalRenewalPatch(archived, record({ deadline: '2028-03-10' }), YEARLY)).toBeNull();
  });
});
