import { resolve } from 'node:path';
import { ROLE, TWO_STEP } from '@skillway/shared';
import { totpCode } from '@skillway/functions/core/people/two-step/totp';
import { readLocalToolsToken } from '../local/local-tools-access';
import { DEFAULT_DATA_DIR } from '../local/paths';
import type { TAccount, TSmokeOptions } from './smoke-args';
import { expectStatus, setsHttpOnlyCookie, type TSmokeClient } from './smoke-http';
import { skipped, type TCheck } from './smoke-runner';

const ROUTES = {
  health: '/v1/health',
  login: '/v1/clients/web/admin/login',
  loginVerify: '/v1/clients/web/admin/login/verify',
  companies: '/v1/companies',
  courses: '/v1/courses',
  forgotPassword: '/v1/password/forgot',
  localMail: '/_local/mail.json',
} as const;
const REFRESH_COOKIE = 'skillway_refresh';
/** How long the local email check waits for the message to reach the outbox (the reset mail is sent in-line). */
const MAIL_WAIT_MS = 10_000;

interface TList {
  data?: Array<{ id?: string; company_name?: string }>;
  meta?: { total?: number };
}

/**
 * The sign-in's second step for an account with two-step verification on: the code of `who.totpSecret` now, and if
 * that step's code was used already (a sign-in in the last 30 seconds), the next step's, which is accepted too.
 */
async function secondStep(client: TSmokeClient, who: TAccount, challenge: { two_step?: string; challenge?: string }) {
  if (challenge.two_step === 'setup') {
    throw new Error(
      `${who.email} must set up two-step verification first: sign in through the web once (docs/operations.md)`,
    );
  }
  if (!who.totpSecret) throw new Error(`${who.email} has two-step verification on: give its key with --totp-secret`);
  let response;
  for (const ahead of [0, 1]) {
    const code = totpCode(who.totpSecret, Date.now() + ahead * TWO_STEP.periodSeconds * 1000);
    response = await client.call('POST', ROUTES.loginVerify, { body: { challenge: challenge.challenge, code } });
    if (response.status !== 422) break;
  }
  expectStatus(response!, `two-step verification of ${who.email}`);
  return response!;
}

async function signIn(client: TSmokeClient, who: TAccount): Promise<{ token: string; roleId: number | undefined }> {
  let response = await client.call('POST', ROUTES.login, { body: { email: who.email, password: who.password } });
  expectStatus(response, `sign-in of ${who.email}`);
  const first = response.body as { two_step?: string; challenge?: string };
  if (first.two_step) response = await secondStep(client, who, first);
  const body = response.body as { access_token?: string; user?: { role_id?: number } };
  if (!body.access_token) throw new Error('the login answer has no access_token');
  if (!setsHttpOnlyCookie(response.headers, REFRESH_COOKIE)) throw new Error(`no HttpOnly ${REFRESH_COOKIE} cookie`);
  return { token: body.access_token, roleId: body.user?.role_id };
}

function count(list: TList): string {
  const total = list.meta?.total ?? list.data?.length ?? 0;
  return `${total} ${total === 1 ? 'entry' : 'entries'}`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The smoke checks, in order: health, the super administrator's sign-in and company list, a course list (a
 * company administrator's own, else the super administrator's view of the first company's), and an email.
 */
export function smokeChecks(client: TSmokeClient, options: TSmokeOptions): TCheck[] {
  const found: { superToken?: string; companyId?: string; companyName?: string } = {};

  const health: TCheck = {
    name: `health ${ROUTES.health}`,
    async run() {
      const response = await client.call('GET', ROUTES.health);
      expectStatus(response, 'health');
      const body = response.body as { status?: string; version?: string; checks?: Record<string, string> };
      if (body.status !== 'ok') throw new Error(`status ${JSON.stringify(body.status)}`);
      return `ok (${Object.keys(body.checks ?? {}).join(', ')}; version ${body.version ?? '?'})`;
    },
  };

  const superSignIn: TCheck = {
    name: `sign in ${options.superAdmin.email}`,
    async run() {
      const session = await signIn(client, options.superAdmin);
      if (session.roleId !== ROLE.SUPER_ADMIN)
        throw new Error(`signed in, but not a super administrator (role ${session.roleId})`);
      found.superToken = session.token;
      return 'super administrator; access token and HttpOnly refresh cookie';
    },
  };

  const companies: TCheck = {
    name: `company list ${ROUTES.companies}`,
    async run() {
      if (!found.superToken) return skipped('not signed in');
      const response = await client.call('GET', `${ROUTES.companies}?page=1&limit=5`, { token: found.superToken });
      expectStatus(response, 'company list');
      const list = response.body as TList;
      const first = list.data?.[0];
      found.companyId = first?.id;
      found.companyName = first?.company_name;
      return count(list);
    },
  };

  const courses: TCheck = {
    name: `course list ${ROUTES.courses}`,
    async run() {
      let token: string;
      let path = `${ROUTES.courses}?page=1&limit=5`;
      let whose: string;
      if (options.admin) {
        token = (await signIn(client, options.admin)).token;
        whose = `as ${options.admin.email}`;
      } else {
        if (!found.superToken) return skipped('not signed in');
        if (!found.companyId) return skipped('no company to list the courses of (and no --admin-email)');
        token = found.superToken;
        path += `&company_id=${encodeURIComponent(found.companyId)}`;
        whose = `of ${found.companyName ?? found.companyId}`;
      }
      const response = await client.call('GET', path, { token });
      expectStatus(response, 'course list');
      return `${count(response.body as TList)} ${whose}`;
    },
  };

  const email: TCheck = {
    name: 'email (password reset)',
    async run() {
      const to = options.emailTo;
      if (!to) return skipped('no --email-to (SMOKE_EMAIL_TO) given: no email sent');
      const sentAfter = new Date(Date.now() - 1000).toISOString();
      const response = await client.call('POST', ROUTES.forgotPassword, { body: { email: to } });
      expectStatus(response, 'forgot-password');
      if (!options.local) return `reset email requested for ${to}: check that inbox (SES delivery is not visible here)`;
      return waitForLocalMail(client, options, to, sentAfter);
    },
  };

  return [health, superSignIn, companies, courses, email];
}

/** Locally: the reset email must reach the outbox, read through the local tools with the data folder's token. */
async function waitForLocalMail(client: TSmokeClient, options: TSmokeOptions, to: string, sentAfter: string) {
  const dataDir = options.dataDir ? resolve(options.dataDir) : DEFAULT_DATA_DIR;
  const token = readLocalToolsToken(dataDir);
  if (!token) throw new Error(`no local tools token in ${dataDir} (pass --data-dir or DATA_DIR as npm start got it)`);
  const path = `${ROUTES.localMail}?to=${encodeURIComponent(to)}`;
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const response = await client.call('GET', path, { bearer: token });
    if (response.status === 404)
      throw new Error(`${ROUTES.localMail} is 404: wrong DATA_DIR (${dataDir}) or tools off`);
    expectStatus(response, 'local mail');
    const mails = (response.body as { data?: Array<{ subject?: string; sent_at?: string }> }).data ?? [];
    const arrived = mails.find((mail) => (mail.sent_at ?? '') >= sentAfter);
    if (arrived) return `"${arrived.subject ?? ''}" reached ${to} in the local outbox`;
    if (Date.now() > deadline)
      throw new Error(`no new email to ${to} in the local outbox after ${MAIL_WAIT_MS / 1000} s (is it an account?)`);
    await sleep(250);
  }
}
