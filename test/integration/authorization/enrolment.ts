import { ADMIN_ONLY_RECORD, type TDomainMatrix } from './matrix-types';
import { courseFixture } from './course-fixtures';
import { onEnrolLists, nextYear } from './course-samples';

export const enrolmentMatrix: TDomainMatrix = {
  expectations: {
    'enrolment.enrolledUsers': ADMIN_ONLY_RECORD,
    'enrolment.enrolledIndividualUsers': ADMIN_ONLY_RECORD,
    'enrolment.unenrolledUsers': ADMIN_ONLY_RECORD,
    'enrolment.courseUsers': ADMIN_ONLY_RECORD,
    'enrolment.enrolledGroups': ADMIN_ONLY_RECORD,
    'enrolment.unenrolledGroups': ADMIN_ONLY_RECORD,
    'enrolment.enrol': ADMIN_ONLY_RECORD,
    'enrolment.manageDeadlines': ADMIN_ONLY_RECORD,
    'enrolment.removeEnrolments': ADMIN_ONLY_RECORD,
  },
  samples: {
    'enrolment.enrolledUsers': onEnrolLists,
    'enrolment.enrolledIndividualUsers': onEnrolLists,
    'enrolment.unenrolledUsers': onEnrolLists,
    'enrolment.courseUsers': onEnrolLists,
    'enrolment.enrolledGroups': onEnrolLists,
    'enrolment.unenrolledGroups': onEnrolLists,
    // Company A's learner on company A's course (company B's administrator gets 404 for the course).
    'enrolment.enrol': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { assign_users: [tenants.a.learner.userId!] },
    }),
    'enrolment.manageDeadlines': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { users: [tenants.a.learner.userId!], selected_date: nextYear() },
    }),
    'enrolment.removeEnrolments': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { users: [tenants.a.learner.userId!] },
    }),
  },
};
