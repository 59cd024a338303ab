/**
 * LRS forwarding against the running local stack (issue 35, docs/elearning-standards.md "Forwarding"), with an
 * external LRS played by a small HTTP server in this test: a client's statements arrive there once each, with their
 * ids, in stored order, with Basic credentials and the version header, and only those the filter takes; with the LRS
 * failing the delivery is retried on the schedule (driven here with the clock pinned at each retry time, never
 * waiting) and then dead-lettered, shown in the list with the error and the attempts, and retried from the list once
 * the LRS is back; a statement the LRS refuses as invalid is dead-lettered at once and can be discarded; statements
 * with attachments arrive as multipart/mixed with each content once, a signature byte for byte. The secret is
 * never answered; only administrators may, another company's target is 404, bad input a 422 naming the field; a
 * deleted company leaves no queue or dead letter behind.
 */
import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE,
  ROLE_NAME,
  XAPI_ATTACHMENTS,
  XAPI_FORWARDING_LIMITS,
  XAPI_FORWARDING_MAX_ATTEMPTS,
  XAPI_FORWARDING_MSG,
  XAPI_VERB,
} from '@skillway/shared';
import type { TXapiForwardDeadLetter, TXapiForwardTarget } from '@skillway/shared/schemas/xapi-forwarding';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { auditEventsOf } from '../../../test/factories/audit-events';
import { call, drainEvents, login } from '../../../test/factories/http';
import {
  basicAuthorization,
  clientLrs,
  createLrsClient,
  type TLrsClientCreated,
} from '../../../test/factories/lrs-clients';
import { addPerson, signIn } from '../../../test/factories/people';
import { demoCredentials, stackUrl } from '../../../test/factories/stack-context';
import { documentClient } from '../../core/platform/clients/dynamodb';
import { config } from '../../core/platform/config';
import { keys } from '../../core/platform/db/keys';
import { AppError } from '../../core/platform/http/app-error';
import { deliverTarget, runDueDeliveries } from '../../core/learner/xapi/forwarding/deliver';
import { getTarget } from '../../core/learner/xapi/forwarding/target-repository';
import {
  attachmentPart,
  boundaryOf,
  mediaType,
  multipartBody,
  parseMultipart,
  type TMultipartPart,
} from '../../core/learner/xapi/multipart';
import { checkStatementAttachments, readMultipartStatements } from '../../core/learner/xapi/statement-attachments';
import type { TJson } from '../../core/learner/xapi/statement-validation';

type TStatement = {
  id: string;
  actor: unknown;
  verb: { id: string };
  object: Record<string, unknown>;
  attachments?: Record<string, unknown>[];
};

/** One POST the external LRS received. */
interface TReceived {
  lrs: string;
  headers: IncomingHttpHeaders;
  ids: string[];
  /** A multipart/mixed body's attachment parts (after the statements' part). */
  parts: TMultipartPart[];
  status: number;
}

/**
 * The external LRSs, one per path prefix (`/<name>/xapi/statements`): each stores statements by id like an LRS (a
 * batch is all or nothing; an id it holds again is 409), or answers 500 while failing, or 400 for a batch holding a
 * statement it calls invalid. It reads JSON or multipart/mixed and checks attachments as the company's LRS does
 * (the repo's own reader: a part per attachment without fileUrl, hashes, signatures verified), 400 otherwise, and
 * keeps the attachments' content by SHA-2.
 */
const received: TReceived[] = [];
const stored = new Map<string, string[]>();
const storedContent = new Map<string, Buffer>();
const failing = new Set<string>();
const invalidIds = new Set<string>();
let server: Server;
let base = '';

function answer(lrs: string, ids: string[]): number {
  if (failing.has(lrs)) return 500;
  if (ids.some((id) => invalidIds.has(id))) return 400;
  const held = stored.get(lrs) ?? [];
  if (ids.some((id) => held.includes(id))) return 409;
  stored.set(lrs, [...held, ...ids]);
  return 200;
}

const run = randomUUID().slice(0, 8);
const activity = (name: string) => `http://example.com/${run}/${name}`;
function statement(verb: string, object = activity('courses/safety')): TStatement {
  return {
    id: randomUUID(),
    actor: { objectType: 'Agent', mbox: `mailto:learner-${run}@example.com` },
    verb: { id: verb },
    object: { id: object },
  };
}

const endpoint = (lrs: string) => `${base}/${lrs}/xapi/`;
const heldBy = (lrs: string) => stored.get(lrs) ?? [];
const postsTo = (lrs: string) => received.filter((post) => post.lrs === lrs);

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const lrs = (request.url ?? '').split('/')[1] ?? '';
      const body = Buffer.concat(chunks);
      const contentType = request.headers['content-type'];
      let ids: string[] = [];
      let parts: TMultipartPart[] = [];
      let refusal: string | undefined;
      try {
        const multipart = mediaType(contentType) === 'multipart/mixed';
        const read = multipart
          ? readMultipartStatements(body, contentType)
          : { statements: JSON.parse(body.toString('utf8')) as unknown, parts: undefined };
        const statements = read.statements as TJson[];
        statements.forEach((item, index) => checkStatementAttachments(item, read.parts, `statements.${index}`));
        ids = statements.map((item) => item.id as string);
        if (multipart) parts = parseMultipart(body, boundaryOf(contentType)!).slice(1);
      } catch (error) {
        refusal = error instanceof AppError ? error.message : 'not JSON';
      }
      const status = !request.url?.endsWith('/xapi/statements') ? 404 : refusal ? 400 : answer(lrs, ids);
      received.push({ lrs, headers: request.headers, ids, parts, status });
      if (status === 200) {
        for (const part of parts) storedContent.set(part.headers[XAPI_ATTACHMENTS.HASH_HEADER]!, part.body);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ids));
      } else response.writeHead(status).end(status === 500 ? 'LRS down for maintenance' : (refusal ?? 'Refused'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function addTarget(token: string, body: Record<string, unknown>) {
  const created = await call('POST', '/v1/xapi-forwarding', {
    token,
    body: { name: 'Watershed', key: 'fwd-key', secret: 'fwd-secret-value', ...body },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as TXapiForwardTarget;
}

async function targets(token: string): Promise<TXapiForwardTarget[]> {
  const list = await call('GET', '/v1/xapi-forwarding', { token });
  expect(list.status).toBe(200);
  return list.body.data as TXapiForwardTarget[];
}

async function deadLetters(token: string, targetId: string, query = ''): Promise<TXapiForwardDeadLetter[]> {
  const list = await call('GET', `/v1/xapi-forwarding/${targetId}/dead-letters${query}`, { token });
  expect(list.status).toBe(200);
  return list.body.data as TXapiForwardDeadLetter[];
}

async function postStatements(client: ReturnType<typeof clientLrs>, statements: TStatement[]) {
  const posted = await client('POST', 'statements', { body: statements });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  // The stream consumer queues them and makes the first delivery run.
  await drainEvents();
}

const soon = () => Date.now() + 30_000;

describe('forwarding to a working LRS', () => {
  let admin: TRegistered;
  let client: ReturnType<typeof clientLrs>;
  let all: TXapiForwardTarget;
  let filtered: TXapiForwardTarget;
  const posted: TStatement[] = [];

  beforeAll(async () => {
    admin = await registerCompany();
    client = clientLrs(await createLrsClient(admin.token, { scopes: ['all'] }));
    all = await addTarget(admin.token, { endpoint: endpoint(`all-${run}`) });
    filtered = await addTarget(admin.token, {
      name: 'Completions of safety courses',
      endpoint: endpoint(`filtered-${run}`),
      filter: { verbs: [XAPI_VERB.COMPLETED], activity_prefixes: [activity('courses/')] },
    });
  });

  it('never answers the secret, only that one is set, and records the change in the audit log', async () => {
    const created = await call('POST', '/v1/xapi-forwarding', {
      token: admin.token,
      body: {
        name: 'Audit check',
        endpoint: endpoint('unused'),
        key: 'k',
        secret: 's3cret-never-shown',
        enabled: false,
      },
    });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain('s3cret-never-shown');
    expect(created.body.data).toMatchObject({ secret_set: true, enabled: false, created_by: expect.any(String) });
    expect(created.body.message).toBe(XAPI_FORWARDING_MSG.CREATED);
    const listed = await targets(admin.token);
    expect(JSON.stringify(listed)).not.toContain('s3cret-never-shown');
    expect(JSON.stringify(listed)).not.toContain('sealed');
    const events = await auditEventsOf(admin.user.company_id, created.headers.get('x-request-id'));
    expect(events.map((event) => event.action)).toEqual(['xapi.createForwardTarget']);
    expect(JSON.stringify(events)).not.toContain('s3cret-never-shown');
    const deleted = await call('DELETE', `/v1/xapi-forwarding/${created.body.data.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
  });

  it("sends the client's statements once each, in stored order, with their ids, credentials and version", async () => {
    const first = [statement(XAPI_VERB.COMPLETED), statement(XAPI_VERB.PASSED), statement(XAPI_VERB.COMPLETED)];
    const second = [statement(XAPI_VERB.COMPLETED, activity('other/1')), statement(XAPI_VERB.FAILED)];
    await postStatements(client, first);
    await postStatements(client, second);
    posted.push(...first, ...second);

    expect(heldBy(`all-${run}`)).toEqual(posted.map((item) => item.id));
    const posts = postsTo(`all-${run}`);
    for (const post of posts) {
      expect(post.headers.authorization).toBe(basicAuthorization('fwd-key', 'fwd-secret-value'));
      expect(post.headers['x-experience-api-version']).toBe('1.0.3');
      expect(post.headers['content-type']).toBe('application/json');
    }
    // A schedule run afterwards finds nothing left to send.
    await runDueDeliveries({ now: new Date(), deadline: soon() });
    expect(postsTo(`all-${run}`)).toHaveLength(posts.length);
    const [status] = (await targets(admin.token)).filter((target) => target.id === all.id);
    expect(status?.status).toMatchObject({ pending: 0, dead_letters: 0, failures: 0, last_error: null });
    expect(status?.status.last_delivered_at).toEqual(expect.any(String));
  });

  it('sends a filtered target only the statements its verbs and activity prefixes take, and every voiding one', async () => {
    const wanted = posted.filter(
      (item) => item.verb.id === XAPI_VERB.COMPLETED && String(item.object.id).startsWith(activity('courses/')),
    );
    expect(wanted).toHaveLength(2);
    expect(heldBy(`filtered-${run}`)).toEqual(wanted.map((item) => item.id));
    const voiding = {
      id: randomUUID(),
      actor: { objectType: 'Agent', mbox: `mailto:admin-${run}@example.com` },
      verb: { id: XAPI_VERB.VOIDED },
      object: { objectType: 'StatementRef', id: posted[1]!.id },
    };
    await postStatements(client, [voiding as TStatement]);
    expect(heldBy(`filtered-${run}`)).toEqual([...wanted.map((item) => item.id), voiding.id]);
  });

  it('keeps the secret when an edit leaves it out, and asks for it again when the endpoint moves elsewhere', async () => {
    const kept = await call('PUT', `/v1/xapi-forwarding/${all.id}`, {
      token: admin.token,
      body: { name: 'Watershed (renamed)', endpoint: endpoint(`all-${run}`), key: 'fwd-key' },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Watershed (renamed)', secret_set: true, enabled: true });
    const later = statement(XAPI_VERB.COMPLETED);
    await postStatements(client, [later]);
    expect(heldBy(`all-${run}`).at(-1)).toBe(later.id);
    expect(postsTo(`all-${run}`).at(-1)?.headers.authorization).toBe(basicAuthorization('fwd-key', 'fwd-secret-value'));

    const moved = await call('PUT', `/v1/xapi-forwarding/${all.id}`, {
      token: admin.token,
      body: { name: 'Elsewhere', endpoint: 'https://lrs.example.org/xapi/', key: 'fwd-key' },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.secret).toEqual([XAPI_FORWARDING_MSG.SECRET_FOR_NEW_ENDPOINT]);
  });

  it('sends nothing to a target switched off', async () => {
    const off = await call('PUT', `/v1/xapi-forwarding/${filtered.id}`, {
      token: admin.token,
      body: {
        name: filtered.name,
        endpoint: filtered.endpoint,
        key: 'fwd-key',
        filter: filtered.filter,
        enabled: false,
      },
    });
    expect(off.status).toBe(200);
    const before = heldBy(`filtered-${run}`).length;
    await postStatements(client, [statement(XAPI_VERB.COMPLETED)]);
    await runDueDeliveries({ now: new Date(), deadline: soon() });
    expect(heldBy(`filtered-${run}`)).toHaveLength(before);
  });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function attachment(content: Buffer, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    usageType: 'http://example.com/attachment-usage/test',
    display: { 'en-US': 'A test attachment' },
    contentType: 'text/plain',
    length: content.length,
    sha2: sha256(content),
    ...extra,
  };
}

/** A client's multipart/mixed POST of statements with their attachments' content (xAPI 1.0.3 Communication 1.5.2). */
async function postMultipart(
  client: TLrsClientCreated,
  statements: TStatement[],
  contents: { body: Buffer; contentType: string }[],
) {
  const { contentType, body } = multipartBody([
    { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(statements)) },
    ...contents.map((content) => attachmentPart(sha256(content.body), content.contentType, content.body)),
  ]);
  const posted = await fetch(new URL('/v1/xapi/statements', stackUrl()), {
    method: 'POST',
    headers: {
      authorization: basicAuthorization(client.key, client.secret),
      'x-experience-api-version': '1.0.3',
      'content-type': contentType,
    },
    body: new Uint8Array(body),
  });
  expect(posted.status, await posted.text()).toBe(200);
  await drainEvents();
}

describe('forwarding statements with attachments', () => {
  let admin: TRegistered;
  let lrsClient: TLrsClientCreated;
  let target: TXapiForwardTarget;
  const lrs = `attachments-${run}`;
  const text = Buffer.from('here is a simple attachment');
  /** Every byte value, CR LF and dashes included: the content must arrive byte for byte. */
  const binary = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));

  beforeAll(async () => {
    admin = await registerCompany();
    lrsClient = await createLrsClient(admin.token, { scopes: ['all'] });
    target = await addTarget(admin.token, { endpoint: endpoint(lrs) });
  });

  it('sends statements with attachment content as multipart/mixed, each content once per request', async () => {
    const first = {
      ...statement(XAPI_VERB.COMPLETED),
      attachments: [attachment(text), attachment(binary, { contentType: 'application/octet-stream' })],
    };
    // The same text again: it goes once in the request that carries both.
    const second = { ...statement(XAPI_VERB.PASSED), attachments: [attachment(text)] };
    await postMultipart(
      lrsClient,
      [first, second],
      [
        { body: text, contentType: 'text/plain' },
        { body: binary, contentType: 'application/octet-stream' },
      ],
    );
    expect(heldBy(lrs)).toEqual([first.id, second.id]);
    // One request when the stream hands both statements over in one batch, else one each (the stream's timing on a
    // loaded machine): either way a request carries each content its statements name, once.
    const posts = postsTo(lrs);
    const sent = posts.map((each) => ({
      ids: each.ids,
      hashes: each.parts.map((part) => part.headers['x-experience-api-hash']),
    }));
    expect(sent).toEqual(
      posts.length === 1
        ? [{ ids: [first.id, second.id], hashes: [sha256(text), sha256(binary)] }]
        : [
            { ids: [first.id], hashes: [sha256(text), sha256(binary)] },
            { ids: [second.id], hashes: [sha256(text)] },
          ],
    );
    const post = posts[0];
    expect(mediaType(post!.headers['content-type'])).toBe('multipart/mixed');
    expect(post!.headers['x-experience-api-version']).toBe('1.0.3');
    expect(post!.parts.map((part) => part.headers)).toEqual([
      { 'content-type': 'text/plain', 'content-transfer-encoding': 'binary', 'x-experience-api-hash': sha256(text) },
      {
        'content-type': 'application/octet-stream',
        'content-transfer-encoding': 'binary',
        'x-experience-api-hash': sha256(binary),
      },
    ]);
    expect(storedContent.get(sha256(text))).toEqual(text);
    expect(storedContent.get(sha256(binary))).toEqual(binary);
    expect(await deadLetters(admin.token, target.id)).toEqual([]);
  });

  it('sends a signed statement with its signature byte for byte, which the LRS verifies', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const sent = statement(XAPI_VERB.COMPLETED);
    const input = `${Buffer.from(JSON.stringify({ alg: 'RS256' })).toString('base64url')}.${Buffer.from(JSON.stringify(sent)).toString('base64url')}`;
    const jws = Buffer.from(`${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`);
    const signed = {
      ...sent,
      attachments: [
        attachment(jws, {
          usageType: XAPI_ATTACHMENTS.SIGNATURE_USAGE_TYPE,
          contentType: XAPI_ATTACHMENTS.SIGNATURE_CONTENT_TYPE,
        }),
      ],
    };
    await postMultipart(lrsClient, [signed], [{ body: jws, contentType: XAPI_ATTACHMENTS.SIGNATURE_CONTENT_TYPE }]);
    expect(heldBy(lrs).at(-1)).toBe(signed.id);
    const post = postsTo(lrs).at(-1)!;
    expect(post.status).toBe(200);
    expect(post.parts).toHaveLength(1);
    expect(post.parts[0]!.body.equals(jws)).toBe(true);
    expect(await deadLetters(admin.token, target.id)).toEqual([]);
  });

  it('keeps sending as JSON a statement whose attachments all have a fileUrl', async () => {
    const linked = {
      ...statement(XAPI_VERB.COMPLETED),
      attachments: [attachment(text, { fileUrl: 'https://example.com/attachments/simple.txt' })],
    };
    await postStatements(clientLrs(lrsClient), [linked]);
    expect(heldBy(lrs).at(-1)).toBe(linked.id);
    expect(postsTo(lrs).at(-1)?.headers['content-type']).toBe('application/json');
    const [status] = await targets(admin.token);
    expect(status?.status).toMatchObject({ pending: 0, dead_letters: 0, failures: 0, last_error: null });
  });
});

describe('forwarding to a failing LRS', () => {
  let admin: TRegistered;
  let client: ReturnType<typeof clientLrs>;
  let target: TXapiForwardTarget;
  const lrs = `failing-${run}`;
  const sent = [statement(XAPI_VERB.COMPLETED), statement(XAPI_VERB.PASSED)];

  beforeAll(async () => {
    admin = await registerCompany();
    client = clientLrs(await createLrsClient(admin.token, { scopes: ['statements/write'] }));
    target = await addTarget(admin.token, { endpoint: endpoint(lrs) });
    failing.add(lrs);
  });

  it('retries on the schedule, never before its time, then dead-letters the statements after the last attempt', async () => {
    await postStatements(client, sent);
    // The first attempt, right after the statements were stored.
    expect(postsTo(lrs)).toHaveLength(1);
    const [afterFirst] = await targets(admin.token);
    expect(afterFirst?.status).toMatchObject({
      failures: 1,
      pending: 2,
      dead_letters: 0,
      last_error: 'HTTP 500: LRS down for maintenance',
    });
    const retryAt = Date.parse(afterFirst!.status.retry_at!);
    expect(retryAt - Date.now()).toBeGreaterThan(50_000);

    // Before its time the schedule leaves it alone.
    const early = await deliverTarget(admin.user.company_id, target.id, {
      now: new Date(retryAt - 1000),
      deadline: soon(),
    });
    expect(early.outcome).toBe('waiting');
    expect(postsTo(lrs)).toHaveLength(1);

    const waits: number[] = [];
    for (let attempt = 2; attempt <= XAPI_FORWARDING_MAX_ATTEMPTS; attempt++) {
      const item = await getTarget(admin.user.company_id, target.id);
      const due = Date.parse(item!.next_run!);
      waits.push(due);
      // The schedule's run at the retry time (its due index says so): one attempt each.
      const result = await runDueDeliveries({ now: new Date(due), deadline: soon() });
      expect(result.targets).toBeGreaterThanOrEqual(1);
      expect(postsTo(lrs)).toHaveLength(attempt);
    }
    const gaps = waits.slice(1).map((at, index) => (at - waits[index]!) / 60_000);
    expect(gaps).toEqual([4, 10, 20, 30]);

    const letters = await deadLetters(admin.token, target.id);
    expect(letters.map((letter) => letter.statement_id)).toEqual(sent.map((item) => item.id));
    expect(letters[0]).toMatchObject({
      verb: XAPI_VERB.COMPLETED,
      object: activity('courses/safety'),
      attempts: XAPI_FORWARDING_MAX_ATTEMPTS,
      error: 'HTTP 500: LRS down for maintenance',
    });
    const [after] = await targets(admin.token);
    expect(after?.status).toMatchObject({ pending: 0, dead_letters: 2, failures: 0, retry_at: null });
    expect(heldBy(lrs)).toEqual([]);
  });

  it('pages the dead-letter list', async () => {
    const first = await call('GET', `/v1/xapi-forwarding/${target.id}/dead-letters?limit=1`, { token: admin.token });
    expect(first.body.data).toHaveLength(1);
    const cursor = first.body.meta.next_cursor as string;
    expect(cursor).toEqual(first.body.data[0].id);
    const second = await deadLetters(admin.token, target.id, `?limit=1&cursor=${cursor}`);
    expect(second.map((letter) => letter.statement_id)).toEqual([sent[1]!.id]);
    const bad = await call('GET', `/v1/xapi-forwarding/${target.id}/dead-letters?cursor=nope`, { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['cursor']);
  });

  it('delivers the dead letters once each when they are retried from the list after the LRS is back', async () => {
    failing.delete(lrs);
    const retried = await call('POST', `/v1/xapi-forwarding/${target.id}/dead-letters/retry`, {
      token: admin.token,
      body: {},
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ data: { count: 2, more: false }, message: XAPI_FORWARDING_MSG.RETRIED });
    expect(await deadLetters(admin.token, target.id)).toEqual([]);
    await runDueDeliveries({ now: new Date(), deadline: soon() });
    await runDueDeliveries({ now: new Date(), deadline: soon() });
    expect(heldBy(lrs)).toEqual(sent.map((item) => item.id));
    const [after] = await targets(admin.token);
    expect(after?.status).toMatchObject({ pending: 0, dead_letters: 0, failures: 0, last_error: null });
    const events = await auditEventsOf(admin.user.company_id, retried.headers.get('x-request-id'));
    expect(events.map((event) => event.action)).toEqual([
      'xapi.retryForwardDeadLetters',
      'xapi.retryForwardDeadLetters',
    ]);
  });

  it('dead-letters at once a statement the LRS refuses as invalid, sends the rest of its batch, and discards it', async () => {
    const good = statement(XAPI_VERB.COMPLETED);
    const poison = statement(XAPI_VERB.COMPLETED);
    invalidIds.add(poison.id);
    await postStatements(client, [good, poison]);
    expect(heldBy(lrs).at(-1)).toBe(good.id);
    const [letter] = await deadLetters(admin.token, target.id);
    expect(letter).toMatchObject({ statement_id: poison.id, attempts: 1, error: 'HTTP 400: Refused' });

    const discarded = await call('POST', `/v1/xapi-forwarding/${target.id}/dead-letters/discard`, {
      token: admin.token,
      body: { ids: [letter!.id] },
    });
    expect(discarded.body).toEqual({ data: { count: 1, more: false }, message: XAPI_FORWARDING_MSG.DISCARDED });
    expect(await deadLetters(admin.token, target.id)).toEqual([]);
    expect(heldBy(lrs)).not.toContain(poison.id);
  });

  it('deletes the target with its queue and dead letters', async () => {
    failing.add(lrs);
    await postStatements(client, [statement(XAPI_VERB.COMPLETED)]);
    const deleted = await call('DELETE', `/v1/xapi-forwarding/${target.id}`, { token: admin.token });
    expect(deleted.body).toEqual({ message: XAPI_FORWARDING_MSG.DELETED });
    expect(await targets(admin.token)).toEqual([]);
    expect((await call('GET', `/v1/xapi-forwarding/${target.id}/dead-letters`, { token: admin.token })).status).toBe(
      404,
    );
    const left = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.xapiForwardQueuePk(admin.user.company_id, target.id) },
        ConsistentRead: true,
      }),
    );
    expect(left.Items).toEqual([]);
  });
});

describe('who may manage forwarding, and what it takes', () => {
  let admin: TRegistered;
  let target: TXapiForwardTarget;

  beforeAll(async () => {
    admin = await registerCompany();
    target = await addTarget(admin.token, { endpoint: endpoint(`rules-${run}`) });
  });

  it("is the administrator's only: managers and learners are refused (403)", async () => {
    const manager = await signIn(await addPerson(admin.user.company_id, ROLE.MANAGER, 'fwdmanager'));
    const learner = await signIn(await addPerson(admin.user.company_id, ROLE.USER, 'fwdlearner'));
    const body = { name: 'x', endpoint: endpoint('x'), key: 'k', secret: 's' };
    for (const token of [manager, learner]) {
      expect((await call('GET', '/v1/xapi-forwarding', { token })).status).toBe(403);
      expect((await call('POST', '/v1/xapi-forwarding', { token, body })).status).toBe(403);
      expect((await call('PUT', `/v1/xapi-forwarding/${target.id}`, { token, body })).status).toBe(403);
      expect((await call('DELETE', `/v1/xapi-forwarding/${target.id}`, { token })).status).toBe(403);
      expect((await call('GET', `/v1/xapi-forwarding/${target.id}/dead-letters`, { token })).status).toBe(403);
      for (const action of ['retry', 'discard'])
        expect(
          (await call('POST', `/v1/xapi-forwarding/${target.id}/dead-letters/${action}`, { token, body: {} })).status,
        ).toBe(403);
    }
  });

  it("answers 404 for another company's target and lists only the company's own", async () => {
    const other = await registerCompany();
    const token = other.token;
    const body = { name: 'x', endpoint: endpoint('x'), key: 'k', secret: 's' };
    expect(await targets(token)).toEqual([]);
    expect((await call('PUT', `/v1/xapi-forwarding/${target.id}`, { token, body })).status).toBe(404);
    expect((await call('DELETE', `/v1/xapi-forwarding/${target.id}`, { token })).status).toBe(404);
    expect((await call('GET', `/v1/xapi-forwarding/${target.id}/dead-letters`, { token })).status).toBe(404);
    for (const action of ['retry', 'discard'])
      expect(
        (await call('POST', `/v1/xapi-forwarding/${target.id}/dead-letters/${action}`, { token, body: {} })).status,
      ).toBe(404);
    expect((await targets(admin.token)).map((item) => item.id)).toEqual([target.id]);
  });

  it('refuses bad input with a 422 naming the field', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await call('POST', '/v1/xapi-forwarding', {
        token: admin.token,
        body: { name: 'Bad', endpoint: endpoint('bad'), key: 'k', secret: 's', ...body },
      });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      return answer.body.errors as Record<string, string[]>;
    };
    expect((await refused({ endpoint: 'not a url' })).endpoint).toEqual([XAPI_FORWARDING_MSG.ENDPOINT_INVALID]);
    expect(Object.keys(await refused({ endpoint: 'ftp://lrs.example.com/xapi' }))).toEqual(['endpoint']);
    expect(Object.keys(await refused({ endpoint: 'https://lrs.example.com/xapi?x=1' }))).toEqual(['endpoint']);
    expect(Object.keys(await refused({ endpoint: 'https://user:pw@lrs.example.com/xapi' }))).toEqual(['endpoint']);
    expect(Object.keys(await refused({ secret: undefined }))).toEqual(['secret']);
    expect(Object.keys(await refused({ key: 'a:b' }))).toEqual(['key']);
    expect(Object.keys(await refused({ name: ' ' }))).toEqual(['name']);
    expect(Object.keys(await refused({ filter: { verbs: ['completed'], activity_prefixes: [] } }))).toEqual([
      'filter.verbs.0',
    ]);
    const tooMany = Array.from({ length: XAPI_FORWARDING_LIMITS.filterEntriesMax + 1 }, (_, n) => `http://x/${n}`);
    expect(Object.keys(await refused({ filter: { verbs: [], activity_prefixes: tooMany } }))).toEqual([
      'filter.activity_prefixes',
    ]);
    const retry = await call('POST', `/v1/xapi-forwarding/${target.id}/dead-letters/retry`, {
      token: admin.token,
      body: { ids: ['not-a-stored-id'] },
    });
    expect(retry.status).toBe(422);
    expect(Object.keys(retry.body.errors)).toEqual(['ids.0']);
  });

  it(`keeps at most ${XAPI_FORWARDING_LIMITS.targetsPerCompany} targets per company`, async () => {
    for (let n = (await targets(admin.token)).length; n < XAPI_FORWARDING_LIMITS.targetsPerCompany; n++)
      await addTarget(admin.token, { name: `Target ${n}`, endpoint: endpoint(`more-${n}`) });
    const over = await call('POST', '/v1/xapi-forwarding', {
      token: admin.token,
      body: { name: 'One too many', endpoint: endpoint('over'), key: 'k', secret: 's' },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.name).toEqual([XAPI_FORWARDING_MSG.TOO_MANY]);
  });
});

describe('a deleted company', () => {
  it("leaves none of its targets' queues or dead letters behind", async () => {
    const leaving = await registerCompany();
    const companyId = leaving.user.company_id;
    const client = clientLrs(await createLrsClient(leaving.token, { scopes: ['statements/write'] }));
    const lrs = `leaving-${run}`;
    failing.add(lrs);
    const target = await addTarget(leaving.token, { endpoint: endpoint(lrs) });
    await postStatements(client, [statement(XAPI_VERB.COMPLETED), statement(XAPI_VERB.PASSED)]);
    const queue = async () =>
      (
        await documentClient().send(
          new QueryCommand({
            TableName: config.tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': keys.xapiForwardQueuePk(companyId, target.id) },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    expect(await queue()).toHaveLength(2);

    const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
    const superToken = (await login(credential.email, credential.password)).token;
    expect((await call('DELETE', `/v1/companies/${companyId}`, { token: superToken })).status).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await call('GET', `/v1/companies/${companyId}/delete-status`, { token: superToken });
      if (status.body.data?.status === 'done') break;
      if (Date.now() > deadline) throw new Error(`delete job still ${JSON.stringify(status.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await queue()).toEqual([]);
    expect(await getTarget(companyId, target.id)).toBeUndefined();
  });
});
