import type { TCoursePageName } from '../../features/courses/lazy-pages';
import type { TRouteMeta } from '../route-flags';
import { CRUMB } from '../breadcrumbs';
import { screenRoute } from './screen-route';

/** The course and test screens, each its own lazy chunk, reached through one small module and one lazy import. */
const coursePage = (name: TCoursePageName) => () =>
  import('../../features/courses/lazy-pages').then((pages) => pages.coursePages[name]());

/** A course screen's metadata: every one sits under Admin › Courses and is for administrators. */
const courseMeta = (title: string): TRouteMeta => ({
  title,
  breadcrumbs: [CRUMB.admin, CRUMB.courses],
  flags: { admin: true },
});

const library = screenRoute(
  '/admin/courses',
  { title: 'Full Course Library', breadcrumbs: [CRUMB.admin], flags: { admin: true } },
  coursePage('library'),
);
const statistics = screenRoute('/admin/courses/statistics', courseMeta('Course Statistics'), coursePage('statistics'));
const manager = screenRoute('/admin/courses/$id', courseMeta('Manage Course'), coursePage('manager'));
const courseUsers = screenRoute('/admin/courses/$id/users', courseMeta('Course Users'), coursePage('users'));
const report = screenRoute('/admin/courses-report/$id', courseMeta('Course Report'), coursePage('report'));
const preview = screenRoute('/admin/courses/detail/$id', courseMeta('Course Details'), coursePage('preview'));
const test = screenRoute('/admin/courses/test/$id', courseMeta('Test'), coursePage('test'));
const install = screenRoute('/admin/install-courses', courseMeta('Install Courses'), coursePage('install'));

/** The administrator's course library, its course screens and the course test editor. */
export const courseAdminRoutes = [library, statistics, manager, courseUsers, report, preview, test, install] as const;
