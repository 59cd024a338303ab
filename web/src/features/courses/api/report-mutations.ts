import type { TLanguage } from '@skillway/shared/constants/languages';
import { useMutation } from '@tanstack/react-query';
import type { TExportType } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { courseKeys } from './query-keys';

/** Archiving resets progress: the counters, lists, report and history of every course screen change. */
const COURSE_RESOURCES = [courseKeys.all] as const;

/** Archive course data: every enrolment with progress goes to the course history and starts again. */
export function useArchiveCourse() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: (courseId: string) => api('reports.archiveAll', { params: { id: courseId } }),
    onSuccess: invalidate,
  });
}

/** Archive one enrolment (`<courseId>:<userId>`). */
export function useArchiveEnrolment() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: (enrolmentId: string) => api('reports.archiveEnrolment', { params: { id: enrolmentId } }),
    onSuccess: invalidate,
  });
}

/** What an export is of: the library (narrowed like the screen) or one of a course's lists. */
export type TExportTarget =
  | { kind: 'courses'; search?: string; start?: string; end?: string; language?: TLanguage }
  | { kind: 'enrolled-users' | 'report' | 'archived'; courseId: string; search?: string };

const COURSE_EXPORTS = {
  'enrolled-users': 'reports.enrolledUsersExport',
  report: 'reports.courseExport',
  archived: 'reports.archivedExport',
} as const;

/** Asks for an export file; resolves to its short-lived download link, or the report request message (emailed). */
export function exportCourseFile(target: TExportTarget, type: TExportType) {
  return target.kind === 'courses'
    ? api('reports.coursesExport', {
        query: {
          type,
          page: '1',
          limit: '0',
          search: target.search,
          start: target.start,
          end: target.end,
          language: target.language,
        },
      })
    : api(COURSE_EXPORTS[target.kind], { params: { id: target.courseId }, query: { type, search: target.search } });
}
