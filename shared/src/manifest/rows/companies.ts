import { ZPageQuery, list } from '../../schemas/common';
import { ZCompanyListItem } from '../../schemas/companies';
import { SUPER_ADMINS } from '../access';
import { defineRows } from '../types';

/** The super administrator's companies (administration spec: Super-admin screens, section 7 Company and finance). */
export const companyRows = defineRows({
  'companies.list': {
    method: 'GET', path: '/v1/companies', handler: 'api/companies/list-companies', access: SUPER_ADMINS, tag: 'Companies',
    summary: 'Every customer company, newest first (the platform index), paged, search=company_name:text; with the BreatheHR state.',
    request: { query: ZPageQuery }, response: list(ZCompanyListItem),
  },
});
