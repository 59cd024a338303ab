import * as z from 'zod/mini';
import { list, one } from '../../schemas/common';
import {
  ZCompanyAdminDetail,
  ZCompanyDeleteJob,
  ZCompanyDetails,
  ZCompanyDetailsBody,
  ZCompanyListItem,
  ZCompanyListQuery,
  ZCompanyStateBody,
  ZExtendTrialBody,
  ZVideoLimitBody,
  ZPlatformFigures,
  ZResetWelcomeEmailAnswer,
  ZResetWelcomeEmailBody,
} from '../../schemas/companies';
import { ZId } from '../../schemas/fields';
import { ZCompanyLanguageBody } from '../../schemas/languages';
import { ZCompanyTwoStepBody } from '../../schemas/two-step';
import { ZUserListQuery, ZUserListResponse } from '../../schemas/users';
import { ADMINS, SUPER_ADMINS } from '../access';
import { defineRows } from '../types';
import { NOT_AUDITED } from '../audit-reasons';

const idParam = z.object({ id: ZId });

/** The super administrator's companies (administration spec: Super-admin screens, section 7 Company and finance). */
export const companyRows = defineRows({
  'companies.list': {
    method: 'GET',
    path: '/v1/companies',
    handler: 'api/companies/list-companies',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary:
      'Every customer company, newest first (the platform index), paged, search=company_name:text, state=1..5; with the BreatheHR state.',
    request: { query: ZCompanyListQuery },
    response: list(ZCompanyListItem),
    audit: NOT_AUDITED.READ,
  },
  'companies.get': {
    method: 'GET',
    path: '/v1/companies/{id}',
    handler: 'api/companies/get-company',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary: "One company for the platform console's Details tab: address, state, band, counters, trial end, owner.",
    request: { params: idParam },
    response: one(ZCompanyAdminDetail),
    audit: NOT_AUDITED.READ,
  },
  'companies.adminGet': {
    method: 'GET',
    path: '/v1/admin/company/{id}',
    handler: 'api/companies/get-admin-company',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary: 'The same company as GET /v1/companies/{id} (the spec names both).',
    request: { params: idParam },
    response: one(ZCompanyAdminDetail),
    audit: NOT_AUDITED.READ,
  },
  'companies.users': {
    method: 'GET',
    path: '/v1/companies/{id}/users',
    handler: 'api/companies/list-company-users',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary:
      "The company's active users for the console's Users tab: the administrator's user list (GET /v1/clients) of that company.",
    request: { params: idParam, query: ZUserListQuery },
    response: ZUserListResponse,
    audit: NOT_AUDITED.READ,
  },
  'companies.extendTrial': {
    method: 'POST',
    path: '/v1/company/extend-trial-period/{id}',
    handler: 'api/companies/extend-trial',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary:
      'Extend the free trial to a date after today: state 5 (Free Trial Extended), the trial ends at the start of that date (UTC) and the expiry schedule expires it then.',
    request: { params: idParam, body: ZExtendTrialBody },
    response: one(ZCompanyAdminDetail),
    audit: { items: ['Company'] },
  },
  'companies.changeState': {
    method: 'POST',
    path: '/v1/company/state/{id}',
    handler: 'api/companies/change-state',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary:
      'Set the company state (1–5) freely. Trial states (1, 5) keep the trial end, or start a new FREE_TRIAL_DAYS trial when it has passed; other states leave the trial index.',
    request: { params: idParam, body: ZCompanyStateBody },
    response: one(ZCompanyAdminDetail),
    audit: { items: ['Company'] },
  },
  'companies.setVideoLimit': {
    method: 'PUT',
    path: '/v1/companies/{id}/video-limit',
    handler: 'api/companies/set-video-limit',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary:
      "Set the company's course video limit in megabytes (10 MB to 5 GB; the spec's 150 MB by default). Uploads already stored keep their size.",
    request: { params: idParam, body: ZVideoLimitBody },
    response: one(ZCompanyAdminDetail),
    audit: { items: ['Company'] },
  },
  'companies.resetWelcomeEmail': {
    method: 'POST',
    path: '/v1/reset/welcome-email',
    handler: 'api/companies/reset-welcome-email',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary:
      "Reset a company user's welcome email: is_mail_sent back to 0, so the administrator can send it again (one user or the new-or-outstanding mass send picks them up).",
    request: { body: ZResetWelcomeEmailBody },
    response: ZResetWelcomeEmailAnswer,
    audit: { items: ['User'] },
  },
  'companies.delete': {
    method: 'DELETE',
    path: '/v1/companies/{id}',
    handler: 'api/companies/delete-company',
    access: SUPER_ADMINS,
    tag: 'Companies',
    status: 202,
    summary:
      'Delete a company and everything of it (items, files, sign-ins) as a background job: the company goes at once (its tokens stop working), the rest follows; asking again for an unfinished job runs it again. The platform company is refused.',
    request: { params: idParam },
    response: one(ZCompanyDeleteJob),
    audit: { items: ['Company', 'CompanyDeleteJob'] },
  },
  'companies.deleteStatus': {
    method: 'GET',
    path: '/v1/companies/{id}/delete-status',
    handler: 'api/companies/get-delete-status',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary: "The progress of a company's delete job (404 when the company was never deleted).",
    request: { params: idParam },
    response: one(ZCompanyDeleteJob),
    audit: NOT_AUDITED.READ,
  },
  'companies.figures': {
    method: 'GET',
    path: '/v1/platform/figures',
    handler: 'api/companies/get-platform-figures',
    access: SUPER_ADMINS,
    tag: 'Companies',
    summary:
      "The platform dashboard: companies by state, users, company users active this month (platform index and the companies' month counters; no Scan).",
    response: one(ZPlatformFigures),
    audit: NOT_AUDITED.READ,
  },
  'companies.details': {
    method: 'GET',
    path: '/v1/company/details',
    handler: 'api/companies/get-company-details',
    access: ADMINS,
    tag: 'Companies',
    summary: "The signed-in administrator's company: name, address and phone (Account Information).",
    response: one(ZCompanyDetails),
    audit: NOT_AUDITED.READ,
  },
  'companies.accountInfo': {
    method: 'GET',
    path: '/v1/company/account-info',
    handler: 'api/companies/get-account-info',
    access: ADMINS,
    tag: 'Companies',
    summary: 'The same account information, as the Edit Account Info panel loads it.',
    response: one(ZCompanyDetails),
    audit: NOT_AUDITED.READ,
  },
  'companies.updateDetails': {
    method: 'POST',
    path: '/v1/company/details',
    handler: 'api/companies/update-company-details',
    access: ADMINS,
    tag: 'Companies',
    summary:
      'Save the address and phone (Edit Account Info); the company name is read-only and a company_name in the body changes nothing. UK postcode format when the country is the UK.',
    request: { body: ZCompanyDetailsBody },
    response: one(ZCompanyDetails),
    audit: { items: ['Company'] },
  },
  'companies.updateInformation': {
    method: 'POST',
    path: '/v1/company/information',
    handler: 'api/companies/update-company-information',
    access: ADMINS,
    tag: 'Companies',
    summary: "The same save as POST /company/details, answered with 'Company Information Successfully Updated.'.",
    request: { body: ZCompanyDetailsBody },
    response: one(ZCompanyDetails),
    audit: { items: ['Company'] },
  },
  'companies.updateTwoStep': {
    method: 'PUT',
    path: '/v1/company/two-step',
    handler: 'api/companies/update-two-step-setting',
    access: ADMINS,
    tag: 'Companies',
    summary:
      "Require two-step verification of the company's administrators (on: each sets it up at their next sign-in; sessions already open carry on).",
    request: { body: ZCompanyTwoStepBody },
    response: one(ZCompanyDetails),
    audit: { items: ['Company'] },
  },
  'companies.updateLanguage': {
    method: 'PUT',
    path: '/v1/company/language',
    handler: 'api/companies/update-language-setting',
    access: ADMINS,
    tag: 'Companies',
    summary:
      "Set the company's default language (en-GB, pl or es): the language of its new users and of every user who has not chosen one in their profile.",
    request: { body: ZCompanyLanguageBody },
    response: one(ZCompanyDetails),
    audit: { items: ['Company'] },
  },
});
