import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { SSO_PROOF_CHALLENGE } from './define';

/**
 * CreateAuthChallenge: poses the SSO proof challenge. Nothing is secret in it (the proof carries its own HMAC and
 * is checked by Verify against the sealing secret), so no private parameters; the public ones say what is asked.
 * Define never asks for any other challenge; should Cognito ask for one, nothing is posed and Verify refuses.
 */
export function createAuthChallenge(
  request: Pick<CreateAuthChallengeTriggerEvent['request'], 'challengeName'>,
): CreateAuthChallengeTriggerEvent['response'] {
  if (request.challengeName !== 'CUSTOM_CHALLENGE') {
    return { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' };
  }
  return {
    publicChallengeParameters: { challenge: SSO_PROOF_CHALLENGE },
    privateChallengeParameters: { challenge: SSO_PROOF_CHALLENGE },
    challengeMetadata: SSO_PROOF_CHALLENGE,
  };
}

export async function handler(event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent> {
  event.response = createAuthChallenge(event.request);
  return Promise.resolve(event);
}
