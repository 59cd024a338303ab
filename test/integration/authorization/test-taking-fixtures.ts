import { inject } from 'vitest';
import { USER_COURSE_STATE } from '@skillway/shared';
import type { TActor, TTenants } from '../../support/tenants';
import { addLink, createCourse } from '../../factories/courses';
import { call } from '../../factories/http';
import { accessAllMaterial, courseUserId, createTestCourse, enrolOnCourse } from '../../factories/test-taking';
import { type TExpectation, type TSample } from './matrix-types';
/** Any company role on its own records (a learner's, their manager's or the administrator's view of them). */
export const COMPANY_RECORD: TExpectation = {
  anonymous: 'deny',
  learner: 'allow',
  manager: 'allow',
  admin: 'allow',
  superAdmin: 'deny',
  otherCompany: 'deny',
};

/** Company A's course with a test every A actor can take, their first (failed) attempts, and a completed course. */
export interface TTakingFixture {
  testCourseId: string;
  /** User id → the id of their logged attempt. */
  logIds: Record<string, string>;
  completedCourseId: string;
  certificateId: string;
}

let standing: Promise<TTakingFixture> | undefined;

/**
 * Made once by A's administrator: the learner, the manager and the administrator are enrolled on both courses,
 * every material accessed (state 5 on the tested course, 3 on the other), and each has one failed attempt.
 */
export function takingFixture(tenants: TTenants): Promise<TTakingFixture> {
  standing ??= (async () => {
    Object.assign(process.env, inject('stackEnv'));
    const { setEventTransport } = await import('@skillway/functions/core/platform/events/publish-event');
    const { getCourseEnrolment } =
      await import('@skillway/functions/core/delivery/progress/course-progress-repository');
    setEventTransport(async () => undefined);
    const admin = tenants.a.admin;
    const companyId = admin.companyId!;
    const takers = [tenants.a.learner, tenants.a.manager, admin];
    const ids = takers.map((actor) => actor.userId!);

    const { courseId: testCourseId } = await createTestCourse(admin.token!, { agree_statement: null }, 'Matrix test');
    await enrolOnCourse(admin.token!, testCourseId, ids);
    const logIds: Record<string, string> = {};
    for (const actor of takers) {
      await accessAllMaterial(companyId, testCourseId, actor.userId!);
      await call('GET', `/v1/quiz/questions/${testCourseId}`, { token: actor.token });
      const submitted = await call('POST', '/v1/test/submit', {
        token: actor.token,
        body: { quiz_id: testCourseId, course_user_id: courseUserId(testCourseId, actor.userId!), answers: [] },
      });
      if (submitted.status !== 200)
        throw new Error(`fixture submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
      logIds[actor.userId!] = submitted.body.data.test_log_id as string;
    }

    const completedCourseId = (await createCourse(admin.token!, { name: 'Matrix completed' })).id;
    await addLink(admin.token!, completedCourseId);
    await enrolOnCourse(admin.token!, completedCourseId, ids);
    for (const id of ids) await accessAllMaterial(companyId, completedCourseId, id, USER_COURSE_STATE.COMPLETE);
    const link = await call('GET', `/v1/courses/${completedCourseId}/certificate`, { token: tenants.a.learner.token });
    if (link.status !== 200) throw new Error(`fixture certificate: ${link.status}`);
    const { certificate_id } = await getCourseEnrolment(companyId, completedCourseId, tenants.a.learner.userId!);
    return { testCourseId, logIds, completedCourseId, certificateId: certificate_id! };
  })();
  return standing;
}

/** A fresh paper for the caller (refused for callers who may not take it; the row's own call then answers). */
async function servePaperFor(actor: TActor, courseId: string): Promise<void> {
  if (actor.token) await call('GET', `/v1/quiz/questions/${courseId}`, { token: actor.token });
}

export const answersOf = async ({ tenants, actor, owner }: Parameters<TSample>[0]) => {
  const { testCourseId } = await takingFixture(tenants);
  await servePaperFor(actor, testCourseId);
  return {
    body: {
      quiz_id: testCourseId,
      course_user_id: courseUserId(testCourseId, owner.userId ?? 'none'),
      answers: [],
    },
  };
};
