import type { TCoursePageName } from '../../features/courses/lazy-pages';
import { screenRoute } from './screen-route';

/** The course and test screens, each its own lazy chunk, reached through one small module and one lazy import. */
const coursePage = (name: TCoursePageName) => () =>
  import('../../features/courses/lazy-pages').then((pages) => pages.coursePages[name]());

const library = screenRoute('/admin/courses', coursePage('library'));
const statistics = screenRoute('/admin/courses/statistics', coursePage('statistics'));
const manager = screenRoute('/admin/courses/$id', coursePage('manager'));
const courseUsers = screenRoute('/admin/courses/$id/users', coursePage('users'));
const report = screenRoute('/admin/courses-report/$id', coursePage('report'));
const preview = screenRoute('/admin/courses/detail/$id', coursePage('preview'));
const test = screenRoute('/admin/courses/test/$id', coursePage('test'));
const install = screenRoute('/admin/install-courses', coursePage('install'));

/** The administrator's course library, its course screens and the course test editor. */
export const courseAdminRoutes = [library, statistics, manager, courseUsers, report, preview, test, install] as const;
