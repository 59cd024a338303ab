import { OPERATION_LIST } from '@skillway/shared/manifest/operations';
import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';
import { generateOpenApi } from '../../core/platform/openapi/generate-openapi';

let document: Record<string, unknown> | undefined;

/** Generated once per container from the manifest. */
export const handler = defineHandler('system.openapi', async () => {
  document ??= generateOpenApi(OPERATION_LIST, { version: config.appVersion });
  return document;
});
