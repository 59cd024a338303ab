import { QueryCommand as RawQueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { documentClient } from '../../../platform/clients/dynamodb';
import { config } from '../../../platform/config';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { nowSeconds } from '../../../platform/auth/token-cutoff';
import { deleteTableKeys } from '../../../platform/db/batch-write';
import { emailLookupEntity } from '../../../platform/db/entities/email-lookup';
import { scimExternalIdEntity } from '../../../platform/db/entities/scim';
import { ssoIdentityEntity } from '../../../platform/db/entities/sso';
import { userEntity } from '../../../platform/db/entities/user';
import { keys } from '../../../platform/db/keys';
import { SkillwayTable } from '../../../platform/db/table';
import type { TUserItem } from '../../../platform/db/types';
import { freedBandPlace, transactUserRecord } from '../../users/user-record-removal';
import type { TPseudonym } from './pseudonym';

/** Attributes that identify or describe the person, removed from an erased user's item. */
const IDENTIFYING = [
  'avatar_key',
  'unique_id',
  'department',
  'job_title',
  'language',
  'scim_external_id',
  'scim_manager_id',
  'reset_token_hash',
  'reset_token_purpose',
  'reset_token_expires_at',
  'totp_secret',
  'totp_enabled_at',
  'totp_last_step',
  'totp_pending_secret',
  'totp_recovery_hashes',
  'welcome_email_request_id',
  'last_login',
  'email_verified_at',
  'registration_email_sent_at',
  'nudged_at',
] as const;

/**
 * The user's links that name them by their identity provider's ids (SSO subjects, the SCIM externalId): found in the
 * company's partition by prefix (bounded by the company's users), then deleted. Safe to repeat.
 */
export async function deleteIdentityLinks(companyId: string, userId: string): Promise<void> {
  const partition = keys.company(companyId);
  const [sso, scim] = await Promise.all([
    SkillwayTable.build(QueryCommand)
      .entities(ssoIdentityEntity())
      .query({ partition, range: { beginsWith: 'SSO#SUB#' } })
      .options({ maxPages: Infinity })
      .send(),
    SkillwayTable.build(QueryCommand)
      .entities(scimExternalIdEntity())
      .query({ partition, range: { beginsWith: keys.scimExternalIdSk('U', '') } })
      .options({ maxPages: Infinity })
      .send(),
  ]);
  const ssoKeys = (sso.Items ?? [])
    .filter((link) => link.user_id === userId)
    .map((link) => ({ pk: partition, sk: keys.ssoIdentitySk(link.connection_id, link.subject_hash) }));
  const scimKeys = (scim.Items ?? [])
    .filter((claim) => claim.resource_id === userId)
    .map((claim) => ({ pk: partition, sk: keys.scimExternalIdSk('U', claim.external_id_hash) }));
  await deleteTableKeys([...ssoKeys, ...scimKeys]);
}

/** Raw items of a prefix of the company's partition (for the few that hold a person's email or name as text). */
async function companyPrefixItems(companyId: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new RawQueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.company(companyId), ':prefix': prefix },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey as Record<string, unknown> | undefined;
  } while (start);
  return items;
}

/**
 * The items that name the person as text rather than by id: failed import rows (ErrorLog, their email) and held mail
 * (HeldMail, sent to them) are deleted before their TTL; the SCIM tokens, LRS clients and LRS forwarding targets they
 * created keep the record of who did, under the pseudonym. One Query of each prefix of the company's partition; safe
 * to repeat.
 */
export async function removePersonalText(
  companyId: string,
  user: Pick<TUserItem, 'user_id' | 'email'>,
  pseudonym: TPseudonym,
): Promise<void> {
  const email = user.email.toLowerCase();
  const [errors, held, ...created] = await Promise.all([
    companyPrefixItems(companyId, 'ERRLOG#'),
    companyPrefixItems(companyId, keys.heldMailsPrefix),
    companyPrefixItems(companyId, keys.scimTokensPrefix),
    companyPrefixItems(companyId, keys.xapiClientsPrefix),
    companyPrefixItems(companyId, keys.xapiForwardTargetsPrefix),
  ]);
  await deleteTableKeys(
    [
      ...errors.filter((item) => String(item.email ?? '').toLowerCase() === email),
      ...held.filter((item) => String(item.recipient ?? '').toLowerCase() === email),
    ].map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
  );
  for (const record of created.flat().filter((item) => item.created_by_id === user.user_id)) {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: record.pk, sk: record.sk },
        UpdateExpression: 'SET created_by_name = :name',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':name': pseudonym.full_name },
      }),
    );
  }
}

/**
 * The last step of an erasure: in one transaction the User's names and email become the pseudonym (its identifying
 * attributes removed, archived if it was not, every token refused from now), the address lookup goes, and an active
 * user's place in the band is freed. Conditioned on the user's email being the one read, so a retry after success
 * (the email is the pseudonym then) is refused as already done.
 */
export async function anonymiseUserRecord(companyId: string, user: TUserItem, pseudonym: TPseudonym): Promise<void> {
  const now = nowSeconds();
  const removed = Object.fromEntries(IDENTIFYING.map((name) => [name, $remove()]));
  await transactUserRecord([
    userEntity()
      .build(UpdateTransaction)
      .item({
        company_id: companyId,
        user_id: user.user_id,
        first_name: pseudonym.first_name,
        last_name: pseudonym.last_name,
        email: pseudonym.email,
        is_archived: 1,
        archived_at: user.archived_at ?? new Date(now * 1000).toISOString(),
        is_notification: 0,
        tokens_valid_after: now,
        refresh_valid_after: now,
        ...removed,
      })
      .options({ condition: { attr: 'email', eq: user.email } }),
    emailLookupEntity()
      .build(DeleteTransaction)
      .key({ email: user.email })
      .options({
        condition: {
          or: [
            { attr: 'user_id', eq: user.user_id },
            { attr: 'user_id', exists: false },
          ],
        },
      }),
    ...freedBandPlace(companyId, user),
  ]);
}
