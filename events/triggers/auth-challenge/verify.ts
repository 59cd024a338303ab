import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { requestLogger } from '@skillway/functions/core/platform/http/logger';
import { verifySsoProofAnswer } from '@skillway/functions/core/platform/auth/verify-sso-proof';
import { SSO_PROOF_CHALLENGE } from './define';

/**
 * VerifyAuthChallengeResponse: the answer is right only when it is an SSO proof the API minted for this username, not
 * expired, correctly signed with the sealing secret (or its previous value), and never used before (its nonce is
 * claimed here). A refusal is logged with its reason and the username, never with the answer: a proof is a
 * credential for its minute.
 */
export async function handler(
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> {
  const { request } = event;
  const log = requestLogger({
    trigger: event.triggerSource ?? 'VerifyAuthChallengeResponse',
    user_name: event.userName ?? '',
  });
  let reason: string | undefined;
  if (request.userNotFound) reason = 'user-not-found';
  else if (request.privateChallengeParameters?.challenge !== SSO_PROOF_CHALLENGE) reason = 'not-the-sso-challenge';
  else if (typeof request.challengeAnswer !== 'string' || request.challengeAnswer === '') reason = 'no-answer';
  else {
    const verdict = await verifySsoProofAnswer(event.userName, request.challengeAnswer);
    if (!verdict.ok) reason = verdict.reason;
  }
  event.response = { answerCorrect: reason === undefined };
  if (reason) log.warn('SSO proof refused', { reason });
  else log.info('SSO proof accepted');
  return event;
}
