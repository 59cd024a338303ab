export const ssoKeys = {
  all: ['sso'] as const,
  /** GET /v1/sso: connections, domains, enforcement. */
  settings: () => [...ssoKeys.all, 'settings'] as const,
  /** GET /v1/sso/tests/{id}: one test sign-in's result. */
  test: (testId: string) => [...ssoKeys.all, 'test', testId] as const,
};
