import type { TTenants } from '../../support/tenants';
import { addLink, createCourse, mp4File, uploadFile } from '../../factories/courses';
import { call, expectOk } from '../../factories/http';
import type { TDomainMatrix, TExpectation, TSample } from './matrix-types';
/** Every company role learns; the super administrator has no enrolments (403). */
const LEARNERS: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'n/a',
};
/** The same on company A's course: company B's callers get 404. */
const LEARNERS_RECORD: TExpectation = { ...LEARNERS, otherCompany: 'deny' };

/** Company A's published course with a video and a link, on which A's learner, manager and administrator are enrolled. */
export interface TLearningFixture {
  companyId: string;
  courseId: string;
  videoId: string;
  linkId: string;
}

let standing: Promise<TLearningFixture> | undefined;

export function learningFixture(tenants: TTenants): Promise<TLearningFixture> {
  standing ??= (async () => {
    const token = tenants.a.admin.token!;
    const courseId = (await createCourse(token, { name: 'Matrix learning course' })).id;
    const s3_url = await uploadFile(token, 'course-video', await mp4File());
    const video = await expectOk(
      call('POST', '/v1/course/add/training-material', {
        token,
        body: { course: courseId, title: 'Intro', type: 'video', s3_url },
      }),
      'video',
    );
    const linkId = (await addLink(token, courseId)).id;
    await expectOk(call('POST', `/v1/course/publish/${courseId}`, { token }), 'publish');
    const users = [tenants.a.learner, tenants.a.manager, tenants.a.admin].map((actor) => actor.userId!);
    await expectOk(call('POST', `/v1/course/enrol/${courseId}`, { token, body: { assign_users: users } }), 'enrol');
    return { companyId: tenants.a.admin.companyId!, courseId, videoId: video.data.id, linkId };
  })();
  return standing;
}

const listQuery: TSample = () => ({ query: { type: 'all', page: '1', limit: '5', search: 'name:matrix' } });

export const learningMatrix: TDomainMatrix = {
  expectations: {
    'learning.myCourses': LEARNERS,
    'learning.publishedCourses': LEARNERS,
    'learning.events': LEARNERS_RECORD,
    'learning.updateLastTime': LEARNERS_RECORD,
    'learning.getLastTime': LEARNERS_RECORD,
    'learning.assetsViewed': LEARNERS_RECORD,
  },
  samples: {
    'learning.myCourses': listQuery,
    'learning.publishedCourses': listQuery,
    'learning.events': async ({ tenants }) => ({
      body: { event_type: 2, related_entity: (await learningFixture(tenants)).courseId, entity_type: 1 },
    }),
    'learning.updateLastTime': async ({ tenants }) => ({
      body: { asset_id: (await learningFixture(tenants)).videoId, time: 4 },
    }),
    'learning.getLastTime': async ({ tenants }) => ({ params: { id: (await learningFixture(tenants)).videoId } }),
    'learning.assetsViewed': async ({ tenants }) => ({ body: { id: (await learningFixture(tenants)).linkId } }),
  },
};
