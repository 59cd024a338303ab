import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { refreshSessionEntity, type TRefreshSessionItem } from '../../platform/db/entities/refresh-session';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';

/** The RefreshSession items (platform/db/entities/refresh-session.ts). */

export interface TRefreshSessionKey {
  company_id: string;
  user_id: string;
  token_hash: string;
}

export async function putRefreshSession(session: TRefreshSessionItem): Promise<void> {
  await refreshSessionEntity().build(PutItemCommand).item(session).send();
}

/** Consistent: the nonce rotated a moment ago by another request must be seen, or it would read as reuse. */
export async function readRefreshSession(key: TRefreshSessionKey): Promise<TRefreshSessionItem | undefined> {
  const { Item } = await refreshSessionEntity().build(GetItemCommand).key(key).options({ consistent: true }).send();
  return Item;
}

/**
 * Moves the session to a new nonce only if `presentedHash` is still the current one: of requests racing with the same
 * nonce exactly one rotates (the others read again and find themselves in the grace). False when another got there
 * first or the session is gone (a failed condition on a missing item creates nothing).
 */
export async function replaceNonce(
  key: TRefreshSessionKey,
  presentedHash: string,
  next: { nonce_hash: string; sealed_nonce: string; rotated_at: number },
): Promise<boolean> {
  return sendUnlessConditionFails(
    refreshSessionEntity()
      .build(UpdateItemCommand)
      .item({ ...key, ...next, previous_nonce_hash: presentedHash })
      .options({ condition: { attr: 'nonce_hash', eq: presentedHash } }),
  );
}

export async function deleteRefreshSession(key: TRefreshSessionKey): Promise<void> {
  await refreshSessionEntity().build(DeleteItemCommand).key(key).send();
}

/** Every refresh session of the user (logout, a password change or reset, an archive, a deletion). Safe to repeat. */
export async function deleteUserRefreshSessions(companyId: string, userId: string): Promise<void> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(refreshSessionEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.userRefreshSessionsPrefix(userId) } })
    .options({ maxPages: Infinity })
    .send();
  await deleteTableKeys(
    (Items ?? []).map((session) => ({
      pk: keys.company(companyId),
      sk: keys.refreshSessionSk(userId, session.token_hash),
    })),
  );
}
