/**
 * The public calls' throttles over HTTP against the running local stack: per account and per caller address, each
 * 429 with Retry-After, and the address bound far enough above the account bound that colleagues behind one office
 * address are not refused because one of them hit theirs. Each test uses caller addresses of its own (the
 * x-viewer-address the edge names, which the local edge lets the tests name with the local tools token), so no
 * other test's calls count against them.
 */
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_THROTTLE, LOGIN_THROTTLE, MSG, REGISTER_THROTTLE } from '@skillway/shared';
import { DEFAULT_PASSWORD, registerCompany, uniqueEmail, viewerAddressHeader } from '../../../test/factories/accounts';
import { call, setCookieValue, type TResponse } from '../../../test/factories/http';

function expectRefused(response: TResponse, message: string, windowSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body.message).toBe(message);
  expect(response.body.request_id).toBeTruthy();
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  // At most the rest of this window and the next.
  expect(retryAfter).toBeLessThanOrEqual(2 * windowSeconds);
}

const registration = (email: string) => ({
  first_name: 'Ada',
  last_name: 'Factory',
  company_name: 'Throttle Test Ltd',
  email,
  password: DEFAULT_PASSWORD,
  confirm_password: DEFAULT_PASSWORD,
  banding: 1,
});

describe('sign-in throttle', () => {
  it('refuses the sixth bad password for one account from one address with Retry-After; a colleague there signs in', async () => {
    const office = viewerAddressHeader();
    const victim = await registerCompany();
    const colleague = await registerCompany();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress; i++) {
      const wrong = await call('POST', '/v1/clients/web/admin/login', {
        headers: office,
        body: { email: victim.email, password: `Wrong!Pass${i}` },
      });
      expect(wrong.status).toBe(422);
    }
    const blocked = await call('POST', '/v1/clients/web/admin/login', {
      headers: office,
      body: { email: victim.email, password: victim.password },
    });
    expectRefused(blocked, MSG.TOO_MANY_ATTEMPTS, LOGIN_THROTTLE.windowSeconds);
    const fine = await call('POST', '/v1/clients/web/admin/login', {
      headers: office,
      body: { email: colleague.email, password: colleague.password },
    });
    expect(fine.status).toBe(200);
    // The victim from another network is below the account-wide bound: not refused.
    const elsewhere = await call('POST', '/v1/clients/web/admin/login', {
      headers: viewerAddressHeader(),
      body: { email: victim.email, password: victim.password },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe('targeted lockout', () => {
  it("failures from rotated addresses refuse unknown browsers, not the owner's, which has signed in before", async () => {
    const victim = await registerCompany();
    const owner = await call('POST', '/v1/clients/web/admin/login', {
      headers: viewerAddressHeader(),
      body: { email: victim.email, password: victim.password },
    });
    expect(owner.status).toBe(200);
    const device = `skillway_device=${setCookieValue(owner.headers, 'skillway_device')}`;
    expect(device).toMatch(/^skillway_device=v1\./);

    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++) {
      const wrong = await call('POST', '/v1/clients/web/admin/login', {
        headers: viewerAddressHeader(),
        body: { email: victim.email, password: `Wrong!Pass${i}` },
      });
      expect(wrong.status).toBe(422);
    }
    // An unknown browser, even with the right password: refused while the account-wide bound holds.
    const unknown = await call('POST', '/v1/clients/web/admin/login', {
      headers: viewerAddressHeader(),
      body: { email: victim.email, password: victim.password },
    });
    expectRefused(unknown, MSG.TOO_MANY_ATTEMPTS, LOGIN_THROTTLE.windowSeconds);
    // The owner's browser, from a new network: through.
    const known = await call('POST', '/v1/clients/web/admin/login', {
      headers: { ...viewerAddressHeader(), cookie: device },
      body: { email: victim.email, password: victim.password },
    });
    expect(known.status).toBe(200);
    // The cookie is the account's: it does not open another account's bound.
    const forged = await call('POST', '/v1/clients/web/admin/login', {
      headers: { ...viewerAddressHeader(), cookie: device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
      body: { email: victim.email, password: victim.password },
    });
    expect(forged.status).toBe(429);
  });

  it('believes no caller address the caller names itself: forged x-viewer-address headers count as one address', async () => {
    const victim = await registerCompany();
    const forgedHeader = (i: number) => ({ 'x-viewer-address': `203.0.113.${i}`, 'x-origin-verify': 'guess' });
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress; i++) {
      const wrong = await call('POST', '/v1/clients/web/admin/login', {
        headers: forgedHeader(i),
        body: { email: victim.email, password: `Wrong!Pass${i}` },
      });
      expect(wrong.status).toBe(422);
    }
    // Every "address" above was the test's own connection: the pair bound is met.
    const blocked = await call('POST', '/v1/clients/web/admin/login', {
      headers: forgedHeader(99),
      body: { email: victim.email, password: victim.password },
    });
    expectRefused(blocked, MSG.TOO_MANY_ATTEMPTS, LOGIN_THROTTLE.windowSeconds);
  });
});

describe('forgot-password throttle', () => {
  it('refuses more reset mails for one address than the account bound, and not for a colleague on the same network', async () => {
    const office = viewerAddressHeader();
    const email = uniqueEmail('forgetful');
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerAccount; i++) {
      const asked = await call('POST', '/v1/password/forgot', { headers: office, body: { email } });
      expect(asked.status).toBe(200);
    }
    const refused = await call('POST', '/v1/password/forgot', { headers: office, body: { email } });
    expectRefused(refused, MSG.TOO_MANY_REQUESTS, FORGOT_PASSWORD_THROTTLE.windowSeconds);
    // The same address asked from elsewhere is refused too: the bound is per account.
    const elsewhere = await call('POST', '/v1/password/forgot', { headers: viewerAddressHeader(), body: { email } });
    expect(elsewhere.status).toBe(429);
    const colleague = await call('POST', '/v1/password/forgot', {
      headers: office,
      body: { email: uniqueEmail('colleague') },
    });
    expect(colleague.status).toBe(200);
  });

  it('refuses one caller address past its much higher bound, whatever addresses it asks about', async () => {
    const caller = viewerAddressHeader();
    const statuses: number[] = [];
    for (let i = 0; i < FORGOT_PASSWORD_THROTTLE.maxPerAddress; i++) {
      statuses.push(
        (await call('POST', '/v1/password/forgot', { headers: caller, body: { email: uniqueEmail('spray') } })).status,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call('POST', '/v1/password/forgot', {
      headers: caller,
      body: { email: uniqueEmail('spray') },
    });
    expectRefused(refused, MSG.TOO_MANY_REQUESTS, FORGOT_PASSWORD_THROTTLE.windowSeconds);
    expect(
      (
        await call('POST', '/v1/password/forgot', {
          headers: viewerAddressHeader(),
          body: { email: uniqueEmail('other') },
        })
      ).status,
    ).toBe(200);
  });
});

describe('registration throttle', () => {
  it('refuses repeated attempts for one email, and does not lock out another registration from the same address', async () => {
    const office = viewerAddressHeader();
    const taken = await registerCompany();
    // The registration itself was the first attempt for the email.
    for (let i = 1; i < REGISTER_THROTTLE.maxPerAccount; i++) {
      const again = await call('POST', '/v1/register', { headers: office, body: registration(taken.email) });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(MSG.EMAIL_TAKEN);
    }
    const refused = await call('POST', '/v1/register', { headers: office, body: registration(taken.email) });
    expectRefused(refused, MSG.TOO_MANY_REQUESTS, REGISTER_THROTTLE.windowSeconds);
    const colleague = await call('POST', '/v1/register', {
      headers: office,
      body: registration(uniqueEmail('colleague')),
    });
    expect(colleague.status).toBe(201);
  });

  it('refuses one caller address past its bound; the same email from another address still registers', async () => {
    const caller = viewerAddressHeader();
    // Attempts at addresses that are taken cost no new companies; each email (registered once) stays within its bound.
    const perEmail = REGISTER_THROTTLE.maxPerAccount - 1;
    const emails = await Promise.all(
      Array.from(
        { length: Math.ceil(REGISTER_THROTTLE.maxPerAddress / perEmail) },
        async () => (await registerCompany()).email,
      ),
    );
    for (let i = 0; i < REGISTER_THROTTLE.maxPerAddress; i++) {
      const attempt = await call('POST', '/v1/register', {
        headers: caller,
        body: registration(emails[Math.floor(i / perEmail)]!),
      });
      expect(attempt.status).toBe(422);
    }
    const fresh = uniqueEmail('fresh');
    const refused = await call('POST', '/v1/register', { headers: caller, body: registration(fresh) });
    expectRefused(refused, MSG.TOO_MANY_REQUESTS, REGISTER_THROTTLE.windowSeconds);
    const elsewhere = await call('POST', '/v1/register', { headers: viewerAddressHeader(), body: registration(fresh) });
    expect(elsewhere.status).toBe(201);
  });
});
