export const systemKeys = {
  all: ['system'] as const,
  /** The OpenAPI document the manifest generates (GET /openapi.json). */
  openapi: () => [...systemKeys.all, 'openapi'] as const,
};
