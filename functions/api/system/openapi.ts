import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';

let document: Promise<Record<string, unknown>> | undefined;

/**
 * Generated once per container from the manifest, on the first request: the whole manifest (every area's zod
 * schemas) is evaluated then, not at cold start (esbuild keeps a dynamically imported module in the bundle but runs
 * it only when the import is called).
 */
async function buildDocument(): Promise<Record<string, unknown>> {
  const [{ OPERATION_LIST }, { generateOpenApi }] = await Promise.all([
    import('@skillway/shared/manifest/operations'),
    import('../../core/platform/openapi/generate-openapi'),
  ]);
  return generateOpenApi(OPERATION_LIST, { version: config.appVersion });
}

export const handler = defineHandler('system.openapi', async () => {
  document ??= buildDocument().catch((error: unknown) => {
    document = undefined;
    throw error;
  });
  return document;
});
