import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import type { TPrincipalRecords } from '../auth/load-principal';
import type { TCompanyItem, TUserItem } from '../db/types';
import { AppError } from './app-error';
import { defineHandler } from './define-handler';
import { withCookies } from './responses';
import type { TApiEvent } from './types';

const records = vi.hoisted(() => {
  // Quiet: the handler's access and error logs are not what these tests look at.
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  return { current: undefined as TPrincipalRecords | undefined };
});
vi.mock('../auth/load-principal', () => ({
  loadPrincipalRecords: vi.fn(async () => records.current),
}));

const NOW_S = Math.floor(Date.now() / 1000);

function user(overrides: Partial<TUserItem> = {}): TUserItem {
  return {
    company_id: 'c1',
    user_id: 'u1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    role_id: 2,
    is_reset_default_password: 1,
    is_notification: 1,
    is_archived: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as TUserItem;
}

function company(overrides: Partial<TCompanyItem> = {}): TCompanyItem {
  return {
    company_id: 'c1',
    company_name: 'Acme',
    state: 1,
    banding: 1,
    payment_method: 2,
    country: 'UK',
    total_users: 1,
    owner_user_id: 'u1',
    gsi1pk: 'COMPANIES',
    gsi1sk: 'x',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as TCompanyItem;
}

function event(
  options: {
    method?: string;
    path?: string;
    body?: string;
    claims?: Record<string, unknown>;
    params?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
): TApiEvent {
  return {
    version: '2.0',
    routeKey: `${options.method ?? 'GET'} ${options.path ?? '/'}`,
    rawPath: options.path ?? '/',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.params ? { pathParameters: options.params } : {}),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    requestContext: {
      accountId: '0',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: 'req-123',
      routeKey: 'x',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: {
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.5',
        userAgent: 'test',
      },
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: null } } } : {}),
    },
  } as TApiEvent;
}

const claims = (overrides: Record<string, unknown> = {}) => ({
  token_use: 'id',
  'cognito:username': 'u1',
  'custom:company_id': 'c1',
  jti: 'jti-1',
  iat: String(NOW_S - 10),
  exp: String(NOW_S + 3000),
  ...overrides,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
type TJson = Record<string, any>;

function body(result: { body?: string }) {
  return JSON.parse(result.body ?? 'null') as TJson;
}

beforeEach(() => {
  records.current = { user: user(), company: company(), revoked: false };
});

describe('defineHandler', () => {
  const unread = defineHandler('notifications.unread', async ({ auth }) => ({
    data: { count: auth.user.first_name.length },
  }));

  it('answers with the row status, JSON and the request id header', async () => {
    const result = await unread(event({ claims: claims() }));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['x-request-id']).toBe('req-123');
    expect(result.headers?.['content-type']).toContain('application/json');
    expect(body(result)).toEqual({ data: { count: 3 } });
  });

  it('uses the row status (201 for register) and no token on public rows', async () => {
    const health = defineHandler('system.health', async ({ auth }) => {
      expect(auth).toBeUndefined();
      return { status: 'ok' as const, checks: {}, version: 't' };
    });
    const result = await health(event());
    expect(result.statusCode).toBe(200);
  });

  it('sets the cookies of withCookies, the body still checked against the row', async () => {
    const withCookie = defineHandler('notifications.unread', async () =>
      withCookies({ data: { count: 2 } }, ['a=1; Path=/content/; HttpOnly']),
    );
    const result = await withCookie(event({ claims: claims() }));
    expect(result.statusCode).toBe(200);
    expect(result.cookies).toEqual(['a=1; Path=/content/; HttpOnly']);
    expect(body(result)).toEqual({ data: { count: 2 } });
    const outside = defineHandler('notifications.unread', async () =>
      withCookies({ data: { count: 'two' } } as unknown as { data: { count: number } }, ['a=1']),
    );
    const refused = await outside(event({ claims: claims() }));
    expect(refused.statusCode).toBe(500);
    expect(refused.cookies).toBeUndefined();
  });

  describe('401', () => {
    it.each([
      ['no claims', () => event()],
      ['an access token', () => event({ claims: claims({ token_use: 'access' }) })],
      ['no company claim', () => event({ claims: claims({ 'custom:company_id': undefined }) })],
    ])('%s', async (_name, build) => {
      const result = await unread(build());
      expect(result.statusCode).toBe(401);
      expect(body(result)).toEqual({ message: MSG.UNAUTHENTICATED, code: 'UNAUTHENTICATED', request_id: 'req-123' });
      expect(result.headers?.['x-request-id']).toBe('req-123');
    });

    it.each([
      ['the user is gone', () => ({ user: undefined, company: company(), revoked: false })],
      ['the user is archived', () => ({ user: user({ is_archived: 1 }), company: company(), revoked: false })],
      ['the token was revoked (logout)', () => ({ user: user(), company: company(), revoked: true })],
      [
        'the token predates a password change',
        () => ({ user: user({ tokens_valid_after: NOW_S - 10 }), company: company(), revoked: false }),
      ],
      ['the company is gone', () => ({ user: user(), company: undefined, revoked: false })],
    ])('when %s', async (_name, build) => {
      records.current = build() as TPrincipalRecords;
      expect((await unread(event({ claims: claims() }))).statusCode).toBe(401);
    });

    it('accepts a token issued after the cut-off', async () => {
      records.current = { user: user({ tokens_valid_after: NOW_S - 11 }), company: company(), revoked: false };
      expect((await unread(event({ claims: claims() }))).statusCode).toBe(200);
    });
  });

  describe('suspended company (403)', () => {
    const readAll = defineHandler('notifications.readAll', async () => ({ message: 'ok' }));
    const unread = defineHandler('notifications.unread', async () => ({ data: { count: 0 } }));
    // Locked rows: their handlers are never reached.
    const notReached = async (): Promise<never> => {
      throw new Error('the suspended lock let the request through');
    };
    const createGroup = defineHandler('groups.create', notReached);
    const assetViewed = defineHandler('learning.assetsViewed', notReached);
    const profile = defineHandler('profile.updatePassword', async () => ({ message: 'ok' }));

    it('locks an administrator out of rows that are not suspendedAccessible', async () => {
      records.current = { user: user({ role_id: 2 }), company: company({ state: 4 }), revoked: false };
      const result = await createGroup(event({ claims: claims(), body: '{"name":"Team"}' }));
      expect(result.statusCode).toBe(403);
      expect(body(result).message).toMatch(/suspended/i);
      // The bell is on every screen, the account status page's too: its rows are suspendedAccessible.
      expect((await readAll(event({ claims: claims() }))).statusCode).toBe(200);
      expect(
        (
          await profile(
            event({
              claims: claims(),
              body: '{"old_password":"a","new_password":"Abcdef!1","confirm_password":"Abcdef!1"}',
            }),
          )
        ).statusCode,
      ).toBe(200);
    });

    it('keeps reads for learners but refuses their changes, a GET that writes among them', async () => {
      records.current = { user: user({ role_id: 3 }), company: company({ state: 2 }), revoked: false };
      expect((await unread(event({ claims: claims() }))).statusCode).toBe(200);
      // Marking every notification read is a GET in the spec, and a write: refused while suspended.
      expect((await readAll(event({ claims: claims() }))).statusCode).toBe(403);
      expect((await assetViewed(event({ claims: claims(), body: '{"id":"a1"}' }))).statusCode).toBe(403);
    });

    it('never locks the super administrator', async () => {
      records.current = { user: user({ role_id: 1, company_id: 'platform' }), company: null, revoked: false };
      expect((await readAll(event({ claims: claims({ 'custom:company_id': 'platform' }) }))).statusCode).toBe(200);
    });
  });

  describe('422', () => {
    const update = defineHandler('profile.update', async ({ body: input }) => {
      throw new AppError('CONFLICT', `should not run for ${input.email}`);
    });

    it('maps zod issues to field errors with the spec-style messages', async () => {
      const result = await update(
        event({ method: 'PUT', claims: claims(), body: JSON.stringify({ first_name: '  ', email: 'not-an-email' }) }),
      );
      expect(result.statusCode).toBe(422);
      const json = body(result);
      expect(json.errors).toEqual({
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        email: ['The email must be a valid email address.'],
      });
      expect(json.message).toBe('The first name field is required. (and 2 more errors)');
      // The same errors as codes with their parameters (issue 34), for clients showing them in another language.
      expect(json.code).toBe('VALIDATION');
      expect(json.error_codes).toEqual({
        first_name: [{ code: 'field.required', params: { field: 'first name' } }],
        last_name: [{ code: 'field.required', params: { field: 'last name' } }],
        email: [{ code: 'field.email', params: { field: 'email' } }],
      });
      expect(json.request_id).toBe('req-123');
    });

    it('refuses a body that is not JSON', async () => {
      const result = await update(event({ method: 'PUT', claims: claims(), body: '{"first_name":' }));
      expect(result.statusCode).toBe(422);
      expect(body(result).errors).toEqual({ body: ['The request body must be valid JSON.'] });
    });

    it('validates path parameters too', async () => {
      const remove = defineHandler('notifications.delete', async () => ({ message: 'ok' }));
      const result = await remove(event({ method: 'DELETE', claims: claims(), params: { id: 'bad id!' } }));
      expect(result.statusCode).toBe(422);
      expect(body(result).errors.id).toEqual(['The id is invalid.']);
    });

    it('runs after authentication: no token still means 401', async () => {
      expect((await update(event({ method: 'PUT', body: '{}' }))).statusCode).toBe(401);
    });
  });

  it('maps AppError codes through the one table (404 for records outside the company)', async () => {
    const missing = defineHandler('notifications.delete', async () => {
      throw AppError.notFound();
    });
    const result = await missing(event({ method: 'DELETE', claims: claims(), params: { id: 'n1' } }));
    expect(result.statusCode).toBe(404);
    expect(body(result)).toEqual({ message: MSG.NOT_FOUND, code: 'NOT_FOUND', request_id: 'req-123' });
  });

  it('answers 500 without internals, with the request id', async () => {
    const broken = defineHandler('notifications.unread', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:8000 table secret-table');
    });
    const result = await broken(event({ claims: claims() }));
    expect(result.statusCode).toBe(500);
    expect(body(result)).toEqual({ message: MSG.GENERIC_ERROR, code: 'GENERIC_ERROR', request_id: 'req-123' });
    expect(result.body).not.toContain('secret');
    expect(result.headers?.['x-request-id']).toBe('req-123');
  });

  it('refuses to send a response outside the row contract (500)', async () => {
    const leaky = defineHandler('notifications.unread', async () => ({ data: { count: 'many' } }) as never);
    expect((await leaky(event({ claims: claims() }))).statusCode).toBe(500);
  });

  it('strips fields the contract does not name', async () => {
    const extra = defineHandler('notifications.unread', async () => ({ data: { count: 1, secret: 'x' } }) as never);
    expect(body(await extra(event({ claims: claims() })))).toEqual({ data: { count: 1 } });
  });

  it('gives the handler typed, transformed input', async () => {
    const list = defineHandler('notifications.list', async ({ query }) => {
      expect(query).toEqual({ page: 2, limit: 1000 });
      return { data: [], meta: { pagination: { total: 0, per_page: 10, current_page: 1, total_pages: 1, links: {} } } };
    });
    expect((await list(event({ claims: claims(), query: { page: '2', limit: '-1' } }))).statusCode).toBe(200);
  });
});

describe('defineHandler behind the edge', () => {
  const SECRET = 'edge-origin-secret-of-32-characters-or-more';
  const health = defineHandler('system.health', async () => ({ status: 'ok' as const, checks: {}, version: 't' }));
  const withHeaders = (headers: Record<string, string>) => ({ ...event(), headers });

  it('refuses (403) a request without the origin secret once one is configured: it skipped CloudFront', async () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    try {
      const refused: Record<string, string>[] = [
        {},
        { 'x-origin-verify': 'guess' },
        { 'x-origin-verify': `${SECRET}x` },
      ];
      for (const headers of refused) {
        const result = await health(withHeaders(headers));
        expect(result.statusCode).toBe(403);
        expect(result.headers?.['x-request-id']).toBe('req-123');
      }
      expect((await health(withHeaders({ 'x-origin-verify': SECRET }))).statusCode).toBe(200);
    } finally {
      delete process.env.ORIGIN_VERIFY_SECRET;
    }
  });

  it('lets every request through where no secret is configured (tests, tools)', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    expect((await health(withHeaders({}))).statusCode).toBe(200);
  });
});
