import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { listCompanyCourses } from '../courses/course-repository';
import { CourseEntity } from '../db/entities/course';
import { SkillwayTable } from '../db/table';
import type { TCourseItem } from '../db/types';
import type { TModule } from './playlist-modules';
import type { TPlaylistItem } from './playlist-repository';

const BATCH_GET_MAX = 100;

/**
 * The courses behind playlists' modules. One playlist reads its own courses (BatchGetItem, at most 100); a list of
 * playlists reads the company's courses once (one Query), so a page costs the same however many playlists it shows.
 */
export type TCourseLookup = ReadonlyMap<string, TCourseItem>;

export async function getCourses(companyId: string, courseIds: readonly string[]): Promise<Map<string, TCourseItem>> {
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

export async function coursesOfPlaylist(companyId: string, playlist: TPlaylistItem): Promise<Map<string, TCourseItem>> {
  return getCourses(
    companyId,
    playlist.modules.map((module) => module.course_id),
  );
}

export async function companyCourseLookup(companyId: string): Promise<Map<string, TCourseItem>> {
  return new Map((await listCompanyCourses(companyId)).map((course) => [course.course_id, course]));
}

/** Modules whose course exists (a course deleted meanwhile is simply not shown). */
export function liveModules(modules: readonly TModule[], courses: TCourseLookup): TModule[] {
  return modules.filter((module) => courses.has(module.course_id));
}

/** Modules a learner can take: those whose course is published. */
export function publishedModules(modules: readonly TModule[], courses: TCourseLookup): TModule[] {
  return modules.filter((module) => courses.get(module.course_id)?.published === true);
}

/** A playlist is published while at least one of its courses is: that is what a learner can be offered. */
export function isPublished(playlist: Pick<TPlaylistItem, 'modules'>, courses: TCourseLookup): boolean {
  return publishedModules(playlist.modules, courses).length > 0;
}
