import { lazy } from '../lazy';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * A SCIM bearer token of a company (people/scim). pk `C#<cid>`, sk `SCIM#TOKEN#<tokenId>`. The token itself is never
 * stored: only its sha256, which is also the key of its ScimTokenLookup. Kept after revocation (`revoked_at`) as the
 * record of who created it; the Provisioning screen lists only live ones.
 */
export const scimTokenEntity = lazy(
  () =>
    new Entity({
      name: 'ScimToken',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        token_id: string().key(),
        name: string(),
        token_hash: string(),
        created_by_id: string(),
        /** The creator's name as it was then (the creator may leave). */
        created_by_name: string(),
        /** ISO; written at most once a minute per token (SCIM_LIMITS.lastUsedIntervalSeconds). */
        last_used_at: string().optional(),
        revoked_at: string().optional(),
      }),
      computeKey: ({ company_id, token_id }) => ({ pk: keys.company(company_id), sk: keys.scimTokenSk(token_id) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * Platform-level, pk `SCIMTOKEN#<sha256(token)>`: which company and token a presented SCIM token is, read with one
 * GetItem (never a Scan). Carries `revoked_at` and `last_used_at` too, so a request needs no second read.
 */
export const scimTokenLookupEntity = lazy(
  () =>
    new Entity({
      name: 'ScimTokenLookup',
      table: SkillwayTable,
      schema: item({
        token_hash: string().key(),
        company_id: string(),
        token_id: string(),
        last_used_at: string().optional(),
        revoked_at: string().optional(),
      }),
      computeKey: ({ token_hash }) => ({ pk: keys.scimTokenLookupPk(token_hash), sk: keys.scimTokenLookupSk }),
      timestamps: false,
    }),
);

/**
 * pk `C#<cid>`, sk `SCIM#EXT#<U|G>#<sha256(externalId)>`: the user or group an identity provider's externalId names.
 * Written with attribute_not_exists in the same transaction as the attribute on the resource, which is what keeps an
 * externalId to one resource per company.
 */
export const scimExternalIdEntity = lazy(
  () =>
    new Entity({
      name: 'ScimExternalId',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        kind: string().enum('U', 'G').key(),
        external_id_hash: string().key(),
        external_id: string(),
        resource_id: string(),
      }),
      computeKey: ({ company_id, kind, external_id_hash }) => ({
        pk: keys.company(company_id),
        sk: keys.scimExternalIdSk(kind, external_id_hash),
      }),
      timestamps: false,
    }),
);
