import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROLE, ROLE_NAME } from '@skillway/shared';
import { SCREENS, type TScreenPath } from '../../web/src/routes/screens';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';
import { AXE_PATH, AXE_SCRIPT, axeFailures } from '../support/axe-page';
import {
  SETTLE_TIMEOUT_MS,
  demoCredential,
  openInApp,
  screensFor,
  seedIds,
  settle,
  trackRequests,
  turns,
  urlOf,
  type TPageGlobals,
  type TSeedIds,
  type TWalker,
} from '../support/screen-walk';

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

const WALKERS: readonly TWalker[] = [
  { name: 'signed out' },
  { name: 'learner', roleId: ROLE.USER },
  { name: 'manager', roleId: ROLE.MANAGER },
  { name: 'administrator', roleId: ROLE.ADMIN },
  { name: 'super administrator', roleId: ROLE.SUPER_ADMIN },
];

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

/**
 * Screens that are a step on the way, and where they lead when the walk opens them: single sign-on's return restores
 * the session the IdP's callback set up, and without one (the walk did not come from an IdP) it moves on to the login
 * page with its explanation, which is then checked.
 */
const PASSES_THROUGH: ReadonlyMap<TScreenPath, string> = new Map([['/sso/complete', '/login']]);

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
              if (at !== (PASSES_THROUGH.get(path) ?? url.split('?')[0])) {
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
