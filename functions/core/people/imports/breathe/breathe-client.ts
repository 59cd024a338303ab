import * as z from 'zod/mini';
import { config } from '../../../platform/config';

/** An employee as BreatheHR's API returns it; only the fields the import reads are checked. */
const ZEmployee = z.object({
  id: z.union([z.number(), z.string()]),
  first_name: z.optional(z.nullable(z.string())),
  last_name: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  ref: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
export type TBreatheEmployee = z.infer<typeof ZEmployee>;

const ZEmployeesPage = z.object({ employees: z.array(z.unknown()) });

export class BreatheAuthError extends Error {
  constructor() {
    super('BreatheHR refused the API key');
    this.name = 'BreatheAuthError';
  }
}

export class BreatheUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BreatheUnavailableError';
  }
}

export interface TBreatheClientOptions {
  apiKey: string;
  /** Defaults to BREATHE_API_URL (https://api.breathehr.com). */
  baseUrl?: string;
  fetch?: typeof fetch;
  perPage?: number;
  /** Bounds one import (a company holds at most 500 users; 20 pages of 100 leaves room for leavers). */
  maxPages?: number;
  timeoutMs?: number;
}

/** Whether a `Link` header (RFC 8288) names a next page; undefined when there is no Link header at all. */
export function hasNextLink(link: string | null): boolean | undefined {
  if (link === null) return undefined;
  return link.split(',').some((part) => /;\s*rel="?next"?/i.test(part));
}

/**
 * A client of BreatheHR's employee API: GET {base}/v1/employees?page=N&per_page=M with the X-API-KEY header,
 * answering `{ employees: [...] }`. Pages are read until one is empty, shorter than asked, or the Link header has
 * no `next`. Employees whose shape is not understood are returned as `invalid` with their position, not dropped.
 */
export function createBreatheClient(options: TBreatheClientOptions) {
  const baseUrl = (options.baseUrl ?? config.breatheApiUrl).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const perPage = options.perPage ?? 100;
  const maxPages = options.maxPages ?? 20;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function page(n: number): Promise<{ employees: unknown[]; next: boolean | undefined }> {
    const url = `${baseUrl}/v1/employees?page=${n}&per_page=${perPage}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { 'X-API-KEY': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new BreatheUnavailableError('BreatheHR could not be reached', { cause: error });
    }
    if (response.status === 401 || response.status === 403) throw new BreatheAuthError();
    if (!response.ok) throw new BreatheUnavailableError(`BreatheHR answered ${response.status}`);
    const parsed = z.safeParse(ZEmployeesPage, await response.json().catch(() => undefined));
    if (!parsed.success) throw new BreatheUnavailableError('BreatheHR answered with an unexpected body');
    return { employees: parsed.data.employees, next: hasNextLink(response.headers.get('link')) };
  }

  return {
    async listEmployees(): Promise<{ employees: TBreatheEmployee[]; invalid: number }> {
      const employees: TBreatheEmployee[] = [];
      let invalid = 0;
      for (let n = 1; n <= maxPages; n++) {
        const result = await page(n);
        for (const raw of result.employees) {
          const employee = z.safeParse(ZEmployee, raw);
          if (employee.success) employees.push(employee.data);
          else invalid += 1;
        }
        if (result.employees.length === 0 || result.next === false) break;
        if (result.next === undefined && result.employees.length < perPage) break;
      }
      return { employees, invalid };
    },
  };
}
