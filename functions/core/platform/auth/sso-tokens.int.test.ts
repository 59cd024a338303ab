/**
 * The SSO session's last step against the running local stack: the API's CUSTOM_AUTH calls to cognito-local, whose
 * launcher (infra/local/cognito-local-launcher.ts) runs the same trigger modules as the AWS pool, the verify
 * trigger claiming proofs in the stack's table. The tokens are then the API's ordinary bearer and refresh tokens.
 */
import { beforeAll, describe, expect, it, inject } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { call, login } from '../../../../test/factories/http';
import { demoCredentials } from '../../../../test/factories/stack-context';
import { ssoProofEntity } from '../db/entities/sso-proof';
import { authenticateWithSsoProof, issueSsoTokens, refreshTokens } from './identity-provider';
import { mintSsoProof, SSO_PROOF_LIFETIME_SECONDS } from './sso-proof';

let learner: { id: string; email: string };
let other: { id: string };

beforeAll(async () => {
  // Domain services in this process against the stack's emulators (the handlers' environment).
  Object.assign(process.env, (inject as unknown as (key: string) => Record<string, string>)('stackEnv'));
  const credentials = demoCredentials();
  const signIn = async (pick: (email: string) => boolean) => {
    const credential = credentials.find((c) => pick(c.email) && !c.role.includes('temporary'));
    if (!credential) throw new Error('no such demo user');
    return (await login(credential.email, credential.password)).user as { id: string; email: string };
  };
  learner = await signIn((email) => email.startsWith('learner1@'));
  other = await signIn((email) => email.startsWith('manager@'));
});

describe('issueSsoTokens', () => {
  it('gives a seeded user tokens the API accepts, and a refresh token Cognito refreshes', async () => {
    const tokens = await issueSsoTokens(learner.id);
    expect(tokens.idToken.split('.')).toHaveLength(3);
    const profile = await call('GET', '/v1/user/profile', { token: tokens.idToken });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(learner.email);
    // Stored as a password sign-in's is: REFRESH_TOKEN_AUTH knows it.
    expect(tokens.refreshToken).toBeTruthy();
    const refreshed = await refreshTokens(tokens.refreshToken!);
    expect(refreshed?.idToken).toBeTruthy();
    expect((await call('GET', '/v1/user/profile', { token: refreshed!.idToken })).status).toBe(200);
  });

  it('claims the proof once in the table, with a TTL past its expiry', async () => {
    const proof = mintSsoProof(learner.id);
    const [, expires, nonce] = proof.split('.') as [string, string, string];
    expect(await authenticateWithSsoProof(learner.id, proof)).not.toBeNull();
    const { Item } = await ssoProofEntity().build(GetItemCommand).key({ nonce }).send();
    expect(Item).toMatchObject({ nonce, user_id: learner.id });
    expect(Item!.ttl).toBeGreaterThan(Number(expires));
  });
});

describe('the pool refuses', () => {
  it('a replayed proof', async () => {
    const proof = mintSsoProof(learner.id);
    expect(await authenticateWithSsoProof(learner.id, proof)).not.toBeNull();
    expect(await authenticateWithSsoProof(learner.id, proof)).toBeNull();
  });

  it('an expired proof', async () => {
    const expired = mintSsoProof(learner.id, new Date(Date.now() - (SSO_PROOF_LIFETIME_SECONDS + 1) * 1000));
    expect(await authenticateWithSsoProof(learner.id, expired)).toBeNull();
  });

  it("another user's proof, a forged one, and a password", async () => {
    expect(await authenticateWithSsoProof(learner.id, mintSsoProof(other.id))).toBeNull();
    const forged = mintSsoProof(learner.id, new Date(), { current: 'not-the-stack-sealing-secret-0123456789abcdef' });
    expect(await authenticateWithSsoProof(learner.id, forged)).toBeNull();
    const learnerPassword = demoCredentials().find((c) => c.email === learner.email)!.password;
    expect(await authenticateWithSsoProof(learner.id, learnerPassword)).toBeNull();
  });

  it('an unknown user, without saying so', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await authenticateWithSsoProof(unknown, mintSsoProof(unknown))).toBeNull();
  });
});
