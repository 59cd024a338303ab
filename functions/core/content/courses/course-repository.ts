import { createHash, randomUUID } from 'node:crypto';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { courseEntity } from '../../platform/db/entities/course';
import { targetStatsEntity } from '../../platform/db/entities/enrolment';
import { testEntity } from '../../platform/db/entities/test';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { listTargetStats, type TTargetStatsItem } from '../../platform/db/target-stats';
import type { TCourseItem, TTestItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { readBatch } from '../../platform/db/batch-read';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

export type TCourseStatsItem = TTargetStatsItem;
export type TNewCourse = Omit<TCourseItem, 'created_at' | 'updated_at'>;

const BATCH_GET_MAX = 100;

export function newCourseId(): string {
  return randomUUID();
}

/** The name space of courseIdForUpload's name-based UUIDs (a fixed random UUID). */
const UPLOAD_COURSE_NAMESPACE = Buffer.from('6f1c2a0e4b7d4e8f9a3c5d2e1b0a9c8d', 'hex');

/**
 * The id of the course created from an upload (its thumbnail, a single-use key): a name-based UUID (version 5) of
 * the company and the key, so a repeated create after a fault names the course the first attempt wrote.
 */
export function courseIdForUpload(companyId: string, uploadKey: string): string {
  const hash = createHash('sha1').update(UPLOAD_COURSE_NAMESPACE).update(`${companyId}\n${uploadKey}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function findCourse(companyId: string, courseId: string): Promise<TCourseItem | undefined> {
  const { Item } = await courseEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, course_id: courseId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The course, or 404: another company's course is simply a key that does not exist here. */
export async function requireCourse(companyId: string, courseId: string): Promise<TCourseItem> {
  const course = await findCourse(companyId, courseId);
  if (!course) throw AppError.notFound();
  return course;
}

/** For other modules (group and playlist enrolment) that must refuse unknown courses. */
export async function courseExists(companyId: string, courseId: string): Promise<boolean> {
  return (await findCourse(companyId, courseId)) !== undefined;
}

/** Every course of the company (one Query; a company holds at most a few hundred courses). */
export async function listCompanyCourses(companyId: string): Promise<TCourseItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(courseEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.coursesPrefix } })
    .options({ maxPages: Infinity })
    .send();
  return Items ?? [];
}

/** Writes a new course; false (nothing written) when a course with that id already exists. */
export async function putCourse(course: TNewCourse): Promise<boolean> {
  return sendUnlessConditionFails(
    courseEntity()
      .build(PutItemCommand)
      .item(course)
      .options({ condition: { attr: 'course_id', exists: false } }),
  );
}

/** Changes stored fields of an existing course (404 if it is gone meanwhile). */
export async function updateCourseFields(
  companyId: string,
  courseId: string,
  fields: Partial<Omit<TNewCourse, 'company_id' | 'course_id'>>,
): Promise<void> {
  // Lists are replaced whole ($set); a plain array would update them element by element.
  const { topics, channels, ...rest } = fields;
  const written = await sendUnlessConditionFails(
    courseEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        course_id: courseId,
        ...rest,
        ...(topics ? { topics: $set(topics) } : {}),
        ...(channels ? { channels: $set(channels) } : {}),
      })
      .options({ condition: { attr: 'course_id', exists: true } }),
  );
  if (!written) throw AppError.notFound();
}

/**
 * Sets the published flag. Publishing is conditional on `total_materials > 0` (kept in the same transaction as
 * every material), so a course can never be published without material, even by two racing requests.
 * Returns false when the condition refused it.
 */
export async function setPublished(companyId: string, courseId: string, published: boolean): Promise<boolean> {
  return sendUnlessConditionFails(
    courseEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, course_id: courseId, published })
      .options({
        condition: published
          ? {
              and: [
                { attr: 'course_id', exists: true },
                { attr: 'total_materials', gt: 0 },
              ],
            }
          : { attr: 'course_id', exists: true },
      }),
  );
}

/** Enrolment counters of every course of the company (the enrolment module keeps them; absent means zero). */
export async function listCourseStats(companyId: string): Promise<Map<string, TCourseStatsItem>> {
  return listTargetStats(companyId, 'course');
}

export async function getCourseStats(companyId: string, courseId: string): Promise<TCourseStatsItem | undefined> {
  const { Item } = await targetStatsEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, target_type: 'course', target_id: courseId })
    .send();
  return Item;
}

/**
 * The named courses of a company (BatchGetItem, 100 keys a call), by id: a caller that needs a few courses (a user's
 * rows, a playlist's modules) reads O(ids), not the company's whole library. Deleted courses are simply absent.
 */
export async function getCoursesByIds(
  companyId: string,
  courseIds: readonly string[],
): Promise<Map<string, TCourseItem>> {
  const found = new Map<string, TCourseItem>();
  const unique = [...new Set(courseIds)];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    const requests = unique
      .slice(start, start + BATCH_GET_MAX)
      .map((courseId) => courseEntity().build(BatchGetRequest).key({ company_id: companyId, course_id: courseId }));
    const { Responses } = await readBatch(requests);
    for (const item of Responses[0] ?? []) if (item) found.set(item.course_id, item);
  }
  return found;
}

/** The tests of the given courses (BatchGetItem, 100 keys a call): O(rows shown) for include=test. */
export async function getTests(companyId: string, courseIds: readonly string[]): Promise<Map<string, TTestItem>> {
  const found = new Map<string, TTestItem>();
  for (let start = 0; start < courseIds.length; start += BATCH_GET_MAX) {
    const requests = courseIds
      .slice(start, start + BATCH_GET_MAX)
      .map((courseId) => testEntity().build(BatchGetRequest).key({ company_id: companyId, course_id: courseId }));
    const { Responses } = await readBatch(requests);
    for (const item of Responses[0] ?? []) if (item) found.set(item.course_id, item);
  }
  return found;
}
