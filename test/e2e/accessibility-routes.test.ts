import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROLE, ROLE_NAME, type TRoleId } from '@skillway/shared';
import { DEMO_COMPANY_ID } from '@skillway/functions/core/workflows/seed/seed-demo';
import { SCREENS, type TScreenPath } from '../../web/src/routes/screens';
import { decideRoute, type TViewer } from '../../web/src/routes/route-guard';
import { registerCompany, viewerAddressHeader, waitForMail } from '../factories/accounts';
import { call, login } from '../factories/http';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';
import { AXE_PATH, AXE_SCRIPT, axeFailures } from '../support/axe-page';

/**
 * The accessibility route walk (issue 15): every screen of the screen table (web/src/routes/screens.ts, the rows
 * the route tree is built from), as every role the route guard lets in (and signed out for public screens), at a
 * desktop (1366×900) and a phone (390×844) width, once the screen's data has loaded. axe-core checks each view
 * against WCAG 2.0/2.1/2.2 A and AA (colour contrast included); any serious or critical violation fails, listed
 * with its rule and targets. On the phone no view may scroll sideways. One browser, one signed-in context per
 * role; screens are opened inside the app (history.pushState, as a link would), so axe is injected once.
 * The walks run side by side (WALKS_AT_ONCE at a time, the longest first; the administrator's 52 screens in two
 * parts): a walk mostly waits (for a screen to go quiet, for the browser to answer), so walks overlap well on two
 * cores. Every screen is still walked by every role the guard lets in, at both widths.
 */

/** A screen still showing a loader after this long is reported as stuck loading. */
const SETTLE_TIMEOUT_MS = 10_000;
/** The page counts as settled once no request is in flight and no loader shows for this long. */
const QUIET_MS = 100;
/**
 * A walk is one test, and its time includes waiting for a turn: on a loaded 2-core machine the walks took up to
 * 260 s in all, so they get more than the stack project's two minutes.
 */
const WALK_TIMEOUT_MS = 300_000;
const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
/** Walks at once, each in its own browser context; each test waits for a turn inside its own timeout. */
const WALKS_AT_ONCE = 3;
/** A visitor with more screens than this is walked in parts (each signed in on its own), so no walk holds up the rest. */
const SCREENS_PER_WALK = 26;

/** A turn for each walk: at most `limit` run at once, the others wait in the order they asked. */
function turns(limit: number) {
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
interface TSeedIds {
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
function urlOf(path: TScreenPath, ids: TSeedIds): string {
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

interface TWalker {
  name: string;
  /** The demo sign-in (by role name), or none for the signed-out visitor. */
  roleId?: TRoleId;
}

const WALKERS: readonly TWalker[] = [
  { name: 'signed out' },
  { name: 'learner', roleId: ROLE.USER },
  { name: 'manager', roleId: ROLE.MANAGER },
  { name: 'administrator', roleId: ROLE.ADMIN },
  { name: 'super administrator', roleId: ROLE.SUPER_ADMIN },
];

/** The screens a walker may open: the route guard's own decision (the demo company is not suspended). */
function screensFor(walker: TWalker): TScreenPath[] {
  const viewer: TViewer | null = walker.roleId ? { roleId: walker.roleId, companyState: null } : null;
  return (Object.keys(SCREENS) as TScreenPath[]).filter(
    (path) =>
      decideRoute({ flags: SCREENS[path].flags, href: path, viewer, landing: () => '/landing' }).kind === 'allow',
  );
}

/** A visitor's screens as walks of at most SCREENS_PER_WALK screens; `part` names the part when there are several. */
function walksOf(walker: TWalker): { walker: TWalker; screens: TScreenPath[]; part: string }[] {
  const screens = screensFor(walker);
  const parts = Math.ceil(screens.length / SCREENS_PER_WALK);
  const size = Math.ceil(screens.length / parts);
  return Array.from({ length: parts }, (_, index) => ({
    walker,
    screens: screens.slice(index * size, (index + 1) * size),
    part: parts > 1 ? ` (part ${index + 1} of ${parts})` : '',
  }));
}

/**
 * What the walk's page functions use of the browser's globals (this workspace type-checks for Node, without the
 * DOM library); the functions run in the page, where `globalThis` is the window.
 */
interface TPageGlobals {
  document: {
    querySelector: (selector: string) => unknown;
    documentElement: { scrollWidth: number; clientWidth: number };
  };
  history: { state: unknown; pushState: (state: unknown, unused: string, url: string) => void };
}

/** Counts the page's requests in flight, to tell when a screen has its data. */
function trackRequests(page: Page): () => number {
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
async function settle(page: Page, inFlight: () => number): Promise<boolean> {
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

/** Screens people reach only from an email's link, so the walk loads them afresh rather than from inside the app. */
const OPENED_FROM_EMAIL: ReadonlySet<TScreenPath> = new Set(['/password-reset']);

/**
 * The sign-in's second step shows only after a password is accepted (its challenge is held in memory): the walk
 * signs in as the demo super administrator (two-step verification on) and checks the code step it lands on.
 */
async function reachTwoStep(page: Page, url: string): Promise<void> {
  const superAdmin = demoCredential(ROLE_NAME[ROLE.SUPER_ADMIN]);
  await page.goto(`${inject('apiUrl')}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(superAdmin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(superAdmin.password);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await page.waitForURL((at) => at.pathname === url);
  await page.addScriptTag({ url: AXE_PATH });
}
const REACHED_BY_SIGN_IN: ReadonlySet<TScreenPath> = new Set(['/login/two-step']);

/** Opens a screen inside the app, as a link does (the router follows history.pushState). */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    const { history } = globalThis as unknown as TPageGlobals;
    history.pushState(history.state, '', target);
  }, url);
}

function demoCredential(role: string) {
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

async function seedIds(): Promise<TSeedIds> {
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

describe('accessibility route walk', () => {
  let browser: Browser;
  let ids: TSeedIds;
  const base = () => inject('apiUrl');

  beforeAll(async () => {
    [browser, ids] = await Promise.all([launchBrowser(), seedIds()]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('walks every screen of the screen table as some role', () => {
    const walked = new Set(WALKERS.flatMap(screensFor));
    expect(Object.keys(SCREENS).filter((path) => !walked.has(path as TScreenPath))).toEqual([]);
  });

  const walkTurn = turns(WALKS_AT_ONCE);
  // The longest walks start first, so the others fill the remaining turns around them.
  const longestFirst = WALKERS.flatMap(walksOf).sort((a, b) => b.screens.length - a.screens.length);
  for (const { walker, screens, part } of longestFirst) {
    it.concurrent(
      `finds no serious or critical violation, nor sideways scrolling on a phone, as ${walker.name}${part}`,
      ({ expect }) =>
        walkTurn(async () => {
          const started = Date.now();
          const context = await browser.newContext({ viewport: DESKTOP });
          await context.route(`${base()}${AXE_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT }));
          const page = await context.newPage();
          const errors = collectPageErrors(page);
          const inFlight = trackRequests(page);
          if (walker.roleId) {
            const credential = inject('demoCredentials').find((entry) => entry.role === ROLE_NAME[walker.roleId!]);
            await logIn(page, credential!.email, credential!.password);
          } else {
            await page.goto(`${base()}/login`);
          }
          await page.addScriptTag({ url: AXE_PATH });

          const failures: string[] = [];
          for (const path of screens) {
            const url = urlOf(path, ids);
            await page.setViewportSize(DESKTOP);
            if (OPENED_FROM_EMAIL.has(path)) {
              await page.goto(`${base()}${url}`);
              await page.addScriptTag({ url: AXE_PATH });
            } else if (REACHED_BY_SIGN_IN.has(path)) {
              await reachTwoStep(page, url);
            } else {
              await openInApp(page, url);
            }
            for (const [label, size] of [
              ['desktop', DESKTOP],
              ['phone', PHONE],
            ] as const) {
              await page.setViewportSize(size);
              const view = `${path} (${url}) at ${label}`;
              if (!(await settle(page, inFlight)))
                failures.push(`${view}: still loading after ${SETTLE_TIMEOUT_MS} ms`);
              const at = new URL(page.url()).pathname;
              if (at !== url.split('?')[0]) {
                const toasts = await page.locator('.mantine-Notification-root').allTextContents();
                failures.push(`${view}: the app moved to ${at}${toasts.length ? ` (${toasts.join('; ')})` : ''}`);
                break;
              }
              for (const line of await axeFailures(page)) failures.push(`${view}: ${line}`);
              // SCREENSHOT_DIR=… keeps a picture of every view, to look at what was checked.
              if (process.env.SCREENSHOT_DIR) {
                const name = `${walker.name}${path}-${label}`.replace(/[^\w-]+/g, '_');
                await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
              }
              if (label === 'phone') {
                const widths = await page.evaluate(() => {
                  const { documentElement } = (globalThis as unknown as TPageGlobals).document;
                  return { scroll: documentElement.scrollWidth, client: documentElement.clientWidth };
                });
                if (widths.scroll > widths.client) {
                  failures.push(`${view}: scrolls sideways (${widths.scroll} px wide in ${widths.client} px)`);
                }
              }
            }
          }
          await context.close();
          console.log(
            `[a11y walk] ${walker.name}${part}: ${screens.length} screens, ${screens.length * 2} views, ` +
              `${failures.length} failures, ${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
          if (failures.length > 0) console.log(failures.join('\n'));
          expect(failures.join('\n')).toBe('');
          expect(errors).toEqual([]);
        }),
      WALK_TIMEOUT_MS,
    );
  }
});
