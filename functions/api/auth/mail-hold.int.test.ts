/**
 * Until a self-registered company's administrator verifies their address, the company mails nobody else: welcome
 * emails (and every other mail to its staff) are stored, and go out, in order and once, when the verification link
 * is followed. The administrator's own mail is never held, and a company the platform made is never held.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD,
  REGISTRATION_EMAIL_SUBJECT,
  followVerificationLink,
  registerCompany,
  verificationLinkIn,
  viewerAddressHeader,
  waitForMail,
} from '../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';
import { call, drainEvents, login } from '../../../test/factories/http';
import { demoCredentials } from '../../../test/factories/stack-context';
import { MSG, ROLE, ROLE_NAME, VERIFICATION_RESEND_THROTTLE } from '@skillway/shared';
import { findCompany } from '../../core/people/companies/company-repository';
import { listHeldMail } from '../../core/people/mail-hold/held-mail-repository';

interface TMail {
  subject: string;
  text: string;
}

async function mailTo(address: string): Promise<TMail[]> {
  const result = await call('GET', `/_local/mail.json?to=${encodeURIComponent(address)}`);
  return result.body.data as TMail[];
}

async function heldMail(companyId: string) {
  return (await listHeldMail(companyId, 100)).items;
}

async function mailHeld(token: string): Promise<boolean> {
  return (await call('GET', '/v1/user/profile', { token })).body.data.company.mail_held;
}

const WELCOME_PREFIX = 'Welcome to Skillway: your';

const RESET_SUBJECT = 'Reset your Skillway password';
const ATTEMPT_SUBJECT = 'Someone tried to sign up to Skillway with your email address';
const VERIFY_SUBJECT = 'Verify your Skillway email address';

describe("a self-registered company's mail before its administrator verifies", () => {
  it('holds the welcome email to a new user until the verification link is followed, then sends it once', async () => {
    const admin = await registerCompany({}, { verified: false });
    const companyId = admin.user.company_id;
    expect(await mailHeld(admin.token)).toBe(true);
    // The administrator's own thank-you email (with the link) and own password reset are never held.
    await waitForMail(admin.email, (m) => m.subject === REGISTRATION_EMAIL_SUBJECT);
    const forgot = await call('POST', '/v1/password/forgot', {
      headers: viewerAddressHeader(),
      body: { email: admin.email },
    });
    expect(forgot.status).toBe(200);
    await waitForMail(admin.email, (m) => m.subject === RESET_SUBJECT);

    const user = await addUser(admin.token, { send_email: 1 });
    await drainEvents();
    expect(await mailTo(user.email)).toEqual([]);
    const held = await heldMail(companyId);
    expect(held.map((mail) => [mail.recipient, mail.subject.startsWith(WELCOME_PREFIX)])).toEqual([[user.email, true]]);
    expect(held[0]!.ttl).toBeGreaterThan(Date.now() / 1000 + 8 * 24 * 60 * 60);
    // The caller carries on as if it was sent.
    expect((await call('GET', `/v1/users/${user.id}`, { token: admin.token })).body.data.is_mail_sent).toBe(1);

    expect(await followVerificationLink(admin.email)).toMatch(/\/login\?verified=1&mail_released=1$/);
    const welcome = await waitForMail(user.email, (m) => m.subject.startsWith(WELCOME_PREFIX));
    expect(await heldMail(companyId)).toEqual([]);
    expect(await mailHeld(admin.token)).toBe(false);
    // The released email's set-password link works.
    const link = new URL(welcome.text.match(/https?:\/\/\S*\/password-reset\?\S*/)![0]);
    const reset = await call('POST', '/v1/password/reset', {
      body: { email: user.email, token: link.searchParams.get('token'), password: 'Chosen!Pass1', isResetPassword: 1 },
    });
    expect(reset.status).toBe(200);

    // Following the link again releases nothing more; from now on the company's mail goes at once.
    expect(await followVerificationLink(admin.email)).toMatch(/\/login\?verified=1$/);
    const more = await addUser(admin.token, { send_email: 1 });
    await waitForMail(more.email, (m) => m.subject.startsWith(WELCOME_PREFIX));
    await drainEvents();
    expect((await mailTo(user.email)).length).toBe(1);
    expect(await heldMail(companyId)).toEqual([]);
  });

  it("holds account mail to the held company's staff too, and sends it in order on verification", async () => {
    const admin = await registerCompany({}, { verified: false });
    const user = await addUser(admin.token);
    const forgot = await call('POST', '/v1/password/forgot', {
      headers: viewerAddressHeader(),
      body: { email: user.email },
    });
    expect(forgot.status).toBe(200);
    // Signing up with an address the held company added: the notice to that address is the held company's mail.
    const attempt = await call('POST', '/v1/register', {
      headers: viewerAddressHeader(),
      body: {
        first_name: 'Eve',
        last_name: 'Other',
        company_name: 'Attempt Ltd',
        email: user.email,
        password: DEFAULT_PASSWORD,
        confirm_password: DEFAULT_PASSWORD,
        banding: 1,
      },
    });
    expect(attempt.status).toBe(422);
    expect(attempt.body.errors.email).toEqual([MSG.EMAIL_TAKEN]);
    await drainEvents();
    expect(await mailTo(user.email)).toEqual([]);
    expect((await heldMail(admin.user.company_id)).map((mail) => mail.subject)).toEqual([
      RESET_SUBJECT,
      ATTEMPT_SUBJECT,
    ]);

    await followVerificationLink(admin.email);
    const notice = await waitForMail(user.email, (m) => m.subject === ATTEMPT_SUBJECT);
    const reset = await waitForMail(user.email, (m) => m.subject === RESET_SUBJECT);
    expect(reset.sent_at <= notice.sent_at).toBe(true);
    await drainEvents();
    expect((await mailTo(user.email)).length).toBe(2);
  });

  it('never holds a company the registration factory verified, nor the demo company the platform made', async () => {
    const verified = await registerCompany();
    expect(await mailHeld(verified.token)).toBe(false);
    const user = await addUser(verified.token, { send_email: 1 });
    await waitForMail(user.email, (m) => m.subject.startsWith(WELCOME_PREFIX));

    const demo = demoCredentials().find((credential) => credential.role === ROLE_NAME[ROLE.ADMIN])!;
    const session = await login(demo.email, demo.password);
    expect(await mailHeld(session.token)).toBe(false);
    const company = await findCompany(session.user.company_id);
    expect(company).toBeDefined();
    expect(company?.mail_hold_user_id).toBeUndefined();
    expect(company?.mail_hold_email).toBeUndefined();
  });

  it('sends the verification link again on request, to the registering address only, until it is followed', async () => {
    const admin = await registerCompany({}, { verified: false });
    await waitForMail(admin.email, (m) => m.subject === REGISTRATION_EMAIL_SUBJECT);
    // Only an administrator may ask; the link goes to the registering address only.
    const learner = await addSignedInUser(admin.token, { role_id: ROLE.USER, send_email: 0 });
    expect((await call('POST', '/v1/email/verify/resend', { token: learner.token })).status).toBe(403);

    const resent = await call('POST', '/v1/email/verify/resend', { token: admin.token });
    expect(resent).toMatchObject({ status: 200, body: { message: MSG.VERIFICATION_RESENT } });
    const again = await waitForMail(admin.email, (m) => m.subject === VERIFY_SUBJECT);
    expect(await mailTo(learner.user.email)).toEqual([]);
    expect(await heldMail(admin.user.company_id)).toEqual([]);
    // Its link verifies the address and releases the company's mail.
    const released = await fetch(verificationLinkIn(again), { redirect: 'manual' });
    expect(released.headers.get('location')).toContain('verified=1');
    expect(await mailHeld(admin.token)).toBe(false);
    const after = await call('POST', '/v1/email/verify/resend', { token: admin.token });
    expect(after).toMatchObject({ status: 409, body: { message: MSG.ALREADY_VERIFIED } });
  });

  it('sends it at most five times an hour for one company', async () => {
    const admin = await registerCompany({}, { verified: false });
    const statuses: number[] = [];
    for (let i = 0; i < VERIFICATION_RESEND_THROTTLE.maxPerCompany + 1; i += 1) {
      statuses.push((await call('POST', '/v1/email/verify/resend', { token: admin.token })).status);
    }
    expect(statuses).toEqual([...Array(VERIFICATION_RESEND_THROTTLE.maxPerCompany).fill(200), 429]);
  });
});
