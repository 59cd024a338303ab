import { config } from '../config';
import { hubspotAccessToken } from '../secrets/hubspot-token';
import { baseLogger } from '../http/logger';
import { hubSpotCrm } from './hubspot-crm';
import type { TCrm } from './types';

/** Locally, and on AWS without a HubSpot token: the contact is a log line (no address in it, only its domain). */
const logCrm: TCrm = {
  async addContact(email) {
    baseLogger().info('crm contact (log only)', { email_domain: email.slice(email.lastIndexOf('@') + 1) });
  },
};

/** HubSpot when a token is configured (AWS), else the log line. */
export function crm(): TCrm {
  const token = hubspotAccessToken();
  if (config.isLocal || !token) return logCrm;
  return hubSpotCrm({ token, apiUrl: config.hubspotApiUrl });
}
