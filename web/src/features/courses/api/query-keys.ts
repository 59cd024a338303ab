import type { TApiArgs } from '../../../api';
import type { TListParams } from '../../../lib/use-list-params';

/** Course data by resource: the library, one course (the administrator's or the learner's view), its lists. */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  /** GET /courses with the query it sent. */
  list: (query: NonNullable<TApiArgs<'courses.list'>['query']>) => [...courseKeys.lists(), query] as const,
  /** Both views of one course (invalidate this after a change to it). */
  details: (id: string) => [...courseKeys.all, 'detail', id] as const,
  detail: (id: string, view: 'admin' | 'learner') => [...courseKeys.details(id), view] as const,
  editInfo: (id: string) => [...courseKeys.all, 'edit-info', id] as const,
  materials: (id: string) => [...courseKeys.all, 'materials', id] as const,
  stats: (params: TListParams) => [...courseKeys.all, 'stats', params] as const,
  catalogue: () => [...courseKeys.all, 'catalogue'] as const,
  /** One enrol list of a course: enrolledUsers, unenrolledUsers, enrolledGroups or unenrolledGroups. */
  enrolment: (id: string, list: string) => [...courseKeys.all, 'enrolment', id, list] as const,
  /** The course users screen and the course details report of one course. */
  users: (id: string, params: TListParams) => [...courseKeys.all, 'users', id, params] as const,
  report: (id: string, params: TListParams) => [...courseKeys.all, 'report', id, params] as const,
  /** One enrolment's archived runs (`<courseId>:<userId>`). */
  history: (enrolmentId: string) => [...courseKeys.all, 'history', enrolmentId] as const,
};
