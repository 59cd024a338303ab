import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { emailLookupEntity } from '../../platform/db/entities/email-lookup';
import { findUser } from '../users/user-repository';
import type { TUserItem } from '../../platform/db/types';

/** Who owns an address, platform-wide (the EmailLookup item). */
export async function findEmailOwner(email: string): Promise<{ companyId: string; userId: string } | undefined> {
  const { Item } = await emailLookupEntity().build(GetItemCommand).key({ email: email.toLowerCase() }).send();
  return Item ? { companyId: Item.company_id, userId: Item.user_id } : undefined;
}

/** The live (not archived) user an address belongs to, if any. Two reads: the lookup, then the user. */
export async function findActiveUserByEmail(email: string): Promise<TUserItem | undefined> {
  const owner = await findEmailOwner(email);
  if (!owner) return undefined;
  const user = await findUser(owner.companyId, owner.userId);
  return user && user.is_archived !== 1 ? user : undefined;
}
