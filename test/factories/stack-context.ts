import { inject } from 'vitest';

/**
 * What the stack project's global setup provides (test/setup/global-stack.ts declares the types). Read through
 * these so code outside test/ (functions' *.int.test.ts) type-checks without that declaration in its program.
 */
const read = inject as unknown as (key: string) => unknown;

export function stackUrl(): string {
  return read('apiUrl') as string;
}

export function stackDataDir(): string {
  return read('dataDir') as string;
}

export function demoCredentials(): { role: string; email: string; password: string }[] {
  return read('demoCredentials') as { role: string; email: string; password: string }[];
}
