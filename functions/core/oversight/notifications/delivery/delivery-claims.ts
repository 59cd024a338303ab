import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { notificationDeliveryEntity } from '../../../platform/db/entities/notification-delivery';
import { sendUnlessConditionFails } from '../../../platform/db/conditional-write';

/** Claims outlive every retry and overlap of the cause (events retry for 6 hours, reminders are dated). */
const CLAIM_TTL_DAYS = 400;

export type TDeliveryChannel = 'app' | 'email';

export interface TDeliveryClaim {
  companyId: string;
  channel: TDeliveryChannel;
  recipientId: string;
  dedupeKey: string;
  type: number;
}

function ttlOf(nowMs: number): number {
  return Math.floor(nowMs / 1000) + CLAIM_TTL_DAYS * 24 * 60 * 60;
}

function keyOf(claim: TDeliveryClaim) {
  return {
    company_id: claim.companyId,
    channel: claim.channel,
    recipient_id: claim.recipientId,
    dedupe_key: claim.dedupeKey,
  };
}

/**
 * Claims one send before it happens: true when this call owns it, false when it was claimed before (the same event
 * or reminder delivered again), which is how each send happens once.
 */
async function claimDelivery(claim: TDeliveryClaim, nowMs = Date.now()): Promise<boolean> {
  return sendUnlessConditionFails(
    notificationDeliveryEntity()
      .build(PutItemCommand)
      .item({
        ...keyOf(claim),
        notification_type: claim.type,
        ttl: ttlOf(nowMs),
      })
      .options({ condition: { attr: 'dedupe_key', exists: false } }),
  );
}

/** Gives a claim back after its send failed, so the retry of the cause sends it. */
async function releaseDelivery(claim: TDeliveryClaim): Promise<void> {
  await notificationDeliveryEntity().build(DeleteItemCommand).key(keyOf(claim)).send();
}

/** Runs `send` once per claim: claims first, releases the claim when the send throws (and rethrows). */
export async function sendOnce(claim: TDeliveryClaim, send: () => Promise<unknown>, nowMs?: number): Promise<boolean> {
  if (!(await claimDelivery(claim, nowMs))) return false;
  try {
    await send();
  } catch (error) {
    await releaseDelivery(claim).catch(() => undefined);
    throw error;
  }
  return true;
}

/**
 * A cause delivered in full (every recipient and channel sent, or nothing to send) is marked under the subject with
 * the pseudo-channel `done` (sk `NDELIV#done#<uid>#<dedupe key>`): a daily run that meets the same cause again on
 * later days reads the mark (one GetItem) instead of delivering it again. The claims above still make each send once.
 */
const CAUSE_DONE_CHANNEL = 'done';

function causeKey(companyId: string, subjectId: string, dedupeKey: string) {
  return { company_id: companyId, channel: CAUSE_DONE_CHANNEL, recipient_id: subjectId, dedupe_key: dedupeKey };
}

export async function causeDelivered(companyId: string, subjectId: string, dedupeKey: string): Promise<boolean> {
  const { Item } = await notificationDeliveryEntity()
    .build(GetItemCommand)
    .key(causeKey(companyId, subjectId, dedupeKey))
    .send();
  return Item !== undefined;
}

export async function markCauseDelivered(
  companyId: string,
  subjectId: string,
  dedupeKey: string,
  type: number,
  nowMs = Date.now(),
): Promise<void> {
  await notificationDeliveryEntity()
    .build(PutItemCommand)
    .item({ ...causeKey(companyId, subjectId, dedupeKey), notification_type: type, ttl: ttlOf(nowMs) })
    .send();
}
