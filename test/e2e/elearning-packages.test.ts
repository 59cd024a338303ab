import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import {
  LEARNER_TEXT,
  MSG,
  PACKAGE_STANDARD_TEXT,
  REFRESH_COOKIE_NAME,
  USER_COURSE_STATE,
  type TPackageStandard,
} from '@skillway/shared';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { addSingleChoice, createCourse, openTest, uploadFile, type TFile } from '../factories/courses';
import {
  PACKAGE_SCREEN,
  SCORM2004_SCOS,
  cmi5Package,
  scorm12Package,
  scorm2004Package,
  thiefPackage,
  tinCanPackage,
} from '../factories/elearning-packages';
import { call } from '../factories/http';
import { enrolOnCourse } from '../factories/test-taking';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn, toast } from '../support/e2e-session';

/**
 * Issue 16, one Chromium journey per standard (SCORM 1.2, SCORM 2004 with two SCOs, Tin Can, cmi5), with the
 * generated packages of test/factories/elearning-packages: the administrator uploads the package (the SCORM 1.2 one
 * through Add Package on the course manager, the others through the API) and publishes the course; the learner
 * starts it in the course player, the content reports progress, the learner leaves (navigates away) and comes back
 * to "Resumed at page 2", finishes, and the course shows complete with a certificate; the administrator's course
 * report lists the learner as complete. The cmi5 course also has a test and package_result_as_test: the AU's pass
 * (90%) passes it. One browser and one signed-in learner for the file.
 */
const base = () => inject('apiUrl');
const zip = (name: string, bytes: Buffer): TFile => ({ name, type: 'application/zip', bytes });

interface TPackageCourse {
  courseId: string;
  /** The material's title: the player's Start button and the frame are named after it. */
  title: string;
  /** SCORM plays inside the launch page (content origin) that holds its runtime: one frame deeper. */
  scorm: boolean;
}

/** SCREENSHOT_DIR=<folder> keeps a picture of a few steps. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `package-${name}.png`) });
}

/** The course's package material once the unpack worker is done with it (fails with its error if refused). */
async function readyPackage(token: string, courseId: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const listed = await call('GET', `/v1/course/materials/${courseId}`, { token });
    expect(listed.status).toBe(200);
    const material = (
      listed.body.data as Array<{ asset_type: string; package: { status: string; error: string | null } | null }>
    ).find((asset) => asset.asset_type === 'package');
    if (material?.package && material.package.status !== 'processing') {
      if (material.package.status !== 'ready') throw new Error(`package refused: ${material.package.error}`);
      return material;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the package is still processing after 20 s');
}

async function publishAndEnrol(token: string, courseId: string, learnerId: string) {
  expect((await call('POST', `/v1/course/publish/${courseId}`, { token })).status).toBe(200);
  await enrolOnCourse(token, courseId, [learnerId]);
}

/**
 * A course with one package material added through the API (signed upload, add material), ready and published.
 * `resultAsTest`: the course also has a test, and package_result_as_test lets the package's pass stand for it.
 */
async function packageCourse(
  owner: TRegistered,
  learnerId: string,
  name: string,
  bytes: Buffer,
  standard: TPackageStandard,
  resultAsTest = false,
): Promise<TPackageCourse> {
  const course = await createCourse(owner.token, { name, package_result_as_test: resultAsTest });
  if (resultAsTest) await addSingleChoice(owner.token, await openTest(owner.token, course.id));
  const s3_url = await uploadFile(owner.token, 'course-package', zip(`${name}.zip`, bytes));
  const title = `${name} package`;
  const added = await call('POST', '/v1/course/add/training-material', {
    token: owner.token,
    body: { course: course.id, title, description: `${name}, played in the course`, type: 'package', s3_url },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const material = await readyPackage(owner.token, course.id);
  expect(material.package).toMatchObject({ status: 'ready', standard });
  await publishAndEnrol(owner.token, course.id, learnerId);
  return { courseId: course.id, title, scorm: standard === 'scorm12' || standard === 'scorm2004' };
}

/** Opens the course in the player and starts (or opens again) its package: the content's frame. */
async function startPackage(page: Page, course: TPackageCourse): Promise<FrameLocator> {
  await page.goto(`${base()}/courses/player/${course.courseId}`);
  await page.getByRole('button', { name: new RegExp(`^(Start|Open Again): ${course.title}$`) }).click();
  const frame = page.frameLocator(`iframe[title="${course.title}"]`);
  return course.scorm ? frame.frameLocator('iframe') : frame;
}

/** In the content: the first page, "Next page", and the content's word that the LMS / LRS saved it. */
async function progressToPageTwo(content: FrameLocator, pages: number) {
  await content.getByText(PACKAGE_SCREEN.page(1, pages), { exact: true }).waitFor();
  await content.getByRole('button', { name: PACKAGE_SCREEN.next }).click();
  await content.getByText(PACKAGE_SCREEN.saved(2), { exact: true }).waitFor();
}

/** Navigates away from the player (the content's pagehide, the player's beacon), then starts the package again. */
async function leaveAndResume(page: Page, course: TPackageCourse): Promise<FrameLocator> {
  await page.goto(`${base()}/courses`);
  await page.getByRole('heading', { name: 'My Courses' }).first().waitFor();
  const content = await startPackage(page, course);
  await content.getByText(PACKAGE_SCREEN.resumed(2), { exact: true }).waitFor();
  return content;
}

describe('e-learning packages play in the course player, one journey per standard', { timeout: 120_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let learner: Awaited<ReturnType<typeof addSignedInUser>>;
  let learnerContext: BrowserContext;
  let page: Page;
  let errors: string[];
  let courses: { scorm2004: TPackageCourse; xapi: TPackageCourse; cmi5: TPackageCourse };

  /**
   * The course report lists the learner complete (with the package's score as the test score when it stands for
   * the test); the player shows the course complete and its certificate opens.
   */
  async function expectCompleted(course: TPackageCourse, testScore: number | null = null) {
    await expect
      .poll(
        async () => {
          const report = await call('GET', `/v1/course/user-course-report/${course.courseId}`, { token: owner.token });
          const row = (
            report.body.data as Array<{ id: string; state: number; progress: number; test_score: number | null }>
          ).find((entry) => entry.id === learner.user.id);
          return row && { state: row.state, progress: row.progress, test_score: row.test_score };
        },
        { timeout: 10_000, interval: 250 },
      )
      .toEqual({ state: USER_COURSE_STATE.COMPLETE, progress: 100, test_score: testScore });
    await page.goto(`${base()}/courses/player/${course.courseId}`);
    const done = page.getByRole('region', { name: testScore === null ? 'Course Complete' : 'Test' });
    await done.getByText(LEARNER_TEXT.TEST_PASSED).waitFor();
    // The certificate downloads (Content-Disposition: attachment) as a PDF under its own name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: LEARNER_TEXT.DOWNLOAD_CERTIFICATE }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Certificate - .+\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany({ company_name: 'Package Players Ltd' });
    learner = await addSignedInUser(owner.token, { first_name: 'Sam', last_name: 'Scorm' });
    const [scorm2004, xapi, cmi5] = await Promise.all([
      packageCourse(owner, learner.user.id, 'Fire Warden Training', scorm2004Package(), 'scorm2004'),
      packageCourse(owner, learner.user.id, 'Manual Handling', tinCanPackage(), 'xapi'),
      packageCourse(owner, learner.user.id, 'Data Protection', cmi5Package(), 'cmi5', true),
    ]);
    courses = { scorm2004, xapi, cmi5 };
    learnerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    learnerContext.setDefaultTimeout(20_000);
    page = await learnerContext.newPage();
    errors = collectPageErrors(page);
    await logIn(page, learner.user.email, learner.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('SCORM 1.2: uploaded with Add Package, played, left, resumed, passed, complete with a certificate', async () => {
    // The administrator adds the package on the course manager and waits for the row to say it is ready.
    const name = 'Safety Basics';
    const title = `${name} package`;
    const created = await createCourse(owner.token, { name });
    const admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    admin.setDefaultTimeout(20_000);
    const adminPage = await admin.newPage();
    const adminErrors = collectPageErrors(adminPage);
    await logIn(adminPage, owner.email, owner.password);
    await adminPage.goto(`${base()}/admin/courses/${created.id}`);
    await adminPage.getByRole('button', { name: 'Add Package' }).click();
    const panel = adminPage.getByRole('form', { name: 'Add E-learning Package' });
    await panel.getByRole('textbox', { name: 'Title' }).fill(title);
    const file = zip('safety-basics-scorm12.zip', scorm12Package());
    await panel.locator('input[type=file]').setInputFiles({ name: file.name, mimeType: file.type, buffer: file.bytes });
    await panel.getByText(file.name, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Add Package' }).click();
    await toast(adminPage, MSG.PACKAGE_ADDED);
    await adminPage.getByText(`${PACKAGE_STANDARD_TEXT.scorm12} · Ready`).waitFor();
    await shot(adminPage, 'scorm12-ready');
    expect(adminErrors).toEqual([]);
    await admin.close();
    await publishAndEnrol(owner.token, created.id, learner.user.id);
    const course = { courseId: created.id, title, scorm: true };

    // The learner: page 2, away, back to "Resumed at page 2", Finish.
    let content = await startPackage(page, course);
    await progressToPageTwo(content, 3);
    await shot(page, 'scorm12-page-2');
    content = await leaveAndResume(page, course);
    await content.getByRole('button', { name: PACKAGE_SCREEN.finish }).click();
    await content.getByText(PACKAGE_SCREEN.passed(90), { exact: true }).waitFor();
    await expectCompleted(course);
    expect(errors).toEqual([]);
  });

  it("a package's script finds no session: the app's storage and cookies are out of reach, its API calls get nothing, and what it read is refused (401)", async () => {
    const course = await packageCourse(owner, learner.user.id, 'Induction', thiefPackage('Induction'), 'scorm12');
    // There is a session to steal: the learner is signed in, with the refresh cookie in this browser.
    const app = new URL(base()).origin;
    expect((await learnerContext.cookies(`${app}/v1/groups/`)).map((cookie) => cookie.name)).toContain(
      REFRESH_COOKIE_NAME,
    );

    const content = await startPackage(page, course);
    // The package still plays: the SCORM API reached it through the launch page.
    await content.getByText(PACKAGE_SCREEN.page(1, 3), { exact: true }).waitFor();
    const found = JSON.parse((await content.locator('#thief').textContent()) ?? '{}') as Record<string, unknown>;
    expect(found.app).toBe(app);
    // The app's window is another origin: its storage and cookies cannot be read through the frames.
    expect(found.topStorage).toMatch(/^blocked: SecurityError/);
    expect(found.parentParentStorage).toMatch(/^blocked: SecurityError/);
    expect(found.topCookie).toMatch(/^blocked: SecurityError/);
    // Its own origin (the launch page's too) holds nothing: the content cookies are HttpOnly, no session is stored.
    expect(found.parentStorage).toBe('{}');
    expect(found.ownStorage).toBe('{}');
    expect(found.cookie).toBe('');
    // The content origin answers none of the app's calls; the app's origin cannot be called from it at all.
    expect(found.ownProfile).toBe(404);
    expect(found.ownRefresh).toBe(404);
    expect(found.appProfile).toMatch(/^failed/);
    expect(found.appRefresh).toMatch(/^failed/);
    // The sandbox opens no window.
    expect(found.popup).toBe('refused');
    // Whatever it could read, as a bearer token or a cookie, the API refuses.
    for (const credential of [String(found.cookie), String(found.ownStorage), String(found.parentStorage)]) {
      const answer = await fetch(`${base()}/v1/user/profile`, {
        headers: { authorization: `Bearer ${credential}`, cookie: credential },
      });
      expect(answer.status).toBe(401);
    }
    errors.splice(0);
  });

  it('SCORM 2004: two SCOs from the table of contents, resumed in the first, passed in the second', async () => {
    const course = courses.scorm2004;
    const [reading, check] = SCORM2004_SCOS;
    let content = await startPackage(page, course);
    await content.getByRole('heading', { name: reading.title }).waitFor();
    await progressToPageTwo(content, 2);
    content = await leaveAndResume(page, course);
    await content.getByRole('heading', { name: reading.title }).waitFor();
    await content.getByRole('button', { name: PACKAGE_SCREEN.finish }).click();
    await content.getByText(PACKAGE_SCREEN.completed, { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Package contents' }).getByRole('button', { name: check.title }).click();
    await content.getByRole('heading', { name: check.title }).waitFor();
    await content.getByText(PACKAGE_SCREEN.page(1, 2), { exact: true }).waitFor();
    await shot(page, 'scorm2004-second-sco');
    await content.getByRole('button', { name: PACKAGE_SCREEN.finish }).click();
    await content.getByText(PACKAGE_SCREEN.passed(90), { exact: true }).waitFor();
    await expectCompleted(course);
    expect(errors).toEqual([]);
  });

  it('Tin Can: statements and a bookmark state to the LRS, resumed from it, completed and passed', async () => {
    const course = courses.xapi;
    let content = await startPackage(page, course);
    await progressToPageTwo(content, 3);
    content = await leaveAndResume(page, course);
    await content.getByRole('button', { name: PACKAGE_SCREEN.finish }).click();
    await content.getByText(PACKAGE_SCREEN.passed(90), { exact: true }).waitFor();
    await shot(page, 'tincan-passed');
    await expectCompleted(course);
    expect(errors).toEqual([]);
  });

  it('cmi5: fetch, LMS.LaunchData, initialized … terminated; resumed on a new launch; moveOn met, the pass stands for the test', async () => {
    const course = courses.cmi5;
    let content = await startPackage(page, course);
    await progressToPageTwo(content, 3);
    content = await leaveAndResume(page, course);
    await content.getByRole('button', { name: PACKAGE_SCREEN.finish }).click();
    await content.getByText(PACKAGE_SCREEN.passed(90), { exact: true }).waitFor();
    await shot(page, 'cmi5-passed');
    await expectCompleted(course, 90);
    expect(errors).toEqual([]);
  });
});
