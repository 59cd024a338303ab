import { parseSearch, type TLanguage } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import { courseLanguage } from './course-language';

export interface TCourseFilter {
  search?: string;
  /** yyyy-mm-dd, inclusive, on the creation date. */
  start?: string;
  end?: string;
  /** The language the course is written in (a course stored without one is en-GB). */
  language?: TLanguage;
  orderBy?: string;
  sortedBy?: 'asc' | 'desc';
}

const ORDERABLE = {
  name: (course: TCourseItem) => course.name.toLowerCase(),
  created_at: (course: TCourseItem) => course.created_at,
  updated_at: (course: TCourseItem) => course.updated_at,
} as const;

/**
 * The library's search (`search=name:text`, case-insensitive, anywhere in the name), creation date range, language
 * and order (name, created_at or updated_at; newest first by default), applied in memory to the company's courses
 * (the one Query of their partition, C1) before the page is cut.
 */
export function filterCourses(courses: readonly TCourseItem[], filter: TCourseFilter): TCourseItem[] {
  const name = parseSearch(filter.search).name?.toLowerCase();
  const start = filter.start;
  const end = filter.end;
  const language = filter.language;
  const rows = courses.filter((course) => {
    const day = course.created_at.slice(0, 10);
    if (name && !course.name.toLowerCase().includes(name)) return false;
    if (start && day < start) return false;
    if (end && day > end) return false;
    if (language && courseLanguage(course) !== language) return false;
    return true;
  });
  const key = ORDERABLE[(filter.orderBy ?? 'created_at') as keyof typeof ORDERABLE] ?? ORDERABLE.created_at;
  const direction = filter.sortedBy ?? (filter.orderBy === 'name' ? 'asc' : 'desc');
  return rows.sort((a, b) => {
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.course_id.localeCompare(b.course_id);
    return direction === 'asc' ? order : -order;
  });
}
