import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG, ROLE } from '@skillway/shared';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { addDays, pickDay, pickedDay, todayIn } from '../support/date-picker';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser, addUser, setManagerTeam, type TAddedUser } from '../factories/added-users';
import { createCourse, publishedCourse } from '../factories/courses';
import { call } from '../factories/http';
import { createPlaylist } from '../factories/playlists';

/**
 * My Team's course and playlist assignment in Chromium: a manager assigns a published course to one team member
 * through the card menu's Assign to Courses panel, then a second course to the whole team with the Assign Courses
 * stepper and a deadline this week (which brings Nudge to the cards: one nudge goes, a second the same day is
 * refused), then a playlist to one member through Assign to Playlists; the enrolments (the playlist's course too) are
 * then on the administrator's enrolled-users lists.
 */
const base = () => inject('apiUrl');

async function enrolledIds(owner: TRegistered, courseId: string): Promise<string[]> {
  return (await enrolledRows(owner, courseId)).map((row) => row.id).sort();
}

async function enrolledRows(owner: TRegistered, courseId: string): Promise<{ id: string; deadline: string | null }[]> {
  const listed = await call('GET', `/v1/course/enrolled-users/${courseId}?limit=50`, { token: owner.token });
  return listed.body.data as { id: string; deadline: string | null }[];
}

describe('My Team course and playlist assignment in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('assigns a published course to one member from the card menu, a course with a deadline to the team (then Nudge), then a playlist to one member', async () => {
    const owner = await registerCompany();
    const manager = await addSignedInUser(owner.token, {
      role_id: ROLE.MANAGER,
      first_name: 'Mona',
      last_name: 'Ager',
    });
    const members: TAddedUser[] = [
      await addUser(owner.token, { first_name: 'Tina', last_name: 'Member' }),
      await addUser(owner.token, { first_name: 'Tom', last_name: 'Jones' }),
    ];
    await setManagerTeam(
      owner.token,
      manager.user,
      members.map((member) => member.id),
    );
    const fireSafety = await publishedCourse(owner.token, 'Fire Safety');
    const firstAid = await publishedCourse(owner.token, 'First Aid');
    await createCourse(owner.token, { name: 'Draft Course' });
    const manualHandling = await publishedCourse(owner.token, 'Manual Handling');
    await createPlaylist(owner.token, 'Warehouse Induction', [manualHandling]);

    await page.goto(`${base()}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(manager.user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(manager.password);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${base()}/my-team`);
    await expect.poll(() => page.locator('article').count()).toBe(2);

    // 1. One member, through the card menu.
    await page.getByRole('button', { name: 'Actions for Tina Member' }).click();
    await page.getByRole('menuitem', { name: 'Assign to Courses' }).click();
    const panel = page.getByRole('dialog', { name: 'Assign Courses' });
    const unassigned = panel.getByRole('table', { name: 'Courses Unassigned' });
    await unassigned.getByRole('checkbox', { name: 'Select Fire Safety' }).check();
    // A draft is listed but cannot be ticked.
    await expect.poll(() => unassigned.getByRole('checkbox', { name: /Select Draft Course/ }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Save Courses' }).click();
    await expect.poll(() => page.getByText(MSG.TEAM_COURSES_ENROLLED).isVisible()).toBe(true);
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await enrolledIds(owner, fireSafety)).toEqual([members[0]!.id]);
    // The cards refresh: Tina now has one course.
    await expect
      .poll(() => page.getByRole('article', { name: 'Tina Member' }).innerText())
      .toContain('Total Courses: 1');

    // 2. The team, through the stepper.
    await page.getByRole('button', { name: 'Assign Courses', exact: true }).click();
    const stepper = page.getByRole('dialog', { name: 'Assign Courses' });
    await stepper.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await stepper.getByRole('button', { name: 'Next', exact: true }).click();
    await stepper.getByRole('textbox', { name: 'Filter Course By Name' }).fill('aid');
    await stepper.getByRole('checkbox', { name: 'Select First Aid' }).check();
    await stepper.getByRole('button', { name: 'Next', exact: true }).click();
    // Step 3: a deadline three days ahead on the reminders' (London) calendar: due this week.
    const deadline = pickedDay(addDays(todayIn('Europe/London'), 3));
    await pickDay(stepper, deadline);
    await stepper.getByRole('button', { name: 'Save Courses' }).click();
    await expect.poll(() => stepper.isVisible()).toBe(false);
    expect(await enrolledRows(owner, firstAid)).toEqual(
      expect.arrayContaining(
        members.map((member) => expect.objectContaining({ id: member.id, deadline: deadline.iso })),
      ),
    );

    // The cards refresh with the course due this week: one click nudges Tina; a second the same day is refused.
    const tina = page.getByRole('article', { name: 'Tina Member' });
    await expect.poll(() => tina.innerText()).toContain('Due This Week: 1');
    await tina.getByRole('button', { name: 'Nudge: Tina Member', exact: true }).click();
    await expect.poll(() => page.getByText('Nudge sent to Tina Member.').isVisible()).toBe(true);
    await tina.getByRole('button', { name: 'Nudge: Tina Member', exact: true }).click();
    await expect.poll(() => page.getByText(MSG.TEAM_NUDGE_TOO_SOON).isVisible()).toBe(true);

    // 3. A playlist for one member, through the card menu: its course follows.
    await page.getByRole('button', { name: 'Actions for Tom Jones' }).click();
    await page.getByRole('menuitem', { name: 'Assign to Playlists' }).click();
    const playlists = page.getByRole('dialog', { name: 'Assign Playlists' });
    await playlists
      .getByRole('table', { name: 'Playlist Unassigned' })
      .getByRole('checkbox', { name: 'Select Warehouse Induction' })
      .check();
    await playlists.getByRole('button', { name: 'Save Playlists' }).click();
    await expect.poll(() => page.getByText(MSG.PLAYLISTS_ENROLLED).isVisible()).toBe(true);
    await expect.poll(() => playlists.isVisible()).toBe(false);
    expect(await enrolledIds(owner, manualHandling)).toEqual([members[1]!.id]);
    // Tom's card refreshes: First Aid and the playlist's Manual Handling.
    await expect.poll(() => page.getByRole('article', { name: 'Tom Jones' }).innerText()).toContain('Total Courses: 2');

    expect(errors).toEqual([]);
  });
});
