import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startLocalStack } from '@skillway/infra/local/local-stack';
import { REPO_ROOT } from '../../infra/lib/bundling/repo-root';
import { kb, table } from './format';
import { startHttp2Front } from './lighthouse-http2';
import { chromiumPath } from '../support/browser';
import { signInSession } from './sign-in';

const WEB_DIR = join(REPO_ROOT, 'web');
/**
 * The full Chromium when the machine has it (the figures in docs/performance.md before 6 Dec were taken with it),
 * else the headless shell the project's machines install (.ci/run; test/support/browser.ts finds it). CHROME_PATH
 * chooses another.
 */
const FULL_CHROMIUM = '/usr/bin/chromium';
const chromePath = () => process.env.CHROME_PATH ?? (existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : chromiumPath());
/** Who the signed-in pages are audited as (demo sign-ins the seed creates). */
const LEARNER_EMAIL = 'learner1@demo-ltd.test';
const ADMIN_EMAIL = 'admin@demo-ltd.test';
/** web/src/api/session.ts keeps the session under this localStorage key. */
const SESSION_STORAGE_KEY = 'skillway.session';
/** Audits per page; the median run is printed (`LIGHTHOUSE_RUNS=1 npm run bench -- --only=lighthouse` for one). */
/** LIGHTHOUSE_HTTP1=1 audits the local stack directly over HTTP/1.1 (without the HTTP/2 front CloudFront has). */
const HTTP1 = process.env.LIGHTHOUSE_HTTP1 === '1';
/** LIGHTHOUSE_REPORT_DIR=<folder> keeps each run's full report (JSON) to look into what it flagged. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
/** LIGHTHOUSE_LEARNER_ONLY=1 audits the three learner-path pages alone (the administrator's six take as long again). */
const ONLY_LEARNER = process.env.LIGHTHOUSE_LEARNER_ONLY === '1';
/** LIGHTHOUSE_PAGES=<text>[|<text>…] audits only the pages whose label holds one of them (`admin, mobile|login`). */
const PAGE_FILTER = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split('|')
  .map((part) => part.trim())
  .filter(Boolean);

/**
 * Issue 36's budgets: the learner's pages (and the sign-in every visitor meets) score ≥ 98 with TBT ≤ 150 ms and no
 * layout shift; the administrator's course library, reports landing and compliance matrix ≥ 90, mobile and desktop
 * (LCP, TBT and CLS as the earlier budget: Lighthouse's own thresholds for "good").
 */
interface TGoals {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
const LEARNER_GOALS: TGoals = { score: 98, lcpMs: 2500, tbtMs: 150, cls: 0 };
const ADMIN_GOALS: TGoals = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

type TFormFactor = 'mobile' | 'desktop';

interface TPage {
  readonly label: string;
  readonly path: string;
  /** Who signs in first (the session in localStorage, as the login screen leaves it), or nobody. */
  readonly as?: 'learner' | 'admin';
  readonly formFactor: TFormFactor;
  readonly goals: TGoals;
}

interface TAudit {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** The opportunities and diagnostics Lighthouse flagged (score below 0.9), worst first. */
  flagged: string[];
}

type TSession = Record<string, unknown> & { access_token: string; refresh_cookie: string; user: unknown };

/** Builds the SPA as `npm run build:web` does (precompressed files included) into a folder of the bench's own. */
function buildWeb(outDir: string): void {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: WEB_DIR,
    encoding: 'utf8',
  });
  if (build.status !== 0 || !existsSync(join(outDir, 'index.html'))) {
    throw new Error(
      `the web build failed: ${(build.stderr || build.stdout || '').trim().split('\n').slice(-5).join(' ')}`,
    );
  }
}

/** A course the learner is enrolled on, for the player page (`/courses/player/$id`). */
async function enrolledCourseId(origin: string, session: TSession): Promise<string> {
  const response = await fetch(`${origin}/v1/my-published-courses?type=all&limit=1`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const body = (await response.json()) as { data?: { id: string }[] };
  const id = body.data?.[0]?.id;
  if (!response.ok || !id) throw new Error(`no course to play for ${LEARNER_EMAIL} (${response.status})`);
  return id;
}

/**
 * Leaves the session where the web app reads it, without loading the app (its files would then be cached and the
 * audit would not be a first visit): a page of the same origin that is not the SPA (a local-only 404) sets it, and
 * the HTTP cache is emptied after.
 */
async function storeSession(chrome: LaunchedChrome, origin: string, session: TSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/_local/lighthouse-session`);
    // What a signed-in browser holds after a reload: the user in storage, the refresh token in its HttpOnly cookie
    // (the app restores the access token with it before its first call, as every real reload does).
    const stored = { user: session.user };
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(stored))})`,
    );
    await context.addCookies([
      {
        name: 'skillway_refresh',
        value: session.refresh_cookie,
        domain: new URL(origin).hostname,
        path: '/v1/groups',
        httpOnly: true,
        sameSite: 'Strict',
        secure: origin.startsWith('https:'),
      },
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Closes the CDP connection only: the browser stays up for Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse run (its defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown) in a fresh Chrome.
 * A signed-in page gets a sign-in of its own: a refresh cookie serves one browser, since each refresh replaces its
 * one-time value and the old value, sent again by the next audit's browser, would read as a stolen cookie and end
 * the session (functions/core/people/auth/refresh-rotation.ts).
 */
async function audit(
  origin: string,
  page: TPage,
  signIn: (as: 'learner' | 'admin') => Promise<TSession>,
  browserPath: string,
): Promise<TAudit> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'skillway-lighthouse-'));
  const chrome = await launch({
    chromePath: browserPath,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--ignore-certificate-errors',
    ],
    logLevel: 'silent',
  });
  try {
    if (page.as) await storeSession(chrome, origin, await signIn(page.as));
    const result = await lighthouse(
      `${origin}${page.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse would clear the origin's storage (the session) first; the profile is new and its cache empty.
        disableStorageReset: Boolean(page.as),
      },
      // Desktop: Lighthouse's own desktop preset (no CPU slowdown beyond 1×, dense 4G, a 1350×940 screen).
      page.formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (REPORT_DIR) {
      await mkdir(REPORT_DIR, { recursive: true });
      const name = `${page.label.replace(/\W+/g, '-').replace(/-$/, '')}-${Date.now()}.json`;
      await writeFile(join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const flagged = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a.scoreDisplayMode === 'metricSavings' ||
            a.scoreDisplayMode === 'numeric' ||
            a.scoreDisplayMode === 'binary') &&
          ![
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
            'interactive',
            'max-potential-fid',
          ].includes(a.id),
      )
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      flagged,
    };
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Lighthouse (mobile, its default throttling) against the local stack serving a fresh build of the SPA as
 * CloudFront does (precompressed brotli, immutable assets, HTTP/2 through a TLS front): `/login` signed out, `/courses`
 * and a course player page signed in as a demo learner (mobile), and the administrator's course library, reports
 * landing and compliance matrix signed in as the demo administrator (mobile and desktop). Prints the
 * median of RUNS audits per page with the issue's goals beside each figure. Timings come from a shared machine:
 * Lighthouse's simulation scales the CPU time it observes, so a busy machine reads slower.
 */
export async function benchLighthouse(): Promise<Record<string, TAudit>> {
  const webDir = await mkdtemp(join(tmpdir(), 'skillway-bench-dist-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'skillway-bench-stack-'));
  let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
  let front: Awaited<ReturnType<typeof startHttp2Front>> | undefined;
  try {
    const browserPath = chromePath();
    buildWeb(webDir);
    stack = await startLocalStack({ port: 0, dataDir, seed: true, quiet: true, webDistDir: webDir });
    const credentials = stack.credentials;
    const apiOrigin = stack.url;
    const signInAs = (as: 'learner' | 'admin') => {
      const email = as === 'admin' ? ADMIN_EMAIL : LEARNER_EMAIL;
      const account = credentials.find((c) => c.email === email);
      if (!account) throw new Error(`the demo seed has no ${email}`);
      return signInSession<TSession>(apiOrigin, account.email, account.password);
    };
    const session = await signInAs('learner');
    if (!HTTP1) front = await startHttp2Front(stack.url);
    const learnerPage = (label: string, path: string, as?: 'learner'): TPage => ({
      label,
      path,
      ...(as ? { as } : {}),
      formFactor: 'mobile',
      goals: LEARNER_GOALS,
    });
    const adminPages = (label: string, path: string): TPage[] =>
      (['mobile', 'desktop'] as const).map((formFactor) => ({
        label: `${label} (admin, ${formFactor})`,
        path,
        as: 'admin',
        formFactor,
        goals: ADMIN_GOALS,
      }));
    const allPages: TPage[] = [
      learnerPage('login (signed out)', '/login'),
      learnerPage('My Courses (learner)', '/courses', 'learner'),
      learnerPage(
        'course player (learner)',
        `/courses/player/${await enrolledCourseId(stack.url, session)}`,
        'learner',
      ),
      ...(ONLY_LEARNER
        ? []
        : [
            ...adminPages('course library', '/admin/courses'),
            ...adminPages('reports landing', '/admin/reports'),
            ...adminPages('compliance matrix', '/admin/compliance'),
          ]),
    ];
    const pages = PAGE_FILTER.length
      ? allPages.filter((page) => PAGE_FILTER.some((part) => page.label.includes(part)))
      : allPages;

    const results: Record<string, TAudit> = {};
    const rows: string[][] = [];
    for (const page of pages) {
      const runs: TAudit[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await audit(front?.url ?? stack.url, page, signInAs, browserPath));
      // The run with the median score stands for the page (its metrics belong together).
      const byScore = [...runs].sort((a, b) => a.score - b.score);
      const chosen = byScore[Math.floor((byScore.length - 1) / 2)]!;
      results[`${page.path} ${page.formFactor}`] = chosen;
      const { goals } = page;
      rows.push([
        page.label,
        `${chosen.score} ${mark(chosen.score >= goals.score)} (≥ ${goals.score})`,
        seconds(chosen.fcpMs),
        `${seconds(chosen.lcpMs)} ${mark(chosen.lcpMs <= goals.lcpMs)}`,
        `${Math.round(chosen.tbtMs)} ms ${mark(chosen.tbtMs <= goals.tbtMs)}`,
        `${chosen.cls.toFixed(3)} ${mark(chosen.cls <= goals.cls)}`,
        kb(chosen.bytes),
        runs.length > 1
          ? `${runs.map((r) => r.score).join('/')} (LCP median ${seconds(median(runs.map((r) => r.lcpMs)))})`
          : '',
      ]);
    }
    const goalsText = (goals: TGoals) =>
      `score ≥ ${goals.score}, LCP ≤ ${seconds(goals.lcpMs)}, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}`;
    console.log(
      `\nLighthouse ${RUNS}× per page (median run), Lighthouse's mobile defaults or desktop preset, ${HTTP1 ? 'HTTP/1.1' : 'HTTP/2'}, ` +
        `Chromium at ${browserPath}; goals: the learner's pages ${goalsText(LEARNER_GOALS)}; the administrator's ` +
        `${goalsText(ADMIN_GOALS)}. Timings are noisy on a shared machine.`,
    );
    console.log(table(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'scores of the runs'], rows));
    for (const page of pages) {
      const flagged = results[`${page.path} ${page.formFactor}`]?.flagged ?? [];
      if (flagged.length) console.log(`${page.path} (${page.formFactor}) flagged: ${flagged.slice(0, 6).join('; ')}`);
    }
    return results;
  } finally {
    await front?.close();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDir, { recursive: true, force: true });
  }
}
