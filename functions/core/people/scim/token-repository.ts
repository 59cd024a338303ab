import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { SCIM_LIMITS, SCIM_MSG, SCIM_TOKEN_PREFIX, type TScimToken } from '@skillway/shared';
import { randomToken, sha256Hex, sortableId } from '../../platform/crypto/tokens';
import { scimTokenEntity, scimTokenLookupEntity } from '../../platform/db/entities/scim';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { AppError } from '../../platform/http/app-error';

export type TScimTokenItem = FormattedItem<ReturnType<typeof scimTokenEntity>>;
export type TScimTokenLookupItem = FormattedItem<ReturnType<typeof scimTokenLookupEntity>>;

/**
 * The company's SCIM bearer tokens (Admin › Account › Provisioning). A token is `scim_` and 256 random bits; only its
 * sha256 is kept, as the key of a platform-level lookup, so a request is authenticated with one GetItem and a leaked
 * table holds no usable token. Several may be live at once (one per identity provider, or two while rotating).
 */

export function presentScimToken(item: TScimTokenItem): TScimToken {
  return {
    id: item.token_id,
    name: item.name,
    created_at: item.created_at,
    last_used_at: item.last_used_at ?? null,
    created_by: item.created_by_name || null,
  };
}

/** Every token of the company, revoked ones included (one Query of the company partition's SCIM#TOKEN# range). */
async function listAllTokens(companyId: string): Promise<TScimTokenItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(scimTokenEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.scimTokensPrefix } })
    .options({ maxPages: Infinity, consistent: true })
    .send();
  return Items ?? [];
}

/** The live tokens, newest first (token ids are ULIDs). */
export async function listLiveTokens(companyId: string): Promise<TScimTokenItem[]> {
  return (await listAllTokens(companyId))
    .filter((token) => !token.revoked_at)
    .sort((a, b) => (a.token_id < b.token_id ? 1 : -1));
}

/** The hash a token is looked up by; the token's text is high-entropy, so a plain sha256 is enough. */
function scimTokenHash(token: string): string {
  return sha256Hex(token);
}

/**
 * Creates a token and its lookup in one transaction and answers the token's text, which is never readable again.
 * At most SCIM_LIMITS.tokensPerCompany live tokens (a 422 on `name` beyond).
 */
export async function createScimToken(
  companyId: string,
  input: { name: string; createdById: string; createdByName: string },
): Promise<{ token: string; item: TScimTokenItem }> {
  if ((await listLiveTokens(companyId)).length >= SCIM_LIMITS.tokensPerCompany)
    throw AppError.field('name', SCIM_MSG.TOO_MANY_TOKENS);
  const token = `${SCIM_TOKEN_PREFIX}${randomToken()}`;
  const tokenHash = scimTokenHash(token);
  const tokenId = sortableId();
  const item = {
    company_id: companyId,
    token_id: tokenId,
    name: input.name,
    token_hash: tokenHash,
    created_by_id: input.createdById,
    created_by_name: input.createdByName,
  };
  await transact([
    scimTokenEntity()
      .build(PutTransaction)
      .item(item)
      .options({ condition: { attr: 'token_id', exists: false } }),
    scimTokenLookupEntity()
      .build(PutTransaction)
      .item({ token_hash: tokenHash, company_id: companyId, token_id: tokenId })
      .options({ condition: { attr: 'token_hash', exists: false } }),
  ]);
  const now = new Date().toISOString();
  return { token, item: { ...item, created_at: now, updated_at: now } };
}

async function findToken(companyId: string, tokenId: string): Promise<TScimTokenItem | undefined> {
  const { Item } = await scimTokenEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, token_id: tokenId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Revokes a live token: the token and its lookup are marked in one transaction, so its next request is 401. An
 * unknown, another company's or an already revoked token is 404 (the list no longer shows it).
 */
export async function revokeScimToken(companyId: string, tokenId: string): Promise<void> {
  const token = await findToken(companyId, tokenId);
  if (!token || token.revoked_at) throw AppError.notFound();
  const now = new Date().toISOString();
  try {
    await transact([
      scimTokenEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, token_id: tokenId, revoked_at: now })
        .options({ condition: { attr: 'revoked_at', exists: false } }),
      scimTokenLookupEntity()
        .build(UpdateTransaction)
        .item({ token_hash: token.token_hash, company_id: companyId, token_id: tokenId, revoked_at: now })
        .options({ condition: { attr: 'token_hash', exists: true } }),
    ]);
  } catch (error) {
    // Revoked by a concurrent call: the outcome is the same.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw AppError.notFound();
    throw error;
  }
}

/** The lookup of a presented token (undefined for one that never existed). */
export async function findTokenLookup(token: string): Promise<TScimTokenLookupItem | undefined> {
  const { Item } = await scimTokenLookupEntity()
    .build(GetItemCommand)
    .key({ token_hash: scimTokenHash(token) })
    .send();
  return Item;
}

/** Removes a token's platform-level lookup (its company is being deleted: the token then simply does not exist). */
export async function deleteTokenLookup(tokenHash: string): Promise<void> {
  await scimTokenLookupEntity().build(DeleteItemCommand).key({ token_hash: tokenHash }).send();
}

/** Whether the token's last use is older than the write interval (so this use is recorded). */
export function lastUseIsStale(lastUsedAt: string | undefined, now = Date.now()): boolean {
  if (!lastUsedAt) return true;
  const at = Date.parse(lastUsedAt);
  return !Number.isFinite(at) || now - at >= SCIM_LIMITS.lastUsedIntervalSeconds * 1000;
}

/**
 * Records a use at most once a minute per token: the lookup's own `last_used_at` (read anyway) tells whether it is
 * due, and both writes are conditional on the previous value, so requests racing each other write it once. A lost
 * race or a revoked token changes nothing.
 */
export async function recordTokenUse(lookup: TScimTokenLookupItem, now = new Date()): Promise<void> {
  if (!lastUseIsStale(lookup.last_used_at, now.getTime())) return;
  const at = now.toISOString();
  const previous = lookup.last_used_at
    ? { attr: 'last_used_at' as const, eq: lookup.last_used_at }
    : { attr: 'last_used_at' as const, exists: false };
  const claimed = await sendUnlessConditionFails(
    scimTokenLookupEntity()
      .build(UpdateItemCommand)
      .item({
        token_hash: lookup.token_hash,
        company_id: lookup.company_id,
        token_id: lookup.token_id,
        last_used_at: at,
      })
      .options({ condition: { and: [{ attr: 'token_hash', exists: true }, previous] } }),
  );
  if (!claimed) return;
  await sendUnlessConditionFails(
    scimTokenEntity()
      .build(UpdateItemCommand)
      .item({ company_id: lookup.company_id, token_id: lookup.token_id, last_used_at: at })
      .options({
        condition: {
          and: [
            { attr: 'token_id', exists: true },
            { attr: 'revoked_at', exists: false },
          ],
        },
      }),
  );
}
