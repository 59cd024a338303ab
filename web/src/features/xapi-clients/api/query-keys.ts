export const xapiClientKeys = {
  all: ['xapi-clients'] as const,
  /** GET /v1/xapi-clients: the company's live LRS clients (never their secrets) and the LRS endpoint. */
  list: () => [...xapiClientKeys.all, 'list'] as const,
};
