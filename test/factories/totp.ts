import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TWO_STEP } from '@skillway/shared';
import { timeStep, totpCode } from '@skillway/functions/core/people/two-step/totp';
import { DEMO_SUPER_ADMIN_TOTP_SECRET } from '@skillway/functions/core/people/two-step/demo-key';
import { stackDataDir } from './stack-context';

/**
 * Codes for the accounts the tests sign in with two-step verification (the demo super administrator above all).
 * The server accepts each time step once per account (replay), and many files sign in as the super administrator,
 * one after another, against one stack: the steps handed out are kept in a file in the stack's data folder, so
 * every file of the stack's run picks the next unused step (one either side of now is accepted: up to three
 * sign-ins in a burst) and, when those are used, waits for the next (or, in login(), refreshes the last session
 * instead). No code is ever refused, so no sign-in failure is counted.
 */
const PERIOD_MS = TWO_STEP.periodSeconds * 1000;
/** A step that ends sooner than this is not handed out: the request might arrive after it. */
const MARGIN_MS = 5000;
const file = (name: string) => join(stackDataDir(), name);
let queue: Promise<unknown> = Promise.resolve();

function readJson<T>(name: string): Record<string, T> {
  try {
    return JSON.parse(readFileSync(file(name), 'utf8')) as Record<string, T>;
  } catch {
    return {};
  }
}

function writeEntry(name: string, key: string, value: unknown): void {
  writeFileSync(file(name), JSON.stringify({ ...readJson(name), [key]: value }));
}

/** One at a time in this process (files of a stack run one after another, so across processes too). */
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return next;
}

/** Reserves the next unused time step of `account` and returns its code, waiting for a step when none is left. */
export async function nextTotpCode(account: string, secret = DEMO_SUPER_ADMIN_TOTP_SECRET): Promise<string> {
  return (await reserveStep(account, secret, true))!;
}

/** The same without waiting: undefined when no step near now is left. */
export function nextTotpCodeNow(account: string, secret = DEMO_SUPER_ADMIN_TOTP_SECRET): Promise<string | undefined> {
  return reserveStep(account, secret, false);
}

function reserveStep(account: string, secret: string, wait: boolean): Promise<string | undefined> {
  return serially(async () => {
    const key = account.toLowerCase();
    const now = Date.now();
    const current = timeStep(now);
    // The step before now's is accepted until now's ends: only with a margin left.
    const earliest = (current + 1) * PERIOD_MS - now > MARGIN_MS ? current - TWO_STEP.window : current;
    const step = Math.max(earliest, (readJson<number>('test-totp-steps.json')[key] ?? 0) + 1);
    // A step ahead of now's is accepted from the step before it.
    const acceptableFrom = (step - TWO_STEP.window) * PERIOD_MS + 250;
    if (acceptableFrom > now) {
      if (!wait) return undefined;
      await new Promise((resolve) => setTimeout(resolve, acceptableFrom - now));
    }
    writeEntry('test-totp-steps.json', key, step);
    return totpCode(secret, step * PERIOD_MS);
  });
}

/** The last session a two-step sign-in of `account` opened in this stack's run: its refresh cookie and user. */
export interface TRememberedSession {
  refresh: string;
  user: unknown;
}

export function rememberSession(account: string, session: TRememberedSession): void {
  writeEntry('test-two-step-sessions.json', account.toLowerCase(), session);
}

export function rememberedSession(account: string): TRememberedSession | undefined {
  return readJson<TRememberedSession>('test-two-step-sessions.json')[account.toLowerCase()];
}
