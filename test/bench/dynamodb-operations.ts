/**
 * What the DynamoDB bench calls: every GET row of the manifest and the main writes, each as the role it needs,
 * with path ids taken from one company's data (the demo company at 1×, the bench's 10× company).
 */
import { randomUUID } from 'node:crypto';
import { enrolmentIdOf, OPERATION_LIST, ROLE, type TOperation } from '@skillway/shared';

export type TBenchRole = 'anonymous' | 'learner' | 'manager' | 'admin' | 'superAdmin';

/** One company's ids the calls use. */
export interface TCompanyIds {
  companyId: string;
  adminId: string;
  managerId: string;
  learnerId: string;
  /** A published course the learner is enrolled on, with a video and a test. */
  courseId: string;
  videoId: string;
  linkId: string;
  questionId: string;
  groupId: string;
  playlistId: string;
  trainingId: string;
  /** The learner's test attempt (set by the submit write, which runs before the reads). */
  testLogId: string;
}

export interface TBenchCall {
  id: string;
  role: TBenchRole;
  method: string;
  path: string;
  query?: Record<string, string>;
  /** A call made (not counted) before each time this one is sent (the test paper before a submit). */
  before?: TBenchCall;
  /** A fresh body per call (a write is called twice: once to warm up, once counted). */
  body?: () => unknown;
  /** Data put in place (not counted) before each time this one is sent: the state a variant of a call starts from. */
  setup?: () => Promise<void>;
  /** Puts back (not counted) what `setup` changed that later rows read, once the call is counted. */
  teardown?: () => Promise<void>;
}

/** A learner's course enrolment changed directly (not counted): the starting point of a variant of a learner call. */
async function setEnrolment(ids: TCompanyIds, patch: (current: { accessed?: Record<string, string> }) => object) {
  const { updateCourseProgress } =
    await import('@skillway/functions/core/delivery/progress/course-progress-repository');
  await updateCourseProgress(ids.companyId, ids.courseId, ids.learnerId, (current) => patch(current));
}

/**
 * Forgets the product's own statements of the learner's course run (issue 35), so the counted call stores its
 * statement as the learner's first would: otherwise the warm-up's call stores it and the counted one meets its id.
 */
async function forgetOwnLearning(ids: TCompanyIds) {
  const { deleteOwnLearning } = await import('@skillway/functions/core/platform/lrs/own-learning-records');
  await deleteOwnLearning(ids.companyId, ids.learnerId, ids.courseId);
}

/**
 * Puts the learner's position in the video back to `seconds`, with the video not yet watched in the run; returns
 * what puts the video's watched mark back (the test rows after it need every material accessed).
 */
async function rewindVideo(ids: TCompanyIds, seconds: number): Promise<() => Promise<void>> {
  let watchedAt: string | undefined;
  await setEnrolment(ids, (current) => {
    watchedAt = current.accessed?.[ids.videoId];
    return {
      accessed: Object.fromEntries(
        Object.entries(current.accessed ?? {}).filter(([assetId]) => assetId !== ids.videoId),
      ),
    };
  });
  const { getCourseEnrolment } = await import('@skillway/functions/core/delivery/progress/course-progress-repository');
  const { touchResumePoint } = await import('@skillway/functions/core/delivery/progress/resume-point-repository');
  const enrolment = await getCourseEnrolment(ids.companyId, ids.courseId, ids.learnerId);
  await touchResumePoint({
    companyId: ids.companyId,
    userId: ids.learnerId,
    courseId: ids.courseId,
    startedAt: enrolment.started_at ?? enrolment.enrolled_at,
    at: new Date().toISOString(),
    position: { assetId: ids.videoId, seconds },
  });
  return async () => {
    if (watchedAt)
      await setEnrolment(ids, (current) => ({ accessed: { ...current.accessed, [ids.videoId]: watchedAt } }));
  };
}

/** GET rows that are not worth a figure here: a signed media URL and a signed image (no DynamoDB). */
const SKIPPED = new Set(['courses.hlsPlaylist', 'system.image', 'reports.file', 'certificates.verify']);

/** The role a row is called as: the narrowest that may call it (a learner where learners may). */
function roleFor(operation: TOperation): TBenchRole {
  const access = operation.access;
  if (access === 'public') return 'anonymous';
  if (access === 'authenticated') return 'learner';
  if (access.includes(ROLE.USER)) return 'learner';
  if (access.includes(ROLE.MANAGER) && operation.id.startsWith('team.')) return 'manager';
  if (access.includes(ROLE.ADMIN)) return 'admin';
  if (access.includes(ROLE.MANAGER)) return 'manager';
  return 'superAdmin';
}

/** The `{id}` of a row, by what its area's id means. */
function idFor(operationId: string, ids: TCompanyIds): string {
  const byOperation: Record<string, string> = {
    'team.managerUsers': ids.managerId,
    'companies.get': ids.companyId,
    'companies.adminGet': ids.companyId,
    'companies.users': ids.companyId,
    'companies.deleteStatus': ids.companyId,
    'tests.getQuestion': ids.questionId,
    'testTaking.log': ids.testLogId,
    'learning.getLastTime': ids.videoId,
    'reports.userHistory': enrolmentIdOf(ids.courseId, ids.learnerId),
    'playlists.userEnrolled': ids.learnerId,
    'playlists.userUnenrolled': ids.learnerId,
    'externalTraining.get': ids.trainingId,
    'externalTraining.ofUser': ids.learnerId,
  };
  const fixed = byOperation[operationId];
  if (fixed) return fixed;
  const area = operationId.split('.')[0] ?? '';
  if (area === 'users' || area === 'team') return ids.learnerId;
  if (area === 'groups') return ids.groupId;
  if (area === 'playlists') return ids.playlistId;
  return ids.courseId;
}

function pathFor(operation: TOperation, ids: TCompanyIds): string {
  return operation.path
    .replace('{courseId}', ids.courseId)
    .replace('{type}', '1')
    .replace('{id}', idFor(operation.id, ids));
}

/**
 * Exports wait for the report worker (its events are held until the call's figures are read, so here they wait
 * the whole export wait and then answer 202): their GetItem count is the polling, bounded by the wait, not the data.
 */
export const POLLING = new Set([
  'users.export',
  'reports.coursesExport',
  'reports.enrolledUsersExport',
  'reports.archivedExport',
  'reports.courseExport',
  'externalTraining.export',
]);

/** Paged lists are asked for one page of the same size at both sizes. */
const PAGE = { page: '1', limit: '10' };

/** Every GET row (but the skipped ones), as its role would call it. */
export function readCalls(ids: TCompanyIds): TBenchCall[] {
  return OPERATION_LIST.filter((operation) => operation.method === 'GET' && !SKIPPED.has(operation.id)).map(
    (operation) => {
      const role = roleFor(operation);
      const query: Record<string, string> = { ...PAGE };
      if (operation.id === 'testTaking.logs') query.user_id = ids.learnerId;
      if (role === 'superAdmin' && operation.path.includes('{id}') === false) query.company_id = ids.companyId;
      return { id: operation.id, role, method: 'GET', path: pathFor(operation, ids), query };
    },
  );
}

/** The main writes: what administrators and learners do most. */
export function writeCalls(ids: TCompanyIds): TBenchCall[] {
  let restoreWatched: (() => Promise<void>) | undefined;
  return [
    {
      id: 'enrolment.enrol',
      role: 'admin',
      method: 'POST',
      path: `/v1/course/enrol/${ids.courseId}`,
      body: () => ({ assign_users: [ids.adminId] }),
    },
    {
      id: 'learning.updateLastTime',
      role: 'learner',
      method: 'POST',
      path: '/v1/update-last-time',
      body: () => ({ asset_id: ids.videoId, time: 45 }),
    },
    {
      // A save past a quarter, half or three quarters of the video: its progressed statement (issue 35) is written
      // by the learning.recorded worker, whose units count as the call's events.
      id: 'learning.updateLastTime (past a milestone)',
      role: 'learner',
      method: 'POST',
      path: '/v1/update-last-time',
      setup: async () => {
        // The mark as it was before the first setup: the warm-up's call does not watch the video to its end.
        const putBack = await rewindVideo(ids, 40);
        restoreWatched ??= putBack;
        await forgetOwnLearning(ids);
      },
      teardown: async () => {
        await restoreWatched?.();
        restoreWatched = undefined;
      },
      body: () => ({ asset_id: ids.videoId, time: 55, duration: 100 }),
    },
    {
      id: 'learning.assetsViewed',
      role: 'learner',
      method: 'POST',
      path: '/v1/assets-viewed',
      body: () => ({ id: ids.linkId || ids.videoId }),
    },
    {
      id: 'learning.events',
      role: 'learner',
      method: 'POST',
      path: '/v1/events',
      body: () => ({ event_type: 2, related_entity: ids.courseId, entity_type: 1 }),
    },
    {
      // A session's first call on a day: the enrolment's last-access day moves (reports show the day, the idle
      // reminders index it), so the enrolment is written once; later calls that day write only the resume point.
      id: 'learning.events (first of the day)',
      role: 'learner',
      method: 'POST',
      path: '/v1/events',
      setup: () => setEnrolment(ids, () => ({ last_accessed_at: new Date(Date.now() - 86_400_000).toISOString() })),
      body: () => ({ event_type: 2, related_entity: ids.courseId, entity_type: 1 }),
    },
    {
      // A material opened for the first time: the enrolment's accessed materials change.
      id: 'learning.assetsViewed (new material)',
      role: 'learner',
      method: 'POST',
      path: '/v1/assets-viewed',
      setup: async () => {
        await setEnrolment(ids, (current) => ({
          accessed: Object.fromEntries(
            Object.entries(current.accessed ?? {}).filter(([assetId]) => assetId !== (ids.linkId || ids.videoId)),
          ),
        }));
        await forgetOwnLearning(ids);
      },
      body: () => ({ id: ids.linkId || ids.videoId }),
    },
    {
      // A session's test paper, drawn anew as after the last attempt's submission: the paper is written and its
      // test attempted statement (issue 35) is the learning.recorded worker's, counted as the call's events.
      id: 'tests.questions (new paper)',
      role: 'learner',
      method: 'GET',
      path: `/v1/quiz/questions/${ids.courseId}`,
      before: {
        id: 'testTaking.submit',
        role: 'learner',
        method: 'POST',
        path: '/v1/test/submit',
        body: () => ({ quiz_id: ids.courseId, course_user_id: `${ids.courseId}:${ids.learnerId}`, answers: [] }),
      },
      setup: () => forgetOwnLearning(ids),
    },
    {
      id: 'testTaking.submit',
      role: 'learner',
      method: 'POST',
      path: '/v1/test/submit',
      // A fresh paper for each attempt, served by the questions read, as the player does.
      before: { id: 'tests.questions', role: 'learner', method: 'GET', path: `/v1/quiz/questions/${ids.courseId}` },
      body: () => ({ quiz_id: ids.courseId, course_user_id: `${ids.courseId}:${ids.learnerId}`, answers: [] }),
    },
    {
      id: 'users.create',
      role: 'admin',
      method: 'POST',
      path: '/v1/user',
      body: () => ({
        first_name: 'Bench',
        last_name: 'Created',
        email: `bench-${randomUUID().slice(0, 8)}@bench.test`,
      }),
    },
    {
      id: 'courses.update',
      role: 'admin',
      method: 'PATCH',
      path: `/v1/courses/${ids.courseId}`,
      body: () => ({ description: `<p>Bench ${randomUUID().slice(0, 8)}</p>` }),
    },
    {
      id: 'groups.create',
      role: 'admin',
      method: 'POST',
      path: '/v1/group',
      body: () => ({ name: `Bench ${randomUUID().slice(0, 8)}`, description: 'Bench' }),
    },
  ];
}
