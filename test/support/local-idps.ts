/**
 * The stack's local identity providers for SSO tests (the stack project's global setup starts them with the stack):
 * their URLs and demo client, the demo directory, and the sign-in driver that runs a whole IdP sign-in without a
 * browser. A typical OIDC or SAML test:
 *
 *   const start = `${stackUrl()}/v1/sso/start?connection=${id}&login_hint=learner1@demo-ltd.test`;
 *   const back = await signInAtLocalIdp(start, 'learner1@demo-ltd.test', 'Learner!Pass1');
 *   const answer = await back.deliver();   // the product's callback / ACS answer (302 to /sso/complete)
 *
 * `back.jar` holds the browser's cookies across the product and the IdP (the `skillway_sso` binding cookie the start
 * URL set, the refresh cookie the callback sets).
 */
import { inject } from 'vitest';
import type { TLocalIdpUrls } from '@skillway/infra/local/identity-providers/demo-idp-settings';

export {
  DEMO_OIDC_CLIENT_ID,
  DEMO_OIDC_CLIENT_SECRET,
  DEMO_OIDC_SCOPES,
  LOCAL_IDP_ENV,
  type TLocalIdpUrls,
} from '@skillway/infra/local/identity-providers/demo-idp-settings';
export { DEMO_IDP_USERS, findDemoIdpUser } from '@skillway/infra/local/identity-providers/demo-idp-users';
export {
  CookieJar,
  LocalIdpSignInError,
  signInAtLocalIdp,
} from '@skillway/infra/local/identity-providers/sign-in-driver';

/** Read through this so code outside test/ (functions' *.int.test.ts) type-checks without global-stack's declaration. */
const read = inject as unknown as (key: string) => unknown;

/** The running stack's IdPs: `oidc.issuer`, `saml.metadataUrl`, `saml.entityId`, … */
export function localIdps(): TLocalIdpUrls {
  return read('localIdps') as TLocalIdpUrls;
}
