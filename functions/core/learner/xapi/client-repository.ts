import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  XAPI_CLIENT_LIMITS,
  XAPI_CLIENT_MSG,
  XAPI_SCOPES,
  type TXapiClient,
  type TXapiScope,
  type TXapiVersion,
} from '@skillway/shared';
import { sha256Hex, sortableId } from '../../platform/crypto/tokens';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import {
  xapiClientEntity,
  xapiClientLookupEntity,
  type TXapiClientItem,
  type TXapiClientLookupItem,
} from '../../platform/db/entities/xapi-clients';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { cancellationCodes, transact } from '../../platform/db/transactions';
import { AppError } from '../../platform/http/app-error';
import { newClientKey, newClientSecret } from './client-credentials';

export type { TXapiClientItem, TXapiClientLookupItem };

/**
 * Company LRS clients (issue 35, Admin › Integrations › xAPI). A client's key (`lrs_…`) is its Basic user name and
 * the key of a platform-level lookup, so a request is authenticated with one GetItem; only the secret's sha256 is kept.
 */

/** The version a client answers requests that name none, unless its creator chose another. */
const DEFAULT_VERSION: TXapiVersion = '1.0.3';

export function presentClient(item: TXapiClientItem): TXapiClient {
  return {
    id: item.client_id,
    name: item.name,
    key: item.key,
    scopes: item.scopes as TXapiScope[],
    default_version: item.default_version as TXapiVersion,
    expires_at: item.expires_at ?? null,
    last_used_at: item.last_used_at ?? null,
    created_at: item.created_at,
    created_by: item.created_by_name || null,
  };
}

/** Every client of the company, revoked ones included (one Query of the company partition's XCLIENT# range). */
async function listAllClients(companyId: string): Promise<TXapiClientItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(xapiClientEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.xapiClientsPrefix } })
    .options({ maxPages: Infinity, consistent: true })
    .send();
  return Items ?? [];
}

/** The live (not revoked) clients, newest first (client ids are ULIDs). Expired ones stay listed, marked by their date. */
export async function listLiveClients(companyId: string): Promise<TXapiClientItem[]> {
  return (await listAllClients(companyId))
    .filter((client) => !client.revoked_at)
    .sort((a, b) => (a.client_id < b.client_id ? 1 : -1));
}

/** The scopes as asked, each once, in the spec's order (so two clients with the same grants read alike). */
function distinctScopes(scopes: readonly TXapiScope[]): TXapiScope[] {
  return XAPI_SCOPES.filter((scope) => scopes.includes(scope));
}

export interface TNewClient {
  name: string;
  scopes: readonly TXapiScope[];
  /** ISO date-time, or null/undefined for none; must be in the future. */
  expiresAt?: string | null;
  defaultVersion?: TXapiVersion;
  createdById: string;
  createdByName: string;
}

/**
 * Creates a client and its lookup in one transaction and answers the secret, which is never readable again. At most
 * XAPI_CLIENT_LIMITS.clientsPerCompany live clients (a 422 on `name` beyond); an expiry not in the future is a 422
 * on `expires_at`.
 */
export async function createClient(
  companyId: string,
  input: TNewClient,
  now = new Date(),
): Promise<{ secret: string; item: TXapiClientItem }> {
  let expiresAt: string | undefined;
  if (input.expiresAt) {
    const at = Date.parse(input.expiresAt);
    if (!Number.isFinite(at) || at <= now.getTime()) throw AppError.field('expires_at', XAPI_CLIENT_MSG.EXPIRY_PAST);
    expiresAt = new Date(at).toISOString();
  }
  const scopes = distinctScopes(input.scopes);
  if (scopes.length === 0) throw AppError.field('scopes', XAPI_CLIENT_MSG.SCOPES_REQUIRED);
  if ((await listLiveClients(companyId)).length >= XAPI_CLIENT_LIMITS.clientsPerCompany)
    throw AppError.field('name', XAPI_CLIENT_MSG.TOO_MANY);
  const secret = newClientSecret();
  const secretHash = sha256Hex(secret);
  const key = newClientKey();
  const clientId = sortableId(now.getTime());
  const defaultVersion = input.defaultVersion ?? DEFAULT_VERSION;
  const at = now.toISOString();
  const item = {
    company_id: companyId,
    client_id: clientId,
    name: input.name,
    key,
    secret_hash: secretHash,
    scopes,
    default_version: defaultVersion,
    ...(expiresAt ? { expires_at: expiresAt } : {}),
    created_by_id: input.createdById,
    created_by_name: input.createdByName,
    // Given rather than stamped, so the answer shows the very time the list will.
    created_at: at,
    updated_at: at,
  };
  await transact([
    xapiClientEntity()
      .build(PutTransaction)
      .item(item)
      .options({ condition: { attr: 'client_id', exists: false } }),
    xapiClientLookupEntity()
      .build(PutTransaction)
      .item({
        key,
        company_id: companyId,
        client_id: clientId,
        name: input.name,
        secret_hash: secretHash,
        scopes,
        default_version: defaultVersion,
        ...(expiresAt ? { expires_at: expiresAt } : {}),
      })
      .options({ condition: { attr: 'key', exists: false } }),
  ]);
  return { secret, item };
}

async function findClient(companyId: string, clientId: string): Promise<TXapiClientItem | undefined> {
  const { Item } = await xapiClientEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, client_id: clientId })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Revokes a live client: the client and its lookup are marked in one transaction, so its next request is 401. An
 * unknown, another company's or an already revoked client is 404 (the list no longer shows it).
 */
export async function revokeClient(companyId: string, clientId: string): Promise<void> {
  const client = await findClient(companyId, clientId);
  if (!client || client.revoked_at) throw AppError.notFound();
  const now = new Date().toISOString();
  try {
    await transact([
      xapiClientEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, client_id: clientId, revoked_at: now })
        .options({ condition: { attr: 'revoked_at', exists: false } }),
      xapiClientLookupEntity()
        .build(UpdateTransaction)
        .item({ key: client.key, revoked_at: now })
        .options({ condition: { attr: 'key', exists: true } }),
    ]);
  } catch (error) {
    // Revoked by a concurrent call: the outcome is the same.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw AppError.notFound();
    throw error;
  }
}

/** Removes a client's platform-level lookup (its company is being deleted: the key then simply does not exist). */
export async function deleteClientLookup(key: string): Promise<void> {
  await xapiClientLookupEntity().build(DeleteItemCommand).key({ key }).send();
}

/** The lookup of a presented key (consistent, so a revocation holds at once); undefined when none. */
export async function findClientLookup(key: string): Promise<TXapiClientLookupItem | undefined> {
  const { Item } = await xapiClientLookupEntity()
    .build(GetItemCommand)
    .key({ key })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Whether this use is recorded: none was yet, or the last one is at least the interval old. */
function useIsDue(lastUsedAt: string | undefined, now: number): boolean {
  const at = lastUsedAt === undefined ? Number.NaN : Date.parse(lastUsedAt);
  return Number.isNaN(at) || now - at >= XAPI_CLIENT_LIMITS.lastUsedIntervalSeconds * 1000;
}

/** The lookup still holds the last use this request read (none, or that time): racing requests write it once. */
function lastUseUnchanged(lastUsedAt: string | undefined) {
  return lastUsedAt === undefined
    ? { attr: 'last_used_at' as const, exists: false }
    : { attr: 'last_used_at' as const, eq: lastUsedAt };
}

/**
 * Records a use at most once a minute per client: the lookup first (conditional on the value read), then the
 * client's record, so racing requests write it once; a revoked client changes nothing.
 */
export async function recordClientUse(lookup: TXapiClientLookupItem, now = new Date()): Promise<void> {
  if (!useIsDue(lookup.last_used_at, now.getTime())) return;
  const at = now.toISOString();
  const claimed = await sendUnlessConditionFails(
    xapiClientLookupEntity()
      .build(UpdateItemCommand)
      .item({ key: lookup.key, last_used_at: at })
      .options({ condition: { and: [{ attr: 'key', exists: true }, lastUseUnchanged(lookup.last_used_at)] } }),
  );
  if (!claimed) return;
  await sendUnlessConditionFails(
    xapiClientEntity()
      .build(UpdateItemCommand)
      .item({ company_id: lookup.company_id, client_id: lookup.client_id, last_used_at: at })
      .options({
        condition: {
          and: [
            { attr: 'client_id', exists: true },
            { attr: 'revoked_at', exists: false },
          ],
        },
      }),
  );
}
