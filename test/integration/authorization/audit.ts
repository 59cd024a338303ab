import { ADMIN_ONLY_RECORD, type TDomainMatrix, type TExpectation, type TSample } from './matrix-types';

/**
 * The audit log (issue 31): an administrator reads their own company's log (naming company A's id, company B's
 * administrator gets 404), the super administrator any company's; learners and managers are refused.
 */
const ADMIN_OR_SUPER_ADMIN_RECORD: TExpectation = { ...ADMIN_ONLY_RECORD, superAdmin: 'allow' };

/** The owner's company; the super administrator names company A's. */
function logOf(input: Parameters<TSample>[0]): Record<string, string> {
  const companyId =
    input.actor === input.tenants.a.superAdmin ? input.tenants.a.admin.companyId : input.owner.companyId;
  return companyId ? { company_id: companyId } : {};
}

export const auditMatrix: TDomainMatrix = {
  expectations: {
    'audit.list': ADMIN_OR_SUPER_ADMIN_RECORD,
    'audit.actions': { ...ADMIN_OR_SUPER_ADMIN_RECORD, otherCompany: 'n/a' },
    'audit.verify': ADMIN_OR_SUPER_ADMIN_RECORD,
    'audit.export': ADMIN_OR_SUPER_ADMIN_RECORD,
  },
  samples: {
    'audit.list': (input) => ({ query: { ...logOf(input), limit: '5' } }),
    'audit.actions': () => ({}),
    'audit.verify': (input) => ({ query: logOf(input) }),
    'audit.export': (input) => ({ query: logOf(input), body: { type: 'excel' } }),
  },
};
