/** Export Users: a CSV of every user, archived ones flagged, behind a short-lived download URL; formulas neutralised. */
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ROLE } from '@skillway/shared';
import { registerCompany } from '../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';
import { call } from '../../../test/factories/http';

describe('Export Users', () => {
  it('answers a download URL of a CSV with every user, archived ones flagged and formulas neutralised', async () => {
    const admin = await registerCompany();
    const group = (await call('POST', '/v1/group', { token: admin.token, body: { name: 'Ops' } })).body.data
      .id as string;
    await addUser(admin.token, {
      first_name: '=HYPERLINK("http://evil.test","x")',
      last_name: '+SUM(A1)',
      unique_id: '@cmd',
      groups: [group],
    });
    await addUser(admin.token, { first_name: 'Minus', last_name: '-1+2', unique_id: '-42' });
    const gone = await addUser(admin.token, { first_name: 'Archie', last_name: 'Ved' });
    await call('PUT', `/v1/archive-account/${gone.id}`, { token: admin.token, body: { is_archived: 1 } });

    const result = await call('GET', '/v1/clients-export?limit=0&withArchive=1&skipPagination=1&type=csv', {
      token: admin.token,
    });
    expect(result.status).toBe(200);
    const url = result.body.data.url as string;
    expect(result.body.url).toBe(url);
    expect(result.body.data.file_name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(result.body.data.expires_in).toBeLessThanOrEqual(600);
    expect(new URL(url).pathname).toContain(`/c/${admin.user.company_id}/reports/`);

    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const text = await download.text();
    const rows = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    const byLast = (name: string) => rows.find((row) => row.Surname === name || row.Surname === `'${name}`)!;
    expect(byLast('+SUM(A1)')).toMatchObject({
      'First Name': `'=HYPERLINK("http://evil.test","x")`,
      Surname: `'+SUM(A1)`,
      'Unique Id': `'@cmd`,
      Groups: 'Ops',
      Archived: 'No',
    });
    expect(byLast('-1+2')).toMatchObject({ Surname: `'-1+2`, 'Unique Id': `'-42` });
    expect(byLast('Ved')).toMatchObject({ 'First Name': 'Archie', Archived: 'Yes' });
    expect(byLast('Factory')).toMatchObject({ 'Role Access': 'Administrator', Confirmed: 'Yes' });
    // Archived users come after the active ones.
    expect(rows.at(-1)!.Archived).toBe('Yes');
  });

  it('writes the same users as Excel or PDF when asked (type=excel|pdf)', async () => {
    const admin = await registerCompany();
    await addUser(admin.token, { first_name: 'Xena', last_name: '@Warrior' });
    const excel = await call('GET', '/v1/clients-export?type=excel', { token: admin.token });
    expect(excel.status).toBe(200);
    expect(excel.body.data.file_name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await (await fetch(excel.body.url)).arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['First Name', 'Surname', 'Email']);
    const surnames = sheet.getColumn(2).values.slice(2);
    expect(surnames).toEqual(expect.arrayContaining(["'@Warrior", 'Factory']));
    const pdf = await call('GET', '/v1/clients-export?type=pdf', { token: admin.token });
    const bytes = new Uint8Array(await (await fetch(pdf.body.url)).arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await call('GET', '/v1/clients-export?type=xml', { token: admin.token })).body.errors.type).toEqual([
      'The selected type is invalid.',
    ]);
  });

  it('is for administrators only', async () => {
    const admin = await registerCompany();
    const manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER });
    const learner = await addSignedInUser(admin.token);
    expect((await call('GET', '/v1/clients-export', { token: manager.token })).status).toBe(403);
    expect((await call('GET', '/v1/clients-export', { token: learner.token })).status).toBe(403);
    expect((await call('GET', '/v1/clients-export')).status).toBe(401);
  });
});
