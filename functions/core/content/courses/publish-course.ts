import { randomUUID } from 'node:crypto';
import { MSG, type TCourseStatusChangedDetail } from '@skillway/shared';
import { DETAIL_TYPE } from '@skillway/shared/manifest/event-types';
import { publishEvent } from '../../platform/events/publish-event';
import type { TCourseItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { findCourse, setPublished } from './course-repository';

/** The spec's refusal, as a 422 on `courses` (the bulk toggle's field) so the screens show it in the toast. */
function noMaterial(): AppError {
  return AppError.field('courses', MSG.COURSE_PUBLISH_NO_MATERIAL);
}

/** course.status-changed, for the notifications (course_status_changed) of the users enrolled on it. */
async function announceStatus(companyId: string, courseId: string, published: boolean): Promise<void> {
  const detail: TCourseStatusChangedDetail = {
    event_id: randomUUID(),
    company_id: companyId,
    course_id: courseId,
    published,
    occurred_at: new Date().toISOString(),
  };
  await publishEvent(DETAIL_TYPE.COURSE_STATUS_CHANGED, detail);
}

/**
 * Sets the published state of one or more courses of a company. Publishing is all or nothing: if any listed course
 * has no material (or is not this company's: 404), nothing changes. Each write is still conditional on material,
 * so a material removed meanwhile cannot leave a course published without any.
 */
export async function changePublished(
  companyId: string,
  courseIds: readonly string[],
  published: boolean,
): Promise<TCourseItem[]> {
  const ids = [...new Set(courseIds)];
  const courses = await Promise.all(ids.map((id) => findCourse(companyId, id)));
  if (courses.some((course) => !course)) throw AppError.notFound();
  const found = courses as TCourseItem[];
  if (published && found.some((course) => course.total_materials <= 0)) throw noMaterial();
  for (const course of found) {
    if (course.published === published) continue;
    if (!(await setPublished(companyId, course.course_id, published))) throw noMaterial();
    await announceStatus(companyId, course.course_id, published);
  }
  return Promise.all(ids.map(async (id) => (await findCourse(companyId, id)) as TCourseItem));
}
