import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { lazy } from '../lazy';
import { keys } from '../keys';
import { SkillwayTable } from '../table';

/**
 * Single sign-on's items (functions/core/people/sso; docs/data-model.md, "Single sign-on"). Tenant items live in the
 * company's partition under `SSO#`; the few platform-level ones are found by a key the request already holds (a
 * verified domain, a sign-in's state, a SAML assertion id), never by a Scan.
 */

/**
 * pk `C#<cid>`, sk `SSO#CONN#<connectionId>`: one OpenID Connect or SAML 2.0 connection. The OIDC client secret is
 * stored sealed (AES-256-GCM under the ssoSealing secret) and never returned. A SAML connection carries gsi2 keys by
 * its earliest signing certificate's expiry day (`SSOCERTS`), which the daily certificate notices query.
 */
export const ssoConnectionEntity = lazy(
  () =>
    new Entity({
      name: 'SsoConnection',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        connection_id: string().key(),
        name: string(),
        protocol: string().enum('oidc', 'saml'),
        enabled: boolean(),
        jit: boolean(),
        /** Claim (OIDC) or attribute (SAML) names per product field; '' when an optional field is not mapped. */
        mapping: map({
          email: string(),
          first_name: string(),
          last_name: string(),
          department: string(),
          manager_email: string(),
          groups: string(),
        }),
        group_map: list(map({ idp_group: string(), group_id: string() })),
        oidc: map({
          issuer: string(),
          client_id: string(),
          client_secret_sealed: string(),
          scopes: list(string()),
        }).optional(),
        saml: map({
          idp_entity_id: string(),
          idp_sso_url: string(),
          metadata_url: string().optional(),
          certificates: list(map({ pem: string(), subject: string(), not_after: string() })),
        }).optional(),
        /** The last test sign-in's result (TSsoTestResult as JSON: claims are any names the IdP sends). */
        last_test: string().optional(),
        /** ISO time a test sign-in last passed; enforcement needs one. Cleared when the IdP settings change. */
        tested_ok_at: string().optional(),
        /** Bumped by every update: an update is conditioned on the version it read. */
        version: number(),
        gsi2pk: string().optional(),
        gsi2sk: string().optional(),
      }),
      computeKey: ({ company_id, connection_id }) => ({
        pk: keys.company(company_id),
        sk: keys.ssoConnectionSk(connection_id),
      }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * pk `C#<cid>`, sk `SSO#DOMAIN#<domain>`: an email domain the company verifies by a DNS TXT record
 * `skillway-verification=<token>`. While unverified it is in gsi2 `SSODOMAINS#PENDING` (the local DNS page lists them).
 */
export const ssoDomainEntity = lazy(
  () =>
    new Entity({
      name: 'SsoDomain',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        domain: string().key(),
        token: string(),
        verified_at: string().optional(),
        gsi2pk: string().optional(),
        gsi2sk: string().optional(),
      }),
      computeKey: ({ company_id, domain }) => ({ pk: keys.company(company_id), sk: keys.ssoDomainSk(domain) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * Platform-level, pk `SSODOMAIN#<domain>`: the one company that verified a domain. Written only at verification, with
 * attribute_not_exists (a domain belongs to one company), deleted when that company removes the domain. The login
 * page's email step reads it (sso.discover).
 */
export const ssoDomainLookupEntity = lazy(
  () =>
    new Entity({
      name: 'SsoDomainLookup',
      table: SkillwayTable,
      schema: item({
        domain: string().key(),
        company_id: string(),
      }),
      computeKey: ({ domain }) => ({ pk: keys.ssoDomainLookupPk(domain), sk: keys.ssoDomainLookupSk }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);

/**
 * Platform-level, pk `SSOREQ#<state>`: one sign-in (or test) between the start and the IdP's answer. Read and deleted
 * in one conditional delete (single use); refused after `expires_at` (DynamoDB's TTL removes it later). It holds the
 * PKCE verifier and nonce (OIDC) or the AuthnRequest id (SAML), and the sha256 of the browser binding cookie.
 */
export const ssoRequestEntity = lazy(
  () =>
    new Entity({
      name: 'SsoRequest',
      table: SkillwayTable,
      schema: item({
        state: string().key(),
        company_id: string(),
        connection_id: string(),
        kind: string().enum('signin', 'test'),
        test_id: string().optional(),
        code_verifier: string().optional(),
        nonce: string().optional(),
        saml_request_id: string().optional(),
        /** The redirect URI (OIDC) or ACS URL (SAML) the IdP was sent: the callback must use the same. */
        return_url: string(),
        binding_hash: string(),
        expires_at: number(),
        ttl: number(),
      }),
      computeKey: ({ state }) => ({ pk: keys.ssoRequestPk(state), sk: keys.ssoRequestSk }),
      timestamps: false,
    }),
);

/**
 * Platform-level, pk `SSOREPLAY#<connectionId>#<sha256 of the assertion id>`: a SAML assertion already consumed,
 * written with attribute_not_exists and kept until its NotOnOrAfter (`ttl`), so a replayed assertion is refused.
 */
export const ssoReplayEntity = lazy(
  () =>
    new Entity({
      name: 'SsoReplay',
      table: SkillwayTable,
      schema: item({
        connection_id: string().key(),
        assertion_hash: string().key(),
        ttl: number(),
      }),
      computeKey: ({ connection_id, assertion_hash }) => ({
        pk: keys.ssoReplayPk(connection_id, assertion_hash),
        sk: keys.ssoReplaySk,
      }),
      timestamps: false,
    }),
);

/**
 * pk `C#<cid>`, sk `SSO#SUB#<connectionId>#<sha256 of the subject>`: the user an IdP's stable subject signed in as.
 * Written at the first sign-in (which links by email); later sign-ins find the user by it, even after an email change.
 */
export const ssoIdentityEntity = lazy(
  () =>
    new Entity({
      name: 'SsoIdentity',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        connection_id: string().key(),
        subject_hash: string().key(),
        user_id: string(),
      }),
      computeKey: ({ company_id, connection_id, subject_hash }) => ({
        pk: keys.company(company_id),
        sk: keys.ssoIdentitySk(connection_id, subject_hash),
      }),
      timestamps: { created: { name: 'created_at' }, modified: false },
    }),
);

/**
 * pk `C#<cid>`, sk `SSO#TEST#<testId>`: a test sign-in the administrator started (sso.testConnection) and polls
 * (sso.testResult): pending until the IdP answers, then the result (TSsoTestResult as JSON). Expires after a day.
 */
export const ssoTestEntity = lazy(
  () =>
    new Entity({
      name: 'SsoTest',
      table: SkillwayTable,
      schema: item({
        company_id: string().key(),
        test_id: string().key(),
        connection_id: string(),
        status: string().enum('pending', 'passed', 'failed'),
        result: string().optional(),
        ttl: number(),
      }),
      computeKey: ({ company_id, test_id }) => ({ pk: keys.company(company_id), sk: keys.ssoTestSk(test_id) }),
      timestamps: { created: { name: 'created_at' }, modified: { name: 'updated_at' } },
    }),
);

/**
 * Local only, pk `LOCALDNS#<domain>`: the TXT records "published" from the local tools' DNS page, which the domain
 * verification reads instead of DNS when the product runs locally (people/sso/domain-txt-records.ts).
 */
export const localDnsRecordEntity = lazy(
  () =>
    new Entity({
      name: 'LocalDnsRecord',
      table: SkillwayTable,
      schema: item({
        domain: string().key(),
        txt: list(string()),
      }),
      computeKey: ({ domain }) => ({ pk: keys.localDnsPk(domain), sk: keys.localDnsSk }),
      timestamps: { created: false, modified: { name: 'updated_at' } },
    }),
);
