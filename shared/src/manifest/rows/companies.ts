import { ZPageQuery, list, one } from '../../schemas/common';
import { ZCompanyDetails, ZCompanyDetailsBody, ZCompanyListItem } from '../../schemas/companies';
import { ADMINS, SUPER_ADMINS } from '../access';
import { defineRows } from '../types';

/** The super administrator's companies (administration spec: Super-admin screens, section 7 Company and finance). */
export const companyRows = defineRows({
  'companies.list': {
    method: 'GET', path: '/v1/companies', handler: 'api/companies/list-companies', access: SUPER_ADMINS, tag: 'Companies',
    summary: 'Every customer company, newest first (the platform index), paged, search=company_name:text; with the BreatheHR state.',
    request: { query: ZPageQuery }, response: list(ZCompanyListItem),
  },
  'companies.details': {
    method: 'GET', path: '/v1/company/details', handler: 'api/companies/get-company-details', access: ADMINS, tag: 'Companies',
    summary: 'The signed-in administrator\'s company: name, address and phone (Account Information).', response: one(ZCompanyDetails),
  },
  'companies.accountInfo': {
    method: 'GET', path: '/v1/company/account-info', handler: 'api/companies/get-account-info', access: ADMINS, tag: 'Companies',
    summary: 'The same account information, as the Edit Account Info panel loads it.', response: one(ZCompanyDetails),
  },
  'companies.updateDetails': {
    method: 'POST', path: '/v1/company/details', handler: 'api/companies/update-company-details', access: ADMINS, tag: 'Companies',
    summary: 'Save the address and phone (Edit Account Info); the company name is read-only and a company_name in the body changes nothing. UK postcode format when the country is the UK.',
    request: { body: ZCompanyDetailsBody }, response: one(ZCompanyDetails),
  },
  'companies.updateInformation': {
    method: 'POST', path: '/v1/company/information', handler: 'api/companies/update-company-information', access: ADMINS, tag: 'Companies',
    summary: 'The same save as POST /company/details, answered with \'Company Information Successfully Updated.\'.',
    request: { body: ZCompanyDetailsBody }, response: one(ZCompanyDetails),
  },
});
