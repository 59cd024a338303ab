import { loadRunTimeSecret } from './run-time-secret';

const secret = await loadRunTimeSecret('hubspot');

/** HubSpot's private-app access token, when one is configured (settings.hubspotSecretName; locally never). */
export function hubspotAccessToken(): string | undefined {
  return secret.values()?.current;
}
