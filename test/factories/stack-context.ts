import { inject } from 'vitest';
import { readLocalToolsToken } from '@skillway/infra/local/local-tools-access';

/**
 * What the stack project's global setup provides (test/setup/global-stack.ts declares the types). Read through
 * these so code outside test/ (functions' *.int.test.ts) type-checks without that declaration in its program.
 */
const read = inject as unknown as (key: string) => unknown;

export function stackUrl(): string {
  return read('apiUrl') as string;
}

/** The stack's e-learning content origin (packages run there, never on stackUrl()). */
export function contentUrl(): string {
  return read('contentUrl') as string;
}

export function stackDataDir(): string {
  return read('dataDir') as string;
}

export function demoCredentials(): { role: string; email: string; password: string }[] {
  return read('demoCredentials') as { role: string; email: string; password: string }[];
}

/** The stack's local tools token (`/_local/mail`, schedules, drain, the fake Stripe's console need it). */
export function localToolsToken(): string {
  const token = readLocalToolsToken(stackDataDir());
  if (!token) throw new Error(`no local tools token in ${stackDataDir()}`);
  return token;
}

/** The header the local tools accept. */
export function localToolsHeaders(): { authorization: string } {
  return { authorization: `Bearer ${localToolsToken()}` };
}
