import type { TTenants } from '../../support/tenants';
import { createCourse } from '../../factories/courses';
import { call, expectOk } from '../../factories/http';
import { addReadyPackage } from '../../factories/package-player';
import { PUBLIC, type TDomainMatrix, type TExpectation } from './matrix-types';

/** Every company role plays packages on courses they are enrolled on; the super administrator has none (403). */
const LEARNERS_RECORD: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'deny',
};

/** Company A's published course with a ready SCORM package, on which A's learner, manager and administrator are enrolled. */
interface TPackageFixture {
  courseId: string;
  assetId: string;
}

let standing: Promise<TPackageFixture> | undefined;

function packageFixture(tenants: TTenants): Promise<TPackageFixture> {
  standing ??= (async () => {
    const token = tenants.a.admin.token!;
    const courseId = (await createCourse(token, { name: 'Matrix package course' })).id;
    const assetId = await addReadyPackage(tenants.a.admin.companyId!, courseId);
    await expectOk(call('POST', `/v1/course/publish/${courseId}`, { token }), 'publish');
    const users = [tenants.a.learner, tenants.a.manager, tenants.a.admin].map((actor) => actor.userId!);
    await expectOk(call('POST', `/v1/course/enrol/${courseId}`, { token, body: { assign_users: users } }), 'enrol');
    return { courseId, assetId };
  })();
  return standing;
}

/** A launch session of company A's learner on the fixture's package. */
async function launchSession(tenants: TTenants): Promise<string> {
  const { assetId } = await packageFixture(tenants);
  const opened = await expectOk(
    call('POST', `/v1/package-player/${assetId}/open`, { token: tenants.a.learner.token!, body: {} }),
    'open',
  );
  return (opened.data as unknown as { session: string }).session;
}

export const packagePlayerMatrix: TDomainMatrix = {
  expectations: {
    'packagePlayer.open': LEARNERS_RECORD,
    // The launch session in the path is the credential (sendBeacon sends no Authorization header).
    'packagePlayer.commit': PUBLIC,
    // The way in on the content origin: the launch session in the path is the credential there too.
    'packagePlayer.enter': PUBLIC,
  },
  samples: {
    // Refused as 422 (a `to` outside the package): the point is that anyone holding a session gets past access.
    'packagePlayer.enter': async ({ tenants }) => ({
      params: { session: await launchSession(tenants) },
      query: { to: '/content/another-company/another-asset/index.html' },
    }),
    'packagePlayer.open': async ({ tenants }) => ({
      params: { id: (await packageFixture(tenants)).assetId },
      body: {},
    }),
    'packagePlayer.commit': async ({ tenants }) => ({
      params: { session: await launchSession(tenants) },
      body: { cmi: { core: { lesson_status: 'incomplete' } } },
    }),
  },
};
