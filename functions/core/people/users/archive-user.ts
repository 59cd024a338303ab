import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update';
import { MSG, ROLE, bandById } from '@skillway/shared';
import { endSessions } from '../auth/end-sessions';
import { companyEntity } from '../../platform/db/entities/company';
import { userEntity } from '../../platform/db/entities/user';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import type { TCompanyItem, TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { countUserWithinBand } from '../companies/company-repository';
import { getUser } from './user-repository';

/**
 * Archiving takes a user out of the active list and frees their place in the band: the user and the company's
 * active-user counter change in one transaction. Restoring takes a place again, so the band maximum is the
 * transaction's condition, exactly as for a new user. Conditions on the archive state make both idempotent against
 * double clicks (the second is refused, nothing is counted twice).
 */
export async function setArchived(
  // Only who is acting: SCIM provisioning (people/scim) archives and restores with no signed-in actor.
  auth: Pick<TAuth, 'userId'>,
  company: TCompanyItem,
  userId: string,
  archived: 0 | 1,
): Promise<TUserItem> {
  const companyId = company.company_id;
  const user = await getUser(companyId, userId);
  if (archived === 1) {
    if (user.user_id === auth.userId) throw AppError.field('is_archived', MSG.CANNOT_ARCHIVE_SELF);
    if (user.role_id === ROLE.ADMIN) throw AppError.field('is_archived', MSG.CANNOT_ARCHIVE_ADMIN);
    if (user.is_archived === 1) throw AppError.field('is_archived', MSG.USER_ALREADY_ARCHIVED);
    await archive(companyId, user.user_id);
    // The principal check already refuses archived users; this also stops their refresh tokens.
    await endSessions(companyId, user.user_id, 'tokens');
  } else {
    if (user.is_archived !== 1) throw AppError.field('is_archived', MSG.USER_NOT_ARCHIVED);
    await restore(companyId, user.user_id, bandById(company.banding)?.max ?? 0);
  }
  return getUser(companyId, userId);
}

async function archive(companyId: string, userId: string): Promise<void> {
  try {
    await transact([
      userEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, user_id: userId, is_archived: 1, archived_at: new Date().toISOString() })
        .options({
          condition: {
            and: [
              { attr: 'is_archived', eq: 0 },
              { attr: 'role_id', ne: ROLE.ADMIN },
            ],
          },
        }),
      companyEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, total_users: $add(-1) })
        .options({ condition: { attr: 'company_id', exists: true } }),
    ]);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed')
      throw AppError.field('is_archived', MSG.USER_ALREADY_ARCHIVED);
    throw error;
  }
}

async function restore(companyId: string, userId: string, maxUsers: number): Promise<void> {
  try {
    await transact([
      userEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, user_id: userId, is_archived: 0, archived_at: $remove() })
        .options({ condition: { attr: 'is_archived', eq: 1 } }),
      countUserWithinBand(companyId, maxUsers),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[0] === 'ConditionalCheckFailed') throw AppError.field('is_archived', MSG.USER_NOT_ARCHIVED);
    if (codes?.[1] === 'ConditionalCheckFailed')
      throw new AppError('VALIDATION', MSG.PLAN_LIMIT, { is_archived: [MSG.PLAN_LIMIT] });
    throw error;
  }
}
