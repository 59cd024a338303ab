import { SCIMMY } from './scim-library';
import { ScimError } from './scim-error';

/**
 * The discovery endpoints (RFC 7644 section 4), answered by SCIMMY from the configuration and schemas declared in
 * scim-library.ts: what the service supports, its two resource types and their schemas. The base path was set for
 * this request by runScim.
 */

function plain(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export async function serviceProviderConfig(baseUrl: string): Promise<Record<string, unknown>> {
  const config = plain(await new SCIMMY.Resources.ServiceProviderConfig().read());
  return { ...config, meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` } };
}

export async function resourceTypes(): Promise<Record<string, unknown>> {
  return plain(await new SCIMMY.Resources.ResourceType().read());
}

/** Only ids SCIMMY knows; anything else (or malformed) is a 404. */
export async function resourceType(id: string): Promise<Record<string, unknown>> {
  try {
    return plain(await new SCIMMY.Resources.ResourceType(id).read());
  } catch {
    throw new ScimError(404, undefined, `No resource type "${id}".`);
  }
}

export async function schemas(): Promise<Record<string, unknown>> {
  return plain(await new SCIMMY.Resources.Schema().read());
}

export async function schema(id: string): Promise<Record<string, unknown>> {
  try {
    return plain(await new SCIMMY.Resources.Schema(id).read());
  } catch {
    throw new ScimError(404, undefined, `No schema "${id}".`);
  }
}
