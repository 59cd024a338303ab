import { afterEach, describe, expect, it } from 'vitest';
import { SSO_DEFAULT_OIDC_MAPPING, SSO_DEFAULT_SAML_MAPPING, type TSsoConnectionBody } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { connectionValues } from './connection-settings';

const RUNTIME = 'SKILLWAY_RUNTIME';
const saved = process.env[RUNTIME];
afterEach(() => {
  if (saved === undefined) delete process.env[RUNTIME];
  else process.env[RUNTIME] = saved;
});

const base = { name: 'X', jit: false, group_map: [] };

async function refusal(body: TSsoConnectionBody): Promise<AppError> {
  const error = await connectionValues('c1', 'c1_x', body).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("a connection's settings", () => {
  it('fetches only https issuers and metadata on AWS (no loopback services within reach)', async () => {
    process.env[RUNTIME] = 'aws';
    const oidc = await refusal({
      ...base,
      protocol: 'oidc',
      mapping: { ...SSO_DEFAULT_OIDC_MAPPING },
      oidc: { issuer: 'http://127.0.0.1:9001', client_id: 'a', client_secret: 'b', scopes: [] },
    });
    expect(oidc.errors).toEqual({ 'oidc.issuer': ['The issuer URL must be an https URL.'] });
    const saml = await refusal({
      ...base,
      protocol: 'saml',
      mapping: { ...SSO_DEFAULT_SAML_MAPPING },
      saml: { metadata_url: 'http://localhost:9001/2018-06-01/runtime/invocation/next' },
    });
    expect(saml.errors).toEqual({ 'saml.metadata_url': ['The metadata URL must be an https URL.'] });
  });

  it('names each missing part: the protocol settings, the secret of a new OIDC connection, the metadata', async () => {
    process.env[RUNTIME] = 'aws';
    expect((await refusal({ ...base, protocol: 'oidc', mapping: { ...SSO_DEFAULT_OIDC_MAPPING } })).errors).toEqual({
      oidc: ['The OpenID Connect settings are required.'],
    });
    const noSecret = await refusal({
      ...base,
      protocol: 'oidc',
      mapping: { ...SSO_DEFAULT_OIDC_MAPPING },
      oidc: { issuer: 'https://idp.example.test', client_id: 'a', scopes: [] },
    });
    expect(noSecret.errors).toEqual({ 'oidc.client_secret': ['The client secret field is required.'] });
    const noMetadata = await refusal({ ...base, protocol: 'saml', mapping: { ...SSO_DEFAULT_SAML_MAPPING }, saml: {} });
    expect(Object.keys(noMetadata.errors ?? {})).toEqual(['saml.metadata_xml']);
    const unreadable = await refusal({
      ...base,
      protocol: 'saml',
      mapping: { ...SSO_DEFAULT_SAML_MAPPING },
      saml: { metadata_xml: '<x/>' },
    });
    expect(unreadable.errors?.['saml.metadata_xml']?.[0]).toMatch(/EntityDescriptor/);
  });
});
