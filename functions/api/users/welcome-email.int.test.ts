/**
 * Welcome emails: queued as async jobs and delivered to the local outbox (read through /_local/mail.json), each with
 * a set-password link that works; is_mail_sent kept; the mass options; and the company's mail setting.
 */
import { describe, expect, it } from 'vitest';
import { MSG, ROLE } from '@skillway/shared';
import { eventually, registerCompany } from '../../../test/factories/accounts';
import { call, drainEvents, login } from '../../../test/factories/http';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';

interface TMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  links: string[];
}

async function mailTo(address: string): Promise<TMail[]> {
  const result = await call('GET', `/_local/mail.json?to=${encodeURIComponent(address)}`);
  return result.body.data as TMail[];
}

const isWelcome = (mail: TMail) => mail.subject.startsWith('Welcome to Skillway: your');

async function welcomesTo(address: string, atLeast = 1): Promise<TMail[]> {
  return eventually(async () => {
    const mails = (await mailTo(address)).filter(isWelcome);
    return mails.length >= atLeast ? mails : undefined;
  });
}

/** Waits until the bus has handled every event queued so far, then counts: for "nothing more was sent" checks. */
async function settledWelcomes(address: string): Promise<number> {
  await drainEvents();
  return (await mailTo(address)).filter(isWelcome).length;
}

describe('welcome emails', () => {
  it('goes out when a user is added with send_email, with a set-password link that works once', async () => {
    const admin = await registerCompany();
    const user = await addUser(admin.token, { send_email: 1 });
    const [mail] = await welcomesTo(user.email);
    expect(mail!.text).toContain(user.email);
    const link = mail!.links.find((href) => href.includes('/password-reset?'));
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('email')).toBe(user.email);
    expect(url.searchParams.get('isResetPassword')).toBe('1');

    const row = await eventually(async () => {
      const result = await call('GET', `/v1/users/${user.id}`, { token: admin.token });
      return result.body.data.is_mail_sent === 1 ? result.body.data : undefined;
    });
    expect(row.confirmed).toBe(false);

    const reset = await call('POST', '/v1/password/reset', {
      body: { email: user.email, token: url.searchParams.get('token'), password: 'Chosen!Pass1', isResetPassword: 1 },
    });
    expect(reset.status).toBe(200);
    const session = await login(user.email, 'Chosen!Pass1');
    expect(session.token).toBeTruthy();
    expect((await call('GET', `/v1/users/${user.id}`, { token: admin.token })).body.data.confirmed).toBe(true);
  });

  it('follows the company mail setting on creation, and sends per user only while not sent', async () => {
    const admin = await registerCompany();
    const mailSetting = async () =>
      (await call('GET', '/v1/user/profile', { token: admin.token })).body.data.company.enable_mail;
    // On by default; the profile's company summary carries it for the /admin/users switch.
    expect(await mailSetting()).toBe(1);
    const off = await call('POST', '/v1/company/update-mail-setting', { token: admin.token, body: { enable_mail: 0 } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ data: { enable_mail: 0 }, message: MSG.MAIL_SETTING_UPDATED });
    expect(await mailSetting()).toBe(0);
    const user = await addUser(admin.token, { send_email: 1 });
    expect(await settledWelcomes(user.email)).toBe(0);

    const queued = await call('GET', `/v1/user/send-welcome-email/${user.id}`, { token: admin.token });
    expect(queued.status).toBe(200);
    expect(queued.body).toEqual({ message: MSG.WELCOME_EMAIL_QUEUED, data: { queued: 1 } });
    await welcomesTo(user.email);
    await eventually(async () => {
      const result = await call('GET', `/v1/users/${user.id}`, { token: admin.token });
      return result.body.data.is_mail_sent === 1 ? true : undefined;
    });
    const again = await call('GET', `/v1/user/send-welcome-email/${user.id}`, { token: admin.token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(MSG.WELCOME_EMAIL_ALREADY_SENT);

    expect(
      (await call('POST', '/v1/company/update-mail-setting', { token: admin.token, body: { enable_mail: 'maybe' } }))
        .status,
    ).toBe(422);
    const other = await registerCompany();
    expect((await call('GET', `/v1/user/send-welcome-email/${user.id}`, { token: other.token })).status).toBe(404);
  });

  it('mass sends: 3 the selected users, 2 new or outstanding, 1 everyone; never the sender', async () => {
    const admin = await registerCompany();
    const confirmed = await addSignedInUser(admin.token); // signed in, but no welcome email yet
    const fresh = await addUser(admin.token);
    const selected = await addUser(admin.token);

    const none = await call('POST', '/v1/user/send-mass-welcome-email', {
      token: admin.token,
      body: { send_mail_option: 3, users: [] },
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(MSG.WELCOME_EMAIL_SELECT_USERS);

    const three = await call('POST', '/v1/user/send-mass-welcome-email', {
      token: admin.token,
      body: { send_mail_option: 3, users: [selected.id] },
    });
    expect(three.body).toEqual({ message: MSG.WELCOME_EMAIL_QUEUED, data: { queued: 1 } });
    await welcomesTo(selected.email);
    await eventually(async () =>
      (await call('GET', `/v1/users/${selected.id}`, { token: admin.token })).body.data.is_mail_sent === 1
        ? true
        : undefined,
    );

    // `confirmed` signed in but never had the email; `fresh` neither; `selected` had it but never signed in.
    const two = await call('POST', '/v1/user/send-mass-welcome-email', {
      token: admin.token,
      body: { send_mail_option: 2 },
    });
    expect(two.body.data.queued).toBe(3);
    await welcomesTo(fresh.email);
    await welcomesTo(selected.email, 2);
    await welcomesTo(confirmed.user.email);

    const one = await call('POST', '/v1/user/send-mass-welcome-email', {
      token: admin.token,
      body: { send_mail_option: 1 },
    });
    expect(one.body.data.queued).toBe(3);
    await welcomesTo(fresh.email, 2);
    await welcomesTo(selected.email, 3);
    await welcomesTo(confirmed.user.email, 2);
    expect(await settledWelcomes(admin.email)).toBe(0);

    const wrong = await call('POST', '/v1/user/send-mass-welcome-email', {
      token: admin.token,
      body: { send_mail_option: 9 },
    });
    expect(wrong.status).toBe(422);
    const manager = await addSignedInUser(admin.token, { role_id: ROLE.MANAGER });
    expect(
      (await call('POST', '/v1/user/send-mass-welcome-email', { token: manager.token, body: { send_mail_option: 1 } }))
        .status,
    ).toBe(403);
  });

  it('queues one event per 25 users and sends each user one email per request', async () => {
    const admin = await registerCompany({ banding: 2 });
    const users = await Promise.all(Array.from({ length: 27 }, () => addUser(admin.token)));
    const result = await call('POST', '/v1/user/send-mass-welcome-email', {
      token: admin.token,
      body: { send_mail_option: 1 },
    });
    expect(result.body.data.queued).toBe(27);
    for (const user of users) await welcomesTo(user.email);
    const counts = await Promise.all(users.map((user) => settledWelcomes(user.email)));
    expect(counts.every((count) => count === 1)).toBe(true);
  });
});
