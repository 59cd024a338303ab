import { lazy } from '../lazy';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A company LRS client (issue 35, Admin › Integrations › xAPI). pk `C#<cid>`, sk `XCLIENT#<clientId>`. `key` is the
 * Basic user name (public); the secret is never stored, only its sha256. Kept after revocation (`revoked_at`) as the
 * record of who created it; the screen lists only live ones.
 */
export const xapiClientEntity = lazy(
  () =>
    new Entity({
      name: 'XapiClient',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        client_id: string().key(),
        name: string(),
        key: string(),
        secret_hash: string(),
        scopes: list(string()),
        default_version: string(),
        expires_at: string().optional(),
        created_by_id: string(),
        /** The creator's name as it was then (the creator may leave). */
        created_by_name: string(),
        /** ISO; written at most once a minute per client (XAPI_CLIENT_LIMITS.lastUsedIntervalSeconds). */
        last_used_at: string().optional(),
        revoked_at: string().optional(),
      }),
      computeKey: ({ company_id, client_id }) => ({ pk: keys.company(company_id), sk: keys.xapiClientSk(client_id) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);
export type TXapiClientItem = FormattedItem<ReturnType<typeof xapiClientEntity>>;

/**
 * Platform-level, pk `XCLIENTKEY#<key>`: which company and client a presented Basic key is, with everything a request
 * needs to decide (secret hash, scopes, expiry, revocation, default version), read with one GetItem (never a Scan).
 */
export const xapiClientLookupEntity = lazy(
  () =>
    new Entity({
      name: 'XapiClientLookup',
      table: SkillwayTable,
      schema: item({
        key: string().key(),
        company_id: string(),
        client_id: string(),
        name: string(),
        secret_hash: string(),
        scopes: list(string()),
        default_version: string(),
        expires_at: string().optional(),
        last_used_at: string().optional(),
        revoked_at: string().optional(),
      }),
      computeKey: ({ key }) => ({ pk: keys.xapiClientLookupPk(key), sk: keys.xapiClientLookupSk }),
      timestamps: false,
    }),
);
export type TXapiClientLookupItem = FormattedItem<ReturnType<typeof xapiClientLookupEntity>>;
