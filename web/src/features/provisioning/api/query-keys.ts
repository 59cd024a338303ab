export const provisioningKeys = {
  all: ['scim-tokens'] as const,
  /** GET /v1/scim-tokens: the company's live SCIM tokens (never the tokens themselves). */
  tokens: () => [...provisioningKeys.all, 'list'] as const,
};
