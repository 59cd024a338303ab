import { ADMIN_ONLY, ADMIN_ONLY_RECORD, type TDomainMatrix } from './matrix-types';
import { enrolmentIdOf } from '@skillway/shared';
import { courseFixture } from './course-fixtures';
import { onEnrolLists, onCourseExport, enrolledCourse } from './course-samples';

export const reportsMatrix: TDomainMatrix = {
  expectations: {
    // Course users, reports, archive and exports (administrators, their own company's courses).
    'reports.course': ADMIN_ONLY_RECORD,
    'reports.coursesData': ADMIN_ONLY,
    'reports.archiveAll': ADMIN_ONLY_RECORD,
    'reports.archiveEnrolment': ADMIN_ONLY_RECORD,
    'reports.userHistory': ADMIN_ONLY_RECORD,
    'reports.coursesExport': ADMIN_ONLY,
    'reports.enrolledUsersExport': ADMIN_ONLY_RECORD,
    'reports.archivedExport': ADMIN_ONLY_RECORD,
    'reports.courseExport': ADMIN_ONLY_RECORD,
  },
  samples: {
    'reports.course': onEnrolLists,
    'reports.coursesData': () => ({}),
    'reports.archiveAll': async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).courseId } }),
    // Company A's learner enrolled on a fresh course of A: nothing started, so an allowed caller gets 422.
    'reports.archiveEnrolment': async ({ tenants }) => ({
      params: { id: enrolmentIdOf(await enrolledCourse(tenants), tenants.a.learner.userId!) },
    }),
    'reports.userHistory': async ({ tenants }) => ({
      params: { id: enrolmentIdOf((await courseFixture(tenants)).courseId, tenants.a.learner.userId!) },
    }),
    'reports.coursesExport': () => ({ query: { type: 'excel', page: '1', limit: '0', search: 'name:matrix' } }),
    'reports.enrolledUsersExport': onCourseExport('excel'),
    'reports.archivedExport': onCourseExport('pdf'),
    'reports.courseExport': onCourseExport('pdf'),
  },
};
