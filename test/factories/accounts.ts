/**
 * Factories for API tests against the running local stack: fresh companies and users through the public API, so
 * every test owns its data and never depends on another test's.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { call, setCookieValue } from './http';
import { LOCAL_TOOLS_HEADER } from '@skillway/infra/local/local-tools-access';
import { localToolsToken, stackDataDir } from './stack-context';

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

/** POST /v1/register: a new company in free trial with its administrator, signed in. */
export async function registerCompany(overrides: Record<string, unknown> = {}): Promise<TRegistered> {
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
  return {
    email,
    password,
    token: result.body.access_token,
    refresh: setCookieValue(result.headers, 'skillway_refresh') ?? '',
    user: result.body.user,
  };
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
