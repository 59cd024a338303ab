import { adminRoutes } from './admin-routes';
import { courseAdminRoutes } from './course-admin-routes';
import { learnerRoutes } from './learner-routes';
import { publicRoutes } from './public-routes';
import { reportRoutes } from './report-routes';
import { rootRoute } from './root-route';
import { superAdminRoutes } from './super-admin-routes';

/**
 * Every screen of the app. Only the router bootstrap imports this: pages reach routes through the registered
 * router's types (`Link`, `useParams({ from })`), so the tree's lazy page imports form no cycle.
 */
export const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  ...learnerRoutes,
  ...adminRoutes,
  ...courseAdminRoutes,
  ...reportRoutes,
  ...superAdminRoutes,
]);
