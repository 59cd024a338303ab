import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { CourseEntity } from '../db/entities/course';
import { SkillwayTable } from '../db/table';
import type { TCourseItem } from '../db/types';

const BATCH_GET_MAX = 100;

/**
 * The named courses of a company (BatchGetItem, 100 keys a call): My Courses reads only the courses the caller is
 * enrolled on, however many courses the company holds. Missing ones (deleted meanwhile) are absent.
 */
export async function getCourses(companyId: string, courseIds: readonly string[]): Promise<TCourseItem[]> {
  const found: TCourseItem[] = [];
  for (let start = 0; start < courseIds.length; start += BATCH_GET_MAX) {
    const requests = courseIds
      .slice(start, start + BATCH_GET_MAX)
      .map((courseId) => CourseEntity.build(BatchGetRequest).key({ company_id: companyId, course_id: courseId }));
    const { Responses } = await execute({ maxAttempts: 5 }, SkillwayTable.build(BatchGetCommand).requests(...requests));
    for (const item of Responses[0] ?? []) if (item) found.push(item);
  }
  return found;
}
