import {
  ADMIN_OR_MANAGER,
  ADMIN_OR_MANAGER_RECORD,
  SUPER_ADMIN_ONLY,
  type TDomainMatrix,
  type TSample,
} from './matrix-types';
import { courseFixture } from './course-fixtures';

const NOBODY = 'nobody';

/**
 * My Team's course assignment and the super administrator's company list. The per-user rows aim at company A's
 * learner, who is in company A's manager's team (the demo data): company B's callers get 404 for that user.
 */
const onTeamMember: TSample = ({ tenants }) => ({
  params: { id: tenants.a.learner.userId ?? NOBODY },
  query: { page: '1', limit: '5', search: 'name:a' },
});

export const teamEnrolmentMatrix: TDomainMatrix = {
  expectations: {
    'team.enrolledCourses': ADMIN_OR_MANAGER_RECORD,
    'team.unenrolledCourses': ADMIN_OR_MANAGER_RECORD,
    'team.assignableCourses': ADMIN_OR_MANAGER,
    'team.enrolUserCourses': ADMIN_OR_MANAGER_RECORD,
    // The users are a body list: another company's are refused with a 422 on `users` (functions/api/team tests).
    'team.enrolUsersToCourses': ADMIN_OR_MANAGER,
    'companies.list': SUPER_ADMIN_ONLY,
  },
  samples: {
    'team.enrolledCourses': onTeamMember,
    'team.unenrolledCourses': onTeamMember,
    'team.assignableCourses': () => ({ query: { page: '1', limit: '5', search: 'name:a' } }),
    // Unassigning a course the learner is not on changes nothing: the row leaves the demo data as it was.
    'team.enrolUserCourses': async ({ tenants }) => ({
      params: { id: tenants.a.learner.userId ?? NOBODY },
      body: { unassign_courses: [(await courseFixture(tenants)).courseId] },
    }),
    // The matrix course is not published: an allowed caller gets the 422 that says so, and nothing is enrolled.
    'team.enrolUsersToCourses': async ({ tenants }) => ({
      body: { users: [tenants.a.learner.userId ?? NOBODY], assign_courses: [(await courseFixture(tenants)).courseId] },
    }),
    'companies.list': () => ({ query: { page: '1', limit: '5' } }),
  },
};
