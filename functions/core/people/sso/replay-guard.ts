import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { sha256Hex } from '../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { ssoReplayEntity } from '../../platform/db/entities/sso';

/** An assertion without a NotOnOrAfter is remembered this long (longer than any sign-in may take). */
const DEFAULT_KEEP_SECONDS = 24 * 60 * 60;

/**
 * Records a SAML assertion as consumed on the connection: true the first time, false when the same assertion id
 * was seen before (a replay), with one conditional put. Kept until the assertion's NotOnOrAfter has passed, after
 * which the protocol check refuses it anyway.
 */
export async function claimAssertion(
  connectionId: string,
  assertionId: string,
  notOnOrAfter: string | undefined,
  nowMs = Date.now(),
): Promise<boolean> {
  const until = notOnOrAfter ? Date.parse(notOnOrAfter) : Number.NaN;
  const expiresAt = Number.isFinite(until) ? Math.floor(until / 1000) : Math.floor(nowMs / 1000) + DEFAULT_KEEP_SECONDS;
  return sendUnlessConditionFails(
    ssoReplayEntity()
      .build(PutItemCommand)
      .item({ connection_id: connectionId, assertion_hash: sha256Hex(assertionId), ttl: expiresAt + 300 })
      .options({ condition: { attr: 'assertion_hash', exists: false } }),
  );
}
