import { randomBytes } from 'node:crypto';
import type { TFakeEmployee } from './breathe-server';

/** The fake BreatheHR the stack's global setup started (its URL is BREATHE_API_URL, inherited by test workers). */
function fakeUrl(): string {
  const url = process.env.BREATHE_API_URL;
  if (!url) throw new Error('BREATHE_API_URL is not set: the stack project starts the fake BreatheHR');
  return url;
}

/** Registers an account on the fake and returns its fresh API key. */
export async function registerBreatheAccount(
  employees: TFakeEmployee[],
  options: { failWith?: number } = {},
): Promise<string> {
  const apiKey = `fake-${randomBytes(12).toString('hex')}`;
  const response = await fetch(`${fakeUrl()}/__fake/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: apiKey, employees, ...(options.failWith ? { fail_with: options.failWith } : {}) }),
  });
  if (response.status !== 201) throw new Error(`fake BreatheHR refused the account: ${response.status}`);
  return apiKey;
}

/** How many employee requests the fake answered for a key. */
export async function breatheRequests(apiKey: string): Promise<number> {
  const response = await fetch(`${fakeUrl()}/__fake/accounts/${encodeURIComponent(apiKey)}/requests`);
  return ((await response.json()) as { requests: number }).requests;
}
