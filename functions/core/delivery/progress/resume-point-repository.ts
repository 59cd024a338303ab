import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { isConditionCheckFailed, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { enrolmentEntity } from '../../platform/db/entities/enrolment';
import { resumePointEntity, type TResumePointItem } from '../../platform/db/entities/resume-point';
import { keys } from '../../platform/db/keys';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { SkillwayTable } from '../../platform/db/table';
import { listUserEnrolments, type TEnrolmentItem } from '../enrolment/enrolment-repository';
import { allProcessed } from '../../platform/db/unprocessed';

export type { TResumePointItem };

/** A course enrolment and its resume point as stored (either may be absent). */
export interface TStoredCourseProgress {
  enrolment: TEnrolmentItem | undefined;
  resume: TResumePointItem | undefined;
}

/** A user's enrolment on a course and its resume point, in ONE consistent BatchGetItem. */
export async function readCourseProgress(
  companyId: string,
  courseId: string,
  userId: string,
): Promise<TStoredCourseProgress> {
  const { Responses } = await execute(
    { maxAttempts: 5 },
    SkillwayTable.build(BatchGetCommand)
      .requests(
        enrolmentEntity().build(BatchGetRequest).key({
          company_id: companyId,
          target_type: 'course',
          target_id: courseId,
          user_id: userId,
        }),
        resumePointEntity().build(BatchGetRequest).key({ company_id: companyId, user_id: userId, course_id: courseId }),
      )
      .options({ consistent: true }),
  ).then(allProcessed);
  const [[enrolment, resume]] = Responses;
  return { enrolment, resume };
}

/**
 * The resume point of this enrolment, or undefined: one written for an earlier start of the course (before a reset,
 * or before the user was unenrolled and enrolled again) names another `started_at` and is ignored.
 */
function currentResumePoint(
  enrolment: Pick<TEnrolmentItem, 'started_at'>,
  resume: TResumePointItem | undefined,
): TResumePointItem | undefined {
  return resume && enrolment.started_at && resume.started_at === enrolment.started_at ? resume : undefined;
}

/**
 * The seconds reached in a video: the resume point's, else the position an enrolment written before resume points
 * existed holds (`watch_times`), else 0.
 */
export function resumePosition(
  enrolment: Pick<TEnrolmentItem, 'started_at' | 'watch_times'>,
  resume: TResumePointItem | undefined,
  assetId: string,
): number {
  return currentResumePoint(enrolment, resume)?.positions?.[assetId] ?? enrolment.watch_times?.[assetId] ?? 0;
}

/** The later of two ISO times (either may be absent). */
function later(left: string | undefined, right: string | undefined): string | undefined {
  if (!left) return right;
  if (!right) return left;
  return right > left ? right : left;
}

/**
 * The enrolment with its exact last access: the Enrolment item's `last_accessed_at` moves once a day (and with every
 * progress change), the resume point's with every call, so the later of the two is the learner's last call.
 */
export function withLastAccess(enrolment: TEnrolmentItem, resume: TResumePointItem | undefined): TEnrolmentItem {
  const at = later(enrolment.last_accessed_at, currentResumePoint(enrolment, resume)?.last_accessed_at);
  return at === enrolment.last_accessed_at || at === undefined ? enrolment : { ...enrolment, last_accessed_at: at };
}

/** Writes a course's resume point whole (one small unindexed item: 1 write unit). */
export async function putResumePoint(point: TResumePointItem): Promise<void> {
  await resumePointEntity().build(PutItemCommand).item(point).send();
}

/** One learner call on a course, for its resume point: when, on which start, and the video position reached. */
export interface TResumeTouch {
  companyId: string;
  userId: string;
  courseId: string;
  /** The Enrolment's `started_at`: the point of another start is replaced, never updated. */
  startedAt: string;
  /** ISO time of the call. */
  at: string;
  position?: { assetId: string; seconds: number };
}

/** A resume point as one call left it, and the position of the call's video before it (0 when none in this start). */
export interface TResumeTouched {
  point: TResumePointItem;
  previousSeconds: number;
}

/**
 * Moves a course's resume point to one call without reading it first (issue 36: a progress save reads the Enrolment
 * and nothing else): an UpdateItem sets the last access and this video's position, on condition that the point
 * belongs to the Enrolment's current start, and returns the point as it was (the position passed, for the video's
 * progress statements). When there is no such point yet (the first call of a start, after a reset or a new
 * enrolment) it is read and written whole, as before. 1 write unit either way.
 */
export async function touchResumePoint(touch: TResumeTouch): Promise<TResumeTouched> {
  const { companyId, userId, courseId, startedAt, at, position } = touch;
  const moved = (current: TResumePointItem | undefined): TResumeTouched => ({
    point: {
      company_id: companyId,
      user_id: userId,
      course_id: courseId,
      started_at: startedAt,
      last_accessed_at: at,
      positions: { ...current?.positions, ...(position ? { [position.assetId]: position.seconds } : {}) },
    },
    previousSeconds: (position && current?.positions?.[position.assetId]) || 0,
  });
  try {
    const { Attributes } = await resumePointEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        user_id: userId,
        course_id: courseId,
        last_accessed_at: at,
        ...(position ? { positions: { [position.assetId]: position.seconds } } : {}),
      })
      .options({ condition: { attr: 'started_at', eq: startedAt }, returnValues: 'ALL_OLD' })
      .send();
    if (Attributes) return moved(Attributes as TResumePointItem);
  } catch (error) {
    // No point of this start, or one stored without a positions map: write it whole below.
    if (!isConditionCheckFailed(error) && !isInvalidDocumentPath(error)) throw error;
  }
  const stored = await readResumePoint(companyId, userId, courseId);
  const touched = moved(stored?.started_at === startedAt ? stored : undefined);
  await putResumePoint(touched.point);
  return touched;
}

/** DynamoDB's answer to setting `positions.<id>` on an item without a `positions` map. */
function isInvalidDocumentPath(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ValidationException' &&
    /document path provided in the update expression is invalid/i.test(error.message)
  );
}

async function readResumePoint(
  companyId: string,
  userId: string,
  courseId: string,
): Promise<TResumePointItem | undefined> {
  const { Item } = await resumePointEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, user_id: userId, course_id: courseId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Every resume point of a user, by course id (one Query of the company partition: one item per course opened). */
export async function listUserResumePoints(companyId: string, userId: string): Promise<Map<string, TResumePointItem>> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(resumePointEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.userResumePointsPrefix(userId) } })
    .options({ maxPages: Infinity })
    .send();
  return new Map((Items ?? []).map((point) => [point.course_id, point]));
}

/**
 * A user's course enrolments (gsi1) with their exact last access (their resume points, one more Query in parallel):
 * what the lists that show or sort by the last access read.
 */
export async function listUserCourseEnrolments(companyId: string, userId: string): Promise<TEnrolmentItem[]> {
  const [enrolments, points] = await Promise.all([
    listUserEnrolments(companyId, userId, 'course'),
    listUserResumePoints(companyId, userId),
  ]);
  return enrolments.map((enrolment) => withLastAccess(enrolment, points.get(enrolment.target_id)));
}

/** Deletes every resume point of a user (deleting the user and all their data). Safe to repeat. */
export async function deleteUserResumePoints(companyId: string, userId: string): Promise<void> {
  const points = [...(await listUserResumePoints(companyId, userId)).values()];
  await deleteTableKeys(
    points.map((point) => ({ pk: keys.company(companyId), sk: keys.resumePointSk(point.user_id, point.course_id) })),
  );
}
