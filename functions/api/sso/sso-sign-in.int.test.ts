/**
 * SSO sign-ins against the running stack, driven without a browser through an in-process OpenID provider (start →
 * the IdP's code → callback → refresh cookie → the session's token works): just-in-time provisioning (a learner, no
 * welcome email; within the band, or band_full and the administrators told), JIT off, the refusals (unverified
 * domain, another company's user, archived), attribute, manager and group mapping (memberships and the group's course
 * enrolment follow the IdP; unmapped groups untouched), a reused state or a missing browser cookie refused, and
 * enforcement (a learner's password refused, the administrator's kept; no reset around it).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MSG, SSO_MESSAGES } from '@skillway/shared';
import { findEmailOwner } from '@skillway/functions/core/people/auth/email-owner';
import { listCompanyMemberships } from '@skillway/functions/core/people/groups/group-repository';
import { findUser } from '@skillway/functions/core/people/users/user-repository';
import { claimAssertion } from '@skillway/functions/core/people/sso/replay-guard';
import { DEFAULT_PASSWORD } from '../../../test/factories/accounts';
import { addSignedInUser, addUser } from '../../../test/factories/added-users';
import { publishedCourse } from '../../../test/factories/courses';
import { addGroup, addGroupMembers } from '../../../test/factories/people';
import { call, login } from '../../../test/factories/http';
import { startTestIssuer, type TTestIssuer } from '../../core/people/sso/protocols/oidc-test-issuer.test-helper';
import {
  createConnection,
  getManual,
  oidcBody,
  oidcSignIn,
  sessionFrom,
  ssoCompany,
  type TSsoCompany,
} from './sso-fixtures.test-helper';

let issuer: TTestIssuer;

beforeAll(async () => {
  // The stack's environment: some checks read the table directly (a user's department, memberships).
  Object.assign(process.env, (inject as unknown as (key: string) => Record<string, string>)('stackEnv'));
  issuer = await startTestIssuer();
});
afterAll(() => issuer.close());

const startPath = (connectionId: string, hint?: string) =>
  `/v1/sso/start?${new URLSearchParams({ connection: connectionId, ...(hint ? { login_hint: hint } : {}) }).toString()}`;

/** The person the IdP asserts on the next sign-in. */
function asserts(claims: Record<string, unknown>) {
  issuer.idTokenClaims = claims;
}

async function mailTo(address: string): Promise<{ subject: string }[]> {
  return (await call('GET', `/_local/mail.json?to=${encodeURIComponent(address)}`)).body.data;
}

describe('just-in-time provisioning', () => {
  let company: TSsoCompany;
  let connectionId: string;

  beforeAll(async () => {
    company = await ssoCompany();
    connectionId = await createConnection(
      company.token,
      oidcBody(issuer, {
        jit: true,
        mapping: {
          email: 'email',
          first_name: 'given_name',
          last_name: 'family_name',
          department: 'department',
          manager_email: '',
          groups: '',
        },
      }),
    );
  });

  it('creates an unknown user on a verified domain as a learner, with no welcome email, and signs them in', async () => {
    const email = `new.starter.${randomUUID().slice(0, 6)}@${company.domain}`;
    const subject = randomUUID();
    asserts({ email, given_name: 'Robin', family_name: 'Fisher', department: 'Warehouse' });
    const run = await oidcSignIn(issuer, startPath(connectionId, email), { subject });
    expect(run.answer.status).toBe(302);
    expect(new URL(run.location).pathname).toBe('/sso/complete');
    const cleared = run.answer.headers.getSetCookie().find((cookie) => cookie.startsWith('skillway_sso='));
    expect(cleared).toMatch(/Max-Age=0/);

    const session = await sessionFrom(run.answer);
    expect(session.user).toMatchObject({ email, role_id: 3, first_name: 'Robin', last_name: 'Fisher' });
    expect((await findEmailOwner(email))?.companyId).toBe(company.companyId);
    const stored = await findUser(company.companyId, session.user.id as string, true);
    expect(stored).toMatchObject({ department: 'Warehouse', is_reset_default_password: 1, is_mail_sent: 0 });
    expect(await mailTo(email)).toEqual([]);

    // The IdP's changes follow on the next sign-in; the subject's link finds the user even if the email claim changed.
    asserts({ email: `renamed-${email}`, given_name: 'Robyn', family_name: 'Fisher-Jones', department: 'Dispatch' });
    const again = await oidcSignIn(issuer, startPath(connectionId), { subject });
    const second = await sessionFrom(again.answer);
    expect(second.user).toMatchObject({ id: session.user.id, email, first_name: 'Robyn', last_name: 'Fisher-Jones' });
    expect((await findUser(company.companyId, session.user.id as string, true))?.department).toBe('Dispatch');
  });

  it('refuses an unknown user with JIT off (not_provisioned), and creates nobody', async () => {
    const closed = await createConnection(company.token, oidcBody(issuer, { name: 'No JIT', jit: false }));
    const email = `stranger-${randomUUID().slice(0, 6)}@${company.domain}`;
    asserts({ email, given_name: 'S', family_name: 'T' });
    const run = await oidcSignIn(issuer, startPath(closed));
    expect(run.location).toMatch(/\/login\?sso_error=not_provisioned$/);
    expect(run.answer.headers.getSetCookie().some((cookie) => cookie.startsWith('skillway_refresh='))).toBe(false);
    expect(await findEmailOwner(email)).toBeUndefined();
  });

  it("refuses an address on a domain the company did not verify, another company's user, and an archived user", async () => {
    asserts({
      email: `someone-${randomUUID().slice(0, 6)}@unverified-elsewhere.test`,
      given_name: 'A',
      family_name: 'B',
    });
    expect((await oidcSignIn(issuer, startPath(connectionId))).location).toMatch(/sso_error=failed$/);

    const other = await ssoCompany();
    asserts({ email: other.email, given_name: 'A', family_name: 'B' });
    expect((await oidcSignIn(issuer, startPath(connectionId))).location).toMatch(/sso_error=other_company$/);

    const leaver = await addUser(company.token, { email: `leaver-${randomUUID().slice(0, 6)}@${company.domain}` });
    const archived = await call('PUT', `/v1/archive-account/${leaver.id}`, {
      token: company.token,
      body: { is_archived: 1 },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    asserts({ email: leaver.email, given_name: 'A', family_name: 'B' });
    expect((await oidcSignIn(issuer, startPath(connectionId))).location).toMatch(/sso_error=archived$/);
  });

  it('signs an existing user in by email (an administrator keeps their role)', async () => {
    asserts({ email: company.email, given_name: 'Ada', family_name: 'Factory' });
    const run = await oidcSignIn(issuer, startPath(connectionId));
    const session = await sessionFrom(run.answer);
    expect(session.user).toMatchObject({ id: company.user.id, role_id: 2 });
    expect((await call('GET', '/v1/sso', { token: session.token })).status).toBe(200);
  });
});

describe('the user band', () => {
  it('refuses a JIT user over the band (band_full) and tells the administrators in the bell and by email', async () => {
    const company = await ssoCompany({ banding: 1 });
    const connectionId = await createConnection(company.token, oidcBody(issuer));
    // Band 1 holds 20 users: the administrator and 19 more.
    for (let index = 0; index < 19; index++) {
      await addUser(company.token, { email: `filler-${index}-${randomUUID().slice(0, 4)}@${company.domain}` });
    }
    expect(
      (
        await call('POST', '/v1/user', {
          token: company.token,
          body: {
            first_name: 'One',
            last_name: 'Too many',
            email: `x-${randomUUID().slice(0, 4)}@${company.domain}`,
            role_id: 3,
          },
        })
      ).body.message,
    ).toBe(MSG.PLAN_LIMIT);

    const email = `late-${randomUUID().slice(0, 6)}@${company.domain}`;
    asserts({ email, given_name: 'Late', family_name: 'Comer' });
    const run = await oidcSignIn(issuer, startPath(connectionId));
    expect(run.location).toMatch(/\/login\?sso_error=band_full$/);
    expect(await findEmailOwner(email)).toBeUndefined();

    const bell = await call('GET', '/v1/get-notifications', { token: company.token });
    const notice = bell.body.data.find((item: { title: string }) => item.title.includes(email));
    expect(notice).toMatchObject({ data: { notification_type: 102 } });
    expect(notice.title).toContain('user limit');
    const mails = await mailTo(company.email);
    expect(mails.some((mail) => mail.subject.includes(email) && mail.subject.includes('user limit'))).toBe(true);

    // A second try the same day refuses again without telling them twice.
    await oidcSignIn(issuer, startPath(connectionId));
    const again = (await call('GET', '/v1/get-notifications', { token: company.token })).body.data.filter(
      (item: { title: string }) => item.title.includes(email),
    );
    expect(again).toHaveLength(1);
  });
});

describe('group and manager mapping', () => {
  it('adds the mapped groups the IdP lists and removes those it no longer lists, with their enrolments; unmapped stay', async () => {
    const company = await ssoCompany({ banding: 2 });
    const [alpha, beta, own] = [
      await addGroup(company.token, 'Alpha team'),
      await addGroup(company.token, 'Beta team'),
      await addGroup(company.token, 'Own group'),
    ];
    const courseName = `Alpha course ${randomUUID().slice(0, 4)}`;
    const courseId = await publishedCourse(company.token, courseName);
    const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: company.token,
      body: { assign_groups: [alpha] },
    });
    expect(enrolled.status).toBe(200);

    const manager = await addUser(company.token, {
      role_id: 4,
      email: `boss-${randomUUID().slice(0, 4)}@${company.domain}`,
    });
    const member = await addUser(company.token, { email: `member-${randomUUID().slice(0, 6)}@${company.domain}` });
    // The administrator put the member in Beta (mapped) and Own group (not mapped).
    for (const groupId of [beta, own]) await addGroupMembers(company.token, groupId, [member.id]);
    const connectionId = await createConnection(
      company.token,
      oidcBody(issuer, {
        mapping: {
          email: 'email',
          first_name: 'given_name',
          last_name: 'family_name',
          department: '',
          manager_email: 'manager_email',
          groups: 'groups',
        },
        group_map: [
          { idp_group: 'Alpha', group_id: alpha },
          { idp_group: 'Beta', group_id: beta },
        ],
      }),
    );
    const groupsOf = async () => (await listCompanyMemberships(company.companyId)).get(member.id)?.sort() ?? [];

    asserts({
      email: member.email,
      given_name: 'M',
      family_name: 'Ember',
      groups: ['Alpha', 'Unmapped'],
      manager_email: manager.email,
    });
    const session = await sessionFrom((await oidcSignIn(issuer, startPath(connectionId))).answer);
    expect(await groupsOf()).toEqual([alpha, own].sort());
    const courses = await call('GET', '/v1/users/courses', { token: session.token });
    expect(JSON.stringify(courses.body.data)).toContain(courseName);
    expect((await findUser(company.companyId, member.id, true))?.manager_id).toBe(manager.id);
    // The member was still on the administrator's temporary password: the IdP's sign-in retired it.
    expect((await findUser(company.companyId, member.id, true))?.is_reset_default_password).toBe(1);

    // No groups claim: the IdP lists the user in no group now.
    asserts({ email: member.email, given_name: 'M', family_name: 'Ember' });
    const later = await sessionFrom((await oidcSignIn(issuer, startPath(connectionId))).answer);
    expect(await groupsOf()).toEqual([own]);
    expect(JSON.stringify((await call('GET', '/v1/users/courses', { token: later.token })).body.data)).not.toContain(
      courseName,
    );

    // An answer saying the user has too many groups to send (Entra ID's overage) changes no membership.
    await addGroupMembers(company.token, beta, [member.id]);
    asserts({ email: member.email, given_name: 'M', family_name: 'Ember', hasgroups: true });
    await sessionFrom((await oidcSignIn(issuer, startPath(connectionId))).answer);
    expect(await groupsOf()).toEqual([beta, own].sort());
  });
});

describe('the sign-in is bound to its browser and used once', () => {
  let company: TSsoCompany;
  let connectionId: string;

  beforeAll(async () => {
    company = await ssoCompany();
    connectionId = await createConnection(company.token, oidcBody(issuer));
  });

  it('refuses a reused state (a replayed callback): expired, and no second session', async () => {
    asserts({ email: `once-${randomUUID().slice(0, 6)}@${company.domain}`, given_name: 'O', family_name: 'Nce' });
    const run = await oidcSignIn(issuer, startPath(connectionId));
    expect(new URL(run.location).pathname).toBe('/sso/complete');
    const replayed = await getManual(run.callbackPath, run.binding);
    expect(replayed.headers.get('location')).toMatch(/\/login\?sso_error=expired$/);
    expect(replayed.headers.getSetCookie().some((cookie) => cookie.startsWith('skillway_refresh='))).toBe(false);
  });

  it('refuses an answer brought to another browser (no binding cookie, or another one)', async () => {
    asserts({ email: `elsewhere-${randomUUID().slice(0, 6)}@${company.domain}`, given_name: 'E', family_name: 'W' });
    const without = await oidcSignIn(issuer, startPath(connectionId), { cookie: () => undefined });
    expect(without.location).toMatch(/sso_error=expired$/);
    const other = await oidcSignIn(issuer, startPath(connectionId), {
      cookie: () => 'skillway_sso=someone-elses-value',
    });
    expect(other.location).toMatch(/sso_error=expired$/);
  });

  it('refuses a state nobody started, and a start for an unknown connection', async () => {
    expect((await getManual('/v1/sso/oidc/callback?code=x&state=made-up')).headers.get('location')).toMatch(
      /sso_error=expired$/,
    );
    expect((await getManual('/v1/sso/oidc/callback')).headers.get('location')).toMatch(/sso_error=expired$/);
    expect((await getManual(startPath(`${company.companyId}_nosuchconnection`))).headers.get('location')).toMatch(
      /sso_error=failed$/,
    );
  });

  it('records a SAML assertion id once: the replay guard refuses it the second time', async () => {
    const assertionId = `_${randomUUID()}`;
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    expect(await claimAssertion(connectionId, assertionId, until)).toBe(true);
    expect(await claimAssertion(connectionId, assertionId, until)).toBe(false);
  });
});

describe('enforcement and break-glass', () => {
  it("refuses a learner's password (after the password check only), keeps the administrator's, and offers no reset around it", async () => {
    const company = await ssoCompany();
    const connectionId = await createConnection(company.token, oidcBody(issuer));
    const learner = await addSignedInUser(company.token, {
      email: `learner-${randomUUID().slice(0, 6)}@${company.domain}`,
    });
    const manager = await addSignedInUser(company.token, {
      role_id: 4,
      email: `manager-${randomUUID().slice(0, 6)}@${company.domain}`,
    });

    // Enforcing needs a passed test sign-in of the connection.
    const test = (await call('POST', `/v1/sso/connections/${connectionId}/test`, { token: company.token })).body.data;
    asserts({ email: learner.user.email, given_name: 'L', family_name: 'Earner' });
    await oidcSignIn(issuer, test.test_url);
    const enforced = await call('PUT', '/v1/sso/settings', {
      token: company.token,
      body: { enforced: true, connection_id: connectionId },
    });
    expect(enforced.status, JSON.stringify(enforced.body)).toBe(200);

    for (const user of [learner, manager]) {
      const refused = await call('POST', '/v1/clients/web/admin/login', {
        body: { email: user.user.email, password: DEFAULT_PASSWORD },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(SSO_MESSAGES.PASSWORD_REFUSED);
      expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith('skillway_refresh='))).toBe(false);
    }
    // Without the password the answer says nothing about SSO.
    const wrong = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: learner.user.email, password: 'Wrong!Pass9' },
    });
    expect(wrong.body.message).toBe(MSG.LOGIN_FAILED);
    // Break-glass: the administrator's password still signs in.
    expect((await login(company.email, company.password)).token).toBeTruthy();

    // No way around it: no reset link is sent, and a reset token from before cannot set a password.
    const before = (await mailTo(learner.user.email)).length;
    expect((await call('POST', '/v1/password/forgot', { body: { email: learner.user.email } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailTo(learner.user.email)).toHaveLength(before);

    // The learner signs in through the IdP instead.
    asserts({ email: learner.user.email, given_name: 'L', family_name: 'Earner' });
    const session = await sessionFrom((await oidcSignIn(issuer, startPath(connectionId))).answer);
    expect(session.user).toMatchObject({ id: learner.user.id, role_id: 3 });

    // Enforcement off: passwords work again.
    await call('PUT', '/v1/sso/settings', {
      token: company.token,
      body: { enforced: false, connection_id: connectionId },
    });
    expect((await login(learner.user.email, DEFAULT_PASSWORD)).token).toBeTruthy();
  });
});
