import { describe, expect, it } from 'vitest';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import type { User } from 'cognito-local/lib/services/userPoolService';
import { customAuth, type TInvokeTrigger, type TTriggerEvents } from './cognito-custom-auth';

const POOL = 'local_pool';
const CLIENT = 'client-1';
const ctx = { logger: { child: () => ctx.logger, debug() {}, info() {}, warn() {}, error() {} } } as unknown as Context;

function user(username: string, enabled = true): User {
  return {
    Username: username,
    Enabled: enabled,
    UserStatus: 'CONFIRMED',
    Attributes: [{ Name: 'sub', Value: `sub-${username}` }],
    UserCreateDate: new Date(),
    UserLastModifiedDate: new Date(),
    Password: 'x',
    RefreshTokens: [],
  };
}

/** cognito-local's services, as far as CUSTOM_AUTH uses them; the refresh tokens it stores are kept. */
function fakeServices(users: User[]) {
  const stored: string[] = [];
  const pool = {
    options: { Id: POOL },
    getUserByUsername: async (_ctx: Context, name: string) => users.find((u) => u.Username === name) ?? null,
    listUserGroupMembership: async () => [],
    storeRefreshToken: async (_ctx: Context, token: string) => void stored.push(token),
  };
  const services = {
    cognito: {
      getUserPoolForClientId: async () => pool,
      getAppClient: async (_ctx: Context, id: string) =>
        id === CLIENT ? { ClientId: CLIENT, UserPoolId: POOL } : null,
    },
    tokenGenerator: {
      generate: async (_ctx: Context, u: User) => ({
        AccessToken: `a-${u.Username}`,
        IdToken: `id-${u.Username}`,
        RefreshToken: `r-${u.Username}`,
      }),
    },
  } as unknown as Services;
  return { services, stored };
}

/** The minimal triggers: the answer "right" is right; Define as events/triggers/auth-challenge/define.ts decides. */
function triggers() {
  const calls: string[] = [];
  const invoke = (async (name: keyof TTriggerEvents, event: TTriggerEvents[keyof TTriggerEvents]) => {
    calls.push(name);
    const { defineAuthChallenge } = await import('../../events/triggers/auth-challenge/define');
    const { createAuthChallenge } = await import('../../events/triggers/auth-challenge/create');
    if (name === 'DefineAuthChallenge') {
      const e = event as TTriggerEvents['DefineAuthChallenge'];
      return { ...e, response: defineAuthChallenge(e.request) };
    }
    if (name === 'CreateAuthChallenge') {
      const e = event as TTriggerEvents['CreateAuthChallenge'];
      return { ...e, response: createAuthChallenge(e.request) };
    }
    const e = event as TTriggerEvents['VerifyAuthChallengeResponse'];
    return { ...e, response: { answerCorrect: e.request.challengeAnswer === `right-for-${e.userName}` } };
  }) as TInvokeTrigger;
  return { invoke, calls };
}

function setup(users = [user('u1'), user('u2'), user('off', false)]) {
  const { services, stored } = fakeServices(users);
  const { invoke, calls } = triggers();
  let time = 1_000_000;
  const auth = customAuth({ services, invoke, region: 'eu-west-2', now: () => time });
  const start = (username: string) =>
    auth.initiate(ctx, {
      UserPoolId: POOL,
      ClientId: CLIENT,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: username },
    });
  const answer = (session: string, username: string, answer: string) =>
    auth.respond(ctx, {
      UserPoolId: POOL,
      ClientId: CLIENT,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: answer },
    });
  return { start, answer, calls, stored, advance: (ms: number) => (time += ms) };
}

const nameOf = (error: unknown) => (error as { code?: string }).code;

describe("cognito-local's CUSTOM_AUTH (our launcher)", () => {
  it('runs Define and Create, then Verify and Define, and issues tokens with the refresh token stored', async () => {
    const { start, answer, calls, stored } = setup();
    const challenge = await start('u1');
    expect(challenge).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { USERNAME: 'u1', challenge: 'SSO_PROOF' },
    });
    expect(challenge.Session).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const result = await answer(challenge.Session!, 'u1', 'right-for-u1');
    expect(result).toMatchObject({
      AuthenticationResult: { IdToken: 'id-u1', RefreshToken: 'r-u1', AccessToken: 'a-u1' },
    });
    expect(calls).toEqual([
      'DefineAuthChallenge',
      'CreateAuthChallenge',
      'VerifyAuthChallengeResponse',
      'DefineAuthChallenge',
    ]);
    expect(stored).toEqual(['r-u1']);
  });

  it('fails after a wrong answer, and a Session answers once', async () => {
    const { start, answer } = setup();
    const challenge = await start('u1');
    await expect(answer(challenge.Session!, 'u1', 'wrong')).rejects.toSatisfy(
      (e) => nameOf(e) === 'NotAuthorizedException',
    );
    await expect(answer(challenge.Session!, 'u1', 'right-for-u1')).rejects.toSatisfy(
      (e) => nameOf(e) === 'NotAuthorizedException',
    );
  });

  it("refuses another user's answer to a session, an expired session, an unknown or disabled user", async () => {
    const { start, answer, advance } = setup();
    const forU1 = await start('u1');
    await expect(answer(forU1.Session!, 'u2', 'right-for-u2')).rejects.toSatisfy(
      (e) => nameOf(e) === 'NotAuthorizedException',
    );
    const late = await start('u1');
    advance(3 * 60 * 1000 + 1);
    await expect(answer(late.Session!, 'u1', 'right-for-u1')).rejects.toSatisfy(
      (e) => nameOf(e) === 'NotAuthorizedException',
    );
    await expect(start('nobody')).rejects.toSatisfy((e) => nameOf(e) === 'NotAuthorizedException');
    await expect(start('off')).rejects.toThrow('User is disabled.');
    await expect(answer('made-up', 'u1', 'right-for-u1')).rejects.toSatisfy(
      (e) => nameOf(e) === 'NotAuthorizedException',
    );
  });
});
