/**
 * Two-step verification (TOTP) against the running local stack: the sign-in's second step, the forced setup of a
 * role that must use it, the profile's section and an administrator's reset (issue 27). Codes are computed from the
 * keys the API hands out at the pinned clock the stack shares with the tests (docs/testing.md). Each account signs
 * in from addresses of its own (viewerAddressHeader), so its wrong codes meet only its own throttle.
 */
import { describe, expect, it } from 'vitest';
import { MSG, TWO_STEP } from '@skillway/shared';
import { totpCode } from '../../core/people/two-step/totp';
import { registerCompany, viewerAddressHeader, type TRegistered } from '../../../test/factories/accounts';
import { call, login, setCookieValue } from '../../../test/factories/http';
import { addSignedInUser } from '../../../test/factories/added-users';
import { demoCredentials } from '../../../test/factories/stack-context';

const LOGIN = '/v1/clients/web/admin/login';
const PERIOD_MS = TWO_STEP.periodSeconds * 1000;

/** A code of the step `offset` steps from now. */
const codeAt = (secret: string, offset = 0) => totpCode(secret, Date.now() + offset * PERIOD_MS);

async function firstStep(email: string, password: string, headers = viewerAddressHeader()) {
  const answer = await call('POST', LOGIN, { headers, body: { email, password } });
  expect(answer.status).toBe(200);
  return answer;
}

/** Turns two-step on from the profile; returns the key and the recovery codes. */
async function turnOnFromProfile(account: { token: string }) {
  const setup = await call('POST', '/v1/user/two-step/setup', { token: account.token });
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const enabled = await call('POST', '/v1/user/two-step/enable', {
    token: account.token,
    headers: viewerAddressHeader(),
    body: { code: codeAt(secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.data.recovery_codes as string[] };
}

async function verify(body: Record<string, unknown>, headers = viewerAddressHeader()) {
  return call('POST', `${LOGIN}/verify`, { headers, body });
}

describe('the sign-in with two-step verification on', () => {
  let account: TRegistered;
  let secret: string;
  let recoveryCodes: string[];
  /** The last code the account signed in with (its step is used up). */
  let usedCode = '';

  it('turns on from the profile: a key, its QR code, and ten recovery codes shown once', async () => {
    account = await registerCompany();
    const before = await call('GET', '/v1/user/two-step', { token: account.token });
    expect(before.body.data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const setup = await call('POST', '/v1/user/two-step/setup', { token: account.token });
    expect(setup.status).toBe(200);
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauth_uri).toContain(`secret=${setup.body.data.secret}`);
    expect(setup.body.data.otpauth_uri).toContain('issuer=Skillway');
    expect(setup.body.data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await call('POST', '/v1/user/two-step/enable', {
      token: account.token,
      headers: viewerAddressHeader(),
      body: { code: codeAt(setup.body.data.secret, 5) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([MSG.TWO_STEP_CODE_INVALID]);

    ({ secret, recoveryCodes } = await turnOnFromProfile(account));
    expect(recoveryCodes).toHaveLength(TWO_STEP.recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(TWO_STEP.recoveryCodeCount);
    const after = await call('GET', '/v1/user/two-step', { token: account.token });
    expect(after.body.data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    // The key is never shown again.
    expect(JSON.stringify(after.body)).not.toContain(secret);
    const profile = await call('GET', '/v1/user/profile', { token: account.token });
    expect(JSON.stringify(profile.body)).not.toContain(secret);
  });

  it('gives no session and no cookie for the password alone', async () => {
    const answer = await firstStep(account.email, account.password);
    expect(answer.body).toEqual({
      two_step: 'code',
      challenge: expect.any(String),
      expires_in: TWO_STEP.challengeSeconds,
      message: MSG.TWO_STEP_CODE_REQUIRED,
    });
    expect(answer.body.access_token).toBeUndefined();
    expect(answer.headers.getSetCookie()).toEqual([]);
    // The challenge is no token, and there is no refresh cookie to refresh with.
    expect((await call('GET', '/v1/user/profile', { token: answer.body.challenge })).status).toBe(401);
    expect((await call('POST', '/v1/groups/', { body: {} })).status).toBe(401);
  });

  it('refuses a wrong code, then signs in with the right one exactly as the password did (cookies included)', async () => {
    const headers = viewerAddressHeader();
    const { body } = await firstStep(account.email, account.password, headers);
    const wrong = await verify({ challenge: body.challenge, code: codeAt(secret, 10) }, headers);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([MSG.TWO_STEP_CODE_INVALID]);
    const malformed = await verify({ challenge: body.challenge, code: '12ab56' }, headers);
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.code).toEqual([MSG.TWO_STEP_CODE_FORMAT]);

    usedCode = codeAt(secret, 1);
    const right = await verify({ challenge: body.challenge, code: usedCode }, headers);
    expect(right.status).toBe(200);
    expect(right.body.user.email).toBe(account.email);
    expect(setCookieValue(right.headers, 'skillway_refresh')).toBeTruthy();
    expect(setCookieValue(right.headers, 'skillway_device')).toBeTruthy();
    expect((await call('GET', '/v1/user/profile', { token: right.body.access_token })).status).toBe(200);
    // The challenge is used up.
    const again = await verify({ challenge: body.challenge, code: usedCode }, headers);
    expect(again.status).toBe(422);
    expect(again.body.errors.challenge).toEqual([MSG.TWO_STEP_CHALLENGE_EXPIRED]);
  });

  it('never accepts the same code (time step) twice', async () => {
    // The code just used, again, on a new challenge.
    const { body } = await firstStep(account.email, account.password);
    const replay = await verify({ challenge: body.challenge, code: usedCode });
    expect(replay.status).toBe(422);
    expect(replay.body.errors.code).toEqual([MSG.TWO_STEP_CODE_INVALID]);
    // An earlier step than the last accepted one is refused too.
    expect((await verify({ challenge: body.challenge, code: codeAt(secret, 0) })).status).toBe(422);
  });

  it('refuses a forged, altered or malformed challenge', async () => {
    const { body } = await firstStep(account.email, account.password);
    const parts = (body.challenge as string).split('.');
    const otherUser = [...parts.slice(0, 2), 'someone-else', ...parts.slice(3)].join('.');
    const later = [...parts.slice(0, 3), String(Number(parts[3]) + 3600), ...parts.slice(4)].join('.');
    const badSignature = [...parts.slice(0, 5), 'A'.repeat(43)].join('.');
    for (const challenge of [otherUser, later, badSignature, 'v1.x', 'not-a-challenge']) {
      const refused = await verify({ challenge, code: codeAt(secret) });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.challenge).toEqual([MSG.TWO_STEP_CHALLENGE_EXPIRED]);
    }
    // A `code` challenge opens no setup.
    const setup = await call('POST', `${LOGIN}/setup`, { body: { challenge: body.challenge } });
    expect(setup.status).toBe(422);
    expect(setup.body.errors.challenge).toBeDefined();
  });

  it('takes a recovery code once, whatever its case or dashes', async () => {
    const [code] = recoveryCodes;
    const { body } = await firstStep(account.email, account.password);
    const typed = code!.toLowerCase().replace('-', ' ');
    const used = await verify({ challenge: body.challenge, recovery_code: typed });
    expect(used.status).toBe(200);
    const second = await firstStep(account.email, account.password);
    const again = await verify({ challenge: second.body.challenge, recovery_code: code });
    expect(again.status).toBe(422);
    expect(again.body.errors.recovery_code).toEqual([MSG.TWO_STEP_RECOVERY_INVALID]);
    const status = await call('GET', '/v1/user/two-step', { token: used.body.access_token });
    expect(status.body.data.recovery_codes_left).toBe(9);
  });

  it('kills the challenge after five wrong codes: the sixth try, even right, is refused', async () => {
    const { body } = await firstStep(account.email, account.password);
    for (let i = 0; i < TWO_STEP.maxCodeAttempts; i++) {
      // Each from an address of its own, so the account+address bound (5) does not answer first with a 429.
      const wrong = await verify({ challenge: body.challenge, code: codeAt(secret, 20 + i) });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.code).toBeDefined();
    }
    const sixth = await verify({ challenge: body.challenge, code: codeAt(secret, 2) });
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors.challenge).toEqual([MSG.TWO_STEP_CHALLENGE_EXPIRED]);
  });

  it('counts wrong codes as failed sign-ins: the sixth from one address is a 429', async () => {
    const headers = viewerAddressHeader();
    for (let round = 0; round < 2; round++) {
      const { body } = await firstStep(account.email, account.password, headers);
      for (let i = 0; i < 3 - round; i++) {
        expect((await verify({ challenge: body.challenge, code: codeAt(secret, 30 + i) }, headers)).status).toBe(422);
      }
    }
    // Five failures for this account from this address: the password step is refused now too.
    const refused = await call('POST', LOGIN, { headers, body: { email: account.email, password: account.password } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the profile section', () => {
  it('makes new recovery codes with a current code: the old ones stop working', async () => {
    const account = await registerCompany();
    const { secret, recoveryCodes } = await turnOnFromProfile(account);
    const headers = viewerAddressHeader();
    const refused = await call('POST', '/v1/user/two-step/recovery-codes', {
      token: account.token,
      headers,
      body: { code: codeAt(secret, 40) },
    });
    expect(refused.status).toBe(422);
    const made = await call('POST', '/v1/user/two-step/recovery-codes', {
      token: account.token,
      headers,
      body: { code: codeAt(secret, 1) },
    });
    expect(made.status).toBe(200);
    const fresh = made.body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const first = await firstStep(account.email, account.password);
    expect((await verify({ challenge: first.body.challenge, recovery_code: recoveryCodes[0] })).status).toBe(422);
    expect((await verify({ challenge: first.body.challenge, recovery_code: fresh[0] })).status).toBe(200);
  });

  it('turns off with a current code (where not required): the password alone signs in again', async () => {
    const account = await registerCompany();
    const { secret } = await turnOnFromProfile(account);
    const headers = viewerAddressHeader();
    const refused = await call('POST', '/v1/user/two-step/disable', {
      token: account.token,
      headers,
      body: { code: codeAt(secret, 40) },
    });
    expect(refused.status).toBe(422);
    const off = await call('POST', '/v1/user/two-step/disable', {
      token: account.token,
      headers,
      body: { code: codeAt(secret, 1) },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(MSG.TWO_STEP_DISABLED);
    const status = await call('GET', '/v1/user/two-step', { token: account.token });
    expect(status.body.data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const first = await firstStep(account.email, account.password);
    expect(first.body.access_token).toBeTruthy();
    // Nothing to turn off any more.
    expect(
      (await call('POST', '/v1/user/two-step/disable', { token: account.token, body: { code: '123456' } })).status,
    ).toBe(409);
  });
});

describe('a role that must use two-step verification', () => {
  it('cannot skip the setup: the first step allows only the setup, whose first code opens the session', async () => {
    const company = await registerCompany();
    const required = await call('PUT', '/v1/company/two-step', {
      token: company.token,
      body: { require_two_step_admins: true },
    });
    expect(required.status).toBe(200);
    expect(required.body.data.require_two_step_admins).toBe(true);
    // The session already open carries on.
    expect((await call('GET', '/v1/user/profile', { token: company.token })).status).toBe(200);

    const headers = viewerAddressHeader();
    const first = await firstStep(company.email, company.password, headers);
    expect(first.body.two_step).toBe('setup');
    expect(first.body.message).toBe(MSG.TWO_STEP_SETUP_REQUIRED);
    expect(first.headers.getSetCookie()).toEqual([]);
    // The setup challenge is no code challenge.
    const asCode = await verify({ challenge: first.body.challenge, code: '123456' }, headers);
    expect(asCode.status).toBe(422);
    expect(asCode.body.errors.challenge).toBeDefined();

    const setup = await call('POST', `${LOGIN}/setup`, { headers, body: { challenge: first.body.challenge } });
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // The same key each time it is asked for (a reload of the setup screen).
    const again = await call('POST', `${LOGIN}/setup`, { headers, body: { challenge: first.body.challenge } });
    expect(again.body.secret).toBe(secret);

    const wrong = await call('POST', `${LOGIN}/setup/confirm`, {
      headers,
      body: { challenge: first.body.challenge, code: codeAt(secret, 10) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([MSG.TWO_STEP_CODE_INVALID]);
    const confirmed = await call('POST', `${LOGIN}/setup/confirm`, {
      headers,
      body: { challenge: first.body.challenge, code: codeAt(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(setCookieValue(confirmed.headers, 'skillway_refresh')).toBeTruthy();
    const token = confirmed.body.access_token as string;

    const status = await call('GET', '/v1/user/two-step', { token });
    expect(status.body.data).toEqual({ enabled: true, required: true, recovery_codes_left: 10 });
    // Required: it cannot be turned off, whatever the code.
    const off = await call('POST', '/v1/user/two-step/disable', { token, headers, body: { code: codeAt(secret, 1) } });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(MSG.TWO_STEP_REQUIRED_CANNOT_DISABLE);

    // The next sign-in asks for a code.
    const next = await firstStep(company.email, company.password);
    expect(next.body.two_step).toBe('code');
  });

  it('is the super administrator, always: the demo account signs in with its code and cannot turn it off', async () => {
    const superAdmin = demoCredentials().find((credential) => credential.role === 'Super Administrator')!;
    const first = await firstStep(superAdmin.email, superAdmin.password);
    expect(first.body.two_step).toBe('code');
    const { token } = await login(superAdmin.email, superAdmin.password);
    const status = await call('GET', '/v1/user/two-step', { token });
    expect(status.body.data).toMatchObject({ enabled: true, required: true });
    const off = await call('POST', '/v1/user/two-step/disable', { token, body: { code: '000000' } });
    expect(off.status).toBe(403);
  });
});

describe("an administrator's reset for a lost phone", () => {
  it('resets a user of their own company, whose sessions carry on; 404 for another company, 403 for a learner', async () => {
    const company = await registerCompany();
    const learner = await addSignedInUser(company.token);
    const { secret } = await turnOnFromProfile({ token: learner.token });

    const other = await registerCompany();
    const otherLearner = await addSignedInUser(other.token);
    expect((await call('DELETE', `/v1/users/${learner.user.id}/two-step`, { token: other.token })).status).toBe(404);
    expect((await call('DELETE', `/v1/users/${learner.user.id}/two-step`, { token: otherLearner.token })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/v1/users/${learner.user.id}/two-step`, { token: learner.token })).status).toBe(403);

    // The administrator's Edit User says whether there is anything to reset.
    const detail = () => call('GET', `/v1/users/${learner.user.id}`, { token: company.token });
    expect((await detail()).body.data.two_step_enabled).toBe(true);
    const reset = await call('DELETE', `/v1/users/${learner.user.id}/two-step`, { token: company.token });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MSG.TWO_STEP_RESET);
    expect((await detail()).body.data.two_step_enabled).toBe(false);
    expect((await call('GET', '/v1/user/profile', { token: learner.token })).status).toBe(200);
    const status = await call('GET', '/v1/user/two-step', { token: learner.token });
    expect(status.body.data.enabled).toBe(false);
    // Signs in with the password alone again (not required for a learner); the old key is gone.
    const first = await firstStep(learner.user.email, learner.password);
    expect(first.body.access_token).toBeTruthy();
    expect(first.body.two_step).toBeUndefined();
    // The old key's codes mean nothing now: a new setup gives a new key.
    const setup = await call('POST', '/v1/user/two-step/setup', { token: learner.token });
    expect(setup.body.data.secret).not.toBe(secret);
  });

  it('lets the super administrator reset a company administrator (who sets up again if required), not a learner', async () => {
    const company = await registerCompany();
    const learner = await addSignedInUser(company.token);
    await call('PUT', '/v1/company/two-step', { token: company.token, body: { require_two_step_admins: true } });
    await turnOnFromProfile(company);
    const superAdmin = demoCredentials().find((credential) => credential.role === 'Super Administrator')!;
    const { token } = await login(superAdmin.email, superAdmin.password);
    const scope = `company_id=${company.user.company_id}`;

    expect((await call('DELETE', `/v1/users/${learner.user.id}/two-step?${scope}`, { token })).status).toBe(404);
    expect((await call('DELETE', `/v1/users/${company.user.id}/two-step`, { token })).status).toBe(422);
    const reset = await call('DELETE', `/v1/users/${company.user.id}/two-step?${scope}`, { token });
    expect(reset.status).toBe(200);
    const first = await firstStep(company.email, company.password);
    expect(first.body.two_step).toBe('setup');
  });
});
