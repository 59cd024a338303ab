import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { call } from '../factories/http';
import { accessAllMaterial, createTestCourse, enrolOnCourse, type TTestCourse } from '../factories/test-taking';
import { answerFixtureTest as answerTest, signIn as signInAt } from '../support/test-panel';

/**
 * The Test panel, the agreement dialog, the test log with its read-only result and the public certificate
 * verification in Chromium, on a desktop and on a 390 px phone. A learner fails the test (one wrong answer with a
 * pass mark of 100), reads the result in the test log, retakes it, passes, signs the agreement, and the course is
 * complete; the certificate's id then verifies on the public page, signed out.
 * SCREENSHOT_DIR=<folder> also saves a screenshot of each screen.
 */
const base = () => inject('apiUrl');
const STATEMENT = '<p>I confirm that I have read and understood the <strong>Fire Safety Policy</strong>.</p>';

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  // Let opening panels and dialogs finish their transitions first.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/** Waits for the player to show the course complete (after the submission, the course is read again). */
async function completed(page: Page) {
  try {
    // The player's test area (a section named 'Test'); the phrase may also sit in hidden elements elsewhere.
    await page
      .getByRole('region', { name: 'Test' })
      .getByText("Congratulations, you've completed this course")
      .waitFor();
  } catch (error) {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, 'failure.png') });
    throw error;
  }
}

describe('taking a test in the browser', { timeout: 300_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let course: TTestCourse;

  beforeAll(async () => {
    browser = await launchBrowser();
    Object.assign(process.env, inject('stackEnv'));
    const { setEventTransport } = await import('@skillway/functions/core/platform/events/publish-event');
    setEventTransport(async () => undefined);
    owner = await registerCompany({ company_name: 'Northwind Safety Ltd' });
    course = await createTestCourse(
      owner.token,
      { pass_mark: 100, agree_statement: STATEMENT },
      'Fire Safety Awareness',
    );
    expect((await call('POST', `/v1/course/publish/${course.courseId}`, { token: owner.token })).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function learnerPage(viewport: { width: number; height: number }, firstName: string) {
    const learner = await addSignedInUser(owner.token, { first_name: firstName, last_name: 'Learner' });
    await enrolOnCourse(owner.token, course.courseId, [learner.user.id]);
    await accessAllMaterial(owner.user.company_id, course.courseId, learner.user.id);
    const context: BrowserContext = await browser.newContext({ viewport });
    // A shared machine can be slow: wait longer than Playwright's 30 s for each step.
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAt(page, base(), learner.user.email, learner.password);
    await page.goto(`${base()}/courses/player/${course.courseId}`);
    return { learner, page, errors, context };
  }

  it('fails, reads the result, retakes, signs the agreement and completes the course (desktop)', async () => {
    const { learner, page, errors, context } = await learnerPage({ width: 1366, height: 900 }, 'Lee');

    await page.getByRole('button', { name: 'Start Test' }).click();
    const panel = page.getByRole('dialog', { name: 'Test' });
    await expect.poll(() => panel.getByRole('radio', { name: 'B. CO2' }).count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await shot(page, 'test-panel-desktop');
    await answerTest(page, 'water');
    await shot(page, 'test-panel-association-desktop');
    await panel.getByRole('button', { name: 'Finish' }).click();
    // The panel shows the result: failed, 75% against 100%, one attempt, what next.
    await panel.getByRole('heading', { name: 'Your Result' }).waitFor();
    await panel.getByText('Test failed', { exact: true }).waitFor();
    const figures = panel.getByRole('table', { name: 'Your Result' });
    expect(await figures.getByRole('row').allInnerTexts()).toEqual([
      'Your score\t75%',
      'Pass mark\t100%',
      'Attempts used\t1',
      'Attempts left\tNo limit',
    ]);
    expect(await page.getByRole('dialog', { name: 'Agreement Statement' }).count()).toBe(0);
    await shot(page, 'test-result-screen-failed-desktop');
    await panel.getByRole('button', { name: 'Back to Course' }).click();
    await page.getByRole('region', { name: 'Test' }).getByText('Test failed. You scored 75%').waitFor();

    await page.getByRole('link', { name: 'View Result' }).click();
    await page.waitForURL(`**/courses/test/log/${course.courseId}/${learner.user.id}`);
    const table = page.getByRole('table', { name: 'Test attempts' });
    await table.getByRole('button', { name: 'See detail of attempt 1' }).waitFor();
    await shot(page, 'test-log-desktop');
    await table.getByRole('button', { name: 'See detail of attempt 1' }).click();
    const result = page.getByRole('dialog', { name: 'Test Result' });
    await result.getByText('Correct', { exact: true }).waitFor();
    await result.getByRole('button', { name: 'Next' }).click();
    await result.getByText('Incorrect', { exact: true }).waitFor();
    await shot(page, 'test-result-desktop');
    await result.getByRole('button', { name: 'Next' }).click();
    await result.getByRole('button', { name: 'Next' }).click();
    await result.getByRole('button', { name: 'Finish' }).click();
    await result.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Back to Course' }).click();
    await page.getByRole('button', { name: 'Take test again' }).click();
    await answerTest(page, 'Oxygen');
    await panel.getByRole('button', { name: 'Finish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agreement Statement' });
    await dialog.getByText('Fire Safety Policy').waitFor();
    expect(await dialog.getByRole('button', { name: 'Agree', exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Disagree' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Your full name' }).fill('Lee Learner');
    expect(await dialog.getByRole('button', { name: 'Agree', exact: true }).isDisabled()).toBe(false);
    await shot(page, 'agreement-dialog-desktop');
    await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
    await panel.getByText('Test passed', { exact: true }).waitFor();
    await panel.getByText('You have completed this course. Download your certificate to keep a copy.').waitFor();
    await shot(page, 'test-result-screen-passed-desktop');
    // The certificate downloads under a name that says what it is.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download Certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Certificate - Fire Safety Awareness - Lee Learner - \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await panel.getByRole('button', { name: 'Back to Course' }).click();
    await completed(page);
    await page.getByRole('button', { name: 'Download Certificate' }).waitFor();
    expect(errors).toEqual([]);

    const link = await call('GET', `/v1/courses/${course.courseId}/certificate`, {
      token: (
        await call('POST', '/v1/clients/web/admin/login', {
          body: { email: learner.user.email, password: learner.password },
        })
      ).body.access_token,
    });
    expect(link.status).toBe(200);
    const { getCourseEnrolment } =
      await import('@skillway/functions/core/delivery/progress/course-progress-repository');
    const enrolment = await getCourseEnrolment(owner.user.company_id, course.courseId, learner.user.id);
    expect(enrolment).toMatchObject({ state: 3, attempts: 2, test_passed: 1, is_agree: 1, signed_name: 'Lee Learner' });

    // The public page, signed out.
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    visitor.setDefaultTimeout(60_000);
    const verify = await visitor.newPage();
    await verify.goto(`${base()}/certificates/verify/${enrolment.certificate_id}`);
    await verify
      .getByRole('status')
      .filter({ hasText: /^Valid$/ })
      .waitFor();
    expect(await verify.getByText('Lee Learner').count()).toBe(1);
    expect(await verify.getByText('Fire Safety Awareness').count()).toBe(1);
    await shot(verify, 'verify-certificate-desktop');
    await verify.goto(`${base()}/certificates/verify/not-a-certificate`);
    await verify.getByText('We could not find a certificate with this id.').waitFor();
    await shot(verify, 'verify-certificate-unknown-desktop');
    await visitor.close();
    await context.close();
  });

  it('works on a 390 px phone', async () => {
    const { learner, page, errors, context } = await learnerPage({ width: 390, height: 844 }, 'Pip');
    await page.getByRole('button', { name: 'Start Test' }).click();
    const panel = page.getByRole('dialog', { name: 'Test' });
    await panel.getByRole('radio', { name: 'B. CO2' }).waitFor();
    await shot(page, 'test-panel-phone');
    await answerTest(page, 'Oxygen');
    await shot(page, 'test-panel-association-phone');
    await panel.getByRole('button', { name: 'Finish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agreement Statement' });
    await dialog.getByRole('textbox', { name: 'Your full name' }).fill('Pip Learner');
    await shot(page, 'agreement-dialog-phone');
    await dialog.getByRole('button', { name: 'Disagree' }).click();
    await panel.getByRole('heading', { name: 'Your Result' }).waitFor();
    await shot(page, 'test-result-screen-phone');
    await panel.getByRole('button', { name: 'Back to Course' }).click();
    await completed(page);

    await page.goto(`${base()}/courses/test/log/${course.courseId}/${learner.user.id}`);
    // On a phone the attempts are a list of cards, not a table.
    await page
      .getByRole('list', { name: 'Test attempts' })
      .getByRole('button', { name: 'See detail of attempt 1' })
      .click();
    await page.getByRole('dialog', { name: 'Test Result' }).getByText('Correct', { exact: true }).waitFor();
    await shot(page, 'test-result-phone');
    await page.getByRole('button', { name: 'Close Test Result' }).click();
    await page.getByRole('dialog', { name: 'Test Result' }).waitFor({ state: 'hidden' });
    await shot(page, 'test-log-phone');

    const { getCourseEnrolment } =
      await import('@skillway/functions/core/delivery/progress/course-progress-repository');
    const token = (
      await call('POST', '/v1/clients/web/admin/login', {
        body: { email: learner.user.email, password: learner.password },
      })
    ).body.access_token;
    expect((await call('GET', `/v1/courses/${course.courseId}/certificate`, { token })).status).toBe(200);
    const enrolment = await getCourseEnrolment(owner.user.company_id, course.courseId, learner.user.id);
    expect(enrolment).toMatchObject({ is_agree: 0, signed_name: 'Pip Learner' });
    await page.goto(`${base()}/certificates/verify/${enrolment.certificate_id}`);
    await page
      .getByRole('status')
      .filter({ hasText: /^Valid$/ })
      .waitFor();
    await shot(page, 'verify-certificate-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
