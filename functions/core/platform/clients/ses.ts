import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientOptions } from './client-options';

let client: Promise<SESv2Client> | undefined;

/**
 * The SES client, its package imported on first use: in Lambda bundles a file beside the bundle
 * (infra/lib/bundling/lazy-packages.ts), so only a call that sends mail compiles it. Tried again after a failed import.
 */
export function sesClient(): Promise<SESv2Client> {
  client ??= import('@aws-sdk/client-sesv2')
    .then(({ SESv2Client: Client }) => new Client(clientOptions(undefined)))
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}
