import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
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
        ttl: Math.floor(nowMs / 1000) + CLAIM_TTL_DAYS * 24 * 60 * 60,
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
