import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { CourseEntity } from '../db/entities/course';
import { SkillwayTable } from '../db/table';
import type { TCourseItem } from '../db/types';

const BATCH_GET_MAX = 100;

/**
 * The named courses of a company (BatchGetItem, 100 keys a call): a user's rows read the courses they are enrolled
 * on, O(rows), rather than the company's whole library. Deleted courses are simply absent from the map.
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
      .map((courseId) => CourseEntity.build(BatchGetRequest).key({ company_id: companyId, course_id: courseId }));
    const { Responses } = await execute({ maxAttempts: 5 }, SkillwayTable.build(BatchGetCommand).requests(...requests));
    for (const item of Responses[0] ?? []) if (item) found.set(item.course_id, item);
  }
  return found;
}
