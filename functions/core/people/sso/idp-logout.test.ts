import { describe, expect, it } from 'vitest';
import { rpInitiatedLogoutUrl } from './idp-logout';

describe("the IdP's logout URL (RP-Initiated Logout 1.0)", () => {
  it('names the product by client_id and returns to the login page; no id_token_hint', () => {
    const url = new URL(
      rpInitiatedLogoutUrl('https://idp.example.test/oidc/session/end', 'skillway', 'https://app.example.test')!,
    );
    expect(url.origin + url.pathname).toBe('https://idp.example.test/oidc/session/end');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'skillway',
      post_logout_redirect_uri: 'https://app.example.test/login',
    });
  });

  it("keeps the endpoint's own query (an Azure AD B2C policy, say) and refuses what is not an http(s) URL", () => {
    const url = new URL(
      rpInitiatedLogoutUrl('https://idp.example.test/logout?p=b2c_1_signin', 'c', 'https://app.test')!,
    );
    expect(url.searchParams.get('p')).toBe('b2c_1_signin');
    expect(url.searchParams.get('client_id')).toBe('c');
    expect(rpInitiatedLogoutUrl('javascript:alert(1)', 'c', 'https://app.test')).toBeUndefined();
    expect(rpInitiatedLogoutUrl('not a url', 'c', 'https://app.test')).toBeUndefined();
  });
});
