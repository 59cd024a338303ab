export const apiDocsKeys = {
  all: ['api-docs'] as const,
  /** The OpenAPI document the manifest generates (GET /openapi.json). */
  openapi: () => [...apiDocsKeys.all, 'openapi'] as const,
};
