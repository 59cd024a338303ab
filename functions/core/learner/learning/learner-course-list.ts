import { USER_COURSE_STATE, parseSearch, type TMyCoursesQuery } from '@skillway/shared';
import type { TCourseItem } from '../../platform/db/types';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { courseStateOf } from '../../delivery/progress/progress-state';

/** A published course on a learner's list with the caller's enrolment on it, if any. */
export interface TLearnerRow {
  course: TCourseItem;
  enrolment: TEnrolmentItem | undefined;
}

/**
 * The status filter: `all` (or none) keeps every row; 2 (in progress) keeps a pending test too, as the reports
 * count it; 1, 3 and 5 keep that state. A row without an enrolment has no state, so only `all` keeps it.
 */
function matchesStatus(row: TLearnerRow, type: string | undefined): boolean {
  if (!type || type === 'all') return true;
  if (!row.enrolment) return false;
  const state = courseStateOf(row.enrolment.state);
  const wanted = Number(type);
  if (wanted === USER_COURSE_STATE.IN_PROGRESS) {
    return state === USER_COURSE_STATE.IN_PROGRESS || state === USER_COURSE_STATE.TEST_PENDING;
  }
  return state === wanted;
}

const ORDER = {
  name: (row: TLearnerRow) => row.course.name.toLowerCase(),
  enrolled_at: (row: TLearnerRow) => row.enrolment?.enrolled_at ?? '',
  last_accessed_at: (row: TLearnerRow) => row.enrolment?.last_accessed_at ?? '',
  // No deadline sorts last going up.
  deadline: (row: TLearnerRow) => row.enrolment?.deadline || '9999-12-31',
} as const;
type TOrder = keyof typeof ORDER;

/** Newest enrolment first by default (My Courses), by name when `fallback` says so (the published catalogue). */
export function filterLearnerRows(
  rows: readonly TLearnerRow[],
  query: Pick<TMyCoursesQuery, 'type' | 'search' | 'orderBy' | 'sortedBy'>,
  fallback: TOrder,
): TLearnerRow[] {
  const name = parseSearch(query.search).name?.toLowerCase();
  const orderBy: TOrder = query.orderBy && query.orderBy in ORDER ? (query.orderBy as TOrder) : fallback;
  const direction = query.sortedBy ?? (orderBy === 'name' || orderBy === 'deadline' ? 'asc' : 'desc');
  const read = ORDER[orderBy];
  return rows
    .filter((row) => row.course.published)
    .filter((row) => !name || row.course.name.toLowerCase().includes(name))
    .filter((row) => matchesStatus(row, query.type))
    .sort((a, b) => {
      const left = read(a);
      const right = read(b);
      const order = left < right ? -1 : left > right ? 1 : a.course.course_id.localeCompare(b.course.course_id);
      return direction === 'asc' ? order : -order;
    });
}
