/**
 * Refresh-token rotation with reuse detection over HTTP against the running local stack, whose cognito-local never
 * rotates refresh tokens itself (functions/core/people/auth/refresh-rotation.ts). Time cannot be moved on in a run
 * (docs/testing.md): a test that needs the grace over moves the session's last rotation back instead, and an access
 * token past its lifetime is the same token with its times moved back and signed again by the emulator's key.
 */
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { REFRESH_COOKIE_NAME, REFRESH_REUSE_GRACE_SECONDS } from '@skillway/shared';
import { parseRefreshCredential } from '../../core/people/auth/refresh-credential';
import { readRefreshSession } from '../../core/people/auth/refresh-session-repository';
import { refreshTokens } from '../../core/platform/auth/identity-provider';
import { decodeJwtPayload } from '../../core/platform/auth/token-claims';
import { sha256Hex } from '../../core/platform/crypto/tokens';
import { refreshSessionEntity } from '../../core/platform/db/entities/refresh-session';
import { USER_POOL_DEFINITION } from '../../core/platform/definitions/user-pool';
import { registerCompany } from '../../../test/factories/accounts';
import { agedToken } from '../../../test/factories/aged-token';
import { call, login, setCookieValue } from '../../../test/factories/http';

const CLEARED = `${REFRESH_COOKIE_NAME}=; Path=/v1/groups; Max-Age=0; HttpOnly; SameSite=Strict`;
const ACCESS_TOKEN_SECONDS = USER_POOL_DEFINITION.idTokenMinutes * 60;

type TOwner = { id: string; company_id: string };

beforeAll(() => {
  // The stack's environment: its table (to age a session) and its cognito-local (to ask it about a refresh token).
  Object.assign(process.env, (inject as unknown as (key: string) => Record<string, string>)('stackEnv'));
});

/** A browser's refresh call: the cookie only, no token. `next` is the cookie the answer sets. */
async function refreshWith(cookieValue: string) {
  const response = await call('POST', '/v1/groups/', {
    headers: { cookie: `${REFRESH_COOKIE_NAME}=${cookieValue}` },
    body: {},
  });
  return { ...response, next: setCookieValue(response.headers, REFRESH_COOKIE_NAME) };
}

function sessionKey(owner: TOwner, cookieValue: string) {
  const refreshToken = parseRefreshCredential(cookieValue)!.refreshToken;
  return { company_id: owner.company_id, user_id: owner.id, token_hash: sha256Hex(refreshToken) };
}

/** The session's last rotation, moved back past the grace: as if that long had passed since. */
async function pastTheGrace(owner: TOwner, cookieValue: string): Promise<void> {
  await refreshSessionEntity()
    .build(UpdateItemCommand)
    .item({ ...sessionKey(owner, cookieValue), rotated_at: Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000 })
    .options({ condition: { attr: 'nonce_hash', exists: true } })
    .send();
}

async function profileStatus(token: string): Promise<number> {
  return (await call('GET', '/v1/user/profile', { token })).status;
}

describe('refresh cookie rotation', () => {
  it('answers each refresh with a new cookie for the same refresh token; the one it replaced then fails', async () => {
    const account = await registerCompany();
    const first = account.refresh;
    const refreshed = await refreshWith(first);
    expect(refreshed.status).toBe(200);
    expect(await profileStatus(refreshed.body.access_token)).toBe(200);
    const second = refreshed.next!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(parseRefreshCredential(second)?.refreshToken).toBe(parseRefreshCredential(first)?.refreshToken);
    const attributes = refreshed.headers.getSetCookie()[0]!.split('; ').slice(1);
    expect(attributes.filter((attribute) => !attribute.startsWith('Max-Age='))).toEqual([
      'Path=/v1/groups',
      'HttpOnly',
      'SameSite=Strict',
    ]);
    // It expires with the refresh token, which the sign-in started.
    const maxAge = Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))!.slice('Max-Age='.length));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(USER_POOL_DEFINITION.refreshTokenDays * 86_400);

    await pastTheGrace(account.user, first);
    const old = await refreshWith(first);
    expect(old.status).toBe(401);
    expect(old.headers.getSetCookie()).toContain(CLEARED);
  });

  it('ends the session when a replaced cookie is used again after the grace: the newest cookie fails too', async () => {
    const account = await registerCompany();
    const copied = account.refresh;
    // The owner's browser refreshes on; a copy of the cookie it started with comes back later.
    const owners = (await refreshWith(copied)).next!;
    await pastTheGrace(account.user, copied);

    const replay = await refreshWith(copied);
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie()).toContain(CLEARED);
    const newest = await refreshWith(owners);
    expect(newest.status).toBe(401);
    expect(newest.headers.getSetCookie()).toContain(CLEARED);
    expect(await readRefreshSession(sessionKey(account.user, owners))).toBeUndefined();
    // Cognito itself no longer takes the refresh token, by any route.
    expect(await refreshTokens(parseRefreshCredential(owners)!.refreshToken)).toBeNull();

    // Only that session ended: signing in again gives one that refreshes.
    const again = await login(account.email, account.password);
    expect((await refreshWith(again.refresh)).status).toBe(200);
  });

  it('lets two refreshes sent at once with one cookie both succeed, both answering the same next cookie', async () => {
    const account = await registerCompany();
    const [a, b] = await Promise.all([refreshWith(account.refresh), refreshWith(account.refresh)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.next).toBeTruthy();
    expect(a.next).toBe(b.next);
    expect(a.next).not.toBe(account.refresh);
    expect(await profileStatus(b.body.access_token)).toBe(200);
    // Neither read as reuse: the session goes on.
    expect((await refreshWith(a.next!)).status).toBe(200);
  });

  it('refuses and clears the cookie after logout, whose refresh sessions are gone', async () => {
    const account = await registerCompany();
    const session = await login(account.email, account.password);
    expect((await call('DELETE', '/v1/logout', { token: session.token })).status).toBe(200);
    for (const cookieValue of [session.refresh, account.refresh]) {
      const refused = await refreshWith(cookieValue);
      expect(refused.status).toBe(401);
      expect(refused.headers.getSetCookie()).toContain(CLEARED);
      expect(await readRefreshSession(sessionKey(account.user, cookieValue))).toBeUndefined();
    }
  });

  it('lets a stolen access token alone work only for its lifetime, and trades it for nothing', async () => {
    const account = await registerCompany();
    const signedIn = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: account.email, password: account.password },
    });
    const stolen: string = signedIn.body.access_token;
    const claims = decodeJwtPayload(stolen) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_SECONDS);
    expect(signedIn.body.expires_in).toBe(ACCESS_TOKEN_SECONDS);
    expect(await profileStatus(stolen)).toBe(200);
    // The same token a minute before its end still works; a moment after it, it does not.
    expect(await profileStatus(agedToken(stolen, ACCESS_TOKEN_SECONDS - 60))).toBe(200);
    expect(await profileStatus(agedToken(stolen, ACCESS_TOKEN_SECONDS + 5))).toBe(401);

    // Without the cookie nothing refreshes: not the token as a bearer, not the token as the body's refresh value.
    for (const attempt of [
      call('POST', '/v1/groups/', { token: stolen, body: {} }),
      call('POST', '/v1/groups/', { body: { refresh_token: stolen } }),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(401);
      expect(refused.headers.getSetCookie()).toContain(CLEARED);
    }
  });
});
