import type { TOperationId } from '@skillway/shared';
import type { TActor, TTenants } from '../../support/tenants';
import { call } from '../../factories/http';
import { learningFixture } from './learning';
import { playlistFixture } from './playlists';
import { USER_COURSE_STATE } from '@skillway/shared';
import { accessAllMaterial, enrolOnCourse } from '../../factories/test-taking';
import { takingFixture } from './test-taking-fixtures';
import { SAMPLES } from './domains';
import type { TRequest, TSample } from './matrix-types';

/**
 * Object-level expectations beside the role matrix (issue 14). A check names who calls on whose object:
 * - `learner`: company A's second learner (`tenants.sameCompany.otherLearner`) on company A's learner's object (a
 *   course they are enrolled on, an attempt, a certificate, an external training record, a notification, a playlist);
 * - `manager`: company A's manager on a user outside their team (`tenants.sameCompany.outsider`, a learner with
 *   records of their own) or that user's objects, or on another manager (`otherManager`).
 * The call must answer `status` (404 unless said otherwise), and a write must change nothing: `readBack` reads the
 * record as its owner or the administrator before and after, and both reads must be equal.
 */
interface TObjectCheck {
  scope: 'learner' | 'manager';
  sample: TSample;
  status?: number;
  readBack?: (tenants: TTenants, request: TRequest) => Promise<unknown>;
}

/** A row whose id is no per-user object (company content every role may read), with the reason. */
export type TObjectEntry = TObjectCheck[] | { companyWide: string };

/** The matrix's own sample for the row (it picks the owner's record from `owner`). */
function matrixSample(id: TOperationId): TSample {
  const sample = SAMPLES[id];
  if (!sample) throw new Error(`no matrix sample for ${id}`);
  return sample;
}

/** The matrix sample with the user id parameter aimed at another user. */
function onUser(id: TOperationId, target: (tenants: TTenants) => TActor): TSample {
  return async (input) => {
    const request = await matrixSample(id)(input);
    return { ...request, params: { ...request.params, id: target(input.tenants).userId! } };
  };
}

const outsider = (tenants: TTenants) => tenants.sameCompany.outsider;

/** GET as `reader`; the body's data (or the status when refused), for before/after comparisons. */
async function read(reader: TActor, path: string): Promise<unknown> {
  const result = await call('GET', path, { token: reader.token });
  return result.status === 200 ? result.body.data : result.status;
}

/** The owner's notification `id` as their list shows it (still there, still unread). */
async function ownerNotification(tenants: TTenants, request: TRequest): Promise<unknown> {
  const listed = await call('GET', '/v1/get-notifications?page=1&limit=50', { token: tenants.a.learner.token });
  const rows = listed.body.data as { id: string }[];
  return rows.find((row) => row.id === request.params?.id) ?? 'missing';
}

const ownerRecord = (tenants: TTenants, request: TRequest) =>
  read(tenants.a.learner, `/v1/external-training/${request.params?.id}?include=file`);

/** Company A's learner's enrolment on the learning course: their place in the video and their course as listed. */
async function ownerProgress(tenants: TTenants): Promise<unknown> {
  const fixture = await learningFixture(tenants);
  const learner = tenants.a.learner;
  return [
    await read(learner, `/v1/get-last-time/${fixture.videoId}`),
    await read(learner, `/v1/courses/${fixture.courseId}`),
  ];
}

/** Company A's learner's attempts on the test course, as the administrator sees them. */
async function ownerAttempts(tenants: TTenants): Promise<unknown> {
  const { testCourseId } = await takingFixture(tenants);
  return read(tenants.a.admin, `/v1/quiz/logs/${testCourseId}?user_id=${tenants.a.learner.userId}`);
}

/** A ready report file of company A emailed to its administrator only. */
const reportNotSentToManager: TSample = async ({ tenants }) => {
  const token = tenants.a.admin.token!;
  const requested = await call('POST', '/v1/reports/email', {
    token,
    body: { report: 'groups', type: 'pdf', recipients: [tenants.a.admin.userId!] },
  });
  const id = requested.body.data.id as string;
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await call('GET', `/v1/reports/files/${id}`, { token })).status === 200) return { params: { id } };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the report file was not ready within 10 s');
};

const outsiderAsAdmin = (tenants: TTenants) => read(tenants.a.admin, `/v1/users/${outsider(tenants).userId}`);
const outsiderCourses = (tenants: TTenants) =>
  read(tenants.a.admin, `/v1/enrolled-user-courses/${outsider(tenants).userId}?page=1&limit=50`);
const outsiderPlaylists = (tenants: TTenants) =>
  read(tenants.a.admin, `/v1/enrolled-user-playlists/${outsider(tenants).userId}?page=1&limit=50`);

/** The outsider's own external training record, made once with their token. */
let outsiderRecord: Promise<string> | undefined;
function outsiderTraining(tenants: TTenants): Promise<string> {
  outsiderRecord ??= (async () => {
    const created = await call('POST', '/v1/external-training', {
      token: outsider(tenants).token,
      body: { name: 'Outsider training', completed: '2025-01-02', type: 353355, body: 'Elsewhere', result: 'passed' },
    });
    if (created.status !== 201) throw new Error(`outsider record: ${created.status}`);
    return created.body.data.id as string;
  })();
  return outsiderRecord;
}

/**
 * The outsider's enrolments: on the test course (material accessed, ready for the test) and on the completed course
 * (complete), so their attempts and certificate exist for the administrator and are refused to the manager.
 */
let outsiderEnrolled: Promise<{ testCourseId: string; completedCourseId: string }> | undefined;
function outsiderEnrolments(tenants: TTenants) {
  outsiderEnrolled ??= (async () => {
    const { testCourseId, completedCourseId } = await takingFixture(tenants);
    const admin = tenants.a.admin;
    const userId = outsider(tenants).userId!;
    await enrolOnCourse(admin.token!, testCourseId, [userId]);
    await accessAllMaterial(admin.companyId!, testCourseId, userId);
    await enrolOnCourse(admin.token!, completedCourseId, [userId]);
    await accessAllMaterial(admin.companyId!, completedCourseId, userId, USER_COURSE_STATE.COMPLETE);
    return { testCourseId, completedCourseId };
  })();
  return outsiderEnrolled;
}

/**
 * An export of the outsider's data that the administrator asked for (Download my data), made once: the
 * administrators open it, a manager never does.
 */
let outsiderExportId: Promise<string> | undefined;
const outsiderExport: TSample = async ({ tenants }) => {
  outsiderExportId ??= (async () => {
    const requested = await call('POST', `/v1/users/${outsider(tenants).userId}/personal-data-exports`, {
      token: tenants.a.admin.token,
    });
    if (requested.status !== 202) throw new Error(`outsider export: ${requested.status}`);
    return requested.body.data.id as string;
  })();
  return { params: { id: await outsiderExportId } };
};

export const OBJECT_CHECKS: Partial<Record<TOperationId, TObjectEntry>> = {
  'notifications.read': [{ scope: 'learner', sample: matrixSample('notifications.read'), readBack: ownerNotification }],
  'notifications.delete': [
    { scope: 'learner', sample: matrixSample('notifications.delete'), readBack: ownerNotification },
  ],
  'users.updateNotification': [
    {
      scope: 'learner',
      sample: ({ tenants }) => ({ params: { id: tenants.a.learner.userId! }, body: { is_notification: 0 } }),
      readBack: (tenants) => read(tenants.a.admin, `/v1/users/${tenants.a.learner.userId}`),
    },
    {
      scope: 'manager',
      sample: ({ tenants }) => ({ params: { id: outsider(tenants).userId! }, body: { is_notification: 0 } }),
      readBack: outsiderAsAdmin,
    },
  ],
  'users.get': [{ scope: 'manager', sample: onUser('users.get', outsider) }],
  'users.update': [
    {
      scope: 'manager',
      sample: ({ tenants }) => ({
        params: { id: outsider(tenants).userId! },
        body: { first_name: 'Changed', last_name: 'ByManager', email: outsider(tenants).email },
      }),
      readBack: outsiderAsAdmin,
    },
  ],
  'team.managerUsers': [
    { scope: 'manager', sample: onUser('team.managerUsers', (tenants) => tenants.sameCompany.otherManager) },
  ],
  'team.customerUser': [{ scope: 'manager', sample: onUser('team.customerUser', outsider) }],
  // A team manager opens only a report file sent to them: this one went to the administrator alone.
  'reports.file': [{ scope: 'manager', sample: reportNotSentToManager }],
  'team.enrolledCourses': [{ scope: 'manager', sample: onUser('team.enrolledCourses', outsider) }],
  'team.unenrolledCourses': [{ scope: 'manager', sample: onUser('team.unenrolledCourses', outsider) }],
  'team.nudge': [{ scope: 'manager', sample: onUser('team.nudge', outsider) }],
  'team.enrolUserCourses': [
    {
      scope: 'manager',
      sample: async ({ tenants }) => ({
        params: { id: outsider(tenants).userId! },
        body: { assign_courses: [(await learningFixture(tenants)).courseId] },
      }),
      readBack: outsiderCourses,
    },
  ],
  // Users as a body list: one outside the team is refused as a whole with 422 on `users`, and nobody is enrolled.
  'team.enrolUsersToCourses': [
    {
      scope: 'manager',
      status: 422,
      sample: async ({ tenants }) => ({
        body: { users: [outsider(tenants).userId!], assign_courses: [(await learningFixture(tenants)).courseId] },
      }),
      readBack: outsiderCourses,
    },
  ],
  'playlists.enrolUsers': [
    {
      scope: 'manager',
      status: 422,
      sample: async ({ tenants }) => ({
        body: { users: [outsider(tenants).userId!], assign_playlists: [(await playlistFixture(tenants)).playlistId] },
      }),
      readBack: outsiderPlaylists,
    },
  ],
  'playlists.userEnrolled': [{ scope: 'manager', sample: onUser('playlists.userEnrolled', outsider) }],
  'playlists.userUnenrolled': [{ scope: 'manager', sample: onUser('playlists.userUnenrolled', outsider) }],
  'playlists.enrolUser': [
    {
      scope: 'manager',
      sample: async ({ tenants }) => ({
        params: { id: outsider(tenants).userId! },
        body: { assign_playlists: [(await playlistFixture(tenants)).playlistId] },
      }),
      readBack: outsiderPlaylists,
    },
  ],
  'externalTraining.get': [
    { scope: 'learner', sample: matrixSample('externalTraining.get') },
    {
      scope: 'manager',
      sample: async ({ tenants }) => ({ params: { id: await outsiderTraining(tenants) }, query: { include: 'file' } }),
    },
  ],
  'externalTraining.update': [
    {
      scope: 'learner',
      sample: async (input) => {
        const request = await matrixSample('externalTraining.update')(input);
        return { ...request, body: { ...(request.body as object), name: 'Changed by another learner' } };
      },
      readBack: ownerRecord,
    },
    {
      scope: 'manager',
      sample: async ({ tenants }) => ({
        params: { id: await outsiderTraining(tenants) },
        body: { name: 'Changed by a manager', completed: '2025-01-03', type: 353355, body: 'X', result: 'failed' },
      }),
      readBack: async (tenants, request) => read(outsider(tenants), `/v1/external-training/${request.params?.id}`),
    },
  ],
  'externalTraining.delete': [
    // The owner's standing record (the matrix's delete sample makes a fresh one): it must still be there.
    { scope: 'learner', sample: matrixSample('externalTraining.update'), readBack: ownerRecord },
  ],
  'externalTraining.deleteCertificate': [
    { scope: 'learner', sample: matrixSample('externalTraining.deleteCertificate'), readBack: ownerRecord },
  ],
  'externalTraining.ofUser': [{ scope: 'manager', sample: onUser('externalTraining.ofUser', outsider) }],
  'testTaking.logs': [
    { scope: 'learner', sample: matrixSample('testTaking.logs') },
    {
      scope: 'manager',
      sample: async ({ tenants }) => ({
        params: { id: (await outsiderEnrolments(tenants)).testCourseId },
        query: { user_id: outsider(tenants).userId! },
      }),
    },
  ],
  'testTaking.log': [{ scope: 'learner', sample: matrixSample('testTaking.log') }],
  // Body ids: the caller's enrolment is the token's, so a course or paper of another learner is not found.
  'testTaking.getScore': [{ scope: 'learner', sample: matrixSample('testTaking.getScore') }],
  'testTaking.submit': [{ scope: 'learner', sample: matrixSample('testTaking.submit'), readBack: ownerAttempts }],
  'certificates.get': [
    { scope: 'learner', sample: matrixSample('certificates.get') },
    {
      scope: 'manager',
      sample: async ({ tenants }) => ({
        params: { id: (await outsiderEnrolments(tenants)).completedCourseId },
        query: { user_id: outsider(tenants).userId! },
      }),
    },
  ],
  'learning.getLastTime': [{ scope: 'learner', sample: matrixSample('learning.getLastTime') }],
  'learning.events': [{ scope: 'learner', sample: matrixSample('learning.events'), readBack: ownerProgress }],
  'learning.updateLastTime': [
    { scope: 'learner', sample: matrixSample('learning.updateLastTime'), readBack: ownerProgress },
  ],
  'learning.assetsViewed': [
    { scope: 'learner', sample: matrixSample('learning.assetsViewed'), readBack: ownerProgress },
  ],
  // Another learner of the company, not enrolled on the package's course: 404.
  'packagePlayer.open': [{ scope: 'learner', sample: matrixSample('packagePlayer.open') }],
  // The same for an xAPI launch: no launch session for a learner not enrolled on the package's course.
  'xapi.launch': [{ scope: 'learner', sample: matrixSample('xapi.launch') }],
  'playlists.get': [{ scope: 'learner', sample: matrixSample('playlists.get') }],
  'tests.questions': [{ scope: 'learner', sample: matrixSample('tests.questions') }],
  'tests.get': [{ scope: 'learner', sample: matrixSample('tests.get') }],
  'courses.get': { companyWide: 'a published course of the company is open to every role (View Course Details)' },
  // Download my data: a self-requested export opens for its user only (another learner gets 404), an administrator's
  // for the administrators (a manager gets 404).
  'privacy.exportGet': [
    { scope: 'learner', sample: matrixSample('privacy.exportGet') },
    { scope: 'manager', sample: outsiderExport },
  ],
  'privacy.exportDownload': [
    { scope: 'learner', sample: matrixSample('privacy.exportDownload') },
    { scope: 'manager', sample: outsiderExport },
  ],
};

/** Body-id rows checked above although the manifest walk (path ids) does not require them. */
export const BODY_ID_ROWS: TOperationId[] = [
  'testTaking.getScore',
  'testTaking.submit',
  'learning.events',
  'learning.updateLastTime',
  'learning.assetsViewed',
  'team.enrolUsersToCourses',
  'playlists.enrolUsers',
];
