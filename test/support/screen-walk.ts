import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLE, ROLE_NAME, type TRoleId } from '@skillway/shared';
import { DEMO_COMPANY_ID } from '@skillway/functions/core/workflows/seed/seed-demo';
import { SCREENS, type TScreenPath } from '../../web/src/routes/screens';
import { decideRoute, type TViewer } from '../../web/src/routes/route-guard';
import { registerCompany, viewerAddressHeader, waitForMail } from '../factories/accounts';
import { call, login } from '../factories/http';
import { logIn, signInFields, type TSignInFields } from './e2e-session';

/**
 * What the browser walks (the accessibility route walk, the states walk, the pseudo-locale walk) share: the screens a
 * role may open, their URLs filled from seeded ids, opening a screen as a person reaches it and waiting until it has
 * its data.
 */

/** A screen still showing a loader after this long is reported as stuck loading. */
export const SETTLE_TIMEOUT_MS = 10_000;
/** The page counts as settled once no request is in flight and no loader shows for this long. */
const QUIET_MS = 100;
/** A turn for each walk: at most `limit` run at once, the others wait in the order they asked. */
export function turns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Loading states of the kit and Mantine: a screen showing one of these has not got its data yet. */
const LOADING_SELECTOR = [
  '.mantine-Loader-root',
  '.mantine-Skeleton-root[data-visible]',
  '.mantine-LoadingOverlay-root',
  '[aria-busy="true"]',
].join(', ');

type TParamPath = Extract<TScreenPath, `${string}$${string}`>;

/** The seeded records the parameterised screens open, and the links the two password screens need. */
export interface TSeedIds {
  courseId: string;
  learnerId: string;
  playlistId: string;
  companyId: string;
  /** A forgotten-password email's link (path and query) for a company of the walk's own. */
  resetLink: string;
  /** The query a user on a temporary password is sent to /admin/password-reset with. */
  defaultResetQuery: string;
}

/** Screens that need a query to show their form rather than send the visitor back to the login page. */
const QUERIES: Partial<Record<TScreenPath, (ids: TSeedIds) => string>> = {
  '/password-reset': (ids) => new URL(ids.resetLink, 'http://x').search,
  '/admin/password-reset': (ids) => ids.defaultResetQuery,
};

/**
 * Ids for every screen with a parameter. Typed over the screen table, so a new `$param` screen does not compile
 * until it has its ids here. No certificate or emailed report file is seeded: those two screens are walked with
 * an unknown id and show their "not found" state; the archived user report is walked with an active learner (its
 * table is the user course report's, walked with the same learner) and shows its "not among archived" state.
 */
const PARAMS: Record<TParamPath, (ids: TSeedIds) => Record<string, string>> = {
  '/certificates/verify/$id': () => ({ id: 'unknown-certificate' }),
  '/courses/details/$id': (ids) => ({ id: ids.courseId }),
  '/courses/player/$id': (ids) => ({ id: ids.courseId }),
  '/courses/test/log/$id/$userId': (ids) => ({ id: ids.courseId, userId: ids.learnerId }),
  '/admin/reports/course/$id': (ids) => ({ id: ids.courseId }),
  '/admin/reports/files/$id': () => ({ id: 'unknown-report-file' }),
  '/reports/files/$id': () => ({ id: 'unknown-report-file' }),
  '/privacy/exports/$id': () => ({ id: 'unknown-data-export' }),
  '/profile/summary/$id': (ids) => ({ id: ids.learnerId }),
  '/playlist/details/$id': (ids) => ({ id: ids.playlistId }),
  '/admin/user-course-report/$id': (ids) => ({ id: ids.learnerId }),
  '/admin/archived-user-report/$id': (ids) => ({ id: ids.learnerId }),
  '/admin/courses/$id': (ids) => ({ id: ids.courseId }),
  '/admin/courses/$id/users': (ids) => ({ id: ids.courseId }),
  '/admin/courses-report/$id': (ids) => ({ id: ids.courseId }),
  '/admin/courses/detail/$id': (ids) => ({ id: ids.courseId }),
  '/admin/courses/test/$id': (ids) => ({ id: ids.courseId }),
  '/admin/playlists/organise/$id': (ids) => ({ id: ids.playlistId }),
  '/super-admin/company/$id': (ids) => ({ id: ids.companyId }),
};

function isParamPath(path: TScreenPath): path is TParamPath {
  return path.includes('$');
}

/** The URL of a screen, its `$name` segments filled from the seeded ids (and its query, if it needs one). */
export function urlOf(path: TScreenPath, ids: TSeedIds): string {
  const query = QUERIES[path]?.(ids) ?? '';
  if (!isParamPath(path)) return `${path}${query}`;
  const values = PARAMS[path](ids);
  return (
    path.replace(/\$(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (!value) throw new Error(`No seeded id for ${path} ($${name})`);
      return encodeURIComponent(value);
    }) + query
  );
}

export interface TWalker {
  name: string;
  /** The demo sign-in (by role name), or none for the signed-out visitor. */
  roleId?: TRoleId;
}
/** The screens a walker may open: the route guard's own decision (the demo company is not suspended). */
export function screensFor(walker: TWalker): TScreenPath[] {
  const viewer: TViewer | null = walker.roleId ? { roleId: walker.roleId, companyState: null } : null;
  return (Object.keys(SCREENS) as TScreenPath[]).filter(
    (path) =>
      decideRoute({ flags: SCREENS[path].flags, href: path, viewer, landing: () => '/landing' }).kind === 'allow',
  );
}

/**
 * What the walk's page functions use of the browser's globals (this workspace type-checks for Node, without the
 * DOM library); the functions run in the page, where `globalThis` is the window.
 */
export interface TPageGlobals {
  document: {
    querySelector: (selector: string) => unknown;
    documentElement: { scrollWidth: number; clientWidth: number };
  };
  history: { state: unknown; pushState: (state: unknown, unused: string, url: string) => void };
}

/** Counts the page's requests in flight, to tell when a screen has its data. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return () => inFlight;
}

/**
 * Waits until the screen has its data: no request in flight and no loader, skeleton or busy region for a
 * moment. Returns false when a loader still shows after the timeout.
 */
export async function settle(page: Page, inFlight: () => number): Promise<boolean> {
  const started = Date.now();
  let quietSince: number | undefined;
  while (Date.now() - started < SETTLE_TIMEOUT_MS) {
    const loading = await page.evaluate(
      (selector) => (globalThis as unknown as TPageGlobals).document.querySelector(selector) !== null,
      LOADING_SELECTOR,
    );
    const busy = loading || inFlight() > 0;
    if (busy) quietSince = undefined;
    else if (quietSince === undefined) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return true;
    await page.waitForTimeout(25);
  }
  return !(await page.evaluate(
    (selector) => (globalThis as unknown as TPageGlobals).document.querySelector(selector) !== null,
    LOADING_SELECTOR,
  ));
}

/** Opens a screen inside the app, as a link does (the router follows history.pushState). */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    const { history } = globalThis as unknown as TPageGlobals;
    history.pushState(history.state, '', target);
  }, url);
}

export function demoCredential(role: string) {
  const found = inject('demoCredentials').find((entry) => entry.role === role);
  if (!found) throw new Error(`No demo sign-in for ${role}`);
  return found;
}

/** A forgotten-password link of a company of the walk's own (the demo users' passwords and tokens stay as they are). */
async function resetLink(): Promise<string> {
  const owner = await registerCompany();
  const asked = new Date().toISOString();
  await call('POST', '/v1/password/forgot', { headers: viewerAddressHeader(), body: { email: owner.email } });
  const mail = await waitForMail(
    owner.email,
    (message) => message.sent_at >= asked && /\/password-reset\?/.test(message.text),
  );
  const link = new URL(/https?:\/\/\S+\/password-reset\?\S+/.exec(mail.text)![0]);
  return `${link.pathname}${link.search}`;
}

export async function seedIds(): Promise<TSeedIds> {
  const adminCredential = demoCredential(ROLE_NAME[ROLE.ADMIN]);
  const learnerCredential = demoCredential(ROLE_NAME[ROLE.USER]);
  const newStarter = inject('demoCredentials').find((entry) => entry.role.includes('temporary password'));
  if (!newStarter) throw new Error('No demo sign-in on a temporary password');
  const [admin, learner, starter, reset] = await Promise.all([
    login(adminCredential.email, adminCredential.password),
    login(learnerCredential.email, learnerCredential.password),
    login(newStarter.email, newStarter.password),
    resetLink(),
  ]);
  const courses = await call('GET', `/v1/courses?search=name:${encodeURIComponent('Health and Safety Induction')}`, {
    token: admin.token,
  });
  const playlists = await call('GET', '/v1/channels', { token: admin.token });
  const playlist = (playlists.body.data as { id: string; name: string }[]).find(
    (item) => item.name === 'New Starter Essentials',
  );
  const ids: TSeedIds = {
    courseId: courses.body.data?.[0]?.id as string,
    learnerId: learner.user.id as string,
    playlistId: playlist?.id ?? '',
    companyId: DEMO_COMPANY_ID,
    resetLink: reset,
    defaultResetQuery: `?${new URLSearchParams({ email: starter.user.email, token: starter.user.user_token, isResetPassword: '0' })}`,
  };
  for (const [name, value] of Object.entries(ids)) if (!value) throw new Error(`Seeded ${name} not found`);
  return ids;
}

/** The widths every screen is walked at (issue 15's accessibility walk and issue 34's pseudo-locale walk). */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type TViewportName = keyof typeof VIEWPORTS;

/** Every visitor: signed out and each role, so every screen is opened by each role the guard lets in. */
export const WALKERS: readonly TWalker[] = [
  { name: 'signed out' },
  { name: 'learner', roleId: ROLE.USER },
  { name: 'manager', roleId: ROLE.MANAGER },
  { name: 'administrator', roleId: ROLE.ADMIN },
  { name: 'super administrator', roleId: ROLE.SUPER_ADMIN },
];

/** Screens people reach only from an email's link, so a walk loads them afresh rather than from inside the app. */
const OPENED_FROM_EMAIL: ReadonlySet<TScreenPath> = new Set(['/password-reset']);

/**
 * The sign-in's second step shows only after a password is accepted (its challenge is held in memory): a walk signs
 * in as the demo super administrator (two-step verification on) and checks the code step it lands on.
 */
const REACHED_BY_SIGN_IN: ReadonlySet<TScreenPath> = new Set(['/login/two-step']);

/**
 * Screens that are a step on the way, and where they lead when a walk opens them: single sign-on's return restores
 * the session the IdP's callback set up, and without one (the walk did not come from an IdP) it moves on to the login
 * page with its explanation, which is then checked.
 */
const PASSES_THROUGH: ReadonlyMap<TScreenPath, string> = new Map([['/sso/complete', '/login']]);

/** The path a walk should be on once it has opened `path` at `url`. */
export function arrivalOf(path: TScreenPath, url: string): string {
  return PASSES_THROUGH.get(path) ?? url.split('?')[0]!;
}

export interface TOpenOptions {
  /** How the sign-in's fields are found (in any language when the walk's text is not English). */
  fields?: TSignInFields;
  /** Runs after a full page load (a screen opened from an email, or reached by signing in), e.g. to add a script. */
  afterLoad?: (page: Page) => Promise<void>;
}

/**
 * Opens a screen as a person reaches it: from an email's link (a fresh load), by signing in (the two-step code
 * step), or inside the app as a link does (a screen that passes through: until it has moved on).
 */
export async function openScreen(
  page: Page,
  path: TScreenPath,
  url: string,
  options: TOpenOptions = {},
): Promise<void> {
  if (OPENED_FROM_EMAIL.has(path)) {
    await page.goto(`${inject('apiUrl')}${url}`);
  } else if (REACHED_BY_SIGN_IN.has(path)) {
    const superAdmin = demoCredential(ROLE_NAME[ROLE.SUPER_ADMIN]);
    const fields = signInFields(page, options.fields);
    await page.goto(`${inject('apiUrl')}/login`);
    await fields.email.fill(superAdmin.email);
    await fields.password.fill(superAdmin.password);
    await fields.password.press('Enter');
    await page.waitForURL((at) => at.pathname === url);
  } else {
    await openInApp(page, url);
    // A step on the way moves on by itself once it has asked the server; where it lands is checked by the caller.
    const next = PASSES_THROUGH.get(path);
    if (next) await page.waitForURL((at) => at.pathname === next, { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    return;
  }
  await options.afterLoad?.(page);
}

/** Signs the walker in through the login screen (or, signed out, opens it), ready for openScreen. */
export async function startWalk(page: Page, walker: TWalker, fields?: TSignInFields): Promise<void> {
  if (!walker.roleId) {
    await page.goto(`${inject('apiUrl')}/login`);
    return;
  }
  const credential = demoCredential(ROLE_NAME[walker.roleId]);
  await logIn(page, credential.email, credential.password, credential.totpSecret, fields);
}
