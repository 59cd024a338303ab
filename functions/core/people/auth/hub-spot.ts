import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { HUBSPOT_THROTTLE } from '@skillway/shared';
import { crm } from '../../platform/crm/crm';
import { sha256Hex } from '../../platform/crypto/tokens';
import { LoginThrottleEntity } from '../../platform/db/entities/login-throttle';
import { AppError } from '../../platform/http/app-error';
import type { TLog } from '../../platform/http/logger';

const SCOPE = 'hubspot';

/**
 * Counts one POST /hub-spot from a caller address in the current fixed window (the sign-in throttle's items, scope
 * `hubspot`, address hashed) and refuses the call past HUBSPOT_THROTTLE.maxPerAddress: the call is public.
 */
async function throttle(address: string, nowMs: number): Promise<void> {
  const window = Math.floor(nowMs / 1000 / HUBSPOT_THROTTLE.windowSeconds);
  const key = { scope: SCOPE, subject: sha256Hex(`hubspot\n${address}`).slice(0, 40), window };
  const { Item } = await LoginThrottleEntity.build(GetItemCommand).key(key).send();
  if ((Item?.failures ?? 0) >= HUBSPOT_THROTTLE.maxPerAddress) throw new AppError('TOO_MANY_REQUESTS');
  await LoginThrottleEntity.build(UpdateItemCommand)
    .item({ ...key, failures: $add(1), ttl: (window + 1) * HUBSPOT_THROTTLE.windowSeconds + 60 })
    .send();
}

/**
 * POST /hub-spot (signup): the visitor's address goes to the marketing CRM. The CRM is best effort: its failure is
 * logged and never fails the signup.
 */
export async function addSignupContact(email: string, address: string, log: TLog, nowMs = Date.now()): Promise<void> {
  await throttle(address, nowMs);
  try {
    await crm().addContact(email);
  } catch (error) {
    log.error('the CRM refused a signup contact', { error: error as Error });
  }
}
