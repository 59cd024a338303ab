import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_PLAYER_TEXT } from '@skillway/shared';
import { isAppError } from '../../platform/http/app-error';
import { enterPackage } from './enter-package';
import { issueLaunchSession } from './launch-session';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = Date.now();
const SESSION = {
  companyId: 'c1',
  userId: 'u1',
  courseId: 'k1',
  assetId: 'a1',
  itemId: 'sco-1',
  startedAt: '2026-11-26T09:00:00.000Z',
};
const SAVED = { ...process.env };

/** The environment of the AWS build: the app and content origins, the files key pair. */
beforeEach(() => {
  Object.assign(process.env, {
    SKILLWAY_RUNTIME: 'aws',
    APP_URL: 'https://learn.example.com',
    CONTENT_URL: 'https://content.learn.example.com',
    IMAGE_SIGNING_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
    FILES_KEY_PAIR_ID: 'K2JCJMDEHXQW5F',
    FILES_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
});
afterEach(() => {
  process.env = { ...SAVED };
});

function refusal(run: () => unknown): { status: string; field?: string } {
  try {
    run();
  } catch (error) {
    if (isAppError(error))
      return { status: error.code, ...(error.errors ? { field: Object.keys(error.errors)[0] } : {}) };
    throw error;
  }
  throw new Error('not refused');
}

describe('entering a package on the content origin (AWS)', () => {
  it('sets HttpOnly, Secure, partitioned cookies for the package on the content origin, then the launch page', () => {
    const { token } = issueLaunchSession(SESSION, NOW);
    const entered = enterPackage(token, undefined);
    expect(entered.location).toBe(
      `/launch/scorm.html?app=${encodeURIComponent('https://learn.example.com')}&lang=en-GB`,
    );
    expect(entered.cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'CloudFront-Key-Pair-Id',
      'CloudFront-Policy',
      'CloudFront-Signature',
    ]);
    for (const cookie of entered.cookies) {
      // A *.cloudfront.net content origin is another site than the app's: only a partitioned cookie reaches its frame.
      expect(cookie).toMatch(
        /; Path=\/content\/c1\/a1\/; Expires=[^;]+; HttpOnly; SameSite=None; Secure; Partitioned$/,
      );
    }
    const policy = entered.cookies
      .find((cookie) => cookie.startsWith('CloudFront-Policy='))!
      .split(';')[0]!
      .slice(18);
    const decoded = Buffer.from(policy.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64').toString();
    expect(decoded).toContain('"Resource":"https://content.learn.example.com/content/c1/a1/*"');
  });

  it("tells the launch page the learner's language from the signed session (issue 34)", () => {
    const { token } = issueLaunchSession({ ...SESSION, language: 'pl' }, NOW);
    const page = new URL(enterPackage(token, undefined).location, 'https://content.example.com');
    expect(page.searchParams.get('lang')).toBe('pl');
    expect(page.searchParams.get('app')).toBe('https://learn.example.com');
  });

  it('goes on to a file of the same package only', () => {
    const { token } = issueLaunchSession(SESSION, NOW);
    expect(enterPackage(token, '/content/c1/a1/index.html?endpoint=x').location).toBe(
      '/content/c1/a1/index.html?endpoint=x',
    );
    for (const to of [
      '/content/c1/a2/index.html',
      '/content/c1/a1/../a2/index.html',
      '/content/c1/a1/%2E%2E/a2/x',
      '/content/c1/a1//x',
      '/content/c1/a1/a\\b',
    ]) {
      expect(
        refusal(() => enterPackage(token, to)),
        to,
      ).toEqual({ status: 'VALIDATION', field: 'to' });
    }
  });

  it('refuses a session that does not verify', () => {
    const { token } = issueLaunchSession(SESSION, NOW);
    let message: string | undefined;
    try {
      enterPackage(`${token}x`, undefined);
    } catch (error) {
      if (isAppError(error) && error.code === 'UNAUTHENTICATED') message = error.message;
    }
    expect(message).toBe(PACKAGE_PLAYER_TEXT.SESSION_INVALID);
  });
});
