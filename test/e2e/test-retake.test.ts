import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { AXE_PATH, AXE_SCRIPT, axeFailures } from '../support/axe-page';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { addLink, createCourse, openTest } from '../factories/courses';
import { call } from '../factories/http';
import { accessAllMaterial, enrolOnCourse } from '../factories/test-taking';
import { signIn } from '../support/test-panel';

/**
 * A failed test and its retake, by mouse and by keyboard alone, on a 12-question test at 1366 px: every question of
 * the pager is on screen, failing shows the result screen (score, pass mark, attempts used and left, what next),
 * Take test again serves a new paper, and passing offers the certificate, which downloads under its own name.
 * SCREENSHOT_DIR=<folder> also saves a screenshot of each result screen.
 */
const base = () => inject('apiUrl');
const QUESTIONS = 12;
const COURSE = 'Ladder Safety Refresher';

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/** The accessible text of the focused element (its aria-label, else its text). */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    // This workspace type-checks without the DOM library: the few members used, by hand.
    type TFocused = {
      getAttribute(name: string): string | null;
      textContent: string | null;
      labels?: ArrayLike<{ textContent: string | null }>;
    };
    const { document } = globalThis as unknown as { document: { activeElement: TFocused | null } };
    const element = document.activeElement;
    const label = element?.labels?.[0]?.textContent;
    return (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim();
  });
}

/** Presses Tab until the control named `name` has the focus (at most 12 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let press = 0; press < 12; press += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}" (focus on "${await focusedName(page)}")`);
}

/** Every question button of the pager lies inside the panel and the viewport. */
async function expectEveryQuestionReachable(page: Page, panel: Locator) {
  const pager = panel.getByRole('navigation', { name: 'Questions' });
  const box = (await panel.boundingBox())!;
  const viewport = page.viewportSize()!;
  for (let number = 1; number <= QUESTIONS; number += 1) {
    const button = pager.getByRole('button', { name: `Question ${number}`, exact: true });
    const own = (await button.boundingBox())!;
    expect(own, `Question ${number}`).not.toBeNull();
    expect(own.x, `Question ${number}`).toBeGreaterThanOrEqual(box.x);
    expect(own.x + own.width, `Question ${number}`).toBeLessThanOrEqual(Math.min(box.x + box.width, viewport.width));
    expect(await button.isVisible(), `Question ${number}`).toBe(true);
  }
}

async function resultRows(panel: Locator): Promise<string[]> {
  const rows = await panel.getByRole('table', { name: 'Your Result' }).getByRole('row').allInnerTexts();
  return rows.map((row) => row.replace(/\s+/g, ' ').trim());
}

describe('failing a test and taking it again', { timeout: 300_000 }, () => {
  let browser: Browser;
  let owner: TRegistered;
  let courseId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    Object.assign(process.env, inject('stackEnv'));
    const { setEventTransport } = await import('@skillway/functions/core/platform/events/publish-event');
    setEventTransport(async () => undefined);
    owner = await registerCompany({ company_name: 'Retake Ladders Ltd' });
    courseId = (await createCourse(owner.token, { name: COURSE })).id;
    await addLink(owner.token, courseId);
    await openTest(owner.token, courseId);
    for (let number = 1; number <= QUESTIONS; number += 1) {
      const added = await call('POST', '/v1/question', {
        token: owner.token,
        body: {
          quiz_id: courseId,
          question: `Check ${number}: is this safe practice?`,
          options: { a: 'Yes', b: 'No' },
          correct_answer: 'a',
        },
      });
      expect(added.status).toBe(201);
    }
    const saved = await call('PATCH', `/v1/quizzes-statement/${courseId}`, {
      token: owner.token,
      body: { pass_mark: 75, question_limit: QUESTIONS, random_question: false, agree_statement: null },
    });
    expect(saved.status).toBe(200);
    expect((await call('POST', `/v1/course/publish/${courseId}`, { token: owner.token })).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function learnerPage(firstName: string, viewport = { width: 1366, height: 768 }) {
    const learner = await addSignedInUser(owner.token, { first_name: firstName, last_name: 'Climber' });
    await enrolOnCourse(owner.token, courseId, [learner.user.id]);
    await accessAllMaterial(owner.user.company_id, courseId, learner.user.id);
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    context.setDefaultTimeout(60_000);
    await context.route(`${base()}${AXE_PATH}`, (route) => route.fulfill({ path: AXE_SCRIPT }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, base(), learner.user.email, learner.password);
    await page.goto(`${base()}/courses/player/${courseId}`);
    return { page, errors, context };
  }

  it('by mouse: every question reachable at 1366 px, fails with attempts left, retakes and passes', async () => {
    const { page, errors, context } = await learnerPage('Mo');
    await page.getByRole('button', { name: 'Start Test' }).click();
    const panel = page.getByRole('dialog', { name: 'Test' });
    await panel.getByRole('radio', { name: 'A. Yes' }).waitFor();
    await expectEveryQuestionReachable(page, panel);
    await shot(page, 'test-pager-12-1366');

    // Four wrong of twelve: 66% against a pass mark of 75%.
    for (let number = 1; number <= QUESTIONS; number += 1) {
      await panel.getByText(`Check ${number}: is this safe practice?`).waitFor();
      await panel.getByRole('radio', { name: number <= 4 ? 'B. No' : 'A. Yes' }).check();
      await panel.getByRole('button', { name: number < QUESTIONS ? 'Next' : 'Finish' }).click();
    }
    await panel.getByRole('heading', { name: 'Your Result' }).waitFor();
    await panel.getByText('Test failed', { exact: true }).waitFor();
    await panel.getByText('Review the course content, then take the test again.').waitFor();
    expect(await resultRows(panel)).toEqual([
      'Your score 66%',
      'Pass mark 75%',
      'Attempts used 1',
      'Attempts left No limit',
    ]);
    expect(await panel.getByRole('button', { name: 'Download Certificate' }).count()).toBe(0);
    await page.addScriptTag({ url: AXE_PATH });
    expect(await axeFailures(page), 'the result screen').toEqual([]);
    await shot(page, 'test-result-failed-1366');

    // Every question is reachable from the pager once reached: the last one by a click.
    await panel.getByRole('button', { name: 'Take test again' }).click();
    await panel.getByRole('radio', { name: 'A. Yes' }).waitFor();
    for (let number = 1; number <= QUESTIONS; number += 1) {
      await panel.getByText(`Check ${number}: is this safe practice?`).waitFor();
      await panel.getByRole('radio', { name: 'A. Yes' }).check();
      if (number < QUESTIONS) await panel.getByRole('button', { name: 'Next' }).click();
    }
    await panel
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: 'Question 1', exact: true })
      .click();
    await panel.getByText('Check 1: is this safe practice?').waitFor();
    await panel
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: `Question ${QUESTIONS}`, exact: true })
      .click();
    await panel.getByRole('button', { name: 'Finish' }).click();
    await panel.getByText('Test passed', { exact: true }).waitFor();
    expect(await resultRows(panel)).toEqual([
      'Your score 100%',
      'Pass mark 75%',
      'Attempts used 2',
      'Attempts left No limit',
    ]);
    await shot(page, 'test-result-passed-1366');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download Certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Certificate - Ladder Safety Refresher - Mo Climber - \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('by keyboard alone: fails, hears the result, retakes and passes', async () => {
    const { page, errors, context } = await learnerPage('Kay');
    const start = page.getByRole('button', { name: 'Start Test' });
    await start.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Test' });
    await panel.getByRole('radio', { name: 'A. Yes' }).waitFor();

    const answerAll = async (wrong: number) => {
      for (let number = 1; number <= QUESTIONS; number += 1) {
        await panel.getByText(`Check ${number}: is this safe practice?`).waitFor();
        // A new question's first option takes the focus (the first question's is a Tab away from the panel's close
        // button): Space picks it, an arrow picks the next one.
        if (number === 1) await tabTo(page, 'A. Yes');
        await expect.poll(() => focusedName(page)).toBe('A. Yes');
        await page.keyboard.press(number <= wrong ? 'ArrowDown' : 'Space');
        await tabTo(page, number < QUESTIONS ? 'Next' : 'Finish');
        await page.keyboard.press('Enter');
      }
    };

    await answerAll(4);
    const heading = panel.getByRole('heading', { name: 'Your Result' });
    await heading.waitFor();
    await expect.poll(() => focusedName(page)).toBe('Your Result');
    expect(await resultRows(panel)).toEqual([
      'Your score 66%',
      'Pass mark 75%',
      'Attempts used 1',
      'Attempts left No limit',
    ]);
    await tabTo(page, 'Take test again');
    await page.keyboard.press('Enter');

    await answerAll(0);
    await panel.getByText('Test passed', { exact: true }).waitFor();
    await tabTo(page, 'Download Certificate');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^Certificate - Ladder Safety Refresher - Kay Climber - /);
    await tabTo(page, 'Back to Course');
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: 'Test' })
      .getByText("Congratulations, you've completed this course")
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every question of the pager on screen on a 390 px phone', async () => {
    const { page, errors, context } = await learnerPage('Pip', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Start Test' }).click();
    const panel = page.getByRole('dialog', { name: 'Test' });
    await panel.getByRole('radio', { name: 'A. Yes' }).waitFor();
    await expectEveryQuestionReachable(page, panel);
    await shot(page, 'test-pager-12-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
