/**
 * The spec's route flags. `public`: no login needed. `onlyLoggedOut`: a signed-in user is sent to their landing.
 * `manager`, `admin`, `superAdmin`: only those roles (any of the flags set); a wrong role goes to its own landing.
 * `suspendedAccessible`: an administrator of a suspended company may still open it.
 */
import type { TBreadcrumb } from './breadcrumbs';

export interface TRouteFlags {
  public?: boolean;
  onlyLoggedOut?: boolean;
  manager?: boolean;
  admin?: boolean;
  superAdmin?: boolean;
  suspendedAccessible?: boolean;
}

export interface TRouteMeta {
  /** Page title (browser tab and the last breadcrumb). */
  title: string;
  breadcrumbs: readonly TBreadcrumb[];
  flags: TRouteFlags;
  /**
   * Drawn without Mantine or TanStack Query (plain elements with Mantine's classes, see app/bare/): the root
   * then loads neither for it. Only the login page, the first screen of most visits.
   */
  bare?: boolean;
}
