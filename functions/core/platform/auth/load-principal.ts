import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { PLATFORM_COMPANY_ID } from '@skillway/shared';
import { companyEntity } from '../db/entities/company';
import { revokedTokenEntity } from '../db/entities/revoked-token';
import { userEntity } from '../db/entities/user';
import { SkillwayTable } from '../db/table';
import type { TCompanyItem, TUserItem } from '../db/types';
import type { TTokenClaims } from './token-claims';
import { allProcessed } from '../db/unprocessed';
import { rememberCompany, reusableCompany } from './company-state-cache';

export interface TPrincipalRecords {
  user: TUserItem | undefined;
  /** Null for the platform (super administrator) account, which has no company record. */
  company: TCompanyItem | null | undefined;
  revoked: boolean;
}

/**
 * The user the token names, their company and the token's revocation marker, read in parallel.
 *
 * The user and the marker are ONE strongly consistent BatchGetItem: a logout, a password change (the user's token
 * cut-offs), a role change, an archive or delete must take effect on the very next request, and the caller's own
 * profile edit must be seen by the profile read that follows it.
 *
 * The company is one eventually consistent GetItem (half the read units; a BatchGetItem is consistent or not for
 * all its keys). A read may be stale by under a second, which is harmless for what the company record decides here:
 * a suspension or an expired trial that takes effect a moment later is the same as one made a moment later, and the
 * company's settings shown by the profile (name, logo) are the administrator's to change, not the caller's, except
 * the administrator's own edits, whose screens take the saved record from the write's answer (e.g. the BreatheHR
 * settings) – a profile read in the same second may show the previous name or logo until its next refresh.
 *
 * With `reuseCompanyState` (the rows company-state-cache.ts names: the player's progress save) the company is the
 * one this warm function read less than WARM_STATE_MAX_AGE_SECONDS ago, when there is one and it was not suspended
 * then: the request reads only the user and the marker. The user and the marker are never reused.
 */
export async function loadPrincipalRecords(
  claims: TTokenClaims,
  options: { reuseCompanyState?: boolean } = {},
): Promise<TPrincipalRecords> {
  const { companyId, userId, jti } = claims;
  const platform = companyId === PLATFORM_COMPANY_ID;
  const reused = !platform && options.reuseCompanyState ? reusableCompany(companyId) : undefined;
  if (platform || reused) {
    const { user, revoked } = await readUserAndMarker(companyId, userId, jti);
    return { user, company: reused ?? null, revoked };
  }
  const readAt = Date.now();
  const [{ user, revoked }, company] = await Promise.all([
    readUserAndMarker(companyId, userId, jti),
    readCompany(companyId, false),
  ]);
  // A company registered a moment ago may not have reached the replica read yet: not finding it is confirmed with a
  // consistent read before the caller is refused (rare: only for a missing company).
  const found = company ?? (await readCompany(companyId, true));
  // Only the rows that reuse it remember it: on AWS each row is a function of its own, so nothing another row read
  // can reach a save; the local stack, one process for every row, must not let it either.
  if (found && options.reuseCompanyState) rememberCompany(found, readAt);
  return { user, company: found, revoked };
}

/** The user and the token's revocation marker: ONE strongly consistent BatchGetItem. */
async function readUserAndMarker(
  companyId: string,
  userId: string,
  jti: string,
): Promise<{ user: TUserItem | undefined; revoked: boolean }> {
  const userRequest = userEntity().build(BatchGetRequest).key({ company_id: companyId, user_id: userId });
  const revokedRequest = revokedTokenEntity().build(BatchGetRequest).key({ company_id: companyId, jti });
  const { Responses } = await execute(
    { maxAttempts: 3 },
    SkillwayTable.build(BatchGetCommand).requests(userRequest, revokedRequest).options({ consistent: true }),
  ).then(allProcessed);
  const [[user, revoked]] = Responses;
  return { user, revoked: revoked !== undefined };
}

async function readCompany(companyId: string, consistent: boolean): Promise<TCompanyItem | undefined> {
  const { Item } = await companyEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId })
    .options({ consistent })
    .send();
  return Item;
}
