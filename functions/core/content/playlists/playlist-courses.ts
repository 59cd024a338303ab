import { getCoursesByIds, listCompanyCourses } from '../courses/course-repository';
import type { TCourseItem } from '../../platform/db/types';
import type { TModule } from './playlist-modules';
import type { TPlaylistItem } from './playlist-repository';

/**
 * The courses behind playlists' modules. One playlist reads its own courses (BatchGetItem, at most 100); a list of
 * playlists reads the company's courses once (one Query), so a page costs the same however many playlists it shows.
 */
export type TCourseLookup = ReadonlyMap<string, TCourseItem>;

export async function coursesOfPlaylist(companyId: string, playlist: TPlaylistItem): Promise<Map<string, TCourseItem>> {
  return getCoursesByIds(
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
