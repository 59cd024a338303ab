export const xapiForwardingKeys = {
  all: ['xapi-forwarding'] as const,
  /** GET /v1/xapi-forwarding: the company's forwarding targets with their delivery status (never their secrets). */
  list: () => [...xapiForwardingKeys.all, 'list'] as const,
  /** GET /v1/xapi-forwarding/{id}/dead-letters: one target's dead letters, page by page. */
  deadLetters: (targetId: string) => [...xapiForwardingKeys.all, 'dead-letters', targetId] as const,
};
