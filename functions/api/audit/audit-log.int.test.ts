/**
 * The audit log's read side against the running local stack (issue 31): events put directly with the AuditEvent
 * entity (this file does not depend on the stream consumer), read back newest first in cursor pages, filtered by
 * actor, action, target and day range on the keys and indexes; who may read which log (learners and managers
 * 403, another company's log 404, the super administrator any company's and the platform's); the Excel export.
 */
import ExcelJS from 'exceljs';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_COMPANY_ID, ROLE, ROLE_NAME, type TAuditEvent } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { demoCredentials } from '../../../test/factories/stack-context';
import { auditEventEntity, type TAuditEventItem } from '../../core/platform/db/entities/audit';
import { keys } from '../../core/platform/db/keys';
import { updateUser } from '../../core/people/users/user-repository';
import { setEventTransport } from '../../core/platform/events/publish-event';

let owner: TRegistered;
let stranger: TRegistered;
let companyId: string;
let learnerToken: string;
let managerToken: string;
let superToken: string;

interface TSeed {
  day: string;
  actor: string;
  action: string;
  target: [type: string, id: string, name: string];
  changes?: TAuditEventItem['pii']['changes'];
}

/** Puts one event of the company's chain as the consumer would (the hash fields are placeholders here). */
async function putEvent(company: string, seq: number, seed: TSeed): Promise<void> {
  const recordedAt = `${seed.day}T${String(8 + seq).padStart(2, '0')}:00:00.000Z`;
  const sk = keys.auditEventSk(recordedAt, seq);
  const [targetType, targetId, targetName] = seed.target;
  const system = seed.actor === 'system';
  await auditEventEntity()
    .build(PutItemCommand)
    .item({
      company_id: company,
      recorded_at: recordedAt,
      seq,
      event_id: `${company}-ev-${seq}`,
      at: recordedAt,
      action: seed.action,
      actor_kind: system ? 'system' : 'user',
      actor_id: seed.actor,
      ...(system ? {} : { actor_role: ROLE.ADMIN }),
      target_type: targetType,
      target_id: targetId,
      request_id: `req-${seq}`,
      source_ip: system ? '' : '198.51.100.7',
      outcome: 'success',
      pii: { actor_name: system ? 'System' : 'Ada Owner', target_name: targetName, changes: seed.changes ?? [] },
      pii_salt: 'salt',
      pii_digest: 'digest',
      prev_hash: '0'.repeat(64),
      hash: String(seq).padStart(64, '0'),
      gsi1pk: keys.auditActorIndexPk(company, seed.actor),
      gsi1sk: sk,
      gsi2pk: keys.auditTargetIndexPk(company, targetType, targetId),
      gsi2sk: sk,
      gsi3pk: keys.auditActionIndexPk(company, seed.action),
      gsi3sk: sk,
    })
    .send();
}

let adminId: string;
/** Company A's log, oldest first (seq 1..7). */
const seeds = (): TSeed[] => [
  {
    day: '2026-03-01',
    actor: adminId,
    action: 'users.update',
    target: ['user', 'u-ben', 'Ben Baker'],
    changes: [{ field: 'last_name', before: 'Baker', after: 'Brown' }],
  },
  {
    day: '2026-03-02',
    actor: adminId,
    action: 'courses.publish',
    target: ['course', 'c-fire', 'Fire Safety'],
    changes: [{ field: 'published', before: 0, after: 1 }],
  },
  {
    day: '2026-03-03',
    actor: 'system',
    action: 'system.certificateIssued',
    target: ['certificate', 'cert-1', 'Fire Safety: Ben Baker'],
  },
  {
    day: '2026-03-04',
    actor: adminId,
    action: 'users.update',
    target: ['user', 'u-cy', 'Cy Clark'],
    changes: [{ field: 'email', before: 'cy@example.com', after: 'cy.clark@example.com' }],
  },
  {
    day: '2026-03-05',
    actor: adminId,
    action: 'users.update',
    target: ['user', 'u-ben', 'Ben Baker'],
    changes: [{ field: 'first_name', before: 'Ben', after: 'Benjamin' }],
  },
  { day: '2026-03-06', actor: 'system', action: 'system.trialExpired', target: ['company', 'co', 'Audited Ltd'] },
  { day: '2026-03-07', actor: adminId, action: 'courses.publish', target: ['course', 'c-first-aid', 'First Aid'] },
];

/**
 * The seeded events' month: events the stack records for this file's own requests (once the stream consumer runs)
 * are of the run's day, always later than March 2026, and stay out of these answers.
 */
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

const list = (token: string, query: Record<string, string> = {}) =>
  call<{ data: TAuditEvent[]; meta: { next_cursor: string | null } }>(
    'GET',
    `/v1/audit-log?${new URLSearchParams({ ...MARCH, ...query })}`,
    { token },
  );

const seqs = (events: TAuditEvent[]) => events.map((event) => event.seq);
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

beforeAll(async () => {
  setEventTransport(async () => undefined);
  owner = await registerCompany({ company_name: 'Audited Ltd' });
  stranger = await registerCompany();
  companyId = owner.user.company_id;
  adminId = owner.user.id;
  const learner = await addPerson(companyId, ROLE.USER, 'Learner');
  const manager = await addPerson(companyId, ROLE.MANAGER, 'Manager');
  [learnerToken, managerToken] = await Promise.all([signIn(learner), signIn(manager)]);
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  superToken = (await login(credential.email, credential.password)).token;
  let seq = 0;
  for (const seed of seeds()) await putEvent(companyId, (seq += 1), seed);
  await putEvent(stranger.user.company_id, 1, {
    day: '2026-03-03',
    actor: stranger.user.id,
    action: 'users.update',
    target: ['user', 'u-x', 'Xena'],
  });
});

describe('who may read which log', () => {
  it("refuses learners and managers (403) and another company's administrator (404)", async () => {
    expect((await list(learnerToken)).status).toBe(403);
    expect((await list(managerToken)).status).toBe(403);
    expect((await call('POST', '/v1/audit-log/verify', { token: managerToken })).status).toBe(403);
    expect((await call('POST', '/v1/audit-log/export', { token: learnerToken, body: { type: 'excel' } })).status).toBe(
      403,
    );
    expect((await list(stranger.token, { company_id: companyId })).status).toBe(404);
    expect(
      (
        await call('POST', `/v1/audit-log/export?company_id=${companyId}`, {
          token: stranger.token,
          body: { type: 'excel' },
        })
      ).status,
    ).toBe(404);
  });

  it("gives an administrator their own company's log only", async () => {
    const own = await list(stranger.token);
    expect(own.status).toBe(200);
    expect(own.body.data.map((event) => event.target.name)).toEqual(['Xena']);
    const named = await list(owner.token, { company_id: companyId });
    expect(seqs(named.body.data)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it("gives the super administrator the company they name, or the platform's log", async () => {
    expect((await list(superToken)).status).toBe(422);
    expect((await list(superToken, { company_id: 'no-such-company' })).status).toBe(404);
    const company = await list(superToken, { company_id: companyId });
    expect(seqs(company.body.data)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    const platform = await list(superToken, { company_id: PLATFORM_COMPANY_ID });
    expect(platform.status).toBe(200);
    expect(platform.body.data.some((event) => event.target.name === 'Ben Baker')).toBe(false);
  });
});

describe('reading the log', () => {
  it('answers each event with its actor, action label, target and changes', async () => {
    const { body } = await list(owner.token);
    const newest = body.data[0]!;
    expect(newest).toMatchObject({
      seq: 7,
      action: 'courses.publish',
      actor: { kind: 'user', id: adminId, name: 'Ada Owner', role_id: ROLE.ADMIN },
      target: { type: 'course', id: 'c-first-aid', name: 'First Aid' },
      request_id: 'req-7',
      source_ip: '198.51.100.7',
      outcome: 'success',
    });
    expect(newest.action_label).toBe('Publish a course');
    const certificate = body.data.find((event) => event.seq === 3)!;
    expect(certificate.action_label).toBe('Certificate issued');
    expect(certificate.actor).toEqual({ kind: 'system', id: 'system', name: 'System' });
    expect(body.data.find((event) => event.seq === 1)!.changes).toEqual([
      { field: 'last_name', before: 'Baker', after: 'Brown' },
    ]);
    expect(body.meta.next_cursor).toBeNull();
  });

  it('pages newest first with an opaque cursor to the end', async () => {
    const first = await list(owner.token, { limit: '3' });
    expect(seqs(first.body.data)).toEqual([7, 6, 5]);
    const second = await list(owner.token, { limit: '3', cursor: first.body.meta.next_cursor! });
    expect(seqs(second.body.data)).toEqual([4, 3, 2]);
    const third = await list(owner.token, { limit: '3', cursor: second.body.meta.next_cursor! });
    expect(seqs(third.body.data)).toEqual([1]);
    expect(third.body.meta.next_cursor).toBeNull();
  });

  it("refuses a cursor of another company's log, or of another query", async () => {
    const first = await list(owner.token, { limit: '2' });
    const cursor = first.body.meta.next_cursor!;
    const stolen = await list(stranger.token, { cursor });
    expect(stolen.status).toBe(422);
    expect(Object.keys(errorsOf(stolen.body))).toEqual(['cursor']);
    expect((await list(owner.token, { cursor, actor: 'system' })).status).toBe(422);
    expect((await list(owner.token, { cursor: 'not-a-cursor' })).status).toBe(422);
  });

  it('filters by actor, action, target, target type and day range, alone and together', async () => {
    expect(seqs((await list(owner.token, { actor: 'system' })).body.data)).toEqual([6, 3]);
    expect(seqs((await list(owner.token, { action: 'users.update' })).body.data)).toEqual([5, 4, 1]);
    expect(seqs((await list(owner.token, { target_type: 'user', target_id: 'u-ben' })).body.data)).toEqual([5, 1]);
    expect(seqs((await list(owner.token, { target_type: 'course' })).body.data)).toEqual([7, 2]);
    expect(seqs((await list(owner.token, { from: '2026-03-02', to: '2026-03-04' })).body.data)).toEqual([4, 3, 2]);
    expect(seqs((await list(owner.token, { from: '2026-03-06' })).body.data)).toEqual([7, 6]);
    expect(seqs((await list(owner.token, { from: '2026-03-07', to: '2026-03-07' })).body.data)).toEqual([7]);
    expect(
      (await call('GET', '/v1/audit-log?to=01-03-2026', { token: owner.token })).body.data.map(
        (event: TAuditEvent) => event.seq,
      ),
    ).toEqual([1]);
    expect(seqs((await list(owner.token, { actor: adminId, action: 'courses.publish' })).body.data)).toEqual([7, 2]);
    expect(
      seqs(
        (await list(owner.token, { action: 'users.update', target_type: 'user', target_id: 'u-ben', to: '2026-03-04' }))
          .body.data,
      ),
    ).toEqual([1]);
    const paged = await list(owner.token, { action: 'users.update', limit: '2' });
    expect(seqs(paged.body.data)).toEqual([5, 4]);
    const rest = await list(owner.token, { action: 'users.update', limit: '2', cursor: paged.body.meta.next_cursor! });
    expect(seqs(rest.body.data)).toEqual([1]);
    expect(rest.body.meta.next_cursor).toBeNull();
    const backwards = await list(owner.token, { from: '2026-03-05', to: '2026-03-01' });
    expect(backwards.status).toBe(422);
    expect(Object.keys(errorsOf(backwards.body))).toEqual(['to']);
  });

  it('offers the recorded actions with their labels', async () => {
    const actions = await call<{ data: { value: string; label: string }[] }>('GET', '/v1/audit-log/actions', {
      token: owner.token,
    });
    expect(actions.status).toBe(200);
    expect(actions.body.data).toEqual(
      expect.arrayContaining([
        { value: 'courses.publish', label: 'Publish a course' },
        { value: 'system.trialExpired', label: 'Free trial expired' },
      ]),
    );
    expect(actions.body.data.some((action) => action.value === 'audit.list')).toBe(false);
  });
});

describe('in the reader’s language (issue 34)', () => {
  let polishToken: string;

  beforeAll(async () => {
    const polish = await addPerson(companyId, ROLE.ADMIN, 'Polski');
    // Straight to the table: a profile saved through the API would be one more event in the log the other tests count.
    await updateUser(companyId, polish.id, { language: 'pl' });
    polishToken = await signIn(polish);
  });

  it("labels the events' actions and the Action filter's choices in Polish, sorted in Polish", async () => {
    const { body } = await list(polishToken);
    expect(body.data[0]!.action_label).toBe('Publikacja kursu');
    expect(body.data.find((event) => event.seq === 3)!.action_label).toBe('Wystawiono certyfikat');

    const actions = await call<{ data: { value: string; label: string }[] }>('GET', '/v1/audit-log/actions', {
      token: polishToken,
    });
    expect(actions.status).toBe(200);
    expect(actions.body.data).toEqual(
      expect.arrayContaining([
        { value: 'courses.publish', label: 'Publikacja kursu' },
        { value: 'system.trialExpired', label: 'Bezpłatny okres próbny wygasł' },
      ]),
    );
    const labels = actions.body.data.map((action) => action.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('writes the export in Polish: field labels and outcomes too, the recorded values as they are', async () => {
    const result = await call('POST', '/v1/audit-log/export', {
      token: polishToken,
      body: { type: 'excel', actor: adminId, ...MARCH },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await (await fetch(result.body.data.url as string)).arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Dziennik audytu');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Kiedy',
      'Wykonawca',
      'Działanie',
      'Obiekt',
      'Zmiany',
      'Wynik',
      'Adres źródłowy',
      'Identyfikator żądania',
    ]);
    const newest = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(newest[1]).toBe('Ada Owner (Administrator)');
    expect(newest[2]).toBe('Publikacja kursu');
    expect(newest[3]).toBe('kurs: First Aid');
    expect((sheet.getRow(3).values as unknown[])[5]).toBe('Imię: Ben -> Benjamin');
    expect(newest[5]).toBe('sukces');
  });
});

describe('verifying the chain', () => {
  it('finds the first event whose hash does not hold (these were put with placeholder hashes)', async () => {
    const result = await call('POST', '/v1/audit-log/verify', { token: owner.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ verified: false, first_broken: { seq: 1, id: `${companyId}-ev-1` } });
    expect(
      (await call('POST', `/v1/audit-log/verify?company_id=${PLATFORM_COMPANY_ID}`, { token: superToken })).status,
    ).toBe(200);
  });
});

describe('exporting the log', () => {
  it("writes the filtered log newest first as Excel under the company's prefix", async () => {
    const result = await call('POST', '/v1/audit-log/export', {
      token: owner.token,
      body: { type: 'excel', actor: adminId, ...MARCH },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const url = result.body.data.url as string;
    expect(new URL(url).pathname).toContain(`/c/${companyId}/reports/`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await (await fetch(url)).arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['When', 'Actor', 'Action', 'Target', 'Changes', 'Outcome', 'Source address', 'Request id']);
    const rows: unknown[][] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows.map((row) => row[7])).toEqual(['req-7', 'req-5', 'req-4', 'req-2', 'req-1']);
    expect(rows[1]![4]).toBe('first_name: Ben -> Benjamin');
    expect(rows[1]![5]).toBe('success');
    expect(rows[0]![0]).toBe('2026-03-07 15:00:00 UTC');
  });

  it('writes it as a PDF too, for the super administrator in the company they name', async () => {
    const result = await call('POST', `/v1/audit-log/export?company_id=${companyId}`, {
      token: superToken,
      body: { type: 'pdf', target_type: 'user', target_id: 'u-ben', ...MARCH },
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.file_name).toMatch(/^audit-log-.*\.pdf$/);
    const bytes = new Uint8Array(await (await fetch(result.body.data.url as string)).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(
      (
        await call('POST', '/v1/audit-log/export', {
          token: owner.token,
          body: { type: 'pdf', from: '2026-03-05', to: '2026-03-01' },
        })
      ).status,
    ).toBe(422);
  });
});
