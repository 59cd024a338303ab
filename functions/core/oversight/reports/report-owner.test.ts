import { describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { reportDataOf, reportOwner } from './report-owner';

describe('report jobs of a super administrator', () => {
  it("keeps a company user's job in their company with its filters as given", () => {
    expect(reportOwner({ companyId: 'c1', roleId: ROLE.ADMIN }, { actor: 'u1' })).toEqual({
      companyId: 'c1',
      filters: { actor: 'u1' },
    });
    expect(reportDataOf({ company_id: 'c1', filters: { actor: 'u1', company_id: 'c2' } })).toEqual({
      company: 'c1',
      filters: { actor: 'u1', company_id: 'c2' },
    });
  });

  it("keeps a super administrator's job in the platform's partition, reading the company it names", () => {
    const owner = reportOwner({ companyId: 'c1', roleId: ROLE.SUPER_ADMIN }, { actor: 'u1' });
    expect(owner).toEqual({ companyId: 'platform', filters: { actor: 'u1', company_id: 'c1' } });
    expect(reportDataOf({ company_id: owner.companyId, filters: owner.filters })).toEqual({
      company: 'c1',
      filters: { actor: 'u1' },
    });
    expect(reportDataOf({ company_id: 'platform', filters: {} })).toEqual({ company: 'platform', filters: {} });
  });
});
