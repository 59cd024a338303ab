import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { LEARNER_TEXT, ROLE, ROLE_NAME } from '@skillway/shared';
import type { TScreenPath } from '../../web/src/routes/screens';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';
import { AXE_PATH, AXE_SCRIPT, axeFailures } from '../support/axe-page';
import {
  demoCredential,
  openInApp,
  screensFor,
  seedIds,
  settle,
  trackRequests,
  turns,
  urlOf,
  type TSeedIds,
  type TWalker,
} from '../support/screen-walk';

/**
 * The accessibility states walk (issue 28): the route walk (accessibility-routes.test.ts) checks each screen as it
 * opens; this one opens what the screen's own triggers open, as each signed-in role, at a desktop width: every
 * menu, dialog, drawer and date picker behind a button that says it opens one (`aria-haspopup`) or whose name
 * starts with a word that opens a panel (Add, Edit, Enrol, Set Deadline…), and each step of a stepper inside it
 * (Next, after ticking the step's first box when Next waits for a choice). axe runs in every state and holds it at
 * 0 serious or critical violations; each state closes with Escape. Nothing is ever confirmed or submitted: the
 * walk never presses a button of a destructive or sending kind, and presses only "Next" inside a dialog.
 * Repeated buttons and links of a list (one per row or card) must each carry a name of their own (WCAG 2.4.6).
 */

const DESKTOP = { width: 1366, height: 900 } as const;
const WALKS_AT_ONCE = 3;
const WALK_TIMEOUT_MS = 240_000;
/** At most this many triggers a screen (after folding each list's repeated row actions into one). */
const TRIGGERS_PER_SCREEN = 8;
/** At most this many steps of a stepper. */
const STEPS = 5;
/** How long a trigger gets to open something. */
const OPEN_WAIT_MS = 1_000;

/** Names that open a panel, a dialog or a step (the visible label's first words). */
const OPENING_WORDS =
  /^(Add|Create|New|Edit|Enrol|Set Deadline|Upload|Import|Assign|Manage|Change|Extend|Send Email|Invite|Filter|Notification Settings)\b/;
/** Never pressed, even where it would only ask first. */
const NEVER =
  /delete|remove|archive|restore|suspend|cancel|reset|resend|publish|log ?out|sign ?out|reseed|pay|export|download|nudge|unenrol|clear/i;
/** What an opened state shows. */
const OPENED = '[role="dialog"]:visible, [role="menu"]:visible, [role="listbox"]:visible';

interface TTrigger {
  name: string;
  /** The trigger's position among the page's buttons of that name. */
  nth: number;
}

/** What the page functions use of the browser's globals (this workspace type-checks without the DOM library). */
interface TDomElement {
  matches: (selector: string) => boolean;
  closest: (selector: string) => TDomElement | null;
  getAttribute: (name: string) => string | null;
  getClientRects: () => { length: number };
  hasAttribute: (name: string) => boolean;
}
interface TStateGlobals {
  document: { querySelectorAll: (selector: string) => Iterable<TDomElement> };
  axe: {
    setup: () => void;
    teardown: () => void;
    commons: { text: { accessibleText: (element: TDomElement) => string } };
  };
}

/**
 * The screen's triggers (in `#main`, visible, enabled), folded: inside a list's rows the same first word counts
 * once ("Edit Fire Safety", "Edit Manual Handling" → one Edit).
 */
async function findTriggers(page: Page): Promise<TTrigger[]> {
  return page.evaluate(
    ({ opening, never, limit }) => {
      const { document, axe } = globalThis as unknown as TStateGlobals;
      const opens = new RegExp(opening);
      const refuses = new RegExp(never, 'i');
      const seen = new Map<string, number>();
      const kinds = new Set<string>();
      const found: { name: string; nth: number }[] = [];
      // axe's name computation needs its tree of the page, built for this read and dropped before the next run.
      axe.setup();
      for (const element of document.querySelectorAll('#main button, #main [role="button"]')) {
        const name = axe.commons.text.accessibleText(element).trim();
        const nth = seen.get(name) ?? 0;
        seen.set(name, nth + 1);
        if (!name || element.getClientRects().length === 0 || element.hasAttribute('disabled')) continue;
        if (element.getAttribute('aria-disabled') === 'true' || refuses.test(name)) continue;
        if (!element.hasAttribute('aria-haspopup') && !opens.test(name)) continue;
        const inRow = element.closest('tr, article, li, [role="row"]') !== null;
        const kind = inRow ? `row:${name.split(/[\s:]/)[0]}:${element.getAttribute('aria-haspopup') ?? ''}` : name;
        if (kinds.has(kind)) continue;
        kinds.add(kind);
        found.push({ name, nth });
        if (found.length >= limit) break;
      }
      axe.teardown();
      return found;
    },
    { opening: OPENING_WORDS.source, never: NEVER.source, limit: TRIGGERS_PER_SCREEN },
  );
}

/**
 * Buttons and links repeated on a list's rows or cards that share one name: "Start Course" ×3 reads as three
 * identical buttons to someone listing them (each should name its row: components/item-label.tsx).
 */
async function repeatedNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document, axe } = globalThis as unknown as TStateGlobals;
    const counts = new Map<string, number>();
    // Body rows, cards and list items: a header row's sort buttons name columns, which two tables may share.
    const selector = '#main :is(tbody tr, article, li) :is(a[href], button, [role="button"], [role="link"])';
    axe.setup();
    for (const element of document.querySelectorAll(selector)) {
      if (element.getClientRects().length === 0) continue;
      const name = axe.commons.text.accessibleText(element).trim();
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    axe.teardown();
    return [...counts].filter(([, count]) => count > 1).map(([name, count]) => `"${name}" ×${count}`);
  });
}

async function anyOpen(page: Page): Promise<boolean> {
  return (await page.locator(OPENED).count()) > 0;
}

/** Escape until nothing is open (a date picker inside a dialog takes two). */
async function closeAll(page: Page): Promise<boolean> {
  for (let press = 0; press < 3 && (await anyOpen(page)); press++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(50);
  }
  return !(await anyOpen(page));
}

/** Walks a stepper inside `dialog` with its Next button, checking each step. */
async function walkSteps(page: Page, dialog: Locator, check: (state: string) => Promise<void>, inFlight: () => number) {
  for (let step = 2; step <= STEPS; step++) {
    const next = dialog.getByRole('button', { name: 'Next', exact: true });
    if ((await next.count()) === 0) return;
    if (await next.isDisabled()) {
      const box = dialog.getByRole('checkbox', { checked: false }).first();
      if ((await box.count()) === 0) return;
      await box.check({ force: true });
      if (await next.isDisabled()) return;
    }
    await next.click();
    await settle(page, inFlight);
    await check(`step ${step}`);
    // A date field of the step opens its calendar too.
    const dateField = dialog.locator('button[aria-haspopup="dialog"]').first();
    if ((await dateField.count()) > 0 && (await dateField.isVisible())) {
      await dateField.click();
      await page.waitForTimeout(100);
      await check(`step ${step}, date picker`);
      await page.keyboard.press('Escape');
    }
  }
}

describe('accessibility states walk', () => {
  let browser: Browser;
  let ids: TSeedIds;
  const base = () => inject('apiUrl');

  beforeAll(async () => {
    [browser, ids] = await Promise.all([launchBrowser(), seedIds()]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(roleId: number) {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await context.route(`${base()}${AXE_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const inFlight = trackRequests(page);
    const credential = demoCredential(ROLE_NAME[roleId as keyof typeof ROLE_NAME]);
    await logIn(page, credential.email, credential.password);
    await page.addScriptTag({ url: AXE_PATH });
    return { context, page, errors, inFlight };
  }

  it('moves focus to the new page heading after signing in and after a navigation link', async () => {
    const { context, page } = await signedIn(ROLE.USER);
    const focused = () =>
      page.evaluate(() => {
        const active = (
          globalThis as unknown as { document: { activeElement: { tagName: string; textContent: string } | null } }
        ).document.activeElement;
        return `${active?.tagName ?? ''} ${active?.textContent ?? ''}`.trim();
      });
    // A learner lands on My Courses.
    await expect.poll(focused).toBe('H1 My Courses');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'My Playlists', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/playlists');
    await expect.poll(focused).toBe('H1 My Playlists');
    await expect.poll(() => page.locator('[data-route-announcer]').textContent()).toBe('My Playlists');
    await context.close();
  });

  it('names each course card button after its course on My Courses', async () => {
    const { context, page, inFlight } = await signedIn(ROLE.USER);
    await openInApp(page, '/courses');
    await settle(page, inFlight);
    const cards = page.locator('#main article');
    expect(await cards.count()).toBeGreaterThan(1);
    const labels = [
      LEARNER_TEXT.START_COURSE,
      LEARNER_TEXT.CONTINUE_COURSE,
      LEARNER_TEXT.COMPLETE_TEST,
      LEARNER_TEXT.COURSE_COMPLETED,
      LEARNER_TEXT.VIEW_DETAILS,
    ];
    for (const card of await cards.all()) {
      const course = (await card.getAttribute('aria-label'))!;
      // The accessible name starts with the visible label (label in name) and names the course.
      const names = labels.map((label) => card.getByRole('link', { name: `${label}: ${course}`, exact: true }));
      const counts = await Promise.all(names.map((name) => name.count()));
      expect(counts, `${course}: ${await card.getByRole('link').allInnerTexts()}`).toContain(1);
    }
    expect(await repeatedNames(page)).toEqual([]);
    await context.close();
  });

  const WALKERS: readonly TWalker[] = [
    { name: 'learner', roleId: ROLE.USER },
    { name: 'manager', roleId: ROLE.MANAGER },
    { name: 'administrator', roleId: ROLE.ADMIN },
    { name: 'super administrator', roleId: ROLE.SUPER_ADMIN },
  ];
  /** A role's screens in parts of at most this many, each walked on its own (the administrator's 52 in two). */
  const SCREENS_PER_WALK = 26;
  const walks = WALKERS.flatMap((walker) => {
    const screens = screensFor(walker).filter((path) => !path.startsWith('/login'));
    const parts = Math.ceil(screens.length / SCREENS_PER_WALK);
    const size = Math.ceil(screens.length / parts);
    return Array.from({ length: parts }, (_, index) => ({
      walker,
      screens: screens.slice(index * size, (index + 1) * size),
      part: parts > 1 ? ` (part ${index + 1} of ${parts})` : '',
    }));
  }).sort((a, b) => b.screens.length - a.screens.length);

  /** Opens each trigger of the screen at `url` in turn, checking each state it opens. */
  async function walkScreen(page: Page, path: TScreenPath, url: string, inFlight: () => number, failures: string[]) {
    let states = 0;
    const check = async (state: string) => {
      states += 1;
      // A11Y_STATES_LOG=1 lists every state checked, to see what the walk reached.
      if (process.env.A11Y_STATES_LOG) console.log(`[a11y state] ${path} [${state}]`);
      for (const line of await axeFailures(page)) {
        failures.push(`${path} [${state}]: ${line}`);
      }
    };
    const here = () => new URL(page.url()).pathname === url.split('?')[0];
    for (const repeated of await repeatedNames(page)) failures.push(`${path}: repeated name ${repeated}`);
    for (const trigger of await findTriggers(page)) {
      const button = page.locator('#main').getByRole('button', { name: trigger.name, exact: true }).nth(trigger.nth);
      try {
        await button.click({ timeout: 3_000 });
      } catch {
        continue;
      }
      await page
        .locator(OPENED)
        .first()
        .waitFor({ timeout: OPEN_WAIT_MS })
        .catch(() => undefined);
      if (!here()) {
        await openInApp(page, url);
        await settle(page, inFlight);
        continue;
      }
      if (!(await anyOpen(page))) continue;
      await settle(page, inFlight);
      await check(trigger.name);
      const dialog = page.locator('[role="dialog"]:visible').last();
      if ((await dialog.count()) > 0 && (await dialog.locator('.mantine-Stepper-root').count()) > 0) {
        await walkSteps(page, dialog, (state) => check(`${trigger.name}, ${state}`), inFlight);
      }
      if (!(await closeAll(page))) {
        failures.push(`${path} [${trigger.name}]: does not close with Escape`);
        await openInApp(page, url);
        await settle(page, inFlight);
      }
    }
    return states;
  }

  const walkTurn = turns(WALKS_AT_ONCE);
  for (const { walker, screens, part } of walks) {
    it.concurrent(
      `opens every menu, dialog, drawer, step and date picker as ${walker.name}${part} with no serious or critical violation`,
      ({ expect }) =>
        walkTurn(async () => {
          const started = Date.now();
          const { context, page, errors, inFlight } = await signedIn(walker.roleId!);
          const failures: string[] = [];
          let states = 0;
          for (const path of screens) {
            const url = urlOf(path, ids);
            await openInApp(page, url);
            await settle(page, inFlight);
            if (new URL(page.url()).pathname !== url.split('?')[0]) continue;
            try {
              states += await walkScreen(page, path, url, inFlight, failures);
            } catch (error) {
              // A trigger that loaded another document: report it, back into the app, on to the next screen.
              failures.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
              await page.goto(`${base()}${url}`);
              await page.addScriptTag({ url: AXE_PATH });
            }
          }
          await context.close();
          console.log(
            `[a11y states] ${walker.name}${part}: ${screens.length} screens, ${states} states, ` +
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
