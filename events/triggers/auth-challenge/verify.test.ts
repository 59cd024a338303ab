import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mintSsoProof, SSO_PROOF_LIFETIME_SECONDS } from '@skillway/functions/core/platform/auth/sso-proof';
import { baseLogger } from '@skillway/functions/core/platform/http/logger';
import { SSO_PROOF_CHALLENGE } from './define';

/** The nonce claims as the table would hold them: the conditional put succeeds once per nonce. */
const claimed = new Map<string, Record<string, unknown>>();
vi.mock('@skillway/functions/core/platform/db/conditional-write', () => ({
  sendUnlessConditionFails: async (write: { params(): { Item?: Record<string, unknown> } }) => {
    const item = write.params().Item ?? {};
    const key = String(item.pk);
    if (claimed.has(key)) return false;
    claimed.set(key, item);
    return true;
  },
}));

const SECRET = 'the-sso-sealing-secret-of-this-stage-0123456789';
const USER = '0b6f3c1e-8d2a-4f57-9c1d-2e3f4a5b6c7d';

function verifyEvent(answer: string, overrides: Partial<VerifyAuthChallengeResponseTriggerEvent['request']> = {}) {
  return {
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_pool',
    userName: USER,
    triggerSource: 'VerifyAuthChallengeResponse_Authentication',
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: {
      userAttributes: { sub: USER },
      privateChallengeParameters: { challenge: SSO_PROOF_CHALLENGE },
      challengeAnswer: answer,
      ...overrides,
    },
    response: { answerCorrect: false },
  } as VerifyAuthChallengeResponseTriggerEvent;
}

describe('VerifyAuthChallengeResponse', () => {
  beforeEach(() => {
    vi.stubEnv('SSO_SEALING_SECRET', SECRET);
    claimed.clear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const answer = async (proof: string, overrides?: Partial<VerifyAuthChallengeResponseTriggerEvent['request']>) => {
    const { handler } = await import('./verify');
    return (await handler(verifyEvent(proof, overrides))).response.answerCorrect;
  };

  it('accepts a fresh proof for the user once, claiming its nonce with a TTL past its expiry', async () => {
    const proof = mintSsoProof(USER);
    expect(await answer(proof)).toBe(true);
    const [, expires, nonce] = proof.split('.');
    expect(claimed.get(`SSOPROOF#${nonce}`)).toMatchObject({ sk: 'SSOPROOF', user_id: USER });
    expect(Number(claimed.get(`SSOPROOF#${nonce}`)?.ttl)).toBeGreaterThan(Number(expires));
    // The same proof again (a replay, or two answers racing): refused.
    expect(await answer(proof)).toBe(false);
  });

  it('refuses a proof for another user, an expired one, a forged one and a non-proof, without claiming anything', async () => {
    expect(await answer(mintSsoProof('another-user'))).toBe(false);
    expect(await answer(mintSsoProof(USER, new Date(Date.now() - SSO_PROOF_LIFETIME_SECONDS * 1000 - 1000)))).toBe(
      false,
    );
    expect(
      await answer(mintSsoProof(USER, new Date(), { current: 'a-different-secret-entirely-0123456789abcdef' })),
    ).toBe(false);
    expect(await answer('Password1!')).toBe(false);
    expect(await answer('')).toBe(false);
    expect(claimed.size).toBe(0);
  });

  it('refuses an answer to anything but the SSO challenge, and an unknown user', async () => {
    expect(await answer(mintSsoProof(USER), { privateChallengeParameters: {} })).toBe(false);
    expect(await answer(mintSsoProof(USER), { userNotFound: true })).toBe(false);
    expect(claimed.size).toBe(0);
  });

  it('logs why it refused, never the proof', async () => {
    const warn = vi.spyOn(baseLogger(), 'createChild');
    const lines: string[] = [];
    warn.mockImplementation(() => {
      const child = {
        warn: (...args: unknown[]) => lines.push(JSON.stringify(args)),
        info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
      };
      return child as unknown as ReturnType<typeof baseLogger>;
    });
    const proof = mintSsoProof('another-user');
    expect(await answer(proof)).toBe(false);
    expect(lines.join('\n')).toContain('other-user');
    expect(lines.join('\n')).not.toContain(proof.split('.')[3]);
    const good = mintSsoProof(USER);
    await answer(good);
    await answer(good);
    expect(lines.join('\n')).toContain('replayed');
    expect(lines.join('\n')).not.toContain(good.split('.')[2]);
  });
});
