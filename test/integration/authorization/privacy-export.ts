import { call } from '../../factories/http';
import type { TActor } from '../../support/tenants';
import { ADMIN_ONLY_RECORD, type TDomainMatrix, type TExpectation, type TSample } from './matrix-types';

/**
 * Download my data (issue 31): every company role asks for and opens its own export (the super administrator has no
 * company data: 403); an administrator asks for a user's. A self-requested export opens for its user only, so company
 * B's caller on company A's export is 404.
 */
const COMPANY_ROLES_OWN: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};
const COMPANY_ROLES_RECORD: TExpectation = { ...COMPANY_ROLES_OWN, otherCompany: 'deny' };

/** One self-requested export of each actor of company A (made with its own token). */
const standing = new Map<string, Promise<string>>();

function exportOf(owner: TActor): Promise<string> {
  const key = owner.userId ?? 'anonymous';
  let made = standing.get(key);
  if (!made) {
    made = (async () => {
      if (!owner.token) return 'none';
      const requested = await call('POST', '/v1/profile/personal-data-exports', { token: owner.token });
      return requested.status === 202 ? (requested.body.data.id as string) : 'none';
    })();
    standing.set(key, made);
  }
  return made;
}

const onOwnExport: TSample = async ({ owner }) => ({ params: { id: await exportOf(owner) } });

export const privacyExportMatrix: TDomainMatrix = {
  expectations: {
    'privacy.exportMine': COMPANY_ROLES_OWN,
    'privacy.exportUser': ADMIN_ONLY_RECORD,
    'privacy.exportList': COMPANY_ROLES_OWN,
    'privacy.exportGet': COMPANY_ROLES_RECORD,
    'privacy.exportDownload': COMPANY_ROLES_RECORD,
  },
  samples: {
    'privacy.exportMine': () => ({}),
    'privacy.exportUser': ({ owner }) => ({ params: { id: owner.userId ?? 'none' } }),
    'privacy.exportList': () => ({}),
    'privacy.exportGet': onOwnExport,
    'privacy.exportDownload': onOwnExport,
  },
};
