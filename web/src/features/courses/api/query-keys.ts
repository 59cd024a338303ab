import type { TApiArgs } from '../../../api';
import type { TListParams } from '../../../lib/use-list-params';

/** Administration course data; 'admin-courses' so the learner's own course queries never collide. */
export const courseAdminKeys = {
  all: ['admin-courses'] as const,
  lists: () => [...courseAdminKeys.all, 'list'] as const,
  /** GET /courses with the query it sent. */
  list: (query: NonNullable<TApiArgs<'courses.list'>['query']>) => [...courseAdminKeys.lists(), query] as const,
  detail: (id: string) => [...courseAdminKeys.all, 'detail', id] as const,
  editInfo: (id: string) => [...courseAdminKeys.all, 'edit-info', id] as const,
  materials: (id: string) => [...courseAdminKeys.all, 'materials', id] as const,
  stats: (params: TListParams) => [...courseAdminKeys.all, 'stats', params] as const,
  catalogue: () => [...courseAdminKeys.all, 'catalogue'] as const,
  /** One enrol list of a course: enrolledUsers, unenrolledUsers, enrolledGroups or unenrolledGroups. */
  enrolment: (id: string, list: string) => [...courseAdminKeys.all, 'enrolment', id, list] as const,
  /** The course users screen and the course details report of one course. */
  users: (id: string, params: TListParams) => [...courseAdminKeys.all, 'users', id, params] as const,
  report: (id: string, params: TListParams) => [...courseAdminKeys.all, 'report', id, params] as const,
  /** One enrolment's archived runs (`<courseId>:<userId>`). */
  history: (enrolmentId: string) => [...courseAdminKeys.all, 'history', enrolmentId] as const,
};
