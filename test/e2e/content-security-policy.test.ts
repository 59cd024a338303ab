import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { addLink, createCourse, mp4File, uploadFile } from '../factories/courses';
import { call } from '../factories/http';
import { enrolOnCourse } from '../factories/test-taking';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';

/**
 * The built SPA runs under its strict Content-Security-Policy (the same headers the CloudFront policy sends,
 * infra/lib/web/security-headers.ts): a learner signs in, opens My Courses and plays a video in the course player;
 * the administrator opens Users and the Account Status card form. Every `securitypolicyviolation` event and every
 * console error on the way fails the test.
 */
const base = () => inject('apiUrl');

interface TWatch {
  violations: string[];
  consoleErrors: string[];
  pageErrors: string[];
}

async function watchedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; watch: TWatch }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(60_000);
  // Nothing leaves the machine (a course's external link, fonts): the local product needs nothing from outside.
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const watch: TWatch = { violations: [], consoleErrors: [], pageErrors: [] };
  await context.exposeBinding('__reportCspViolation', (_source, line: string) => {
    watch.violations.push(line);
  });
  // Registered before any page script runs, in every document of the context (frames included).
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    window.__reportCspViolation(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });`);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  watch.pageErrors = collectPageErrors(page);
  return { context, page, watch };
}

describe('the SPA under its Content-Security-Policy', { timeout: 300_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let courseId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany({ company_name: 'Strict Policy Ltd' });
    courseId = (await createCourse(owner.token, { name: 'Policy Video Course' })).id;
    const s3_url = await uploadFile(owner.token, 'course-video', await mp4File());
    const added = await call('POST', '/v1/course/add/training-material', {
      token: owner.token,
      body: { course: courseId, title: 'Intro video', description: 'Watch it', type: 'video', s3_url },
    });
    expect(added.status).toBe(201);
    await addLink(owner.token, courseId);
    expect((await call('POST', `/v1/course/publish/${courseId}`, { token: owner.token })).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends the policy with the app, and the learner screens run without a violation', async () => {
    const learner = await addSignedInUser(owner.token, { first_name: 'Casey', last_name: 'Strict' });
    await enrolOnCourse(owner.token, courseId, [learner.user.id]);
    const { context, page, watch } = await watchedPage(browser);

    const entry = await page.goto(`${base()}/login`);
    const policy = entry?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");

    await logIn(page, learner.user.email, learner.password);
    await page.goto(`${base()}/courses`);
    const card = page.getByRole('article', { name: 'Policy Video Course' });
    await card
      .getByRole('link', { name: 'Start Course' })
      .or(card.getByRole('button', { name: 'Start Course' }))
      .click();
    await page.waitForURL(`**/courses/player/${courseId}`);
    await page.getByRole('button', { name: 'Play: Intro video' }).click();
    // Polled with evaluate: waitForFunction compiles its predicate with `new Function` in the page, which this very
    // policy refuses. (Page scripts as strings: the test project has no DOM types.)
    await expect
      .poll(
        () =>
          page.evaluate(
            "(() => { const v = document.querySelector('video'); return !!v && !v.paused && v.currentTime > 0.2; })()",
          ),
        { timeout: 30_000 },
      )
      .toBe(true)
      .catch((error: unknown) => {
        throw new Error(`the video did not play: ${JSON.stringify(watch)}`, { cause: error });
      });
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/csp-player.png` });

    expect(watch.violations).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  });

  it('catches a violation when there is one (an injected inline script is refused and reported)', async () => {
    const { context, page, watch } = await watchedPage(browser);
    await page.goto(`${base()}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
    await page.evaluate(
      "(() => { const s = document.createElement('script'); s.textContent = 'window.injected = true'; document.body.appendChild(s); })()",
    );
    await expect.poll(() => watch.violations.length).toBe(1);
    expect(watch.violations[0]).toMatch(/^script-src-elem blocked inline/);
    expect(await page.evaluate('window.injected === true')).toBe(false);
    await context.close();
  });

  it('the administrator screens (Users, the Account Status card form) run without a violation', async () => {
    const { context, page, watch } = await watchedPage(browser);
    await logIn(page, owner.email, owner.password);

    await page.goto(`${base()}/admin/users`);
    await page.getByRole('button', { name: 'Import Users' }).waitFor();
    await page.getByRole('table').first().waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/csp-users.png` });

    await page.goto(`${base()}/admin/finance/account-status`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const panel = page.getByRole('dialog', { name: 'Sign Up' });
    await panel.getByRole('textbox', { name: 'Cardholder Name' }).fill('Ada Factory');
    await panel.getByRole('textbox', { name: 'Address Line 1' }).fill('1 High Street');
    await panel.getByRole('textbox', { name: 'City' }).fill('Leeds');
    await panel.getByRole('textbox', { name: 'Postcode' }).fill('LS1 4AP');
    await panel.getByRole('textbox', { name: 'Card Number' }).fill('4242424242424242');
    await panel.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await panel.getByRole('textbox', { name: 'CVC' }).fill('123');
    await expect
      .poll(() => panel.getByRole('button', { name: 'Sign Up', exact: true }).isEnabled())
      .toBe(true)
      .catch(async (error: unknown) => {
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/csp-card-form.png` });
        throw new Error(`the card form did not complete: ${JSON.stringify(watch)}`, { cause: error });
      });
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/csp-card-form.png` });

    expect(watch.violations).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  });
});
