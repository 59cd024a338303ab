import type { TOperationId } from '@skillway/shared';
import type { TTenants } from '../../support/tenants';
import { TIN_CAN_PACKAGE, packageCourse } from '../../factories/xapi';
import { PUBLIC, type TDomainMatrix, type TExpectation } from './matrix-types';

/** The launch: every company role learns (enrolled on company A's package course); the super administrator is 403. */
const LAUNCH: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'deny',
};

/**
 * The LRS resources take only a launch session's Basic credentials: no credentials is 401, and any signed-in
 * caller's own token is 403, whatever the role (the LRS's own tests, functions/api/xapi/xapi.int.test.ts, use the
 * session credentials).
 */
const SESSION_CREDENTIALS_ONLY: TExpectation = {
  anonymous: 'deny',
  learner: 'deny',
  manager: 'deny',
  admin: 'deny',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};

let standing: Promise<string> | undefined;

/** Company A's published course with a Tin Can package, on which A's learner, manager and administrator are enrolled. */
function packageAsset(tenants: TTenants): Promise<string> {
  standing ??= (async () => {
    const users = [tenants.a.learner, tenants.a.manager, tenants.a.admin].map((actor) => actor.userId!);
    const course = await packageCourse(tenants.a.admin.token!, tenants.a.admin.companyId!, TIN_CAN_PACKAGE, {
      enrol: users,
    });
    return course.assetId;
  })();
  return standing;
}

const LRS_ROWS: TOperationId[] = [
  'xapi.putStatement',
  'xapi.postStatements',
  'xapi.getStatements',
  'xapi.putState',
  'xapi.postState',
  'xapi.getState',
  'xapi.deleteState',
  'xapi.putAgentProfile',
  'xapi.getAgentProfile',
  'xapi.deleteAgentProfile',
];

export const xapiMatrix: TDomainMatrix = {
  expectations: {
    'xapi.launch': LAUNCH,
    'xapi.about': PUBLIC,
    // The fetch URL's session id is its credential; an unknown one answers 200 with a cmi5 error code.
    'xapi.cmi5Fetch': PUBLIC,
    ...Object.fromEntries(LRS_ROWS.map((id) => [id, SESSION_CREDENTIALS_ONLY])),
  },
  samples: {
    'xapi.launch': async ({ tenants }) => ({ params: { id: await packageAsset(tenants) }, body: {} }),
    'xapi.cmi5Fetch': () => ({ params: { id: 'matrix.unknown-session' } }),
  },
};
