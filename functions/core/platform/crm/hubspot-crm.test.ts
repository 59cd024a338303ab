import { describe, expect, it, vi } from 'vitest';
import { hubSpotCrm } from './hubspot-crm';

function fakeFetch(status: number) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{}', { status }));
}

describe('the HubSpot adapter', () => {
  it('creates the contact with the bearer token', async () => {
    const send = fakeFetch(201);
    await hubSpotCrm({ token: 'pat-123', apiUrl: 'https://hubspot.example', fetch: send }).addContact(
      'new@example.com',
    );
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('https://hubspot.example/crm/v3/objects/contacts');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Authorization: 'Bearer pat-123', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ properties: { email: 'new@example.com' } });
  });

  it('takes an existing contact (409) as done', async () => {
    const crm = hubSpotCrm({ token: 't', apiUrl: 'https://hubspot.example', fetch: fakeFetch(409) });
    await expect(crm.addContact('known@example.com')).resolves.toBeUndefined();
  });

  it('reports any other refusal', async () => {
    const crm = hubSpotCrm({ token: 't', apiUrl: 'https://hubspot.example', fetch: fakeFetch(401) });
    await expect(crm.addContact('a@example.com')).rejects.toThrow('HTTP 401');
  });
});
