import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { mp4File, pdfFile, uploadFile } from '../factories/courses';
import { call } from '../factories/http';
import { createTestCourse, enrolOnCourse, type TTestCourse } from '../factories/test-taking';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { expectFocusOn, expectFocusShown, tabTo, waitUntilSettled } from '../support/keyboard';

/**
 * WCAG 2.1.1 / 2.4.7 / 2.4.11 / 2.4.3: a learner completes a course with the keyboard alone (page.keyboard only:
 * Tab, Shift+Tab, Enter, Space, arrows, Escape; no clicks, no element.focus()). Signs in, opens My Courses and the
 * course, plays the 10-second video and skips to its end on the player's seek bar, opens the document and the link,
 * takes the test (single choice, fill in the blank, multiple choice and association), signs the agreement and opens
 * the certificate. Every focus stop has a visible ring and is not under the fixed header; panels and dialogs give the
 * focus back to the control that opened them.
 */
const base = () => inject('apiUrl');
const STATEMENT = '<p>I confirm that I have read and understood the <strong>Manual Handling Policy</strong>.</p>';
const COURSE = 'Manual Handling Basics';

async function addFile(token: string, courseId: string, type: 'video' | 'document', title: string) {
  const file = type === 'video' ? await mp4File() : await pdfFile();
  const s3_url = await uploadFile(token, type === 'video' ? 'course-video' : 'course-document', file);
  const added = await call('POST', '/v1/course/add/training-material', {
    token,
    body: { course: courseId, title, description: `${title} description`, type, s3_url },
  });
  expect(added.status).toBe(201);
}

/** SCREENSHOT_DIR=<folder> saves what a keyboard user sees at a few steps (the focus rings). */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `keyboard-${name}.png`), animations: 'disabled' });
}

/** Tabs to `target` and presses `key` on it, checking the focus there first. */
async function press(page: Page, target: Locator, key: 'Enter' | 'Space', step: string) {
  await tabTo(page, target);
  await expectFocusShown(page, step);
  await page.keyboard.press(key);
}

/** Picks `answer` in an open-able Mantine Select by the keyboard: arrows through its options, Enter on the match. */
async function chooseWithArrows(page: Page, select: Locator, answer: string) {
  await tabTo(page, select);
  await expectFocusShown(page, `association select for ${answer}`);
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('[data-combobox-selected]');
    if ((await selected.count()) === 1 && (await selected.textContent())?.trim() === answer) {
      await page.keyboard.press('Enter');
      await expect.poll(() => select.inputValue()).toBe(answer);
      return;
    }
  }
  throw new Error(`option ${answer} not reached with the arrow keys`);
}

describe('a course completed with the keyboard alone', { timeout: 180_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let course: TTestCourse;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany({ company_name: 'Keyboard Works Ltd' });
    course = await createTestCourse(owner.token, { pass_mark: 100, agree_statement: STATEMENT }, COURSE);
    await addFile(owner.token, course.courseId, 'video', 'Lifting video');
    await addFile(owner.token, course.courseId, 'document', 'Lifting handout');
    expect((await call('POST', `/v1/course/publish/${course.courseId}`, { token: owner.token })).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in, plays the video, opens the material, passes the test, signs and opens the certificate', async () => {
    const learner = await addSignedInUser(owner.token, { first_name: 'Kim', last_name: 'Keys' });
    await enrolOnCourse(owner.token, course.courseId, [learner.user.id]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    context.setDefaultTimeout(30_000);
    // The course's external link opens in a new tab: keep the machine offline.
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Sign in.
    await page.goto(`${base()}/login`);
    await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }));
    await page.keyboard.type(learner.user.email);
    await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type(learner.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // My Courses from the navigation, then the course's card.
    await press(page, page.getByRole('navigation').getByRole('link', { name: 'My Courses' }), 'Enter', 'My Courses');
    await page.waitForURL('**/courses');
    const card = page.getByRole('article', { name: COURSE });
    await press(page, card.getByRole('link', { name: 'Start Course' }), 'Enter', 'Start Course');
    await page.waitForURL(`**/courses/player/${course.courseId}`);
    await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();

    // The video: Enter on the still frame's play button starts it; the focus moves to the player's controls.
    await press(page, page.getByRole('button', { name: 'Play Video: Lifting video' }), 'Enter', 'Play Video');
    const playerControls = page.getByRole('region', { name: 'Video' });
    await expectFocusOn(playerControls.getByRole('button', { name: 'Pause' }), 'the player took the focus');
    await expectFocusShown(page, 'the player took the focus');
    await shot(page, 'player-controls');
    // Space on the play/pause control pauses and plays again.
    await page.keyboard.press('Space');
    await playerControls.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await page.keyboard.press('Space');
    await playerControls.getByRole('button', { name: 'Pause' }).waitFor();
    // The volume slider is a Tab stop after Mute; it opens while it has the focus (video.js opens it on hover
    // only, and left it 1 px wide and transparent, focused yet unseen).
    const volume = playerControls.getByRole('slider', { name: 'Volume Level' });
    for (let press = 0; press < 6 && (await volume.and(page.locator(':focus')).count()) === 0; press += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await volume.and(page.locator(':focus')).count()).toBe(1);
    expect((await playerControls.locator('.vjs-volume-control').boundingBox())?.width).toBeGreaterThan(24);
    await expectFocusShown(page, 'volume slider');
    // End on the seek bar skips to the end: the video ends and counts as watched.
    await tabTo(page, playerControls.getByRole('slider', { name: 'Progress Bar' }));
    await expectFocusShown(page, 'seek bar');
    await shot(page, 'seek-bar');
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Watch Again: Lifting video' }).waitFor();

    // The document and the link open in new tabs; the focus stays on the link that opened each.
    for (const name of ['Open: Lifting handout', 'Open Link: HSE']) {
      const link = page.getByRole('link', { name });
      await tabTo(page, link);
      await expectFocusShown(page, name);
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await popup.close();
      await expectFocusOn(link, `${name} after its tab closed`);
    }
    const testArea = page.getByRole('region', { name: 'Test' });
    await testArea.getByText("When you're ready, take the test").waitFor();

    // The Test panel: Escape closes it and the focus returns to Start Test.
    const startTest = testArea.getByRole('button', { name: 'Start Test' });
    await press(page, startTest, 'Enter', 'Start Test');
    const panel = page.getByRole('dialog', { name: 'Test' });
    await panel.getByRole('radio').first().waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expectFocusOn(startTest, 'the Test panel closed');
    await page.keyboard.press('Enter');
    await waitUntilSettled(panel);

    // Single choice: the arrows move through the radios and check the one they land on; Enter goes on.
    await tabTo(page, panel.getByRole('radio').first());
    await expectFocusShown(page, 'first radio');
    for (let step = 0; step < 4 && !(await panel.getByRole('radio', { name: 'B. CO2' }).isChecked()); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await panel.getByRole('radio', { name: 'B. CO2' }).isChecked()).toBe(true);
    await press(page, panel.getByRole('button', { name: 'Next' }), 'Enter', 'Next after single choice');

    // Fill in the blank: type and press Enter in the box.
    const blank = panel.getByRole('textbox', { name: /Fire needs heat/ });
    await tabTo(page, blank, { back: true });
    await page.keyboard.type('Oxygen');
    await page.keyboard.press('Enter');

    // Multiple choice: Space on two checkboxes.
    await press(page, panel.getByRole('checkbox', { name: 'A. Class A' }), 'Space', 'checkbox A');
    await press(page, panel.getByRole('checkbox', { name: 'C. Class B' }), 'Space', 'checkbox C');
    expect(await panel.getByRole('checkbox', { name: 'C. Class B' }).isChecked()).toBe(true);
    await press(page, panel.getByRole('button', { name: 'Next' }), 'Enter', 'Next after multiple choice');

    // Association: each item's match chosen with the arrows and Enter.
    for (const [label, answer] of [
      ['A. Red', 'Stop'],
      ['B. Green', 'Safe'],
      ['C. Blue', 'Must do'],
    ] as const) {
      await chooseWithArrows(page, panel.getByLabel(label, { exact: true }), answer);
    }
    await shot(page, 'association');
    await press(page, panel.getByRole('button', { name: 'Finish' }), 'Enter', 'Finish');

    // The agreement: the name box has the focus; Tab to Agree and press it.
    const agreement = page.getByRole('dialog', { name: 'Agreement Statement' });
    const signature = agreement.getByRole('textbox', { name: 'Your full name' });
    await expectFocusOn(signature, 'the agreement opened');
    await waitUntilSettled(agreement);
    await page.keyboard.type('Kim Keys');
    await press(page, agreement.getByRole('button', { name: 'Agree', exact: true }), 'Enter', 'Agree');
    await agreement.waitFor({ state: 'hidden' });
    // The panel shows the result, its heading focused; the certificate downloads from there under its own name.
    await expectFocusOn(panel.getByRole('heading', { name: 'Your Result' }), 'the test was submitted');
    await panel.getByText('Test passed', { exact: true }).waitFor();
    await shot(page, 'test-result');
    await tabTo(page, panel.getByRole('button', { name: 'Download Certificate' }));
    await expectFocusShown(page, 'Download Certificate');
    const [certificate] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(certificate.suggestedFilename()).toMatch(/^Certificate - .+ - \d{4}-\d{2}-\d{2}\.pdf$/);
    await press(page, panel.getByRole('button', { name: 'Back to Course' }), 'Enter', 'Back to Course');
    await panel.waitFor({ state: 'hidden' });
    await testArea.getByText("Congratulations, you've completed this course").waitFor();

    // The panel closed with the course complete: the focus lands on the test area's next step.
    const download = testArea.getByRole('button', { name: 'Download Certificate' });
    await expectFocusOn(download, 'the result was closed');
    await expectFocusShown(page, 'Download Certificate');
    await shot(page, 'download-certificate');

    // Skip link: the first Tab on a page offers to jump past the header and navigation.
    await page.goto(`${base()}/courses`);
    await page.getByRole('article', { name: COURSE }).waitFor();
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByRole('link', { name: 'Skip to main content' }), 'the first Tab');
    await expectFocusShown(page, 'skip link');

    const { getCourseEnrolment } =
      await import('@skillway/functions/core/delivery/progress/course-progress-repository');
    const enrolment = await getCourseEnrolment(owner.user.company_id, course.courseId, learner.user.id);
    expect(enrolment).toMatchObject({ state: 3, is_agree: 1, signed_name: 'Kim Keys' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
