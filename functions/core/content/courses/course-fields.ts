import { DEFAULT_COURSE_TYPE, type TCourseCreateBody } from '@skillway/shared';
import { foldMinutes } from './course-duration';
import { sanitizeRichText } from '../../platform/html/html-sanitiser';

/** Topics as tags: trimmed, without repeats (case-insensitive, first spelling kept). */
export function normaliseTopics(topics: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const topic of topics ?? []) {
    const tag = topic.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

export function uniqueIds(ids: readonly string[] | undefined): string[] {
  return [...new Set(ids ?? [])];
}

/**
 * The stored values of the Add Course form (everything but the thumbnail, which is an upload to move). `channels`
 * is not stored on the course: the playlists' modules hold which playlists a course is in (course-playlists.ts).
 */
export function courseValues(body: TCourseCreateBody) {
  return {
    name: body.name,
    description: sanitizeRichText(body.description ?? ''),
    minutes: foldMinutes(body.hours, body.minutes),
    course_type: body.type ?? DEFAULT_COURSE_TYPE,
    topics: normaliseTopics(body.topics),
    channels: [],
    package_result_as_test: body.package_result_as_test === true,
  };
}
