import { MB, type TCompanyAdminDetail } from '@skillway/shared';

/** A company as the console's details call answers it (a free trial of 21 to 50 employees), with the given changes. */
export function companyDetail(overrides: Partial<TCompanyAdminDetail> = {}): TCompanyAdminDetail {
  return {
    id: 'c1',
    company_name: 'Acme Ltd',
    street: '1 High Street',
    city: 'Leeds',
    county: 'West Yorkshire',
    country: 'UK',
    postcode: 'LS1 1AA',
    require_two_step_admins: false,
    default_language: 'en-GB',
    phone: '0113 496 0000',
    state: 1,
    state_description: 'Free Trial',
    banding: 2,
    banding_description: { name: '21 to 50 employees', max: 50 },
    total_employees: 7,
    total_courses: 3,
    trial_expired_date: '2026-12-10T00:00:00.000Z',
    payment_method_type: 2,
    product_option: 3,
    refer: 'partner-42',
    refid: null,
    enable_mail: 1,
    breathe_enabled: false,
    company_owner_name: 'Ada Owner',
    company_owner_email: 'ada@acme.test',
    created_at: '2026-11-01T09:00:00.000Z',
    billing_details: null,
    video_max_bytes: 150 * MB,
    ...overrides,
  };
}
