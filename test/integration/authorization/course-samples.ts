import { ADMIN_ONLY, type TExpectation, type TSample } from './matrix-types';
import { call } from '../../factories/http';
import { courseFixture, freshCourse, scopeFor } from './course-fixtures';
/** Rows the super administrator may also call on a company's course (administration spec, section 6). */
export const ADMIN_OR_SUPER: TExpectation = { ...ADMIN_ONLY, superAdmin: 'allow' };
export const ADMIN_OR_SUPER_RECORD: TExpectation = { ...ADMIN_OR_SUPER, otherCompany: 'deny' };

export const onCourse: TSample = async ({ tenants, actor }) => {
  const fixture = await courseFixture(tenants);
  return { params: { id: fixture.courseId }, query: scopeFor(actor === tenants.a.superAdmin, fixture) };
};

export const onFreshCourse: TSample = async ({ tenants, actor }) => {
  const fixture = await courseFixture(tenants);
  return { params: { id: await freshCourse(tenants) }, query: scopeFor(actor === tenants.a.superAdmin, fixture) };
};

export const onEnrolLists: TSample = async ({ tenants }) => ({
  params: { id: (await courseFixture(tenants)).courseId },
  query: { page: '1', limit: '5', search: 'first_name:a;last_name:a' },
});

export const onCourseExport =
  (type: 'excel' | 'pdf'): TSample =>
  async ({ tenants }) => ({ params: { id: (await courseFixture(tenants)).courseId }, query: { type } });

let enrolled: Promise<string> | undefined;

/** A course of company A with A's learner enrolled on it (made once; other rows unenrol the fixture's learner). */
export function enrolledCourse(tenants: Parameters<TSample>[0]['tenants']): Promise<string> {
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
export const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;
