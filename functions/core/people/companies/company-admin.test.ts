import { describe, expect, it } from 'vitest';
import type { TCompanyItem } from '../../platform/db/types';
import { presentCompanyAdminDetail } from './company-admin';
import { summariseCompanies } from './platform-figures';

const company = {
  company_id: 'c1',
  company_name: 'Acme',
  state: 5,
  banding: 3,
  payment_method: 2,
  country: 'UK',
  city: 'Leeds',
  total_users: 12,
  owner_user_id: 'u1',
  created_at: '2026-01-01T00:00:00.000Z',
  trial_ends_at: '2026-02-01T00:00:00.000Z',
  enable_mail: 0,
} as TCompanyItem;

describe('the console company', () => {
  it('shows the spec fields, with absent address parts, references and owner as empty', () => {
    expect(
      presentCompanyAdminDetail(company, { first_name: 'Ada', last_name: 'Owner', email: 'ada@acme.test' }, 4),
    ).toEqual({
      id: 'c1',
      company_name: 'Acme',
      street: '',
      city: 'Leeds',
      county: '',
      country: 'UK',
      postcode: '',
      phone: '',
      state: 5,
      state_description: 'Free Trial Extended',
      banding: 3,
      banding_description: { name: '51 to 100 employees', max: 100 },
      total_employees: 12,
      total_courses: 4,
      trial_expired_date: '2026-02-01T00:00:00.000Z',
      payment_method_type: 2,
      product_option: null,
      refer: null,
      refid: null,
      require_two_step_admins: false,
      default_language: 'en-GB',
      enable_mail: 0,
      breathe_enabled: false,
      company_owner_name: 'Ada Owner',
      company_owner_email: 'ada@acme.test',
      created_at: '2026-01-01T00:00:00.000Z',
      billing_details: null,
      // The spec's 150 MB until the super administrator sets the company's own.
      video_max_bytes: 150 * 1024 * 1024,
    });
    expect(presentCompanyAdminDetail({ ...company, video_max_bytes: 2 * 1024 ** 3 }, undefined, 0)).toMatchObject({
      video_max_bytes: 2 * 1024 ** 3,
    });
    // The address given with the card at Sign Up is shown, not only the account information's country.
    const card = {
      ...company,
      billing_name: 'Ada Factory',
      billing_line1: '1 High Street',
      billing_city: 'Leeds',
      billing_state: 'West Yorkshire',
      billing_postal_code: 'LS1 4AP',
    } as TCompanyItem;
    expect(presentCompanyAdminDetail(card, undefined, 0).billing_details).toEqual({
      name: 'Ada Factory',
      address: { line1: '1 High Street', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS1 4AP' },
    });
    expect(presentCompanyAdminDetail({ ...company, enable_mail: undefined }, undefined, 0)).toMatchObject({
      company_owner_name: '',
      company_owner_email: '',
      enable_mail: 1,
    });
  });
});

describe('the platform figures', () => {
  it('counts every state (zero when none) and sums the users', () => {
    const figures = summariseCompanies([
      { state: 1, total_users: 3 },
      { state: 1, total_users: 1 },
      { state: 4, total_users: 20 },
    ]);
    expect(figures).toEqual({
      companies_by_state: [
        { state: 1, state_description: 'Free Trial', total: 2 },
        { state: 2, state_description: 'Free Trial Expired', total: 0 },
        { state: 3, state_description: 'Active Membership', total: 0 },
        { state: 4, state_description: 'Membership Suspended', total: 1 },
        { state: 5, state_description: 'Free Trial Extended', total: 0 },
      ],
      total_companies: 3,
      total_users: 24,
    });
    expect(summariseCompanies([]).total_companies).toBe(0);
  });
});
