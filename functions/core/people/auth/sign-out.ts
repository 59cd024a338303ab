import type { TAuth } from '../../platform/http/principal';
import { endSessions, revokeToken } from './end-sessions';
import { readRefreshSession } from './refresh-session-repository';

/**
 * Logout: this token stops working at once, and no session of the user can be refreshed any more (their refresh
 * sessions are deleted: endSessions). `ssoSession` is the key of the session this browser holds when single sign-on
 * opened it (the logout call's marker cookie: refresh-cookie.ts); it is read, under the signed-in user, before it goes,
 * and the answer names the connection that opened it, for the offer of the IdP's own logout.
 */
export async function signOut(auth: TAuth, ssoSession?: string): Promise<{ ssoConnectionId: string | undefined }> {
  const session = ssoSession
    ? await readRefreshSession({ company_id: auth.companyId, user_id: auth.userId, token_hash: ssoSession })
    : undefined;
  await revokeToken(auth.companyId, auth.userId, auth.token);
  await endSessions(auth.companyId, auth.userId, 'refresh');
  return { ssoConnectionId: session?.sso_connection_id };
}
