import { setCompanyFields } from './audit-prepare';
import { ADMIN_ONLY, SUPER_ADMIN_ONLY, type TDomainMatrix } from './matrix-types';
/**
 * User imports and BreatheHR. The tenants fixture turns BreatheHR on for company A, so its administrator is allowed
 * every row; the rows touch only the caller's own company (no record id to take from another company).
 */

export const importsMatrix: TDomainMatrix = {
  expectations: {
    // Without a multipart file an allowed caller gets 422 (a clear refusal), never a 5xx.
    'imports.users': ADMIN_ONLY,
    'imports.errorLogs': ADMIN_ONLY,
    'imports.breatheSettings': ADMIN_ONLY,
    'imports.breatheUpdateToken': ADMIN_ONLY,
    'imports.breatheRemoveToken': ADMIN_ONLY,
    // With no token saved (the remove row ran before) an allowed caller gets 422.
    'imports.breatheUsers': ADMIN_ONLY,
    'imports.breatheSetEnabled': SUPER_ADMIN_ONLY,
  },
  samples: {
    'imports.errorLogs': () => ({ query: { limit: '10', container: 'User' } }),
    'imports.breatheUpdateToken': () => ({ body: { breathehr_api: 'matrix-token-0001' } }),
    'imports.breatheUsers': () => ({ body: { type: 2 } }),
    // On, as the tenants fixture left it: turned off first, so the call changes something.
    'imports.breatheSetEnabled': ({ actor, tenants }) => ({
      params: { id: tenants.a.admin.companyId! },
      body: { breathe_enabled: true },
      ...(actor === tenants.a.superAdmin
        ? { prepare: () => setCompanyFields(tenants.a.admin.companyId!, { breathe_enabled: 0 }) }
        : {}),
    }),
  },
};
