import { PLATFORM_COMPANY_ID, isRoleId, type TRoleId } from '@skillway/shared';
import type { TPrincipalRecords } from '../auth/load-principal';
import type { TTokenClaims } from '../auth/token-claims';
import type { TCompanyItem, TUserItem } from '../db/types';
import { AppError } from './app-error';

/** Who is calling, as the handler sees it: ids from the verified token, role and state from the table. */
export interface TAuth {
  userId: string;
  companyId: string;
  roleId: TRoleId;
  user: TUserItem;
  /** Null for the super administrator (company `platform`). */
  company: TCompanyItem | null;
  /** The presented token, for logout. */
  token: { jti: string; iat: number; exp: number };
}

/**
 * Turns verified claims plus the records they name into the caller, or a 401: the user is gone or archived,
 * the token was revoked (logout), or it was issued at or before the user's cut-off (password change or reset).
 */
export function resolvePrincipal(claims: TTokenClaims, records: TPrincipalRecords): TAuth {
  const { user, company, revoked } = records;
  if (!user || user.is_archived === 1) throw new AppError('UNAUTHENTICATED');
  if (revoked) throw new AppError('UNAUTHENTICATED');
  if (user.tokens_valid_after !== undefined && claims.iat <= user.tokens_valid_after)
    throw new AppError('UNAUTHENTICATED');
  if (!isRoleId(user.role_id)) throw new AppError('UNAUTHENTICATED');
  if (claims.companyId !== PLATFORM_COMPANY_ID && !company) throw new AppError('UNAUTHENTICATED');
  return {
    userId: claims.userId,
    companyId: claims.companyId,
    roleId: user.role_id,
    user,
    company: company ?? null,
    token: { jti: claims.jti, iat: claims.iat, exp: claims.exp },
  };
}
