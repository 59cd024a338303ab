import { registerCompany, type TRegistered } from '../../factories/accounts';
import { call, login } from '../../factories/http';
import { demoCredentials } from '../../factories/stack-context';
import { COMPANY_STATE, ROLE, ROLE_NAME } from '@skillway/shared';
import type { TActor, TTenants } from '../../support/tenants';
import { setCompanyFields, setUserFields } from './audit-prepare';
import { freshText } from './fresh-records';
import { ADMIN_ONLY, SUPER_ADMIN_ONLY, type TDomainMatrix, type TRequest } from './matrix-types';

/** Account details on a street no earlier call saved (both account rows write the same fields). */
const accountInfo = () => ({
  street: freshText('High Street'),
  city: 'Leeds',
  county: 'West Yorkshire',
  country: 'UK',
  postcode: 'LS1 4AP',
  phone: '0113 496 0000',
});

/** The platform console's rows change or delete a company: they work on throwaway companies, never on the demo's. */
let consoleFixture: Promise<TRegistered> | undefined;
function consoleCompany(): Promise<TRegistered> {
  consoleFixture ??= registerCompany({ company_name: 'Matrix Console Ltd' });
  return consoleFixture;
}

/** A console row's request on the console company, whose own audit log records it. */
async function onConsoleCompany(request: (company: TRegistered) => TRequest): Promise<TRequest> {
  const company = await consoleCompany();
  return { ...request(company), auditCompanyId: company.user.company_id };
}

/** The caller may change the record (a prepare for anyone else would be left standing). */
const isSuperAdmin = (actor: TActor, tenants: TTenants) => actor === tenants.a.superAdmin;

function tomorrow(): string {
  return new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A company already deleted (its job is readable): the super administrator deletes a fresh one. */
async function deletedCompanyId(): Promise<string> {
  const company = await registerCompany({ company_name: 'Matrix Deleted Ltd' });
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  const { token } = await login(credential.email, credential.password);
  const deleted = await call('DELETE', `/v1/companies/${company.user.company_id}`, { token });
  if (deleted.status !== 202) throw new Error(`company delete failed: ${deleted.status}`);
  return company.user.company_id;
}

export const companiesMatrix: TDomainMatrix = {
  expectations: {
    'companies.list': SUPER_ADMIN_ONLY,
    'companies.get': SUPER_ADMIN_ONLY,
    'companies.adminGet': SUPER_ADMIN_ONLY,
    'companies.users': SUPER_ADMIN_ONLY,
    'companies.extendTrial': SUPER_ADMIN_ONLY,
    'companies.changeState': SUPER_ADMIN_ONLY,
    'companies.setVideoLimit': SUPER_ADMIN_ONLY,
    'companies.resetWelcomeEmail': SUPER_ADMIN_ONLY,
    'companies.delete': SUPER_ADMIN_ONLY,
    'companies.deleteStatus': SUPER_ADMIN_ONLY,
    'companies.figures': SUPER_ADMIN_ONLY,
    'companies.details': ADMIN_ONLY,
    'companies.accountInfo': ADMIN_ONLY,
    'companies.updateDetails': ADMIN_ONLY,
    'companies.updateInformation': ADMIN_ONLY,
    'companies.updateTwoStep': ADMIN_ONLY,
    'companies.updateLanguage': ADMIN_ONLY,
  },
  samples: {
    'companies.list': () => ({ query: { page: '1', limit: '5', state: '3' } }),
    'companies.get': async () => ({ params: { id: (await consoleCompany()).user.company_id } }),
    'companies.adminGet': async () => ({ params: { id: (await consoleCompany()).user.company_id } }),
    'companies.users': async () => ({
      params: { id: (await consoleCompany()).user.company_id },
      query: { limit: '5' },
    }),
    'companies.extendTrial': () =>
      onConsoleCompany((company) => ({ params: { id: company.user.company_id }, body: { date: tomorrow() } })),
    // Active: neither the trial it was registered with nor the extended one the row before left.
    'companies.changeState': () =>
      onConsoleCompany((company) => ({
        params: { id: company.user.company_id },
        body: { state: COMPANY_STATE.ACTIVE },
      })),
    // From no limit of its own (the default), so the call records a change; the console company's, no other test's.
    'companies.setVideoLimit': ({ actor, tenants }) =>
      onConsoleCompany((company) => ({
        params: { id: company.user.company_id },
        body: { video_max_mb: 2048 },
        ...(isSuperAdmin(actor, tenants)
          ? { prepare: () => setCompanyFields(company.user.company_id, { video_max_bytes: null }) }
          : {}),
      })),
    // Its welcome email counts as sent first, so the reset changes it.
    'companies.resetWelcomeEmail': ({ actor, tenants }) =>
      onConsoleCompany((company) => ({
        body: { id: company.user.id, company_id: company.user.company_id },
        ...(isSuperAdmin(actor, tenants)
          ? { prepare: () => setUserFields(company.user.company_id, company.user.id, { is_mail_sent: 1 }) }
          : {}),
      })),
    'companies.delete': async () => {
      const companyId = (await registerCompany({ company_name: 'Matrix Delete Ltd' })).user.company_id;
      return { params: { id: companyId }, auditCompanyId: companyId };
    },
    'companies.deleteStatus': async () => ({ params: { id: await deletedCompanyId() } }),
    'companies.figures': () => ({}),
    'companies.details': () => ({}),
    'companies.accountInfo': () => ({}),
    'companies.updateDetails': () => ({ body: accountInfo() }),
    'companies.updateInformation': () => ({ body: accountInfo() }),
    // Off, as other tests expect it: from no setting at all (which is off too), so the call changes something.
    'companies.updateTwoStep': ({ actor, tenants }) => ({
      body: { require_two_step_admins: false },
      ...(actor === tenants.a.admin
        ? { prepare: () => setCompanyFields(actor.companyId!, { require_two_step_admins: null }) }
        : {}),
    }),
    // English, as other tests expect the demo company: from no setting at all (English too), so the call changes something.
    'companies.updateLanguage': ({ actor, tenants }) => ({
      body: { default_language: 'en-GB' },
      ...(actor === tenants.a.admin
        ? { prepare: () => setCompanyFields(actor.companyId!, { default_language: null }) }
        : {}),
    }),
  },
};
