import type { TAuth } from '../../platform/http/principal';
import { endSessions, revokeToken } from './end-sessions';

/**
 * Logout: this token stops working at once, and no session of the user can be refreshed any more (their refresh
 * sessions are deleted: endSessions).
 */
export async function signOut(auth: TAuth): Promise<void> {
  await revokeToken(auth.companyId, auth.userId, auth.token);
  await endSessions(auth.companyId, auth.userId, 'refresh');
}
