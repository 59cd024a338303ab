import type { TSsoDiscoverAnswer } from '@skillway/shared';
import { findCompany } from '../companies/company-repository';
import { emailDomain } from './claims-mapping';
import { findConnection } from './connection-repository';
import { findDomainOwner } from './domain-repository';
import { SSO_PATHS } from './service-provider';

/**
 * The login page's email step: whether the address's domain was verified by a company whose login page routes to an
 * enabled connection, and the relative start URL with the address as the IdP's login hint. It answers from the domain
 * alone (the same answer for every address on it, whether or not anyone has an account), so it reveals which
 * companies use SSO for which domains, never which people exist.
 */
export async function discoverSso(email: string): Promise<TSsoDiscoverAnswer> {
  const domain = emailDomain(email.trim());
  const companyId = await findDomainOwner(domain);
  if (!companyId) return { sso: false };
  const company = await findCompany(companyId);
  const connectionId = company?.sso_connection_id;
  const connection = connectionId ? await findConnection(companyId, connectionId) : undefined;
  if (!company || !connection?.enabled) return { sso: false };
  const query = new URLSearchParams({ connection: connection.connection_id, login_hint: email.trim() });
  return {
    sso: true,
    connection_name: connection.name,
    start_url: `${SSO_PATHS.START}?${query.toString()}`,
    enforced: company.sso_enforced === true,
  };
}
