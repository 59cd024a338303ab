import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { EXTERNAL_TRAINING_MSG } from '@skillway/shared';
import { dayOfMonth, pickDay, pickedDay, todayIn } from '../support/date-picker';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { registerCompany, type TRegistered } from '../factories/accounts';
import { addSignedInUser } from '../factories/added-users';
import { pdfFile } from '../factories/courses';
import { call } from '../factories/http';
import { logIn, toast } from '../support/e2e-session';

/**
 * External training in Chromium (issue 10): a learner adds a course taken elsewhere with a PDF certificate, sees it
 * in their table and opens the certificate; the administrator finds it on the External Training report filtered by
 * training type, and exports the report to Excel (the link answers a real workbook).
 */
const base = () => inject('apiUrl');
const COURSE = `Emergency First Aid ${Date.now().toString(36)}`;

/** The 10th of this month (by the UTC calendar the server keeps dates in) as the date picker names it. */
const tenthOfThisMonth = () => pickedDay(dayOfMonth(todayIn('UTC'), 0, 10));

describe('external training in the browser', () => {
  let browser: Browser;
  let owner: TRegistered;
  let learner: Awaited<ReturnType<typeof addSignedInUser>>;
  const errors: string[] = [];
  const completed = tenthOfThisMonth();

  async function signedIn(email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await logIn(page, email, password);
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await registerCompany();
    learner = await addSignedInUser(owner.token, { first_name: 'Erin', last_name: 'External' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a learner adds external training with a PDF certificate, sees it and opens the certificate', async () => {
    const { context, page } = await signedIn(learner.user.email, learner.password);
    await page.goto(`${base()}/profile/external-training`);
    const table = page.getByRole('table', { name: 'My External Training' });
    await table.getByText(/No external training added yet/).waitFor();

    await page.getByRole('button', { name: 'Add New Course' }).click();
    const form = page.getByRole('form', { name: 'Add External Training' });
    await form.getByRole('textbox', { name: 'Course Title' }).fill(COURSE);
    await form.getByRole('button', { name: 'Date Completed' }).click();
    await pickDay(page.locator('body'), completed);
    await form.getByRole('combobox', { name: 'Training Type' }).click();
    await page.getByRole('option', { name: 'First Aid', exact: true }).click();
    await form.getByRole('textbox', { name: 'Institute / Body' }).fill('St John Ambulance');
    await form.getByRole('textbox', { name: 'Score (%)' }).fill('92');
    await form.getByRole('combobox', { name: 'Result' }).click();
    await page.getByRole('option', { name: 'Passed' }).click();
    await form.getByRole('textbox', { name: 'Cost' }).fill('195.5');
    const pdf = await pdfFile('first-aid-certificate.pdf');
    await form.locator('input[type=file]').setInputFiles({ name: pdf.name, mimeType: pdf.type, buffer: pdf.bytes });
    await form.getByText(pdf.name, { exact: true }).waitFor({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, EXTERNAL_TRAINING_MSG.ADDED);
    await form.waitFor({ state: 'hidden' });

    const row = table.getByRole('row').filter({ hasText: COURSE });
    await row.waitFor();
    for (const text of ['First Aid', 'St John Ambulance', '92', 'Passed', '195.50']) {
      await row.getByText(text, { exact: true }).waitFor();
    }

    // The certificate opens in a new tab from a short-lived link that answers the PDF.
    const view = row.getByRole('link', { name: `View the certificate of ${COURSE}` });
    expect(await view.getAttribute('target')).toBe('_blank');
    const href = await view.getAttribute('href');
    expect(href).toBeTruthy();
    const certificate = await page.request.get(new URL(href!, base()).toString());
    expect(certificate.status()).toBe(200);
    expect((await certificate.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const saved = await call('GET', '/v1/external-training', { token: learner.token });
    expect(saved.body.data).toEqual([
      expect.objectContaining({ name: COURSE, completed: completed.iso, type: 353362, result: 'passed', cost: 195.5 }),
    ]);
    await context.close();
  });

  it('the administrator filters the report by training type, sees the row and exports it to Excel', async () => {
    // A record of another type that the filter must leave out.
    const other = await call('POST', '/v1/admin-external-training', {
      token: owner.token,
      body: {
        user: learner.user.id,
        name: 'Fork Lift Basics',
        completed: completed.iso,
        type: 353357,
        body: 'RTITB',
        result: 'failed',
      },
    });
    expect(other.status).toBe(201);

    const { context, page } = await signedIn(owner.email, owner.password);
    await page.goto(`${base()}/admin/reports/external-training`);
    const table = page.getByRole('table', { name: 'External Training Report' });
    await table.getByText('Fork Lift Basics').waitFor();
    await table.getByText(COURSE).waitFor();

    await page.getByRole('combobox', { name: 'Filter by training type' }).click();
    await page.getByRole('option', { name: 'First Aid', exact: true }).click();
    await page.keyboard.press('Escape');
    await table.getByText('Fork Lift Basics').waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: COURSE });
    await row.getByText(learner.user.email).waitFor();
    await row.getByRole('link', { name: `View the certificate of ${COURSE}` }).waitFor();

    // The export's link opens in a new window: record what the page opens.
    await page.evaluate(() => {
      const scope = globalThis as unknown as { openedLinks: string[]; open: (url: string) => unknown };
      scope.openedLinks = [];
      scope.open = (url) => {
        scope.openedLinks.push(String(url));
        return { opener: null };
      };
    });
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const opened = () => (globalThis as unknown as { openedLinks: string[] }).openedLinks;
    // Polled with evaluate: waitForFunction compiles its predicate with `new Function`, which the app's CSP refuses.
    await expect.poll(async () => (await page.evaluate(opened)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const [link] = await page.evaluate(opened);
    const workbook = await page.request.get(new URL(link!, base()).toString());
    expect(workbook.status()).toBe(200);
    const bytes = await workbook.body();
    // An xlsx is a zip: it starts with PK.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await context.close();
  });
});
