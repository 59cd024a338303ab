/**
 * Where "Continue with SSO" goes: a full navigation (not the router's) to the API's start route, which redirects to
 * the identity provider. A module of its own, so a test can see the navigation without leaving the page.
 */
export function goToSso(url: string): void {
  window.location.assign(url);
}
