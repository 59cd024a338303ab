import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@skillway/shared';
import { registerCompany } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { publishedCourse } from '../factories/courses';
import { addGroup, addGroupMembers } from '../factories/people';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';

/**
 * Playlists as an administrator and a learner use them, in Chromium: the administrator creates a playlist with an
 * icon, adds two published courses, puts them on two levels in the organiser and enrols a group; a member of the
 * group signs in, finds the playlist on My Playlists with its courses by level, and the courses in My Courses.
 */
const base = () => inject('apiUrl');

/** Moves a course card on the organiser with its 'Move to' menu (the keyboard- and touch-friendly way). */
async function moveTo(page: Page, course: string, level: string) {
  await page.getByRole('button', { name: `Move ${course} to another level` }).click();
  await page.getByRole('menuitem', { name: level }).click();
  await expect.poll(() => page.getByRole('region', { name: level }).getByText(course).count()).toBe(1);
}

describe('playlists in the browser', () => {
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

  it('an administrator builds and enrols a playlist; a group member finds it and its courses', async () => {
    const owner = await registerCompany();
    await publishedCourse(owner.token, 'Fire Safety Basics');
    await publishedCourse(owner.token, 'Safe Lifting');
    const member = await addSignedInUser(owner.token, { first_name: 'Gwen', last_name: 'Member' });
    const groupName = `Night Shift ${Date.now()}`;
    const groupId = await addGroup(owner.token, groupName);
    await addGroupMembers(owner.token, groupId, [member.user.id]);

    // 1. Create the playlist with an icon.
    await logIn(page, owner.email, owner.password);
    await page.goto(`${base()}/admin/playlists`);
    await page.getByRole('button', { name: 'Add New Playlist' }).click();
    await page.getByRole('textbox', { name: 'Playlist Name' }).fill('Warehouse Induction');
    await page.getByRole('textbox', { name: 'Search icons' }).fill('rock');
    await page.getByRole('radio', { name: 'Rocket' }).click();
    await page.getByRole('button', { name: 'Create Playlist', exact: true }).click();
    await page.getByText(MSG.PLAYLIST_ADDED).first().waitFor();
    const row = page.getByRole('row', { name: /Warehouse Induction/ });
    await row.waitFor();

    // 2. Add the two courses.
    await page.getByRole('button', { name: 'Add or remove courses of Warehouse Induction' }).click();
    const unassigned = page.getByRole('table', { name: 'Courses Unassigned' });
    await unassigned.getByLabel('Select Fire Safety Basics').check();
    await unassigned.getByLabel('Select Safe Lifting').check();
    await page.getByRole('button', { name: 'Save Courses' }).click();
    await page.getByText(MSG.PLAYLIST_COURSES_SAVED).first().waitFor();
    await expect.poll(() => row.textContent()).toContain('2 courses');

    // 3. Organise them onto two levels.
    await page.getByRole('link', { name: 'Organise the modules of Warehouse Induction' }).click();
    await page.waitForURL(/\/admin\/playlists\/organise\//);
    await page.getByRole('region', { name: 'Unassigned Modules' }).getByText('Safe Lifting').waitFor();
    await page.getByRole('button', { name: 'Add Level' }).click();
    await moveTo(page, 'Fire Safety Basics', 'Level 1');
    await moveTo(page, 'Safe Lifting', 'Level 2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/playlists');
    await page.getByText(MSG.PLAYLIST_ORGANISED).first().waitFor();
    await expect.poll(() => page.getByRole('row', { name: /Warehouse Induction/ }).textContent()).toContain('2 levels');

    // 4. Enrol the group (step 2 of the stepper).
    await page.getByRole('button', { name: 'Enrol users and groups on Warehouse Induction' }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page
      .getByRole('table', { name: 'Groups not enrolled on this playlist' })
      .getByLabel(`Select ${groupName}`)
      .check();
    // The button names what it will do: the group and its one member.
    await page.getByRole('button', { name: 'Enrol 1 group (1 person)' }).click();
    await page.getByText(`You have enrolled 0 user(s) and 1 group(s) on to Warehouse Induction`).first().waitFor();
    await expect.poll(() => page.getByRole('row', { name: /Warehouse Induction/ }).textContent()).toContain('1 user');

    // 5. The member finds the playlist, its levels, and its courses in My Courses.
    // On a phone, as learners often are.
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const learnerErrors = collectPageErrors(page);
    await logIn(page, member.user.email, member.password);
    await page.goto(`${base()}/playlists`);
    const card = page.getByRole('article', { name: 'Warehouse Induction' });
    await card.waitFor();
    expect(await card.textContent()).toContain('2 courses');
    await card.getByRole('link', { name: 'View Playlist' }).click();
    await page.waitForURL(/\/playlist\/details\//);
    const level1 = page.getByRole('region', { name: 'Level 1' });
    const level2 = page.getByRole('region', { name: 'Level 2' });
    await level1.getByRole('article', { name: 'Fire Safety Basics' }).waitFor();
    await level2.getByRole('article', { name: 'Safe Lifting' }).waitFor();
    expect(await level1.getByRole('link', { name: 'Start Course' }).count()).toBe(1);

    await page.goto(`${base()}/courses`);
    await page.getByText('Fire Safety Basics').first().waitFor();
    await page.getByText('Safe Lifting').first().waitFor();

    expect(errors).toEqual([]);
    expect(learnerErrors).toEqual([]);
  });
});
