import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { COMPLIANCE_MESSAGES } from '@skillway/shared';
import { addMonths, shiftDays, shortDay } from '@skillway/shared/rules/recertification';
import { getCourseEnrolment } from '@skillway/functions/core/delivery/progress/course-progress-repository';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { todayIn } from '../support/date-picker';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { publishedCourse } from '../factories/courses';
import { call } from '../factories/http';
import { enrolOnCourse } from '../factories/test-taking';
import { logIn, toast } from '../support/e2e-session';

/**
 * Recertification in Chromium (issue 29). The administrator gives a course a 12-month validity counted from the
 * previous expiry, with a 30-day renewal window; a learner completes it; the daily renewal run, eleven months on (the
 * local schedule's `?now=`), archives the run, enrols the learner again and notifies them (bell and My Courses). The
 * stack's own clock cannot move during a run, so the matrix is brought into the window the way an administrator would:
 * a fixed expiry date 20 days away, recalculated after the confirmation (Expiring in 20 days); back to 12 months from
 * the previous expiry keeping that date; the learner renews early, and loses no time: certified until a year after
 * the old expiry. The first cycle's certificate then verifies as superseded.
 * SCREENSHOT_DIR=<folder> also saves a screenshot of each screen.
 */
const base = () => inject('apiUrl');
const ZONE = 'Europe/London';
const COURSE = `Fire Warden Refresher ${Date.now().toString(36)}`;

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/** dd-mm-yyyy, as the admin screens type and show dates. */
function typed(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

describe('recertification in the browser', { timeout: 300_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let learner: Awaited<ReturnType<typeof addSignedInUser>>;
  let courseId: string;
  let admin: { context: BrowserContext; page: Page };
  let learnerSession: { context: BrowserContext; page: Page };
  let firstCertificate: string;
  const errors: string[] = [];
  const today = todayIn(ZONE);

  async function signedIn(email: string, password: string) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: ZONE });
    context.setDefaultTimeout(60_000);
    // The course's link opens in a new tab: keep the machine offline.
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await logIn(page, email, password);
    return { context, page };
  }

  /** The learner opens the course from My Courses and its one material: a course without a test completes. */
  async function completeCourse(startName: string) {
    const { context, page } = learnerSession;
    await page.goto(`${base()}/courses`);
    const card = page.getByRole('article', { name: COURSE });
    await card
      .getByRole('link', { name: startName })
      .or(card.getByRole('button', { name: startName }))
      .click();
    await page.waitForURL(`**/courses/player/${courseId}`);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: 'Open Link: HSE' })
        .or(page.getByRole('button', { name: 'Open Link: HSE' }))
        .click(),
    ]);
    await popup.close();
    await page.getByText("Congratulations, you've completed this course").first().waitFor();
  }

  async function editRecertification(fill: (panel: ReturnType<Page['getByRole']>) => Promise<void>) {
    const { page } = admin;
    await page.goto(`${base()}/admin/courses/${courseId}`);
    await page.getByRole('button', { name: 'Edit Recertification' }).click();
    const panel = page.getByRole('dialog', { name: 'Recertification' });
    await fill(panel);
    await panel.getByRole('button', { name: 'Save Recertification' }).click();
  }

  async function matrixCell(): Promise<string> {
    const { page } = admin;
    await page.goto(`${base()}/admin/compliance`);
    const matrix = page.getByRole('table', { name: 'Compliance matrix' });
    const row = matrix.getByRole('row').filter({ hasText: learner.user.email });
    await row.waitFor();
    // The one required course is the last column.
    return (await row.locator('td').last().innerText()).trim();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany();
    learner = await addSignedInUser(owner.token, { first_name: 'Rhys', last_name: 'Renewal' });
    courseId = await publishedCourse(owner.token, COURSE);
    await enrolOnCourse(owner.token, courseId, [learner.user.id]);
    admin = await signedIn(owner.email, owner.password);
    learnerSession = await signedIn(learner.user.email, learner.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the administrator sets a 12-month validity from the previous expiry with a 30-day window', async () => {
    await editRecertification(async (panel) => {
      await panel.getByRole('radio', { name: 'A number of months' }).check();
      await panel.getByRole('textbox', { name: 'Validity (months)' }).fill('12');
      await panel.getByRole('radio', { name: 'From the previous expiry date' }).check();
      await panel.getByRole('textbox', { name: 'Renewal window (days before expiry)' }).fill('30');
      await shot(admin.page, 'recertification-panel');
    });
    await toast(admin.page, COMPLIANCE_MESSAGES.SETTINGS_SAVED);
  });

  it('the learner completes the course: certified for 12 months, on the certificate too', async () => {
    await completeCourse('Start Course');
    const expiry = addMonths(today, 12);
    await learnerSession.page.goto(`${base()}/courses`);
    await learnerSession.page
      .getByRole('article', { name: COURSE })
      .getByText(`Expires ${shortDay(expiry)}`)
      .waitFor();
    // The certificate worker makes the first cycle's certificate.
    await expect
      .poll(async () => (await getCourseEnrolment(owner.user.company_id, courseId, learner.user.id)).certificate_id, {
        timeout: 30_000,
      })
      .toBeTruthy();
    const enrolment = await getCourseEnrolment(owner.user.company_id, courseId, learner.user.id);
    expect(enrolment).toMatchObject({ cycle: 1, expires_on: expiry });
    firstCertificate = enrolment.certificate_id!;
    expect(await matrixCell()).toBe(`Certified until ${shortDay(expiry)}`);
    await shot(admin.page, 'compliance-certified');
  });

  it('eleven months on, the daily run enrols the learner again and tells them', async () => {
    // Eleven months and some days on: five days into the 30-day window (its opening day moves with the month lengths).
    const elevenMonthsOn = `${shiftDays(addMonths(today, 12), -25)}T09:00:00Z`;
    const ran = await call('POST', `/_local/schedules/renew-certifications?now=${encodeURIComponent(elevenMonthsOn)}`);
    expect(ran.status).toBe(200);
    const expiry = addMonths(today, 12);
    const enrolment = await getCourseEnrolment(owner.user.company_id, courseId, learner.user.id);
    expect(enrolment).toMatchObject({ state: 1, renewal_for: expiry, expires_on: expiry, deadline: expiry });

    const { page } = learnerSession;
    await page.goto(`${base()}/courses`);
    const card = page.getByRole('article', { name: COURSE });
    await card.getByText(`Renew by ${shortDay(expiry)}`).waitFor();
    await shot(page, 'my-courses-renew-by');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText(`Renew your ${COURSE} certificate by`, { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');
    // A rerun the same day enrols nobody again.
    await call('POST', `/_local/schedules/renew-certifications?now=${encodeURIComponent(elevenMonthsOn)}`);
    expect((await getCourseEnrolment(owner.user.company_id, courseId, learner.user.id)).version).toBe(
      enrolment.version,
    );
  });

  it('a fixed expiry date 20 days away, recalculated after the confirmation: the matrix says Expiring', async () => {
    const soon = shiftDays(today, 20);
    await editRecertification(async (panel) => {
      await panel.getByRole('radio', { name: 'A fixed expiry date' }).check();
      const date = panel.getByRole('textbox', { name: 'Expiry date', exact: true });
      await date.fill(typed(soon));
      await date.press('Tab');
    });
    const confirm = admin.page.getByRole('dialog').filter({ hasText: '1 certificate' });
    await shot(admin.page, 'recalculate-confirmation');
    await confirm.getByRole('button', { name: 'Recalculate 1 certificate' }).click();
    await toast(admin.page, COMPLIANCE_MESSAGES.RECALCULATED(1));
    expect(await matrixCell()).toBe('Expiring in 20 days');
    await shot(admin.page, 'compliance-expiring');
  });

  it('back to 12 months from the previous expiry, keeping that date; the learner renews and loses no time', async () => {
    const soon = shiftDays(today, 20);
    await editRecertification(async (panel) => {
      await panel.getByRole('radio', { name: 'A number of months' }).check();
      await panel.getByRole('textbox', { name: 'Validity (months)' }).fill('12');
      await panel.getByRole('radio', { name: 'From the previous expiry date' }).check();
    });
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Keep existing expiry dates' }).click();
    await toast(admin.page, COMPLIANCE_MESSAGES.SETTINGS_SAVED);

    await completeCourse('Start Course');
    const renewed = addMonths(soon, 12);
    expect(await matrixCell()).toBe(`Certified until ${shortDay(renewed)}`);
    await shot(admin.page, 'compliance-renewed');
    await expect
      .poll(async () => (await getCourseEnrolment(owner.user.company_id, courseId, learner.user.id)).certificate_id, {
        timeout: 30_000,
      })
      .toBeTruthy();
    expect(await getCourseEnrolment(owner.user.company_id, courseId, learner.user.id)).toMatchObject({
      cycle: 2,
      expires_on: renewed,
    });
  });

  it("the first cycle's certificate verifies as superseded", async () => {
    const { page } = learnerSession;
    await page.goto(`${base()}/certificates/verify/${firstCertificate}`);
    await page
      .getByRole('status')
      .filter({ hasText: /^Superseded by a newer certificate$/ })
      .waitFor();
    await shot(page, 'verify-superseded');
    expect(errors).toEqual([]);
  });
});
