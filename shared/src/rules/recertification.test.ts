import { describe, expect, it } from 'vitest';
import {
  addMonths,
  complianceCellText,
  complianceStatusOf,
  daysBetween,
  expiryOf,
  renewalDueOn,
  windowOpensOn,
  type TComplianceInput,
  type TValiditySettings,
} from './recertification';

const months12: TValiditySettings = {
  validity: 'months',
  months: 12,
  expiry_date: null,
  base: 'completion',
  anniversary: null,
  window_days: 30,
  deadline_days_after: 0,
};

describe('calendar arithmetic', () => {
  it("keeps the day of the month, or the month's last day where it has none", () => {
    expect(addMonths('2026-03-12', 12)).toBe('2027-03-12');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', -12)).toBe('2025-12-15');
  });

  it('counts days across a leap day and a year end', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
  });
});

describe('expiryOf', () => {
  it('never expires without a validity', () => {
    expect(expiryOf({ ...months12, validity: 'never' }, '2026-12-06', null)).toBeNull();
  });

  it('counts months from the completion day', () => {
    expect(expiryOf(months12, '2026-12-06', null)).toBe('2027-12-06');
    expect(expiryOf(months12, '2028-02-29', null)).toBe('2029-02-28');
    // From completion, an early renewal starts again from its completion day.
    expect(expiryOf(months12, '2027-11-20', '2027-12-06')).toBe('2028-11-20');
  });

  it('counts from the previous expiry for a renewal completed before it, and from completion when late', () => {
    const settings = { ...months12, base: 'previous_expiry' as const };
    expect(expiryOf(settings, '2027-11-20', '2027-12-06')).toBe('2028-12-06');
    expect(expiryOf(settings, '2027-12-06', '2027-12-06')).toBe('2028-12-06');
    expect(expiryOf(settings, '2027-12-20', '2027-12-06')).toBe('2028-12-20');
    expect(expiryOf(settings, '2026-12-06', null)).toBe('2027-12-06');
  });

  it('expires on the anniversary: the last one within the period, never one already past', () => {
    const settings = { ...months12, base: 'anniversary' as const, anniversary: '03-31' };
    expect(expiryOf(settings, '2026-06-01', null)).toBe('2027-03-31');
    expect(expiryOf(settings, '2026-03-31', null)).toBe('2027-03-31');
    expect(expiryOf(settings, '2026-04-01', null)).toBe('2027-03-31');
    // An early renewal keeps the anniversary, a year on.
    expect(expiryOf(settings, '2027-03-10', '2027-03-31')).toBe('2028-03-31');
    const leap = { ...settings, anniversary: '02-29' };
    expect(expiryOf(leap, '2027-06-01', null)).toBe('2028-02-29');
    expect(expiryOf(leap, '2028-06-01', null)).toBe('2029-02-28');
  });

  it('a fixed date: every certificate expires on it; completions after it take its next anniversary', () => {
    const settings = { ...months12, validity: 'date' as const, months: null, expiry_date: '2027-03-31' };
    expect(expiryOf(settings, '2026-12-06', null)).toBe('2027-03-31');
    expect(expiryOf(settings, '2027-03-31', null)).toBe('2028-03-31');
    expect(expiryOf(settings, '2029-01-01', null)).toBe('2029-03-31');
  });
});

describe('the renewal window and deadline', () => {
  it('opens the window days before expiry and is due on the expiry day or days after it', () => {
    expect(windowOpensOn('2027-03-12', 30)).toBe('2027-02-10');
    expect(windowOpensOn('2028-03-12', 30)).toBe('2028-02-11');
    expect(renewalDueOn('2027-03-12', 0)).toBe('2027-03-12');
    expect(renewalDueOn('2027-03-12', 14)).toBe('2027-03-26');
  });
});

describe('complianceStatusOf at every boundary', () => {
  const certified: TComplianceInput = {
    state: 3,
    deadline: '',
    expires_on: '2027-03-12',
    certified_at: '2026-03-12T10:00:00.000Z',
    renewal_due: '2027-03-19',
    window_days: 30,
  };
  const status = (input: TComplianceInput, today: string) => complianceStatusOf(input, today);

  it('certified until the window opens, expiring inside it', () => {
    expect(status(certified, '2027-02-09')).toEqual({ status: 'certified', date: '2027-03-12', days: 31 });
    expect(status(certified, '2027-02-10')).toEqual({ status: 'expiring', date: '2027-03-12', days: 30 });
    expect(status(certified, '2027-03-11')).toEqual({ status: 'expiring', date: '2027-03-12', days: 1 });
  });

  it('still expiring when the renewal run has put the learner back to not started', () => {
    expect(status({ ...certified, state: 1 }, '2027-02-20').status).toBe('expiring');
  });

  it('expired from the expiry day, overdue from the day after the renewal deadline', () => {
    expect(status(certified, '2027-03-12')).toEqual({ status: 'expired', date: '2027-03-12', days: 0 });
    expect(status(certified, '2027-03-19').status).toBe('expired');
    expect(status(certified, '2027-03-20')).toEqual({ status: 'overdue', date: '2027-03-19', days: -1 });
    expect(status({ ...certified, renewal_due: undefined }, '2027-03-13').status).toBe('overdue');
  });

  it('a completion that never expires is certified for good; an archived one is not', () => {
    const never = { ...certified, expires_on: undefined, renewal_due: undefined };
    expect(status(never, '2099-01-01')).toEqual({ status: 'certified', date: null, days: null });
    expect(status({ ...never, state: 1, certified_at: undefined }, '2027-01-01').status).toBe('not_started');
  });

  it('never certified: not started, in progress, or overdue once the deadline has passed', () => {
    const fresh: TComplianceInput = {
      ...certified,
      state: undefined,
      expires_on: undefined,
      certified_at: undefined,
      renewal_due: undefined,
      deadline: '2027-01-31',
    };
    expect(status(fresh, '2027-01-31').status).toBe('not_started');
    expect(status({ ...fresh, state: 2 }, '2027-01-31').status).toBe('in_progress');
    expect(status({ ...fresh, state: 5 }, '2027-01-31').status).toBe('in_progress');
    expect(status(fresh, '2027-02-01')).toEqual({ status: 'overdue', date: '2027-01-31', days: -1 });
  });

  it('says each status in words', () => {
    expect(complianceCellText(status(certified, '2026-12-06'))).toBe('Certified until 12 Mar 2027');
    expect(complianceCellText(status(certified, '2027-03-11'))).toBe('Expiring in 1 day');
    expect(complianceCellText(status(certified, '2027-02-28'))).toBe('Expiring in 12 days');
    expect(complianceCellText(status(certified, '2027-03-12'))).toBe('Expired on 12 Mar 2027');
    expect(complianceCellText(status(certified, '2027-03-25'))).toBe('Overdue since 20 Mar 2027');
  });
});
