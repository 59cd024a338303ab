import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { revokedTokenEntity } from '../../platform/db/entities/revoked-token';
import { updateUser } from '../users/user-repository';
import { signOutEverywhere } from '../../platform/auth/identity-provider';
import { nowSeconds } from '../../platform/auth/token-cutoff';
import { deleteUserRefreshSessions } from './refresh-session-repository';

/** Marks one ID token unusable until it expires (then DynamoDB's TTL removes the marker). */
export async function revokeToken(
  companyId: string,
  userId: string,
  token: { jti: string; exp: number },
): Promise<void> {
  await revokedTokenEntity()
    .build(PutItemCommand)
    .item({ company_id: companyId, jti: token.jti, user_id: userId, ttl: token.exp })
    .send();
}

/**
 * Ends sessions after a credential change. `tokens` also refuses every ID token issued so far (password change,
 * reset); `refresh` only stops sessions from being refreshed (logout: other devices keep their current token
 * until it expires, as Cognito's global sign-out does). Either way every refresh session of the user goes (a
 * logout's request does not carry the refresh cookie, whose path is the refresh call's, so it cannot name its own);
 * then Cognito's own global sign-out.
 */
export async function endSessions(companyId: string, userId: string, what: 'tokens' | 'refresh'): Promise<number> {
  const now = nowSeconds();
  await updateUser(
    companyId,
    userId,
    what === 'tokens' ? { tokens_valid_after: now, refresh_valid_after: now } : { refresh_valid_after: now },
  );
  await deleteUserRefreshSessions(companyId, userId);
  await signOutEverywhere(userId);
  return now;
}
