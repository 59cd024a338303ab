import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { navigationFor } from '../layout/navigation/nav-items';
import { CRUMB } from './breadcrumbs';
import { createAppRouter } from './router';
import { SCREENS } from './screens';
import { staffPages } from './tree/staff-pages';

/**
 * Every screen as the runtime route table listed it before the typed tree replaced it (issue 9): path, title,
 * breadcrumbs and flags. The tree must have exactly these.
 */
// prettier-ignore
const FORMER_TABLE: [string, string, { label: string; to?: string }[], Record<string, boolean>][] = [
  ["/login", "Login", [], {"public":true,"onlyLoggedOut":true}],
  ["/login/two-step", "Two-step verification", [], {"public":true,"onlyLoggedOut":true}],
  ["/signup", "Sign Up", [], {"public":true,"onlyLoggedOut":true}],
  ["/forgot-password", "Forgot Password", [], {"public":true,"onlyLoggedOut":true}],
  ["/password-reset", "Reset Password", [], {"public":true,"onlyLoggedOut":true}],
  ["/admin/password-reset", "Reset Password", [], {"public":true,"onlyLoggedOut":true}],
  ["/thankyou", "Registration Complete", [], {"public":true,"onlyLoggedOut":true}],
  ["/privacy-policy", "Privacy Policy", [], {"public":true,"suspendedAccessible":true}],
  ["/terms", "Terms of Service", [], {"public":true,"suspendedAccessible":true}],
  ["/certificates/verify/$id", "Certificate Verification", [], {"public":true,"suspendedAccessible":true}],
  ["/docs", "API Reference", [], {"public":true,"suspendedAccessible":true}],
  ["/sso/complete", "Signing you in", [], {"public":true,"onlyLoggedOut":true}],
  ["/sso/test-complete", "Test sign-in finished", [], {"public":true,"suspendedAccessible":true}],
  ["/", "Dashboard", [], {}],
  ["/courses", "My Courses", [{"label":"My User Account"}], {}],
  ["/courses/details/$id", "Course Details", [{"label":"My User Account"},{"label":"My Courses","to":"/courses"}], {}],
  ["/courses/player/$id", "Course", [{"label":"My User Account"},{"label":"My Courses","to":"/courses"}], {}],
  ["/courses/test/log/$id/$userId", "Test Log", [{"label":"My User Account"},{"label":"My Courses","to":"/courses"}], {}],
  ["/about-us", "About Us", [], {"suspendedAccessible":true}],
  ["/partner-programme", "Partner Programme", [], {"suspendedAccessible":true}],
  ["/profile/profile", "My Profile", [{"label":"My User Account"}], {"suspendedAccessible":true}],
  ["/profile/password", "My Password", [{"label":"My User Account"}], {"suspendedAccessible":true}],
  ["/welcome", "Welcome", [], {}],
  ["/profile/activity", "My Progress Summary", [{"label":"My User Account"}], {}],
  ["/profile/external-training", "My External Training", [{"label":"My User Account"}], {}],
  ["/privacy/exports", "Data Exports", [{"label":"My User Account"}], {"suspendedAccessible":true}],
  ["/privacy/exports/$id", "Data Export", [{"label":"My User Account"}], {"suspendedAccessible":true}],
  ["/admin/reports", "Reports", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/reports/external-training", "External Training Report", [{"label":"Admin","to":"/admin"},{"label":"Reports","to":"/admin/reports"}], {"admin":true}],
  ["/admin/reports/user", "User Report", [{"label":"Admin","to":"/admin"},{"label":"Reports","to":"/admin/reports"}], {"admin":true}],
  ["/admin/reports/course", "Course Report", [{"label":"Admin","to":"/admin"},{"label":"Reports","to":"/admin/reports"}], {"admin":true}],
  ["/admin/reports/course/$id", "Course Details Report", [{"label":"Admin","to":"/admin"},{"label":"Reports","to":"/admin/reports"}], {"admin":true}],
  ["/admin/reports/group", "Group Report", [{"label":"Admin","to":"/admin"},{"label":"Reports","to":"/admin/reports"}], {"admin":true}],
  ["/admin/reports/playlist", "Playlist Report", [{"label":"Admin","to":"/admin"},{"label":"Reports","to":"/admin/reports"}], {"admin":true}],
  ["/admin/compliance", "Compliance", [], {"admin":true,"manager":true}],
  ["/admin/reports/files/$id", "Report Download", [{"label":"Admin","to":"/admin"},{"label":"Reports","to":"/admin/reports"}], {"admin":true}],
  ["/reports/files/$id", "Report Download", [{"label":"My User Account"}], {"admin":true,"manager":true,"superAdmin":true}],
  ["/profile/courses", "My Course Progress", [{"label":"My User Account"},{"label":"My Progress Summary","to":"/profile/activity"}], {}],
  ["/profile/playlists", "My Playlists Progress", [{"label":"My User Account"},{"label":"My Progress Summary","to":"/profile/activity"}], {}],
  ["/profile/summary/$id", "User Summary", [{"label":"My User Account"}], {"manager":true,"admin":true}],
  ["/playlists", "My Playlists", [{"label":"My User Account"}], {}],
  ["/playlist/details/$id", "Playlist Details", [{"label":"My User Account"},{"label":"My Playlists","to":"/playlists"}], {}],
  ["/my-team", "My Team", [{"label":"My User Account"}], {"manager":true}],
  ["/admin", "Admin", [], {"admin":true}],
  ["/admin/finance/account-status", "Account Status", [{"label":"Admin","to":"/admin"},{"label":"Finance & Account"}], {"admin":true,"suspendedAccessible":true}],
  ["/admin/finance/company", "Company Information", [{"label":"Admin","to":"/admin"},{"label":"Finance & Account"}], {"admin":true}],
  ["/admin/users", "Users", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/archived-users", "Archived Users", [{"label":"Admin","to":"/admin"},{"label":"Users","to":"/admin/users"}], {"admin":true}],
  ["/admin/user-course-report/$id", "User Course Report", [{"label":"Admin","to":"/admin"},{"label":"Users","to":"/admin/users"}], {"admin":true}],
  ["/admin/archived-user-report/$id", "Archived User Report", [{"label":"Admin","to":"/admin"},{"label":"Users","to":"/admin/users"},{"label":"Archived Users","to":"/admin/archived-users"}], {"admin":true}],
  ["/admin/groups", "Groups", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/courses", "Full Course Library", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/courses/statistics", "Course Statistics", [{"label":"Admin","to":"/admin"},{"label":"Courses","to":"/admin/courses"}], {"admin":true}],
  ["/admin/courses/$id", "Manage Course", [{"label":"Admin","to":"/admin"},{"label":"Courses","to":"/admin/courses"}], {"admin":true}],
  ["/admin/courses/$id/users", "Course Users", [{"label":"Admin","to":"/admin"},{"label":"Courses","to":"/admin/courses"}], {"admin":true}],
  ["/admin/courses-report/$id", "Course Report", [{"label":"Admin","to":"/admin"},{"label":"Courses","to":"/admin/courses"}], {"admin":true}],
  ["/admin/courses/detail/$id", "Course Details", [{"label":"Admin","to":"/admin"},{"label":"Courses","to":"/admin/courses"}], {"admin":true}],
  ["/admin/courses/test/$id", "Test", [{"label":"Admin","to":"/admin"},{"label":"Courses","to":"/admin/courses"}], {"admin":true}],
  ["/admin/install-courses", "Install Courses", [{"label":"Admin","to":"/admin"},{"label":"Courses","to":"/admin/courses"}], {"admin":true}],
  ["/admin/playlists", "Playlists", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/playlists/organise/$id", "Organise Modules", [{"label":"Admin","to":"/admin"},{"label":"Playlists","to":"/admin/playlists"}], {"admin":true}],
  ["/admin/notification", "Notification Settings", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/help", "Help", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/help/faq", "FAQs", [{"label":"Admin","to":"/admin"},{"label":"Help","to":"/admin/help"}], {"admin":true}],
  ["/admin/help/guides", "How to Guides", [{"label":"Admin","to":"/admin"},{"label":"Help","to":"/admin/help"}], {"admin":true}],
  ["/admin/marketplace", "Marketplace", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/admin/account/sso", "Single Sign-On", [{"label":"Admin","to":"/admin"},{"label":"Account"}], {"admin":true}],
  ["/admin/account/provisioning", "Provisioning", [{"label":"Admin","to":"/admin"},{"label":"Account"}], {"admin":true}],
  ["/admin/account/privacy", "Privacy", [{"label":"Admin","to":"/admin"},{"label":"Account"}], {"admin":true}],
  ["/admin/integrations/xapi", "xAPI (LRS)", [{"label":"Admin","to":"/admin"},{"label":"Integrations"}], {"admin":true}],
  ["/admin/audit-log", "Audit Log", [{"label":"Admin","to":"/admin"}], {"admin":true}],
  ["/super-admin/dashboard", "Dashboard", [{"label":"Super Admin"}], {"superAdmin":true}],
  ["/super-admin/companies", "Company List", [{"label":"Super Admin"}], {"superAdmin":true}],
  ["/super-admin/company/$id", "Company Details", [{"label":"Super Admin"},{"label":"Companies","to":"/super-admin/companies"}], {"superAdmin":true}],
  ["/super-admin/audit-log", "Platform Audit Log", [{"label":"Super Admin"}], {"superAdmin":true}],
];

const router = createAppRouter();
const screens = Object.values(router.routesById).filter((route) => !route.isRoot);
const paths = new Set<string>(screens.map((route) => route.fullPath));

describe('the route tree', () => {
  it('has exactly the screens of the former table, each with its title, breadcrumbs and flags', () => {
    const actual = screens.map((route) => {
      const meta = route.options.staticData?.meta;
      return [route.fullPath, meta?.title, meta?.breadcrumbs, meta?.flags];
    });
    const byPath = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(actual.sort(byPath)).toEqual([...FORMER_TABLE].sort(byPath));
  });

  it('has a route for every row of the screen table (which the accessibility route walk opens)', () => {
    expect([...paths].sort()).toEqual(Object.keys(SCREENS).sort());
  });

  it('draws only the login page without Mantine (bare), the first screen of most visits', () => {
    const bare = screens.filter((route) => route.options.staticData?.meta?.bare).map((route) => route.fullPath);
    expect(bare).toEqual(['/login']);
  });

  it('makes every screen a child of the root, so each route id is its path', () => {
    for (const route of screens) {
      expect(route.parentRoute).toBe(router.routeTree);
      expect(route.id).toBe(route.fullPath);
    }
  });

  it('guards every screen and loads its page lazily', () => {
    for (const route of screens) {
      expect(route.options.beforeLoad, route.fullPath).toBeTypeOf('function');
      expect(route.options.component, route.fullPath).toHaveProperty('preload');
    }
  });

  it('links every breadcrumb target to a screen', () => {
    for (const crumb of Object.values(CRUMB)) if ('to' in crumb) expect(paths).toContain(crumb.to);
  });

  it('marks exactly the menu entries without a screen as soon', () => {
    for (const roleId of [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.MANAGER, ROLE.USER]) {
      for (const item of navigationFor(roleId).flatMap((section) => section.items)) {
        expect({ to: item.to, built: paths.has(item.to) }).toEqual({ to: item.to, built: !item.soon });
      }
    }
  });

  it("names no staff screen's page in the entry: each loads through a lazy page table", () => {
    // The route files are in the entry chunk: a page imported there adds its chunks' addresses to every first visit.
    const dir = join(__dirname, 'tree');
    const source = readdirSync(dir)
      .filter((file) => file.endsWith('-routes.ts'))
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    const staff = Object.entries(SCREENS)
      .filter(([, meta]) => {
        const flags: Record<string, boolean | undefined> = meta.flags;
        return !flags.public && (flags.admin || flags.manager || flags.superAdmin);
      })
      .map(([path]) => path);
    expect(staff.length).toBeGreaterThan(40);
    for (const path of staff) {
      const call = new RegExp(String.raw`screenRoute\(\s*'${path.replace(/\$/g, '\\$')}',\s*(\w+)\(`).exec(source);
      expect(call?.[1], path).toMatch(/^(?:staffPage|coursePage|reportPage)$/);
    }
    // The table holds staff screens only: a learner's screen through it would wait for it on a first visit.
    for (const path of Object.keys(staffPages)) expect(staff, path).toContain(path);
  });
});
