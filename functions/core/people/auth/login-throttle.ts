import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { LOGIN_THROTTLE } from '@skillway/shared';
import { sha256Hex } from '../../platform/crypto/tokens';
import { loginThrottleEntity } from '../../platform/db/entities/login-throttle';
import { isThrottled, retryAfterSeconds, slidingCount, windowIndex, type TThrottleScope } from './throttle-rule';
import { readBatch } from '../../platform/db/batch-read';

/** Failed sign-in counters in the table (see throttle-rule.ts for the rule). Subjects are hashed. */

interface TSubject {
  scope: TThrottleScope;
  subject: string;
}

function subjects(email: string, address: string): Record<TThrottleScope, TSubject> {
  const account = email.toLowerCase();
  const hash = (value: string) => sha256Hex(value).slice(0, 40);
  return {
    pair: { scope: 'pair', subject: hash(`pair\n${account}\n${address}`) },
    acct: { scope: 'acct', subject: hash(`acct\n${account}`) },
    addr: { scope: 'addr', subject: hash(`addr\n${address}`) },
  };
}

/**
 * Reads the current and previous window of all three counters in one BatchGetItem. Throttled: the seconds until
 * every counter over its limit has fallen below it (the 429's Retry-After); else undefined.
 */
export async function loginRetryAfter(
  email: string,
  address: string,
  options: { knownDevice?: boolean; nowMs?: number } = {},
): Promise<number | undefined> {
  const nowMs = options.nowMs ?? Date.now();
  const knownDevice = options.knownDevice ?? false;
  const current = windowIndex(nowMs);
  const s = subjects(email, address);
  const order = [s.pair, s.acct, s.addr];
  const requests = order.flatMap((subject) =>
    [current, current - 1].map((window) =>
      loginThrottleEntity()
        .build(BatchGetRequest)
        .key({ ...subject, window }),
    ),
  );
  const { Responses } = await readBatch(requests, 3);
  const found = Responses[0] ?? [];
  const windows = (index: number) => ({
    current: found[index * 2]?.failures ?? 0,
    previous: found[index * 2 + 1]?.failures ?? 0,
  });
  const count = (index: number) => slidingCount(windows(index).current, windows(index).previous, nowMs);
  if (!isThrottled({ pair: count(0), account: count(1), address: count(2) }, knownDevice)) return undefined;
  const limits = [
    LOGIN_THROTTLE.maxFailuresPerAccountAndAddress,
    LOGIN_THROTTLE.maxFailuresPerAccount,
    LOGIN_THROTTLE.maxFailuresPerAddress,
  ];
  return Math.max(
    ...limits.map((limit, index) =>
      count(index) >= limit && !(knownDevice && index === 1)
        ? retryAfterSeconds({ ...windows(index), limit }, nowMs)
        : 0,
    ),
  );
}

export async function recordLoginFailure(email: string, address: string, nowMs = Date.now()): Promise<void> {
  const window = windowIndex(nowMs);
  // Kept for the next window too, which reads this one as its "previous".
  const ttl = (window + 2) * LOGIN_THROTTLE.windowSeconds + 60;
  await Promise.all(
    Object.values(subjects(email, address)).map((subject) =>
      loginThrottleEntity()
        .build(UpdateItemCommand)
        .item({ ...subject, window, failures: $add(1), ttl })
        .send(),
    ),
  );
}

/** A successful sign-in forgives this account's failures from this address (not the account-wide count). */
export async function clearPairFailures(email: string, address: string, nowMs = Date.now()): Promise<void> {
  const window = windowIndex(nowMs);
  const { pair } = subjects(email, address);
  await Promise.all(
    [window, window - 1].map((w) =>
      loginThrottleEntity()
        .build(DeleteItemCommand)
        .key({ ...pair, window: w })
        .send(),
    ),
  );
}
