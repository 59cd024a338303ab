import { OPERATION_LIST } from '@skillway/shared/manifest/operations';
import { generateOpenApi } from './generate-openapi';

/**
 * The API's OpenAPI document, `info.version` set to `version`. In Lambda bundles this module is replaced by the
 * document generated at build time (infra/lib/bundling/openapi-document-plugin.ts), so the manifest's schemas are not
 * built at cold start; tests and the local stack generate it here.
 */
export function openApiDocument(version: string): Promise<Record<string, unknown>> {
  return Promise.resolve(generateOpenApi(OPERATION_LIST, { version }));
}
