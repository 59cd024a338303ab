import { parseSearch } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';

export interface TCourseFilter {
  search?: string;
  /** yyyy-mm-dd, inclusive, on the creation date. */
  start?: string;
  end?: string;
  orderBy?: string;
  sortedBy?: 'asc' | 'desc';
}

const ORDERABLE = {
  name: (course: TCourseItem) => course.name.toLowerCase(),
  created_at: (course: TCourseItem) => course.created_at,
  updated_at: (course: TCourseItem) => course.updated_at,
} as const;

/**
 * The library's search (`search=name:text`, case-insensitive, anywhere in the name), creation date range and order
 * (name, created_at or updated_at; newest first by default), applied to one company's courses in memory.
 */
export function filterCourses(courses: readonly TCourseItem[], filter: TCourseFilter): TCourseItem[] {
  const name = parseSearch(filter.search).name?.toLowerCase();
  const start = filter.start;
  const end = filter.end;
  const rows = courses.filter((course) => {
    const day = course.created_at.slice(0, 10);
    if (name && !course.name.toLowerCase().includes(name)) return false;
    if (start && day < start) return false;
    if (end && day > end) return false;
    return true;
  });
  const key = ORDERABLE[(filter.orderBy ?? 'created_at') as keyof typeof ORDERABLE] ?? ORDERABLE.created_at;
  const direction = filter.sortedBy ?? (filter.orderBy === 'name' ? 'asc' : 'desc');
  return rows.sort((a, b) => {
    const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.course_id.localeCompare(b.course_id);
    return direction === 'asc' ? order : -order;
  });
}
