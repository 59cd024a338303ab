import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { companyEntity } from '../../platform/db/entities/company';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';

/**
 * What deleting and erasing a user's record share: an active user's place in the band is freed in the same
 * transaction (`total_users` counts active users), and a condition that no longer holds means someone changed the
 * user meanwhile (a 409 to reload), never a half-done change.
 */
export function freedBandPlace(companyId: string, user: TUserItem) {
  return user.is_archived === 1
    ? []
    : [
        companyEntity()
          .build(UpdateTransaction)
          .item({ company_id: companyId, total_users: $add(-1) })
          .options({ condition: { attr: 'company_id', exists: true } }),
      ];
}

export async function transactUserRecord(items: Parameters<typeof transact>[0]): Promise<void> {
  try {
    await transact(items);
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) {
      throw new AppError('CONFLICT', 'The user changed meanwhile. Please reload and try again.');
    }
    throw error;
  }
}
