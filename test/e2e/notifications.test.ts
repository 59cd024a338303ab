import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NOTIFICATION_MESSAGES } from '@skillway/shared';
import { addDays, pickDay, pickedDay, todayIn } from '../support/date-picker';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { eventually, registerCompany, waitForMail, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { publishedCourse } from '../factories/courses';
import { call } from '../factories/http';
import { logIn, toast } from '../support/e2e-session';

/**
 * Deadline reminders in Chromium (issue 11): the administrator sets the deadline reminder to N days on Notification
 * Settings and enrols a learner on a course with a deadline N days from today; the daily reminders run now (the
 * local schedule control); the learner sees the bell's badge, opens the drawer, follows the reminder to the course
 * (which marks it read), and the reminder email is in the outbox. A second run sends nothing more.
 * SCREENSHOT_DIR=<folder> also saves a screenshot of each screen.
 */
const base = () => inject('apiUrl');
const DAYS = 3;
const COURSE = `Ladder Safety ${Date.now().toString(36)}`;
const ZONE = 'Europe/London';

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

describe('deadline reminders in the browser', { timeout: 240_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let learner: Awaited<ReturnType<typeof addSignedInUser>>;
  let courseId: string;
  const errors: string[] = [];
  // The reminders count Europe/London days: the deadline is DAYS London days from today.
  const deadline = pickedDay(addDays(todayIn(ZONE), DAYS));
  const reminderTitle = `${COURSE} is due in ${DAYS} days`;

  async function signedIn(
    email: string,
    password: string,
    viewport = { width: 1366, height: 900 },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, timezoneId: ZONE });
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await logIn(page, email, password);
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany();
    learner = await addSignedInUser(owner.token, { first_name: 'Dana', last_name: 'Deadline' });
    courseId = await publishedCourse(owner.token, COURSE);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it(`the administrator sets the deadline reminder to ${DAYS} days and enrols a learner due in ${DAYS} days`, async () => {
    const { context, page } = await signedIn(owner.email, owner.password);

    // Notification Settings is live in the navigation; nothing is saved yet, so the server's defaults show.
    await page.goto(`${base()}/admin`);
    await page.getByRole('link', { name: 'Notification Settings' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/notification');
    const form = page.getByRole('form', { name: 'Notification settings' });
    await form.getByText('Defaults (nothing saved yet)').waitFor({ timeout: 20_000 });
    const reminder = form.getByRole('textbox', { name: /^Deadline reminder/ });

    // A day count out of bounds: the server's message under the field and the spec's failure toast.
    await reminder.fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, NOTIFICATION_MESSAGES.SAVE_FAILED);
    expect(await reminder.getAttribute('aria-invalid')).toBe('true');

    await reminder.fill(String(DAYS));
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, NOTIFICATION_MESSAGES.SETTINGS_UPDATED);
    await form.getByText('Company settings').waitFor();
    await shot(page, 'notification-settings');
    await page.getByRole('button', { name: 'Save content' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Preview' }).getByText('Hi Alex,').waitFor();
    await shot(page, 'notification-content');
    const saved = await call('GET', '/v1/get-notification-settings', { token: owner.token });
    expect(saved.body.data).toMatchObject({ deadline_before: DAYS, get_by: 2, shown_up: 3, source: 'company' });

    // The course's own Edit Notification panel starts from the company's settings just saved.
    await page.goto(`${base()}/admin/courses`);
    await page.getByRole('button', { name: `More actions: ${COURSE}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Notification', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Edit Notification' });
    await panel.getByText('Company settings').waitFor({ timeout: 20_000 });
    expect(await panel.getByRole('textbox', { name: /^Deadline reminder/ }).inputValue()).toBe(String(DAYS));
    await shot(page, 'course-notification-panel');
    await panel.getByRole('button', { name: 'Close Edit Notification' }).click();

    // Enrol the learner from the course library with the deadline DAYS days from today.
    await page.getByRole('button', { name: `Enrol on ${COURSE}` }).click();
    const enrol = page.getByRole('dialog', { name: new RegExp(`Enrol Users / Groups: ${COURSE}`) });
    await enrol.getByRole('checkbox', { name: 'Select Dana Deadline' }).check();
    await enrol.getByRole('button', { name: 'Next' }).click();
    await enrol.getByRole('button', { name: 'Next' }).click();
    await pickDay(enrol, deadline);
    await enrol.getByRole('button', { name: 'Enrol 1 user' }).click();
    await toast(page, 'You have enrolled 1 user(s)');
    const enrolled = await call('GET', `/v1/course/enrolled-users/${courseId}?limit=50`, { token: owner.token });
    expect((enrolled.body.data as { id: string; deadline: string }[]).map((row) => [row.id, row.deadline])).toEqual([
      [learner.user.id, deadline.iso],
    ]);
    await context.close();
  });

  it('runs the daily reminders; the learner follows the bell to the course and has the email', async () => {
    // The enrolment's own notification (course assigned) arrives through the event bus first.
    await eventually(async () => {
      const listed = await call('GET', '/v1/get-notifications?limit=50', { token: learner.token });
      const titles = (listed.body.data as { title: string }[]).map((note) => note.title);
      return titles.includes(`You have been assigned the course ${COURSE}`) ? true : undefined;
    }, 30_000);

    const ran = await call('POST', '/_local/schedules/send-reminders');
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);

    const mail = await waitForMail(learner.user.email, (message) => message.subject === reminderTitle, 30_000);
    expect(mail.text).toContain(COURSE);
    // The email's link leads where the bell does: the learner's course details.
    expect(mail.text).toContain(`/courses/details/${courseId}`);

    const { context, page } = await signedIn(learner.user.email, learner.password);
    // Enrolling also told the learner of the course: the reminder is one of the unread.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 20_000 });
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
    expect(before).toBeGreaterThanOrEqual(1);
    await bell.click();

    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const list = drawer.getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('button', { name: new RegExp(`^Unread: ?${reminderTitle}`) });
    await item.waitFor({ timeout: 20_000 });
    // Newest first, as the API lists them.
    const shown = await list.getByRole('listitem').count();
    const listed = await call('GET', '/v1/get-notifications?limit=50', { token: learner.token });
    // To the second: a scheduled reminder is ordered by the second its run fired, so it may share one with the
    // enrolment's notification and sort by milliseconds either way within it.
    const times = (listed.body.data as { created_at: string }[]).map((note) => note.created_at.slice(0, 19));
    expect(times).toHaveLength(shown);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(500);
    await shot(page, 'notification-drawer');

    await item.click();
    await page.waitForURL((url) => url.pathname === `/courses/details/${courseId}`);
    await page.getByRole('heading', { name: COURSE }).first().waitFor({ timeout: 20_000 });
    const after = before - 1;
    await page
      .getByRole('button', { name: after > 0 ? `Notifications, ${after} unread` : 'Notifications' })
      .waitFor({ timeout: 20_000 });
    await shot(page, 'notification-followed');

    // On a phone the drawer takes the whole width.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await list.getByRole('button', { name: new RegExp(`^${reminderTitle}`) }).waitFor();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(390);
    await shot(page, 'notification-drawer-phone');
    await context.close();

    // A second run the same day sends nothing twice.
    const again = await call('POST', '/_local/schedules/send-reminders');
    expect(again.status).toBe(200);
    const relisted = await call('GET', '/v1/get-notifications?limit=50', { token: learner.token });
    const reminders = (relisted.body.data as { title: string }[]).filter((note) => note.title === reminderTitle);
    expect(reminders).toHaveLength(1);

    expect(errors).toEqual([]);
  });
});
