import type { TTeamCourse } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { PublishedMark } from './published-mark';

/** The assign tables' columns (spec: Course and Published). */
export const COURSE_COLUMNS: readonly TColumn<TTeamCourse>[] = [
  { key: 'name', header: 'Course', cell: (course) => course.name },
  {
    key: 'published',
    header: 'Published',
    cell: (course) => <PublishedMark published={course.published} />,
    width: 110,
  },
];
