/**
 * Retention per company (issue 31; docs/privacy.md) at its boundaries, with pinned clocks: an archived user is
 * anonymised exactly N months after archiving (not a millisecond before), never an active or erased one, once; raw
 * test logs, package SCORM data and xAPI statements go exactly N years after they were written, completions stay;
 * rules off (the default) do nothing; what a run did is in the company's audit log as the system.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@skillway/shared';
import { registerCompany } from '../../../../../test/factories/accounts';
import { addUser } from '../../../../../test/factories/added-users';
import { createCourse } from '../../../../../test/factories/courses';
import { call, drainEvents } from '../../../../../test/factories/http';
import { documentClient } from '../../../platform/clients/dynamodb';
import { config } from '../../../platform/config';
import { userEntity } from '../../../platform/db/entities/user';
import { keys } from '../../../platform/db/keys';
import { requestLogger } from '../../../platform/http/logger';
import { applyCompanyRetention, applyRetention, monthsBefore } from '../../../workflows/apply-retention';
import { findUser } from '../../users/user-repository';
import { getPrivacySettings, savePrivacySettings } from './privacy-settings';
import { putLrsStatement } from '../../../../../test/factories/lrs-statements';
import { indexKey } from '../../../platform/lrs/statement-index';

const log = requestLogger({ test: 'retention' });

async function archivedUser(token: string, companyId: string, archivedAt: string) {
  const user = await addUser(token, { role_id: ROLE.USER });
  expect((await call('PUT', `/v1/archive-account/${user.id}`, { token, body: { is_archived: 1 } })).status).toBe(200);
  await userEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, user_id: user.id, archived_at: archivedAt })
    .send();
  return user;
}

async function exists(pk: string, sk: string): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: { pk, sk }, ConsistentRead: true }),
  );
  return Item !== undefined;
}

async function put(item: Record<string, unknown>) {
  await documentClient().send(new PutCommand({ TableName: config.tableName, Item: item }));
}

describe('monthsBefore', () => {
  it('goes back whole calendar months, clamping the day to the shorter month', () => {
    expect(monthsBefore(new Date('2026-07-15T10:00:00.000Z'), 6).toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T23:59:59.999Z'), 1).toISOString()).toBe('2026-02-28T23:59:59.999Z');
    expect(monthsBefore(new Date('2028-02-29T00:00:00.000Z'), 24).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('anonymising archived users', () => {
  it('anonymises N months after archiving, not a millisecond before, once, and never an active user', async () => {
    const owner = await registerCompany();
    const companyId = owner.user.company_id;
    const archivedAt = '2026-01-15T10:00:00.000Z';
    const due = await archivedUser(owner.token, companyId, archivedAt);
    const later = await archivedUser(owner.token, companyId, '2026-01-15T10:00:00.001Z');
    const active = await addUser(owner.token, { role_id: ROLE.USER });
    // Off by default: nothing happens, however old the archive.
    expect(await getPrivacySettings(companyId)).toMatchObject({
      anonymise_archived_months: 0,
      purge_learning_years: 0,
    });
    await savePrivacySettings(companyId, { legal_records: 0, anonymise_archived_months: 0, purge_learning_years: 0 });
    const off = await applyCompanyRetention(
      companyId,
      await getPrivacySettings(companyId, true),
      new Date('2030-01-01T00:00:00Z'),
      'run-0',
      log,
    );
    expect(off.anonymised).toEqual([]);

    await savePrivacySettings(companyId, { legal_records: 0, anonymise_archived_months: 6, purge_learning_years: 0 });
    const settings = await getPrivacySettings(companyId, true);
    const before = await applyCompanyRetention(companyId, settings, new Date('2026-07-15T09:59:59.999Z'), 'run-1', log);
    expect(before.anonymised).toEqual([]);
    expect((await findUser(companyId, due.id))?.email).toBe(due.email);

    const at = await applyCompanyRetention(companyId, settings, new Date('2026-07-15T10:00:00.000Z'), 'run-2', log);
    expect(at.anonymised).toEqual([due.id]);
    const anonymised = await findUser(companyId, due.id, true);
    expect(anonymised?.email).toMatch(/^erased-[0-9a-f]{10}@erased\.invalid$/);
    expect(anonymised?.first_name).toBe('Erased');
    expect((await findUser(companyId, later.id))?.email).toBe(later.email);
    expect((await findUser(companyId, active.id))?.email).toBe(active.email);

    // Idempotent: the same day again does nothing more; the next millisecond takes the later archive.
    const again = await applyCompanyRetention(companyId, settings, new Date('2026-07-15T10:00:00.000Z'), 'run-3', log);
    expect(again.anonymised).toEqual([]);
    const next = await applyCompanyRetention(companyId, settings, new Date('2026-07-15T10:00:00.001Z'), 'run-4', log);
    expect(next.anonymised).toEqual([later.id]);
    expect((await findUser(companyId, active.id))?.email).toBe(active.email);

    // The daily run finds the company through the retention index (no Scan) and has nothing left to do for it.
    const daily = await applyRetention(new Date('2026-07-16T01:50:00.000Z'), 'run-5', log);
    expect(daily.find((outcome) => outcome.companyId === companyId)).toMatchObject({ anonymised: [] });

    // The audit log says what the runs did, as the system, naming the users by their pseudonyms.
    await drainEvents();
    const logged = await call('GET', '/v1/audit-log?action=system.retentionAnonymised', { token: owner.token });
    expect(logged.status).toBe(200);
    const events = logged.body.data as { target?: { id?: string; name?: string }; actor?: unknown }[];
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).toContain(`${anonymised?.first_name} ${anonymised?.last_name}`);
    expect(JSON.stringify(events)).not.toContain(due.email);
  });
});

describe('deleting old learning data', () => {
  it('deletes test logs, package data and xAPI statements N years after they were written, and nothing younger', async () => {
    const owner = await registerCompany();
    const companyId = owner.user.company_id;
    const course = await createCourse(owner.token);
    const coursePk = keys.coursePk(companyId, course.id);
    const companyPk = keys.company(companyId);
    const written = '2024-03-01T12:00:00.000Z';
    const younger = '2024-03-01T12:00:00.001Z';
    await put({ pk: coursePk, sk: 'TESTLOG#u1#01OLD', created_at: written, score: 80 });
    await put({ pk: coursePk, sk: 'TESTLOG#u1#01NEW', created_at: younger, score: 90 });
    await put({ pk: coursePk, sk: 'PKGDATA#u1#a1#k1', committed_at: written });
    await put({ pk: coursePk, sk: 'PKGDATA#u1#a1#k2', committed_at: younger });
    await put({ pk: coursePk, sk: 'PKGPROG#u1#a1', committed_at: written });
    await put({ pk: companyPk, sk: 'XREG#u1#a1', registration: 'reg-1' });
    const statement = { verb: 'http://adlnet.gov/expapi/verbs/attempted', object: 'https://example.test/act' };
    const oldId = '7b000000-0000-4000-8000-000000000001';
    const oldStored = await putLrsStatement(companyId, { ...statement, statementId: oldId, stored: written });
    const newStored = await putLrsStatement(companyId, {
      ...statement,
      statementId: '7b000000-0000-4000-8000-000000000002',
      stored: younger,
    });
    const lrsPk = keys.lrsStatementsPk(companyId);

    await savePrivacySettings(companyId, { legal_records: 0, anonymise_archived_months: 0, purge_learning_years: 2 });
    const settings = await getPrivacySettings(companyId, true);
    const early = await applyCompanyRetention(companyId, settings, new Date('2026-03-01T11:59:59.999Z'), 'p-1', log);
    expect(early).toMatchObject({ testLogs: 0, packageData: 0, statements: 0 });
    expect(await exists(coursePk, 'TESTLOG#u1#01OLD')).toBe(true);

    const due = await applyCompanyRetention(companyId, settings, new Date('2026-03-01T12:00:00.000Z'), 'p-2', log);
    expect(due).toMatchObject({ testLogs: 1, packageData: 1, statements: 1, more: false });
    expect(await exists(coursePk, 'TESTLOG#u1#01OLD')).toBe(false);
    expect(await exists(coursePk, 'TESTLOG#u1#01NEW')).toBe(true);
    expect(await exists(coursePk, 'PKGDATA#u1#a1#k1')).toBe(false);
    expect(await exists(coursePk, 'PKGDATA#u1#a1#k2')).toBe(true);
    expect(await exists(coursePk, 'PKGPROG#u1#a1')).toBe(true);
    expect(await exists(lrsPk, keys.lrsStatementSk(oldStored))).toBe(false);
    expect(await exists(lrsPk, keys.lrsStatementIdSk(oldId))).toBe(false);
    expect(await exists(keys.lrsIndexPk(companyId, indexKey.verb(statement.verb)), keys.lrsIndexSk(oldStored, 0))).toBe(
      false,
    );
    expect(await exists(lrsPk, keys.lrsStatementSk(newStored))).toBe(true);
    expect(await exists(companyPk, 'XREG#u1#a1')).toBe(true);

    const again = await applyCompanyRetention(companyId, settings, new Date('2026-03-01T12:00:00.000Z'), 'p-3', log);
    expect(again).toMatchObject({ testLogs: 0, packageData: 0, statements: 0 });

    await drainEvents();
    const logged = await call('GET', '/v1/audit-log?action=system.retentionPurged', { token: owner.token });
    expect(logged.status).toBe(200);
    expect(logged.body.data).toHaveLength(1);
    expect(JSON.stringify(logged.body.data)).toContain(
      'deleted 1 test logs, 1 package data items and 1 xAPI statements',
    );
  });
});
