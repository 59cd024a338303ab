import { inject } from 'vitest';
import type { TTenants } from '../../support/tenants';
import { addLink, addSingleChoice, createCourse, openTest } from '../../factories/courses';

/** Company A's records the course and test rows target (every actor, and company B's for the 404 check). */
export interface TCourseFixture {
  companyId: string;
  courseId: string;
  linkId: string;
  testId: string;
  questionId: string;
}

let standing: Promise<TCourseFixture> | undefined;

/** One course of company A with a link, a test and a question, made once by A's administrator. */
export function courseFixture(tenants: TTenants): Promise<TCourseFixture> {
  standing ??= (async () => {
    const token = tenants.a.admin.token!;
    const courseId = (await createCourse(token, { name: 'Matrix course' })).id;
    const linkId = (await addLink(token, courseId)).id;
    const testId = await openTest(token, courseId);
    const questionId = await addSingleChoice(token, testId);
    return { companyId: tenants.a.admin.companyId!, courseId, linkId, testId, questionId };
  })();
  return standing;
}

/** A fresh course of company A (for rows that delete or publish one), with a link so it can be published. */
export async function freshCourse(tenants: TTenants): Promise<string> {
  const token = tenants.a.admin.token!;
  const courseId = (await createCourse(token, { name: 'Matrix fresh course' })).id;
  await addLink(token, courseId);
  return courseId;
}

export async function freshQuestion(tenants: TTenants): Promise<string> {
  const fixture = await courseFixture(tenants);
  return addSingleChoice(tenants.a.admin.token!, fixture.testId);
}

/** The super administrator names the company (company A's); everyone else's company is their token's. */
export function scopeFor(actorIsSuperAdmin: boolean, fixture: TCourseFixture): Record<string, string> {
  return actorIsSuperAdmin ? { company_id: fixture.companyId } : {};
}

/** A signed HLS playlist URL of company A, with the playlist stored (the public route's sample). */
export async function hlsRequest(tenants: TTenants) {
  const fixture = await courseFixture(tenants);
  Object.assign(process.env, inject('stackEnv'));
  const { putCourseObject } = await import('@skillway/functions/core/platform/storage/course-files');
  const { signHlsUrl } = await import('@skillway/functions/core/content/courses/media/sign-media-url');
  const key = `c/${fixture.companyId}/courses/${fixture.courseId}/assets/matrix/hls/matrix.m3u8`;
  await putCourseObject(key, '#EXTM3U\n#EXT-X-ENDLIST\n', 'application/vnd.apple.mpegurl');
  const url = new URL(signHlsUrl(key));
  return { params: { key }, query: Object.fromEntries(url.searchParams) };
}
