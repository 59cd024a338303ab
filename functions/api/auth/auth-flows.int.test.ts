/**
 * Sign-up, sign-in and the session rules over HTTP against the running local stack (DynamoDB Local,
 * cognito-local, s3rver, the API adapter with its JWT authorizer).
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import {
  DEFAULT_PASSWORD,
  registerCompany,
  uniqueEmail,
  viewerAddressHeader,
  waitForMail,
} from '../../../test/factories/accounts';
import { demoCredentials, stackUrl } from '../../../test/factories/stack-context';
import { call, login, setCookieValue } from '../../../test/factories/http';

describe('register, login, profile', () => {
  it('registers a company in free trial and signs its administrator in at once', async () => {
    const account = await registerCompany({ refer: 'partner', refid: 'afi-42', product_option: 2, banding: 3 });
    expect(account.user).toMatchObject({ role_id: 2, is_reset_default_password: 1, user_token: '' });
    expect(account.token).toBeTruthy();

    const profile = await call('GET', '/v1/user/profile', { token: account.token });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('x-request-id')).toBeTruthy();
    expect(profile.body.data).toMatchObject({
      email: account.email,
      role_id: 2,
      role_name: 'Administrator',
      company: {
        state: 1,
        state_description: 'Free Trial',
        trial_days_left: 14,
        banding: 3,
        banding_description: { max: 100 },
        total_users: 1,
      },
    });
    expect(profile.body.data.last_login).toBeTruthy();

    const again = await login(account.email, account.password);
    expect(again.user.id).toBe(account.user.id);
  });

  it('sends the welcome and verification email, whose link verifies the address', async () => {
    const account = await registerCompany();
    const mail = await waitForMail(account.email, (m) => m.subject.includes('Welcome'));
    const link = /href="([^"]*\/v1\/email\/verify[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeTruthy();
    const response = await fetch(new URL(new URL(link!).pathname + new URL(link!).search, stackUrl()), {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/\/login\?verified=1$/);
    const tampered = link!.replace(/sig=[^&]+/, 'sig=AAAA');
    const refused = await fetch(new URL(new URL(tampered).pathname + new URL(tampered).search, stackUrl()), {
      redirect: 'manual',
    });
    expect(refused.headers.get('location')).toMatch(/\/login\?verified=0$/);
  });

  it("refuses a duplicate email with 422 on the email field, and tells the address's owner someone tried", async () => {
    const account = await registerCompany();
    const result = await call('POST', '/v1/register', {
      headers: viewerAddressHeader(),
      body: {
        first_name: 'B',
        last_name: 'C',
        company_name: 'Dup Ltd',
        email: account.email.toUpperCase(),
        password: DEFAULT_PASSWORD,
        confirm_password: DEFAULT_PASSWORD,
        banding: 1,
      },
    });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ message: MSG.EMAIL_TAKEN, errors: { email: [MSG.EMAIL_TAKEN] } });
    const notice = await waitForMail(
      account.email,
      (m) => m.subject === 'Someone tried to sign up to Skillway with your email address',
    );
    expect(notice.text).toContain('/forgot-password');
  });

  it('enforces the password rule with field errors', async () => {
    const result = await call('POST', '/v1/register', {
      body: {
        first_name: 'A',
        last_name: 'B',
        company_name: 'C',
        email: uniqueEmail(),
        password: 'short',
        confirm_password: 'other',
        banding: 9,
      },
    });
    expect(result.status).toBe(422);
    expect(result.body.errors.password).toEqual(
      expect.arrayContaining([
        'The password must be at least 8 characters.',
        'The password must contain an upper case letter.',
      ]),
    );
    expect(result.body.errors.banding).toEqual(['The selected banding is invalid.']);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const account = await registerCompany();
    const wrong = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: account.email, password: 'Wrong!Pass1' },
    });
    const unknown = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: uniqueEmail('nobody'), password: 'Wrong!Pass1' },
    });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual({ ...unknown.body, request_id: wrong.body.request_id });
    expect(wrong.body.message).toBe(MSG.LOGIN_FAILED);
  });
});

describe('sessions end when they should', () => {
  it('logout makes the token fail and the session unrefreshable', async () => {
    const account = await registerCompany();
    const session = await login(account.email, account.password);
    expect((await call('DELETE', '/v1/logout', { token: session.token })).status).toBe(200);
    expect((await call('GET', '/v1/user/profile', { token: session.token })).status).toBe(401);
    expect((await call('POST', '/v1/groups/', { body: { refresh_token: session.refresh } })).status).toBe(401);
    // A new sign-in works straight away.
    const next = await login(account.email, account.password);
    expect((await call('GET', '/v1/user/profile', { token: next.token })).status).toBe(200);
  });

  it('refresh gives a working token', async () => {
    const account = await registerCompany();
    const refreshed = await call('POST', '/v1/groups/', { body: { refresh_token: account.refresh } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token_type).toBe('Bearer');
    expect((await call('GET', '/v1/user/profile', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('keeps the refresh token out of every body: an HttpOnly cookie for the refresh call only restores the session', async () => {
    const account = await registerCompany();
    const signedIn = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: account.email, password: account.password },
    });
    expect(signedIn.body.refresh_token).toBe('');
    expect(account.refresh).not.toBe('');
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('skillway_refresh='))!;
    const [pair, ...attributes] = cookie.split('; ');
    expect(attributes).toEqual(['Path=/v1/groups', 'Max-Age=2592000', 'HttpOnly', 'SameSite=Strict']);

    // A reload: no token in the page, the browser sends the cookie to the refresh call.
    const restored = await call('POST', '/v1/groups/', { headers: { cookie: pair! }, body: {} });
    expect(restored.status).toBe(200);
    expect((await call('GET', '/v1/user/profile', { token: restored.body.access_token })).status).toBe(200);
    // A stolen access token alone refreshes nothing (it expires within the hour).
    const stolen = await call('POST', '/v1/groups/', { token: signedIn.body.access_token, body: {} });
    expect(stolen.status).toBe(401);

    // Logout clears the cookie, and the cookie kept anyway no longer refreshes.
    const out = await call('DELETE', '/v1/logout', { token: restored.body.access_token });
    expect(out.headers.getSetCookie()).toContain(
      'skillway_refresh=; Path=/v1/groups; Max-Age=0; HttpOnly; SameSite=Strict',
    );
    expect((await call('POST', '/v1/groups/', { headers: { cookie: pair! }, body: {} })).status).toBe(401);
  });

  it('a password change makes every older token fail', async () => {
    const account = await registerCompany();
    const other = await login(account.email, account.password);
    const wrongOld = await call('PUT', '/v1/user/update-password', {
      token: account.token,
      body: { old_password: 'Nope!Pass1', new_password: 'Changed!Pass2', confirm_password: 'Changed!Pass2' },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.errors.old_password).toEqual([MSG.CURRENT_PASSWORD_WRONG]);

    const changed = await call('PUT', '/v1/user/update-password', {
      token: account.token,
      body: { old_password: account.password, new_password: 'Changed!Pass2', confirm_password: 'Changed!Pass2' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(MSG.PASSWORD_UPDATED);
    expect((await call('GET', '/v1/user/profile', { token: account.token })).status).toBe(401);
    expect((await call('GET', '/v1/user/profile', { token: other.token })).status).toBe(401);
    expect((await call('POST', '/v1/groups/', { body: { refresh_token: other.refresh } })).status).toBe(401);

    const fresh = await login(account.email, 'Changed!Pass2');
    expect((await call('GET', '/v1/user/profile', { token: fresh.token })).status).toBe(200);
  });
});

describe('forgotten password', () => {
  it('emails a link whose token validates once and resets the password', async () => {
    const account = await registerCompany();
    const unknown = await call('POST', '/v1/password/forgot', { body: { email: uniqueEmail('ghost') } });
    const known = await call('POST', '/v1/password/forgot', { body: { email: account.email } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(MSG.RESET_EMAIL_SENT);

    const mail = await waitForMail(account.email, (m) => m.subject.includes('Reset'));
    const link = new URL(/https?:\/\/[^\s"]+\/password-reset\?[^\s"<]+/.exec(mail.text)![0]);
    expect(link.searchParams.get('email')).toBe(account.email);
    expect(link.searchParams.get('isResetPassword')).toBe('1');
    const token = link.searchParams.get('token')!;

    const valid = await call('POST', `/v1/validate-token/${token}`, { body: { email: account.email } });
    expect(valid.body.data).toEqual({ email: account.email, valid: true });
    const wrongEmail = await call('POST', `/v1/validate-token/${token}`, { body: { email: uniqueEmail() } });
    expect(wrongEmail.body.data.valid).toBe(false);

    const reset = await call('POST', '/v1/password/reset', {
      body: {
        email: account.email,
        token,
        password: 'Reset!Pass3',
        confirm_password: 'Reset!Pass3',
        isResetPassword: 1,
      },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MSG.PASSWORD_RESET);
    expect((await call('GET', '/v1/user/profile', { token: account.token })).status).toBe(401);
    // Signed in with the new password as /login signs in: a session, the refresh token only in its cookie.
    expect(reset.body).toMatchObject({
      refresh_token: '',
      user: { email: account.email, is_reset_default_password: 1 },
    });
    expect((await call('GET', '/v1/user/profile', { token: reset.body.access_token })).status).toBe(200);
    expect(setCookieValue(reset.headers, 'skillway_refresh')).toBeTruthy();

    const reused = await call('POST', '/v1/password/reset', {
      body: {
        email: account.email,
        token,
        password: 'Again!Pass4',
        confirm_password: 'Again!Pass4',
        isResetPassword: 1,
      },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.token).toEqual([MSG.RESET_TOKEN_INVALID]);

    const wrongOld = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: account.email, password: account.password },
    });
    expect(wrongOld.status).toBe(422);
    expect((await login(account.email, 'Reset!Pass3')).token).toBeTruthy();
  });
});

describe('password reset under concurrency', () => {
  it('one token sets one password: of parallel resets exactly one succeeds, and its password is the one that works', async () => {
    const account = await registerCompany();
    await call('POST', '/v1/password/forgot', { body: { email: account.email } });
    const mail = await waitForMail(account.email, (m) => m.subject.includes('Reset'));
    const token = new URL(/https?:\/\/[^\s"]+\/password-reset\?[^\s"<]+/.exec(mail.text)![0]).searchParams.get(
      'token',
    )!;
    const passwords = Array.from({ length: 6 }, (_, index) => `Racing!Pass${index}`);
    const answers = await Promise.all(
      passwords.map((password) =>
        call('POST', '/v1/password/reset', {
          body: { email: account.email, token, password, confirm_password: password, isResetPassword: 1 },
        }),
      ),
    );
    const winners = passwords.filter((_, index) => answers[index]!.status === 200);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status !== 200)) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors.token).toEqual([MSG.RESET_TOKEN_INVALID]);
    }
    for (const password of passwords) {
      const attempt = await call('POST', '/v1/clients/web/admin/login', { body: { email: account.email, password } });
      expect(attempt.status, password).toBe(password === winners[0] ? 200 : 422);
    }
  });
});

describe('default-password flow', () => {
  it('the demo new starter gets no session but a user_token, and chooses a password with it', async () => {
    const demo = demoCredentials().find((credential) => credential.role.includes('temporary'));
    expect(demo).toBeDefined();
    const first = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: demo!.email, password: demo!.password },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ access_token: '', refresh_token: '', user: { is_reset_default_password: 0 } });
    const userToken: string = first.body.user.user_token;
    expect(userToken.length).toBeGreaterThan(20);

    // The token is for the default-password flow only.
    const viaEmailFlow = await call('POST', '/v1/password/reset', {
      body: { email: demo!.email, token: userToken, password: 'Mine!Pass5', isResetPassword: 1 },
    });
    expect(viaEmailFlow.status).toBe(422);

    const reset = await call('POST', '/v1/password/reset', {
      body: {
        email: demo!.email,
        token: userToken,
        password: 'Mine!Pass5',
        confirm_password: 'Mine!Pass5',
        isResetPassword: 0,
      },
    });
    expect(reset.status).toBe(200);
    // The new starter is signed in at once: a session and its refresh cookie, no second sign-in.
    expect(reset.body).toMatchObject({
      message: MSG.PASSWORD_RESET,
      refresh_token: '',
      user: { email: demo!.email, is_reset_default_password: 1, user_token: '' },
    });
    expect(setCookieValue(reset.headers, 'skillway_refresh')).toBeTruthy();
    const signedIn = await call('GET', '/v1/user/profile', { token: reset.body.access_token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.last_login).toBeTruthy();
    const session = await login(demo!.email, 'Mine!Pass5');
    expect(session.user.is_reset_default_password).toBe(1);
    expect(session.user.user_token).toBe('');
    const profile = await call('GET', '/v1/user/profile', { token: session.token });
    expect(profile.body.data).toMatchObject({
      role_id: 3,
      is_reset_default_password: 1,
      company: { name: 'Demo Ltd' },
    });
  });
});

describe('profile update', () => {
  it('changes names at once; a new email needs the current password and changes only when its link is followed', async () => {
    const account = await registerCompany();
    const taken = await registerCompany();
    const email = uniqueEmail('moved');
    const profile = (body: Record<string, unknown>) =>
      call('PUT', '/v1/user/profile', {
        token: account.token,
        body: { first_name: 'New', last_name: 'Name', ...body },
      });

    // Names alone: no password asked.
    const named = await profile({ email: account.email });
    expect(named.body).toMatchObject({
      message: MSG.CUSTOMER_UPDATED,
      data: { first_name: 'New', email: account.email },
    });
    // A new address without the password, or with a wrong one: refused on that field, nothing sent or changed.
    const bare = await profile({ email, first_name: 'Other' });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.current_password).toEqual([MSG.EMAIL_CHANGE_NEEDS_PASSWORD]);
    const wrong = await profile({ email, current_password: 'Wrong!Pass9' });
    expect(wrong.body.errors.current_password).toEqual([MSG.CURRENT_PASSWORD_WRONG]);
    const clash = await profile({ email: taken.email, current_password: account.password });
    expect(clash.body.errors.email).toEqual([MSG.EMAIL_TAKEN]);
    expect((await call('GET', '/v1/user/profile', { token: account.token })).body.data.first_name).toBe('New');

    const asked = await profile({ email, current_password: account.password });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ message: MSG.EMAIL_CHANGE_SENT, data: { email: account.email } });
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await login(account.email, account.password)).token).toBeTruthy();
    // The old address is told; the new one gets the link.
    const notice = await waitForMail(account.email, (m) => m.subject.includes('about to change'));
    expect(notice.text).toContain(email);
    const mail = await waitForMail(email, (m) => m.subject.includes('Confirm your new'));
    const link = /https?:\/\/[^\s"]+\/v1\/email\/change\?[^\s"<]+/.exec(mail.text)![0];

    const tampered = new URL(link);
    tampered.searchParams.set('email', uniqueEmail('thief'));
    const refused = await fetch(tampered, { redirect: 'manual' });
    expect(refused.headers.get('location')).toMatch(/\/login\?email_changed=0$/);

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toMatch(/\/login\?email_changed=1$/);
    expect(
      (
        await call('POST', '/v1/clients/web/admin/login', {
          body: { email: account.email, password: account.password },
        })
      ).status,
    ).toBe(422);
    const signedIn = await login(email, account.password);
    expect(signedIn.user.first_name).toBe('New');
    // Used once: following it again changes nothing.
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toMatch(/email_changed=0$/);
    // The old address is free again.
    expect((await registerCompany({ email: account.email })).user.id).toBeTruthy();
  });

  it('writes the change of address emails in the user’s language: their company’s default when they chose none', async () => {
    const account = await registerCompany();
    const set = await call('PUT', '/v1/company/language', { token: account.token, body: { default_language: 'es' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const email = uniqueEmail('movido');
    const asked = await call('PUT', '/v1/user/profile', {
      token: account.token,
      body: { first_name: 'Ada', last_name: 'Factory', email, current_password: account.password },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const notice = await waitForMail(
      account.email,
      (m) => m.subject === 'Tu correo electrónico de Skillway está a punto de cambiar',
    );
    expect(notice.html).toContain('<html lang="es">');
    expect(notice.text).toContain(`Se ha pedido cambiar el correo electrónico de tu cuenta de Skillway a ${email}.`);
    const mail = await waitForMail(email, (m) => m.subject === 'Confirma tu nuevo correo electrónico de Skillway');
    expect(mail.text).toContain('Sigue el enlace de abajo en las próximas 24 horas para hacer el cambio.');
  });
});

describe('reset then two-step verification', () => {
  it('an administrator whose company requires two-step gets the setup challenge after the reset, not a session', async () => {
    const company = await registerCompany();
    expect(
      (await call('PUT', '/v1/company/two-step', { token: company.token, body: { require_two_step_admins: true } }))
        .status,
    ).toBe(200);
    await call('POST', '/v1/password/forgot', { body: { email: company.email } });
    const mail = await waitForMail(company.email, (m) => m.subject.includes('Reset'));
    const token = new URL(/https?:\/\/[^\s"]+\/password-reset\?[^\s"<]+/.exec(mail.text)![0]).searchParams.get(
      'token',
    )!;
    const reset = await call('POST', '/v1/password/reset', {
      body: {
        email: company.email,
        token,
        password: 'Reset!Pass7',
        confirm_password: 'Reset!Pass7',
        isResetPassword: 1,
      },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ two_step: 'setup', message: MSG.TWO_STEP_SETUP_REQUIRED });
    expect(reset.body.access_token).toBeUndefined();
    expect(reset.headers.getSetCookie()).toEqual([]);
    // The challenge is the login's own: its setup answers with a key.
    const setup = await call('POST', '/v1/clients/web/admin/login/setup', {
      body: { challenge: reset.body.challenge },
    });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toBeTruthy();
  });
});
