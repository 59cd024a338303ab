import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { userEntity } from '../../platform/db/entities/user';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

/** Users, always inside one company: every method takes the company id first. */

export async function findUser(companyId: string, userId: string, consistent = false): Promise<TUserItem | undefined> {
  const { Item } = await userEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, user_id: userId })
    .options({ consistent })
    .send();
  return Item;
}

/** The user or a 404 (also when the id belongs to another company: the key simply does not exist here). */
export async function getUser(companyId: string, userId: string): Promise<TUserItem> {
  const user = await findUser(companyId, userId);
  if (!user) throw AppError.notFound();
  return user;
}

/** One company's users (at most 500, the largest band), in pages of the table's 1 MB reads. */
export async function listCompanyUsers(companyId: string, consistent = false): Promise<TUserItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(userEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.usersPrefix } })
    .options({ maxPages: Infinity, consistent })
    .send();
  return Items ?? [];
}

type TUserPatch = Partial<
  Pick<
    TUserItem,
    | 'first_name'
    | 'last_name'
    | 'last_login'
    | 'avatar_key'
    | 'email_verified_at'
    | 'is_reset_default_password'
    | 'tokens_valid_after'
    | 'refresh_valid_after'
    | 'reset_token_hash'
    | 'reset_token_purpose'
    | 'reset_token_expires_at'
    | 'assigned_users'
    | 'unique_id'
    | 'is_mail_sent'
    | 'is_notification'
    | 'welcome_email_request_id'
    | 'language'
  >
>;

const REMOVABLE = [
  'avatar_key',
  'reset_token_hash',
  'reset_token_purpose',
  'reset_token_expires_at',
  'unique_id',
  'welcome_email_request_id',
  'create_pending_by',
  'language',
] as const;
type TRemovable = (typeof REMOVABLE)[number];

/**
 * Updates an existing user (never creates one). `null` for a removable attribute deletes it.
 * Returns false when the user does not exist.
 */
export async function updateUser(
  companyId: string,
  userId: string,
  patch: Omit<TUserPatch, TRemovable> & { [K in TRemovable]?: TUserItem[K] | null },
): Promise<boolean> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null && (REMOVABLE as readonly string[]).includes(name)) values[name] = $remove();
    // Lists are replaced whole; without $set the toolbox would update them element by element.
    else values[name] = Array.isArray(value) ? $set(value) : value;
  }
  return sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: userId, ...values })
      .options({ condition: { attr: 'user_id', exists: true } }),
  );
}
