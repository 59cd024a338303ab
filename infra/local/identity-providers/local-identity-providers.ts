/**
 * Both local identity providers, started and stopped together by the local stack (local-stack.ts): the OpenID
 * Connect provider (oidc-provider.ts) and the SAML 2.0 IdP (saml-idp.ts), each on a loopback port of its own, with
 * their keys in `DATA_DIR/identity-providers/` (idp-keys.ts). `urls` is what the demo connections and the tests need;
 * `env` is the same as the handlers' environment variables (LOCAL_IDP_ENV).
 */
import {
  DEMO_OIDC_CLIENT_ID,
  DEMO_OIDC_CLIENT_SECRET,
  localIdpEnvironment,
  PRODUCT_OIDC_CALLBACK_PATH,
  type TLocalIdpUrls,
} from './demo-idp-settings';
import { loadOrCreateOidcKeys, loadOrCreateSamlKeys } from './idp-keys';
import { startLocalOidcProvider } from './oidc-provider';
import { startLocalSamlIdp } from './saml-idp';

export interface TLocalIdentityProviders {
  urls: TLocalIdpUrls;
  env: Record<string, string>;
  ports: { oidc: number; saml: number };
  close(): Promise<void>;
}

export async function startLocalIdentityProviders(options: {
  /** The product's public origin (the OIDC client's redirect URI and the SAML ACS are on it). */
  appUrl: string;
  /** Where the keys are kept (DATA_DIR/identity-providers); none: new keys in memory. */
  keyDir?: string;
  /** 0 picks a free port. */
  ports?: { oidc?: number; saml?: number };
  log?: (line: string) => void;
}): Promise<TLocalIdentityProviders> {
  const [oidcKeys, samlKeys] = await Promise.all([
    loadOrCreateOidcKeys(options.keyDir),
    loadOrCreateSamlKeys(options.keyDir),
  ]);
  const log = options.log ?? (() => undefined);
  const oidc = await startLocalOidcProvider({
    port: options.ports?.oidc ?? 0,
    appUrl: options.appUrl,
    keys: oidcKeys,
    log: (line) => log(`oidc: ${line}`),
  });
  const saml = await startLocalSamlIdp({
    port: options.ports?.saml ?? 0,
    appUrl: options.appUrl,
    keys: samlKeys,
    log: (line) => log(`saml: ${line}`),
  }).catch(async (error: unknown) => {
    await oidc.close();
    throw error;
  });
  const urls: TLocalIdpUrls = {
    oidc: {
      issuer: oidc.issuer,
      discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
      clientId: DEMO_OIDC_CLIENT_ID,
      clientSecret: DEMO_OIDC_CLIENT_SECRET,
      redirectUri: `${new URL(options.appUrl).origin}${PRODUCT_OIDC_CALLBACK_PATH}`,
    },
    saml: {
      entityId: saml.entityId,
      metadataUrl: saml.metadataUrl,
      ssoUrl: saml.ssoUrl,
      certificatePem: saml.certificatePem,
    },
  };
  return {
    urls,
    env: localIdpEnvironment(urls),
    ports: { oidc: Number(new URL(oidc.issuer).port), saml: Number(new URL(saml.origin).port) },
    async close() {
      await Promise.all([oidc.close(), saml.close()]);
    },
  };
}
