import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { mp4File, pdfFile, uploadFile } from '../factories/courses';
import { call } from '../factories/http';
import { createTestCourse, enrolOnCourse, type TTestCourse } from '../factories/test-taking';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { answerFixtureTest, signIn } from '../support/test-panel';

/**
 * A learner takes a course from start to certificate in Chromium: starts it from My Courses, watches the video to
 * its end, opens the document and the link, fails the test, retakes it, passes, signs the agreement and downloads
 * the certificate (its PDF text checked); then the administrator's course report shows the completion.
 */
const base = () => inject('apiUrl');
const STATEMENT = '<p>I confirm that I have read and understood the <strong>Fire Safety Policy</strong>.</p>';
const run = promisify(execFile);

async function addFileMaterial(token: string, courseId: string, type: 'video' | 'document', title: string) {
  const file = type === 'video' ? await mp4File() : await pdfFile();
  const s3_url = await uploadFile(token, type === 'video' ? 'course-video' : 'course-document', file);
  const added = await call('POST', '/v1/course/add/training-material', {
    token,
    body: { course: courseId, title, description: `${title} description`, type, s3_url },
  });
  expect(added.status).toBe(201);
}

describe('a learner completes a course', { timeout: 360_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let course: TTestCourse;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany({ company_name: 'Riverside Logistics Ltd' });
    course = await createTestCourse(
      owner.token,
      { pass_mark: 100, agree_statement: STATEMENT },
      'Fire Safety Essentials',
    );
    await addFileMaterial(owner.token, course.courseId, 'video', 'Intro video');
    await addFileMaterial(owner.token, course.courseId, 'document', 'Handout');
    expect((await call('POST', `/v1/course/publish/${course.courseId}`, { token: owner.token })).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("from Start Course to a verified certificate and the administrator's report", async () => {
    const learner = await addSignedInUser(owner.token, { first_name: 'Robin', last_name: 'Hale' });
    await enrolOnCourse(owner.token, course.courseId, [learner.user.id]);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(60_000);
    // The course's external link opens in a new tab: keep the machine offline.
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, base(), learner.user.email, learner.password);

    // My Courses: the card says Start Course.
    await page.goto(`${base()}/courses`);
    const card = page.getByRole('article', { name: 'Fire Safety Essentials' });
    await card
      .getByRole('link', { name: 'Start Course' })
      .or(card.getByRole('button', { name: 'Start Course' }))
      .click();
    await page.waitForURL(`**/courses/player/${course.courseId}`);
    await page.getByRole('heading', { name: 'Fire Safety Essentials', level: 1 }).waitFor();
    await page.getByText('You will need to access all the course content before taking the test').waitFor();

    // The video, played to its end.
    await page.getByRole('button', { name: 'Play: Intro video' }).click();
    // Page scripts as strings: the test project has no DOM types.
    // Polled with evaluate: waitForFunction compiles its predicate with `new Function`, which the app's CSP refuses.
    await expect
      .poll(
        () =>
          page.evaluate(
            "(() => { const v = document.querySelector('video'); return !!v && !v.paused && v.duration > 1; })()",
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.evaluate("(() => { const v = document.querySelector('video'); v.currentTime = v.duration - 0.3; })()");
    await page.getByRole('button', { name: 'Watch Again: Intro video' }).waitFor();

    // The document and the link, each opened in a new tab.
    for (const name of ['Open: Handout', 'Open Link: HSE']) {
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name }).or(page.getByRole('button', { name })).click(),
      ]);
      await popup.close();
    }
    await page.getByText("When you're ready, take the test").waitFor();

    // Fail, then pass and sign the agreement.
    await page.getByRole('button', { name: 'Start Test' }).click();
    const panel = await answerFixtureTest(page, 'water');
    await panel.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Test failed. You scored 75%').first().waitFor();
    // The result in the test panel offers the retake (the course page behind it does too).
    await panel.getByRole('button', { name: 'Take test again' }).click();
    await answerFixtureTest(page, 'Oxygen');
    await panel.getByRole('button', { name: 'Finish' }).click();
    const agreement = page.getByRole('dialog', { name: 'Agreement Statement' });
    await agreement.getByRole('textbox', { name: 'Your full name' }).fill('Robin Hale');
    await agreement.getByRole('button', { name: 'Agree', exact: true }).click();
    await page.getByText("Congratulations, you've completed this course").first().waitFor();

    // The certificate downloads under its own name; its PDF names the learner, the course and the company.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download Certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Certificate - Fire Safety Essentials - Robin Hale - \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const file = join(tmpdir(), `certificate-${learner.user.id}.pdf`);
    await download.saveAs(file);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('Robin Hale');
    expect(text).toContain('Fire Safety Essentials');
    expect(text).toContain('Riverside Logistics Ltd');
    expect(errors).toEqual([]);
    await context.close();

    // The administrator's course report shows the completion.
    const admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    admin.setDefaultTimeout(60_000);
    const adminPage = await admin.newPage();
    await signIn(adminPage, base(), owner.email, owner.password);
    await adminPage.goto(`${base()}/admin/courses-report/${course.courseId}`);
    const row = adminPage.getByRole('row').filter({ hasText: 'Robin' });
    await row.getByText('Complete', { exact: true }).waitFor();
    expect(await row.getByText('100%').count()).toBeGreaterThan(0);
    await admin.close();
  });
});
