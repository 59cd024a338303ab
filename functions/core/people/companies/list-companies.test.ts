import { describe, expect, it } from 'vitest';
import type { TCompanyItem } from '../../platform/db/types';
import { presentCompanyListItem } from './list-companies';

const company = (overrides: Partial<TCompanyItem>) =>
  ({
    company_id: 'c1',
    company_name: 'Acme Ltd',
    state: 3,
    banding: 2,
    total_users: 7,
    created_at: '2024-01-10T09:00:00.000Z',
    ...overrides,
  }) as TCompanyItem;

describe('the Company List row', () => {
  it('says whether BreatheHR is on, and when it is on whatever the setting says', () => {
    expect(presentCompanyListItem(company({}))).toEqual({
      id: 'c1',
      company_name: 'Acme Ltd',
      state: 3,
      state_description: 'Active Membership',
      banding: 2,
      total_users: 7,
      created_at: '2024-01-10T09:00:00.000Z',
      breathe_enabled: false,
      breathe_always: false,
    });
    expect(presentCompanyListItem(company({ breathe_enabled: 1 }))).toMatchObject({
      breathe_enabled: true,
      breathe_always: false,
    });
    // Created before the spec's cut-off (2021-04-30): always on, the setting notwithstanding.
    expect(
      presentCompanyListItem(company({ created_at: '2020-06-01T00:00:00.000Z', breathe_enabled: 0 })),
    ).toMatchObject({
      breathe_enabled: true,
      breathe_always: true,
    });
  });
});
