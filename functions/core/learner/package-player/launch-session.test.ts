import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_SESSION_TTL_SECONDS } from '@skillway/shared';
import { issueLaunchSession, readLaunchSession } from './launch-session';

const SESSION = {
  companyId: 'company-1',
  userId: 'user-1',
  courseId: 'course-1',
  assetId: 'asset-1',
  itemId: 'urn:sco#1 (intro)',
  startedAt: '2026-11-26T09:00:00.000Z',
};
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

beforeAll(() => {
  process.env.IMAGE_SIGNING_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';
});

describe('launch sessions', () => {
  it('round-trips every claim, and expires after the TTL', () => {
    const { token, expiresAt } = issueLaunchSession(SESSION, NOW);
    expect(expiresAt).toBe(NOW / 1000 + PACKAGE_SESSION_TTL_SECONDS);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(readLaunchSession(token, NOW)).toEqual({ ...SESSION, expiresAt });
    expect(readLaunchSession(token, expiresAt * 1000 - 1)).toBeDefined();
    expect(readLaunchSession(token, expiresAt * 1000)).toBeUndefined();
  });

  it('refuses changed claims, a changed signature and malformed tokens', () => {
    const { token } = issueLaunchSession(SESSION, NOW);
    const [body, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, u: 'user-2' })).toString('base64url');
    expect(readLaunchSession(`${forged}.${signature}`, NOW)).toBeUndefined();
    expect(readLaunchSession(`${body}.${signature.slice(1)}x`, NOW)).toBeUndefined();
    expect(readLaunchSession(body, NOW)).toBeUndefined();
    expect(readLaunchSession(`${token}.extra`, NOW)).toBeUndefined();
    expect(readLaunchSession('', NOW)).toBeUndefined();
  });
});
