import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TWO_STEP } from '@skillway/shared';
import { timeStep, totpCode } from '@skillway/functions/core/people/two-step/totp';
import { DEMO_SUPER_ADMIN_TOTP_SECRET } from '@skillway/functions/core/workflows/seed/demo-two-step';
import { stackDataDir } from './stack-context';

export { DEMO_SUPER_ADMIN_TOTP_SECRET };

/**
 * Codes for the accounts the tests sign in with two-step verification (the demo super administrator above all).
 * The server accepts each time step once per account (replay), and many files sign in as the super administrator,
 * one after another, against one stack: the steps handed out are kept in a file in the stack's data folder, so
 * every file of the stack's run picks the next unused step (one either side of now is accepted) and, when three
 * sign-ins have used them all, waits for the next. No code is ever refused, so no sign-in failure is counted.
 */
const PERIOD_MS = TWO_STEP.periodSeconds * 1000;
const ledger = () => join(stackDataDir(), 'test-totp-steps.json');
let queue: Promise<unknown> = Promise.resolve();

function readLedger(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(ledger(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Reserves the next unused time step of `account` and returns its code (waiting for a step when needed). */
export function nextTotpCode(account: string, secret = DEMO_SUPER_ADMIN_TOTP_SECRET): Promise<string> {
  const next = queue.then(async () => {
    const steps = readLedger();
    const key = account.toLowerCase();
    const now = Date.now();
    const step = Math.max(timeStep(now) - TWO_STEP.window + 1, (steps[key] ?? 0) + 1);
    // A step ahead of now's is accepted until it is more than `window` steps ahead: wait until then.
    const acceptableFrom = (step - TWO_STEP.window) * PERIOD_MS + 250;
    if (acceptableFrom > now) await new Promise((resolve) => setTimeout(resolve, acceptableFrom - now));
    writeFileSync(ledger(), JSON.stringify({ ...readLedger(), [key]: step }));
    return totpCode(secret, step * PERIOD_MS);
  });
  queue = next.catch(() => undefined);
  return next;
}
