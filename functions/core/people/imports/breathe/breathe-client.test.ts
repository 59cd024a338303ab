import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBreathe, type TFakeBreathe, type TFakeEmployee } from '../../../../../test/fakes/breathe-server';
import { BreatheAuthError, BreatheUnavailableError, createBreatheClient } from './breathe-client';

/** The client against the local fake of BreatheHR's API (test code, started on a free port). */
describe('BreatheHR client', () => {
  let fake: TFakeBreathe;

  beforeAll(async () => {
    fake = await startFakeBreathe();
  });
  afterAll(async () => {
    await fake.stop();
  });

  async function account(employees: TFakeEmployee[], failWith?: number): Promise<string> {
    const apiKey = `unit-${Math.random().toString(36).slice(2)}`;
    await fetch(`${fake.url}/__fake/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: apiKey, employees, ...(failWith ? { fail_with: failWith } : {}) }),
    });
    return apiKey;
  }

  it('reads every page with the X-API-KEY header, following the Link header', async () => {
    const employees = Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      first_name: `E${i}`,
      last_name: 'X',
      email: `e${i}@x.test`,
    }));
    const apiKey = await account(employees);
    const seen: string[] = [];
    const client = createBreatheClient({
      apiKey,
      baseUrl: fake.url,
      perPage: 2,
      fetch: async (input, init) => {
        seen.push(String(input));
        return fetch(input, init);
      },
    });
    const result = await client.listEmployees();
    expect(result.employees.map((employee) => employee.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.invalid).toBe(0);
    expect(seen).toEqual([1, 2, 3].map((page) => `${fake.url}/v1/employees?page=${page}&per_page=2`));
  });

  it('stops at an empty first page', async () => {
    const client = createBreatheClient({ apiKey: await account([]), baseUrl: fake.url });
    expect(await client.listEmployees()).toEqual({ employees: [], invalid: 0 });
  });

  it('counts employees it cannot read instead of failing the import', async () => {
    const apiKey = await account([{ id: 1, email: 'a@x.test' }, { first_name: 'no id' } as unknown as TFakeEmployee]);
    const result = await createBreatheClient({ apiKey, baseUrl: fake.url }).listEmployees();
    expect(result.employees).toHaveLength(1);
    expect(result.invalid).toBe(1);
  });

  it('tells a refused key from an unavailable service', async () => {
    await expect(createBreatheClient({ apiKey: 'unknown', baseUrl: fake.url }).listEmployees()).rejects.toBeInstanceOf(
      BreatheAuthError,
    );
    const failing = await account([], 500);
    await expect(createBreatheClient({ apiKey: failing, baseUrl: fake.url }).listEmployees()).rejects.toBeInstanceOf(
      BreatheUnavailableError,
    );
    await expect(
      createBreatheClient({ apiKey: 'x', baseUrl: 'http://127.0.0.1:1' }).listEmployees(),
    ).rejects.toBeInstanceOf(BreatheUnavailableError);
  });

  it('refuses a body that is not an employee list', async () => {
    const client = createBreatheClient({
      apiKey: 'k',
      baseUrl: 'http://breathe.test',
      fetch: async () => new Response(JSON.stringify({ people: [] }), { status: 200 }),
    });
    await expect(client.listEmployees()).rejects.toBeInstanceOf(BreatheUnavailableError);
  });
});
