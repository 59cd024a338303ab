import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  FORGOT_PASSWORD_THROTTLE,
  HUBSPOT_THROTTLE,
  MSG,
  REGISTER_THROTTLE,
  VERIFICATION_RESEND_THROTTLE,
} from '@skillway/shared';
import { sha256Hex } from '../../platform/crypto/tokens';
import { loginThrottleEntity } from '../../platform/db/entities/login-throttle';
import { AppError } from '../../platform/http/app-error';
import { retryAfterSeconds, slidingCount, windowIndex } from './throttle-rule';

/** One counter a request takes from: what is counted (scope and the subject, hashed) and how many a window allows. */
interface TAllowance {
  scope: string;
  subject: string;
  limit: number;
}

/**
 * Counts this request against every allowance and refuses it (429 with Retry-After) when any is used up. Counters are
 * the sign-in throttle's items (fixed windows with a TTL, subjects hashed so the table holds no addresses), read as a
 * sliding window: this window's count plus the previous one's, weighted by how much of it still overlaps. The
 * increment comes first and is atomic (ADD, the new value returned), so parallel requests cannot all slip under the
 * limit; a refused request still counts, so hammering keeps a caller refused.
 */
async function takeAllowances(
  allowances: readonly TAllowance[],
  windowSeconds: number,
  message: string,
  nowMs = Date.now(),
): Promise<void> {
  const window = windowIndex(nowMs, windowSeconds);
  // Kept for the next window too, which reads this one as its "previous".
  const ttl = (window + 2) * windowSeconds + 60;
  const counted = await Promise.all(
    allowances.map(async (allowance) => {
      const key = {
        scope: allowance.scope,
        subject: sha256Hex(`${allowance.scope}\n${allowance.subject}`).slice(0, 40),
      };
      const [updated, before] = await Promise.all([
        loginThrottleEntity()
          .build(UpdateItemCommand)
          .item({ ...key, window, failures: $add(1), ttl })
          .options({ returnValues: 'UPDATED_NEW' })
          .send(),
        loginThrottleEntity()
          .build(GetItemCommand)
          .key({ ...key, window: window - 1 })
          .send(),
      ]);
      // This request is in `current`; the question is whether the ones before it had used the allowance up.
      const current = updated.Attributes?.failures ?? 1;
      const previous = before.Item?.failures ?? 0;
      return { limit: allowance.limit, current, previous };
    }),
  );
  const over = counted.filter(
    ({ current, previous, limit }) => slidingCount(current - 1, previous, nowMs, windowSeconds) >= limit,
  );
  if (over.length === 0) return;
  const wait = Math.max(...over.map((counter) => retryAfterSeconds(counter, nowMs, windowSeconds)));
  throw AppError.tooManyRequests(wait, message);
}

const account = (email: string) => email.trim().toLowerCase();

/**
 * POST /password/forgot: per address asked about (one inbox is not flooded with reset mails) and per caller address
 * (one machine does not mail every address it knows), the latter bound high enough for an office behind one address.
 * Counted whether or not the address has an account, so the answer still tells nothing about which ones exist.
 */
export function throttlePasswordReset(email: string, address: string, nowMs = Date.now()): Promise<void> {
  const rule = FORGOT_PASSWORD_THROTTLE;
  return takeAllowances(
    [
      { scope: 'forgot-acct', subject: account(email), limit: rule.maxPerAccount },
      { scope: 'forgot-addr', subject: address, limit: rule.maxPerAddress },
    ],
    rule.windowSeconds,
    MSG.TOO_MANY_REQUESTS,
    nowMs,
  );
}

/** POST /register: per email registered (tells nothing new: a taken address is refused anyway) and per caller address. */
export function throttleRegistration(email: string, address: string, nowMs = Date.now()): Promise<void> {
  const rule = REGISTER_THROTTLE;
  return takeAllowances(
    [
      { scope: 'register-acct', subject: account(email), limit: rule.maxPerAccount },
      { scope: 'register-addr', subject: address, limit: rule.maxPerAddress },
    ],
    rule.windowSeconds,
    MSG.TOO_MANY_REQUESTS,
    nowMs,
  );
}

/** POST /hub-spot (signup's first step, public): per caller address. */
export function throttleSignupContact(address: string, nowMs = Date.now()): Promise<void> {
  return takeAllowances(
    [{ scope: 'hubspot', subject: address, limit: HUBSPOT_THROTTLE.maxPerAddress }],
    HUBSPOT_THROTTLE.windowSeconds,
    MSG.TOO_MANY_REQUESTS,
    nowMs,
  );
}

/** POST /email/verify/resend: per company (the verification email goes to one inbox, its registering address). */
export function throttleVerificationResend(companyId: string, nowMs = Date.now()): Promise<void> {
  return takeAllowances(
    [{ scope: 'verify-resend', subject: companyId, limit: VERIFICATION_RESEND_THROTTLE.maxPerCompany }],
    VERIFICATION_RESEND_THROTTLE.windowSeconds,
    MSG.TOO_MANY_REQUESTS,
    nowMs,
  );
}
