import { ADMIN_ONLY, ADMIN_ONLY_RECORD, PUBLIC, type TDomainMatrix } from './matrix-types';
import { addLink } from '../../factories/courses';
import { courseFixture, freshCourse, hlsRequest, scopeFor } from './course-fixtures';
import { learningFixture } from './learning';
import { ADMIN_OR_SUPER, ADMIN_OR_SUPER_RECORD, onCourse, onFreshCourse } from './course-samples';
import { twoLinkCourse } from './fresh-records';
import { call, expectOk } from '../../factories/http';
import type { TActor, TTenants } from '../../support/tenants';
import type { TRequest } from './matrix-types';

/** Callers who may publish and unpublish company A's courses. */
const publishes = (actor: TActor, tenants: TTenants) => actor === tenants.a.admin || actor === tenants.a.superAdmin;

/** A course of company A the unpublishing rows take down, made once (the fixture's course is never published). */
let unpublished: Promise<string> | undefined;

/** The unpublishing rows' course, published again just before an allowed caller's call, so each takes it down. */
async function republished(
  tenants: TTenants,
  actor: TActor,
): Promise<{ courseId: string } & Pick<TRequest, 'prepare'>> {
  if (!publishes(actor, tenants)) return { courseId: (await courseFixture(tenants)).courseId };
  unpublished ??= freshCourse(tenants);
  const courseId = await unpublished;
  const token = tenants.a.admin.token!;
  return { courseId, prepare: () => expectOk(call('POST', `/v1/course/publish/${courseId}`, { token }), 'publish') };
}

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
    'courses.unpublish': async ({ tenants, actor }) => {
      const fixture = await courseFixture(tenants);
      const { courseId, prepare } = await republished(tenants, actor);
      return { params: { id: courseId }, query: scopeFor(actor === tenants.a.superAdmin, fixture), prepare };
    },
    'courses.togglePublish': async ({ tenants, actor }) => {
      const fixture = await courseFixture(tenants);
      const { courseId, prepare } = await republished(tenants, actor);
      return {
        query: scopeFor(actor === tenants.a.superAdmin, fixture),
        body: { state: 0, courses: [courseId] },
        prepare,
      };
    },
    'courses.materials': onCourse,
    // Two links put in the reverse of the order they were added.
    'courses.sortMaterials': async ({ tenants, actor }) => {
      if (actor !== tenants.a.admin) {
        const fixture = await courseFixture(tenants);
        return { params: { id: fixture.courseId }, body: { sort_order: [fixture.linkId] } };
      }
      const { courseId, linkIds } = await twoLinkCourse(tenants);
      return { params: { id: courseId }, body: { sort_order: [linkIds[1], linkIds[0]] } };
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
  },
};
