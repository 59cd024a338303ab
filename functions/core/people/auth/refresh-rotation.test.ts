import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '@skillway/shared';
import { sha256Hex } from '../../platform/crypto/tokens';
import type { TRefreshSessionItem } from '../../platform/db/entities/refresh-session';
import { USER_POOL_DEFINITION } from '../../platform/definitions/user-pool';
import { parseRefreshCredential, type TRefreshCredential } from './refresh-credential';
import { beginRefreshSession, rotateRefreshSession } from './refresh-rotation';

/** The table, in memory: reads hand out copies, and the nonce only moves when the presented one is still current. */
const store = vi.hoisted(() => ({
  items: new Map<string, TRefreshSessionItem>(),
  revoked: [] as string[],
  lostRaces: 0,
}));

vi.mock('./refresh-session-repository', () => ({
  putRefreshSession: async (item: TRefreshSessionItem) => void store.items.set(item.token_hash, { ...item }),
  readRefreshSession: async (key: { token_hash: string }) => {
    const item = store.items.get(key.token_hash);
    return item && { ...item };
  },
  replaceNonce: async (
    key: { token_hash: string },
    presentedHash: string,
    next: Pick<TRefreshSessionItem, 'nonce_hash' | 'sealed_nonce' | 'rotated_at'>,
  ) => {
    const item = store.items.get(key.token_hash);
    if (item?.nonce_hash !== presentedHash) {
      store.lostRaces++;
      return false;
    }
    store.items.set(key.token_hash, { ...item, ...next, previous_nonce_hash: presentedHash });
    return true;
  },
  deleteRefreshSession: async (key: { token_hash: string }) => void store.items.delete(key.token_hash),
}));
vi.mock('../../platform/auth/identity-provider', () => ({
  revokeRefreshToken: async (token: string) => void store.revoked.push(token),
}));

const OWNER = { companyId: 'c1', userId: 'u1' };
const REFRESH_TOKEN = 'header.payload.signature';
const SIGNED_IN_AT = Date.parse('2026-12-08T10:00:00Z');
const GRACE_MS = REFRESH_REUSE_GRACE_SECONDS * 1000;

async function signIn(): Promise<TRefreshCredential> {
  return parseRefreshCredential(await beginRefreshSession(OWNER, REFRESH_TOKEN, SIGNED_IN_AT))!;
}

async function refresh(credential: TRefreshCredential, at: number) {
  const outcome = await rotateRefreshSession(OWNER, credential, () => at);
  return outcome.kind === 'granted' ? parseRefreshCredential(outcome.cookieValue)! : outcome.kind;
}

beforeEach(() => {
  store.items.clear();
  store.revoked.length = 0;
  store.lostRaces = 0;
});

describe('refresh session rotation', () => {
  it('keeps hashes only, for as long as the refresh token lives', async () => {
    const first = await signIn();
    expect(first.refreshToken).toBe(REFRESH_TOKEN);
    const [item] = [...store.items.values()];
    expect(item).toEqual({
      company_id: 'c1',
      user_id: 'u1',
      token_hash: sha256Hex(REFRESH_TOKEN),
      nonce_hash: sha256Hex(first.nonce),
      ttl: SIGNED_IN_AT / 1000 + USER_POOL_DEFINITION.refreshTokenDays * 86_400,
    });
  });

  it('trades each nonce for a new one, and the cookie expires with the token', async () => {
    const first = await signIn();
    const outcome = await rotateRefreshSession(OWNER, first, () => SIGNED_IN_AT + 1000);
    expect(outcome).toMatchObject({ kind: 'granted', expiresAt: store.items.get(sha256Hex(REFRESH_TOKEN))!.ttl });
    const second = await refresh(first, SIGNED_IN_AT + 1000 + GRACE_MS);
    expect(second).toBe('reused');
  });

  it('gives two refreshes racing with one nonce the same new nonce, and reads neither as reuse', async () => {
    const first = await signIn();
    const [a, b] = await Promise.all([refresh(first, SIGNED_IN_AT + 1000), refresh(first, SIGNED_IN_AT + 1000)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ refreshToken: REFRESH_TOKEN });
    expect((a as TRefreshCredential).nonce).not.toBe(first.nonce);
    // Both read the session before either wrote: one rotated, the other lost the conditional write and read again.
    expect(store.lostRaces).toBe(1);
    expect(store.revoked).toEqual([]);
  });

  it('within the grace answers the replaced nonce with the current one and does not rotate again', async () => {
    const first = await signIn();
    const second = (await refresh(first, SIGNED_IN_AT + 1000)) as TRefreshCredential;
    // A third tab whose request went out with the second nonce, then a late one still carrying the first.
    expect(await refresh(second, SIGNED_IN_AT + 2000)).toEqual(second);
    expect(await refresh(first, SIGNED_IN_AT + 3000)).toEqual(second);
    // After the grace the current nonce rotates again.
    const third = (await refresh(second, SIGNED_IN_AT + 1000 + GRACE_MS)) as TRefreshCredential;
    expect(third.nonce).not.toBe(second.nonce);
  });

  it('ends the session on reuse: the item goes, the refresh token is revoked, the newest cookie fails too', async () => {
    const first = await signIn();
    const second = (await refresh(first, SIGNED_IN_AT + 1000)) as TRefreshCredential;
    expect(await refresh(first, SIGNED_IN_AT + 1000 + GRACE_MS)).toBe('reused');
    expect(store.items.size).toBe(0);
    expect(store.revoked).toEqual([REFRESH_TOKEN]);
    expect(await refresh(second, SIGNED_IN_AT + 2000 + GRACE_MS)).toBe('gone');
  });

  it('takes a wrong nonce next to a real refresh token for reuse', async () => {
    await signIn();
    const forged = { refreshToken: REFRESH_TOKEN, nonce: 'A'.repeat(43) };
    expect(await refresh(forged, SIGNED_IN_AT + 1000)).toBe('reused');
    expect(store.revoked).toEqual([REFRESH_TOKEN]);
  });

  it('finds no session once the refresh token has expired, even before DynamoDB removes the item', async () => {
    const first = await signIn();
    const expiresAt = store.items.get(sha256Hex(REFRESH_TOKEN))!.ttl * 1000;
    expect(await refresh(first, expiresAt)).toBe('gone');
    expect(await refresh({ refreshToken: 'another.refresh.token', nonce: first.nonce }, SIGNED_IN_AT)).toBe('gone');
    expect(store.revoked).toEqual([]);
  });
});
