import { ADMIN_ONLY, ADMIN_ONLY_RECORD, type TDomainMatrix, type TSample } from './matrix-types';
import type { TTenants } from '../../support/tenants';
import { call } from '../../factories/http';
import { enrolmentIdOf } from '@skillway/shared';
import { courseFixture } from './course-fixtures';
import { onEnrolLists, onCourseExport, enrolledCourse } from './course-samples';

let reportFile: Promise<string> | undefined;

/** A ready report file of company A (an emailed group report, made once; waits for the worker). */
function readyReportFile(tenants: TTenants): Promise<string> {
  reportFile ??= (async () => {
    const token = tenants.a.admin.token!;
    const requested = await call('POST', '/v1/reports/email', { token, body: { report: 'groups', type: 'pdf' } });
    if (requested.status !== 202) throw new Error(`reports.email answered ${requested.status}`);
    const id = requested.body.data.id as string;
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await call('GET', `/v1/reports/files/${id}`, { token })).status === 200) return id;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the report file was not ready within 10 s');
  })();
  return reportFile;
}

const reportFileSample: TSample = async ({ tenants }) => ({ params: { id: await readyReportFile(tenants) } });

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
    // The reports landing, emailed reports and their files (administrators; a file is its company's).
    'reports.charts': ADMIN_ONLY,
    'reports.email': ADMIN_ONLY,
    'reports.file': ADMIN_ONLY_RECORD,
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
    'reports.charts': () => ({}),
    'reports.email': () => ({ body: { report: 'groups', type: 'excel', search: 'name:matrix' } }),
    'reports.file': reportFileSample,
  },
};
