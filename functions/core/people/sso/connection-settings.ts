import { X509Certificate } from 'node:crypto';
import {
  SSO_DEFAULT_OIDC_SCOPES,
  SSO_LIMITS,
  SSO_MAPPING_LABELS,
  SSO_REQUIRED_MAPPING_FIELDS,
  type TSsoConnectionBody,
} from '@skillway/shared';
import { config } from '../../platform/config';
import { AppError, type TFieldErrors } from '../../platform/http/app-error';
import { listGroups } from '../groups/group-repository';
import { discoverOidc } from './protocols/oidc-relying-party';
import { readSamlMetadata } from './protocols/saml-metadata';
import { SsoProtocolError } from './protocols/sso-claims';
import { sealClientSecret } from './client-secret';
import {
  findConnection,
  replaceConnection,
  type TSsoConnectionItem,
  type TSsoConnectionValues,
} from './connection-repository';

/** How long and how much of an IdP's metadata URL is read: a slow or huge answer must not hold the function. */
const METADATA_FETCH_TIMEOUT_MS = 10_000;

/** A certificate's subject as one line (`CN=…, O=…`), for the administrator to tell two certificates apart. */
function subjectOf(pem: string): string {
  try {
    return new X509Certificate(pem).subject.replace(/\n/g, ', ');
  } catch {
    return '';
  }
}

/**
 * Reads an IdP's metadata from its URL, with a timeout and the size cap of pasted metadata (read as a stream, so an
 * endless answer stops at the cap). A failure is a 422 on `saml.metadata_url` saying what went wrong.
 */
async function fetchMetadata(url: string): Promise<string> {
  const refuse = (why: string) => AppError.field('saml.metadata_url', `The metadata URL could not be read: ${why}.`);
  let response: Response;
  try {
    // No redirects: the URL the administrator entered is the one read (a redirect could lead anywhere).
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(METADATA_FETCH_TIMEOUT_MS) });
  } catch (error) {
    const name = (error as Error).name;
    throw refuse(
      name === 'TimeoutError' ? 'it did not answer in time' : 'it could not be reached, or it redirected elsewhere',
    );
  }
  if (!response.ok) throw refuse(`it answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > SSO_LIMITS.METADATA_MAX_BYTES) throw refuse('it is larger than 256 KB');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > SSO_LIMITS.METADATA_MAX_BYTES) {
      await reader.cancel();
      throw refuse('it is larger than 256 KB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The contract lets an issuer or metadata URL be plain http on 127.0.0.1 or localhost: the local product's own IdPs.
 * On AWS the API fetches only https, so nobody can point it at the Lambda's own loopback services.
 */
function assertFetchable(url: string, field: string, what: string): void {
  if (config.isLocal) return;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // The schema already refused it; keep the answer the same.
  }
  if (protocol !== 'https:') throw AppError.field(field, `The ${what} must be an https URL.`);
}

/** The mapping's required fields and the group map's groups (the company's own), as 422s naming each field. */
async function checkMappingAndGroups(companyId: string, body: TSsoConnectionBody): Promise<void> {
  const errors: TFieldErrors = {};
  for (const field of SSO_REQUIRED_MAPPING_FIELDS) {
    if (!body.mapping[field]) errors[`mapping.${field}`] = [`The ${SSO_MAPPING_LABELS[field]} claim name is required.`];
  }
  if (body.group_map.length > 0) {
    if (!body.mapping.groups) errors['mapping.groups'] = ['Name the groups claim to map groups.'];
    const groupIds = new Set((await listGroups(companyId)).map((group) => group.group_id));
    body.group_map.forEach((row, index) => {
      if (!groupIds.has(row.group_id)) errors[`group_map.${index}.group_id`] = ['The selected group is invalid.'];
    });
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** The IdP settings a test proves: a change to any of them means the connection needs a new test. */
export function idpSettingsChanged(
  before: TSsoConnectionItem,
  after: TSsoConnectionValues,
  secretChanged: boolean,
): boolean {
  if (before.protocol !== after.protocol || secretChanged) return true;
  const oidc = (item: Pick<TSsoConnectionItem, 'oidc'>) =>
    item.oidc ? [item.oidc.issuer, item.oidc.client_id, [...item.oidc.scopes].sort().join(' ')].join('\n') : '';
  const saml = (item: Pick<TSsoConnectionItem, 'saml'>) =>
    item.saml
      ? [
          item.saml.idp_entity_id,
          item.saml.idp_sso_url,
          ...item.saml.certificates.map((certificate) => certificate.pem).sort(),
        ].join('\n')
      : '';
  return oidc(before) !== oidc(after) || saml(before) !== saml(after);
}

/**
 * The connection's stored values from an administrator's body, validated and discovered: an OIDC issuer is
 * discovered now (an unreachable or wrong issuer is a 422 on `oidc.issuer` with the exact reason), a SAML metadata
 * (pasted, or fetched from its URL) is parsed for the IdP's entity id, sign-in URL and signing certificates (a 422 on
 * `saml.metadata_xml` or `saml.metadata_url` naming what is missing). The client secret is sealed; left out on an
 * update, the stored one is kept.
 */
export async function connectionValues(
  companyId: string,
  connectionId: string,
  body: TSsoConnectionBody,
  existing?: TSsoConnectionItem,
): Promise<{ values: TSsoConnectionValues; secretChanged: boolean }> {
  await checkMappingAndGroups(companyId, body);
  const base = {
    company_id: companyId,
    connection_id: connectionId,
    name: body.name,
    protocol: body.protocol,
    enabled: body.enabled ?? existing?.enabled ?? true,
    jit: body.jit,
    mapping: { ...body.mapping },
    group_map: body.group_map.map((row) => ({ idp_group: row.idp_group, group_id: row.group_id })),
    ...(existing?.last_test ? { last_test: existing.last_test } : {}),
    ...(existing?.tested_ok_at ? { tested_ok_at: existing.tested_ok_at } : {}),
  };

  if (body.protocol === 'oidc') {
    const oidc = body.oidc;
    if (!oidc) throw AppError.field('oidc', 'The OpenID Connect settings are required.');
    const keptSecret = existing?.protocol === 'oidc' ? existing.oidc?.client_secret_sealed : undefined;
    if (!oidc.client_secret && !keptSecret)
      throw AppError.field('oidc.client_secret', 'The client secret field is required.');
    assertFetchable(oidc.issuer, 'oidc.issuer', 'issuer URL');
    try {
      await discoverOidc(oidc.issuer);
    } catch (error) {
      if (error instanceof SsoProtocolError) throw AppError.field('oidc.issuer', error.message);
      throw error;
    }
    const scopes = oidc.scopes.filter((scope) => scope !== '');
    const wanted = scopes.length > 0 ? scopes : [...SSO_DEFAULT_OIDC_SCOPES];
    return {
      values: {
        ...base,
        oidc: {
          issuer: oidc.issuer,
          client_id: oidc.client_id,
          client_secret_sealed: oidc.client_secret
            ? sealClientSecret(companyId, connectionId, oidc.client_secret)
            : (keptSecret as string),
          scopes: wanted.includes('openid') ? [...new Set(wanted)] : ['openid', ...new Set(wanted)],
        },
      },
      secretChanged: oidc.client_secret !== undefined,
    };
  }

  const saml = body.saml;
  const pasted = saml?.metadata_xml?.trim();
  if (!pasted && !saml?.metadata_url) {
    // An edit that sends no metadata keeps what was read before (the form cannot show the XML again).
    if (existing?.protocol === 'saml' && existing.saml)
      return { values: { ...base, saml: existing.saml }, secretChanged: false };
    throw AppError.field('saml.metadata_xml', "Paste the identity provider's metadata XML, or enter its metadata URL.");
  }
  const field = pasted ? 'saml.metadata_xml' : 'saml.metadata_url';
  if (!pasted) assertFetchable(saml!.metadata_url!, 'saml.metadata_url', 'metadata URL');
  const xml = pasted || (await fetchMetadata(saml!.metadata_url!));
  return {
    values: { ...base, saml: samlSettings(xml, pasted ? undefined : saml?.metadata_url, field) },
    secretChanged: false,
  };
}

type TSamlSettings = NonNullable<TSsoConnectionValues['saml']>;

/** A SAML connection's stored IdP settings from its metadata; unreadable metadata is a 422 on `field`. */
function samlSettings(xml: string, metadataUrl: string | undefined, field: string): TSamlSettings {
  let metadata: ReturnType<typeof readSamlMetadata>;
  try {
    metadata = readSamlMetadata(xml);
  } catch (error) {
    if (error instanceof SsoProtocolError) throw AppError.field(field, error.message);
    throw error;
  }
  return {
    idp_entity_id: metadata.entityId,
    idp_sso_url: metadata.ssoUrl,
    ...(metadataUrl ? { metadata_url: metadataUrl } : {}),
    certificates: metadata.certificates.map((certificate) => ({
      pem: certificate.pem,
      subject: subjectOf(certificate.pem),
      not_after: certificate.notAfter,
    })),
  };
}

/**
 * Reads a SAML connection's metadata from its URL again (the daily certificate check does, for a connection whose
 * certificate nears its end): an IdP that published its next signing certificate there needs nothing from the
 * administrator. New certificates alone keep the connection's passed test (the same IdP, signing with a key it
 * announced); a new entity id or sign-in URL needs a new test. The settings as they are now, changed or not.
 */
export async function refreshSamlMetadata(item: TSsoConnectionItem): Promise<TSsoConnectionItem> {
  const url = item.saml?.metadata_url;
  if (item.protocol !== 'saml' || !item.saml || !url) return item;
  const saml = samlSettings(await fetchMetadata(url), url, 'saml.metadata_url');
  const pems = (settings: TSamlSettings) =>
    settings.certificates
      .map((certificate) => certificate.pem)
      .sort()
      .join('\n');
  const moved = saml.idp_entity_id !== item.saml.idp_entity_id || saml.idp_sso_url !== item.saml.idp_sso_url;
  if (!moved && pems(saml) === pems(item.saml)) return item;
  const {
    created_at: _created,
    updated_at: _updated,
    version: _version,
    gsi2pk: _pk,
    gsi2sk: _sk,
    tested_ok_at,
    ...values
  } = item;
  const next = { ...values, saml, ...(tested_ok_at && !moved ? { tested_ok_at } : {}) };
  if (!(await replaceConnection(next, item))) return item;
  return (await findConnection(item.company_id, item.connection_id, true)) ?? item;
}
