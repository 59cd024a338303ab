import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_LIST, operations, type TOperationId } from '@skillway/shared';
import { call, login } from '../factories/http';
import { buildTenants, type TActor, type TActorName, type TTenants } from '../support/tenants';

/**
 * The authorization matrix: every manifest row × every actor × {own company, another company}.
 * `allow` means the request gets past authentication and authorization (any status but 401/403/404, never 5xx);
 * `deny` means 401 for the anonymous caller and 403 for a signed-in caller of the wrong role.
 * `otherCompany: 'deny'` rows are also called by company B's actors against company A's records: they must get 404.
 * Adding a manifest row without a line here fails the test.
 */
type TCell = 'allow' | 'deny';
interface TExpectation {
  anonymous: TCell;
  learner: TCell;
  manager: TCell;
  admin: TCell;
  superAdmin: TCell;
  /** 'deny': another company's record is a 404. 'n/a': the row only touches the caller's own records. */
  otherCompany: 'deny' | 'n/a';
}

const PUBLIC: TExpectation = { anonymous: 'allow', learner: 'allow', manager: 'allow', admin: 'allow', superAdmin: 'allow', otherCompany: 'n/a' };
const SIGNED_IN: TExpectation = { anonymous: 'deny', learner: 'allow', manager: 'allow', admin: 'allow', superAdmin: 'allow', otherCompany: 'n/a' };
const SIGNED_IN_OWN_RECORD: TExpectation = { ...SIGNED_IN, otherCompany: 'deny' };

const EXPECTED: Record<TOperationId, TExpectation> = {
  'system.health': PUBLIC,
  'system.openapi': PUBLIC,
  'auth.login': PUBLIC,
  'auth.logout': SIGNED_IN,
  'auth.register': PUBLIC,
  'auth.forgotPassword': PUBLIC,
  'auth.validateToken': PUBLIC,
  'auth.resetPassword': PUBLIC,
  // Public, but the refresh token is the credential: without a valid one the answer is 401.
  'auth.refresh': { ...PUBLIC, anonymous: 'deny' },
  'auth.verifyEmail': PUBLIC,
  'profile.get': SIGNED_IN,
  'profile.update': SIGNED_IN,
  'profile.updatePassword': SIGNED_IN,
  'uploads.sign': SIGNED_IN,
  'uploads.verify': SIGNED_IN_OWN_RECORD,
  'images.get': PUBLIC,
  'notifications.list': SIGNED_IN,
  'notifications.unread': SIGNED_IN,
  'notifications.readAll': SIGNED_IN,
  'notifications.clearAll': SIGNED_IN,
  'notifications.delete': SIGNED_IN_OWN_RECORD,
};

interface TRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Rows that end sessions get a fresh one (an earlier logout row signs the actor out everywhere). */
  freshSession?: boolean;
}

/** A request each row accepts from an allowed caller; `owner` is whose records it targets. */
async function requestFor(id: TOperationId, actor: TActor, owner: TActor, tenants: TTenants): Promise<TRequest> {
  switch (id) {
    case 'auth.login':
      return { body: { email: tenants.a.learner.email, password: tenants.a.learner.password } };
    case 'auth.logout':
      return { freshSession: true };
    case 'auth.register':
      return { body: { first_name: '' } }; // refused as 422: the point is that anyone may call it
    case 'auth.forgotPassword':
      return { body: { email: 'nobody@example.test' } };
    case 'auth.validateToken':
      return { params: { token: 'not-a-token' }, body: { email: 'nobody@example.test' } };
    case 'auth.resetPassword':
      return { body: { email: 'nobody@example.test', token: 'not-a-token', password: 'Valid!Pass1', isResetPassword: 1 } };
    case 'auth.refresh':
      if (!actor.email || !actor.password) return { body: { refresh_token: 'not-a-refresh-token' } };
      return { body: { refresh_token: (await login(actor.email, actor.password)).refresh } };
    case 'profile.update':
      return { body: { first_name: actor.firstName ?? 'A', last_name: actor.lastName ?? 'B', email: actor.email ?? 'x@example.test' } };
    case 'profile.updatePassword':
      return { body: { old_password: 'Wrong!Pass1', new_password: 'Other!Pass2', confirm_password: 'Other!Pass2' } };
    case 'uploads.sign':
      return { body: { type: 'avatar', file_name: 'me.png', content_type: 'image/png', size: 1000 } };
    case 'uploads.verify':
      return { body: { type: 'avatar', key: owner.uploadKey } };
    case 'images.get':
      return tenants.imageRequest;
    case 'notifications.list':
      return { query: { page: '1', limit: '10' } };
    case 'notifications.delete':
      return { params: { id: await owner.newNotification() } };
    default:
      return {};
  }
}

function expand(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return name === 'key' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

function verdict(status: number): 'allow' | 'unauthenticated' | 'forbidden' | 'not-found' | 'error' {
  if (status >= 500) return 'error';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  return 'allow';
}

describe('authorization matrix', () => {
  let tenants: TTenants;
  beforeAll(async () => {
    tenants = await buildTenants();
  });

  it('has an expectation for every manifest row', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(operations).sort());
  });

  it('gives 0 unexpected results', async () => {
    const unexpected: string[] = [];
    let checked = 0;
    const actorsA: TActorName[] = ['anonymous', 'learner', 'manager', 'admin', 'superAdmin'];

    for (const row of OPERATION_LIST) {
      const id = row.id as TOperationId;
      const expectation = EXPECTED[id];

      const run = async (actor: TActor, owner: TActor) => {
        const request = await requestFor(id, actor, owner, tenants);
        let token = actor.token;
        if (request.freshSession && actor.email && actor.password) token = (await login(actor.email, actor.password)).token;
        const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
        const result = await call(row.method, expand(row.path, request.params) + query, { token, body: request.body });
        checked += 1;
        return result.status;
      };

      for (const name of actorsA) {
        const actor = tenants.a[name];
        const status = await run(actor, actor);
        const expected = expectation[name] === 'allow' ? 'allow' : name === 'anonymous' ? 'unauthenticated' : 'forbidden';
        if (verdict(status) !== expected) unexpected.push(`${id} as ${name}: expected ${expected}, got ${status}`);
      }

      if (expectation.otherCompany === 'deny') {
        for (const name of ['learner', 'manager', 'admin'] as const) {
          if (expectation[name] !== 'allow') continue;
          const status = await run(tenants.b[name], tenants.a[name]);
          if (verdict(status) !== 'not-found') unexpected.push(`${id} as company B ${name} on company A's record: expected not-found, got ${status}`);
        }
      }
    }

    expect(unexpected).toEqual([]);
    expect(checked).toBeGreaterThan(OPERATION_LIST.length * 5);
  });
});
