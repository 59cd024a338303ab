import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  ADMIN_OR_MANAGER_RECORD,
  type TDomainMatrix,
  type TSample,
} from './matrix-types';
import type { TTenants } from '../../support/tenants';
import { call } from '../../factories/http';
import { enrolmentIdOf } from '@skillway/shared';
import { courseFixture } from './course-fixtures';
import { onEnrolLists, onCourseExport, enrolledCourse } from './course-samples';
import { courseInProgress } from './fresh-records';

let reportFile: Promise<string> | undefined;

/**
 * A ready report file of company A (a group report emailed to A's administrator and team manager, made once; waits
 * for the worker).
 */
function readyReportFile(tenants: TTenants): Promise<string> {
  reportFile ??= (async () => {
    const token = tenants.a.admin.token!;
    const recipients = [tenants.a.admin.userId!, tenants.a.manager.userId!];
    const requested = await call('POST', '/v1/reports/email', {
      token,
      body: { report: 'groups', type: 'pdf', recipients },
    });
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
    'reports.export': ADMIN_ONLY,
    // A team manager opens a report file emailed to them (the sample's is).
    'reports.file': ADMIN_OR_MANAGER_RECORD,
    'reports.schedules': ADMIN_ONLY,
    'reports.scheduleCreate': ADMIN_ONLY,
    'reports.scheduleDelete': ADMIN_ONLY_RECORD,
  },
  samples: {
    'reports.course': onEnrolLists,
    'reports.coursesData': () => ({}),
    // A course A's learner has started: progress to archive (company B's administrator is refused the fixture's).
    'reports.archiveAll': async ({ actor, tenants }) => ({
      params: {
        id: actor === tenants.a.admin ? await courseInProgress(tenants) : (await courseFixture(tenants)).courseId,
      },
    }),
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
    'reports.export': () => ({ body: { report: 'groups', type: 'excel', search: 'name:matrix' } }),
    'reports.file': reportFileSample,
    'reports.schedules': () => ({}),
    'reports.scheduleCreate': ({ tenants }) => ({
      body: { report: 'groups', type: 'pdf', recipients: [tenants.a.admin.userId!], frequency: 'weekly', weekday: 1 },
    }),
    // A fresh schedule of company A for each caller (an allowed delete removes it).
    'reports.scheduleDelete': async ({ tenants }) => {
      const created = await call('POST', '/v1/report-schedules', {
        token: tenants.a.admin.token!,
        body: { report: 'groups', type: 'pdf', recipients: [tenants.a.admin.userId!], frequency: 'monthly', day: 1 },
      });
      if (created.status !== 201) throw new Error(`reports.scheduleCreate answered ${created.status}`);
      return { params: { id: created.body.data.id as string } };
    },
  },
};
