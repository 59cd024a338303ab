import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { TOperation } from '@skillway/shared';
import { createApiAdapter } from './api-adapter';
import type { TApiEvent } from './api-event';
import type { TLambdaHandler } from './handler-loader';
import { createLogger } from './log';
import { createStaticSite } from './static-site';

const row = (
  method: TOperation['method'],
  path: string,
  handler: string,
  access: TOperation['access'] = 'public',
): TOperation => ({
  id: handler,
  method,
  path,
  handler,
  access,
  summary: '',
  tag: 'test',
  response: z.unknown(),
  audit: { none: 'a test row' },
});

const TOKEN = 'local-tools-token-0123456789abcdefghijklmn';
const TOOLS = { authorization: `Bearer ${TOKEN}` };

describe('createApiAdapter', () => {
  let dir: string;
  let base: string;
  let adapter: ReturnType<typeof createApiAdapter>;
  const seen: Array<{ event: TApiEvent; context: { awsRequestId: string; getRemainingTimeInMillis(): number } }> = [];

  const handlers: Record<string, TLambdaHandler> = {
    'api/echo': async (event, context) => {
      seen.push({ event, context });
      return {
        statusCode: 201,
        headers: { 'content-type': 'application/json', 'x-request-id': 'from-handler' },
        body: JSON.stringify({ ok: true }),
        cookies: ['a=1', 'b=2'],
      };
    },
    'api/binary': async () => ({
      statusCode: 200,
      headers: { 'content-type': 'image/png' },
      body: Buffer.from([137, 80, 78, 71]).toString('base64'),
      isBase64Encoded: true,
    }),
    'api/throws': async () => {
      throw new Error('secret internals');
    },
    'api/plain': async () => ({ data: [1, 2] }),
    'api/lrs-about': async (event) => {
      seen.push({ event, context: { awsRequestId: '', getRemainingTimeInMillis: () => 1 } });
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' },
        body: '{"version":["1.0.3"]}',
      };
    },
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'adapter-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    adapter = createApiAdapter({
      operations: [
        row('POST', '/v1/things/{id}', 'api/echo', 'authenticated'),
        row('GET', '/v1/binary', 'api/binary'),
        row('GET', '/v1/throws', 'api/throws'),
        row('GET', '/v1/plain', 'api/plain'),
        row('GET', '/v1/xapi/about', 'api/lrs-about'),
      ],
      handlers: { get: async (module) => handlers[module]! },
      site: createStaticSite(dir),
      outboxDir: join(dir, 'outbox'),
      log: { ...createLogger(true), error: () => undefined },
    });
    adapter.setLocalToolsToken(TOKEN);
    base = `http://127.0.0.1:${await adapter.listen(0)}`;
  });
  afterAll(async () => {
    await adapter.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 under /v1 until the stack is ready, but serves the SPA', async () => {
    expect((await fetch(`${base}/v1/plain`)).status).toBe(503);
    expect((await fetch(`${base}/v1/health`)).status).toBe(503);
    expect((await fetch(`${base}/anything`)).status).toBe(200);
    adapter.setRuntime({
      authorizer: {
        authorize: (header) =>
          header === 'Bearer good'
            ? { ok: true, claims: { sub: 'u1', 'custom:company_id': 'c1' }, scopes: null }
            : { ok: false, reason: 'bad' },
      },
    });
    adapter.markReady();
    expect((await fetch(`${base}/v1/plain`)).status).toBe(200);
  });

  it('runs the handler with a v2 event carrying the claims, and writes its result back', async () => {
    const response = await fetch(`${base}/v1/things/42?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer good', 'content-type': 'application/json', cookie: 'session=abc' },
      body: JSON.stringify({ name: 'n' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('x-request-id')).toBe('from-handler');
    expect(response.headers.get('apigw-requestid')).toBeTruthy();
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);

    const { event, context } = seen.at(-1)!;
    expect(event).toMatchObject({
      routeKey: 'POST /v1/things/{id}',
      rawPath: '/v1/things/42',
      rawQueryString: 'x=1',
      pathParameters: { id: '42' },
      queryStringParameters: { x: '1' },
      cookies: ['session=abc'],
      body: '{"name":"n"}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', sourceIp: '127.0.0.1' },
        authorizer: { jwt: { claims: { sub: 'u1', 'custom:company_id': 'c1' } } },
      },
    });
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(0);
  });

  it('refuses a protected route without a valid token, before the handler runs', async () => {
    const count = seen.length;
    for (const headers of [{}, { authorization: 'Bearer bad' }] as Array<Record<string, string>>) {
      const response = await fetch(`${base}/v1/things/1`, { method: 'POST', headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
    expect(seen.length).toBe(count);
  });

  it('answers 404 for unknown routes and wrong methods', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nothing'],
      ['DELETE', '/v1/plain'],
      ['GET', '/v1'],
    ]) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
    expect((await fetch(`${base}/_local/unknown`)).status).toBe(404);
  });

  it("runs an LRS resource's GET handler for HEAD (headers, no body) and OPTIONS, and no other row's", async () => {
    const head = await fetch(`${base}/v1/xapi/about`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-experience-api-version')).toBe('1.0.3');
    expect(await head.text()).toBe('');
    expect(seen.at(-1)?.event).toMatchObject({
      routeKey: 'HEAD /v1/xapi/about',
      requestContext: { http: { method: 'HEAD' } },
    });
    expect((await fetch(`${base}/v1/xapi/about`, { method: 'OPTIONS' })).status).toBe(200);
    expect(seen.at(-1)?.event.routeKey).toBe('OPTIONS /v1/xapi/about');
    expect((await fetch(`${base}/v1/plain`, { method: 'HEAD' })).status).toBe(404);
    expect((await fetch(`${base}/v1/plain`, { method: 'OPTIONS' })).status).toBe(404);
  });

  it('decodes base64 responses, and hides a failing handler behind a bare 500', async () => {
    expect(Buffer.from(await (await fetch(`${base}/v1/binary`)).arrayBuffer())).toEqual(Buffer.from([137, 80, 78, 71]));
    const failed = await fetch(`${base}/v1/throws`);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe('{"message":"Internal Server Error"}');
  });

  it('refuses a body over 10 MB with 413', async () => {
    const response = await fetch(`${base}/v1/things/1`, {
      method: 'POST',
      headers: { authorization: 'Bearer good' },
      body: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });

  it('answers 503 for the S3 proxy until s3rver is up', async () => {
    expect((await fetch(`${base}/_local/s3/bucket/key`)).status).toBe(503);
  });

  it('serves the mail page and its JSON to holders of the local tools token', async () => {
    expect((await fetch(`${base}/_local/mail`, { headers: TOOLS })).headers.get('content-type')).toContain('text/html');
    expect(await (await fetch(`${base}/_local/mail.json`, { headers: TOOLS })).json()).toEqual({ data: [] });
  });

  it('answers 404 to every local tool without the token, or with a wrong one', async () => {
    const tools: [string, string][] = [
      ['GET', '/_local'],
      ['GET', '/_local/mail'],
      ['GET', '/_local/mail.json'],
      ['GET', '/_local/schedules'],
      ['POST', '/_local/schedules/expire-trials?now=2031-01-01T00:00:00Z'],
      ['POST', '/_local/events/drain'],
      ['GET', '/_local/stripe'],
      ['POST', '/_local/stripe/renew?company=c1'],
      ['POST', '/_local/stripe/end?company=c1'],
      ['POST', '/_local/stripe/drain'],
    ];
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { cookie: `skillway_local_tools=${TOKEN.toUpperCase()}` },
      { cookie: `other=${TOKEN}` },
    ];
    for (const [method, path] of tools) {
      for (const headers of wrong) {
        const response = await fetch(`${base}${path}`, { method, headers });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });

  it('the printed link sets an HttpOnly, SameSite=Strict cookie for /_local only, then drops the token from the address', async () => {
    const wrongLink = await fetch(`${base}/_local?token=guess`, { redirect: 'manual' });
    expect(wrongLink.status).toBe(404);
    expect(wrongLink.headers.get('set-cookie')).toBeNull();

    const link = await fetch(`${base}/_local?token=${TOKEN}`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('/_local/');
    const cookie = link.headers.get('set-cookie') ?? '';
    expect(cookie.split('; ')).toEqual([
      `skillway_local_tools=${TOKEN}`,
      'Path=/_local',
      'HttpOnly',
      'SameSite=Strict',
    ]);

    const index = await fetch(`${base}/_local/`, { headers: { cookie: `theme=dark; skillway_local_tools=${TOKEN}` } });
    expect(index.status).toBe(200);
    const html = await index.text();
    for (const href of ['/_local/mail', '/_local/schedules', '/_local/stripe'])
      expect(html).toContain(`href="${href}"`);
    const mail = await fetch(`${base}/_local/mail.json`, { headers: { cookie: `skillway_local_tools=${TOKEN}` } });
    expect(mail.status).toBe(200);
  });

  it('keeps the product flows that reach /_local public: the fake Stripe card confirmation and hosted invoices', async () => {
    // Not gated (their own capability is the SetupIntent secret or the invoice id): 503 until the fake Stripe is set.
    expect((await fetch(`${base}/_local/stripe/confirm`, { method: 'POST', body: '{}' })).status).toBe(503);
    expect((await fetch(`${base}/_local/stripe/invoices/in_abc`)).status).toBe(503);
    // ...but not their other methods or neighbours.
    expect((await fetch(`${base}/_local/stripe/confirm`)).status).toBe(404);
    expect((await fetch(`${base}/_local/stripe/invoices/in_abc/pay`, { method: 'POST' })).status).toBe(404);
  });

  it('turns the local tools off altogether when the token is null', async () => {
    adapter.setLocalToolsToken(null);
    try {
      expect((await fetch(`${base}/_local/mail.json`, { headers: TOOLS })).status).toBe(404);
      expect((await fetch(`${base}/_local?token=${TOKEN}`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      adapter.setLocalToolsToken(TOKEN);
    }
  });

  it('answers POST /_local/events/drain once the background work is done; 503 before, 405/403 otherwise', async () => {
    const drain = (init: RequestInit = { method: 'POST' }) =>
      fetch(`${base}/_local/events/drain`, {
        ...init,
        headers: { ...TOOLS, ...(init.headers as Record<string, string>) },
      });
    expect((await drain()).status).toBe(503);
    let finish = () => {};
    let drains = 0;
    adapter.setDrain(() => {
      drains += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    let answered = false;
    const pending = drain().then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drains).toBe(1);
    expect(answered).toBe(false);
    finish();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ drained: true });
    expect((await drain({ method: 'GET' })).status).toBe(405);
    expect((await drain({ method: 'POST', headers: { origin: 'https://elsewhere.example' } })).status).toBe(403);
    expect(drains).toBe(1);
  });
});
