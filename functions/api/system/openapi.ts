import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';
import { openApiDocument } from '../../core/platform/openapi/openapi-document';

let document: Record<string, unknown> | undefined;

/** Generated once per container from the manifest (in Lambda bundles, at build time). */
export const handler = defineHandler('system.openapi', async () => {
  document ??= await openApiDocument(config.appVersion);
  return document;
});
