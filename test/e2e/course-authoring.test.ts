import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { dayOfMonth, pickDay, pickedDay, todayIn } from '../support/date-picker';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addUser } from '../factories/added-users';
import { mp4File, pdfFile, pngFile, type TFile } from '../factories/courses';
import { call } from '../factories/http';
import { addGroup } from '../factories/people';
import { logIn, toast } from '../support/e2e-session';

/**
 * Course authoring as an administrator does it, in Chromium (issue 4): create a course with an external link, a
 * document and a video (the small files the catalogue ships), add a test with one question of each of the four
 * types, publish it, enrol a group and one user with a deadline, and see the counts on the statistics screen; then
 * the course's users screen, its report, an export and Archive course data.
 */
const base = () => inject('apiUrl');
const COURSE = `Ladder Safety ${Date.now().toString(36)}`;

/** Puts a file into an upload field (the dropzone's file input) and waits until it is uploaded and verified. */
async function upload(scope: Locator, file: TFile) {
  await scope.locator('input[type=file]').setInputFiles({ name: file.name, mimeType: file.type, buffer: file.bytes });
  await scope.getByText(file.name, { exact: true }).waitFor({ timeout: 30_000 });
}

/** A day of next month (by the UTC calendar the server keeps deadlines in) as the date picker names it. */
const nextMonthDay = (day = 15) => pickedDay(dayOfMonth(todayIn('UTC'), 1, day));

async function addQuestion(page: Page, fill: (panel: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add Question' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Add Question' });
  await fill(panel);
  await panel.getByRole('button', { name: 'Add Question', exact: true }).click();
  await toast(page, 'Question has been added');
  await panel.waitFor({ state: 'hidden' });
}

describe('course authoring in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let owner: TRegistered;
  let courseId: string;
  let groupName: string;
  const deadline = nextMonthDay();

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })
    ).newPage();
    errors = collectPageErrors(page);
    owner = await registerCompany();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds, equips, publishes and enrols a course, and shows the counts', async () => {
    // The people to enrol: one learner on their own, and a group of two.
    const learner = await addUser(owner.token, { first_name: 'Lena', last_name: 'Solo' });
    const members = [
      await addUser(owner.token, { first_name: 'Gus', last_name: 'Member' }),
      await addUser(owner.token, { first_name: 'Gia', last_name: 'Member' }),
    ];
    groupName = `Riggers ${Date.now().toString(36)}`;
    const groupId = await addGroup(owner.token, groupName);
    expect(
      (
        await call('POST', `/v1/groups/users/add/${groupId}`, {
          token: owner.token,
          body: { assign_users: members.map((member) => member.id) },
        })
      ).status,
    ).toBe(200);

    await logIn(page, owner.email, owner.password);

    // 1. Add a course.
    await page.goto(`${base()}/admin/courses`);
    await page.getByRole('button', { name: 'Add New Course' }).click();
    const form = page.getByRole('form', { name: 'Add a new course' });
    await form.getByRole('textbox', { name: 'Course Name' }).fill(COURSE);
    await form.locator('.ProseMirror').fill('Working safely with ladders and step ladders.');
    await form.getByRole('textbox', { name: 'Minutes' }).fill('45');
    await upload(form, await pngFile('ladders.png'));
    await form.getByRole('button', { name: 'Add Course' }).click();
    await toast(page, 'Course Successfully Added.');
    const listed = await call('GET', `/v1/courses?search=name:${encodeURIComponent(COURSE)}`, { token: owner.token });
    courseId = listed.body.data[0].id;

    // 2. Its material: an external link, a document and a video.
    await page.getByRole('link', { name: `Content of ${COURSE}` }).click();
    await page.waitForURL(`**/admin/courses/${courseId}`);
    await page.getByText('No course materials added.').waitFor();

    await page.getByRole('button', { name: 'Add External Link' }).click();
    let panel = page.getByRole('form', { name: 'Add External Link' });
    await panel.getByRole('textbox', { name: 'Title' }).fill('HSE ladder guidance');
    await panel.getByRole('textbox', { name: 'URL' }).fill('https://www.hse.gov.uk/work-at-height/ladders/');
    await panel.getByRole('button', { name: 'Add External Link' }).click();
    await toast(page, 'External Link Successfully Added.');

    await page.getByRole('button', { name: 'Add Document' }).click();
    panel = page.getByRole('form', { name: 'Add Document' });
    await panel.getByRole('textbox', { name: 'Title' }).fill('Ladder checklist');
    await upload(panel, await pdfFile('Ladder checklist.pdf'));
    await panel.getByRole('button', { name: 'Add Document' }).click();
    await toast(page, 'Document Successfully Added.');

    await page.getByRole('button', { name: 'Add Video' }).click();
    panel = page.getByRole('form', { name: 'Add Video' });
    await panel.getByRole('textbox', { name: 'Title' }).fill('Introduction');
    await upload(panel, await mp4File('Introduction.mp4'));
    await panel.getByRole('button', { name: 'Add Video' }).click();
    await toast(page, 'Video Successfully Added.');

    for (const title of ['HSE ladder guidance', 'Ladder checklist', 'Introduction']) {
      await page.getByRole('button', { name: `Delete ${title}` }).waitFor();
    }

    // 3. Publish it from the course manager.
    await page.getByRole('switch', { name: `Unpublished: ${COURSE}` }).click();
    await toast(page, 'Course Successfully Published.');

    // 4. A test with one question of each type.
    await page.goto(`${base()}/admin/courses`);
    // Test sits in the row's More actions menu.
    await page.getByRole('button', { name: `More actions: ${COURSE}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage Test', exact: true }).click();
    await page.waitForURL(/\/admin\/courses\/test\//);

    await addQuestion(page, async (dialog) => {
      await dialog
        .getByRole('textbox', { name: 'Question', exact: true })
        .fill('Which angle should a leaning ladder be at?');
      await dialog.getByRole('textbox', { name: 'Answer A', exact: true }).fill('75 degrees');
      await dialog.getByRole('textbox', { name: 'Answer B', exact: true }).fill('45 degrees');
      await dialog.getByRole('radio', { name: 'A: 75 degrees' }).check();
    });
    await addQuestion(page, async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Fill in the blank' });
      await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill('Keep three points of ____.');
      await dialog.getByRole('textbox', { name: 'Answer', exact: true }).fill('contact');
    });
    await addQuestion(page, async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Multiple choice' });
      await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill('Which checks come before use?');
      await dialog.getByRole('textbox', { name: 'Answer A', exact: true }).fill('Stiles');
      await dialog.getByRole('textbox', { name: 'Answer B', exact: true }).fill('Feet');
      await dialog.getByRole('textbox', { name: 'Answer C', exact: true }).fill('Paint colour');
      await dialog.getByRole('checkbox', { name: 'A: Stiles' }).check();
      await dialog.getByRole('checkbox', { name: 'B: Feet' }).check();
    });
    await addQuestion(page, async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Association' });
      await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill('Match the ladder to its use.');
      await dialog.getByRole('textbox', { name: 'Label A', exact: true }).fill('Step ladder');
      await dialog.getByRole('textbox', { name: 'Association of label A', exact: true }).fill('Short tasks');
      await dialog.getByRole('textbox', { name: 'Label B', exact: true }).fill('Extension ladder');
      await dialog.getByRole('textbox', { name: 'Association of label B', exact: true }).fill('Access to a height');
    });
    const questions = await call('GET', `/v1/quiz/questions/${courseId}?view=admin&limit=50`, { token: owner.token });
    const types = (questions.body.data as { question_type: number }[]).map((question) => question.question_type);
    expect(types.sort()).toEqual([1, 2, 3, 4]);

    // 5. Enrol the group and the learner with a deadline.
    await page.goto(`${base()}/admin/courses`);
    await page.getByRole('button', { name: `Enrol on ${COURSE}` }).click();
    const enrol = page.getByRole('dialog', { name: new RegExp(`Enrol Users / Groups: ${COURSE}`) });
    await enrol.getByRole('checkbox', { name: 'Select Lena Solo' }).check();
    await enrol.getByRole('button', { name: 'Next' }).click();
    await enrol.getByRole('checkbox', { name: `Select ${groupName}` }).check();
    await enrol.getByRole('button', { name: 'Next' }).click();
    await pickDay(enrol, deadline);
    await enrol.getByRole('button', { name: 'Enrol 1 user and 1 group' }).click();
    await toast(page, `You have enrolled 1 user(s) and 1 group(s) on to ${COURSE}`);

    const enrolled = await call('GET', `/v1/course/enrolled-users/${courseId}?limit=50`, { token: owner.token });
    const byId = new Map((enrolled.body.data as { id: string; deadline: string }[]).map((row) => [row.id, row]));
    expect(byId.get(learner.id)?.deadline).toBe(deadline.iso);
    for (const member of members) expect(byId.get(member.id)?.deadline).toBe(deadline.iso);

    // 6. The statistics screen counts them.
    await page.goto(`${base()}/admin/courses/statistics`);
    await page.getByRole('textbox', { name: 'Search Courses' }).fill(COURSE);
    const row = page.getByRole('row', { name: new RegExp(COURSE) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const cells = await row.getByRole('cell').allInnerTexts();
    // Course, Users, Groups, Total Users, In Progress, Completed, Not Started, Completion Progress.
    expect(cells.slice(1, 7).map((text) => text.trim())).toEqual(['1', '1', '3', '0', '0', '3']);
    expect(cells[7]).toContain('0%');

    expect(errors).toEqual([]);
  });

  it("manages the course's users, reports on them, exports and archives the course data", async () => {
    // The course users screen: three users, the group's locked to the group.
    await page.goto(`${base()}/admin/courses/${courseId}/users`);
    const users = page.getByRole('table', { name: `Users enrolled on ${COURSE}` });
    await users.getByText('Lena Solo').waitFor();
    await expect.poll(() => users.getByRole('row').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Remove Gus Member from the course' }).isDisabled()).toBe(true);

    // Update Lena's deadline to the 20th of next month.
    const later = nextMonthDay(20);
    await page.getByRole('button', { name: 'Update deadline of Lena Solo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Deadline' });
    await pickDay(dialog, later);
    await dialog.getByRole('button', { name: 'Set Deadline' }).click();
    await toast(page, 'Deadline Successfully Set.');
    await users.getByText(later.shown).waitFor();

    // Export the list as Excel: a download of an .xlsx.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel: enrolled users' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-users-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // The report lists the same users with the spec's columns.
    await page.goto(`${base()}/admin/courses-report/${courseId}`);
    const report = page.getByRole('table', { name: `Course report of ${COURSE}` });
    await report.getByText('Lena').waitFor();
    expect(await report.getByText('T.B.C').count()).toBe(3);

    // Archive course data from the library (nobody has started, so nothing is archived, and the call says so).
    await page.goto(`${base()}/admin/courses`);
    await page.getByRole('button', { name: `More actions: ${COURSE}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Archive Course Data', exact: true }).click();
    await page.getByText('Are you sure you wish to archive course data for all users?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Course Archived Successfully.');

    // Show Course Details from the library.
    await page.getByRole('button', { name: `Show course details of ${COURSE}` }).click();
    const details = page.getByRole('dialog', { name: 'Show Course Details' });
    await details.getByRole('heading', { name: COURSE }).waitFor();
    await details.getByText('Ladder checklist').waitFor();

    expect(errors).toEqual([]);
  });
});
