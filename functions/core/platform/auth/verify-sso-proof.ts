import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { sendUnlessConditionFails } from '../db/conditional-write';
import { ssoProofEntity } from '../db/entities/sso-proof';
import { checkSsoProof, type TSsoProofRefusal } from './sso-proof';

/** The claim outlives the proof by this much, so clock skew never lets an expired claim's proof in again. */
const CLAIM_MARGIN_SECONDS = 300;

export type TSsoProofVerdict =
  { readonly ok: true } | { readonly ok: false; readonly reason: TSsoProofRefusal | 'replayed' };

/**
 * The VerifyAuthChallengeResponse decision: the answer is a proof minted for this username, unexpired, with a valid
 * HMAC, and its nonce has not been used (claimed here with a conditional put, so two answers racing with one proof
 * let one in). The signature is checked before anything is written: a forged answer costs no write.
 */
export async function verifySsoProofAnswer(
  userName: string,
  answer: string,
  now = new Date(),
): Promise<TSsoProofVerdict> {
  const check = checkSsoProof(answer, userName, now);
  if (!check.ok) return check;
  const claimed = await sendUnlessConditionFails(
    ssoProofEntity()
      .build(PutItemCommand)
      .item({ nonce: check.nonce, user_id: userName, ttl: check.expiresAt + CLAIM_MARGIN_SECONDS })
      .options({ condition: { attr: 'nonce', exists: false } }),
  );
  return claimed ? { ok: true } : { ok: false, reason: 'replayed' };
}
