import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { PLATFORM_COMPANY_ID } from '@skillway/shared';
import { CompanyEntity } from '../db/entities/company';
import { RevokedTokenEntity } from '../db/entities/revoked-token';
import { UserEntity } from '../db/entities/user';
import { SkillwayTable } from '../db/table';
import type { TCompanyItem, TUserItem } from '../db/types';
import type { TTokenClaims } from './token-claims';

export interface TPrincipalRecords {
  user: TUserItem | undefined;
  /** Null for the platform (super administrator) account, which has no company record. */
  company: TCompanyItem | null | undefined;
  revoked: boolean;
}

/**
 * The user the token names, their company and the token's revocation marker, in ONE consistent BatchGetItem
 * (consistent so a logout a moment ago is seen).
 */
export async function loadPrincipalRecords(claims: TTokenClaims): Promise<TPrincipalRecords> {
  const { companyId, userId, jti } = claims;
  const platform = companyId === PLATFORM_COMPANY_ID;
  const userRequest = UserEntity.build(BatchGetRequest).key({ company_id: companyId, user_id: userId });
  const revokedRequest = RevokedTokenEntity.build(BatchGetRequest).key({ company_id: companyId, jti });
  if (platform) {
    const { Responses } = await execute(
      { maxAttempts: 3 },
      SkillwayTable.build(BatchGetCommand).requests(userRequest, revokedRequest).options({ consistent: true }),
    );
    const [[user, revoked]] = Responses;
    return { user, company: null, revoked: revoked !== undefined };
  }
  const companyRequest = CompanyEntity.build(BatchGetRequest).key({ company_id: companyId });
  const { Responses } = await execute(
    { maxAttempts: 3 },
    SkillwayTable.build(BatchGetCommand)
      .requests(userRequest, companyRequest, revokedRequest)
      .options({ consistent: true }),
  );
  const [[user, company, revoked]] = Responses;
  return { user, company, revoked: revoked !== undefined };
}
