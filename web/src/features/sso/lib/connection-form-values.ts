import { t } from '@lingui/core/macro';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import {
  SSO_DEFAULT_OIDC_MAPPING,
  SSO_DEFAULT_OIDC_SCOPES,
  SSO_DEFAULT_SAML_MAPPING,
  SSO_MAPPING_LABELS,
  SSO_PROTOCOL,
  SSO_REQUIRED_MAPPING_FIELDS,
  ZSsoConnectionBody,
  type TSsoConnection,
  type TSsoConnectionBody,
  type TSsoMapping,
  type TSsoProtocol,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';

/** Where a SAML connection's IdP metadata comes from: pasted XML, an uploaded file (read as the same XML), or a URL. */
export type TMetadataSource = 'xml' | 'file' | 'url';

/**
 * What the Add / Edit connection form holds. Shaped like the request (`oidc.issuer`, `group_map.0.idp_group`), so the
 * shared schema's errors and the server's 422 keys land on the same fields without renaming.
 */
export interface TConnectionFormValues {
  name: string;
  protocol: TSsoProtocol;
  enabled: boolean;
  jit: boolean;
  mapping: TSsoMapping;
  group_map: { idp_group: string; group_id: string }[];
  oidc: { issuer: string; client_id: string; client_secret: string; scopes: string[] };
  saml: { source: TMetadataSource; metadata_xml: string; metadata_url: string };
}

export function defaultMapping(protocol: TSsoProtocol): TSsoMapping {
  return { ...(protocol === SSO_PROTOCOL.SAML ? SSO_DEFAULT_SAML_MAPPING : SSO_DEFAULT_OIDC_MAPPING) };
}

/** A new connection's values (OpenID Connect, the standard claims), or an existing one's; never its secret. */
export function initialConnectionValues(connection: TSsoConnection | null): TConnectionFormValues {
  const protocol = connection?.protocol ?? SSO_PROTOCOL.OIDC;
  const metadataUrl = connection?.saml?.metadata_url ?? '';
  return {
    name: connection?.name ?? '',
    protocol,
    enabled: connection?.enabled ?? true,
    jit: connection?.jit ?? false,
    mapping: connection ? { ...connection.mapping } : defaultMapping(protocol),
    group_map: connection?.group_map.map(({ idp_group, group_id }) => ({ idp_group, group_id })) ?? [],
    oidc: {
      issuer: connection?.oidc?.issuer ?? '',
      client_id: connection?.oidc?.client_id ?? '',
      client_secret: '',
      scopes: connection?.oidc?.scopes ?? [...SSO_DEFAULT_OIDC_SCOPES],
    },
    saml: { source: metadataUrl ? 'url' : 'xml', metadata_xml: '', metadata_url: metadataUrl },
  };
}

/**
 * The request: only the chosen protocol's part, the metadata from the chosen source, and the client secret only when
 * one was typed (left out, the server keeps the stored one). On an edit, SAML metadata left empty keeps the current.
 */
export function connectionBody(values: TConnectionFormValues): TSsoConnectionBody {
  const body: TSsoConnectionBody = {
    name: values.name,
    protocol: values.protocol,
    enabled: values.enabled,
    jit: values.jit,
    mapping: values.mapping,
    group_map: values.group_map,
  };
  if (values.protocol === SSO_PROTOCOL.OIDC) {
    const { issuer, client_id, client_secret, scopes } = values.oidc;
    body.oidc = { issuer, client_id, scopes, ...(client_secret.trim() ? { client_secret } : {}) };
  } else {
    const { source, metadata_xml, metadata_url } = values.saml;
    if (source === 'url') body.saml = metadata_url.trim() ? { metadata_url } : {};
    else body.saml = metadata_xml.trim() ? { metadata_xml } : {};
  }
  return body;
}

const schemaErrors = schemaResolver(ZSsoConnectionBody, { sync: true });

/** Where the metadata's "required" message shows: under the control of the chosen source. */
function metadataField(source: TMetadataSource): string {
  return source === 'url' ? 'saml.metadata_url' : 'saml.metadata_xml';
}

/**
 * The form's check: the shared schema on the request it would send, plus what only a new connection needs (the client
 * secret, the metadata) and the mapping's three required names, which the server checks too.
 */
export function validateConnection(values: TConnectionFormValues, isNew: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of SSO_REQUIRED_MAPPING_FIELDS) {
    if (!values.mapping[field].trim()) {
      const detail = specText(SSO_MAPPING_LABELS[field]).toLowerCase();
      errors[`mapping.${field}`] = t`The ${detail} claim or attribute is required.`;
    }
  }
  values.group_map.forEach((row, index) => {
    if (!row.group_id) errors[`group_map.${index}.group_id`] = t`Choose a group.`;
  });
  if (isNew && values.protocol === SSO_PROTOCOL.OIDC && !values.oidc.client_secret.trim()) {
    errors['oidc.client_secret'] = t`The client secret field is required.`;
  }
  if (isNew && values.protocol === SSO_PROTOCOL.SAML) {
    const { source, metadata_xml, metadata_url } = values.saml;
    const given = source === 'url' ? metadata_url.trim() : metadata_xml.trim();
    if (!given) {
      errors[metadataField(source)] =
        source === 'url'
          ? t`The metadata URL field is required.`
          : source === 'file'
            ? t`Choose the IdP metadata file.`
            : t`Paste the IdP metadata XML.`;
    }
  }
  // The shared schema's messages where the checks above said nothing (a field says one thing at a time).
  for (const [path, message] of Object.entries(schemaErrors(connectionBody(values)))) errors[path] ??= String(message);
  return errors;
}
