/**
 * LRS fixtures: a published course holding one e-learning package already unpacked (storedPackage without its
 * files: the LRS tests need the launch data, not the files), and a small client for the LRS speaking as content does (Basic credentials, X-Experience-API-Version).
 */
import { XAPI_VERSION } from '@skillway/shared';
import { createCourse } from './courses';
import { call, expectOk, type TResponse } from './http';
import { storedPackage, type TStoredPackage } from './stored-package';

export interface TPackageCourse {
  courseId: string;
  assetId: string;
}

export const TIN_CAN_PACKAGE: TStoredPackage = {
  status: 'ready',
  standard: 'xapi',
  activity_id: 'http://example.com/tincan/golf',
  items: [{ id: 'golf', title: 'Golf example', launch: 'index.html', activity_id: 'http://example.com/tincan/golf' }],
};

export const CMI5_PACKAGE: TStoredPackage = {
  status: 'ready',
  standard: 'cmi5',
  activity_id: 'https://example.com/cmi5/course',
  items: [
    {
      id: 'https://example.com/cmi5/au/1',
      title: 'Assignable unit',
      launch: 'au/index.html?lang=en',
      parameters: '{"level":2}',
      mastery_score: 80,
      move_on: 'CompletedAndPassed',
    },
  ],
};

/** A course with one package material (published unless `publish` is false), its company's admin token. */
export async function packageCourse(
  adminToken: string,
  companyId: string,
  info: TStoredPackage,
  options: { publish?: boolean; enrol?: readonly string[] } = {},
): Promise<TPackageCourse> {
  const courseId = (await createCourse(adminToken, { name: `Package ${info.standard ?? 'none'}` })).id;
  const assetId = await storedPackage(companyId, courseId, info);
  if (options.publish !== false)
    await expectOk(call('POST', `/v1/course/publish/${courseId}`, { token: adminToken }), 'publish');
  if (options.enrol?.length)
    await expectOk(
      call('POST', `/v1/course/enrol/${courseId}`, { token: adminToken, body: { assign_users: options.enrol } }),
      'enrol',
    );
  return { courseId, assetId };
}

/** The launch parameters of a launch URL. */
export function launchParams(launchUrl: string): URLSearchParams {
  return new URL(launchUrl, 'http://launch.invalid').searchParams;
}

/** An LRS call as content makes it: the session's Authorization and the xAPI version header. */
export function lrs(authorization: string) {
  return <T = unknown>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      rawBody?: string;
    } = {},
  ): Promise<TResponse<T>> => {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    return call<T>(method, `/v1/xapi/${path}${query}`, {
      headers: { authorization, 'x-experience-api-version': XAPI_VERSION, ...options.headers },
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
    });
  };
}
