import {
  ADMIN_ONLY,
  ADMIN_ONLY_RECORD,
  PUBLIC,
  type TDomainMatrix,
  type TExpectation,
  type TSample,
} from './matrix-types';
import { enrolmentIdOf } from '@skillway/shared';
import { addLink } from '../../factories/courses';
import { call } from '../../factories/http';
import { courseFixture, freshCourse, hlsRequest, scopeFor } from './course-fixtures';
import { learningFixture } from './learning';

/** Rows the super administrator may also call on a company's course (administration spec, section 6). */
const ADMIN_OR_SUPER: TExpectation = { ...ADMIN_ONLY, superAdmin: 'allow' };
const ADMIN_OR_SUPER_RECORD: TExpectation = { ...ADMIN_OR_SUPER, otherCompany: 'deny' };

const onCourse: TSample = async ({ tenants, actor }) => {
  const fixture = await courseFixture(tenants);
  return { params: { id: fixture.courseId }, query: scopeFor(actor === tenants.a.superAdmin, fixture) };
};

const onFreshCourse: TSample = async ({ tenants, actor }) => {
  const fixture = await courseFixture(tenants);
  return { params: { id: await freshCourse(tenants) }, query: scopeFor(actor === tenants.a.superAdmin, fixture) };
};

const onEnrolLists: TSample = async ({ tenants }) => ({
  params: { id: (await courseFixture(tenants)).courseId },
  query: { page: '1', limit: '5', search: 'first_name:a;last_name:a' },
});

const onCourseExport =
  (type: 'excel' | 'pdf'): TSample =>
  async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).courseId }, query: { type } });

let enrolled: Promise<string> | undefined;

/** A course of company A with A's learner enrolled on it (made once; other rows unenrol the fixture's learner). */
function enrolledCourse(tenants: Parameters<TSample>[0]['tenants']): Promise<string> {
  enrolled ??= (async () => {
    const courseId = await freshCourse(tenants);
    const result = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: tenants.a.admin.token!,
      body: { assign_users: [tenants.a.learner.userId!] },
    });
    if (result.status !== 200) throw new Error(`enrol failed: ${result.status}`);
    return courseId;
  })();
  return enrolled;
}

/** A deadline a year ahead (yyyy-mm-dd), never in the past. */
const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;

export const coursesMatrix: TDomainMatrix = {
  expectations: {
    'courses.list': ADMIN_OR_SUPER,
    // Every role; learners and managers only a published course of their company (the player, Course details).
    'courses.get': { ...ADMIN_OR_SUPER_RECORD, learner: 'allow', manager: 'allow' },
    'courses.editInfo': ADMIN_ONLY_RECORD,
    'courses.create': ADMIN_ONLY,
    'courses.update': ADMIN_ONLY_RECORD,
    'courses.delete': ADMIN_OR_SUPER_RECORD,
    'courses.publish': ADMIN_OR_SUPER_RECORD,
    'courses.unpublish': ADMIN_OR_SUPER_RECORD,
    'courses.togglePublish': ADMIN_OR_SUPER_RECORD,
    'courses.materials': ADMIN_ONLY_RECORD,
    'courses.sortMaterials': ADMIN_ONLY_RECORD,
    'courses.removeMaterial': ADMIN_ONLY_RECORD,
    'courses.addMaterial': ADMIN_ONLY_RECORD,
    'courses.updateMaterial': ADMIN_ONLY_RECORD,
    'courses.catalogue': ADMIN_ONLY,
    'courses.install': ADMIN_ONLY,
    'courses.stats': ADMIN_ONLY,
    'courses.enrolledUsers': ADMIN_ONLY_RECORD,
    'courses.enrolledIndividualUsers': ADMIN_ONLY_RECORD,
    'courses.unenrolledUsers': ADMIN_ONLY_RECORD,
    'courses.users': ADMIN_ONLY_RECORD,
    'courses.enrolledGroups': ADMIN_ONLY_RECORD,
    'courses.unenrolledGroups': ADMIN_ONLY_RECORD,
    'courses.enrol': ADMIN_ONLY_RECORD,
    'courses.manageDeadlines': ADMIN_ONLY_RECORD,
    'courses.removeEnrolments': ADMIN_ONLY_RECORD,
    // Course users, reports, archive and exports (administrators, their own company's courses).
    'courses.report': ADMIN_ONLY_RECORD,
    'courses.reportData': ADMIN_ONLY,
    'courses.archiveAll': ADMIN_ONLY_RECORD,
    'courses.archiveEnrolment': ADMIN_ONLY_RECORD,
    'courses.userHistory': ADMIN_ONLY_RECORD,
    'courses.export': ADMIN_ONLY,
    'courses.enrolledUsersExport': ADMIN_ONLY_RECORD,
    'courses.archivedExport': ADMIN_ONLY_RECORD,
    'courses.reportExport': ADMIN_ONLY_RECORD,
    // The URL's signature is the permission: anyone holding it may fetch the playlist.
    'courses.hlsPlaylist': PUBLIC,
  },
  samples: {
    'courses.list': async ({ tenants, actor }) => ({
      query: {
        page: '1',
        limit: '5',
        include: 'thumbnail,test',
        ...scopeFor(actor === tenants.a.superAdmin, await courseFixture(tenants)),
      },
    }),
    // A published course every company A actor is enrolled on: learners and managers see only those.
    'courses.get': async ({ tenants, actor }) => {
      const course = await learningFixture(tenants);
      return {
        params: { id: course.courseId },
        query: {
          include: 'assets,test,enrolled',
          ...(actor === tenants.a.superAdmin ? { company_id: course.companyId } : {}),
        },
      };
    },
    'courses.editInfo': onCourse,
    // Refused as 422 (no image): the point is who gets past authorization.
    'courses.create': () => ({ body: { name: 'Matrix' } }),
    'courses.update': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { description: '<p>Matrix</p>' },
    }),
    'courses.delete': onFreshCourse,
    'courses.publish': onFreshCourse,
    'courses.unpublish': onCourse,
    'courses.togglePublish': async ({ tenants, actor }) => {
      const fixture = await courseFixture(tenants);
      return {
        query: scopeFor(actor === tenants.a.superAdmin, fixture),
        body: { state: 0, courses: [fixture.courseId] },
      };
    },
    'courses.materials': onCourse,
    'courses.sortMaterials': async ({ tenants }) => {
      const fixture = await courseFixture(tenants);
      return { params: { id: fixture.courseId }, body: { sort_order: [fixture.linkId] } };
    },
    'courses.removeMaterial': async ({ tenants }) => {
      const courseId = await freshCourse(tenants);
      const link = await addLink(tenants.a.admin.token!, courseId);
      return { body: { course_id: courseId, asset_id: link.id } };
    },
    'courses.addMaterial': async ({ tenants }) => ({
      body: {
        course: (await courseFixture(tenants)).courseId,
        title: 'Matrix link',
        type: 'link',
        url: 'https://example.test/',
      },
    }),
    'courses.updateMaterial': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).linkId },
      body: { title: 'Matrix link' },
    }),
    // Refused as 422 (unknown slug), so the matrix installs nothing.
    'courses.install': () => ({ body: { courses: ['not-in-the-catalogue'] } }),
    'courses.stats': () => ({ query: { page: '1', limit: '5' } }),
    'courses.hlsPlaylist': ({ tenants }) => hlsRequest(tenants),
    'courses.enrolledUsers': onEnrolLists,
    'courses.enrolledIndividualUsers': onEnrolLists,
    'courses.unenrolledUsers': onEnrolLists,
    'courses.users': onEnrolLists,
    'courses.enrolledGroups': onEnrolLists,
    'courses.unenrolledGroups': onEnrolLists,
    // Company A's learner on company A's course (company B's administrator gets 404 for the course).
    'courses.enrol': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { assign_users: [tenants.a.learner.userId!] },
    }),
    'courses.manageDeadlines': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { users: [tenants.a.learner.userId!], selected_date: nextYear() },
    }),
    'courses.removeEnrolments': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { users: [tenants.a.learner.userId!] },
    }),
    'courses.report': onEnrolLists,
    'courses.reportData': () => ({}),
    'courses.archiveAll': async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).courseId } }),
    // Company A's learner enrolled on a fresh course of A: nothing started, so an allowed caller gets 422.
    'courses.archiveEnrolment': async ({ tenants }) => ({
      params: { id: enrolmentIdOf(await enrolledCourse(tenants), tenants.a.learner.userId!) },
    }),
    'courses.userHistory': async ({ tenants }) => ({
      params: { id: enrolmentIdOf((await courseFixture(tenants)).courseId, tenants.a.learner.userId!) },
    }),
    'courses.export': () => ({ query: { type: 'excel', page: '1', limit: '0', search: 'name:matrix' } }),
    'courses.enrolledUsersExport': onCourseExport('excel'),
    'courses.archivedExport': onCourseExport('pdf'),
    'courses.reportExport': onCourseExport('pdf'),
  },
};
