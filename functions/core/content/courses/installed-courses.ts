import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { installedCourseEntity } from '../../platform/db/entities/course';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';

/** The catalogue slugs this company has installed, with the course each became. */
export async function listInstalledCourses(companyId: string): Promise<Map<string, string>> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(installedCourseEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.installedCoursesPrefix } })
    .options({ consistent: true, maxPages: Infinity })
    .send();
  return new Map((Items ?? []).map((item) => [item.slug, item.course_id]));
}
