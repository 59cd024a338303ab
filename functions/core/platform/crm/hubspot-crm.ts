import type { TCrm } from './types';

interface THubSpotOptions {
  token: string;
  apiUrl: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * HubSpot's CRM API: a contact with the address (POST /crm/v3/objects/contacts, private-app bearer token). 409 means
 * the contact exists already, which is what we wanted; any other failure is an error for the caller to log.
 */
export function hubSpotCrm(options: THubSpotOptions): TCrm {
  const send = options.fetch ?? fetch;
  return {
    async addContact(email) {
      const response = await send(`${options.apiUrl}/crm/v3/objects/contacts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ properties: { email } }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (response.ok || response.status === 409) return;
      throw new Error(`HubSpot refused the contact: HTTP ${response.status}`);
    },
  };
}
