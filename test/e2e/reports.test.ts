import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MSG } from '@skillway/shared';
import { monthLabel } from '@skillway/functions/core/oversight/reports/report-charts';
import { waitForMail } from '../factories/accounts';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { logIn } from '../support/e2e-session';

/**
 * Reports as the demo company's administrator sees them (issue 10): the landing's tiles and charts (drawn from
 * GET /v1/reports), then the user report, whose Email Report (Excel) answers with the report request message.
 */
const base = () => inject('apiUrl');

describe('reports in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })
    ).newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the tiles and the charts, and emails the user report', async () => {
    const admin = inject('demoCredentials').find((c) => c.role === 'Administrator');
    expect(admin).toBeDefined();
    await logIn(page, admin!.email, admin!.password);

    // The admin landing's Reports tile is live and leads to the reports.
    await page.goto(`${base()}/admin`);
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin/reports');

    const tiles = page.getByRole('navigation', { name: 'Reports' });
    for (const name of [
      'User Report',
      'Course Report',
      'Group Report',
      'Playlist Report',
      'External Training Report',
    ]) {
      await expect.poll(() => tiles.getByRole('link', { name }).count()).toBe(1);
    }

    // The charts are drawn (an SVG with marks) from the demo company's counters: the administrator has just signed
    // in, so this month has a login, and the demo users are enrolled. Completions are drawn when the demo company
    // has any, else the chart says there are none yet.
    for (const title of ['Logins by Month', 'Enrolments by State']) {
      const chart = page.locator(`[data-chart="${title}"] svg.recharts-surface`).first();
      await chart.waitFor({ timeout: 20_000 });
      await expect.poll(() => chart.locator('path').count()).toBeGreaterThan(0);
    }
    const completions = page.getByRole('region', { name: 'Completions by Course Type' });
    await expect
      .poll(
        async () =>
          (await completions.locator('svg.recharts-surface').count()) > 0 ||
          (await completions.getByText('No completed courses yet').count()) > 0,
      )
      .toBe(true);
    const logins = page.getByRole('table', { name: 'Logins by Month' });
    // The counters are kept by UTC calendar month, named as the server names them ('Sep', where en-GB now says 'Sept').
    const thisMonth = monthLabel(new Date().toISOString().slice(0, 7));
    const cell = logins
      .getByRole('row', { name: new RegExp(`^${thisMonth}`) })
      .getByRole('cell')
      .nth(1);
    expect(Number(await cell.textContent())).toBeGreaterThan(0);

    // The user report: the demo users with their counters, then Email Report (Excel).
    await tiles.getByRole('link', { name: 'User Report' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/reports/user');
    const table = page.getByRole('table', { name: 'User report' });
    await table
      .getByRole('link', { name: /^View Courses of / })
      .first()
      .waitFor({ timeout: 20_000 });
    // Export PDF downloads the file at once.
    const exported = page.waitForEvent('download', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Export PDF: user report' }).click();
    expect((await exported).suggestedFilename()).toMatch(/^user-report-.*\.pdf$/);

    const requestedAt = new Date().toISOString();
    await page.getByRole('button', { name: 'Email Report (Excel)' }).click();
    await page.getByText(MSG.REPORT_REQUESTED).first().waitFor({ timeout: 20_000 });

    // The emailed link opens the report page, which fetches a fresh link and downloads the workbook.
    const mail = await waitForMail(
      admin!.email,
      (message) => message.sent_at >= requestedAt && message.text.includes('/reports/files/'),
      30_000,
    );
    const link = new URL(/https?:\/\/\S+\/reports\/files\/\S+/.exec(mail.text)![0]);
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await page.goto(`${base()}${link.pathname}`);
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await page.getByRole('button', { name: 'Download again' }).waitFor();

    expect(errors).toEqual([]);
  });
});
