import { ADMIN_OR_MANAGER, ADMIN_OR_MANAGER_RECORD, type TDomainMatrix } from './matrix-types';
import { courseFixture } from './course-fixtures';
import { NOBODY, onTeamMember } from './team-samples';
import { freshPublishedCourse } from './fresh-records';

export const teamMatrix: TDomainMatrix = {
  expectations: {
    'team.enrolledCourses': ADMIN_OR_MANAGER_RECORD,
    'team.unenrolledCourses': ADMIN_OR_MANAGER_RECORD,
    'team.assignableCourses': ADMIN_OR_MANAGER,
    'team.enrolUserCourses': ADMIN_OR_MANAGER_RECORD,
    // The users are a body list: another company's are refused with a 422 on `users` (functions/api/team tests).
    'team.enrolUsersToCourses': ADMIN_OR_MANAGER,
    'team.list': ADMIN_OR_MANAGER,
    'team.managerUsers': ADMIN_OR_MANAGER_RECORD,
    'team.managerTeams': ADMIN_OR_MANAGER,
    'team.customerUser': ADMIN_OR_MANAGER_RECORD,
    // The address is a body field: anyone outside the caller's team gets the same 422, so no 404 to check here
    // (functions/api/team/team.int.test.ts covers another company's address).
    'team.sendEmail': ADMIN_OR_MANAGER,
    'team.nudge': ADMIN_OR_MANAGER_RECORD,
  },
  samples: {
    'team.enrolledCourses': onTeamMember,
    'team.unenrolledCourses': onTeamMember,
    'team.assignableCourses': () => ({ query: { page: '1', limit: '5', search: 'name:a' } }),
    // Unassigning a course the learner is not on changes nothing: the row leaves the demo data as it was.
    // A course the learner is not on yet: an enrolment to record (company B's callers are refused the learner).
    'team.enrolUserCourses': async ({ actor, tenants }) => {
      const assigns = actor === tenants.a.admin || actor === tenants.a.manager;
      return {
        params: { id: tenants.a.learner.userId ?? NOBODY },
        body: assigns
          ? { assign_courses: [await freshPublishedCourse(tenants)] }
          : { unassign_courses: [(await courseFixture(tenants)).courseId] },
      };
    },
    // The matrix course is not published: an allowed caller gets the 422 that says so, and nothing is enrolled.
    'team.enrolUsersToCourses': async ({ tenants }) => ({
      body: { users: [tenants.a.learner.userId ?? NOBODY], assign_courses: [(await courseFixture(tenants)).courseId] },
    }),
    'team.list': () => ({
      query: { include: 'thumbnail,enrolled', limit: '999999', search: 'first_name:;last_name:' },
    }),
    // Company A's manager; company B's callers aim at it and get 404.
    'team.managerUsers': ({ tenants }) => ({ params: { id: tenants.a.manager.userId ?? NOBODY } }),
    // Company A's learner is in company A's manager's team (the demo data).
    'team.customerUser': ({ tenants }) => ({ params: { id: tenants.a.learner.userId ?? NOBODY } }),
    'team.sendEmail': ({ tenants }) => ({
      body: { subject: 'Matrix', email: tenants.a.learner.email, content: '<p>Hello from the matrix</p>' },
    }),
    // Company A's learner, in company A's manager's team: a nudge (200), nothing due (409) or too soon (429).
    'team.nudge': ({ tenants }) => ({ params: { id: tenants.a.learner.userId ?? NOBODY } }),
  },
};
