import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

/** The one challenge of the flow; Create tags it, so Define knows the answer it judges is to this challenge. */
export const SSO_PROOF_CHALLENGE = 'SSO_PROOF';

type TSession = DefineAuthChallengeTriggerEvent['request']['session'];

/**
 * DefineAuthChallenge for CUSTOM_AUTH, the minimal flow: a new sign-in gets one CUSTOM_CHALLENGE; exactly one right
 * answer to it issues the tokens; anything else (a wrong answer, an unknown user, a second round, an SRP or password
 * step a client slipped in) fails the sign-in. It never asks for SRP_A or PASSWORD_VERIFIER, so a browser holding the
 * public client id cannot use this flow to try a password: only the API's proof finishes it.
 */
export function defineAuthChallenge(
  request: Pick<DefineAuthChallengeTriggerEvent['request'], 'session' | 'userNotFound'>,
): DefineAuthChallengeTriggerEvent['response'] {
  const session: TSession = request.session ?? [];
  if (request.userNotFound) return { issueTokens: false, failAuthentication: true };
  if (session.length === 0) return { challengeName: 'CUSTOM_CHALLENGE', issueTokens: false, failAuthentication: false };
  const [only] = session;
  const answeredRight =
    session.length === 1 &&
    only?.challengeName === 'CUSTOM_CHALLENGE' &&
    only.challengeMetadata === SSO_PROOF_CHALLENGE &&
    only.challengeResult === true;
  return answeredRight
    ? { issueTokens: true, failAuthentication: false }
    : { issueTokens: false, failAuthentication: true };
}

export async function handler(event: DefineAuthChallengeTriggerEvent): Promise<DefineAuthChallengeTriggerEvent> {
  event.response = defineAuthChallenge(event.request);
  return Promise.resolve(event);
}
