import { describe, expect, it } from 'vitest';
import type { TCompanyItem } from '../../platform/db/types';
import { presentCompanySummary, trialDaysLeft } from './present-company-summary';

const now = Date.UTC(2026, 0, 1, 12);
const day = 24 * 60 * 60 * 1000;

describe('company summary', () => {
  it('counts whole trial days left, rounded up, only in a trial', () => {
    expect(trialDaysLeft({ state: 1, trial_ends_at: new Date(now + 14 * day).toISOString() }, now)).toBe(14);
    expect(trialDaysLeft({ state: 1, trial_ends_at: new Date(now + 1).toISOString() }, now)).toBe(1);
    expect(trialDaysLeft({ state: 5, trial_ends_at: new Date(now + 2.5 * day).toISOString() }, now)).toBe(3);
    expect(trialDaysLeft({ state: 1, trial_ends_at: new Date(now - day).toISOString() }, now)).toBe(0);
    expect(trialDaysLeft({ state: 3, trial_ends_at: new Date(now + day).toISOString() }, now)).toBe(0);
  });

  it('shows the band with its user maximum', () => {
    const summary = presentCompanySummary(
      {
        company_id: 'c1',
        company_name: 'Acme',
        state: 2,
        banding: 2,
        total_users: 7,
        created_at: 'x',
        trial_ends_at: 'y',
      } as TCompanyItem,
      now,
    );
    expect(summary).toMatchObject({
      state_description: 'Free Trial Expired',
      banding_description: { name: '21 to 50 employees', max: 50 },
      total_users: 7,
      company_logo: null,
      mail_held: false,
      default_language: 'en-GB',
    });
  });

  it("says while the company's mail is held for its administrator's verified address", () => {
    const held = presentCompanySummary(
      {
        company_id: 'c1',
        company_name: 'Acme',
        state: 1,
        banding: 1,
        total_users: 1,
        created_at: 'x',
        mail_hold_user_id: 'u1',
        mail_hold_email: 'owner@example.com',
      } as TCompanyItem,
      now,
    );
    expect(held.mail_held).toBe(true);
  });

  it("shows the company's default language, English when none is set or one the product does not speak", () => {
    const base = { company_id: 'c1', company_name: 'Acme', state: 3, banding: 1, total_users: 1, created_at: 'x' };
    expect(presentCompanySummary({ ...base, default_language: 'es' } as TCompanyItem, now).default_language).toBe('es');
    expect(presentCompanySummary(base as TCompanyItem, now).default_language).toBe('en-GB');
    expect(presentCompanySummary({ ...base, default_language: 'xx' } as TCompanyItem, now).default_language).toBe(
      'en-GB',
    );
  });
});
