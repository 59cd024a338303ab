/**
 * POST /v1/user/import against the local stack: good, mixed and hostile files, idempotent re-imports, the band
 * maximum, roles never set by import, error logs, and welcome emails for the users created.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { registerCompany, waitForMail, type TRegistered } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';
import { addGroup, addPerson, signIn } from '../../../test/factories/people';
import { postFile } from '../../../test/factories/uploads';
import { listCompanyMemberships } from '../../core/people/groups/group-repository';
import { listCompanyUsers } from '../../core/people/users/user-repository';

const HEADER = 'first_name,last_name,email,unique_id,groups';
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@import.test`;
const importCsv = (token: string, content: string | Buffer, name = 'users.csv') =>
  postFile('/v1/user/import', token, { name, content });

async function userCount(token: string): Promise<number> {
  return (await call('GET', '/v1/user/profile', { token })).body.data.company.total_users as number;
}

describe('user CSV import', () => {
  let admin: TRegistered;
  let companyId: string;
  let sales: string;
  const salesName = `Sales ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    admin = await registerCompany({ banding: 2 });
    companyId = admin.user.company_id;
    sales = await addGroup(admin.token, salesName);
  });

  it('imports a good file, puts users in their groups and welcomes them; the same file again changes nothing', async () => {
    const rows = [email('ada'), email('alan'), email('grace')];
    const file = [
      HEADER,
      `Ada,Lovelace,${rows[0]},E-1,${salesName}`,
      `Alan,Turing,${rows[1]},E-2,`,
      `Grace,Hopper,${rows[2]},,${salesName.toUpperCase()}`,
    ].join('\n');

    const first = await importCsv(admin.token, file);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: MSG.IMPORT_DONE,
      data: { total_rows: 3, created: 3, updated: 0, unchanged: 0, failed: 0, errors: [] },
    });
    const users = new Map((await listCompanyUsers(companyId)).map((user) => [user.email, user]));
    const ada = users.get(rows[0]!)!;
    expect(ada).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      unique_id: 'E-1',
      role_id: ROLE.USER,
      is_reset_default_password: 0,
    });
    const memberships = await listCompanyMemberships(companyId);
    expect(memberships.get(ada.user_id)).toEqual([sales]);
    expect(memberships.get(users.get(rows[2]!)!.user_id)).toEqual([sales]);
    expect(memberships.get(users.get(rows[1]!)!.user_id)).toBeUndefined();
    expect((await call('GET', `/v1/groups/${sales}`, { token: admin.token })).body.data.total_users).toBe(2);
    // The company's mail setting is on by default: each new user gets a welcome email (an async job that also
    // writes the user: once every mail is out, the snapshot below is final).
    for (const address of rows) await waitForMail(address);
    const snapshot = await listCompanyUsers(companyId);
    const count = await userCount(admin.token);
    const logs = (await call('GET', '/v1/user-error-logs?limit=10&container=User', { token: admin.token })).body.data;
    const again = await importCsv(admin.token, file);
    expect(again.body.data).toMatchObject({ total_rows: 3, created: 0, updated: 0, unchanged: 3, failed: 0 });
    expect(await userCount(admin.token)).toBe(count);
    const after = new Map((await listCompanyUsers(companyId)).map((user) => [user.email, user.updated_at]));
    for (const user of snapshot.filter((item) => rows.includes(item.email)))
      expect(after.get(user.email)).toBe(user.updated_at);
    expect(
      (await call('GET', '/v1/user-error-logs?limit=10&container=User', { token: admin.token })).body.data,
    ).toEqual(logs);
  });

  it('updates names, unique id and groups of existing users by email, never their role', async () => {
    const manager = await addPerson(companyId, ROLE.MANAGER, 'importmanager');
    const file = [HEADER, `Renamed,Manager,${manager.email.toUpperCase()},M-9,${salesName}`].join('\n');
    const result = await importCsv(admin.token, file);
    expect(result.body.data).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const user = (await listCompanyUsers(companyId)).find((item) => item.user_id === manager.id)!;
    expect(user).toMatchObject({
      first_name: 'Renamed',
      last_name: 'Manager',
      unique_id: 'M-9',
      role_id: ROLE.MANAGER,
    });
    expect((await listCompanyMemberships(companyId)).get(manager.id)).toEqual([sales]);
  });

  it('keeps the good rows of a mixed file and logs each bad row with its number and reason', async () => {
    const good = [email('good1'), email('good2')];
    const taken = (await registerCompany()).email;
    const file = [
      HEADER,
      `Good,One,${good[0]},,`,
      `,Nameless,${email('nameless')},,`,
      `Bad,Email,not-an-email,,`,
      `Lost,Group,${email('lost')},,No Such Group`,
      `Good,Two,${good[1]},,${salesName}`,
      `Good,Again,${good[0]},,`,
      `Other,Company,${taken},,`,
    ].join('\n');
    const result = await importCsv(admin.token, file, 'mixed.csv');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe(MSG.IMPORT_DONE_WITH_ERRORS);
    expect(result.body.data).toMatchObject({ total_rows: 7, created: 2, failed: 5 });
    expect(result.body.data.errors.map((error: { row: number }) => error.row)).toEqual([3, 4, 5, 7, 8]);
    expect(result.body.data.errors[2].message).toBe(`${MSG.IMPORT_UNKNOWN_GROUP}: "No Such Group".`);
    expect(result.body.data.errors[4].message).toBe(MSG.IMPORT_OTHER_COMPANY_EMAIL);

    const logs = await call('GET', '/v1/user-error-logs?limit=10&container=User', { token: admin.token });
    expect(logs.status).toBe(200);
    expect(logs.body.data.slice(0, 5)).toMatchObject([
      {
        row: 3,
        container: 'User',
        source: 'csv',
        file_name: 'mixed.csv',
        message: 'The first name field is required.',
      },
      { row: 4, message: 'The email must be a valid email address.' },
      { row: 5 },
      { row: 7 },
      { row: 8 },
    ]);
    expect(
      (await call('GET', '/v1/user-error-logs?limit=2&container=User', { token: admin.token })).body.data,
    ).toHaveLength(2);
    expect(
      (await call('GET', '/v1/user-error-logs?limit=10&container=External', { token: admin.token })).body.data,
    ).toEqual([]);
    expect((await call('GET', '/v1/user-error-logs?limit=10&container=Nope', { token: admin.token })).status).toBe(422);
  });

  it('refuses hostile files whole, with a clear 422, and writes nothing', async () => {
    const count = await userCount(admin.token);
    const row = () => `Eve,Hacker,${email('eve')},,`;
    const cases: { name: string; content: string | Buffer; message: string | RegExp }[] = [
      {
        name: 'formula.csv',
        content: [HEADER, row(), `=HYPERLINK("http://evil.test"),x,${email('f')},,`].join('\n'),
        message: /formula.*row 3/,
      },
      { name: 'plus.csv', content: [HEADER, `Eve,Hacker,${email('p')},+44123,`].join('\n'), message: /formula.*row 2/ },
      { name: 'role.csv', content: [`${HEADER},role_id`, `${row()},2`].join('\n'), message: MSG.IMPORT_ROLE_COLUMN },
      {
        name: 'columns.csv',
        content: ['name,mail', `Eve,${email('c')}`].join('\n'),
        message: /columns that are not allowed/,
      },
      {
        name: 'missing.csv',
        content: ['first_name,email', `Eve,${email('m')}`].join('\n'),
        message: `${MSG.IMPORT_MISSING_COLUMNS}: last_name.`,
      },
      { name: 'users.xlsx', content: [HEADER, row()].join('\n'), message: MSG.IMPORT_NOT_CSV },
      {
        name: 'junk.csv',
        content: Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919 + 13) % 256)),
        message: MSG.IMPORT_BINARY,
      },
      { name: 'empty.csv', content: HEADER, message: MSG.IMPORT_EMPTY },
      { name: 'ragged.csv', content: [HEADER, 'A,B'].join('\n'), message: /different number of columns/ },
    ];
    for (const { name, content, message } of cases) {
      const result = await importCsv(admin.token, content, name);
      expect(result.status, name).toBe(422);
      if (typeof message === 'string') expect(result.body.message, name).toBe(message);
      else expect(result.body.message, name).toMatch(message);
      expect(result.body.errors.file, name).toEqual([result.body.message]);
    }
    expect(await userCount(admin.token)).toBe(count);
  });

  it('refuses 10 MB of junk as too large', async () => {
    const junk = Buffer.alloc(10_000_000, 0x41);
    const result = await importCsv(admin.token, junk, 'big.csv');
    expect(result.status).toBe(422);
    expect(result.body.message).toBe(MSG.IMPORT_TOO_LARGE);
  });

  it('refuses a request without a file', async () => {
    const result = await call('POST', '/v1/user/import', { token: admin.token, body: {} });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe(MSG.IMPORT_FILE_REQUIRED);
  });

  it('creates users up to the band maximum and reports the rest as errors', async () => {
    const small = await registerCompany({ banding: 1 });
    const rows = Array.from({ length: 21 }, (_, i) => `User${i},Band,${email(`band${i}`)},,`);
    const result = await importCsv(small.token, [HEADER, ...rows].join('\n'));
    expect(result.body.data).toMatchObject({ total_rows: 21, created: 19, failed: 2 });
    expect(result.body.data.errors).toEqual([
      { row: 21, email: expect.any(String), message: MSG.PLAN_LIMIT },
      { row: 22, email: expect.any(String), message: MSG.PLAN_LIMIT },
    ]);
    expect(await userCount(small.token)).toBe(20);
  });

  it('is for administrators only', async () => {
    const learner = await addPerson(companyId, ROLE.USER, 'importlearner');
    const manager = await addPerson(companyId, ROLE.MANAGER, 'importmgr');
    for (const token of [await signIn(learner), await signIn(manager)]) {
      expect((await importCsv(token, [HEADER, `A,B,${email('x')},,`].join('\n'))).status).toBe(403);
      expect((await call('GET', '/v1/user-error-logs?limit=10&container=User', { token })).status).toBe(403);
    }
    expect((await importCsv('', [HEADER].join('\n'))).status).toBe(401);
  });

  it('keeps error logs per company', async () => {
    const other = await registerCompany();
    expect(
      (await call('GET', '/v1/user-error-logs?limit=10&container=User', { token: other.token })).body.data,
    ).toEqual([]);
  });
});
