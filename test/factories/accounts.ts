/**
 * Factories for API tests against the running local stack: fresh companies and users through the public API, so
 * every test owns its data and never depends on another test's.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { call, setCookieValue } from './http';
import { LOCAL_TOOLS_HEADER } from '@skillway/infra/local/local-tools-access';
import { localToolsToken, stackDataDir, stackUrl } from './stack-context';

export const DEFAULT_PASSWORD = 'Factory!Pass1';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@factory.test`;
}

export interface TRegistered {
  email: string;
  password: string;
  token: string;
  refresh: string;
  user: { id: string; company_id: string; role_id: number; [key: string]: unknown };
}

/**
 * A caller address of its own for each registration, as the edge names the viewer on AWS: the suite registers
 * hundreds of companies, which in life come from as many networks, and one address would meet the per-address
 * registration bound (REGISTER_THROTTLE) within a file or two. IPv6 in the documentation range (2001:db8::/32) with
 * 96 random bits: with 16 bits (an IPv4 range) a registration now and then drew an address that a throttle test had
 * used up, and got a 429. The local edge keeps a named address only from a holder of the local tools token (a
 * caller naming one without it is counted at its own connection's address).
 */
export function viewerAddressHeader(): Record<string, string> {
  const groups = randomBytes(12).toString('hex').match(/.{4}/g) ?? [];
  return { 'x-viewer-address': `2001:db8:${groups.join(':')}`, [LOCAL_TOOLS_HEADER]: localToolsToken() };
}

/**
 * POST /v1/register: a new company in free trial with its administrator, signed in. The administrator then follows
 * the verification link of their welcome email, as a real one would, so the company's mail to its staff goes out (a
 * self-registered company's mail is held until then: docs/security.md); `{ verified: false }` leaves it held.
 */
export async function registerCompany(
  overrides: Record<string, unknown> = {},
  options: { verified?: boolean } = {},
): Promise<TRegistered> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('admin');
  const password = (overrides.password as string | undefined) ?? DEFAULT_PASSWORD;
  const result = await call('POST', '/v1/register', {
    headers: viewerAddressHeader(),
    body: {
      first_name: 'Ada',
      last_name: 'Factory',
      company_name: `Factory ${randomUUID().slice(0, 6)} Ltd`,
      email,
      password,
      confirm_password: password,
      banding: 1,
      ...overrides,
    },
  });
  if (result.status !== 201) throw new Error(`register failed: ${result.status} ${JSON.stringify(result.body)}`);
  if (options.verified !== false) await followVerificationLink(email, result.body.user.id);
  return {
    email,
    password,
    token: result.body.access_token,
    refresh: setCookieValue(result.headers, 'skillway_refresh') ?? '',
    user: result.body.user,
  };
}

/** The subject of the registering administrator's welcome email, which carries the verification link. */
export const REGISTRATION_EMAIL_SUBJECT = 'Welcome to Skillway: please verify your email address';

/** The verification link of a registration email, on the running stack (the email names the configured API URL). */
export function verificationLinkIn(message: TOutboxMessage): URL {
  const href = /href="([^"]*\/v1\/email\/verify[^"]*)"/.exec(message.html)?.[1]?.replace(/&amp;/g, '&');
  if (!href) throw new Error(`no verification link in "${message.subject}" to ${message.to}`);
  const link = new URL(href);
  return new URL(link.pathname + link.search, stackUrl());
}

/**
 * Waits for the registration email to `email` (of user `userId`, when an earlier account had the address) and follows
 * its verification link as a browser would; returns where it redirected (`/login?verified=1`, with
 * `&mail_released=1` when it lifted the company's mail hold).
 */
export async function followVerificationLink(email: string, userId?: string): Promise<string> {
  const message = await waitForMail(
    email,
    (m) => m.subject === REGISTRATION_EMAIL_SUBJECT && (!userId || m.html.includes(`uid=${userId}`)),
  );
  const response = await fetch(verificationLinkIn(message), { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  if (response.status !== 302 || !location.includes('verified=1')) {
    throw new Error(`verifying ${email} failed: ${response.status} ${location}`);
  }
  return location;
}

export interface TOutboxMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  sent_at: string;
}

/** Messages already read, by file: a message file never changes once written, and late in a run there are hundreds. */
const outboxMessages = new Map<string, TOutboxMessage>();

async function outboxMessage(outbox: string, name: string): Promise<TOutboxMessage> {
  const file = join(outbox, name);
  let message = outboxMessages.get(file);
  if (!message) {
    message = JSON.parse(await readFile(file, 'utf8')) as TOutboxMessage;
    outboxMessages.set(file, message);
  }
  return message;
}

/** The newest message in the local outbox sent to `to`, waiting up to `timeoutMs` for it. */
export async function waitForMail(
  to: string,
  predicate: (message: TOutboxMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<TOutboxMessage> {
  const outbox = join(stackDataDir(), 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const message = await outboxMessage(outbox, name);
      if (message.to === to && predicate(message)) return message;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls until `check` returns a value (not undefined), for work done asynchronously by the event bus. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
