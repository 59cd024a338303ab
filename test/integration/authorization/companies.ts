import { registerCompany, type TRegistered } from '../../factories/accounts';
import { call, login } from '../../factories/http';
import { demoCredentials } from '../../factories/stack-context';
import { ROLE, ROLE_NAME } from '@skillway/shared';
import { ADMIN_ONLY, SUPER_ADMIN_ONLY, type TDomainMatrix } from './matrix-types';

const accountInfo = { street: '1 High Street', city: 'Leeds', county: 'West Yorkshire', country: 'UK', postcode: 'LS1 4AP', phone: '0113 496 0000' };

/** The platform console's rows change or delete a company: they work on throwaway companies, never on the demo's. */
let consoleFixture: Promise<TRegistered> | undefined;
function consoleCompany(): Promise<TRegistered> {
  consoleFixture ??= registerCompany({ company_name: 'Matrix Console Ltd' });
  return consoleFixture;
}

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
    'companies.resetWelcomeEmail': SUPER_ADMIN_ONLY,
    'companies.delete': SUPER_ADMIN_ONLY,
    'companies.deleteStatus': SUPER_ADMIN_ONLY,
    'companies.figures': SUPER_ADMIN_ONLY,
    'companies.details': ADMIN_ONLY,
    'companies.accountInfo': ADMIN_ONLY,
    'companies.updateDetails': ADMIN_ONLY,
    'companies.updateInformation': ADMIN_ONLY,
    'companies.updateTwoStep': ADMIN_ONLY,
  },
  samples: {
    'companies.list': () => ({ query: { page: '1', limit: '5', state: '3' } }),
    'companies.get': async () => ({ params: { id: (await consoleCompany()).user.company_id } }),
    'companies.adminGet': async () => ({ params: { id: (await consoleCompany()).user.company_id } }),
    'companies.users': async () => ({ params: { id: (await consoleCompany()).user.company_id }, query: { limit: '5' } }),
    'companies.extendTrial': async () => ({ params: { id: (await consoleCompany()).user.company_id }, body: { date: tomorrow() } }),
    'companies.changeState': async () => ({ params: { id: (await consoleCompany()).user.company_id }, body: { state: 1 } }),
    'companies.resetWelcomeEmail': async () => {
      const company = await consoleCompany();
      return { body: { id: company.user.id, company_id: company.user.company_id } };
    },
    'companies.delete': async () => ({ params: { id: (await registerCompany({ company_name: 'Matrix Delete Ltd' })).user.company_id } }),
    'companies.deleteStatus': async () => ({ params: { id: await deletedCompanyId() } }),
    'companies.figures': () => ({}),
    'companies.details': () => ({}),
    'companies.accountInfo': () => ({}),
    'companies.updateDetails': () => ({ body: accountInfo }),
    'companies.updateInformation': () => ({ body: accountInfo }),
    'companies.updateTwoStep': () => ({ body: { require_two_step_admins: false } }),
  },
};
