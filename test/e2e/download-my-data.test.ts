import { readFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PERSONAL_DATA_EXPORT_MSG } from '@skillway/shared';
import { registerCompany, waitForMail, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { publishedCourse } from '../factories/courses';
import { call } from '../factories/http';
import { AXE_PATH, AXE_SCRIPT, axeFailures } from '../support/axe-page';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn, toast } from '../support/e2e-session';

/**
 * Download my data in Chromium (issue 31): a learner asks for their data from My Profile, the section shows the
 * export while the worker builds it, the bell's notification leads to the exports page and Download saves the zip
 * (data.json with their profile and course, summary.pdf); the emailed link opens the export's page, which downloads it
 * too. axe finds nothing serious on either screen. SCREENSHOT_DIR=<folder> also saves a screenshot of each step.
 */
const base = () => inject('apiUrl');
const COURSE = `Manual Handling ${Date.now().toString(36)}`;

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The zip a Download button saves, read. */
async function savedZip(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; files: Record<string, Uint8Array> }> {
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await click();
  const saved = await download;
  const path = await saved.path();
  return { name: saved.suggestedFilename(), files: unzipSync(new Uint8Array(await readFile(path))) };
}

describe('Download my data in the browser', { timeout: 240_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let learner: Awaited<ReturnType<typeof addSignedInUser>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany();
    learner = await addSignedInUser(owner.token, { first_name: 'Dara', last_name: 'Datacopy' });
    const courseId = await publishedCourse(owner.token, COURSE);
    const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: owner.token,
      body: { assign_users: [learner.user.id] },
    });
    expect(enrolled.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Profile › Download my data → the notification → the zip, and the emailed link', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(60_000);
    await context.route(`${base()}${AXE_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, learner.user.email, learner.password);

    await page.goto(`${base()}/profile/profile`);
    await page.getByRole('heading', { level: 2, name: 'Download my data', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Download my data', exact: true }).click();
    await toast(page, PERSONAL_DATA_EXPORT_MSG.REQUESTED);
    // The section lists the export: Preparing while the worker builds it, then Download.
    await page.getByRole('button', { name: 'Download', exact: true }).waitFor();
    await page.addScriptTag({ url: AXE_PATH });
    expect(await axeFailures(page)).toEqual([]);
    await shot(page, 'download-my-data-1-profile');

    // The bell tells the learner it is ready and leads to their exports.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('button', { name: /^Unread: ?Your data export is ready to download/ }).click();
    await page.waitForURL(`${base()}/privacy/exports`);
    await page.getByRole('heading', { level: 1, name: 'Data Exports', exact: true }).waitFor();
    await shot(page, 'download-my-data-2-exports');

    const zip = await savedZip(page, () => page.getByRole('button', { name: 'Download', exact: true }).first().click());
    expect(zip.name).toMatch(/^personal-data-Dara-Datacopy-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['data.json', 'summary.pdf']));
    const data = JSON.parse(strFromU8(zip.files['data.json']!));
    expect(data.profile).toMatchObject({ first_name: 'Dara', last_name: 'Datacopy', email: learner.user.email });
    expect(data.enrolments.map((item: { name: string }) => item.name)).toEqual([COURSE]);

    expect(errors).toEqual([]);
    await context.close();

    // The email's link needs sign-in: opened signed out it asks for it, then shows the export's own page, which
    // downloads the same zip.
    const mail = await waitForMail(
      learner.user.email,
      (message) => message.subject === 'Your Skillway data export is ready',
    );
    const link = /https?:\/\/\S+\/privacy\/exports\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname;
    const fresh = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    fresh.setDefaultTimeout(60_000);
    await fresh.route(`${base()}${AXE_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT }));
    const page2 = await fresh.newPage();
    const errors2 = collectPageErrors(page2);
    await page2.goto(`${base()}${path}`);
    await page2.waitForURL((url) => url.pathname === '/login');
    await page2.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.user.email);
    await page2.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
    await page2.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await page2.waitForURL(`${base()}${path}`);
    await page2.getByRole('heading', { level: 1, name: 'Data Export', exact: true }).waitFor();
    await page2.getByText('Your personal data', { exact: true }).waitFor();
    await page2.addScriptTag({ url: AXE_PATH });
    expect(await axeFailures(page2)).toEqual([]);
    await shot(page2, 'download-my-data-3-export-page');
    const again = await savedZip(page2, () => page2.getByRole('button', { name: 'Download', exact: true }).click());
    expect(again.name).toBe(zip.name);

    expect(errors2).toEqual([]);
    await fresh.close();
  });

  it("an administrator exports a user's data from the user's page and downloads it there", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(60_000);
    await context.route(`${base()}${AXE_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, owner.email, owner.password);

    await page.goto(`${base()}/admin/user-course-report/${learner.user.id}`);
    await page.getByRole('tab', { name: 'Personal Data', exact: true }).click();
    await page.getByRole('button', { name: 'Export personal data', exact: true }).click();
    await toast(page, PERSONAL_DATA_EXPORT_MSG.REQUESTED_FOR_USER);
    const download = page.getByRole('button', { name: 'Download', exact: true });
    await download.waitFor();
    await page.addScriptTag({ url: AXE_PATH });
    expect(await axeFailures(page)).toEqual([]);
    await shot(page, 'download-my-data-4-user-page');
    const zip = await savedZip(page, () => download.click());
    expect(JSON.parse(strFromU8(zip.files['data.json']!)).profile.user_id).toBe(learner.user.id);

    const mail = await waitForMail(owner.email, (message) => message.subject === 'Data export ready: Dara Datacopy');
    expect(mail.text).toMatch(/\/privacy\/exports\/[A-Za-z0-9_-]+/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
