import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser';
import { registerCompany } from '../factories/accounts';
import { call } from '../factories/http';
import { logIn } from '../support/e2e-session';

/**
 * People as an administrator and a manager use them, in Chromium: import 20 users from a CSV, put 5 of them in a
 * new group, make one a Team Manager of 3 others; that manager sets a password from the import's welcome email, sees
 * exactly those 3 on My Team and emails one of them (the message is checked in the local outbox).
 */
const base = () => inject('apiUrl');
const person = (n: number) => `Person${String(n).padStart(2, '0')}`;
const email = (n: number, domain: string) => `${person(n).toLowerCase()}@${domain}`;

interface TMail {
  to: string | string[];
  subject: string;
  html: string;
}

async function mailTo(address: string): Promise<TMail[]> {
  const response = await call<{ data: TMail[] }>('GET', `/_local/mail.json?to=${encodeURIComponent(address)}`);
  return response.body.data;
}

describe('people in the browser', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const domain = `people-${Date.now()}.test`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('imports, groups, appoints a manager whose team is exactly the chosen three, who emails one of them', async () => {
    const owner = await registerCompany({ banding: 2 });
    await logIn(page, owner.email, owner.password);

    // 1. CSV import of 20 users.
    const rows = Array.from({ length: 20 }, (_, i) => `${person(i + 1)},Import,${email(i + 1, domain)},EMP-${i + 1},`);
    const csv = ['first_name,last_name,email,unique_id,groups', ...rows].join('\n');
    await page.goto(`${base()}/admin/users`);
    await page.getByRole('button', { name: 'Import Users' }).click();
    await page.getByRole('menuitem', { name: 'CSV Import' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page
      .getByRole('dialog', { name: 'Import Users' })
      .getByRole('button', { name: 'Import', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Confirm import' })
      .getByRole('button', { name: 'Import', exact: true })
      .click();
    await expect
      .poll(
        async () => (await call('GET', '/v1/clients?limit=50', { token: owner.token })).body.meta?.pagination?.total,
        { timeout: 20_000 },
      )
      .toBe(21);

    // 2. A new group with 5 of them.
    await page.goto(`${base()}/admin/groups`);
    await page.getByRole('button', { name: 'Add New Group' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Fire Wardens');
    await page.getByRole('button', { name: 'Add Group' }).click();
    await page.getByRole('button', { name: 'Manage users of Fire Wardens' }).click();
    for (const n of [1, 2, 3, 4, 5]) {
      await page.getByRole('textbox', { name: 'Filter users' }).fill(person(n));
      await page.getByRole('checkbox', { name: `Select ${person(n)} Import` }).check();
    }
    await page.getByRole('button', { name: 'Save Users' }).click();
    await expect
      .poll(async () => {
        const groups = await call('GET', '/v1/groups?search=name:Fire', { token: owner.token });
        return groups.body.data?.[0]?.total_users;
      })
      .toBe(5);

    // 3. Person06 becomes a Team Manager of Person07, 08 and 09.
    await page.goto(`${base()}/admin/users`);
    await page.getByRole('textbox', { name: 'Search Users' }).fill(person(6));
    await page.getByRole('button', { name: `Actions for ${person(6)} Import` }).click();
    await page.getByRole('menuitem', { name: 'Edit User' }).click();
    await page.getByRole('combobox', { name: 'Access Level' }).click();
    await page.getByRole('option', { name: 'Team Manager' }).click();
    for (const n of [7, 8, 9]) {
      await page.getByRole('combobox', { name: 'Team Members' }).fill(person(n));
      await page
        .getByRole('option', { name: new RegExp(person(n)) })
        .first()
        .click();
    }
    // Close the team dropdown (Escape closes the open combobox first, not the panel).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Update User' }).click();
    // The spec's role-change warning comes first.
    await page.getByRole('dialog', { name: 'Change role' }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByText('User Successfully Updated.').isVisible()).toBe(true);

    // The import sent every new user a welcome email (the company's mail setting is on by default).
    const managerEmail = email(6, domain);
    await expect.poll(async () => (await mailTo(managerEmail)).length, { timeout: 20_000 }).toBeGreaterThan(0);

    // 4. The manager chooses a password through the emailed link and signs in.
    const welcome = (await mailTo(managerEmail))[0]!;
    const link = /href="([^"]*\/password-reset\?[^"]+)"/.exec(welcome.html)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    await page.evaluate('localStorage.clear()');
    await page.goto(new URL(link!, base()).toString());
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Manager!Pass9');
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Manager!Pass9');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    // Choosing the password signs the manager in.
    await page.waitForURL((url) => url.pathname === '/courses');

    // 5. My Team shows exactly the three.
    await page.goto(`${base()}/my-team`);
    const cards = page.locator('article');
    await expect.poll(() => cards.count()).toBe(3);
    const names = (await cards.allInnerTexts()).join(' ');
    for (const n of [7, 8, 9]) expect(names).toContain(person(n));
    for (const n of [1, 6, 10]) expect(names).not.toContain(person(n));

    // 6. Email one of them.
    await page.getByRole('button', { name: `Actions for ${person(8)} Import` }).click();
    await page.getByRole('menuitem', { name: 'Send Email' }).click();
    await page.getByRole('textbox', { name: 'Mail Subject' }).fill('Fire drill on Friday');
    await page.locator('.ProseMirror').fill('Please be at the assembly point at 10:00.');
    await page
      .getByRole('dialog', { name: 'Send Email' })
      .getByRole('button', { name: 'Send Email', exact: true })
      .click();
    await expect.poll(() => page.getByText('Email Sent Successfully.').isVisible()).toBe(true);
    await expect
      .poll(async () => (await mailTo(email(8, domain))).map((mail) => `${mail.subject}|${mail.html}`).join('\n'))
      .toMatch(/Fire drill on Friday\|[\s\S]*assembly point/);

    expect(errors).toEqual([]);
  });
});
