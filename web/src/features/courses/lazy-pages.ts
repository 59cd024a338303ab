/**
 * The course and test screens' page modules, one lazy chunk each. The route table reaches them through this one
 * small module so the first route's entry chunk carries a single lazy import (and one preload list) for all the
 * screens instead of one each: Vite writes every lazy page's dependency file names into the entry chunk.
 */
export const coursePages = {
  library: () => import('./pages/course-library-page'),
  statistics: () => import('./pages/course-statistics-page'),
  manager: () => import('./pages/course-manager-page'),
  preview: () => import('./pages/course-preview-page'),
  users: () => import('./pages/course-users-page'),
  report: () => import('./pages/course-report-page'),
  install: () => import('./pages/install-courses-page'),
  test: () => import('../tests/pages/test-admin-page'),
};

export type TCoursePageName = keyof typeof coursePages;
