import { CMI5_FETCH_ERROR, XAPI_MSG } from '@skillway/shared';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import { basicToken, isRegistrationCurrent, isSessionLive, parseSessionRef } from './lrs-auth';
import { claimFetch, getXapiSession } from './session-repository';

export type TCmi5FetchAnswer = { 'auth-token': string } | { 'error-code': string; 'error-text': string };

/**
 * The cmi5 fetch URL (cmi5 spec 8.2): the first POST for a live cmi5 session makes its credentials and answers them
 * once as `auth-token` (only their hash is kept); every later call, an expired session (or one whose learner or
 * package is gone) or an unknown id answers status 200 with an error code, as the spec asks.
 */
export async function fetchCmi5Token(ref: string): Promise<TCmi5FetchAnswer> {
  const parsed = parseSessionRef(ref);
  const session = parsed ? await getXapiSession(parsed.companyId, parsed.sessionId) : undefined;
  if (!parsed || !session || session.standard !== 'cmi5')
    return { 'error-code': CMI5_FETCH_ERROR.SECURITY, 'error-text': XAPI_MSG.FETCH_INVALID };
  if (!isSessionLive(session) || session.ended || !(await isRegistrationCurrent(session)))
    return { 'error-code': CMI5_FETCH_ERROR.ALREADY_USED, 'error-text': XAPI_MSG.FETCH_INVALID };
  const secret = randomToken();
  if (!(await claimFetch(session, sha256Hex(secret))))
    return { 'error-code': CMI5_FETCH_ERROR.ALREADY_USED, 'error-text': XAPI_MSG.FETCH_USED };
  return { 'auth-token': basicToken(parsed.companyId, parsed.sessionId, secret) };
}
