import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SCREENS, type TScreenPath } from '../../web/src/routes/screens';
import { collectPageErrors, launchBrowser } from '../support/browser';
import {
  SETTLE_TIMEOUT_MS,
  VIEWPORTS,
  WALKERS,
  arrivalOf,
  openScreen,
  screensFor,
  seedIds,
  settle,
  startWalk,
  trackRequests,
  turns,
  urlOf,
  type TSeedIds,
  type TViewportName,
  type TWalker,
} from '../support/screen-walk';
import {
  recordServerTexts,
  scanPage,
  untranslatedWords,
  usePseudoLocale,
  type TPageScan,
  type TPseudoDirection,
} from '../support/pseudo-locale';

/**
 * Issue 34's proof, the pseudo-locale walk: every screen of the screen table (web/src/routes/screens.ts) as every role
 * the route guard lets in (and signed out for the public screens), at a desktop (1366×900) and a phone (390×844)
 * width, with the test locale on (docs/architecture.md "Languages"): every message of a catalogue then shows accented
 * and bracketed, `[!! Ĺóĝíñ ·· !!]`, and 40 % longer. Once a screen has its data (the accessibility walk's wait), it
 * reports:
 * - untranslated text: Latin letters outside the brackets, in the visible text, the accessible names and hints
 *   (aria-label, placeholder, title, alt, a field's shown value) and the document's title; less the server's data (any
 *   string the API's JSON answered in this browser context, except the spec's texts, which the client must translate)
 *   and the few things never translated (test/support/pseudo-locale.ts: names, addresses, dates); frames (course
 *   packages, Stripe's payment fields) and code (`pre`, `code`) are not read;
 * - clipped text: a box with `overflow: hidden | clip` and no `text-overflow: ellipsis` whose text reaches past its
 *   edge;
 * - sideways scrolling of the page, at either width;
 * - a layout that does not follow the text's direction: the test locale also runs right to left (the conventional
 *   pseudo-bidi `ar-XB`; no language ships right to left yet, this proves the layout is ready for one), for every
 *   role on the desktop and for the learner and the manager, who use phones, on the phone. There the page must say
 *   `dir="rtl"`, run right to left, and keep the navigation column at the start side (the right), besides passing
 *   every check above (the CSS says start and end, never left and right: eslint.config.js).
 * Any finding fails its walk, listed with the screen, role, width, text and element; the end of the file prints them
 * all at once, each finding once with where it was seen (PSEUDO_WALK_REPORT=<file> also writes them as JSON). One
 * browser context per role and width, signed in once; screens are opened inside the app, as a link does; no
 * screenshots but of a view with findings, with SCREENSHOT_DIR set.
 */

/**
 * A walk's time includes waiting for its turn: the ten walks, WALKS_AT_ONCE at a time, took 110 to 195 s in all on the
 * shared two-core machine (the administrator's, 61 screens, up to 125 s alone).
 */
const WALK_TIMEOUT_MS = 600_000;
const WALKS_AT_ONCE = 3;
/** A finding's text, shortened for the list. */
const TEXT_SHOWN = 120;

type TFindingKind =
  'untranslated' | 'clipped' | 'scrolls sideways' | 'not mirrored' | 'moved away' | 'still loading' | 'page error';

/** The roles that also walk right to left on a phone (every role walks right to left on the desktop). */
const PHONE_RTL_WALKERS = ['learner', 'manager'];

/** An address no route has: its page follows the viewer's language too. */
const NOT_FOUND_PATH = '/no-such-page';

interface TFinding {
  kind: TFindingKind;
  /** A screen of the table, or NOT_FOUND_PATH. */
  path: string;
  walker: string;
  /** The width, and `rtl` for a right-to-left walk. */
  viewport: string;
  text: string;
  /** The element (and, for untranslated text, which attribute), or a detail. */
  where: string;
  /** The untranslated words. */
  words?: string[];
}

/** How a screen is laid out against the text's direction: the document's, the body's and the navigation's side. */
function mirroring(scan: TPageScan, direction: TPseudoDirection): string[] {
  const wrong: string[] = [];
  if (scan.dir !== direction) wrong.push(`<html dir="${scan.dir}">`);
  if (scan.direction !== direction) wrong.push(`the body runs ${scan.direction}`);
  if (scan.navbar) {
    const atStart =
      direction === 'rtl' ? Math.abs(scan.navbar.right - scan.clientWidth) <= 1 : Math.abs(scan.navbar.left) <= 1;
    if (!atStart)
      wrong.push(`the navigation is at ${Math.round(scan.navbar.left)}–${Math.round(scan.navbar.right)} px`);
  }
  return wrong;
}

function shorten(text: string): string {
  const plain = text.replace(/[\s\u200b]+/g, ' ').trim();
  return plain.length > TEXT_SHOWN ? `${plain.slice(0, TEXT_SHOWN)}…` : plain;
}

/** One line per distinct finding, with the screens (and, across walks, the walkers and widths) it was seen on. */
function listed(findings: readonly TFinding[], withWalks: boolean): string[] {
  const groups = new Map<string, { finding: TFinding; paths: Set<string>; walks: Set<string> }>();
  for (const finding of findings) {
    const key = `${finding.kind}\u0000${finding.text}\u0000${finding.where}`;
    const group = groups.get(key) ?? { finding, paths: new Set(), walks: new Set() };
    group.paths.add(finding.path);
    group.walks.add(`${finding.walker} · ${finding.viewport}`);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => [...a.paths][0]!.localeCompare([...b.paths][0]!) || a.finding.kind.localeCompare(b.finding.kind))
    .map(({ finding, paths, walks }) => {
      const words = finding.words ? ` [${finding.words.join(' ')}]` : '';
      const at = [...paths];
      const screens = at.length > 8 ? `${at.slice(0, 8).join(', ')} and ${at.length - 8} more` : at.join(', ');
      const seenBy = withWalks ? ` — as ${[...walks].join(', ')}` : '';
      return `${finding.kind}: "${finding.text}"${words} — ${finding.where} — on ${screens}${seenBy}`;
    });
}

describe('pseudo-locale walk', () => {
  let browser: Browser;
  let ids: TSeedIds;
  const all: TFinding[] = [];

  beforeAll(async () => {
    [browser, ids] = await Promise.all([launchBrowser(), seedIds()]);
  });

  afterAll(async () => {
    await browser?.close();
    if (all.length === 0) return;
    console.log(`[pseudo walk] every finding, once each (${all.length} in all):\n${listed(all, true).join('\n')}`);
    if (process.env.PSEUDO_WALK_REPORT) writeFileSync(process.env.PSEUDO_WALK_REPORT, JSON.stringify(all, null, 1));
  });

  it('walks every screen of the screen table as some role', () => {
    const walked = new Set(WALKERS.flatMap(screensFor));
    expect(Object.keys(SCREENS).filter((path) => !walked.has(path as TScreenPath))).toEqual([]);
  });

  /** One walker's screens at one width, in one browser context with the test locale on, running `direction`. */
  async function walk(walker: TWalker, width: TViewportName, direction: TPseudoDirection): Promise<TFinding[]> {
    const viewport = direction === 'rtl' ? `${width} rtl` : width;
    const context = await browser.newContext({ viewport: VIEWPORTS[width] });
    await usePseudoLocale(context, direction);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const inFlight = trackRequests(page);
    const server = recordServerTexts(page);
    const found: TFinding[] = [];
    try {
      // Once more after a miss: on the shared two-core machine the first walks' login pages once took over 30 s.
      await startWalk(page, walker, 'in any language').catch(() => startWalk(page, walker, 'in any language'));
      const screens: { path: string; open: () => Promise<void>; arrival: string }[] = [
        ...screensFor(walker).map((path) => {
          const url = urlOf(path, ids);
          return {
            path,
            open: () => openScreen(page, path, url, { fields: 'in any language' }),
            arrival: arrivalOf(path, url),
          };
        }),
        // An address no route has, loaded afresh: no screen's guard sets the language there (tree/root-route.ts).
        {
          path: NOT_FOUND_PATH,
          open: async () => {
            await page.goto(`${inject('apiUrl')}${NOT_FOUND_PATH}`);
            await page.locator('h1').first().waitFor();
          },
          arrival: NOT_FOUND_PATH,
        },
      ];
      for (const { path, open, arrival } of screens) {
        const url = path;
        const before = found.length;
        server.nextScreen();
        const report = (kind: TFindingKind, text: string, where: string, words?: string[]) =>
          found.push({ kind, path, walker: walker.name, viewport, text, where, ...(words ? { words } : {}) });
        await open();
        if (!(await settle(page, inFlight))) report('still loading', `after ${SETTLE_TIMEOUT_MS} ms`, url);
        const at = new URL(page.url()).pathname;
        if (at !== arrival) {
          const toasts = await page.locator('.mantine-Notification-root').allTextContents();
          report('moved away', `to ${at}`, toasts.length ? `toasts: ${toasts.join('; ')}` : url);
          continue;
        }
        const [scan, serverTexts] = await Promise.all([scanPage(page), server.read()]);
        for (const shown of scan.texts) {
          const words = untranslatedWords(shown.text, serverTexts);
          if (words.length > 0) report('untranslated', shorten(shown.text), `${shown.where} (${shown.kind})`, words);
        }
        for (const clip of scan.clipped) {
          report('clipped', shorten(clip.text), `${clip.where} (${clip.scrollWidth} px in ${clip.clientWidth} px)`);
        }
        if (scan.scrollWidth > scan.clientWidth) {
          const culprits = scan.widest.map((wide) => `${wide.where} "${shorten(wide.text)}" (to ${wide.right} px)`);
          report(
            'scrolls sideways',
            `${scan.scrollWidth} px wide in ${scan.clientWidth} px`,
            culprits.join('; ') || url,
          );
        }
        for (const wrong of mirroring(scan, direction)) report('not mirrored', wrong, url);
        for (const error of errors.splice(0)) report('page error', shorten(error), url);
        if (process.env.SCREENSHOT_DIR && found.length > before) {
          const name = `pseudo-${walker.name}-${viewport}${path}`.replace(/[^\w-]+/g, '_');
          await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
        }
      }
    } catch (error) {
      // The context closes below, before a failed test's pages are described (test/setup/browser-failure.ts).
      const text = await page
        .evaluate(
          () => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText,
        )
        .catch(() => '');
      throw new Error(
        `${walker.name} · ${viewport} stopped at ${page.url()}: ${String(error)}\n` +
          `page errors: ${errors.join('; ') || 'none'}\nthe page read: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
        { cause: error },
      );
    } finally {
      await context.close();
    }
    return found;
  }

  const walkTurn = turns(WALKS_AT_ONCE);
  // The longest walks first, so the shorter ones fill the turns around them.
  const walks = WALKERS.flatMap((walker) => [
    ...(Object.keys(VIEWPORTS) as TViewportName[]).map((viewport) => ({
      walker,
      viewport,
      direction: 'ltr' as TPseudoDirection,
    })),
    { walker, viewport: 'desktop' as TViewportName, direction: 'rtl' as TPseudoDirection },
    ...(PHONE_RTL_WALKERS.includes(walker.name)
      ? [{ walker, viewport: 'phone' as TViewportName, direction: 'rtl' as TPseudoDirection }]
      : []),
  ]).sort((a, b) => screensFor(b.walker).length - screensFor(a.walker).length);
  for (const { walker, viewport, direction } of walks) {
    const how = direction === 'rtl' ? ', mirrored right to left,' : '';
    it.concurrent(
      `shows only catalogue text${how} unclipped and without sideways scrolling, as ${walker.name} on a ${viewport}`,
      ({ expect }) =>
        walkTurn(async () => {
          const started = Date.now();
          const found = await walk(walker, viewport, direction);
          all.push(...found);
          const lines = listed(found, false);
          console.log(
            `[pseudo walk] ${walker.name} · ${viewport}${direction === 'rtl' ? ' rtl' : ''}: ${screensFor(walker).length} screens, ${found.length} ` +
              `findings (${lines.length} distinct), ${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
          expect(lines.join('\n')).toBe('');
        }),
      WALK_TIMEOUT_MS,
    );
  }
});
