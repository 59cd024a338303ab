import {
  SSO_DOMAIN_TXT_PREFIX,
  type TSsoConnection,
  type TSsoDomain,
  type TSsoSettings,
  type TSsoTestResult,
} from '@skillway/shared';
import type { TCompanyItem } from '../../platform/db/types';
import type { TSsoConnectionItem } from './connection-repository';
import type { TSsoDomainItem } from './domain-repository';
import { serviceProvider } from './service-provider';

/** The TXT value a domain's owner publishes on it. */
export function domainTxtValue(token: string): string {
  return `${SSO_DOMAIN_TXT_PREFIX}${token}`;
}

export function presentDomain(item: TSsoDomainItem): TSsoDomain {
  return {
    domain: item.domain,
    verified: item.verified_at !== undefined,
    verified_at: item.verified_at ?? null,
    txt_value: domainTxtValue(item.token),
  };
}

/** The stored last test result (JSON), or null when there is none or it cannot be read. */
function lastTest(json: string | undefined): TSsoTestResult | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as TSsoTestResult;
  } catch {
    return null;
  }
}

/**
 * A connection as the administrator sees it: never the client secret (only that one is set), the SP values to copy,
 * the certificates' subjects and expiry, the last test. `groupNames` names the mapped groups (a deleted group's row
 * shows its id with an empty name, so the administrator sees it and removes it).
 */
export function presentConnection(item: TSsoConnectionItem, groupNames: ReadonlyMap<string, string>): TSsoConnection {
  return {
    id: item.connection_id,
    name: item.name,
    protocol: item.protocol,
    enabled: item.enabled,
    jit: item.jit,
    mapping: { ...item.mapping },
    group_map: item.group_map.map((row) => ({ ...row, group_name: groupNames.get(row.group_id) ?? '' })),
    oidc: item.oidc
      ? {
          issuer: item.oidc.issuer,
          client_id: item.oidc.client_id,
          scopes: [...item.oidc.scopes],
          client_secret_set: item.oidc.client_secret_sealed !== '',
        }
      : null,
    saml: item.saml
      ? {
          idp_entity_id: item.saml.idp_entity_id,
          idp_sso_url: item.saml.idp_sso_url,
          metadata_url: item.saml.metadata_url ?? null,
          certificates: item.saml.certificates.map((certificate) => ({
            subject: certificate.subject,
            not_after: certificate.not_after,
          })),
        }
      : null,
    sp: serviceProvider(item.connection_id),
    last_test: lastTest(item.last_test),
    tested_ok_at: item.tested_ok_at ?? null,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

export function presentSettings(
  company: Pick<TCompanyItem, 'sso_enforced' | 'sso_connection_id'>,
  connections: readonly TSsoConnectionItem[],
  domains: readonly TSsoDomainItem[],
  groupNames: ReadonlyMap<string, string>,
): TSsoSettings {
  return {
    connections: [...connections]
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((item) => presentConnection(item, groupNames)),
    domains: [...domains].sort((a, b) => a.domain.localeCompare(b.domain)).map(presentDomain),
    enforced: company.sso_enforced === true,
    connection_id: company.sso_connection_id ?? null,
  };
}
